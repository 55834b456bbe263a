import Foundation

/// Seals an app's data under its 256-bit data key, and opens what it sealed: in memory, or as
/// files streamed a chunk at a time.
///
/// ```swift
/// let sealer = try DataSealer(key: dataKey)          // a SecretBuffer of 32 bytes
/// let sealed = try sealer.seal(notes, associatedData: Data("notes".utf8))
/// let notes = try sealer.open(sealed, associatedData: Data("notes".utf8))
/// try sealer.seal(fileAt: photo, to: sealedPhoto)    // a 1 GiB file in constant memory
/// ```
///
/// Opening refuses anything that was not sealed whole, by this key, with this associated data
/// (``SealError/tampered``): a changed byte anywhere, a truncated file, chunks dropped,
/// reordered or taken from another file, bytes after the end. The associated data is not
/// stored: give the same bytes to open (for example, what the data is for, so that one kind of
/// data cannot be opened as another).
///
/// Files are read and written a chunk at a time (64 KiB by default), so memory does not grow
/// with the file; ``seal(associatedData:reading:writing:)`` and
/// ``open(associatedData:reading:writing:)`` do the same for any stream (a pipe, a socket).
/// A destination is replaced whole or not at all: the output goes to a temporary file in the
/// destination's directory (mode 0600; on Linux without a name until it is complete), which is
/// flushed, put in place — linked to a new name, or renamed over the file there — and followed
/// by a flush of the directory; on any failure the temporary file is deleted and an existing
/// destination is left as it was. The source and the destination may be the same file: it is
/// replaced atomically. A destination that is a symbolic link is replaced by the new file (the
/// link's target is left alone); one that is a directory, a named pipe, a device or a socket is
/// refused and never replaced. A process killed while replacing a file can leave the complete
/// new file under a temporary name beside it (`.<name>.pktmp.<16 hex digits>`, only between
/// naming it and the rename); the next file written into that directory deletes it.
///
/// The key is copied into a ``SecretBuffer`` of the sealer's own, zeroed when the last copy of
/// the sealer goes away; the per-file keys live in the system's crypto library's key type,
/// which zeroes itself too.
///
/// ## Format, version 1
///
/// A sealed file is a 28-byte header followed by one or more chunks:
///
/// ```
/// header  = "PKSEAL" ‖ 0x00 ‖ 0x01 ‖ chunk size (UInt32 big-endian) ‖ salt (16 bytes)
/// fileKey = HKDF-SHA256(ikm: data key, salt: salt,
///                       info: "PasscodeKit sealed data v1" (26 ASCII bytes), length: 32)
/// chunk i = AES-256-GCM(key: fileKey,
///                       nonce: 0x00 × 7 ‖ i (UInt32 big-endian) ‖ final flag,
///                       associated data: header ‖ the app's associated data)
///           stored as ciphertext ‖ tag (16 bytes)
/// ```
///
/// - The header: the magic is the 6 ASCII bytes `PKSEAL` and a zero byte; byte 7 is the format
///   version, 1. The chunk size counts plaintext bytes; the sealer writes 65536, and a file
///   whose chunk size is outside 1024…1048576 is refused before anything is allocated. The salt
///   is 16 random bytes, new for every file.
/// - Chunks are numbered from 0. Every chunk but the last holds exactly the chunk size of
///   plaintext (stored as chunk size + 16 bytes); the last holds 0 to chunk-size bytes and has
///   the final flag 0x01, the others 0x00. Empty data is one empty final chunk (16 bytes), and
///   data of exactly *n* chunk sizes is *n* full chunks, the last of them final. So a file is
///   never shorter than 44 bytes, and its length alone tells where each chunk ends: the last
///   chunk is whatever remains after the full ones.
/// - This is the STREAM construction of Hoang, Reyhanitabar, Rogaway and Vizár ("Online
///   Authenticated-Encryption and its Nonce-Reuse Misuse-Resistance", CRYPTO 2015) over
///   AES-256-GCM. The index in the nonce refuses a reordered or dropped chunk; the final flag
///   refuses a file truncated at a chunk boundary (its last remaining chunk was sealed as not
///   final) and bytes appended after the final chunk; the per-file key refuses a chunk spliced
///   from another file; the header in every chunk's associated data refuses a changed chunk
///   size or version. A file may hold at most 2³² chunks.
///
/// What it does not do:
///
/// - **AES-GCM is not key-committing.** Someone who knows two keys can build one ciphertext
///   that opens under both, to different plaintexts. Here the data key is random and secret and
///   every file's key is derived from it, so nobody without the data key can do that; but a
///   file that opens is not proof of which key sealed it to someone who holds several keys, and
///   a sealed file must not be used as a commitment to its content.
/// - **Whole files can be replaced.** An older sealed copy of a file, or another file sealed
///   under the same data key with the same associated data, opens as well as the current one:
///   put what identifies a file in its associated data, and keep a version elsewhere if a
///   rollback matters.
/// - **Length is visible.** The plaintext's length is the file's length less 28 bytes and 16
///   bytes per chunk.
public struct DataSealer: Sendable {
  /// The data key, in a buffer of the sealer's own.
  let key: SecretBuffer
  /// The plaintext bytes of every chunk but the last.
  let chunkSize: Int
  /// The salt of every file sealed, instead of a random one: for known-answer tests only.
  let fixedSalt: [UInt8]?

