import Foundation

#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
#endif

/// A P-256 key-agreement key kept in the store, for devices without secure hardware: Linux,
/// the iOS simulator, Macs without a Secure Enclave (``DeviceBinding/software``).
///
/// The blob is the key's 32-byte private scalar. The store keeps it apart from the state
/// record, like the pepper (a separate 0600 file, a separate Keychain item), so a copy of the
/// record and the pepper without it cannot test a guess. It is **not hardware-bound**: whoever
/// can read all of the store's files can test guesses offline.
public struct SoftwareDeviceKey: DeviceKey {
  /// Creates the key type.
  public init() {}

  /// ``DeviceBinding/software``.
  public var binding: DeviceBinding { .software }

  /// A new random P-256 private key, as its 32-byte scalar.
  public func makeKey() throws -> SecretBuffer {
    let key = P256.KeyAgreement.PrivateKey()
    return key.rawRepresentation.withUnsafeBytes { SecretBuffer(copying: $0) }
  }

  /// Throws ``DeviceKeyError/unusable`` unless `blob` is a valid P-256 private scalar.
  public func checkKey(_ blob: SecretBuffer) throws {
    _ = try privateKey(blob)
  }

  /// ECDH of the stored key with `point`.
  public func sharedSecret(keyBlob blob: SecretBuffer, point: [UInt8]) throws -> SecretBuffer {
    let key = try privateKey(blob)
    let peer: P256.KeyAgreement.PublicKey
    do { peer = try P256.KeyAgreement.PublicKey(x963Representation: point) } catch {
      throw DeviceKeyError.unusable
    }
    do {
      let secret = try key.sharedSecretFromKeyAgreement(with: peer)
      return secret.withUnsafeBytes { SecretBuffer(copying: $0) }
    } catch {
      throw DeviceKeyError.unusable
    }
  }

  private func privateKey(_ blob: SecretBuffer) throws -> P256.KeyAgreement.PrivateKey {
    guard blob.count == 32 else { throw DeviceKeyError.unusable }
    do {
      return try blob.withUnsafeBytes { try P256.KeyAgreement.PrivateKey(rawRepresentation: $0) }
    } catch {
      throw DeviceKeyError.unusable
    }
  }
}
