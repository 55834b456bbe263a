#if canImport(CommonCrypto) && canImport(CryptoKit)
  import CommonCrypto

  /// PBKDF2-HMAC-SHA256 from the system (CommonCrypto), so the library adds no dependency on
  /// Apple platforms.
  enum CryptoPrimitives {
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
