/// The key that binds a verifier record to one device (DEV-1).
///
/// ``DeviceBoundVerifier`` checks a guess by deriving the KDF output as ``PBKDF2Verifier``
/// does, mapping it to a P-256 point, and doing an elliptic-curve Diffie–Hellman agreement
/// with this key. A record made this way can test no guess without the key: on a device with
/// a Secure Enclave (`SecureEnclaveDeviceKey`) the key never leaves the hardware, and the
/// store keeps only an opaque blob that is useless anywhere else. ``SoftwareDeviceKey`` (Linux,
/// the simulator, Macs without an enclave) keeps the key itself in the store, beside the
/// pepper: the same protocol, but not hardware-bound.
///
/// Implementations are stateless: the key lives in the blob ``makeKey()`` returns, which the
/// store keeps (``PasscodeStore/saveDeviceKey(_:)``).
public protocol DeviceKey: Sendable {
  /// What kind of key this is, as recorded in every record it binds.
  var binding: DeviceBinding { get }

  /// Creates a new key and returns the blob the store keeps for it.
  ///
  /// - Throws: ``DeviceKeyError``.
  func makeKey() throws -> SecretBuffer

  /// Checks that the key stored as `blob` can be used on this device, without using it.
  ///
  /// - Throws: ``DeviceKeyError``.
  func checkKey(_ blob: SecretBuffer) throws

  /// The P-256 Diffie–Hellman shared secret (the x-coordinate, 32 bytes) of the key stored
  /// as `blob` and `point`, an uncompressed (X9.63) P-256 point.
  ///
  /// - Throws: ``DeviceKeyError``.
  func sharedSecret(keyBlob blob: SecretBuffer, point: [UInt8]) throws -> SecretBuffer
}

/// How a store's verifier is bound to the device (``PasscodeStatus/deviceBinding``,
/// `passcode status --json`).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum DeviceBinding: String, Equatable, Sendable, CaseIterable {
  /// Checking a guess needs this device's Secure Enclave (DEV-1).
  case secureEnclave = "secure-enclave"
  /// Checking a guess needs a P-256 key that the store keeps beside the pepper. A copy of the
  /// store without it verifies nothing, but the key is not hardware-bound.
  case software
  /// The record is a plain PBKDF2 record (an older store not yet upgraded, a host verifier, or
  /// a store that keeps no device key), or no passcode is set.
  case none
}

/// Why a ``DeviceKey`` could not be made or used. The lock reports each as store damage
/// (``StoreDamage/deviceKey(_:)``): the way out is a reset, never a silent downgrade.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum DeviceKeyError: Error, Equatable, Sendable {
  /// This device cannot hold this kind of key (no Secure Enclave, e.g. the simulator).
  case unavailable
  /// The stored key cannot be used: it was deleted or invalidated (for example the device
  /// passcode was removed), or the blob was made on another device.
  case unusable
  /// The system refused to create a key.
  case creationFailed
  /// The device refused to use the key for now — the phone is locked, or locking during the
  /// call (`errSecInteractionNotAllowed`): nothing is wrong with the key. The lock reports it
  /// as a store that cannot be read now (``StoreError/isTemporary``), never as damage.
  case notNow
}
