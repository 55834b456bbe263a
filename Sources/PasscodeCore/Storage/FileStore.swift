import Foundation

/// The default store on Linux and macOS: two private files in a private directory (STO-3).
///
/// - `state`: the state record (format, failure count, time of the last failure, verifier);
/// - `pepper`: 32 random bytes, kept apart from the verifier (HASH-2);
/// - `lock`: taken with `flock` so that processes sharing the directory verify one at a time
///   (CNT-2).
///
/// The directory is created with mode 0700 and the files with 0600. Every write goes to a
/// temporary file that is flushed (`fsync`), renamed over the old one, and followed by a flush
/// of the directory, so a crash leaves either the old record or the new one, never a mix.
/// An existing directory or file that other users can read or write, or that belongs to
/// another user, is refused with ``StoreError/insecurePermissions(path:)``.
///
/// On Linux there is no secure hardware: the owner of the account can edit, delete or roll
/// back these files. The lock there is a deterrent and a correct implementation of the policy,
/// not tamper-proof.
public final class FileStore: PasscodeStore, Sendable {
  /// The directory holding the files.
  public let directory: String
  /// How long ``acquireExclusiveAccess(creating:)`` waits for another process before giving up.
  public let lockTimeout: Duration

  static let stateName = "state"
  static let pepperName = "pepper"
  static let lockName = "lock"
  /// Larger files are not PasscodeKit records and are refused without being read whole.
  static let maximumFileSize = 64 * 1024

  /// Creates a store in `directory` (created on first use).
  public init(directory: String, lockTimeout: Duration = .seconds(120)) {
    self.directory = directory
    self.lockTimeout = lockTimeout
  }

  /// A store in ``defaultDirectory(environment:)``.
  public convenience init() {
    self.init(directory: Self.defaultDirectory())
  }

