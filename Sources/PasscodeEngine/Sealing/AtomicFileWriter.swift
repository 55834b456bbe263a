import Foundation

/// Writes a file that appears whole or not at all, and never leaves a copy of what it wrote
/// that a later writer would not find and remove (FILE-3).
///
/// The bytes go to a temporary file in the destination's directory, private (mode 0600), which
/// ``commit()`` flushes (`fsync`) and puts in place, then flushes the directory:
///
/// - On Linux the temporary file has no name while it is written (`O_TMPFILE`): a process
///   killed meanwhile leaves nothing. A new destination is then made by linking the finished
///   file straight to its name (`linkat`), so it appears whole or not at all.
/// - Replacing an existing file needs a rename, and a rename needs a name: the finished file is
///   linked to a temporary name, `.<name>.pktmp.<16 hex digits>`, and renamed over the
///   destination at once. Elsewhere (and on a Linux file system without `O_TMPFILE`) the
///   temporary file has that name from the start.
///
/// The writer holds an exclusive `flock` on its temporary file from the moment it is created
/// until it is renamed or deleted. A temporary name whose file nobody holds locked belongs to a
/// writer that was killed between naming it and the rename: every new writer deletes such files
/// in its directory (owned by this user, regular, and named exactly so) before it writes. So a
/// kill leaves at most one complete copy of an output, under a name the next writer in that
/// folder removes.
///
/// ``discard()`` — and going away without a commit — closes and deletes the temporary file, so
/// a failure leaves the destination as it was and no temporary behind.
///
/// The directory is opened once, and everything is created, linked, renamed and deleted
/// relative to it, so a directory swapped meanwhile cannot redirect the output. What is at
/// the destination is checked when the writer is made and again before the rename: nothing, a
/// regular file or a symbolic link (which is replaced, never followed) may be replaced; a
/// directory is refused with `EISDIR` and anything else — a named pipe, a device, a socket —
/// with `ENOTSUP`, and is never replaced.
///
/// This is the writer of ``DataSealer``'s file methods, and of the `passcode` command's `seal`
/// and `open` (which is why it is SPI: apps write files through ``DataSealer``).
@_spi(Files) public final class AtomicFileWriter {
  /// The destination's path, for errors.
  public let path: String
  private let directoryPath: String
  private let name: String
  private let directory: Int32
  /// The temporary file's name while it has one.
  private var temporary = ""
  private var descriptor: Int32 = -1
  /// Whether the temporary file has no name (`O_TMPFILE`).
  private var isUnnamed = false
  private var finished = false

  /// The part of a temporary file's name between the destination's name and the random
  /// digits.
  static let temporaryMarker = ".pktmp."

  /// Opens the directory of `destination` (a file URL), removes what killed writers left in
  /// it, and creates the temporary file.
  ///
  /// - Throws: ``SealError/writeFailed(path:errno:)``: `EISDIR` when `destination` is a
  ///   directory, `ENOTSUP` when it is a named pipe, a device or a socket, or the system's error
  ///   number (the directory's path when it cannot be opened).
  public init(replacing destination: URL) throws {
    precondition(destination.isFileURL, "DataSealer writes files to file URLs only")
    path = destination.path
    name = destination.lastPathComponent
    directoryPath = destination.deletingLastPathComponent().path
    guard !destination.hasDirectoryPath, !name.isEmpty, name != "/", name != ".", name != ".."
    else { throw SealError.writeFailed(path: path, errno: EISDIR) }
    directory = open(directoryPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else {
      throw SealError.writeFailed(path: directoryPath, errno: errno)
    }
    do {
      try checkDestination()
      Self.removeLeftovers(in: directory)
      try createTemporary()
    } catch {
      discard()
      throw error
    }
  }

  deinit {
    discard()
  }

  /// Refuses a destination that must not be replaced: a directory (`EISDIR`), and anything
  /// but a regular file or a symbolic link (`ENOTSUP`). Nothing there is fine.
  private func checkDestination() throws {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      if errno == ENOENT { return }
      throw SealError.writeFailed(path: path, errno: errno)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG, S_IFLNK: return
    case S_IFDIR: throw SealError.writeFailed(path: path, errno: EISDIR)
    default: throw SealError.writeFailed(path: path, errno: ENOTSUP)
    }
  }

  #if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Glibc's module does not export: the
    /// same value on every Linux architecture Swift runs on.
    private static let temporaryFileFlag: Int32 = 0o20_000_000 | O_DIRECTORY
  #endif

  /// Creates the temporary file: unnamed where the system allows (and `/proc/self/fd` is there
  /// to link it by), else with a random name, exclusively (never an existing file, never
  /// through a link); mode 0600 whatever the umask, and locked. On failure, closes it.
  private func createTemporary() throws {
    #if os(Linux)
      if access("/proc/self/fd", X_OK) == 0 {
        let unnamed = openat(directory, ".", Self.temporaryFileFlag | O_WRONLY | O_CLOEXEC, 0o600)
        if unnamed >= 0 {
          descriptor = unnamed
          isUnnamed = true
          try lockAndProtect()
          return
        }
      }
    // A file system without O_TMPFILE: a named temporary, removed on every failure, and by
    // the next writer after a kill.
    #endif
    let flags = O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC
    var code: Int32 = EEXIST
    for _ in 0..<8 {
      let candidate = Self.temporaryName(for: name)
      let opened = openat(directory, candidate, flags, 0o600)
      if opened >= 0 {
        temporary = candidate
        descriptor = opened
        try lockAndProtect()
        return
      }
      code = errno
      guard code == EEXIST else { break }
    }
    throw SealError.writeFailed(path: path, errno: code)
  }

