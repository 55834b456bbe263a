import Foundation

extension DataSealer {
  /// Seals a stream of any length: reads the plaintext with `read` a chunk at a time and hands
  /// the sealed bytes to `write` as they are made — the header, then each chunk with its tag —
  /// exactly as ``seal(fileAt:to:associatedData:)`` writes a file. Memory does not grow with
  /// the data.
  ///
  /// `read` puts bytes at the start of the buffer it is given and returns how many; it returns
  /// 0 only at the end of the data (it is called again until the buffer is full or it returns
  /// 0), so a pipe or a socket can be read as it comes. `write` is handed bytes that are valid
  /// only during the call.
  ///
  /// - Throws: ``SealError/tooLarge`` past 2³² chunks, or what `read` or `write` throws, as it
  ///   is. What `write` took before the error is not a sealed file: cut short, it is refused
  ///   when opened.
  public func seal(
    associatedData: Data = Data(),
    reading read: (UnsafeMutableRawBufferPointer) throws -> Int,
    writing write: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let header = newHeader()
    let cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
    try header.bytes.withUnsafeBytes(write)
    // Each chunk is read into the buffer and sealed where it lies, its tag after it.
    var buffer = Data(count: chunkSize + SealHeader.tagByteCount)
    defer { buffer.wipe() }
    try buffer.withUnsafeMutableBytes { buffer in
      var carried: UInt8?
      var index: UInt64 = 0
      while true {
        let filled = try Self.fill(buffer, upTo: chunkSize, after: carried, read)
        // A full chunk is the last one only when the data ends right after it.
        carried = filled == chunkSize ? try Self.readByte(read) : nil
        let isFinal = carried == nil
        guard index < SealHeader.maximumChunkCount else { throw SealError.tooLarge }
        try cipher.seal(
          UnsafeRawBufferPointer(rebasing: buffer[..<filled]), into: buffer,
          index: UInt32(index), isFinal: isFinal)
        try write(UnsafeRawBufferPointer(rebasing: buffer[..<(filled + SealHeader.tagByteCount)]))
        if isFinal { return }
        index += 1
      }
    }
  }

  /// Opens a sealed stream a chunk at a time: reads it with `read` (as
  /// ``seal(associatedData:reading:writing:)`` does) and hands each chunk's plaintext to
  /// `write` as soon as that chunk authenticates. Memory does not grow with the data.
  ///
  /// `write` sees every chunk before the first that fails. Where the whole of it must be known
  /// good before any plaintext goes anywhere that cannot take it back, open it twice when the
  /// source can be read twice — once writing nothing — or write to a file that is kept only when
  /// this returns. The bytes are valid only during the call, and are zeroed after it.
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)`` or
  ///   ``SealError/tampered`` (see ``open(_:associatedData:)``), or what `read` or `write`
  ///   throws, as it is.
  public func open(
    associatedData: Data = Data(),
    reading read: (UnsafeMutableRawBufferPointer) throws -> Int,
    writing write: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    var start = [UInt8](repeating: 0, count: SealHeader.byteCount)
    let count = try start.withUnsafeMutableBytes { try Self.fill($0, upTo: nil, after: nil, read) }
    let header = try SealHeader(parsing: start[0..<count])
    let cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
    let record = header.recordByteCount
    // Allocated only now that the chunk size is known to be at most 1 MiB.
    var chunk = Data(count: record)
    defer { chunk.wipe() }
    try chunk.withUnsafeMutableBytes { chunk in
      var carried: UInt8?
      var index: UInt64 = 0
      while true {
        let filled = try Self.fill(chunk, upTo: nil, after: carried, read)
        // A whole record is the last chunk only when the data ends right after it.
        carried = filled == record ? try Self.readByte(read) : nil
        let isFinal = carried == nil
        guard index < SealHeader.maximumChunkCount else { throw SealError.tampered }
        // Opened where it lies: the plaintext takes the place of the ciphertext.
        let count = try cipher.open(
          UnsafeRawBufferPointer(rebasing: chunk[..<filled]), into: chunk, index: UInt32(index),
          isFinal: isFinal)
        defer { SecureZero.zero(UnsafeMutableRawBufferPointer(rebasing: chunk[..<count])) }
        try write(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        if isFinal { return }
        index += 1
      }
    }
  }

  /// Checks the start of sealed data without a key: what its header alone tells, so that a
  /// host can refuse what is not sealed data before it asks for the passcode.
  ///
  /// Give the first 28 bytes of the data (its header), or all of it when it is shorter.
  ///
  /// - Throws: ``SealError/notSealed`` (fewer than 8 bytes, no magic, or a chunk size no file
  ///   has), ``SealError/unsupportedVersion(_:)``, or ``SealError/tampered`` when the magic and
  ///   the version are there but fewer than 28 bytes; nothing when the header is one
  ///   ``open(_:associatedData:)`` reads (whether the rest opens needs the key).
  public static func checkHeader(_ start: Data) throws {
    _ = try SealHeader(parsing: start)
  }

  /// Puts `carried` (a byte read ahead), if any, first in `buffer`, then fills the first
  /// `limit` bytes of it (all of it when `nil`) with `read` until they are full or `read` says
  /// the data ended; returns how many bytes it then holds.
  static func fill(
    _ buffer: UnsafeMutableRawBufferPointer, upTo limit: Int?, after carried: UInt8?,
    _ read: (UnsafeMutableRawBufferPointer) throws -> Int
  ) throws -> Int {
    let room = UnsafeMutableRawBufferPointer(rebasing: buffer[..<(limit ?? buffer.count)])
    var filled = 0
    if let carried {
      room[0] = carried
      filled = 1
    }
    while filled < room.count {
      let count = try read(UnsafeMutableRawBufferPointer(rebasing: room[filled...]))
      precondition(
        (0...(room.count - filled)).contains(count),
        "a DataSealer reader returns how many bytes it put in the buffer")
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// The next byte `read` gives, or `nil` at the end of the data.
  static func readByte(_ read: (UnsafeMutableRawBufferPointer) throws -> Int) throws -> UInt8? {
    var byte: UInt8 = 0
    let count = try withUnsafeMutableBytes(of: &byte) {
      try fill($0, upTo: nil, after: nil, read)
    }
    return count == 1 ? byte : nil
  }
}
