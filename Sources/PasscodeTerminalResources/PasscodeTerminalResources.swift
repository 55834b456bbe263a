import Foundation
import PasscodeResources

/// Where the terminal skin's resources are: its own string table (`PasscodeTerminal.strings`
/// in each `<language>.lproj`), in the bundle SwiftPM builds for this
/// target, found without `Bundle.module` (which traps when the bundle is missing).
public enum PasscodeTerminalResources {
  /// The bundle's names, in the order they are tried: what SwiftPM builds on Linux, then on
  /// Apple platforms.
  public static let bundleNames = [
    "PasscodeKit_PasscodeTerminalResources.resources",
    "PasscodeKit_PasscodeTerminalResources.bundle",
  ]

  /// The folder holding the tables, or `nil` when the bundle is not installed.
  public static var folder: URL? { PasscodeResources.folder(ofBundleNamed: bundleNames) }
}
