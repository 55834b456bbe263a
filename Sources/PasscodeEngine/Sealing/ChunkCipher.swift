import Foundation

// CryptoKit on Apple platforms and swift-crypto elsewhere have the same API for these; only the
// module differs. On Linux the chunks themselves are sealed through CPasscodeAEAD, in place.
#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
  import CPasscodeAEAD
#endif

/// One sealed file's cryptography: the per-file key, and AES-256-GCM of each chunk with the
/// STREAM nonce and the header in the associated data (see ``DataSealer`` for the format).
///
/// Chunks are sealed and opened from one buffer into another, which may be the same one: on
/// Linux BoringSSL's AEAD works there directly (CPasscodeAEAD), so a chunk costs its
/// encryption and nothing more; CryptoKit returns new memory, which is copied where it goes.
/// Both give the same bytes (the known-answer tests hold both to the Python vectors).
struct ChunkCipher {
  #if canImport(CryptoKit)
    /// HKDF-SHA256(ikm: data key, salt: file salt, info: "PasscodeKit sealed data v1", 32).
    private let key: SymmetricKey
  #else
    private let context: AEADContext
  #endif
  /// The header's 28 bytes, then the app's associated data: authenticated with every chunk.
  private let associatedData: Data

  init(dataKey: SecretBuffer, header: SealHeader, associatedData: Data) {
    let key = Self.fileKey(dataKey: dataKey, salt: header.salt)
    #if canImport(CryptoKit)
      self.key = key
    #else
      context = AEADContext(key: key)
    #endif
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

  /// Seals `plaintext` as chunk `index`, writing its ciphertext and then its 16-byte tag to
  /// `output` (room for `plaintext.count + 16` bytes; the same memory as `plaintext`, or none
  /// of it).
  ///
  /// - Throws: the crypto library's own error, which it throws only when it fails inside.
  func seal(
    _ plaintext: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
    index: UInt32, isFinal: Bool
  ) throws {
    precondition(output.count >= plaintext.count + SealHeader.tagByteCount)
    let nonce = SealHeader.nonce(index: index, isFinal: isFinal)
    #if canImport(CryptoKit)
      let box = try AES.GCM.seal(
        plaintext, using: key, nonce: AES.GCM.Nonce(data: nonce),
        authenticating: associatedData)
      // `combined` is the nonce, the ciphertext and the tag; a 12-byte nonce always has one.
      let stored = box.combined!.dropFirst(SealHeader.nonceByteCount)
      stored.copyBytes(to: output)
    #else
      let sealed = associatedData.withUnsafeBytes { ad in
        passcode_aead_seal(
          context.pointer, output.baseAddress?.assumingMemoryBound(to: UInt8.self), nonce,
          plaintext.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? Self.empty,
          plaintext.count, ad.baseAddress?.assumingMemoryBound(to: UInt8.self), ad.count)
      }
      guard sealed == 1 else { throw CryptoFailure.sealFailed }
    #endif
  }

  /// Opens chunk `index`, stored as `chunk` (its ciphertext, then its tag), writing its
  /// plaintext (`chunk.count - 16` bytes) to `output` (the same memory as `chunk`, or none of
  /// it); returns that count.
  ///
  /// - Throws: ``SealError/tampered`` when it does not authenticate; `output` then holds no
  ///   plaintext.
  func open(
    _ chunk: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer,
    index: UInt32, isFinal: Bool
  ) throws -> Int {
    guard chunk.count >= SealHeader.tagByteCount else { throw SealError.tampered }
    let count = chunk.count - SealHeader.tagByteCount
    precondition(output.count >= count)
    let nonce = SealHeader.nonce(index: index, isFinal: isFinal)
    #if canImport(CryptoKit)
      do {
        let box = try AES.GCM.SealedBox(
          nonce: AES.GCM.Nonce(data: nonce), ciphertext: chunk[..<count], tag: chunk[count...])
        var plaintext = try AES.GCM.open(box, using: key, authenticating: associatedData)
        plaintext.copyBytes(to: output)
        plaintext.wipe()
      } catch {
        throw SealError.tampered
      }
    #else
      let opened = associatedData.withUnsafeBytes { ad in
        passcode_aead_open(
          context.pointer, output.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? Self.spare,
          nonce, chunk.baseAddress!.assumingMemoryBound(to: UInt8.self), chunk.count,
          ad.baseAddress?.assumingMemoryBound(to: UInt8.self), ad.count)
      }
      guard opened == 1 else { throw SealError.tampered }
    #endif
    return count
  }

  #if !canImport(CryptoKit)
    /// Where an empty plaintext "is": BoringSSL wants a pointer even for no bytes.
    private static var empty: UnsafePointer<UInt8> { UnsafePointer(spare) }
    /// Where an empty chunk's plaintext goes.
    nonisolated(unsafe) private static let spare = UnsafeMutablePointer<UInt8>.allocate(
      capacity: 1)
  #endif
}

#if !canImport(CryptoKit)
  /// A BoringSSL AEAD context for one per-file key, freed (and zeroed) with the last copy of
  /// the cipher.
  private final class AEADContext {
    let pointer: OpaquePointer

    init(key: SymmetricKey) {
      // A 32-byte key always makes one; only an allocation failure could refuse it.
      pointer = key.withUnsafeBytes {
        passcode_aead_new($0.bindMemory(to: UInt8.self).baseAddress)
      }!
    }

    deinit {
      passcode_aead_free(pointer)
    }
  }
#endif
