/// A failure inside a cryptographic primitive. It never carries key material.
enum CryptoFailure: Error, Equatable {
  /// Rounds or lengths outside what the primitive accepts.
  case invalidParameters
  /// The system library reported an error.
  case derivationFailed
  /// The system library could not seal (it fails only inside, as when memory runs out).
  case sealFailed
}

/// Cryptographically secure random bytes from the system (`getrandom` on Linux,
/// `arc4random_buf` on Apple platforms, through `SystemRandomNumberGenerator`).
enum SecureRandom {
  /// `count` random bytes.
  static func bytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }

  /// `count` random bytes in a self-zeroing buffer.
  static func secret(_ count: Int) -> SecretBuffer {
    var generator = SystemRandomNumberGenerator()
    let buffer = SecretBuffer(capacity: count)
    for _ in 0..<count { buffer.append(UInt8.random(in: .min ... .max, using: &generator)) }
    return buffer
  }
}
