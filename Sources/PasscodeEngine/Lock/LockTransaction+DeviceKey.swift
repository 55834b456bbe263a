/// The device key within a transaction (DEV-1, DEV-2): loaded and checked with the store's
/// contents, created at `set`, and created when a plain record is upgraded after a success.
/// Every failure of a device key becomes a ``StoreError`` through ``StoreError/init(deviceKey:)``.
extension LockTransaction {
  /// Step 1 for the device key (DEV-1, DEV-2, DEV-4, DEV-5), keeping the blob for this
  /// operation. Every failure of a stored key is damage, whatever state the record is in:
  /// - a device-bound record needs its key, usable on this device and the one the record
  ///   names by its check value;
  /// - a record being upgraded (``StateRecord/deviceKeyPending``) may have no key yet; a key
  ///   it has must be usable, and the one the mark names when it names one;
  /// - a plain record beside a key, without the upgrade mark, is a downgrade.
  ///
  /// - Throws: ``StoreError``.
  mutating func checkDeviceKey(for record: StateRecord) throws {
    let blob = try loadStoredDeviceKey()
    let binding = record.verifier.map(DeviceBoundVerifier.binding(of:)) ?? .none
    guard binding != .none else {
      guard let blob else { return }
      guard record.deviceKeyPending == true else {
        throw StoreError.damaged(.downgradedRecord)
      }
      // A host verifier that knows no device keys verifies the plain record and never
      // finishes the upgrade; it cannot judge the key either.
      guard let support = self.binding else { return }
      try useDeviceKey(blob, key: support.deviceKey, expectedCheck: record.deviceKeyCheck)
      return
    }
    guard let blob else { throw StoreError.missingSecret(.deviceKey) }
    guard let key = verifier.deviceBinding?.key(for: binding) else {
      throw StoreError.damaged(.deviceKey(.unavailable))
    }
    try useDeviceKey(blob, key: key, expectedCheck: record.deviceKeyCheck)
  }

  /// The store's device key for a record without a passcode (a data-only record, or one left
  /// by an interrupted first set): the one loaded with the contents, or else the stored one,
  /// checked against `record`'s check value (DEV-4).
  ///
  /// - Throws: ``StoreError``.
  mutating func deviceKeyForRecordWithoutPasscode(_ record: StateRecord) throws -> DeviceKeyAccess {
    if deviceKey == nil {
      guard let blob = try loadStoredDeviceKey() else { throw StoreError.missingSecret(.deviceKey) }
      guard let support = binding else { throw StoreError.damaged(.deviceKey(.unavailable)) }
      try useDeviceKey(blob, key: support.deviceKey, expectedCheck: record.deviceKeyCheck)
    }
    guard let access = deviceKey else { throw StoreError.missingSecret(.deviceKey) }
    return access
  }

  /// Computes the check value of the key stored as `blob` — which uses the key, so a key that
  /// cannot be used here fails — compares it with the record's (when the record has one) and
  /// keeps both for this operation.
  ///
  /// - Throws: ``StoreError``: ``StoreDamage/deviceKey(_:)`` for a key that cannot be used,
  ///   ``StoreDamage/deviceKeyCheckFailed`` for a key that is not the record's.
  private mutating func useDeviceKey(
    _ blob: SecretBuffer, key: any DeviceKey, expectedCheck: String?
  ) throws {
    let check: String
    do {
      check = try DeviceBoundConstruction.keyCheck(deviceKey: key, keyBlob: blob)
    } catch {
      throw StoreError(deviceKey: error as? DeviceKeyError ?? .unusable)
    }
    if let expectedCheck, !ConstantTime.equals(Array(expectedCheck.utf8), Array(check.utf8)) {
      throw StoreError.damaged(.deviceKeyCheckFailed)
    }
    deviceKey = DeviceKeyAccess(key: key, blob: blob)
    deviceKeyCheck = check
  }

  /// A new device key and its check value, made in memory only; `nil` when the verifier does
  /// not bind records or the store keeps no key.
  ///
  /// - Throws: ``StoreError``: ``StoreDamage/deviceKey(_:)`` when the key cannot be created
  ///   (a Secure Enclave key with `whenPasscodeSetThisDeviceOnly` on a device without a
  ///   passcode), never a silent fallback.
  private func makeDeviceKey() throws -> (access: DeviceKeyAccess, check: String)? {
    guard let key = binding?.deviceKey else { return nil }
    do {
      let blob = try key.makeKey()
      let check = try DeviceBoundConstruction.keyCheck(deviceKey: key, keyBlob: blob)
      return (DeviceKeyAccess(key: key, blob: blob), check)
    } catch {
      throw StoreError(deviceKey: error as? DeviceKeyError ?? .creationFailed)
    }
  }

