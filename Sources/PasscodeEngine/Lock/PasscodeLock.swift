/// The passcode engine, and the verification authority: sets, checks, changes, removes and
/// resets a passcode, says its status, and enforces the escalating lockouts, in an order that
/// survives killing the process and changing the clock.
///
/// ```swift
/// let lock = PasscodeLock(store: FileStore())
/// try await lock.setPasscode(SecretBuffer(utf8: "480213"))
/// switch await lock.verify(typed) {
/// case .success: unlock()
/// case .wrong(let attemptsLeft, let wait): show(attemptsLeft, wait)
/// case .lockedOut(let timeLeft): showCountdown(timeLeft)
/// default: ...
/// }
/// ```
///
/// Every operation is serialised within the process (this actor, plus the store's own lock)
/// and across processes that share a store (CNT-2). A verification follows the Security model's order (CNT-1):
/// load and check the state (damage keeps it locked), refuse when permanently locked or
/// waiting, refuse a repeated wrong guess uncounted, **write the incremented failure count
/// durably**, and only then derive and compare (CNT-1).
///
/// What goes with a passcode has an authority of its own, which works inside the lock's
/// exclusive section on the same loaded record, pepper and device key: the app's data key
/// (``dataKey``), biometric unlock (``biometrics``) and the launch checks (``launch``). A
/// first ``setPasscode(_:format:)`` composes them.
public actor PasscodeLock {
  /// How new passcodes are set up.
  public nonisolated let configuration: PasscodeConfiguration

  let store: any PasscodeStore
  let verifier: any PasscodeVerifier
  let clock: any MonotonicClock
  private let onPermanentLock: (@Sendable () async -> Void)?
  /// Where the app's backed-up data remembers that it goes with this store
  /// (``LaunchCheck/deviceMoveMarker``).
  nonisolated let moveMarker: (any DeviceMoveMarker)?
  /// Serialises the lock's operations within the process (``exclusive(creating:wrapping:_:)``).
  let operations = AsyncMutex()
  /// When this lock last accepted the passcode; biometrics can be enabled shortly after
  /// (``PasscodeBiometrics/enrollmentWindow``).
  var lastPasscodeSuccess: BootInstant?
  /// The streams of ``statusUpdates(includingCurrent:)`` still listened to.
  var statusListeners: [UInt64: @Sendable (Result<PasscodeStatus, StoreError>) -> Void] = [:]
  var nextListener: UInt64 = 0
  /// The data key in memory while the app is unlocked (DATA-2), and its listeners.
  var dataKeyMemory: DataKeyMemory
  /// Whether the data key may be handed out now (closed by a lock, or past the grace
  /// period's deadline), decided outside the actor: ``PasscodeDataKey/revoke()``,
  /// ``PasscodeDataKey/expire(at:)``.
  nonisolated let dataKeyGate: DataKeyGate

  /// Bytes of pepper made for each passcode (HASH-2).
  static let pepperByteCount = 32

  /// Creates a lock over `store`.
  ///
  /// - Parameters:
  ///   - store: where the state and pepper live: ``FileStore`` on Linux and macOS,
  ///     `KeychainStore` on iOS.
  ///   - configuration: the format and failure limit of new passcodes.
  ///   - verifier: checks codes; by default on the device with PBKDF2 bound to the device's
  ///     key (``DeviceBoundVerifier``, DEV-1).
  ///   - clock: the boot-relative clock lockouts are timed with.
  ///   - onPermanentLock: called once when a failure reaches the limit (LOCK-5), after the
  ///     state is saved and outside the lock, so it may call ``reset()`` to erase the host's
  ///     data along with the passcode.
  ///   - deviceMoveMarker: where the app's backed-up data remembers that it goes with a
  ///     passcode store, so that ``LaunchCheck/check(installMarker:)`` recognises a move to a
  ///     new phone; `nil` (the default) keeps no such mark.
  public init(
    store: any PasscodeStore,
    configuration: PasscodeConfiguration = PasscodeConfiguration(),
    verifier: any PasscodeVerifier = DeviceBoundVerifier(),
    clock: any MonotonicClock = SystemBootClock(),
    onPermanentLock: (@Sendable () async -> Void)? = nil,
    deviceMoveMarker: (any DeviceMoveMarker)? = nil
  ) {
    self.store = store
    self.configuration = configuration
    self.verifier = verifier
    self.clock = clock
    self.onPermanentLock = onPermanentLock
    self.moveMarker = deviceMoveMarker
    let gate = DataKeyGate()
    dataKeyGate = gate
    dataKeyMemory = DataKeyMemory(gate: gate)
  }

  // MARK: - What goes with a passcode

  /// The app's data key: made at the first set, in memory only while the app is unlocked
  /// (DATA-1 … DATA-4).
  public nonisolated var dataKey: PasscodeDataKey { PasscodeDataKey(owner: self) }

  /// Biometric unlock: whether it may be offered, turning it on and off, unlocking with the
  /// released token, and the user's stored choice (BIO-1 … BIO-3).
  public nonisolated var biometrics: PasscodeBiometrics { PasscodeBiometrics(owner: self) }

  /// The launch checks: a new installation (STO-6) and a move to a new phone.
  public nonisolated var launch: LaunchCheck { LaunchCheck(owner: self) }

  // MARK: - Verify, set, change, remove, reset

  /// Checks `candidate` against the passcode.
  ///
  /// `candidate` is raw UTF-8 input; it is normalised for the passcode's format (FMT-2), and
  /// incomplete or invalid input is refused without counting (FMT-4). The caller keeps
  /// ownership of `candidate` and should clear it afterwards.
  public func verify(_ candidate: SecretBuffer) async -> VerificationResult {
    let outcome: CheckAttempt
    do {
      outcome = try await exclusive { lock, transaction in
        await lock.check(candidate, in: &transaction)
      }
    } catch {
      return .storeError(.reading(error))
    }
    await notifyIfLimitReached(outcome.reachedLimit)
    return outcome.result
  }

  /// Sets the first passcode, with ``configuration``'s failure limit.
  ///
  /// - Parameters:
  ///   - passcode: the passcode to set.
  ///   - format: its format (the type the user chose, for example from
  ///     ``PasscodeConfiguration/offeredFormats``); `nil` for ``configuration``'s format.
  /// - Throws: ``PasscodeError``: ``PasscodeError/alreadySet`` when one is set (use
  ///   ``changePasscode(current:new:format:)``), ``PasscodeError/invalidInput(_:)``,
  ///   ``PasscodeError/weak(_:)``, ``PasscodeError/unsupportedFormat`` for a format outside
  ///   FMT-1's ranges, ``PasscodeError/invalidConfiguration(_:)`` when ``configuration`` is
  ///   outside its ranges (LOCK-7), or a store or verifier failure. A damaged store must be reset first:
  ///   damage is never silently overwritten.
  public func setPasscode(_ passcode: SecretBuffer, format: PasscodeFormat? = nil) async throws {
    let format = format ?? configuration.format
    let normalized = try acceptableNewPasscode(passcode, format: format).get()
    try await exclusive(creating: true, wrapping: PasscodeError.store) { lock, transaction in
      try await lock.setFirstPasscode(normalized, format: format, in: &transaction)
    }
    launch.passcodeSet()
    await publishStatus()
  }

  /// A first set, composed inside the exclusive section: the data key the device kept (taken
  /// over), the device key (made), the enrolment, the data key (wrapped under the passcode),
  /// and the enrolment window for biometrics.
  private func setFirstPasscode(
    _ normalized: SecretBuffer, format: PasscodeFormat, in transaction: inout LockTransaction
  ) async throws {
    if case .passcode = try passcodeErrors({ try transaction.loadContents() }) {
      throw PasscodeError.alreadySet
    }
    // The data key the device kept while no passcode was set (DATA-4) is taken over, with the
    // device key it is wrapped under: the app's data stays readable.
    let carried = try passcodeErrors { try PasscodeDataKey.carried(in: &transaction) }

    // STO-4: the record saying "a first set is under way" goes first, so that a set killed
    // before it ends leaves a store that says so, never a pepper without its record.
    let maxFailures = configuration.maxFailures
    var pending = StateRecord.pending(.set, format: format, maxFailures: maxFailures)
    if let carried {
      pending.dataKey = carried.wrapped
      pending.deviceKeyCheck = carried.deviceKeyCheck
    }
    try passcodeErrors { try transaction.save(pending) }
    let pepper = SecureRandom.secret(Self.pepperByteCount)
    try passcodeErrors { try transaction.savePepper(pepper) }
    if carried == nil { try passcodeErrors { try transaction.createDeviceKey() } }
    let enrollment = try await enrollment(normalized, pepper: pepper, in: transaction)
    var record = StateRecord(
      enabled: true, format: format, maxFailures: maxFailures, failures: 0, lastFailure: nil,
      verifier: enrollment.record)
    let dataKey = try passcodeErrors {
      try PasscodeDataKey.adopt(into: &record, enrollment: enrollment, carried: carried)
    }
    transaction.recordSuccess(&record, pepper: pepper)
    try passcodeErrors { try transaction.save(record) }
    let now = clock.now()
    if let dataKey {
      dataKeyMemory.makeAvailable(
        dataKey, now: now, deadlineSeen: dataKeyGate.deadlineGeneration)
    }
    // The user has just typed the passcode twice: as good as a success for enabling biometrics.
    lastPasscodeSuccess = now
  }

  /// Replaces the passcode after checking the current one under the same limiter as
  /// ``verify(_:)`` (LOCK-3).
  ///
  /// The new passcode is checked (format, strength) before the current one, so a mistake in
  /// the new code costs no attempt.
  ///
  /// - Parameters:
  ///   - current: the passcode now set.
  ///   - new: the passcode to set.
  ///   - format: the new passcode's format; `nil` keeps the current format.
  /// - Throws: ``PasscodeError``; ``PasscodeError/currentPasscodeRejected(_:)`` carries the
  ///   verification answer (wrong, locked out…).
  public func changePasscode(
    current: SecretBuffer, new: SecretBuffer, format: PasscodeFormat? = nil
  ) async throws {
    try await withCurrentPasscode(current, then: .change(new, format: format)).get()
    await publishStatus()
  }

  /// Removes the passcode after checking it under the same limiter as ``verify(_:)``
  /// (LOCK-3). The verifier and the state are erased together; a store with a data key keeps
  /// it wrapped under the device alone (DATA-4), so the app's sealed data stays readable on
  /// this device, and the status says so (``PasscodeStatus/dataProtection``).
  ///
  /// - Throws: ``PasscodeError``.
  public func removePasscode(current: SecretBuffer) async throws {
    try await withCurrentPasscode(current, then: .remove).get()
    await launch.passcodeRemoved()
    await publishStatus()
  }

  /// Erases the passcode without asking for it: verifier, pepper and state together (LOCK-5),
  /// with the data key (DATA-4: crypto-shredding) and the move marker (``LaunchCheck``).
  ///
  /// This is the only way out of the permanent lock and out of a damaged store. Hosts
  /// typically erase their own protected data at the same time.
  ///
  /// A store with any part of a passcode's store in it — whole, interrupted, partial or
  /// damaged — is erased. Where there is nothing of one (a store directory that does not
  /// exist, or holds no state, pepper or device key), nothing is written (LOCK-5).
  ///
  /// - Throws: ``PasscodeError/store(_:)`` when the store cannot be reached or written.
  public func reset() async throws {
    try await reset(announcing: true)
  }

  /// ``reset()``, telling whether there was a store to erase — so that `passcode reset
  /// --store` with a mistyped path says there is none rather than report an erase (LOCK-5) —
  /// and announcing the new status to ``statusUpdates(includingCurrent:)`` or leaving that to
  /// the caller (``publishStatus()``): a screen that erases from the permanent lock ends its
  /// flow first, so that its presenter hears the flow's ending before the status.
  ///
  /// - Returns: `true` when a store with any part of a passcode's store in it — whole, left by
  ///   an interrupted first set or erase, partial or damaged (STO-4) — was erased; `false`
  ///   when there was nothing of one: a store directory that does not exist, or holds no
  ///   state, pepper or device key. Nothing is written then.
  /// - Throws: ``PasscodeError/store(_:)``.
  @discardableResult
  @_spi(Core) public func reset(announcing: Bool) async throws -> Bool {
    let erased = try await exclusive(wrapping: PasscodeError.store) { lock, transaction in
      let erased = transaction.storeHoldsAnything()
      // The key goes first, from memory: the erase may fail after the record is gone
      // (DATA-4: crypto-shredding; nothing it sealed opens).
      lock.dataKeyMemory.lock()
      if erased { try lock.passcodeErrors { try transaction.eraseStore() } }
      lock.lastPasscodeSuccess = nil
      return erased
    }
    // Erased on purpose: a later launch must not take the empty store for a move.
    launch.storeErased()
    if announcing { await publishStatus() }
    return erased
  }

  // MARK: - Change and remove

  /// What an operation that asks for the current passcode does once it is accepted.
  enum AfterCurrentPasscode: Sendable {
    /// Set `new`, in `format` (`nil`: the current one).
    case change(SecretBuffer, format: PasscodeFormat?)
    /// Erase the passcode; a data key stays under the device alone (DATA-4).
    case remove
  }

  /// Checks the new passcode first (uncounted), then the current one under the limiter, then
  /// saves the change, or erases the passcode. The permanent-lock hook runs after exclusive
  /// access ends.
  private func withCurrentPasscode(_ current: SecretBuffer, then next: AfterCurrentPasscode)
    async -> Result<Void, PasscodeError>
  {
    let outcome: (reachedLimit: Bool, result: Result<Void, PasscodeError>)
    do {
      outcome = try await exclusive(wrapping: PasscodeError.store) { lock, transaction in
        var reachedLimit = false
        do {
          try await lock.withCurrentPasscode(
            current, then: next, reachedLimit: &reachedLimit, in: &transaction)
          return (reachedLimit, .success(()))
        } catch {
          return (reachedLimit, .failure(.wrapping(error)))
        }
      }
    } catch {
      outcome = (false, .failure(.wrapping(error)))
    }
    await notifyIfLimitReached(outcome.reachedLimit)
    return outcome.result
  }

  private func withCurrentPasscode(
    _ current: SecretBuffer, then next: AfterCurrentPasscode, reachedLimit: inout Bool,
    in transaction: inout LockTransaction
  ) async throws {
    guard
      case .passcode(let existing, let pepper) = try passcodeErrors({
        try transaction.loadContents()
      })
    else { throw PasscodeError.notSet }
    // The new passcode is checked before the current one: a mistake in it costs no attempt.
    var change: (passcode: SecretBuffer, format: PasscodeFormat)?
    if case .change(let new, let format) = next {
      let newFormat = format ?? existing.format
      change = (try acceptableNewPasscode(new, format: newFormat).get(), newFormat)
    }
    let outcome = await check(current, in: &transaction)
    reachedLimit = outcome.reachedLimit
    guard case .success = outcome.result, var record = outcome.record else {
      throw PasscodeError.currentPasscodeRejected(outcome.result)
    }
    guard let change else {
      let kept = try passcodeErrors {
        try PasscodeDataKey.keptUnderDevice(
          after: record, dataKey: outcome.dataKey, in: transaction)
      }
      if let kept {
        try passcodeErrors { try transaction.save(kept) }
      } else {
        try passcodeErrors { try transaction.eraseStore() }
      }
      return
    }
    let enrollment = try await enrollment(change.passcode, pepper: pepper, in: transaction)
    record.verifier = enrollment.record
    record.format = change.format
    // The same data key, wrapped under the new passcode: no data is re-encrypted (DATA-3).
    try PasscodeDataKey.rewrap(&record, dataKey: outcome.dataKey, under: enrollment.dataKeyWrap)
    transaction.recordSuccess(&record, pepper: pepper)
    try passcodeErrors { try transaction.save(record) }
  }

  // MARK: - Helpers

  /// The enrolment of `passcode` under `pepper` and the transaction's device key.
  private func enrollment(
    _ passcode: SecretBuffer, pepper: SecretBuffer, in transaction: LockTransaction
  ) async throws -> VerifierEnrollment {
    do {
      return try await verifier.enrollment(
        passcode, with: transaction.verifierInput(pepper: pepper))
    } catch let error as DeviceKeyError {
      throw PasscodeError.store(StoreError(deviceKey: error))
    } catch {
      throw PasscodeError.verifierFailed(error as? VerifierError ?? .unexplained)
    }
  }

  /// The normalised new passcode, or why it is refused (format, FMT-3 strength).
  private func acceptableNewPasscode(_ passcode: SecretBuffer, format: PasscodeFormat)
    -> Result<SecretBuffer, PasscodeError>
  {
    // A configuration outside its ranges would store a record the lock then reads as
    // damaged (LOCK-7): refused before anything is read or stored.
    if let problem = configuration.problem { return .failure(.invalidConfiguration(problem)) }
    guard format.isValid else { return .failure(.unsupportedFormat) }
    switch format.normalized(passcode) {
    case .failure(let error):
      return .failure(.invalidInput(error))
    case .success(let normalized):
      if configuration.rejectsWeakPasscodes,
        let reason = WeakPasscodePolicy.weakness(of: normalized)
      {
        return .failure(.weak(reason))
      }
      return .success(normalized)
    }
  }

  func notifyIfLimitReached(_ reachedLimit: Bool) async {
    guard reachedLimit else { return }
    await publishStatus()
    await onPermanentLock?()
  }
}
