/// The device key around a verification (DEV-1, DEV-2): loaded and checked with the store's
/// contents, created at `set`, and created when a plain record is upgraded after a success.
extension PasscodeLock {
  /// The verifier for this operation: ``DeviceBoundVerifier`` with the store's device key, its
  /// plain PBKDF2 fallback over a store that keeps no device key, or the host's verifier.
  var activeVerifier: any PasscodeVerifier {
    guard let bound = verifier as? DeviceBoundVerifier else { return verifier }
    guard store.keepsDeviceKey else { return bound.unboundFallback }
    return bound.using(keyBlob: deviceKeyBlob)
  }

  /// Whether new records are bound to the device: the verifier is ``DeviceBoundVerifier``
  /// and the store keeps a device key.
  nonisolated var bindsToDevice: Bool {
    verifier is DeviceBoundVerifier && store.keepsDeviceKey
  }

  /// Step 1 for the device key (DEV-1, DEV-2), keeping the blob for this operation:
  /// - a device-bound record needs its key, usable on this device;
  /// - a store with a device key whose record is not bound to it is a downgrade, unless the
  ///   record says an upgrade was under way.
  ///
  /// - Throws: ``StoreError``.
  func checkDeviceKey(for record: StateRecord) throws {
    let blob = try loadStoredDeviceKey()
    let binding = record.verifier.map(DeviceBoundVerifier.binding(of:)) ?? .none
    guard binding != .none else {
      if blob != nil, record.deviceKeyPending != true {
        throw StoreError.damaged(.downgradedRecord)
      }
      deviceKeyBlob = blob
      return
    }
    guard let blob else { throw StoreError.missingSecret(.deviceKey) }
    guard let bound = verifier as? DeviceBoundVerifier, let key = bound.deviceKey(for: binding)
    else { throw StoreError.damaged(.deviceKey(.unavailable)) }
    do {
      try key.checkKey(blob)
    } catch {
      throw StoreError.damaged(.deviceKey(error as? DeviceKeyError ?? .unusable))
    }
    deviceKeyBlob = blob
  }

  /// Creates and saves a new device key when the verifier binds records and the store keeps
  /// one; does nothing otherwise.
  ///
  /// - Throws: ``StoreError``: ``StoreDamage/deviceKey(_:)`` when the key cannot be created
  ///   (a Secure Enclave key with `whenPasscodeSetThisDeviceOnly` on a device without a
  ///   passcode), never a silent fallback.
  func createDeviceKey() throws {
    guard bindsToDevice, let bound = verifier as? DeviceBoundVerifier else { return }
    let blob: SecretBuffer
    do {
      blob = try bound.deviceKey.makeKey()
    } catch {
      throw StoreError.damaged(.deviceKey(error as? DeviceKeyError ?? .creationFailed))
    }
    do { try store.saveDeviceKey(blob) } catch { throw StoreError.writing(error) }
    deviceKeyBlob = blob
  }

  /// After a success: a plain record is upgraded to a device-bound one, a record with too few
  /// rounds is re-hashed (HASH-1, DEV-3). Best effort: a failure keeps the old record, which
  /// still verifies.
  ///
  /// An upgrade writes three times, so that a crash at any point loses nothing and is never
  /// mistaken for a downgrade (DEV-2): the record marked ``StateRecord/deviceKeyPending``,
  /// then the device key, then the device-bound record (returned in `record` for the caller
  /// to save).
  func upgradeAfterSuccess(
    _ record: inout StateRecord, passcode: SecretBuffer, pepper: SecretBuffer
  ) async {
    guard let stored = record.verifier else { return }
    let plain = DeviceBoundVerifier.binding(of: stored) == .none
    if plain, bindsToDevice, deviceKeyBlob == nil {
      record.deviceKeyPending = true
      guard (try? save(record)) != nil, (try? createDeviceKey()) != nil else { return }
    }
    let verifier = activeVerifier
    guard verifier.needsRehash(stored),
      let upgraded = try? await verifier.enroll(passcode, pepper: pepper)
    else { return }
    record.verifier = upgraded
    if DeviceBoundVerifier.binding(of: upgraded) != .none { record.deviceKeyPending = nil }
  }
}
