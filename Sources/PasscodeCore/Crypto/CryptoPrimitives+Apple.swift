#if canImport(CommonCrypto) && canImport(CryptoKit)
  import CommonCrypto
  import CryptoKit

  /// SHA-256, HMAC-SHA256 and PBKDF2-HMAC-SHA256 from the system (CryptoKit and CommonCrypto),
  /// so the library adds no dependency on Apple platforms.
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
      var output = [UInt8](repeating: 0, count: outputByteCount)
      let status = password.withMemoryRebound(to: CChar.self) { passwordChars in
        CCKeyDerivationPBKDF(
          CCPBKDFAlgorithm(kCCPBKDF2), passwordChars.baseAddress, passwordChars.count,
          salt, salt.count, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), UInt32(rounds),
          &output, outputByteCount)
      }
      guard status == kCCSuccess else { throw CryptoFailure.derivationFailed }
      return output
    }
  }
#endif
