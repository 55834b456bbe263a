import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells from any thread, without the app's help, whether protected data can be read now: a
/// small file of the app's own, written with complete data protection, which iOS makes
/// unreadable about ten seconds after the phone locks.
///
/// The app lock asks it before it hands out the data key (APP-1): an app that iOS resumes in
/// the background on a locked phone — a notification action, a silent push — has never been
/// told the phone locked while it was suspended, and the canary says so all the same. Where
/// files have no data protection (Linux, macOS, the simulator), it cannot tell.
public struct ProtectedDataCanary: Sendable {
  /// The canary file.
  public let url: URL

  /// A canary at `url`, by default `Application Support/PasscodeKit/protected-data` in the
  /// app's container.
  public init(url: URL? = nil) {
    self.url =
      url
      ?? FileInstallMarker.defaultURL.deletingLastPathComponent()
      .appendingPathComponent("protected-data")
  }

  /// Writes the file, with complete protection and out of backups, if it is not there. Call it
  /// while protected data is available (the file cannot be created otherwise); a failure
  /// leaves a canary that cannot tell.
  public func prepare() {
    guard access(url.path, F_OK) != 0 else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      try? Data("PasscodeKit protected data canary v1\n".utf8).write(
        to: url, options: [.atomic, .completeFileProtection])
      var values = URLResourceValues()
      values.isExcludedFromBackup = true
      var marked = url
      try? marked.setResourceValues(values)
    #endif
  }

  /// Whether protected data can be read now: `true` when the canary opens, `false` when it is
  /// there and refused (`EPERM`: complete protection while the phone is locked), `nil` when it
  /// cannot tell (no canary, or another failure).
  public func isAvailable() -> Bool? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    if descriptor >= 0 {
      close(descriptor)
      return true
    }
    return errno == EPERM ? false : nil
  }
}
