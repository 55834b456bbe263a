import Foundation

extension DataSealer {
  /// Seals the file at `source` into `destination`, a chunk at a time, replacing
  /// `destination` atomically (they may be the same file).
  ///
  /// - Throws: ``SealError/readFailed(path:errno:)``, ``SealError/writeFailed(path:errno:)`` or
  ///   ``SealError/tooLarge``; then `destination` is as it was and no temporary file is left.
  public func seal(fileAt source: URL, to destination: URL, associatedData: Data = Data())
    throws
  {
    let input = try ReadableFile(source)
    let output = try AtomicFileWriter(replacing: destination)
    defer { output.discard() }
    let header = newHeader()
    let cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
    try output.write(header.bytes)
    // Each chunk is read into the buffer and sealed where it lies, its tag after it.
    var buffer = Data(count: chunkSize + SealHeader.tagByteCount)
    defer { buffer.wipe() }
    var carried: UInt8?
    var index: UInt64 = 0
    while true {
      let filled = try input.fill(&buffer, upTo: chunkSize, after: carried)
      // A full chunk is the last one only when the file ends right after it.
      carried = filled == chunkSize ? try input.readByte() : nil
      let isFinal = carried == nil
      guard index < SealHeader.maximumChunkCount else { throw SealError.tooLarge }
      try buffer.withUnsafeMutableBytes { buffer in
        try cipher.seal(
          UnsafeRawBufferPointer(rebasing: buffer[..<filled]), into: buffer,
          index: UInt32(index), isFinal: isFinal)
        try output.write(
          UnsafeRawBufferPointer(rebasing: buffer[..<(filled + SealHeader.tagByteCount)]))
      }
      if isFinal { break }
      index += 1
    }
    try output.commit()
  }

  /// Opens the sealed file at `source` into `destination`, a chunk at a time, replacing
  /// `destination` atomically (they may be the same file).
  ///
  /// Nothing reaches `destination` unless every chunk authenticates. (Chunks are decrypted into
  /// the temporary file as they are checked; when a later one fails, the temporary file is
  /// deleted.)
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)``,
  ///   ``SealError/tampered``, ``SealError/readFailed(path:errno:)`` or
  ///   ``SealError/writeFailed(path:errno:)``; then `destination` is as it was and no
  ///   temporary file is left.
  public func open(fileAt source: URL, to destination: URL, associatedData: Data = Data())
    throws
  {
    let reader = try SealedFileReader(source, key: key, associatedData: associatedData)
    let output = try AtomicFileWriter(replacing: destination)
    defer { output.discard() }
    try reader.forEachChunk { try output.write($0) }
    try output.commit()
  }

  /// Checks that every chunk of the sealed file at `source` authenticates, and writes
  /// nothing: so that a caller who must stream the plaintext somewhere that cannot be taken
  /// back (standard output) can refuse a damaged file before it writes a byte.
  ///
  /// A file that changes between this check and the opening is checked again as it is opened.
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)``,
  ///   ``SealError/tampered`` or ``SealError/readFailed(path:errno:)``.
  public func authenticate(fileAt source: URL, associatedData: Data = Data()) throws {
    let reader = try SealedFileReader(source, key: key, associatedData: associatedData)
    try reader.forEachChunk { _ in }
  }

  /// Opens the sealed file at `source` a chunk at a time, handing each chunk's plaintext to
  /// `body` as soon as that chunk authenticates.
  ///
  /// `body` sees every chunk before the first that fails: when the whole file must be known
  /// good before any plaintext goes anywhere, call ``authenticate(fileAt:associatedData:)``
  /// first. The bytes are valid only during the call, and are zeroed after it. An error `body`
  /// throws stops the opening and is rethrown as it is.
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)``,
  ///   ``SealError/tampered``, ``SealError/readFailed(path:errno:)``, or what `body` throws.
  public func open(
    fileAt source: URL, associatedData: Data = Data(),
    writingTo body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let reader = try SealedFileReader(source, key: key, associatedData: associatedData)
    try reader.forEachChunk(body)
  }
}
