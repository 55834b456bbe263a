// The data key inside the lock's exclusive section: what each operation of the lock does with
// it, on the transaction's loaded record and device key. The wraps themselves, and the keys
// they are made under, are ``WrappedDataKey``'s, once each.
extension PasscodeDataKey {
  // MARK: - Without a passcode (DATA-4)

  /// The key of a store without a passcode, opened with its device key: a data-only store, or
  /// one whose first set over a data-only store was cut short (it keeps the device's wrap).
  ///
  /// - Throws: ``DataKeyError`` when there is no key to open without the passcode,
  ///   ``StoreError`` when the store cannot be read or the key does not open.
  static func openWithoutPasscode(in transaction: inout LockTransaction) throws -> SecretBuffer {
    switch try transaction.loadContents() {
    case .passcode(let record, _):
      throw record.dataKey == nil ? DataKeyError.noDataKey : DataKeyError.locked
    case .empty:
      throw DataKeyError.noDataKey
    case .interrupted:
      guard let record = try transaction.loadRecord(), record.dataKey?.device != nil else {
        throw DataKeyError.noDataKey
      }
      return try openUnderDevice(record, in: &transaction)
    case .dataOnly(let record):
      return try openUnderDevice(record, in: &transaction)
    }
  }

  /// Opens the device-only wrap of `record`'s data key with the store's device key, checked
  /// against the record's check value (DEV-4).
  ///
  /// - Throws: ``StoreError``.
  static func openUnderDevice(_ record: StateRecord, in transaction: inout LockTransaction)
    throws -> SecretBuffer
  {
    guard let wrapped = record.dataKey?.device else {
      throw StoreError.damaged(.dataKeyUnopenable)
    }
    let device = try transaction.deviceKeyForRecordWithoutPasscode(record)
    return try WrappedDataKey.unwrap(wrapped, underDevice: device)
  }

  /// A data key kept under the device alone, taken over by a new passcode.
  struct Carried {
    var key: SecretBuffer
    var wrapped: WrappedDataKey
    var deviceKeyCheck: String?
  }

  /// The data key of a store without a passcode (a data-only record, or a first set over one
  /// that was interrupted), opened with its device key, which is kept for this operation: what
  /// a first set takes over.
  ///
  /// - Throws: ``StoreError``.
  static func carried(in transaction: inout LockTransaction) throws -> Carried? {
    guard let record = try transaction.loadRecord(), !record.enabled,
      let wrapped = record.dataKey, wrapped.device != nil
    else { return nil }
    let key = try openUnderDevice(record, in: &transaction)
    return Carried(key: key, wrapped: wrapped, deviceKeyCheck: record.deviceKeyCheck)
  }

  /// What turning the passcode off leaves when the store has a data key (DATA-4): a record
  /// without a passcode holding the key under the device alone. `nil` when there is no key to
  /// keep (the store is erased as before).
  ///
  /// - Throws: ``StoreError``.
  static func keptUnderDevice(
    after record: StateRecord, dataKey: SecretBuffer?, in transaction: LockTransaction
  ) throws -> StateRecord? {
    guard record.dataKey != nil else { return nil }
    // A key that did not open is damage: never shredded by turning the passcode off.
    guard let dataKey else { throw StoreError.damaged(.dataKeyUnopenable) }
    guard let device = transaction.deviceKey else {
      // A store that keeps no device key cannot protect the key without a passcode: it goes
      // with the passcode (documented). One that should have a key but has none is damage.
      if transaction.bindsToDevice { throw StoreError.missingSecret(.deviceKey) }
      return nil
    }
    let wrapped = try WrappedDataKey.wrap(dataKey, underDevice: device)
    return .dataOnly(
      format: record.format, maxFailures: record.maxFailures,
      deviceKeyCheck: transaction.deviceKeyCheck ?? record.deviceKeyCheck,
      dataKey: WrappedDataKey(device: wrapped))
  }

  // MARK: - Under the passcode (DATA-1, DATA-3)

  /// Wraps `record`'s data key for a first set's enrolment: the carried one (DATA-4) or a new
  /// one. Returns the key to make available once the record is saved; `nil` when the verifier
  /// gives no wrapping key, and then a carried key stays under the device alone.
  ///
  /// - Throws: ``PasscodeError`` or ``StoreError``.
  static func adopt(
    into record: inout StateRecord, enrollment: VerifierEnrollment, carried: Carried?
  ) throws -> SecretBuffer? {
    guard let wrap = enrollment.dataKeyWrap else {
      // A verifier that cannot wrap the key must not take over a kept one: the record would
      // hold it under the device alone beside a passcode.
      if carried != nil { throw PasscodeError.verifierFailed(.unexplained) }
      return nil
    }
    defer { wrap.removeAll() }
    let key = carried?.key ?? WrappedDataKey.newKey()
    do {
      record.dataKey = WrappedDataKey(passcode: try WrappedDataKey.wrap(key, under: wrap))
    } catch {
      throw StoreError.writing(error)
    }
    return key
  }

