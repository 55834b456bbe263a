/// Why ``PasscodeLock/dataKey()`` has no key to give.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum DataKeyError: Error, Equatable, Sendable {
  /// The app is locked: the data key exists in memory only between an unlock and the next
  /// lock (DATA-2). Ask again after the user unlocks.
  case locked
  /// The store has no data key: no passcode was ever set, or it was erased with everything
  /// sealed under it (``PasscodeLock/reset()``, Erase Data). Data sealed with an erased key can
  /// no longer be opened.
  case noDataKey
  /// This lock cannot bind a data key to the passcode: its verifier gives no wrapping key
  /// (``PasscodeVerifier/enrollment(_:with:)``), or its store keeps no device key.
  case unsupported
  /// The key this unlock made could not be saved; the next unlock makes it again. Nothing
  /// was sealed with it.
  case notReady
  /// The app was unlocked with biometrics, which do not open the data key yet: biometric
  /// unlock was turned on before the store had a data key. Enter the passcode once (and turn
  /// biometric unlock off and on again to have later biometric unlocks open it).
  case passcodeNeeded
  /// The store could not be read, or its data key does not open (``StoreDamage/dataKeyUnopenable``).
  case store(StoreError)
}

/// Where the data key stands in memory.
enum DataKeyState {
  /// Not in memory: locked, or never unlocked since launch.
  case locked
  /// In memory, until the app locks.
  case available(SecretBuffer)
  /// Not available after the latest success, for this reason.
  case unavailable(DataKeyError)
}

/// A data key opened or made by a success, before it is saved.
struct OpenedDataKey {
  var key: SecretBuffer?
  /// Made by this success: used only once the record holding it is on disk.
  var isNew = false
}

// The app's data key (DATA-1 … DATA-4): made at the first set — or at the first unlock of a
// store set before data keys existed —, kept only wrapped in the state record, in memory only
// while the app is unlocked.
extension PasscodeLock {
  /// The data key (32 bytes, a copy the caller should clear), while the app is unlocked; with
  /// no passcode set, the key the device alone keeps (DATA-4).
  ///
  /// - Throws: a ``DataKeyError`` (only): ``DataKeyError/locked`` when the app is locked —
  ///   never a wait.
  public func dataKey() async throws -> SecretBuffer {
    closeIfGateShut()
    switch dataKeyState {
    case .available(let key): return key.copy()
    case .unavailable(let reason): throw reason
    case .locked: break
    }
    // Locked: only a store without a passcode opens its key without one.
    let access: StoreAccess
    do {
      access = try await beginExclusive()
    } catch {
      throw DataKeyError.store(error as? StoreError ?? .reading(error))
    }
    defer { endExclusive(access) }
    let contents: StoreContents
    do {
      contents = try loadContents()
    } catch {
      throw DataKeyError.store(error as? StoreError ?? .reading(error))
    }
    switch contents {
    case .passcode(let record, _):
      throw record.dataKey == nil ? DataKeyError.noDataKey : DataKeyError.locked
    case .empty: throw DataKeyError.noDataKey
    case .interrupted:
      // A set over a data-only store that was cut short keeps the device's wrap (DATA-4).
      let record: StateRecord?
      do { record = try loadRecord() } catch {
        throw DataKeyError.store(error as? StoreError ?? .reading(error))
      }
      guard let record, record.dataKey?.device != nil else { throw DataKeyError.noDataKey }
      let key: SecretBuffer
      do { key = try openDeviceOnlyDataKey(record) } catch {
        throw DataKeyError.store(error as? StoreError ?? .reading(error))
      }
      makeDataKeyAvailable(key)
      return key.copy()
    case .dataOnly(let record):
      let key: SecretBuffer
      do {
        key = try openDeviceOnlyDataKey(record)
      } catch {
        throw DataKeyError.store(error as? StoreError ?? .reading(error))
      }
      makeDataKeyAvailable(key)
      return key.copy()
    }
  }

  /// Whether the data key is in memory now (and may be handed out).
  public var isDataKeyAvailable: Bool {
    closeIfGateShut()
    return holdsDataKey
  }

  /// Whether the key is in memory, the gate aside.
  private var holdsDataKey: Bool {
    if case .available = dataKeyState { return true }
    return false
  }

  /// Zeroes the data key in memory: the app locked (DATA-2). The app lock calls it whenever
  /// it locks — `lockNow`, the grace period ending, the rules for the background; a host
  /// that runs ``PasscodeLock`` itself calls it when it locks. Sealed data stays sealed until
  /// the next unlock.
  public func lockDataKey() {
    dataKeyGate.close()
    zeroDataKey()
  }

  /// Refuses the data key from this moment, from any thread, without waiting for the lock
  /// (APP-1): the key in memory is zeroed as soon as the lock runs, and nothing hands it out
  /// meanwhile. The app lock calls it the moment the app locks.
  @_spi(Core) public nonisolated func revokeDataKey() {
    dataKeyGate.close()
    Task { await self.zeroDataKey() }
  }