  /// A sealer with `key`, the 32-byte data key, which it copies.
  ///
  /// - Throws: ``SealError/invalidKey`` unless `key` holds exactly 32 bytes.
  public init(key: SecretBuffer) throws {
    try self.init(key: key, chunkSize: SealHeader.defaultChunkSize)
  }

  /// A sealer writing chunks of `chunkSize` bytes (1024…1048576), with `salt` in every file
  /// instead of a random one when it is given (known-answer tests only: a salt used twice gives
  /// two files the same key).
  init(key: SecretBuffer, chunkSize: Int, salt: [UInt8]? = nil) throws {
    precondition(SealHeader.chunkSizes.contains(chunkSize), "a chunk size is 1 KiB to 1 MiB")
    precondition(salt.map { $0.count == SealHeader.saltByteCount } ?? true, "a salt is 16 bytes")
    guard key.count == SealHeader.keyByteCount else { throw SealError.invalidKey }
    self.key = key.copy()
    self.chunkSize = chunkSize
    fixedSalt = salt
  }

  /// The header of a new file: a new random salt.
  func newHeader() -> SealHeader {
    SealHeader(
      chunkSize: chunkSize, salt: fixedSalt ?? SecureRandom.bytes(SealHeader.saltByteCount))
  }

  // MARK: - In memory

  /// `plaintext` sealed, with `associatedData` authenticated but not stored.
  ///
  /// - Throws: ``SealError/tooLarge`` past 2³² chunks.
  public func seal(_ plaintext: Data, associatedData: Data = Data()) throws -> Data {
    let chunkCount = try self.chunkCount(plaintext.count)
    let header = newHeader()
    let cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
    let sealed = NewBytes(
      count: SealHeader.byteCount + plaintext.count + chunkCount * SealHeader.tagByteCount)
    header.bytes.withUnsafeBytes { sealed.bytes.copyMemory(from: $0) }
    try plaintext.withUnsafeBytes { plaintext in
      for index in 0..<chunkCount {
        let start = index * chunkSize
        let count = min(chunkSize, plaintext.count - start)
        let output = SealHeader.byteCount + start + index * SealHeader.tagByteCount
        try cipher.seal(
          UnsafeRawBufferPointer(rebasing: plaintext[start..<start + count]),
          into: UnsafeMutableRawBufferPointer(
            rebasing: sealed.bytes[output..<output + count + SealHeader.tagByteCount]),
          index: UInt32(index), isFinal: index == chunkCount - 1)
      }
    }
    return sealed.data()
  }

  /// Seals `plaintext` a chunk at a time, handing `body` the header and then each sealed chunk
  /// (its ciphertext and tag) in order, from one buffer it reuses: what
  /// ``seal(_:associatedData:)`` returns, without the memory that holds it all. The bytes are
  /// valid only during the call.
  ///
  /// - Throws: ``SealError/tooLarge`` past 2³² chunks, or what `body` throws.
  @_spi(Benchmarks) public func seal(
    _ plaintext: Data, associatedData: Data,
    chunks body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let chunkCount = try self.chunkCount(plaintext.count)
    let header = newHeader()
    let cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
    try header.bytes.withUnsafeBytes(body)
    var buffer = Data(count: chunkSize + SealHeader.tagByteCount)
    try plaintext.withUnsafeBytes { plaintext in
      try buffer.withUnsafeMutableBytes { buffer in
        for index in 0..<chunkCount {
          let start = index * chunkSize
          let count = min(chunkSize, plaintext.count - start)
          try cipher.seal(
            UnsafeRawBufferPointer(rebasing: plaintext[start..<start + count]), into: buffer,
            index: UInt32(index), isFinal: index == chunkCount - 1)
          try body(UnsafeRawBufferPointer(rebasing: buffer[..<(count + SealHeader.tagByteCount)]))
        }
      }
    }
  }

  /// How many chunks `count` bytes of plaintext take (one at least).
  ///
  /// - Throws: ``SealError/tooLarge`` past 2³².
  private func chunkCount(_ count: Int) throws -> Int {
    let chunks = max(1, (count + chunkSize - 1) / chunkSize)
    guard UInt64(chunks) <= SealHeader.maximumChunkCount else { throw SealError.tooLarge }
    return chunks
  }

