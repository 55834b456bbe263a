import Foundation

#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
#endif

/// The steps of a device-bound check after the KDF (DEV-1), each with known answers in the
/// tests (`Tests/PasscodeEngineTests/DeviceBoundVectors.swift`, made by
/// `scripts/device-bound-vectors.py` with Python's `cryptography`, not by this code).
///
/// 1. `k = PBKDF2-HMAC-SHA256(HMAC-SHA256(pepper, passcode), salt, rounds, 32)` (HASH-1, HASH-2).
/// 2. `P = point(k)`: for `i = 0, 1, …` take `x = HMAC-SHA256(k, "PasscodeKit device point v1" ‖
///    i)`; the first `x` that is below the field prime and is the x-coordinate of a P-256
///    point gives `P = (x, y)` with even `y` (compressed `0x02 ‖ x`). About half of all `x`
///    qualify; 256 tries all failing (probability 2^-256) is a derivation failure.
/// 3. `Z = ECDH(deviceKey, P)`, the x-coordinate of `d·P`, computed by the device key (inside
///    the Secure Enclave for `SecureEnclaveDeviceKey`).
/// 4. `tag = HKDF-SHA256(ikm: Z, salt: salt, info: "PasscodeKit device-bound verifier v1", 32)`,
///    compared with the stored tag in constant time (HASH-3).
///
/// Why `P` is hashed onto the curve rather than taken as `k·G` (the KDF output used as a
/// private scalar): with `P = k·G`, `d·P = k·(d·G) = k·Q`, so anyone who knows the device key's
/// *public* key `Q` could test guesses without the device. The enclave hands `Q` to any code
/// running as the app, so an attacker with the unlocked phone would need the enclave once and
/// then never again. A point with no known discrete logarithm leaves `d·P` computable only with
/// `d` (the computational Diffie–Hellman assumption): every guess needs the enclave.
enum DeviceBoundConstruction {
  /// The label of step 2.
  static let pointLabel = Array("PasscodeKit device point v1".utf8)
  /// The HKDF info of step 4.
  static let tagInfo = Array("PasscodeKit device-bound verifier v1".utf8)
  /// Tries of step 2 before giving up.
  static let maximumPointTries = 256

  /// The P-256 field prime p = 2^256 − 2^224 + 2^192 + 2^96 − 1, big-endian.
  static let fieldPrime: [UInt8] = [
    0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF,
  ]

  /// Step 2's candidate x-coordinate number `counter`.
  static func candidate(derived: [UInt8], counter: UInt8) -> [UInt8] {
    let message = pointLabel + [counter]
    let code = derived.withUnsafeBytes { key in
      message.withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
    return code.withUnsafeBytes { Array($0) }
  }

  /// Whether the 32-byte big-endian `x` is below the field prime. Decided here rather than by
  /// the platform's point decoder, so that Apple's and Linux's libraries cannot disagree on a
  /// non-canonical `x` (probability 2^-32 per candidate): such a candidate is skipped.
  static func isBelowFieldPrime(_ x: [UInt8]) -> Bool {
    precondition(x.count == fieldPrime.count, "a P-256 coordinate has 32 bytes")
    for (byte, limit) in zip(x, fieldPrime) where byte != limit {
      return byte < limit
    }
    return false
  }

  /// Step 2: the point for `derived`, uncompressed (X9.63, 65 bytes), and the counter that
  /// gave it.
  ///
  /// - Throws: ``CryptoFailure/derivationFailed`` when no candidate qualifies.
  static func point(derived: [UInt8]) throws -> (point: [UInt8], counter: Int) {
    for counter in 0..<maximumPointTries {
      let x = candidate(derived: derived, counter: UInt8(counter))
      guard isBelowFieldPrime(x),
        let key = try? P256.KeyAgreement.PublicKey(compressedRepresentation: [0x02] + x)
      else { continue }
      return (Array(key.x963Representation), counter)
    }
    throw CryptoFailure.derivationFailed
  }

  /// The HKDF info of the data key's wrapping key: the same shared secret as the tag, another
  /// label, so that the stored tag says nothing about it.
  static let dataKeyWrapInfo = Array("PasscodeKit data key wrap v1".utf8)

  /// The key that wraps the store's data key for a record with `salt`:
  /// `HKDF-SHA256(ikm: Z, salt: salt, info: "PasscodeKit data key wrap v1", 32)`.
  static func dataKeyWrap(sharedSecret secret: SecretBuffer, salt: [UInt8]) -> SecretBuffer {
    let key = secret.withUnsafeBytes { SymmetricKey(data: $0) }
    let derived = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: key, salt: salt, info: dataKeyWrapInfo, outputByteCount: 32)
    return derived.withUnsafeBytes { SecretBuffer(copying: $0) }
  }

