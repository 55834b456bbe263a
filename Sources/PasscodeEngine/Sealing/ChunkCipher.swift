import Foundation

// CryptoKit on Apple platforms and swift-crypto elsewhere have the same API for these; only the
// module differs.
#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
#endif

/// One sealed file's cryptography: the per-file key, and AES-256-GCM of each chunk with the
/// STREAM nonce and the header in the associated data (see ``DataSealer`` for the format).
struct ChunkCipher {
  /// HKDF-SHA256(ikm: data key, salt: file salt, info: "PasscodeKit sealed data v1", 32).
  private let key: SymmetricKey
  /// The header's 28 bytes, then the app's associated data: authenticated with every chunk.
  private let associatedData: Data

  init(dataKey: SecretBuffer, header: SealHeader, associatedData: Data) {
    key = Self.fileKey(dataKey: dataKey, salt: header.salt)
    var authenticated = Data(header.bytes)
    authenticated.append(associatedData)
    self.associatedData = authenticated
  }

  /// The per-file key of a file with `salt`.
  static func fileKey(dataKey: SecretBuffer, salt: [UInt8]) -> SymmetricKey {
    let material = dataKey.withUnsafeBytes { SymmetricKey(data: $0) }
    return HKDF<SHA256>.deriveKey(
      inputKeyMaterial: material, salt: salt, info: SealHeader.keyInfo,
      outputByteCount: SealHeader.keyByteCount)
  }

  /// The bytes of ``fileKey(dataKey:salt:)``, for the known-answer tests.
  static func fileKeyBytes(dataKey: SecretBuffer, salt: [UInt8]) -> [UInt8] {
    fileKey(dataKey: dataKey, salt: salt).withUnsafeBytes { Array($0) }
  }

  /// Chunk `index` of `plaintext` as stored: its ciphertext, then its 16-byte tag.
  ///
  /// - Throws: the crypto library's own error, which it throws only when it fails inside.
  func seal(_ plaintext: some DataProtocol, index: UInt32, isFinal: Bool) throws -> Data {
    let nonce = try AES.GCM.Nonce(data: SealHeader.nonce(index: index, isFinal: isFinal))
    let box = try AES.GCM.seal(
      plaintext, using: key, nonce: nonce, authenticating: associatedData)
    // `combined` is the nonce, the ciphertext and the tag; a 12-byte nonce always has one.
    return box.combined!.dropFirst(SealHeader.nonceByteCount)
  }

  /// The plaintext of chunk `index`, stored as `chunk` (its ciphertext, then its tag).
  ///
  /// - Throws: ``SealError/tampered`` when it does not authenticate.
  func open(_ chunk: Data, index: UInt32, isFinal: Bool) throws -> Data {
    guard chunk.count >= SealHeader.tagByteCount else { throw SealError.tampered }
    let split = chunk.endIndex - SealHeader.tagByteCount
    do {
      let nonce = try AES.GCM.Nonce(data: SealHeader.nonce(index: index, isFinal: isFinal))
      let box = try AES.GCM.SealedBox(
        nonce: nonce, ciphertext: chunk[..<split], tag: chunk[split...])
      return try AES.GCM.open(box, using: key, authenticating: associatedData)
    } catch {
      throw SealError.tampered
    }
  }
}
