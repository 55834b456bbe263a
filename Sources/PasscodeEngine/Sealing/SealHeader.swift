import Foundation

/// The 28 bytes that start every sealed file of format version 1 (see ``DataSealer`` for the
/// whole format), and the format's constants.
///
/// ```
/// offset  size  field
///      0     6  magic "PKSEAL" (50 4B 53 45 41 4C)
///      6     1  0x00
///      7     1  format version: 0x01
///      8     4  chunk size in plaintext bytes, UInt32 big-endian (1024…1048576)
///     12    16  file salt (random)
/// ```
struct SealHeader: Equatable {
  /// The magic and the zero byte after it: the first 7 bytes.
  static let magic: [UInt8] = Array("PKSEAL".utf8) + [0x00]
  /// The format version this code writes and reads.
  static let version: UInt8 = 1
  /// The length of the header.
  static let byteCount = 28
  /// The length of the magic and the version: what must be there to tell sealed data.
  static let identifierByteCount = 8
  /// The length of the file salt.
  static let saltByteCount = 16
  /// The length of the data key, and of the per-file key.
  static let keyByteCount = 32
  /// The length of each chunk's nonce.
  static let nonceByteCount = 12
  /// The length of each chunk's AES-GCM tag.
  static let tagByteCount = 16
  /// The chunk size ``DataSealer/init(key:)`` writes.
  static let defaultChunkSize = 65_536
  /// The chunk sizes a version 1 file may have; others are refused before anything is
  /// allocated.
  static let chunkSizes = 1024...1_048_576
  /// The most chunks a file may have: the chunk counter of the nonce is 32 bits.
  static let maximumChunkCount = UInt64(UInt32.max) + 1
  /// The HKDF info of the per-file key.
  static let keyInfo = Array("PasscodeKit sealed data v1".utf8)

  /// The plaintext bytes of every chunk but the last.
  let chunkSize: Int
  /// The file's salt (``saltByteCount`` bytes).
  let salt: [UInt8]

  /// A header for a new file.
  init(chunkSize: Int, salt: [UInt8]) {
    precondition(Self.chunkSizes.contains(chunkSize), "a chunk size is 1 KiB to 1 MiB")
    precondition(salt.count == Self.saltByteCount, "a file salt is 16 bytes")
    self.chunkSize = chunkSize
    self.salt = salt
  }

  /// Reads the header at the start of `prefix`, which holds the first bytes of the data (up to
  /// ``byteCount``; fewer when the data is shorter).
  ///
  /// - Throws: ``SealError/notSealed`` when fewer than 8 bytes or no magic, or a chunk size
  ///   out of range; ``SealError/unsupportedVersion(_:)`` for another version;
  ///   ``SealError/tampered`` when the magic and version are there but the rest of the header
  ///   is cut off.
  init(parsing prefix: some Collection<UInt8>) throws {
    let bytes = Array(prefix.prefix(Self.byteCount))
    guard bytes.count >= Self.identifierByteCount, bytes.starts(with: Self.magic) else {
      throw SealError.notSealed
    }
    guard bytes[7] == Self.version else { throw SealError.unsupportedVersion(bytes[7]) }
    guard bytes.count == Self.byteCount else { throw SealError.tampered }
    let size = bytes[8..<12].reduce(0) { $0 << 8 | Int($1) }
    guard Self.chunkSizes.contains(size) else { throw SealError.notSealed }
    chunkSize = size
    salt = Array(bytes[12..<28])
  }

  /// The 28 bytes as written.
  var bytes: [UInt8] {
    let size = UInt32(chunkSize)
    return Self.magic + [Self.version]
      + [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
      + salt
  }

  /// The length of a chunk as stored, but the last: its ciphertext and its tag.
  var recordByteCount: Int { chunkSize + Self.tagByteCount }

  /// The nonce of chunk `index`: 7 zero bytes, the index as UInt32 big-endian, then 0x01 for
  /// the last chunk and 0x00 for the others.
  static func nonce(index: UInt32, isFinal: Bool) -> [UInt8] {
    [0, 0, 0, 0, 0, 0, 0]
      + [UInt8(index >> 24), UInt8(index >> 16 & 0xFF), UInt8(index >> 8 & 0xFF)]
      + [UInt8(index & 0xFF), isFinal ? 0x01 : 0x00]
  }
}