  /// Step 4: the tag of the shared secret `secret` for a record with `salt`.
  static func tag(sharedSecret secret: SecretBuffer, salt: [UInt8]) -> [UInt8] {
    let key = secret.withUnsafeBytes { SymmetricKey(data: $0) }
    let derived = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: key, salt: salt, info: tagInfo, outputByteCount: 32)
    return derived.withUnsafeBytes { Array($0) }
  }

  /// The label of the device key's check value (``keyCheck(deviceKey:keyBlob:)``).
  static let keyCheckLabel = Array("PasscodeKit device key check v1".utf8)

  /// The P-256 base point G, uncompressed (X9.63: `0x04 ‖ x ‖ y`, 65 bytes).
  static let generator: [UInt8] = [
    0x04,
    0x6B, 0x17, 0xD1, 0xF2, 0xE1, 0x2C, 0x42, 0x47, 0xF8, 0xBC, 0xE6, 0xE5, 0x63, 0xA4, 0x40,
    0xF2, 0x77, 0x03, 0x7D, 0x81, 0x2D, 0xEB, 0x33, 0xA0, 0xF4, 0xA1, 0x39, 0x45, 0xD8, 0x98,
    0xC2, 0x96,
    0x4F, 0xE3, 0x42, 0xE2, 0xFE, 0x1A, 0x7F, 0x9B, 0x8E, 0xE7, 0xEB, 0x4A, 0x7C, 0x0F, 0x9E,
    0x16, 0x2B, 0xCE, 0x33, 0x57, 0x6B, 0x31, 0x5E, 0xCE, 0xCB, 0xB6, 0x40, 0x68, 0x37, 0xBF,
    0x51, 0xF5,
  ]

  /// The check value of the device key stored as `keyBlob` (DEV-4): `HMAC-SHA256(key: X,
  /// message: "PasscodeKit device key check v1")`, base64, where `X` is the x-coordinate of
  /// the key's public key `d·G` — computed as the key's own agreement with the base point, so
  /// that any ``DeviceKey`` (the Secure Enclave's included) can give it. It depends on the
  /// device key alone: it names which key a record was made with, and says nothing about the
  /// passcode (the public key is public).
  ///
  /// - Throws: ``DeviceKeyError`` when the key cannot be used.
  static func keyCheck(deviceKey: any DeviceKey, keyBlob: SecretBuffer) throws -> String {
    let x = try deviceKey.sharedSecret(keyBlob: keyBlob, point: generator)
    defer { x.removeAll() }
    let check = x.withUnsafeBytes { key in
      keyCheckLabel.withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
    return check.withUnsafeBytes { Base64.encode(Array($0)) }
  }

  /// Steps 2–4 for the KDF output `derived`, and the data key's wrapping key from the same
  /// shared secret.
  static func tagAndWrap(
    derived: [UInt8], salt: [UInt8], deviceKey: any DeviceKey, keyBlob: SecretBuffer
  ) throws -> (tag: [UInt8], wrap: SecretBuffer) {
    let point = try self.point(derived: derived).point
    let secret = try deviceKey.sharedSecret(keyBlob: keyBlob, point: point)
    defer { secret.removeAll() }
    return (tag(sharedSecret: secret, salt: salt), dataKeyWrap(sharedSecret: secret, salt: salt))
  }

  /// The label whose point wraps the data key while no passcode is set (the device alone).
  static let deviceOnlyLabel = Array("PasscodeKit data key device only v1".utf8)

  /// The key that wraps the data key while no passcode is set: the device key's agreement
  /// with a point hashed from a fixed label (step 2 on `SHA-256(label)`), through
  /// `HKDF-SHA256(ikm: Z, salt: empty, info: "PasscodeKit data key device only v1", 32)`.
  /// Only the device key computes it; the point's discrete logarithm is unknown.
  static func deviceOnlyWrap(deviceKey: any DeviceKey, keyBlob: SecretBuffer) throws
    -> SecretBuffer
  {
    let seed = deviceOnlyLabel.withUnsafeBytes { Array(SHA256.hash(data: $0)) }
    let point = try self.point(derived: seed).point
    let secret = try deviceKey.sharedSecret(keyBlob: keyBlob, point: point)
    defer { secret.removeAll() }
    let key = secret.withUnsafeBytes { SymmetricKey(data: $0) }
    let derived = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: key, salt: [UInt8](), info: deviceOnlyLabel, outputByteCount: 32)
    return derived.withUnsafeBytes { SecretBuffer(copying: $0) }
  }
}
