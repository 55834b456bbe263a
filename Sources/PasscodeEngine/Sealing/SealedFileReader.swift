import Foundation

/// A sealed file being opened: its header read and checked, then its chunks one at a time.
struct SealedFileReader {
  private let input: ReadableFile
  private let header: SealHeader
  private let cipher: ChunkCipher

  /// Opens `source` and reads its header.
  ///
  /// - Throws: ``SealError/readFailed(path:errno:)``, ``SealError/notSealed``,
  ///   ``SealError/unsupportedVersion(_:)`` or ``SealError/tampered`` (a cut-off header).
  init(_ source: URL, key: SecretBuffer, associatedData: Data) throws {
    let file = try ReadableFile(source)
    var bytes = [UInt8](repeating: 0, count: SealHeader.byteCount)
    let count = try bytes.withUnsafeMutableBytes { try file.read(into: $0) }
    input = file
    header = try SealHeader(parsing: bytes[0..<count])
    cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
  }

  /// Opens every chunk in order, handing each plaintext to `body`, then zeroing it.
  ///
  /// - Throws: ``SealError/tampered`` at the first chunk that fails (or when there is none),
  ///   ``SealError/readFailed(path:errno:)``, or what `body` throws.
  func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
    let record = header.recordByteCount
    // Allocated only now that the chunk size is known to be at most 1 MiB.
    var chunk = Data(count: record)
    var carried: UInt8?
    var index: UInt64 = 0
    while true {
      let filled = try input.fill(&chunk, after: carried)
      // A whole record is the last chunk only when the file ends right after it.
      carried = filled == record ? try input.readByte() : nil
      let isFinal = carried == nil
      guard index < SealHeader.maximumChunkCount else { throw SealError.tampered }
      // Opened where it lies: the plaintext takes the place of the ciphertext.
      try chunk.withUnsafeMutableBytes { chunk in
        let count = try cipher.open(
          UnsafeRawBufferPointer(rebasing: chunk[..<filled]), into: chunk, index: UInt32(index),
          isFinal: isFinal)
        defer { SecureZero.zero(UnsafeMutableRawBufferPointer(rebasing: chunk[..<count])) }
        try body(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
      }
      if isFinal { return }
      index += 1
    }
  }
}