  /// Refuses the data key once `deadline` has passed on the lock's boot clock, however the
  /// time passes — asleep, suspended —, until the next unlock; `nil` takes the deadline back
  /// (the app came back within its grace period). The app lock calls it as the app goes away
  /// (APP-2).
  @_spi(Core) public nonisolated func expireDataKey(at deadline: BootInstant?) {
    dataKeyGate.expire(at: deadline)
  }

  /// Refuses the data key whenever `probe` says protected data cannot be read now — the phone
  /// is locked — from any thread, whatever the app lock was told (APP-1): an app resumed in
  /// the background on a locked phone, whose lock notice never came while it was suspended,
  /// finds the key refused all the same. `probe` answers `nil` when it cannot tell (nothing
  /// is refused then). PasscodeUIKit's facade gives a ``ProtectedDataCanary``'s answer.
  @_spi(Core) public nonisolated func requireProtectedData(_ probe: (@Sendable () -> Bool?)?) {
    dataKeyGate.requireProtectedData(probe)
  }

  /// Zeroes the key when the gate says it may not be handed out now.
  private func closeIfGateShut() {
    guard holdsDataKey, !dataKeyGate.allows(now: clock.now()) else { return }
    zeroDataKey()
  }

  /// Zeroes the key in memory and tells the listeners.
  private func zeroDataKey() {
    if case .available(let key) = dataKeyState { key.removeAll() }
    let was = holdsDataKey
    dataKeyState = .locked
    if was { announceDataKey(false) }
  }

  /// Whether the data key is available now, then again at every change: `true` when an
  /// unlock made it available, `false` when the app locked — so that an app closes its sealed
  /// files and stops the work that reads them. The stream ends when its task is cancelled.
  public func dataKeyAvailability() -> AsyncStream<Bool> {
    var made: AsyncStream<Bool>.Continuation?
    let stream = AsyncStream<Bool> { made = $0 }
    guard let continuation = made else { return stream }
    let id = nextListener
    nextListener += 1
    dataKeyListeners[id] = { continuation.yield($0) }
    continuation.yield(isDataKeyAvailable)
    continuation.onTermination = { [weak self] _ in
      guard let lock = self else { return }
      Task { await lock.stopListeningToDataKey(id) }
    }
    return stream
  }

  private func stopListeningToDataKey(_ id: UInt64) {
    dataKeyListeners[id] = nil
  }

  private func announceDataKey(_ available: Bool) {
    for listener in dataKeyListeners.values { listener(available) }
  }

  /// Keeps `key` in memory until the app locks, and tells the listeners.
  func makeDataKeyAvailable(_ key: SecretBuffer) {
    if case .available(let old) = dataKeyState, old !== key { old.removeAll() }
    dataKeyGate.open()
    let was = holdsDataKey
    dataKeyState = .available(key)
    if !was { announceDataKey(true) }
  }

  /// After a biometric success: the data key opened with the token's wrap, or why not.
  func openDataKey(of record: StateRecord, token: SecretBuffer, pepper: SecretBuffer) {
    guard record.dataKey != nil else {
      dataKeyState = .unavailable(.noDataKey)
      return
    }
    guard let wrapped = record.dataKey?.biometrics else {
      if !holdsDataKey { dataKeyState = .unavailable(.passcodeNeeded) }
      return
    }
    let wrap = WrappedDataKey.biometricWrap(token: token, pepper: pepper)
    defer { wrap.removeAll() }
    guard let key = try? WrappedDataKey.unwrap(wrapped, under: wrap) else {
      dataKeyState = .unavailable(.store(.damaged(.dataKeyUnopenable)))
      return
    }
    makeDataKeyAvailable(key)
  }

  // MARK: - Step 7 of a check, set, change and remove

  /// After a successful check: the record's data key opened with the check's wrapping key, or
  /// a new one wrapped into `record` when the store has none yet (the upgrade of a store set
  /// before data keys). Failures leave the unlock as it is and say why in ``dataKeyState``.
  func openDataKey(_ record: inout StateRecord, wrap: SecretBuffer?) -> OpenedDataKey {
    defer { wrap?.removeAll() }
    guard let wrap else {
      dataKeyState = .unavailable(record.dataKey == nil ? .unsupported : .notReady)
      return OpenedDataKey()
    }
    if let wrapped = record.dataKey?.passcode {
      guard let key = try? WrappedDataKey.unwrap(wrapped, under: wrap) else {
        dataKeyState = .unavailable(.store(.damaged(.dataKeyUnopenable)))
        return OpenedDataKey()
      }
      return OpenedDataKey(key: key)
    }
    guard record.dataKey?.device == nil else {
      // A key under the device alone beside a passcode is not a state the lock writes.
      dataKeyState = .unavailable(.store(.damaged(.dataKeyUnopenable)))
      return OpenedDataKey()
    }
    let key = SecureRandom.secret(WrappedDataKey.keyByteCount)
    guard let wrapped = try? WrappedDataKey.wrap(key, under: wrap) else {
      key.removeAll()
      dataKeyState = .unavailable(.notReady)
      return OpenedDataKey()
    }
    record.dataKey = WrappedDataKey(passcode: wrapped)
    return OpenedDataKey(key: key, isNew: true)
  }

