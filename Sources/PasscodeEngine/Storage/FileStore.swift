import Foundation

/// The default store on Linux and macOS: two private files in a private directory (STO-3).
///
/// - `state`: the state record (format, failure count, time of the last failure, verifier);
/// - `pepper`: 32 random bytes, kept apart from the verifier (HASH-2);
/// - `devicekey`: the device key of ``DeviceBoundVerifier`` (``SoftwareDeviceKey``'s private
///   scalar; not hardware-bound), kept apart from the verifier like the pepper (DEV-1);
/// - `lock`: taken with `flock` so that processes sharing the directory verify one at a time
///   (CNT-2).
///
/// The directory is created with mode 0700 (with every missing parent) and the files with
/// 0600, exactly, whatever the umask. Every write goes to a temporary file unique to the writer, created exclusively, which
/// is flushed (`fsync`), renamed over the old one, and followed by a flush of the directory, so
/// a crash leaves either the old record or the new one, never a mix. The file replaced is then
/// overwritten with zeros where it lies and flushed, and ``eraseAll()`` overwrites each file
/// before deleting it (DATA-4). Temporary files left by a writer that was killed are
/// overwritten and deleted by the next holder of the lock.
///
/// Writers are serialised even when the store does not exist yet (STO-5): a first `set`
/// creates the directory, then takes the lock before it reads or writes anything.
///
/// Exclusive access opens the directory once; every file is then opened, renamed and deleted
/// relative to that open directory, without following symbolic links and without blocking,
/// so a path swapped meanwhile cannot redirect a write, and a named pipe cannot make a read
/// wait forever. Anything but a regular file where a store file belongs (a symbolic link, a
/// named pipe, a directory, a socket, a device) is damage,
/// ``StoreDamage/notARegularFile(path:kind:)``, which
/// ``eraseAll()`` (a reset) clears. A damaged `lock` cannot be locked, so the holder then
/// locks the directory itself; everything but the erase refuses to work until then.
///
/// An existing directory or file that other users can read or write, or that belongs to
/// another user, is refused with ``StoreError/insecurePermissions(path:)``.
///
/// On Linux there is no secure hardware: the owner of the account can edit, delete or roll
/// back these files. The lock there is a deterrent and a correct implementation of the policy,
/// not tamper-proof.
public final class FileStore: PasscodeStore, @unchecked Sendable {
  /// The directory holding the files.
  public let directory: String
  /// How long ``acquireExclusiveAccess(creating:)`` waits for another process before giving up.
  public let lockTimeout: Duration

  static let stateName = "state"
  static let pepperName = "pepper"
  static let deviceKeyName = "devicekey"
  static let lockName = "lock"
  /// Larger files are not PasscodeKit records and are refused without being read whole.
  static let maximumFileSize = 64 * 1024

  /// The directory opened by the access in force, if any (at most one: every access takes
  /// the lock).
  private var held: Held?
  private let heldLock = NSLock()

  /// What an access holds while it is in force.
  private struct Held {
    /// The store directory, opened once; every file is reached relative to it.
    let directory: Int32
    /// Why `lock` could not be used, when it is damaged; only ``eraseAll()`` works then.
    let lockDamage: StoreDamage?
  }

  /// Creates a store in `directory` (created with its missing parents on the first write).
  public init(directory: String, lockTimeout: Duration = .seconds(120)) {
    self.directory = directory
    self.lockTimeout = lockTimeout
  }

  /// Whether `other` is a file store in the same directory (as written: the path is not
  /// resolved).
  public func isSameStore(as other: any PasscodeStore) -> Bool {
    guard let other = other as? FileStore else { return false }
    return directory == other.directory
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
      return StorePath.joined(data, "passcodekit")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return StorePath.joined(home, ".local/share/passcodekit")
  }

  // MARK: - PasscodeStore

