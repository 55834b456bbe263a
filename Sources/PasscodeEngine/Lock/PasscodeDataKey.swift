/// Why ``PasscodeDataKey/key()`` has no key to give.
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

/// The app's data key (DATA-1 … DATA-4), a lock's ``PasscodeLock/dataKey`` — one authority for
/// it: made at the first set (or at the first unlock of a store set before data keys existed),
/// kept only wrapped in the state record, in memory only while the app is unlocked.
///
/// ```swift
/// let key = try await lock.dataKey.key()       // DataKeyError.locked while locked: never a wait
/// defer { key.removeAll() }
/// for await available in await lock.dataKey.availability() { … }
/// await lock.dataKey.lock()                    // a host that drives the lock itself, as it locks
/// ```
///
/// It works inside the lock: a passcode or biometric success opens the key, a change rewraps
/// it, turning the passcode off keeps it under the device alone, and a reset shreds it — each
/// in the lock's exclusive section, on the same loaded record and device key.
public struct PasscodeDataKey: Sendable {
  /// The lock whose data key this is.
  let owner: PasscodeLock

  /// The data key (32 bytes, a copy the caller should clear), while the app is unlocked; with
  /// no passcode set, the key the device alone keeps (DATA-4).
  ///
  /// - Throws: a ``DataKeyError`` (only): ``DataKeyError/locked`` when the app is locked —
  ///   never a wait.
  public func key() async throws -> SecretBuffer {
    try await Self.key(in: owner)
  }

  /// Whether the data key is in memory now (and may be handed out).
  public var isAvailable: Bool {
    get async { await Self.isAvailable(in: owner) }
  }

  /// Whether the data key is available now, then again at every change: `true` when an
  /// unlock made it available, `false` when the app locked — so that an app closes its sealed
  /// files and stops the work that reads them. The stream ends when its task is cancelled.
  public func availability() async -> AsyncStream<Bool> {
    await Self.availability(in: owner)
  }

  /// Zeroes the data key in memory: the app locked (DATA-2). The app lock calls it whenever
  /// it locks — `lockNow`, the grace period ending, the rules for the background; a host
  /// that runs ``PasscodeLock`` itself calls it when it locks. Sealed data stays sealed until
  /// the next unlock.
  public func lock() async {
    await Self.lock(in: owner)
  }

  /// Refuses the data key from this moment, from any thread, without waiting for the lock
  /// (APP-1): the key in memory is zeroed as soon as the lock runs, and nothing hands it out
  /// meanwhile. The app lock calls it the moment the app locks.
  @_spi(Core) public func revoke() {
    owner.dataKeyGate.close()
    let lock = owner
    Task { await Self.zero(in: lock) }
  }

  /// Refuses the data key once `deadline` has passed on the lock's boot clock, however the
  /// time passes — asleep, suspended —, until the next unlock; `nil` takes the deadline back
  /// (the app came back within its grace period). The app lock calls it as the app goes away
  /// (APP-2).
  @_spi(Core) public func expire(at deadline: BootInstant?) {
    owner.dataKeyGate.expire(at: deadline)
  }

  /// Refuses the data key whenever `probe` says protected data cannot be read now — the phone
  /// is locked — from any thread, whatever the app lock was told (APP-1): an app resumed in
  /// the background on a locked phone, whose lock notice never came while it was suspended,
  /// finds the key refused all the same. `probe` answers `nil` when it cannot tell (nothing
  /// is refused then). PasscodeUIKit's facade gives a ``ProtectedDataCanary``'s answer.
  @_spi(Core) public func requireProtectedData(_ probe: (@Sendable () -> Bool?)?) {
    owner.dataKeyGate.requireProtectedData(probe)
  }

  // MARK: - In the lock's actor

  private static func key(in lock: isolated PasscodeLock) async throws -> SecretBuffer {
    lock.dataKeyMemory.closeIfGateShut(now: lock.clock.now())
    switch lock.dataKeyMemory.state {
    case .available(let key): return key.copy()
    case .unavailable(let reason): throw reason
    case .locked: break
    }
    // Locked: only a store without a passcode opens its key without one.
    do {
      return try await lock.exclusive { lock, transaction in
        let key = try openWithoutPasscode(in: &transaction)
        // No passcode: no proof, so a passed deadline is never lifted.
        lock.dataKeyMemory.makeAvailable(key, now: lock.clock.now(), deadlineSeen: nil)
        return key.copy()
      }
    } catch let error as DataKeyError {
      throw error
    } catch {
      throw DataKeyError.store(error as? StoreError ?? .reading(error))
    }
  }

  static func isAvailable(in lock: isolated PasscodeLock) -> Bool {
    lock.dataKeyMemory.isAvailable(now: lock.clock.now())
  }

  static func availability(in lock: isolated PasscodeLock) -> AsyncStream<Bool> {
    var made: AsyncStream<Bool>.Continuation?
    let stream = AsyncStream<Bool> { made = $0 }
    guard let continuation = made else { return stream }
    let id = lock.dataKeyMemory.listen { continuation.yield($0) }
    continuation.yield(isAvailable(in: lock))
    continuation.onTermination = { [weak lock] _ in
      guard let lock else { return }
      Task { await stopListening(id, in: lock) }
    }
    return stream
  }

  private static func stopListening(_ id: UInt64, in lock: isolated PasscodeLock) {
    lock.dataKeyMemory.stopListening(id)
  }

  static func lock(in lock: isolated PasscodeLock) {
    lock.dataKeyMemory.lock()
  }

  private static func zero(in lock: isolated PasscodeLock) {
    lock.dataKeyMemory.zero()
  }
}
