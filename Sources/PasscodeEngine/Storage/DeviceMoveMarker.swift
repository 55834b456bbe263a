import Foundation

/// Remembers, in the app's data that a backup or a move to a new phone carries, that this
/// app's data goes with a passcode store — so that a launch can tell "moved to a new phone,
/// the passcode stayed behind" from "never had one".
///
/// On iOS the store's Keychain items are `ThisDeviceOnly`: a backup restored onto another
/// phone, or a device-to-device migration, brings the app's files and `UserDefaults` but not
/// the passcode, its device key or the data key. The app then finds its files — maybe data
/// sealed under a data key that no longer exists — and no passcode. The lock marks this file
/// when a passcode is set and removes it when the store is erased (``PasscodeLock/reset()``)
/// or left empty; ``LaunchCheck/check(installMarker:)`` finds it present over an empty
/// store and says ``LaunchFinding/movedToNewDevice``, once.
///
/// Unlike ``InstallMarker`` (kept out of backups on purpose), this marker must travel with the
/// app's data. A marker must tell "absent" from "cannot be read now"
/// (``InstallMarkerState/unreadable``): before the first unlock after a restart nothing may
/// be concluded.
public protocol DeviceMoveMarker: Sendable {
  /// Whether the marker is there, is not, or cannot be read now.
  func state() -> InstallMarkerState
  /// Leaves the marker: this app's data goes with a passcode store.
  func markPresent()
  /// Removes the marker: the store was erased or left empty on purpose.
  func remove()
}

/// A ``DeviceMoveMarker`` in a file of the app's own (the default on iOS):
/// `Library/Application Support/PasscodeKit/store-expected` in the app's container. It is
/// included in backups (unlike ``FileInstallMarker``'s file beside it) and written with
/// `completeUntilFirstUserAuthentication` protection, so that before the first unlock after a
/// restart it reads as ``InstallMarkerState/unreadable``, never as absent.
public struct FileDeviceMoveMarker: DeviceMoveMarker {
  /// The marker file.
  public let url: URL

  /// The file's contents.
  static let contents = Data("PasscodeKit store expected v1\n".utf8)

  /// Creates a marker at `url`, by default in the app's Application Support folder.
  public init(url: URL? = nil) {
    self.url = url ?? Self.defaultURL
  }

  /// `Application Support/PasscodeKit/store-expected` in the app's container (the user's
  /// Application Support folder on macOS; `~/.local/share` on Linux).
  public static var defaultURL: URL {
    FileInstallMarker.defaultURL.deletingLastPathComponent()
      .appendingPathComponent("store-expected")
  }

  /// Present when the file can be read; absent when it does not exist; unreadable when it
  /// exists but cannot be read now, or the folder cannot be looked into.
  public func state() -> InstallMarkerState {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    if descriptor >= 0 {
      close(descriptor)
      return .present
    }
    return errno == ENOENT ? .absent : .unreadable
  }

  /// Writes the file (and its folder), protected until the first unlock. A failure is not
  /// reported: the next launch over a store that holds a passcode marks it again.
  public func markPresent() {
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #if canImport(Darwin)
      try? Self.contents.write(
        to: url, options: [.atomic, .completeFileProtectionUntilFirstUserAuthentication])
    #else
      try? Self.contents.write(to: url, options: .atomic)
    #endif
  }

  /// Deletes the file; one that is not there is not an error.
  public func remove() {
    unlink(url.path)
  }
}