  /// The plaintext of `sealed`, which must have been sealed with this key and
  /// `associatedData`.
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)`` or
  ///   ``SealError/tampered``; no plaintext is returned unless every chunk authenticates.
  public func open(_ sealed: Data, associatedData: Data = Data()) throws -> Data {
    let header = try SealHeader(parsing: sealed.prefix(SealHeader.byteCount))
    let cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
    let records = try SealedRecords(
      byteCount: sealed.count - SealHeader.byteCount, record: header.recordByteCount)
    let plaintext = NewBytes(count: records.plaintextByteCount)
    do {
      try sealed.withUnsafeBytes { sealed in
        var written = 0
        for record in records {
          let start = SealHeader.byteCount + record.offset
          written += try cipher.open(
            UnsafeRawBufferPointer(rebasing: sealed[start..<start + record.count]),
            into: UnsafeMutableRawBufferPointer(rebasing: plaintext.bytes[written...]),
            index: record.index, isFinal: record.isFinal)
        }
      }
    } catch {
      plaintext.discard()
      throw error
    }
    return plaintext.data()
  }

  /// Opens `sealed` a chunk at a time, handing `body` each chunk's plaintext as soon as that
  /// chunk authenticates (so `body` sees every chunk before the first that fails), from one
  /// buffer it reuses. The bytes are valid only during the call, and are zeroed after it.
  ///
  /// - Throws: ``SealError/notSealed``, ``SealError/unsupportedVersion(_:)``,
  ///   ``SealError/tampered``, or what `body` throws.
  @_spi(Benchmarks) public func open(
    _ sealed: Data, associatedData: Data,
    chunks body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let header = try SealHeader(parsing: sealed.prefix(SealHeader.byteCount))
    let cipher = ChunkCipher(dataKey: key, header: header, associatedData: associatedData)
    let records = try SealedRecords(
      byteCount: sealed.count - SealHeader.byteCount, record: header.recordByteCount)
    var buffer = Data(count: chunkSize)
    defer { buffer.wipe() }
    try sealed.withUnsafeBytes { sealed in
      try buffer.withUnsafeMutableBytes { buffer in
        for record in records {
          let start = SealHeader.byteCount + record.offset
          let count = try cipher.open(
            UnsafeRawBufferPointer(rebasing: sealed[start..<start + record.count]),
            into: buffer, index: record.index, isFinal: record.isFinal)
          try body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
      }
    }
  }
}

/// The chunks of a sealed message of `byteCount` bytes after its header, as the format reads
/// them: every record but the last is whole, and the last is what remains (see ``DataSealer``).
struct SealedRecords: Sequence {
  struct Record {
    var index: UInt32
    var offset: Int
    var count: Int
    var isFinal: Bool
  }

  let byteCount: Int
  let record: Int

  /// - Throws: ``SealError/tampered`` when they could not be a sealed message's chunks: a last
  ///   chunk shorter than a tag, or more than 2³² chunks.
  init(byteCount: Int, record: Int) throws {
    // The last record holds a tag at least (a whole record if the rest divides evenly).
    let last = byteCount % record
    guard byteCount >= SealHeader.tagByteCount, last == 0 || last >= SealHeader.tagByteCount
    else { throw SealError.tampered }
    let chunks = (byteCount + record - 1) / record
    guard UInt64(chunks) <= SealHeader.maximumChunkCount else { throw SealError.tampered }
    self.byteCount = byteCount
    self.record = record
  }

  /// The plaintext bytes the chunks hold, if they open.
  var plaintextByteCount: Int {
    byteCount - ((byteCount + record - 1) / record) * SealHeader.tagByteCount
  }

  func makeIterator() -> AnyIterator<Record> {
    var offset = 0
    var index: UInt32 = 0
    var done = false
    return AnyIterator {
      guard !done else { return nil }
      let remaining = byteCount - offset
      let isFinal = remaining <= record
      let next = Record(
        index: index, offset: offset, count: isFinal ? remaining : record, isFinal: isFinal)
      if isFinal {
        done = true
      } else {
        offset += record
        index &+= 1
      }
      return next
    }
  }
}

/// New memory for a result, not zeroed first (every byte is written before it is returned),
/// handed over to `Data` without a copy.
private final class NewBytes {
  let bytes: UnsafeMutableRawBufferPointer
  private var handedOver = false

  init(count: Int) {
    // malloc, so that Data frees it with `.free`; never nil for a size that fits in memory.
    bytes = UnsafeMutableRawBufferPointer(start: malloc(max(count, 1))!, count: count)
  }

  /// The bytes as `Data`, which now owns them.
  func data() -> Data {
    handedOver = true
    return Data(bytesNoCopy: bytes.baseAddress!, count: bytes.count, deallocator: .free)
  }

  /// Zeroes and frees the bytes (a plaintext that must not be returned).
  func discard() {
    SecureZero.zero(bytes)
  }

  deinit {
    if !handedOver { free(bytes.baseAddress) }
  }
}

extension Data {
  /// Overwrites the bytes with zeros (where the data's storage is not shared).
  mutating func wipe() {
    withUnsafeMutableBytes { SecureZero.zero($0) }
  }
}
