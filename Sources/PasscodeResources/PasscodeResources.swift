import Foundation

/// Where PasscodeKit's resources are: the bundle SwiftPM or Xcode builds for this target, which
/// holds the string tables (`<lang>.lproj/PasscodeKit.strings` and `.stringsdict`) and the
/// privacy manifest (`PrivacyInfo.xcprivacy`).
///
/// The lookup never traps, unlike SwiftPM's generated `Bundle.module` (which stops the process
/// when the bundle is missing — a `passcode` binary copied without it, say): `nil` means not
/// found, and the caller says so.
public enum PasscodeResources {
  /// The bundle's names, in the order they are tried: what SwiftPM builds on Linux, then on
  /// Apple platforms (and what Xcode copies into an app).
  public static let bundleNames = [
    "PasscodeKit_PasscodeResources.resources", "PasscodeKit_PasscodeResources.bundle",
  ]

  /// The folders searched for the bundle, in order: the app's resources (`Bundle.main`), the
  /// folder of the running executable (following symbolic links, so a `passcode` linked into
  /// `/usr/local/bin` finds the bundle beside the real file), and the bundle this code was
  /// loaded from (a framework, a test bundle).
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

  /// The folder holding the resources — `en.lproj` and `PrivacyInfo.xcprivacy` — or `nil`
  /// when the bundle is in none of ``searchedFolders``.
  public static var folder: URL? {
    for folder in searchedFolders {
      for name in bundleNames {
        if let contents = contentsFolder(ofBundle: folder.appendingPathComponent(name)) {
          return contents
        }
      }
    }
    return nil
  }

  /// The folder of `bundle` that holds its resources: the bundle itself (iOS, Linux) or its
  /// `Contents/Resources` (macOS); `nil` when neither holds `en.lproj`.
  public static func contentsFolder(ofBundle bundle: URL) -> URL? {
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

  /// A class of this module, so that `Bundle(for:)` finds the bundle the code was loaded from.
  private final class BundleToken {}
}
