#if canImport(CryptoKit) && canImport(Security) && !os(Linux)
  import CryptoKit
  import Foundation
  import Security

  /// A P-256 key-agreement key created in the Secure Enclave (``DeviceBinding/secureEnclave``,
  /// DEV-1).
  ///
  /// The private key never leaves the enclave. The store keeps only its `dataRepresentation`,
  /// an opaque blob that the enclave of this device alone can use, so a Keychain dump or a
  /// file-system image of the phone cannot test a single guess elsewhere. The key's access
  /// control is ``Protection`` with `.privateKeyUsage`; it does not require biometry, so an
  /// enrolment change does not affect it.
  ///
  /// When the key becomes unusable — the device passcode was removed
  /// (``Protection/whenPasscodeSetThisDeviceOnly``), the app's data was moved to another
  /// device — every operation throws ``DeviceKeyError/unusable`` and the lock reports the
  /// store as damaged: the way out is ``PasscodeLock/reset()``. While the phone is locked the
  /// enclave refuses the key for now (`errSecInteractionNotAllowed`): that is
  /// ``DeviceKeyError/notNow``, which the lock reports as a store that cannot be read now,
  /// never as damage. Where the enclave reports a refusal some other way, PasscodeCore's app
  /// lock still concludes damage only from a read made in the foreground (APP-6).
  public struct SecureEnclaveDeviceKey: DeviceKey {
    /// When the key can be used; always this device only.
    ///
    /// Cases may be added in a minor release: switch over it with `@unknown default`.
    public enum Protection: Sendable {
      /// While the device is unlocked (the default).
      case whenUnlockedThisDeviceOnly
      /// While unlocked, and only while the device has a passcode: removing the device
      /// passcode destroys the key (the store then counts as damaged).
      case whenPasscodeSetThisDeviceOnly

      var attribute: CFString {
        switch self {
        case .whenUnlockedThisDeviceOnly: kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        case .whenPasscodeSetThisDeviceOnly: kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        }
      }
    }

    /// When the keys this type creates can be used.
    public let protection: Protection

    /// Creates the key type.
    public init(protection: Protection = .whenUnlockedThisDeviceOnly) {
      self.protection = protection
    }

    /// Whether this device has a Secure Enclave (`false` on the simulator).
    public static var isAvailable: Bool { SecureEnclave.isAvailable }

    /// ``DeviceBinding/secureEnclave``.
    public var binding: DeviceBinding { .secureEnclave }

    /// Creates a key in the enclave and returns its opaque blob.
    ///
    /// - Throws: ``DeviceKeyError/unavailable`` without an enclave,
    ///   ``DeviceKeyError/creationFailed`` when the system refuses.
    public func makeKey() throws -> SecretBuffer {
      guard Self.isAvailable else { throw DeviceKeyError.unavailable }
      guard
        let access = SecAccessControlCreateWithFlags(
          nil, protection.attribute, .privateKeyUsage, nil)
      else { throw DeviceKeyError.creationFailed }
      do {
        let key = try SecureEnclave.P256.KeyAgreement.PrivateKey(accessControl: access)
        return key.dataRepresentation.withUnsafeBytes { SecretBuffer(copying: $0) }
      } catch {
        throw DeviceKeyError.creationFailed
      }
    }

    /// Opens the blob in the enclave without using the key.
    public func checkKey(_ blob: SecretBuffer) throws {
      _ = try privateKey(blob)
    }

    /// ECDH inside the enclave.
    public func sharedSecret(keyBlob blob: SecretBuffer, point: [UInt8]) throws -> SecretBuffer {
      let key = try privateKey(blob)
      do {
        let peer = try P256.KeyAgreement.PublicKey(x963Representation: point)
        let secret = try key.sharedSecretFromKeyAgreement(with: peer)
        return secret.withUnsafeBytes { SecretBuffer(copying: $0) }
      } catch {
        throw Self.classify(error)
      }
    }

    private func privateKey(_ blob: SecretBuffer) throws
      -> SecureEnclave.P256.KeyAgreement.PrivateKey
    {
      guard Self.isAvailable else { throw DeviceKeyError.unavailable }
      do {
        let data = blob.withUnsafeBytes { Data($0) }
        return try SecureEnclave.P256.KeyAgreement.PrivateKey(dataRepresentation: data)
      } catch {
        throw Self.classify(error)
      }
    }

    /// A refusal for now (the phone locked, or locking during the call) is not a key that is
    /// gone: only `errSecInteractionNotAllowed`, wherever it is carried, is "not now".
    static func classify(_ error: any Error) -> DeviceKeyError {
      var current: NSError? = error as NSError
      while let nsError = current {
        if nsError.domain == NSOSStatusErrorDomain, nsError.code == Int(errSecInteractionNotAllowed)
        {
          return .notNow
        }
        if case CryptoKitError.underlyingCoreCryptoError(let code) = error,
          code == errSecInteractionNotAllowed
        {
          return .notNow
        }
        current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
      }
      return .unusable
    }
  }
#endif
