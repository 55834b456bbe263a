import Foundation

/// Remembers that this installation of the app has run before, somewhere that is deleted with
/// the app.
///
/// On iOS the Keychain outlives the app: delete it, install it again, and `KeychainStore`
/// still holds the old passcode, its failure count and a permanent lock — for an app whose
/// data is gone. The app's defaults are deleted with it, so a marker kept there tells a first
/// launch after a new install from a relaunch; the lock's `eraseIfNewInstall(marker:)` then
/// erases what the earlier installation left.
public protocol InstallMarker: Sendable {
  /// Whether the marker is there: this installation has run before.
  func isPresent() -> Bool
  /// Leaves the marker.
  func markPresent()
}

/// An ``InstallMarker`` in the app's `UserDefaults` (deleted with the app on iOS).
public struct UserDefaultsInstallMarker: InstallMarker {
  /// The defaults key.
  public let key: String
  /// The suite (`nil`: the standard defaults).
  public let suiteName: String?

  /// Creates a marker under `key` in the standard defaults, or in the suite `suiteName`
  /// (an app group shared with extensions, when they share the Keychain items too).
  public init(key: String = "PasscodeKit.installed", suiteName: String? = nil) {
    self.key = key
    self.suiteName = suiteName
  }

  private var defaults: UserDefaults {
    suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
  }

  /// Whether the key holds `true`.
  public func isPresent() -> Bool { defaults.bool(forKey: key) }

  /// Sets the key to `true`.
  public func markPresent() { defaults.set(true, forKey: key) }
}
