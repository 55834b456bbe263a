import Foundation

/// Where PasscodeKit's own string tables are: the resource bundle SwiftPM or Xcode builds
/// beside the code (`PasscodeKit_PasscodeCore.resources` on Linux,
/// `PasscodeKit_PasscodeCore.bundle` on Apple platforms), found without `Bundle.module`,
/// which stops the process when the bundle is missing.
public enum StringResources {
  /// The resource bundle's names, in the order they are tried.
  public static let bundleNames = [
    "PasscodeKit_PasscodeCore.resources", "PasscodeKit_PasscodeCore.bundle",
  ]

  /// The folders searched for the resource bundle, in order: the app's resources
  /// (`Bundle.main`), the folder of the running executable (following symbolic links, so a
  /// `passcode` linked into `/usr/local/bin` finds the bundle beside the real file), and the
  /// bundle the library's code was loaded from.
  public static var searchedFolders: [URL] {
    var folders: [URL] = []
    func add(_ url: URL?) {
      guard let url = url?.standardizedFileURL, !folders.contains(url) else { return }
      folders.append(url)
    }
    add(Bundle.main.resourceURL)
    add(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL {
      add(executable.resolvingSymlinksInPath().deletingLastPathComponent())
      add(executable.deletingLastPathComponent())
    }
    let code = Bundle(for: BundleToken.self)
    add(code.resourceURL)
    add(code.bundleURL.deletingLastPathComponent())
    return folders
  }

  /// The folder holding PasscodeKit's `.lproj` folders, or `nil` when the resource bundle is
  /// in none of ``searchedFolders``. Without it, strings fall back to their keys.
  public static var tablesFolder: URL? {
    for folder in searchedFolders {
      for name in bundleNames {
        if let tables = tablesFolder(inBundle: folder.appendingPathComponent(name)) {
          return tables
        }
      }
    }
    return nil
  }

  /// The folder of `bundle` that holds `en.lproj`: the bundle itself (iOS, Linux) or its
  /// `Contents/Resources` (macOS).
  static func tablesFolder(inBundle bundle: URL) -> URL? {
    for folder in [bundle, bundle.appendingPathComponent("Contents/Resources")] {
      var isDirectory: ObjCBool = false
      let english = folder.appendingPathComponent("en.lproj").path
      if FileManager.default.fileExists(atPath: english, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return folder
      }
    }
    return nil
  }
}

/// A class of this module, so that `Bundle(for:)` finds the bundle the code was loaded from.
private final class BundleToken {}