  /// Opens the directory and takes an exclusive `flock` on its lock file, polling so that no
  /// thread is blocked while another process holds it.
  ///
  /// With `creating`, a missing directory is created first (with its missing parents, each
  /// 0700), so that writers are serialised from the very first `set` (STO-5). Without it, a
  /// missing directory is not created (`passcode status --store /typo` leaves nothing behind)
  /// and the access reports ``StoreAccess/storeExists`` as `false`.
  ///
  /// Once the lock is held, temporary files that a killed writer left behind are deleted.
  public func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess {
    guard let directoryDescriptor = try openDirectory(creating: creating) else {
      return StoreAccess(storeExists: false) {}
    }
    let taken: (descriptor: Int32, damage: StoreDamage?)
    do {
      taken = try await takeLock(in: directoryDescriptor)
    } catch {
      close(directoryDescriptor)
      throw error
    }
    if taken.damage == nil { Self.removeTemporaries(in: directoryDescriptor) }
    heldLock.withLock {
      held = Held(directory: directoryDescriptor, lockDamage: taken.damage)
    }
    return StoreAccess { [self] in
      heldLock.withLock { held = nil }
      flock(taken.descriptor, LOCK_UN)
      if taken.descriptor != directoryDescriptor { close(taken.descriptor) }
      close(directoryDescriptor)
    }
  }

  /// Reads `state`; `nil` when it does not exist.
  public func loadState() throws -> [UInt8]? {
    try withDirectory(creating: false) { try readFile($0.descriptor, Self.stateName) } ?? nil
  }

  /// Writes `state` durably.
  public func saveState(_ bytes: [UInt8]) throws {
    try withDirectory(creating: true) { directory in
      try bytes.withUnsafeBytes { try writeFile(directory.descriptor, Self.stateName, $0) }
    }
  }

  /// Reads `pepper`; `nil` when it does not exist.
  public func loadPepper() throws -> SecretBuffer? {
    let read = try withDirectory(creating: false) { try readFile($0.descriptor, Self.pepperName) }
    guard var bytes = read ?? nil else { return nil }
    defer { bytes.withUnsafeMutableBytes { SecureZero.zero($0) } }
    return SecretBuffer(copying: bytes)
  }

  /// Writes `pepper` durably.
  public func savePepper(_ pepper: SecretBuffer) throws {
    try withDirectory(creating: true) { directory in
      try pepper.withUnsafeBytes { try writeFile(directory.descriptor, Self.pepperName, $0) }
    }
  }

  /// Keeps a device key, in `devicekey`.
  public var keepsDeviceKey: Bool { true }

  /// Reads `devicekey`; `nil` when it does not exist.
  public func loadDeviceKey() throws -> SecretBuffer? {
    let read = try withDirectory(creating: false) {
      try readFile($0.descriptor, Self.deviceKeyName)
    }
    guard var bytes = read ?? nil else { return nil }
    defer { bytes.withUnsafeMutableBytes { SecureZero.zero($0) } }
    return SecretBuffer(copying: bytes)
  }

  /// Writes `devicekey` durably.
  public func saveDeviceKey(_ blob: SecretBuffer) throws {
    try withDirectory(creating: true) { directory in
      try blob.withUnsafeBytes { try writeFile(directory.descriptor, Self.deviceKeyName, $0) }
    }
  }

  /// Destroys `pepper`, then `devicekey`, then `state` (and deletes a damaged `lock`, and
  /// leftover temporary files), then flushes the directory (DATA-4).
  ///
  /// Each of the three, when it is a regular file, is first renamed to a temporary name (out of
  /// the store at once), then overwritten with zeros where it lies and flushed, then deleted:
  /// on a file system that writes in place its blocks keep no copy of the key. A process killed
  /// meanwhile leaves a temporary file, which the next holder of the lock overwrites and
  /// deletes the same way. Whatever else stands in their place, a named pipe or a symbolic link
  /// included, is deleted (an empty directory too), never followed or opened.
  public func eraseAll() throws {
    try withDirectory(creating: false, evenWithADamagedLock: true) { directory in
      try destroy(Self.pepperName, in: directory.descriptor)
      try destroy(Self.deviceKeyName, in: directory.descriptor)
      try destroy(Self.stateName, in: directory.descriptor)
      if directory.lockDamage != nil {
        try remove(Self.lockName, in: directory.descriptor)
      }
      Self.removeTemporaries(in: directory.descriptor)
      try syncDirectory(directory.descriptor)
    }
  }

