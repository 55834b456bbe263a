import Foundation

/// Remembers that this installation of the app has run before, somewhere that is deleted with
/// the app.
///
/// On iOS the Keychain outlives the app: delete it, install it again, and `KeychainStore`
/// still holds the old passcode, its failure count and a permanent lock — for an app whose
/// data is gone. The app's defaults are deleted with it, so a marker kept there tells a first
/// launch after a new install from a relaunch; ``PasscodeLock/eraseIfNewInstall(marker:)``
/// then erases what the earlier installation left.
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

extension PasscodeLock {
  /// Erases a passcode an earlier installation of the app left in the store, on the first
  /// launch of this installation; call it once at launch, before reading the status.
  ///
  /// When `marker` is missing, the store is erased (`reset()`, LOCK-5: the verifier, the
  /// pepper, the failure count, a permanent lock) and then the marker is left, so later
  /// launches keep the passcode. When the erase fails, the marker is not left and the next
  /// launch tries again (an erase interrupted after it was recorded reads as no passcode,
  /// STO-4; one that failed before leaves the old passcode locking the app).
  ///
  /// A store that is not deleted with the app on purpose (an app upgraded from a version that
  /// kept the passcode without this marker) is erased once too: adopt this call in the first
  /// release that stores a passcode.
  ///
  /// - Returns: whether this was a new installation (the store was erased).
  /// - Throws: ``StoreError`` when the store cannot be erased.
  @discardableResult
  public func eraseIfNewInstall(marker: some InstallMarker) async throws -> Bool {
    guard !marker.isPresent() else { return false }
    try await reset()
    marker.markPresent()
    return true
  }
}
