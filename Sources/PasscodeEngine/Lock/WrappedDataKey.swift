import Foundation

#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
#endif

/// The store's data key as the state record keeps it: only wrapped, never in the clear
/// (DATA-1). Each wrap is AES-256-GCM of the 32-byte key — a fresh 12-byte nonce, the
/// associated data `"PasscodeKit data key v1"` — stored as base64 of nonce ‖ ciphertext ‖ tag.
///
/// Every wrapping key is derived here, once each: under the passcode the verifier derives it
/// (``VerifierCheck/dataKeyWrap``), under the device alone ``deviceWrap(_:)``, under the
/// biometric token ``biometricWrap(token:pepper:)``; and every wrap and unwrap goes through
/// ``wrap(_:under:)`` and ``unwrap(_:under:)``.
struct WrappedDataKey: Equatable, Sendable, Codable {
  /// Under the passcode's wrapping key (``VerifierCheck/dataKeyWrap``): what an unlock opens.
  var passcode: String?
  /// Under the device alone (``DeviceBoundConstruction/deviceOnlyWrap(deviceKey:keyBlob:)``),
  /// while no passcode is set: the app's data stays readable, by this device only.
  var device: String?
  /// Under the biometric token's wrapping key (``biometricWrap(token:pepper:)``), while
  /// biometric unlock is on: what a Face ID or Touch ID unlock opens.
  var biometrics: String?

  // Short keys in the record: `code`, `device` and `biometrics`.
  private enum CodingKeys: String, CodingKey {
    case passcode = "code"
    case device
    case biometrics
  }

  /// The HKDF info of the biometric wrap.
  static let biometricWrapInfo = Array("PasscodeKit data key biometric wrap v1".utf8)

  /// The key that wraps the data key for biometric unlock: `HKDF-SHA256(ikm: token, salt:
  /// pepper, info: "PasscodeKit data key biometric wrap v1", 32)`, where `token` is the secret
  /// the biometry-protected Keychain item releases only on a match. The record keeps an HMAC
  /// of the token under the pepper (another construction), which says nothing about this key.
  static func biometricWrap(token: SecretBuffer, pepper: SecretBuffer) -> SecretBuffer {
    let key = token.withUnsafeBytes { SymmetricKey(data: $0) }
    let salt = pepper.withUnsafeBytes { Array($0) }
    let derived = HKDF<SHA256>.deriveKey(
      inputKeyMaterial: key, salt: salt, info: biometricWrapInfo, outputByteCount: 32)
    return derived.withUnsafeBytes { SecretBuffer(copying: $0) }
  }

  /// The key that wraps the data key while no passcode is set, from the store's device key
  /// (``DeviceBoundConstruction/deviceOnlyWrap(deviceKey:keyBlob:)``).
  ///
  /// - Throws: ``StoreError``: a device key that cannot be used, now or at all, as
  ///   ``StoreError/init(deviceKey:)`` says.
  static func deviceWrap(_ device: DeviceKeyAccess) throws -> SecretBuffer {
    do {
      return try DeviceBoundConstruction.deviceOnlyWrap(deviceKey: device.key, keyBlob: device.blob)
    } catch let error as DeviceKeyError {
      throw StoreError(deviceKey: error)
    }
  }

  /// `key` wrapped under the device alone (``deviceWrap(_:)``).
  ///
  /// - Throws: ``StoreError``: the device key's failure, or a write failure.
  static func wrap(_ key: SecretBuffer, underDevice device: DeviceKeyAccess) throws -> String {
    let wrap = try deviceWrap(device)
    defer { wrap.removeAll() }
    do { return try Self.wrap(key, under: wrap) } catch { throw StoreError.writing(error) }
  }

  /// The key inside `wrapped`, opened under the device alone (``deviceWrap(_:)``).
  ///
  /// - Throws: ``StoreError``: the device key's failure, or
  ///   ``StoreDamage/dataKeyUnopenable`` when it does not open.
  static func unwrap(_ wrapped: String, underDevice device: DeviceKeyAccess) throws
    -> SecretBuffer
  {
    let wrap = try deviceWrap(device)
    defer { wrap.removeAll() }
    do { return try unwrap(wrapped, under: wrap) } catch {
      throw StoreError.damaged(.dataKeyUnopenable)
    }
  }

  /// `key` wrapped under the biometric token (``biometricWrap(token:pepper:)``).
  ///
  /// - Throws: ``CryptoFailure`` when it cannot be wrapped.
  static func wrap(_ key: SecretBuffer, underToken token: SecretBuffer, pepper: SecretBuffer)
    throws -> String
  {
    let wrap = biometricWrap(token: token, pepper: pepper)
    defer { wrap.removeAll() }
    return try Self.wrap(key, under: wrap)
  }

  /// The key inside `wrapped`, opened under the biometric token
  /// (``biometricWrap(token:pepper:)``).
  ///
  /// - Throws: ``CryptoFailure/derivationFailed`` when it does not open.
  static func unwrap(_ wrapped: String, underToken token: SecretBuffer, pepper: SecretBuffer)
    throws -> SecretBuffer
  {
    let wrap = biometricWrap(token: token, pepper: pepper)
    defer { wrap.removeAll() }
    return try unwrap(wrapped, under: wrap)
  }

  /// The length of a data key.
  static let keyByteCount = 32

  /// A new data key: 32 random bytes.
  static func newKey() -> SecretBuffer {
    SecureRandom.secret(keyByteCount)
  }
  /// The associated data of every wrap.
  static let associatedData = Array("PasscodeKit data key v1".utf8)

  /// `key` wrapped under `wrap`.
  ///
  /// - Throws: ``CryptoFailure/invalidParameters`` for a key or wrap that is not 32 bytes.
  static func wrap(_ key: SecretBuffer, under wrap: SecretBuffer) throws -> String {
    guard key.count == keyByteCount, wrap.count == keyByteCount else {
      throw CryptoFailure.invalidParameters
    }
    let sealing = wrap.withUnsafeBytes { SymmetricKey(data: $0) }
    let box = try key.withUnsafeBytes { plaintext in
      try AES.GCM.seal(plaintext, using: sealing, authenticating: associatedData)
    }
    guard let combined = box.combined else { throw CryptoFailure.invalidParameters }
    return Base64.encode(Array(combined))
  }

  /// The key inside `wrapped`, opened with `wrap`.
  ///
  /// - Throws: ``CryptoFailure/derivationFailed`` when it does not open: another wrapping key,
  ///   or damage.
  static func unwrap(_ wrapped: String, under wrap: SecretBuffer) throws -> SecretBuffer {
    guard let bytes = Data(base64Encoded: wrapped), wrap.count == keyByteCount else {
      throw CryptoFailure.derivationFailed
    }
    let opening = wrap.withUnsafeBytes { SymmetricKey(data: $0) }
    do {
      let box = try AES.GCM.SealedBox(combined: bytes)
      var plain = try AES.GCM.open(box, using: opening, authenticating: associatedData)
      defer { plain.withUnsafeMutableBytes { SecureZero.zero($0) } }
      guard plain.count == keyByteCount else { throw CryptoFailure.derivationFailed }
      return SecretBuffer(copying: plain)
    } catch {
      throw CryptoFailure.derivationFailed
    }
  }
}