  /// Wraps `record`'s data key for a new enrolment: the carried one (DATA-4) or a new one.
  /// Returns the key to make available once the record is saved; `nil` when the verifier gives
  /// no wrapping key, and then a carried key stays under the device alone.
  func adoptDataKey(
    _ record: inout StateRecord, enrollment: VerifierEnrollment, carried: CarriedDataKey?
  ) throws -> SecretBuffer? {
    guard let wrap = enrollment.dataKeyWrap else {
      // A verifier that cannot wrap the key must not take over a kept one: the record would
      // hold it under the device alone beside a passcode.
      if carried != nil { throw PasscodeError.verifierFailed(.unexplained) }
      return nil
    }
    defer { wrap.removeAll() }
    let key = carried?.key ?? SecureRandom.secret(WrappedDataKey.keyByteCount)
    do {
      record.dataKey = WrappedDataKey(passcode: try WrappedDataKey.wrap(key, under: wrap))
    } catch {
      throw StoreError.writing(error)
    }
    return key
  }

  /// Wraps the unlocked `dataKey` into `record` under a new passcode's `wrap` (DATA-3: a
  /// change rewraps, nothing is re-encrypted). Refuses a change that would lose the key.
  func rewrapDataKey(_ record: inout StateRecord, dataKey: SecretBuffer?, under wrap: SecretBuffer?)
    throws
  {
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

  /// What turning the passcode off leaves when the store has a data key (DATA-4): a record
  /// without a passcode holding the key under the device alone. `nil` when there is no key to
  /// keep (the store is erased as before).
  func dataOnlyRecord(after record: StateRecord, dataKey: SecretBuffer?) throws -> StateRecord? {
    guard record.dataKey != nil else { return nil }
    // A key that did not open is damage: never shredded by turning the passcode off.
    guard let dataKey else { throw StoreError.damaged(.dataKeyUnopenable) }
    guard let access = deviceKey else {
      // A store that keeps no device key cannot protect the key without a passcode: it goes
      // with the passcode (documented). One that should have a key but has none is damage.
      if bindsToDevice { throw StoreError.missingSecret(.deviceKey) }
      return nil
    }
    let wrap: SecretBuffer
    do {
      wrap = try DeviceBoundConstruction.deviceOnlyWrap(deviceKey: access.key, keyBlob: access.blob)
    } catch let error as DeviceKeyError {
      throw StoreError(deviceKey: error)
    }
    defer { wrap.removeAll() }
    let wrapped: String
    do { wrapped = try WrappedDataKey.wrap(dataKey, under: wrap) } catch {
      throw StoreError.writing(error)
    }
    return .dataOnly(
      format: record.format, maxFailures: record.maxFailures,
      deviceKeyCheck: deviceKeyCheck ?? record.deviceKeyCheck,
      dataKey: WrappedDataKey(device: wrapped))
  }

  /// A data key kept under the device alone, taken over by a new passcode.
  struct CarriedDataKey {
    var key: SecretBuffer
    var wrapped: WrappedDataKey
    var deviceKeyCheck: String?
  }

  /// The data key of a store without a passcode (a data-only record, or a first set over one
  /// that was interrupted), opened with its device key, which is kept for this operation.
  ///
  /// - Throws: ``StoreError``.
  func carriedDataKey() throws -> CarriedDataKey? {
    guard let record = try loadRecord(), !record.enabled, let wrapped = record.dataKey,
      wrapped.device != nil
    else { return nil }
    let key = try openDeviceOnlyDataKey(record)
    return CarriedDataKey(key: key, wrapped: wrapped, deviceKeyCheck: record.deviceKeyCheck)
  }

  /// Opens the device-only wrap of `record`'s data key with the store's device key, checked
  /// against the record's check value (DEV-4).
  ///
  /// - Throws: ``StoreError``.
  func openDeviceOnlyDataKey(_ record: StateRecord) throws -> SecretBuffer {
    guard let wrapped = record.dataKey?.device else {
      throw StoreError.damaged(.dataKeyUnopenable)
    }
    if deviceKey == nil {
      guard let blob = try loadStoredDeviceKey() else { throw StoreError.missingSecret(.deviceKey) }
      guard let support = binding else { throw StoreError.damaged(.deviceKey(.unavailable)) }
      try useDeviceKey(blob, key: support.deviceKey, expectedCheck: record.deviceKeyCheck)
    }
    guard let access = deviceKey else { throw StoreError.missingSecret(.deviceKey) }
    let wrap: SecretBuffer
    do {
      wrap = try DeviceBoundConstruction.deviceOnlyWrap(deviceKey: access.key, keyBlob: access.blob)
    } catch let error as DeviceKeyError {
      throw StoreError(deviceKey: error)
    }
    defer { wrap.removeAll() }
    do {
      return try WrappedDataKey.unwrap(wrapped, under: wrap)
    } catch {
      throw StoreError.damaged(.dataKeyUnopenable)
    }
  }
}