  /// `$XDG_DATA_HOME/passcodekit`, or `~/.local/share/passcodekit` when `XDG_DATA_HOME` is
  /// unset, empty or relative (as the XDG Base Directory specification says).
  public static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return (data as NSString).appendingPathComponent("passcodekit")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return (home as NSString).appendingPathComponent(".local/share/passcodekit")
  }

  // MARK: - PasscodeStore

  /// Takes an exclusive `flock` on the directory's lock file, polling so that no thread is
  /// blocked while another process holds it.
  ///
  /// With `creating`, a missing directory is created first, so that writers are serialised
  /// from the very first `set` (STO-5). Without it, a missing directory is not created
  /// (`passcode status --store /typo` leaves nothing behind) and the access reports
  /// ``StoreAccess/storeExists`` as `false`.
  public func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess {
    guard creating || access(directory, F_OK) == 0 else {
      return StoreAccess(storeExists: false) {}
    }
    try ensureDirectory()
    let path = self.path(Self.lockName)
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw StoreError.readFailed(Self.describe(errno, path)) }
    do {
      try checkOwnership(descriptor: descriptor, path: path)
    } catch {
      close(descriptor)
      throw error
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: lockTimeout)
    var pause = Duration.milliseconds(1)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        close(descriptor)
        throw StoreError.readFailed(Self.describe(code, path))
      }
      guard clock.now < deadline else {
        close(descriptor)
        throw StoreError.busy
      }
      try? await Task.sleep(for: pause)
      pause = min(pause * 2, .milliseconds(20))
    }
    return StoreAccess {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }

  /// Reads `state`; `nil` when it does not exist.
  public func loadState() throws -> [UInt8]? {
    try readFile(Self.stateName)
  }

  /// Writes `state` durably.
  public func saveState(_ bytes: [UInt8]) throws {
    try ensureDirectory()
    try bytes.withUnsafeBytes { try writeFile(Self.stateName, $0) }
  }

  /// Reads `pepper`; `nil` when it does not exist.
  public func loadPepper() throws -> SecretBuffer? {
    guard var bytes = try readFile(Self.pepperName) else { return nil }
    defer { bytes.withUnsafeMutableBytes { SecureZero.zero($0) } }
    return SecretBuffer(copying: bytes)
  }

  /// Writes `pepper` durably.
  public func savePepper(_ pepper: SecretBuffer) throws {
    try ensureDirectory()
    try pepper.withUnsafeBytes { try writeFile(Self.pepperName, $0) }
  }

  /// Deletes `state` and `pepper`, then flushes the directory.
  public func eraseAll() throws {
    guard access(directory, F_OK) == 0 else { return }
    for name in [Self.pepperName, Self.stateName] {
      let path = self.path(name)
      if unlink(path) != 0, errno != ENOENT {
        throw StoreError.writeFailed(Self.describe(errno, path))
      }
    }
    try syncDirectory()
  }

  // MARK: - Files

  func path(_ name: String) -> String {
    (directory as NSString).appendingPathComponent(name)
  }

  private func ensureDirectory() throws {
    var info = stat()
    if stat(directory, &info) != 0 {
      guard errno == ENOENT else {
        throw StoreError.readFailed(Self.describe(errno, directory))
      }
      try Self.makeDirectories(directory)
      guard stat(directory, &info) == 0 else {
        throw StoreError.readFailed(Self.describe(errno, directory))
      }
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw StoreError.readFailed("\(directory) is not a directory")
    }
    try Self.checkPrivate(info, path: directory)
  }

  /// `mkdir -p` with mode 0700 for every directory it creates.
  private static func makeDirectories(_ path: String) throws {
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path, access(parent, F_OK) != 0 {
      try makeDirectories(parent)
    }
    if mkdir(path, 0o700) != 0, errno != EEXIST {
      throw StoreError.writeFailed(describe(errno, path))
    }
  }

  private func checkOwnership(descriptor: Int32, path: String) throws {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw StoreError.readFailed(Self.describe(errno, path))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw StoreError.damaged("\(path) is not a regular file")
    }
    try Self.checkPrivate(info, path: path)
  }

  /// Refuses anything owned by another user or open to group or others (STO-3).
  private static func checkPrivate(_ info: stat, path: String) throws {
    guard info.st_uid == geteuid(), (info.st_mode & 0o077) == 0 else {
      throw StoreError.insecurePermissions(path: path)
    }
  }

  private func readFile(_ name: String) throws -> [UInt8]? {
    let path = self.path(name)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      if errno == ELOOP { throw StoreError.damaged("\(path) is a symbolic link") }
      throw StoreError.readFailed(Self.describe(errno, path))
    }
    defer { close(descriptor) }
    try checkOwnership(descriptor: descriptor, path: path)
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw StoreError.readFailed(Self.describe(errno, path))
      }
      if count == 0 { break }
      result.append(contentsOf: chunk[0..<count])
      if result.count > Self.maximumFileSize {
        throw StoreError.damaged("\(path) is larger than any PasscodeKit record")
      }
    }
    chunk.withUnsafeMutableBytes { SecureZero.zero($0) }
    return result
  }

  /// temp → write → fsync → rename → fsync(directory) (STO-3).
  private func writeFile(_ name: String, _ bytes: UnsafeRawBufferPointer) throws {
    let path = self.path(name)
    let temporary = self.path(".\(name).tmp")
    let descriptor = open(
      temporary, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw StoreError.writeFailed(Self.describe(errno, temporary)) }
    var closed = false
    defer { if !closed { close(descriptor) } }
    guard fchmod(descriptor, 0o600) == 0 else {
      throw StoreError.writeFailed(Self.describe(errno, temporary))
    }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw StoreError.writeFailed(Self.describe(errno, temporary))
      }
      offset += written
    }
    guard fsync(descriptor) == 0 else {
      throw StoreError.writeFailed(Self.describe(errno, temporary))
    }
    closed = true
    guard close(descriptor) == 0 else {
      throw StoreError.writeFailed(Self.describe(errno, temporary))
    }
    guard rename(temporary, path) == 0 else {
      throw StoreError.writeFailed(Self.describe(errno, path))
    }
    try syncDirectory()
  }

  private func syncDirectory() throws {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw StoreError.writeFailed(Self.describe(errno, directory)) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else {
      throw StoreError.writeFailed(Self.describe(errno, directory))
    }
  }

  static func describe(_ code: Int32, _ path: String) -> String {
    "\(path): \(String(cString: strerror(code)))"
  }
}
