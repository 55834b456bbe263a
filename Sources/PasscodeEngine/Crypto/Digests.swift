// CryptoKit on Apple platforms and swift-crypto elsewhere have the same API for these; only the
// module differs.
#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
#endif

/// SHA-256 and HMAC-SHA256, from CryptoKit on Apple platforms and swift-crypto on Linux.
enum Digests {
  static func sha256(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    Array(SHA256.hash(data: bytes))
  }

  static func hmacSHA256(key: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer)
    -> SecretBuffer
  {
    let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key))
    return code.withUnsafeBytes { SecretBuffer(copying: $0) }
  }
}
