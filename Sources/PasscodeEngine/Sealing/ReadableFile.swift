import Foundation

/// A file open for reading with `read(2)`, a buffer at a time, closed when it goes away.
final class ReadableFile {
  /// The path, for errors.
  let path: String
  private let descriptor: Int32

  /// Opens the file at `url` (a file URL).
  ///
  /// - Throws: ``SealError/readFailed(path:errno:)`` when it cannot be opened.
  init(_ url: URL) throws {
    precondition(url.isFileURL, "DataSealer reads files from file URLs only")
    path = url.path
    let opened: Int32? = url.withUnsafeFileSystemRepresentation { name in
      name.map { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY) }
    }
    // A URL with no file-system representation names no file.
    guard let opened else { throw SealError.readFailed(path: path, errno: EINVAL) }
    guard opened >= 0 else { throw SealError.readFailed(path: path, errno: errno) }
    descriptor = opened
  }

  deinit {
    close(descriptor)
  }

  /// Fills `buffer` from the file; returns how many bytes were read, fewer than its size only
  /// at the end of the file.
  ///
  /// - Throws: ``SealError/readFailed(path:errno:)``.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let count = Foundation.read(descriptor, base + filled, buffer.count - filled)
      if count < 0 {
        if errno == EINTR { continue }
        throw SealError.readFailed(path: path, errno: errno)
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }
}