  /// After a successful check: the record's data key opened with the check's wrapping key, or
  /// a new one wrapped into `record` when the store has none yet (the upgrade of a store set
  /// before data keys). Failures leave the unlock as it is and say why in `memory`.
  static func openAfterCheck(
    _ record: inout StateRecord, wrap: SecretBuffer?, memory: inout DataKeyMemory
  ) -> OpenedDataKey {
    defer { wrap?.removeAll() }
    guard let wrap else {
      memory.markUnavailable(record.dataKey == nil ? .unsupported : .notReady)
      return OpenedDataKey()
    }
    if let wrapped = record.dataKey?.passcode {
      guard let key = try? WrappedDataKey.unwrap(wrapped, under: wrap) else {
        memory.markUnavailable(.store(.damaged(.dataKeyUnopenable)))
        return OpenedDataKey()
      }
      return OpenedDataKey(key: key)
    }
    guard record.dataKey?.device == nil else {
      // A key under the device alone beside a passcode is not a state the lock writes.
      memory.markUnavailable(.store(.damaged(.dataKeyUnopenable)))
      return OpenedDataKey()
    }
    guard let made = newKey(wrappedUnder: wrap) else {
      memory.markUnavailable(.notReady)
      return OpenedDataKey()
    }
    record.dataKey = WrappedDataKey(passcode: made.wrapped)
    return OpenedDataKey(key: made.key, isNew: true)
  }

  /// Wraps the unlocked `dataKey` into `record` under a new passcode's `wrap` (DATA-3: a
  /// change rewraps, nothing is re-encrypted). Refuses a change that would lose the key.
  ///
  /// - Throws: ``PasscodeError``.
  static func rewrap(
    _ record: inout StateRecord, dataKey: SecretBuffer?, under wrap: SecretBuffer?
  ) throws {
    defer { wrap?.removeAll() }
    guard record.dataKey != nil else { return }
    guard let dataKey, let wrap else {
      // The old wrap is tied to the old record: without the key, or a new wrap, the change
      // would make the data unreadable.
      throw PasscodeError.store(.damaged(.dataKeyUnopenable))
    }
    do {
      // The biometric wrap stays: it depends on the token and the pepper, not the passcode.
      record.dataKey?.passcode = try WrappedDataKey.wrap(dataKey, under: wrap)
    } catch {
      throw PasscodeError.store(.writing(error))
    }
  }

  /// The data key for a record re-derived after a success (DEV-3, the upgrade to the device):
  /// the key this success opened wrapped under the new record's `wrap` (DATA-3), or a first
  /// key for a store that had none (DATA-1), into `next`. `false` when the re-derivation must
  /// not be adopted: it would leave the key's wrap behind.
  static func rewrapForRederivation(
    _ wrap: SecretBuffer?, into next: inout StateRecord, dataKey: inout OpenedDataKey
  ) -> Bool {
    // A record whose key this success did not open keeps its record: a new one would leave
    // the key's wrap behind (DATA-3).
    guard dataKey.key != nil || next.dataKey == nil else { return false }
    if let key = dataKey.key {
      guard let wrap, let wrapped = try? WrappedDataKey.wrap(key, under: wrap) else {
        return false
      }
      next.dataKey?.passcode = wrapped
    } else if next.dataKey == nil, let wrap, let made = newKey(wrappedUnder: wrap) {
      next.dataKey = WrappedDataKey(passcode: made.wrapped)
      dataKey = OpenedDataKey(key: made.key, isNew: true)
    }
    return true
  }

  /// A new data key and its wrap under `wrap`; `nil` when it cannot be wrapped.
  private static func newKey(wrappedUnder wrap: SecretBuffer) -> (
    key: SecretBuffer, wrapped: String
  )? {
    let key = WrappedDataKey.newKey()
    guard let wrapped = try? WrappedDataKey.wrap(key, under: wrap) else {
      key.removeAll()
      return nil
    }
    return (key, wrapped)
  }

  // MARK: - Under the biometric token (DATA-2)

  /// Wraps the data key in memory into `record` under the biometric `token`, for a biometric
  /// unlock to open too; a wrap under an earlier token goes in any case.
  static func wrapForBiometrics(
    _ record: inout StateRecord, token: SecretBuffer, pepper: SecretBuffer,
    memory: DataKeyMemory
  ) {
    record.dataKey?.biometrics = nil
    if case .available(let dataKey) = memory.state, record.dataKey?.passcode != nil {
      record.dataKey?.biometrics = try? WrappedDataKey.wrap(
        dataKey, underToken: token, pepper: pepper)
    }
  }

  /// After a biometric success: the data key opened with the token's wrap, or why not.
  static func openAfterBiometrics(
    _ record: StateRecord, token: SecretBuffer, pepper: SecretBuffer, now: BootInstant,
    memory: inout DataKeyMemory
  ) {
    guard record.dataKey != nil else {
      memory.markUnavailable(.noDataKey)
      return
    }
    guard let wrapped = record.dataKey?.biometrics else {
      if !memory.holdsKey { memory.markUnavailable(.passcodeNeeded) }
      return
    }
    guard let key = try? WrappedDataKey.unwrap(wrapped, underToken: token, pepper: pepper) else {
      memory.markUnavailable(.store(.damaged(.dataKeyUnopenable)))
      return
    }
    // The prompt began before the token came, at a time the engine does not know: a passed
    // deadline is not lifted (APP-2); the app lock revokes the key whenever it locks, so an
    // unlock after a lock finds none.
    memory.makeAvailable(key, now: now, deadlineSeen: nil)
  }
}
