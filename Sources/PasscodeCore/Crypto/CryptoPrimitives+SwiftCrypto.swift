#if !(canImport(CommonCrypto) && canImport(CryptoKit))
  import Crypto
  import _CryptoExtras
  import Foundation

  /// SHA-256, HMAC-SHA256 and PBKDF2-HMAC-SHA256 from swift-crypto, whose PBKDF2 is
  /// BoringSSL's `PKCS5_PBKDF2_HMAC` (HASH-5: the speed of OpenSSL's).
  enum CryptoPrimitives {
    static func sha256(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
      Array(SHA256.hash(data: bytes))
    }

    static func hmacSHA256(key: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer)
      -> SecretBuffer
    {
      let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key))
      return code.withUnsafeBytes { SecretBuffer(copying: $0) }
    }

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
