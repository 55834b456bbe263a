#if !(canImport(CommonCrypto) && canImport(CryptoKit))
  import Crypto
  import _CryptoExtras
  import Foundation

  /// PBKDF2-HMAC-SHA256 from swift-crypto's `_CryptoExtras`, which is BoringSSL's
  /// `PKCS5_PBKDF2_HMAC` (HASH-5: the speed of OpenSSL's).
  enum CryptoPrimitives {
    static func pbkdf2SHA256(
      password: UnsafeRawBufferPointer, salt: [UInt8], rounds: Int, outputByteCount: Int
    ) throws -> [UInt8] {
      guard rounds > 0, rounds <= UInt32.max else { throw CryptoFailure.invalidParameters }
      let key: SymmetricKey
      do {
        key = try KDF.Insecure.PBKDF2.deriveKey(
          from: password, salt: salt, using: .sha256, outputByteCount: outputByteCount,
          unsafeUncheckedRounds: rounds)
      } catch {
        throw CryptoFailure.derivationFailed
      }
      return key.withUnsafeBytes { Array($0) }
    }
  }
#endif
