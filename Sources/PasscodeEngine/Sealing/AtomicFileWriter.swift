import Foundation

/// Writes a file that replaces its destination whole or not at all.
///
/// The bytes go to a new temporary file beside the destination (in its directory, named
/// `.<name>.tmp.<random>`, created exclusively with mode 0600), which ``commit()`` flushes
/// (`fsync`), renames over the destination and follows with a flush of the directory.
/// ``discard()`` — and going away without a commit — closes and deletes the temporary file, so
/// a failure leaves the destination as it was and no temporary behind. Only a process killed
/// before either leaves its temporary file.
///
/// The directory is opened once, and the temporary file is created, renamed and deleted
/// relative to it, so a directory swapped meanwhile cannot redirect the rename.
final class AtomicFileWriter {
  /// The destination's path, for errors.
  let path: String
  private let directoryPath: String
  private let name: String
  private let directory: Int32
  private var temporary = ""
  private var descriptor: Int32 = -1
  private var finished = false

  /// Opens the directory of `destination` (a file URL) and creates the temporary file in it.
  ///
  /// - Throws: ``SealError/writeFailed(path:errno:)``: `EISDIR` when `destination` is a
  ///   directory, or the system's error number.
  init(replacing destination: URL) throws {
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
    try createTemporary()
  }

  deinit {
    discard()
  }

  /// Creates the temporary file with a random name, exclusively (never an existing file,
  /// never through a link), with mode 0600 whatever the umask. On failure, closes everything.
  #if os(Linux)
    /// `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Glibc's module does not export: the
    /// same value on every Linux architecture Swift runs on.
    private static let temporaryFileFlag: Int32 = 0o20_000_000 | O_DIRECTORY
  #endif

  /// Whether the temporary file has no name until ``commit()``: a process killed while
  /// writing leaves nothing behind, not even part of a plaintext.
  private var isUnnamed = false

  private func createTemporary() throws {
    #if os(Linux)
      let unnamed = openat(
        directory, ".", Self.temporaryFileFlag | O_WRONLY | O_CLOEXEC, 0o600)
      if unnamed >= 0 {
        descriptor = unnamed
        isUnnamed = true
        return
      }
    // A file system without O_TMPFILE: a named temporary, removed on every failure but a
    // kill.
    #endif
    let flags = O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC
    var code: Int32 = EEXIST
    for _ in 0..<8 {
      let candidate = ".\(name).tmp.\(String(UInt64.random(in: .min ... .max), radix: 16))"
      let opened = openat(directory, candidate, flags, 0o600)
      if opened >= 0 {
        temporary = candidate
        descriptor = opened
        guard fchmod(opened, 0o600) == 0 else {
          let failure = errno
          discard()
          throw SealError.writeFailed(path: path, errno: failure)
        }
        return
      }
      code = errno
      guard code == EEXIST else { break }
    }
    discard()
    throw SealError.writeFailed(path: path, errno: code)
  }

  /// Appends `bytes` to the temporary file.
  ///
  /// - Throws: ``SealError/writeFailed(path:errno:)``.
  func write(_ bytes: UnsafeRawBufferPointer) throws {
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

  /// Appends `bytes` to the temporary file.
  func write(_ bytes: some ContiguousBytes) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }

  /// Flushes the temporary file, renames it over the destination and flushes the directory.
  ///
  /// - Throws: ``SealError/writeFailed(path:errno:)``; the destination is untouched unless
  ///   only the directory's flush failed (its path is then the error's).
  func commit() throws {
    precondition(!finished, "an AtomicFileWriter commits once")
    guard fsync(descriptor) == 0 else { throw SealError.writeFailed(path: path, errno: errno) }
    if isUnnamed { try linkUnnamed() }
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else { throw SealError.writeFailed(path: path, errno: errno) }
    guard renameat(directory, temporary, directory, name) == 0 else {
      throw SealError.writeFailed(path: path, errno: errno)
    }
    finished = true
    defer { close(directory) }
    guard fsync(directory) == 0 else {
      throw SealError.writeFailed(path: directoryPath, errno: errno)
    }
  }

  /// Closes and deletes the temporary file, unless it was committed; then does nothing.
  /// Gives the unnamed temporary a name in the directory (complete by now), for the rename.
  private func linkUnnamed() throws {
    var code: Int32 = EEXIST
    for _ in 0..<8 {
      let candidate = ".\(name).tmp.\(String(UInt64.random(in: .min ... .max), radix: 16))"
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

  func discard() {
    guard !finished else { return }
    finished = true
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if !temporary.isEmpty { unlinkat(directory, temporary, 0) }
    close(directory)
  }
}