  /// The path of the store file `name`, for messages.
  func path(_ name: String) -> String {
    StorePath.joined(directory, name)
  }
}

// MARK: - The directory and its lock

extension FileStore {
  /// Opens the store directory, creating it (and its missing parents) when `creating`;
  /// `nil` when it is missing and not `creating`. Refuses one that others can reach (STO-3).
  private func openDirectory(creating: Bool) throws -> Int32? {
    if let problem = StorePath.problem(with: directory) { throw StoreError.readFailed(problem) }
    let flags = O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC
    var descriptor = open(directory, flags)
    if descriptor < 0, errno == ENOENT {
      guard creating else { return nil }
      try Self.makeDirectories(directory)
      descriptor = open(directory, flags)
    }
    guard descriptor >= 0 else {
      throw StoreError.readFailed(.system(path: directory, errno: errno))
    }
    do {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else {
        throw StoreError.readFailed(.system(path: directory, errno: errno))
      }
      try Self.checkPrivate(info, path: directory)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// `mkdir -p` with mode 0700 for every directory it creates, each flushed into its parent.
  /// Another process creating the same directories at the same moment is not an error
  /// (STO-5).
  static func makeDirectories(_ path: String) throws {
    var parent = path.hasPrefix("/") ? "/" : "."
    for prefix in StorePath.prefixes(of: path) {
      defer { parent = prefix }
      if mkdir(prefix, 0o700) == 0 {
        // The umask may have taken bits away; the mode must be exactly 0700.
        chmod(prefix, 0o700)
        syncDirectory(at: parent)
        continue
      }
      let code = errno
      var info = stat()
      if code == EEXIST || (stat(prefix, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR) {
        continue
      }
      throw StoreError.writeFailed(.system(path: prefix, errno: code))
    }
  }

  /// Flushes the directory at `path`, so that an entry just made in it survives a crash. Best
  /// effort: a directory that cannot be opened for reading is left to the system.
  private static func syncDirectory(at path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// What the store is locked with: the lock file, or the directory itself while `lock` is
  /// damaged (with why it is).
  private func takeLock(in directory: Int32) async throws -> (
    descriptor: Int32, damage: StoreDamage?
  ) {
    while true {
      if case .file(let descriptor) = try openLockFile(in: directory) {
        do {
          try await lockPolling(descriptor, path: path(Self.lockName))
        } catch {
          close(descriptor)
          throw error
        }
        return (descriptor, nil)
      }
      // `lock` is not a regular file: lock the directory, then look again, since an erase may
      // have deleted the damaged `lock` meanwhile (under this same directory lock).
      try await lockPolling(directory, path: self.directory)
      switch try openLockFile(in: directory) {
      case .damaged(let damage):
        return (directory, damage)
      case .file(let descriptor):
        close(descriptor)
        flock(directory, LOCK_UN)
      }
    }
  }

  private enum LockFile {
    case file(Int32)
    case damaged(StoreDamage)
  }

  /// Opens (creating) `lock`, never following a link and never waiting for a named pipe.
  private func openLockFile(in directory: Int32) throws -> LockFile {
    let path = self.path(Self.lockName)
    let flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    var descriptor = openat(directory, Self.lockName, flags | O_CREAT | O_EXCL, 0o600)
    if descriptor >= 0 {
      // Created now: the umask may have taken bits away (0400 could never be opened again).
      fchmod(descriptor, 0o600)
    } else if errno == EEXIST {
      descriptor = openat(directory, Self.lockName, flags)
    }
    guard descriptor >= 0 else {
      let code = errno
      switch explanation(in: directory, name: Self.lockName) {
      case .damaged(let damage)?: return .damaged(damage)
      case let refusal?: throw refusal
      case nil: throw StoreError.readFailed(.system(path: path, errno: code))
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw StoreError.readFailed(.system(path: path, errno: code))
    }
    if let kind = Self.irregularKind(info) {
      close(descriptor)
      return .damaged(.notARegularFile(path: path, kind: kind))
    }
    do {
      try Self.checkPrivate(info, path: path)
    } catch {
      close(descriptor)
      throw error
    }
    return .file(descriptor)
  }

  /// Takes an exclusive `flock` on `descriptor`, retrying until ``lockTimeout``.
  private func lockPolling(_ descriptor: Int32, path: String) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: lockTimeout)
    var pause = Duration.milliseconds(1)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        throw StoreError.readFailed(.system(path: path, errno: code))
      }
      guard clock.now < deadline else { throw StoreError.busy }
      try? await Task.sleep(for: pause)
      pause = min(pause * 2, .milliseconds(20))
    }
  }

  /// The store directory while an access is in force (so every file is reached through the
  /// directory that was locked), else opened for this one call.
  private struct OpenDirectory {
    /// The directory, open; valid during the call only.
    let descriptor: Int32
    /// Why `lock` is unusable, if it is.
    let lockDamage: StoreDamage?
  }

  /// Runs `body` on the store directory; `nil` when it is missing and not `creating`. While
  /// `lock` is damaged only an erase (`evenWithADamagedLock`) may go on; the rest is refused
  /// as damage.
  @discardableResult
  private func withDirectory<T>(
    creating: Bool, evenWithADamagedLock: Bool = false, _ body: (OpenDirectory) throws -> T
  ) throws -> T? {
    let current = heldLock.withLock {
      held.map { held in
        let descriptor = dup(held.directory)
        return (descriptor: descriptor, error: errno, damage: held.lockDamage)
      }
    }
    let directory: OpenDirectory
    if let current {
      guard current.descriptor >= 0 else {
        throw StoreError.readFailed(.system(path: self.directory, errno: current.error))
      }
      directory = OpenDirectory(descriptor: current.descriptor, lockDamage: current.damage)
    } else {
      guard let descriptor = try openDirectory(creating: creating) else { return nil }
      directory = OpenDirectory(descriptor: descriptor, lockDamage: nil)
    }
    defer { close(directory.descriptor) }
    if let damage = directory.lockDamage, !evenWithADamagedLock {
      throw StoreError.damaged(damage)
    }
    return try body(directory)
  }
}

// MARK: - Files

extension FileStore {
  /// Reads the regular file `name`; `nil` when there is none.
  private func readFile(_ directory: Int32, _ name: String) throws -> [UInt8]? {
    let path = self.path(name)
    let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    let descriptor = openat(directory, name, flags)
    if descriptor < 0 {
      let code = errno
      if code == ENOENT { return nil }
      throw explanation(in: directory, name: name)
        ?? StoreError.readFailed(.system(path: path, errno: code))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw StoreError.readFailed(.system(path: path, errno: errno))
    }
    if let kind = Self.irregularKind(info) {
      throw StoreError.damaged(.notARegularFile(path: path, kind: kind))
    }
    try Self.checkPrivate(info, path: path)
    let tooLarge = StoreError.damaged(.tooLarge(path: path))
    guard info.st_size <= Self.maximumFileSize else { throw tooLarge }

    var result: [UInt8] = []
    // One allocation, so no copy of a secret is left behind by growing.
    result.reserveCapacity(Int(info.st_size) + 1)
    var chunk = [UInt8](repeating: 0, count: 4096)
    defer { chunk.withUnsafeMutableBytes { SecureZero.zero($0) } }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw StoreError.readFailed(.system(path: path, errno: errno))
      }
      if count == 0 { break }
      result.append(contentsOf: chunk[0..<count])
      // The file may have grown since fstat.
      if result.count > Self.maximumFileSize {
        result.withUnsafeMutableBytes { SecureZero.zero($0) }
        throw tooLarge
      }
    }
    return result
  }

  /// Replaces `name` durably: unique temporary → write → fsync → rename → fsync(directory)
  /// (STO-3, STO-5). Refuses to replace anything but a private regular file.
  private func writeFile(_ directory: Int32, _ name: String, _ bytes: UnsafeRawBufferPointer)
    throws
  {
    let path = self.path(name)
    var existing = stat()
    if fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0 {
      if let kind = Self.irregularKind(existing) {
        throw StoreError.damaged(.notARegularFile(path: path, kind: kind))
      }
      try Self.checkPrivate(existing, path: path)
    } else if errno != ENOENT {
      throw StoreError.writeFailed(.system(path: path, errno: errno))
    }

    // The file replaced, kept open to be overwritten once the new one is in place (DATA-4).
    let replaced = Self.openToOverwrite(directory, name)
    defer { if replaced >= 0 { close(replaced) } }

    let (descriptor, temporary) = try createTemporary(in: directory, for: name)
    var isOpen = true
    var renamed = false
    defer {
      if isOpen { close(descriptor) }
      if !renamed { unlinkat(directory, temporary, 0) }
    }
    let temporaryPath = self.path(temporary)
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw StoreError.writeFailed(.system(path: temporaryPath, errno: errno))
      }
      offset += written
    }
    guard fsync(descriptor) == 0 else {
      throw StoreError.writeFailed(.system(path: temporaryPath, errno: errno))
    }
    isOpen = false
    guard close(descriptor) == 0 else {
      throw StoreError.writeFailed(.system(path: temporaryPath, errno: errno))
    }
    guard renameat(directory, temporary, directory, name) == 0 else {
      throw StoreError.writeFailed(.system(path: path, errno: errno))
    }
    renamed = true
    try syncDirectory(directory)
    if replaced >= 0 { Self.overwrite(replaced) }
  }

  /// The prefix of every temporary file for `name`.
  static func temporaryPrefix(_ name: String) -> String { ".\(name).tmp" }

  /// Creates a new 0600 temporary file for `name` with a random name, exclusively (never an
  /// existing file, never through a link).
  private func createTemporary(in directory: Int32, for name: String) throws -> (Int32, String) {
    let flags = O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC
    var code: Int32 = EEXIST
    var temporary = ""
    for _ in 0..<8 {
      let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
      temporary = "\(Self.temporaryPrefix(name)).\(suffix)"
      let descriptor = openat(directory, temporary, flags, 0o600)
      if descriptor >= 0 {
        // The umask may have taken bits away; the mode must be exactly 0600.
        guard fchmod(descriptor, 0o600) == 0 else {
          let failure = errno
          close(descriptor)
          unlinkat(directory, temporary, 0)
          throw StoreError.writeFailed(.system(path: path(temporary), errno: failure))
        }
        return (descriptor, temporary)
      }
      code = errno
      guard code == EEXIST else { break }
    }
    throw StoreError.writeFailed(.system(path: path(temporary), errno: code))
  }

  /// Deletes the temporary files of earlier writers. Called only while holding the lock, when
  /// no other writer can be between creating and renaming one: any that exists was left by a
  /// writer that died. Best effort: one that cannot be deleted is never reused (names are
  /// random and created exclusively).
  static func removeTemporaries(in directory: Int32) {
    let prefixes = [stateName, pepperName, deviceKeyName].map(temporaryPrefix)
    for name in entries(of: directory) where prefixes.contains(where: { name.hasPrefix($0) }) {
      // A regular one may hold a record, a pepper or a key: overwritten first (DATA-4).
      let leftover = openToOverwrite(directory, name)
      if leftover >= 0 {
        overwrite(leftover)
        close(leftover)
      }
      unlinkat(directory, name, 0)
    }
  }

  /// The regular file `name`, opened for writing without following a link or waiting for a
  /// pipe; -1 when there is none (or something else is there).
  static func openToOverwrite(_ directory: Int32, _ name: String) -> Int32 {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
      info.st_mode & S_IFMT == S_IFREG
    else { return -1 }
    let descriptor = openat(
      directory, name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return -1 }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG,
      opened.st_ino == info.st_ino, opened.st_dev == info.st_dev
    else {
      close(descriptor)
      return -1
    }
    return descriptor
  }

  /// Overwrites the regular file open as `descriptor` with zeros where it lies — its whole
  /// length, up to 1 MiB (a store file is at most 64 KiB; a larger one is damage) — and
  /// flushes it, so that the blocks it had no longer hold what it held (DATA-4). Best effort:
  /// what cannot be overwritten is deleted all the same, and the Security model says what
  /// file systems and flash may still keep.
  static func overwrite(_ descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return }
    let length = min(Int(info.st_size), 1 << 20)
    let zeros = [UInt8](repeating: 0, count: 4096)
    var offset = 0
    while offset < length {
      let count = zeros.withUnsafeBytes {
        pwrite(descriptor, $0.baseAddress, min($0.count, length - offset), off_t(offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
    fsync(descriptor)
  }

  /// The names in `directory` (without `.` and `..`); empty when it cannot be listed.
  static func entries(of directory: Int32) -> [String] {
    // A separate open, so the listing has its own position.
    let listing = openat(directory, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard listing >= 0 else { return [] }
    guard let stream = fdopendir(listing) else {
      close(listing)
      return []
    }
    defer { closedir(stream) }
    var names: [String] = []
    // `d_name` is read in place: a record can be shorter than the declared field, so copying
    // the whole field could read past the end of the system's buffer.
    let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name)!
    while let entry = readdir(stream) {
      let name = String(
        cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Destroys the regular file `name`: renamed to a temporary name, overwritten and flushed
  /// (``overwrite(_:)``), then deleted; anything else there is deleted as it is
  /// (``remove(_:in:)``). Missing is not an error.
  private func destroy(_ name: String, in directory: Int32) throws {
    let descriptor = Self.openToOverwrite(directory, name)
    guard descriptor >= 0 else { return try remove(name, in: directory) }
    defer { close(descriptor) }
    let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
    let temporary = "\(Self.temporaryPrefix(name)).\(suffix)"
    guard renameat(directory, name, directory, temporary) == 0 else {
      throw StoreError.writeFailed(.system(path: path(name), errno: errno))
    }
    Self.overwrite(descriptor)
    guard unlinkat(directory, temporary, 0) == 0 else {
      throw StoreError.writeFailed(.system(path: path(temporary), errno: errno))
    }
  }

  /// Deletes `name`, whatever it is; an empty directory too. Missing is not an error.
  private func remove(_ name: String, in directory: Int32) throws {
    if unlinkat(directory, name, 0) == 0 { return }
    let code = errno
    if code == ENOENT { return }
    var info = stat()
    let isDirectory =
      fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0
      && (info.st_mode & S_IFMT) == S_IFDIR
    guard isDirectory else { throw StoreError.writeFailed(.system(path: path(name), errno: code)) }
    guard unlinkat(directory, name, AT_REMOVEDIR) == 0 else {
      // ENOTEMPTY: a directory with files in it, which an erase does not empty.
      throw StoreError.writeFailed(.system(path: path(name), errno: errno))
    }
  }

  private func syncDirectory(_ directory: Int32) throws {
    guard fsync(directory) == 0 else {
      throw StoreError.writeFailed(.system(path: self.directory, errno: errno))
    }
  }
}

// MARK: - Checks

extension FileStore {
  /// Refuses anything owned by another user or open to group or others (STO-3).
  static func checkPrivate(_ info: stat, path: String) throws {
    if let problem = privacyProblem(info, path: path) { throw problem }
  }

  /// ``StoreError/insecurePermissions(path:)`` for anything owned by another user or open to
  /// group or others (STO-3), else `nil`.
  static func privacyProblem(_ info: stat, path: String) -> StoreError? {
    info.st_uid == geteuid() && (info.st_mode & 0o077) == 0
      ? nil : .insecurePermissions(path: path)
  }

  /// What `info` describes when it is not a regular file; `nil` for a regular file.
  static func irregularKind(_ info: stat) -> StoreDamage.FileKind? {
    switch info.st_mode & S_IFMT {
    case S_IFREG: nil
    case S_IFLNK: .symbolicLink
    case S_IFIFO: .namedPipe
    case S_IFDIR: .directory
    case S_IFSOCK: .socket
    case S_IFCHR, S_IFBLK: .device
    default: .other
    }
  }

  /// Why `name` in `directory` could not be opened, when looking at it (without following a
  /// link) tells: it is not a regular file (damage), or it is not private to this user
  /// (STO-3); `nil` when it does not tell.
  func explanation(in directory: Int32, name: String) -> StoreError? {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    if let kind = Self.irregularKind(info) {
      return .damaged(.notARegularFile(path: path(name), kind: kind))
    }
    return Self.privacyProblem(info, path: path(name))
  }
}
