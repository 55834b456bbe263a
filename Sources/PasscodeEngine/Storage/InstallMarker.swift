import Foundation

/// Remembers that this installation of the app has run before, somewhere that is deleted with
/// the app.
///
/// On iOS the Keychain outlives the app: delete it, install it again, and `KeychainStore`
/// still holds the old passcode, its failure count and a permanent lock — for an app whose
/// data is gone. A marker deleted with the app tells a first launch after a new install from
/// a relaunch; the lock's `launch.eraseIfNewInstall(marker:)` (``LaunchCheck``) then erases what the earlier
/// installation left.
///
/// A marker must tell "absent" from "cannot be read now" (``state()``): before the first
/// unlock after a restart, or for a file with complete protection while the device is locked,
/// nothing can be read, and taking that for a new installation would erase the user's
/// passcode. ``FileInstallMarker`` (the default) does.
public protocol InstallMarker: Sendable {
  /// Whether the marker is there: this installation has run before.
  func isPresent() -> Bool
  /// Leaves the marker.
  func markPresent()
  /// Whether the marker is there, is not, or cannot be read now. By default
  /// ``isPresent()``'s answer: a marker that cannot tell says "absent" only when it is.
  func state() -> InstallMarkerState
}

extension InstallMarker {
  /// ``isPresent()``: present or absent.
  public func state() -> InstallMarkerState { isPresent() ? .present : .absent }
}

/// What an ``InstallMarker`` says.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum InstallMarkerState: Hashable, Sendable {
  /// This installation has run before.
  case present
  /// This is the first launch of this installation.
  case absent
  /// The marker cannot be read now (the device is locked): nothing may be concluded.
  case unreadable
}

/// An ``InstallMarker`` in a file of the app's own (the default): `Library/Application
/// Support/PasscodeKit/installed` in the app's container, deleted with the app.
///
/// The file is written with `completeUntilFirstUserAuthentication` protection and kept out of
/// backups, so that:
/// - an app that clears its `UserDefaults` (at logout, say) does not erase the passcode;
/// - before the first unlock after a restart the file cannot be read, and the marker says so
///   (``InstallMarkerState/unreadable``) instead of "absent";
/// - a backup restored onto a new device counts as a new installation, like the Keychain
///   items (`ThisDeviceOnly`) that do not travel with it.
///
/// A marker an earlier PasscodeKit left in `UserDefaults` (``UserDefaultsInstallMarker``,
/// key `PasscodeKit.installed`) counts as present, and is moved into the file.
public struct FileInstallMarker: InstallMarker {
  /// The marker file.
  public let url: URL
  /// A `UserDefaults` marker an earlier version kept, which counts as present; `nil` for
  /// none.
  public let legacy: UserDefaultsInstallMarker?

  /// The file's contents.
  static let contents = Data("PasscodeKit install marker v1\n".utf8)

  /// Creates a marker at `url`, by default in the app's Application Support folder.
  ///
  /// - Parameters:
  ///   - url: the marker file; `nil` for `Application Support/PasscodeKit/installed`.
  ///   - legacy: the `UserDefaults` marker of earlier versions, which counts as present.
  public init(url: URL? = nil, legacy: UserDefaultsInstallMarker? = UserDefaultsInstallMarker()) {
    self.url = url ?? Self.defaultURL
    self.legacy = legacy
  }

  /// `Application Support/PasscodeKit/installed` in the app's container (the user's
  /// Application Support folder on macOS; `~/.local/share` on Linux).
  public static var defaultURL: URL {
    let support =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSTemporaryDirectory())
    return support.appendingPathComponent("PasscodeKit").appendingPathComponent("installed")
  }

  /// Whether ``state()`` is present.
  public func isPresent() -> Bool { state() == .present }

  /// Present when the file can be read; absent when it does not exist (and no earlier
  /// `UserDefaults` marker is there — one that is, is moved into the file); unreadable when
  /// it exists but cannot be read now, or the folder cannot be looked into.
  public func state() -> InstallMarkerState {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    if descriptor >= 0 {
      close(descriptor)
      return .present
    }
    guard errno == ENOENT else { return .unreadable }
    if let legacy, legacy.isPresent() {
      markPresent()
      return .present
    }
    return .absent
  }

  /// Writes the file (and its folder), protected until the first unlock and kept out of
  /// backups, and the earlier `UserDefaults` marker too, so that one failed write (a full disk)
  /// still leaves a mark. A failure is not reported: the next launch checks again, and an app
  /// lock marks the installation again when a first passcode is set.
  public func markPresent() {
    legacy?.markPresent()
    let folder = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #if canImport(Darwin)
      try? Self.contents.write(
        to: url, options: [.atomic, .completeFileProtectionUntilFirstUserAuthentication])
      var values = URLResourceValues()
      values.isExcludedFromBackup = true
      var marked = url
      try? marked.setResourceValues(values)
    #else
      try? Self.contents.write(to: url, options: .atomic)
    #endif
  }
}

/// An ``InstallMarker`` in the app's `UserDefaults` (deleted with the app on iOS).
///
/// Prefer ``FileInstallMarker``: defaults cannot tell "absent" from "not readable yet" (they
/// read empty at a background launch before the first unlock), and an app that clears its
/// defaults clears the marker with them.
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