  /// Saves `made` as the store's device key and keeps it for this operation.
  ///
  /// - Throws: ``StoreError``.
  private mutating func saveDeviceKey(_ made: (access: DeviceKeyAccess, check: String)) throws {
    do { try store.saveDeviceKey(made.access.blob) } catch { throw StoreError.writing(error) }
    deviceKey = made.access
    deviceKeyCheck = made.check
  }

  /// Creates and saves a new device key when the verifier binds records and the store keeps
  /// one; does nothing otherwise.
  ///
  /// - Throws: ``StoreError`` (``makeDeviceKey()``).
  mutating func createDeviceKey() throws {
    guard let made = try makeDeviceKey() else { return }
    try saveDeviceKey(made)
  }

  /// `record` after a passcode or biometric success (``StateRecord/recordSuccess(pepper:)``),
  /// naming the device key it is bound to, or being upgraded to, by its check value (DEV-4).
  func recordSuccess(_ record: inout StateRecord, pepper: SecretBuffer) {
    record.recordSuccess(pepper: pepper)
    let bound = record.verifier.map(DeviceBoundVerifier.binding(of:)) ?? .none
    if bound != .none || record.deviceKeyPending == true, let deviceKeyCheck {
      record.deviceKeyCheck = deviceKeyCheck
    }
  }

  /// After a success: a plain record is upgraded to a device-bound one, a record with too few
  /// rounds is re-hashed (HASH-1, DEV-3), and a device-bound record well under this device's
  /// calibration — its check took `checkTime` — is re-derived with more rounds
  /// (``DeviceBoundVerifier/needsRehash(_:checkTime:with:)``). Best effort: a failure keeps
  /// the old record, which still verifies.
  ///
  /// An upgrade writes three times, so that a crash at any point loses nothing and is never
  /// mistaken for a downgrade (DEV-2): the record marked ``StateRecord/deviceKeyPending``
  /// with the new key's check value, then the device key, then the device-bound record
  /// (returned in `record` for the caller to save).
  ///
  /// A re-derived record wraps the data key anew (`dataKey`, DATA-3); a record upgraded to the
  /// device gets its first data key (DATA-1) — ``PasscodeDataKey/rewrapForRederivation(_:into:dataKey:)``.
  /// A re-derivation that would leave the data key behind is not adopted.
  mutating func upgradeAfterSuccess(
    _ record: inout StateRecord, passcode: SecretBuffer, pepper: SecretBuffer,
    checkTime: Duration, dataKey: inout OpenedDataKey
  ) async {
    guard let stored = record.verifier else { return }
    let plain = DeviceBoundVerifier.binding(of: stored) == .none
    if plain, bindsToDevice, deviceKey == nil {
      // The key is made first, so that the mark can name it: a kill after the mark but before
      // the key leaves no key (the next success makes another), a kill after the key leaves
      // the key the mark names.
      guard let made = try? makeDeviceKey() else { return }
      record.deviceKeyPending = true
      record.deviceKeyCheck = made.check
      guard (try? save(record)) != nil, (try? saveDeviceKey(made)) != nil else { return }
    }
    let input = verifierInput(pepper: pepper)
    guard verifier.needsRehash(stored, checkTime: checkTime, with: input),
      let enrollment = try? await verifier.enrollment(passcode, with: input)
    else { return }
    let upgraded = enrollment.record
    defer { enrollment.dataKeyWrap?.removeAll() }
    // Kept only when it binds the record or raises its rounds: a recalibration measured at a
    // busier moment must never lower them.
    guard
      DeviceBoundVerifier.binding(of: upgraded) != DeviceBoundVerifier.binding(of: stored)
        || upgraded.rounds > stored.rounds
    else { return }
    var next = record
    next.verifier = upgraded
    guard
      PasscodeDataKey.rewrapForRederivation(
        enrollment.dataKeyWrap, into: &next, dataKey: &dataKey)
    else { return }
    record = next
    if DeviceBoundVerifier.binding(of: upgraded) != .none { record.deviceKeyPending = nil }
  }
}
