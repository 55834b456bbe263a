import Foundation

/// Where PasscodeKit's resources are: the bundle SwiftPM or Xcode builds for this target,
/// which holds the privacy manifest (`PrivacyInfo.xcprivacy`).
///
/// The lookup never traps, unlike SwiftPM's generated `Bundle.module` (which stops the process
/// when the bundle is missing — a `passcode` binary copied without it, say): `nil` means not
/// found, and the caller says so.
public enum PasscodeResources {
  /// The bundle's directory name: `PasscodeKit_PasscodeResources.bundle` on Apple platforms,
  /// `PasscodeKit_PasscodeResources.resources` elsewhere.
  public static var bundleName: String {
    #if canImport(Darwin)
      "PasscodeKit_PasscodeResources.bundle"
    #else
      "PasscodeKit_PasscodeResources.resources"
    #endif
  }

  /// The directories searched, in order: the main bundle's resources (an app), the main
  /// bundle itself and the running executable's directory, symbolic links resolved (a
  /// command-line tool with its bundle beside it), and the directory holding this module's
  /// code (a framework, or a test bundle).
  public static var searchDirectories: [URL] {
    var directories: [URL] = []
    if let resources = Bundle.main.resourceURL { directories.append(resources) }
    directories.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL {
      directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    let own = Bundle(for: BundleToken.self)
    if let resources = own.resourceURL { directories.append(resources) }
    directories.append(own.bundleURL.deletingLastPathComponent())
    var seen = Set<String>()
    return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// The resource bundle, or `nil` when none of ``searchDirectories`` holds it.
  public static var bundle: Bundle? {
    for directory in searchDirectories {
      let url = directory.appendingPathComponent(bundleName, isDirectory: true)
      if let bundle = Bundle(url: url) { return bundle }
    }
    return nil
  }

  /// A class whose bundle is the one this module's code was loaded from.
  private final class BundleToken {}
}