  /// Takes the temporary file's lock (held until it is renamed or deleted) and sets its mode
  /// to exactly 0600.
  private func lockAndProtect() throws {
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fchmod(descriptor, 0o600) == 0 else {
      throw SealError.writeFailed(path: path, errno: errno)
    }
  }

  /// `.<name>.pktmp.<16 lowercase hex digits>`, the digits random.
  static func temporaryName(for name: String) -> String {
    let digits = String(UInt64.random(in: .min ... .max), radix: 16)
    return "." + name + temporaryMarker + String(repeating: "0", count: 16 - digits.count)
      + digits
  }

  /// Whether `name` is a temporary name of this writer's: `.`, at least one character, the
  /// marker, then exactly 16 lowercase hex digits.
  static func isTemporaryName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    let marker = Array(temporaryMarker.utf8)
    guard bytes.count > 1 + 1 + marker.count + 16, bytes[0] == UInt8(ascii: ".") else {
      return false
    }
    let digits = bytes.suffix(16)
    guard
      digits.allSatisfy({
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      })
    else { return false }
    return bytes[(bytes.count - 16 - marker.count)..<(bytes.count - 16)].elementsEqual(marker)
  }

  /// Deletes the temporary files that killed writers left in `directory`: regular files of
  /// this user with a temporary name that nobody holds locked. Best effort: one that cannot be
  /// opened or locked stays.
  static func removeLeftovers(in directory: Int32) {
    for name in entries(of: directory) where isTemporaryName(name) {
      // Never opened unless it is a regular file: a device's open can act.
      var found = stat()
      guard fstatat(directory, name, &found, AT_SYMLINK_NOFOLLOW) == 0,
        found.st_mode & S_IFMT == S_IFREG
      else { continue }
      let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
      let leftover = openat(directory, name, flags)
      guard leftover >= 0 else { continue }
      defer { close(leftover) }
      var info = stat()
      guard fstat(leftover, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
        info.st_uid == geteuid(), flock(leftover, LOCK_EX | LOCK_NB) == 0
      else { continue }
      // Still the file that was locked: a name is never reused (random, made exclusively).
      var now = stat()
      guard fstatat(directory, name, &now, AT_SYMLINK_NOFOLLOW) == 0,
        now.st_dev == info.st_dev, now.st_ino == info.st_ino
      else { continue }
      unlinkat(directory, name, 0)
    }
  }

  /// The names in `directory` (without `.` and `..`); empty when it cannot be listed.
  private static func entries(of directory: Int32) -> [String] {
    // A separate open, so the listing has its own position.
    let listing = openat(directory, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard listing >= 0 else { return [] }
    guard let stream = fdopendir(listing) else {
      close(listing)
      return []
    }
    defer { closedir(stream) }
    var names: [String] = []
    let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name)!
    while let entry = readdir(stream) {
      let name = String(
        cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
      names.append(name)
    }
    return names
  }

  /// Appends `bytes` to the temporary file.
  ///
  /// - Throws: ``SealError/writeFailed(path:errno:)``.
  public func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw SealError.writeFailed(path: path, errno: errno)
      }
      offset += written
    }
  }

  /// Flushes the temporary file, puts it in place (linked to a new name, or renamed over the
  /// file there) and flushes the directory.
  ///
  /// - Throws: ``SealError/writeFailed(path:errno:)``; the destination is untouched unless
  ///   only the directory's flush failed (its path is then the error's).
  public func commit() throws {
    precondition(!finished, "an AtomicFileWriter commits once")
    guard fsync(descriptor) == 0 else { throw SealError.writeFailed(path: path, errno: errno) }
    if isUnnamed, try linkToNewName() {
      return try finish()
    }
    if isUnnamed { try linkToTemporaryName() }
    // What is there now may still be replaced: a file, a link or nothing.
    do {
      try checkDestination()
    } catch {
      discard()
      throw error
    }
    guard renameat(directory, temporary, directory, name) == 0 else {
      throw SealError.writeFailed(path: path, errno: errno)
    }
    temporary = ""
    try finish()
  }

  /// Closes the file (its lock goes with it) and flushes the directory.
  private func finish() throws {
    finished = true
    let closed = close(descriptor)
    let closeError = errno
    descriptor = -1
    defer { close(directory) }
    guard closed == 0 else { throw SealError.writeFailed(path: path, errno: closeError) }
    guard fsync(directory) == 0 else {
      throw SealError.writeFailed(path: directoryPath, errno: errno)
    }
  }

  /// Links the unnamed temporary file to the destination's name when nothing has it; `false`
  /// when something has (a file to replace).
  private func linkToNewName() throws -> Bool {
    var info = stat()
    guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) != 0, errno == ENOENT else {
      return false
    }
    if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, name, AT_SYMLINK_FOLLOW) == 0 {
      return true
    }
    // Made meanwhile: then it is replaced, if it may be.
    guard errno == EEXIST else { throw SealError.writeFailed(path: path, errno: errno) }
    return false
  }

  /// Gives the unnamed temporary file a temporary name, for the rename.
  private func linkToTemporaryName() throws {
    var code: Int32 = EEXIST
    for _ in 0..<8 {
      let candidate = Self.temporaryName(for: name)
      if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, candidate, AT_SYMLINK_FOLLOW)
        == 0
      {
        temporary = candidate
        return
      }
      code = errno
      guard code == EEXIST else { break }
    }
    throw SealError.writeFailed(path: path, errno: code)
  }

  /// Closes and deletes the temporary file, unless it was committed; then does nothing.
  public func discard() {
    guard !finished else { return }
    finished = true
    if !temporary.isEmpty { unlinkat(directory, temporary, 0) }
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if directory >= 0 { close(directory) }
  }
}
