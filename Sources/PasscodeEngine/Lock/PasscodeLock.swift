/// The passcode engine: sets, checks, changes and removes a passcode, and enforces the
/// escalating lockouts, in an order that survives killing the process and changing the clock.
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
public actor PasscodeLock {
  /// How new passcodes are set up.
  public nonisolated let configuration: PasscodeConfiguration

  let store: any PasscodeStore
  let verifier: any PasscodeVerifier
  let clock: any MonotonicClock
  private let onPermanentLock: (@Sendable () async -> Void)?
  /// Where the app's backed-up data remembers that it goes with this store (a move to a new
  /// phone leaves the store behind); `nil` for none.
  public nonisolated let deviceMoveMarker: (any DeviceMoveMarker)?
  private let operations = AsyncMutex()
  /// When this lock last accepted the passcode; biometrics can be enabled shortly after.
  var lastPasscodeSuccess: BootInstant?
  /// Set while exclusive access is held on a store that does not exist yet: it reads as empty.
  private var storeIsMissing = false
  /// The store's device key, loaded with its contents while exclusive access is held (DEV-1).
  var deviceKey: DeviceKeyAccess?
  /// The check value of ``deviceKey`` (DEV-4), computed when it was loaded or made.
  var deviceKeyCheck: String?
  /// The streams of ``statusUpdates(includingCurrent:)`` still listened to.
  var statusListeners: [UInt64: @Sendable (Result<PasscodeStatus, StoreError>) -> Void] = [:]
  var nextListener: UInt64 = 0
  /// The data key while the app is unlocked (DATA-2), or why it is not available.
  var dataKeyState = DataKeyState.locked
  /// The streams of ``dataKeyAvailability()`` still listened to.
  var dataKeyListeners: [UInt64: @Sendable (Bool) -> Void] = [:]
  /// Whether the data key may be handed out now (closed by a lock, or past the grace
  /// period's deadline), decided outside the actor: ``revokeDataKey()``,
  /// ``expireDataKey(at:)``.
  nonisolated let dataKeyGate = DataKeyGate()

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
  ///     passcode store, so that ``checkLaunch(installMarker:)`` recognises a move to a new
  ///     phone; `nil` (the default) keeps no such mark.
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
    self.deviceMoveMarker = deviceMoveMarker
  }

  // MARK: - Public operations

  /// ``status()``, throwing ``StoreError``.
  func readStatus() async throws -> PasscodeStatus {
    let access = try await beginExclusive()
    defer { endExclusive(access) }
    return try readStatusHoldingAccess()
  }

  /// The status, from one load of the store; the caller holds exclusive access. Throws
  /// ``StoreError``.
  func readStatusHoldingAccess() throws -> PasscodeStatus {
    let contents = try loadContents()
    guard case .passcode(var record, _) = contents else { return notSetStatus(contents) }
    return statusHoldingAccess(&record)
  }

  /// The status of a store that holds no passcode: empty, or left by an interrupted write.
  func notSetStatus(_ contents: StoreContents) -> PasscodeStatus {
    var status = notSetStatus
    if case .interrupted(let write) = contents { status.firstSetInterrupted = write == .set }
    if case .dataOnly = contents { status.dataProtection = .deviceOnly }
    if case .interrupted = contents, (try? loadRecord())??.dataKey?.device != nil {
      status.dataProtection = .deviceOnly
    }
    return status
  }

  /// The status reported when no passcode is set.
  var notSetStatus: PasscodeStatus {
    PasscodeStatus(
      isSet: false, format: configuration.format, failures: 0,
      maxFailures: configuration.maxFailures, lockoutRemaining: .zero, isPermanentlyLocked: false)
  }

  /// The status of a set passcode; restarts a wait whose clock reading cannot be trusted
  /// (CLK-3).
  func statusHoldingAccess(_ record: inout StateRecord) -> PasscodeStatus {
    let permanentlyLocked = record.policy.isPermanentlyLocked(failures: record.failures)
    let remaining = permanentlyLocked ? .zero : remainingWait(&record, now: clock.now())
    return PasscodeStatus(
      isSet: true, format: record.format, failures: record.failures,
      maxFailures: record.maxFailures, lockoutRemaining: remaining,
      isPermanentlyLocked: permanentlyLocked,
      deviceBinding: record.verifier.map(DeviceBoundVerifier.binding(of:)) ?? .none,
      dataProtection: record.dataKey?.passcode != nil ? .passcode : .none)
  }

  /// Checks `candidate` against the passcode.
  ///
  /// `candidate` is raw UTF-8 input; it is normalised for the passcode's format (FMT-2), and
  /// incomplete or invalid input is refused without counting (FMT-4). The caller keeps
  /// ownership of `candidate` and should clear it afterwards.
  public func verify(_ candidate: SecretBuffer) async -> VerificationResult {
    let outcome: CheckAttempt
    do {
      let access = try await beginExclusive()
      outcome = await checkHoldingAccess(candidate)
      endExclusive(access)
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
  ///   FMT-1's ranges, or a store or verifier failure. A damaged store must be reset first:
  ///   damage is never silently overwritten.
  public func setPasscode(_ passcode: SecretBuffer, format: PasscodeFormat? = nil) async throws {
    try await setFirstPasscode(passcode, format: format ?? configuration.format)
    deviceMoveMarker?.markPresent()
    await publishStatus()
  }

  private func setFirstPasscode(_ passcode: SecretBuffer, format: PasscodeFormat) async throws {
    let normalized = try acceptableNewPasscode(passcode, format: format).get()
    let access = try await beginExclusive(creating: true, wrapping: PasscodeError.store)
    defer { endExclusive(access) }
    if case .passcode = try passcodeErrors({ try loadContents() }) {
      throw PasscodeError.alreadySet
    }
    // The data key the device kept while no passcode was set (DATA-4) is taken over, with the
    // device key it is wrapped under: the app's data stays readable.
    let carried = try passcodeErrors { try carriedDataKey() }

    // STO-4: the record saying "a first set is under way" goes first, so that a set killed
    // before it ends leaves a store that says so, never a pepper without its record.
    let maxFailures = configuration.maxFailures
    var pending = StateRecord.pending(.set, format: format, maxFailures: maxFailures)
    if let carried {
      pending.dataKey = carried.wrapped
      pending.deviceKeyCheck = carried.deviceKeyCheck
    }
    try passcodeErrors { try save(pending) }
    let pepper = SecureRandom.secret(Self.pepperByteCount)
    try passcodeErrors { try store.savePepper(pepper) }
    if carried == nil { try passcodeErrors { try createDeviceKey() } }
    let enrollment = try await enrollment(normalized, pepper: pepper)
    var record = StateRecord(
      enabled: true, format: format, maxFailures: maxFailures, failures: 0, lastFailure: nil,
      verifier: enrollment.record)
    let dataKey = try passcodeErrors {
      try adoptDataKey(&record, enrollment: enrollment, carried: carried)
    }
    recordSuccess(&record, pepper: pepper)
    try passcodeErrors { try save(record) }
    if let dataKey { makeDataKeyAvailable(dataKey) }
    // The user has just typed the passcode twice: as good as a success for enabling biometrics.
    lastPasscodeSuccess = clock.now()
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
    let outcome = await withCurrentPasscode(current) { record, pepper in
      let newFormat = format ?? record.format
      let normalizedNew = try self.acceptableNewPasscode(new, format: newFormat).get()
      return { record, dataKey in
        let enrollment = try await self.enrollment(normalizedNew, pepper: pepper)
        record.verifier = enrollment.record
        record.format = newFormat
        // The same data key, wrapped under the new passcode: no data is re-encrypted (DATA-3).
        try self.rewrapDataKey(&record, dataKey: dataKey, under: enrollment.dataKeyWrap)
      }
    }
    try outcome.get()
    await publishStatus()
  }

  /// Removes the passcode after checking it under the same limiter as ``verify(_:)``
  /// (LOCK-3). The verifier and the state are erased together; a store with a data key keeps
  /// it wrapped under the device alone (DATA-4), so the app's sealed data stays readable on
  /// this device, and the status says so (``PasscodeStatus/dataProtection``).
  ///
  /// - Throws: ``PasscodeError``.
  public func removePasscode(current: SecretBuffer) async throws {
    let outcome = await withCurrentPasscode(current) { _, _ in nil }
    try outcome.get()
    // Nothing left that the app's data goes with (no data key kept under the device): a later
    // launch must not take the empty store for a move to a new phone.
    if let deviceMoveMarker, (try? await readStatus())?.dataProtection == DataProtection.none {
      deviceMoveMarker.remove()
    }
    await publishStatus()
  }

  /// Erases the passcode without asking for it: verifier, pepper and state together (LOCK-5).
  ///
  /// This is the only way out of the permanent lock and out of a damaged store. Hosts
  /// typically erase their own protected data at the same time.
  ///
  /// A store with any part of a passcode's store in it — whole, interrupted, partial or
  /// damaged — is erased. Where there is nothing of one (a store directory that does not
  /// exist, or holds no state, pepper or device key), nothing is written;
  /// ``resetIfStored()`` says which it was (LOCK-5).
  ///
  /// - Throws: ``PasscodeError/store(_:)`` when the store cannot be reached or written.
  public func reset() async throws {
    try await reset(announcing: true)
  }

  /// ``reset()``, announcing the new status to ``statusUpdates(includingCurrent:)`` or leaving that to the
  /// caller (``publishStatus()``): a screen that erases from the permanent lock ends its flow
  /// first, so that its presenter hears the flow's ending before the status.
  ///
  /// - Returns: whether there was a store to erase.
  /// - Throws: ``PasscodeError/store(_:)``.
  @discardableResult
  @_spi(Core) public func reset(announcing: Bool) async throws -> Bool {
    let erased: Bool
    do {
      let access = try await beginExclusive(wrapping: PasscodeError.store)
      defer { endExclusive(access) }
      erased = !storeIsMissing && storeHoldsAnything()
      // The key goes first, from memory: the erase may fail after the record is gone
      // (DATA-4: crypto-shredding; nothing it sealed opens).
      lockDataKey()
      if erased { try passcodeErrors { try eraseStore() } }
      lastPasscodeSuccess = nil
    }
    // Erased on purpose: a later launch must not take the empty store for a move.
    deviceMoveMarker?.remove()
    if announcing { await publishStatus() }
    return erased
  }

  /// What to do with the state after the current passcode was accepted: update it (change),
  /// or `nil` to erase everything (remove).
  typealias Continuation = (inout StateRecord, SecretBuffer?) async throws -> Void

  /// Checks the new passcode first via `prepare` (uncounted), then the current one under the
  /// limiter, then applies the continuation `prepare` returned and saves, or erases all when
  /// it returned `nil`. The permanent-lock hook runs after exclusive access ends.
  private func withCurrentPasscode(
    _ current: SecretBuffer,
    prepare: (StateRecord, SecretBuffer) async throws -> Continuation?
  ) async -> Result<Void, PasscodeError> {
    var reachedLimit = false
    let result: Result<Void, PasscodeError>
    do {
      let access = try await beginExclusive(wrapping: PasscodeError.store)
      defer { endExclusive(access) }
      try await withCurrentPasscodeHoldingAccess(
        current, prepare: prepare, reachedLimit: &reachedLimit)
      result = .success(())
    } catch {
      result = .failure(.wrapping(error))
    }
    await notifyIfLimitReached(reachedLimit)
    return result
  }

  private func withCurrentPasscodeHoldingAccess(
    _ current: SecretBuffer,
    prepare: (StateRecord, SecretBuffer) async throws -> Continuation?,
    reachedLimit: inout Bool
  ) async throws {
    guard case .passcode(let existing, let pepper) = try passcodeErrors({ try loadContents() })
    else { throw PasscodeError.notSet }
    let continuation = try await prepare(existing, pepper)
    let outcome = await checkHoldingAccess(current)
    reachedLimit = outcome.reachedLimit
    guard case .success = outcome.result, var record = outcome.record else {
      throw PasscodeError.currentPasscodeRejected(outcome.result)
    }
    guard let continuation else {
      if let kept = try passcodeErrors({
        try dataOnlyRecord(after: record, dataKey: outcome.dataKey)
      }) {
        try passcodeErrors { try save(kept) }
      } else {
        try passcodeErrors { try eraseStore() }
      }
      return
    }
    try await continuation(&record, outcome.dataKey)
    recordSuccess(&record, pepper: pepper)
    try passcodeErrors { try save(record) }
  }

  // MARK: - The order of a verification

  struct CheckAttempt {
    var result: VerificationResult
    var reachedLimit = false
    /// The state after a success, for operations that continue (change, remove).
    var record: StateRecord?
    var pepper: SecretBuffer?
    /// The data key after a success, when the store has one (DATA-2).
    var dataKey: SecretBuffer?
  }

  /// The Security model's order of a verification (CNT-1), steps 1–7. The caller holds exclusive access.
  func checkHoldingAccess(_ candidate: SecretBuffer) async -> CheckAttempt {
    // A lock while this check runs keeps the data key it opens in the dark (DATA-2).
    let lockedBefore = dataKeyGate.generation
    // 1. Load and check the state; any damage keeps the lock locked.
    var record: StateRecord
    let pepper: SecretBuffer
    do {
      guard case .passcode(let loaded, let loadedPepper) = try loadContents() else {
        return CheckAttempt(result: .notSet)
      }
      record = loaded
      pepper = loadedPepper
    } catch {
      return CheckAttempt(result: .storeError(.reading(error)))
    }
    guard let stored = record.verifier else {
      return CheckAttempt(result: .storeError(.missingSecret(.verifier)))
    }
    let policy = record.policy

    // 2. Permanently locked: even the right code is refused.
    if policy.isPermanentlyLocked(failures: record.failures) {
      return CheckAttempt(result: .permanentlyLocked)
    }

    // 3. Waiting: refuse with the time left, without hashing or counting (LOCK-2).
    let now = clock.now()
    let remaining = remainingWait(&record, now: now)
    if remaining > .zero { return CheckAttempt(result: .lockedOut(timeLeft: remaining)) }

    // Input that does not fit the format is not an attempt (FMT-2, FMT-4).
    let normalized: SecretBuffer
    switch record.format.normalized(candidate) {
    case .success(let value): normalized = value
    case .failure(let error): return CheckAttempt(result: .invalidInput(error))
    }

    // 4–5. Durably count the attempt before it is checked (CNT-1). A repeat of a recent wrong
    // guess (LOCK-4) can only be recognised by deriving it, so it is counted like any attempt
    // and given back once the derivation shows it is one.
    var counted = record
    counted.failures += 1
    counted.lastFailure = now
    do {
      try save(counted)
    } catch {
      return CheckAttempt(result: .storeError(.writing(error)))
    }
    let reachedLimit = policy.isPermanentlyLocked(failures: counted.failures)

    // 6. Derive and compare in constant time.
    let check: VerifierCheck
    let started = ContinuousClock.now
    do {
      check = try await verifier.evaluate(
        normalized, against: stored, with: verifierInput(pepper: pepper))
    } catch let error as DeviceKeyError {
      let failure = StoreError(deviceKey: error)
      return CheckAttempt(result: .storeError(failure), reachedLimit: reachedLimit)
    } catch {
      let failure = error as? VerifierError ?? .unexplained
      return CheckAttempt(result: .verifierFailed(failure), reachedLimit: reachedLimit)
    }

    // 7. Answer.
    guard check.matches else {
      return wrongGuess(check.candidateTag, before: record, counted: counted, now: now)
    }
    var unlocked = counted
    recordSuccess(&unlocked, pepper: pepper)
    var dataKey = openDataKey(&unlocked, wrap: check.dataKeyWrap)
    await upgradeAfterSuccess(
      &unlocked, passcode: normalized, pepper: pepper, checkTime: ContinuousClock.now - started,
      dataKey: &dataKey)
    // If this write fails the answer is still success; the count stays raised on disk. A data
    // key made by this success is only used once it is on disk (DATA-1).
    let saved = (try? save(unlocked)) != nil
    if dataKey.isNew, !saved {
      // Not on disk: the record continues as it is there (a change must not wrap it).
      unlocked.dataKey = counted.dataKey
      dataKeyState = .unavailable(.notReady)
    } else if let key = dataKey.key, dataKeyGate.generation == lockedBefore {
      // Not if the app locked while this check ran (DATA-2).
      makeDataKeyAvailable(key)
    }
    lastPasscodeSuccess = now
    return CheckAttempt(
      result: .success, record: unlocked, pepper: pepper,
      dataKey: saved || !dataKey.isNew ? dataKey.key : nil)
  }

  /// Step 7 for a wrong guess. A repeat of one of the last wrong guesses (LOCK-4) gets its
  /// count back: the record is saved as it was before the attempt. Any other is remembered by
  /// its tag; if that write fails the answer is the same, since the count is already saved.
  private func wrongGuess(
    _ tag: [UInt8]?, before record: StateRecord, counted: StateRecord, now: BootInstant
  ) -> CheckAttempt {
    let policy = record.policy
    if let tag, record.isRecentWrongGuess(tag, now: now), (try? save(record)) != nil {
      return CheckAttempt(
        result: .duplicate(attemptsLeft: policy.attemptsLeft(failures: record.failures)))
    }
    if let tag {
      var remembered = counted
      remembered.rememberWrongGuess(tag, now: now)
      try? save(remembered)
    }
    let result = VerificationResult.wrong(
      attemptsLeft: policy.attemptsLeft(failures: counted.failures),
      wait: policy.wait(afterFailures: counted.failures))
    return CheckAttempt(
      result: result, reachedLimit: policy.isPermanentlyLocked(failures: counted.failures))
  }

  // MARK: - Helpers

  /// The time left in the current wait. When the boot changed or the clock reads earlier than
  /// the last failure, the full wait restarts from `now` and that is saved (CLK-3). An
  /// untrusted reading (CLK-4) compares with nothing, so the wait restarts at every reading
  /// and only ``BootInstant/untrusted`` is saved, once.
  func remainingWait(_ record: inout StateRecord, now: BootInstant) -> Duration {
    let remaining = record.policy.timeLeft(
      failures: record.failures, lastFailure: record.lastFailure, now: now)
    if remaining > .zero, let last = record.lastFailure, now.duration(since: last) == nil,
      last != now
    {
      record.lastFailure = now
      // Best effort: if this write fails, the next reading restarts the wait again, which is
      // never shorter.
      try? save(record)
    }
    return remaining
  }

  /// Takes the in-process lock, then the store's exclusive access (CNT-2).
  ///
  /// - Throws: ``StoreError``, or what `wrapping` makes of it.
  ///
  /// With `creating` (a first `set`) a store that does not exist yet is created and locked
  /// (STO-5); otherwise a missing store is left alone and reads as empty until
  /// ``endExclusive(_:)``.
  func beginExclusive<E: Error>(creating: Bool = false, wrapping: (StoreError) -> E)
    async throws -> StoreAccess
  {
    await operations.lock()
    do {
      let access = try await store.acquireExclusiveAccess(creating: creating)
      storeIsMissing = !access.storeExists
      return access
    } catch {
      operations.unlock()
      throw wrapping(.reading(error))
    }
  }

  /// ``beginExclusive(creating:wrapping:)`` throwing ``StoreError``.
  func beginExclusive(creating: Bool = false) async throws -> StoreAccess {
    try await beginExclusive(creating: creating) { $0 }
  }

  func endExclusive(_ access: StoreAccess) {
    storeIsMissing = false
    deviceKey = nil
    deviceKeyCheck = nil
    access.release()
    operations.unlock()
  }

  /// Loads and checks the state record; `nil` when none is stored. Throws ``StoreError``.
  func loadRecord() throws -> StateRecord? {
    if storeIsMissing { return nil }
    let bytes: [UInt8]?
    do { bytes = try store.loadState() } catch { throw StoreError.reading(error) }
    guard let bytes else { return nil }
    let record = try StateRecord.decode(bytes)
    try record.validate(using: verifier)
    return record
  }

  /// What a store holds, once checked.
  enum StoreContents {
    /// Nothing: no passcode was ever set, or it was erased.
    case empty
    /// A record without a passcode, left by a first `set` or an erase that did not finish.
    case interrupted(StateRecord.PendingWrite)
    /// A passcode: the checked record and its pepper.
    case passcode(StateRecord, SecretBuffer)
    /// No passcode, but the app's data key under the device alone (DATA-4): the passcode was
    /// turned off.
    case dataOnly(StateRecord)
  }

  /// Loads and checks everything the store holds (the order of a verification, step 1; STO-4, HASH-6). A store
  /// with some but not all of its parts is damage: a pepper without its record, a record with
  /// a passcode but no pepper, or a pepper that is not the one the record was written with.
  ///
  /// - Throws: ``StoreError``.
  func loadContents() throws -> StoreContents {
    guard let record = try loadRecord() else {
      if try loadStoredPepper() != nil {
        throw StoreError.damaged(.pepperWithoutState)
      }
      if try loadStoredDeviceKey() != nil {
        throw StoreError.damaged(.deviceKeyWithoutState)
      }
      return .empty
    }
    guard record.enabled else {
      if record.isDataOnly { return .dataOnly(record) }
      return .interrupted(record.pendingWrite ?? .erase)
    }
    guard let pepper = try loadStoredPepper() else {
      throw StoreError.missingSecret(.pepper)
    }
    guard pepper.count == Self.pepperByteCount else {
      throw StoreError.damaged(.malformedPepper)
    }
    if let check = record.pepperCheck,
      !ConstantTime.equals(Array(check.utf8), Array(StateRecord.pepperCheck(for: pepper).utf8))
    {
      throw StoreError.damaged(.pepperCheckFailed)
    }
    try checkDeviceKey(for: record)
    return .passcode(record, pepper)
  }

  /// The pepper as stored, unchecked; `nil` when there is none. Throws ``StoreError``.
  private func loadStoredPepper() throws -> SecretBuffer? {
    if storeIsMissing { return nil }
    do { return try store.loadPepper() } catch { throw StoreError.reading(error) }
  }

  /// The device key's blob as stored, unchecked; `nil` when there is none. Throws
  /// ``StoreError``.
  func loadStoredDeviceKey() throws -> SecretBuffer? {
    if storeIsMissing { return nil }
    do { return try store.loadDeviceKey() } catch { throw StoreError.reading(error) }
  }

  /// Erases the store so that an interruption at any point leaves no partial store (STO-4):
  /// a record saying an erase is under way replaces the state first, then the pepper and the
  /// record are deleted. The first write may fail on a damaged store (a directory where the
  /// record should be); the deletion still runs and reports its own failure.
  ///
  /// - Throws: ``StoreError``.
  func eraseStore() throws {
    try? save(
      .pending(.erase, format: configuration.format, maxFailures: configuration.maxFailures))
    do { try store.eraseAll() } catch { throw StoreError.writing(error) }
  }

  /// Saves the state record durably. Throws ``StoreError``.
  func save(_ record: StateRecord) throws {
    do { try store.saveState(record.encoded()) } catch { throw StoreError.writing(error) }
  }

  /// Runs `body`, turning store failures into ``PasscodeError/store(_:)``.
  private func passcodeErrors<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw PasscodeError.wrapping(error)
    }
  }

  private func enrollment(_ passcode: SecretBuffer, pepper: SecretBuffer) async throws
    -> VerifierEnrollment
  {
    do {
      return try await verifier.enrollment(passcode, with: verifierInput(pepper: pepper))
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

  private func notifyIfLimitReached(_ reachedLimit: Bool) async {
    guard reachedLimit else { return }
    await publishStatus()
    await onPermanentLock?()
  }
}

extension PasscodeError {
  /// `error` if it is a ``PasscodeError``; any other failure (a store's) as
  /// ``PasscodeError/store(_:)``.
  @_spi(Core) public static func wrapping(_ error: any Error) -> PasscodeError {
    error as? PasscodeError ?? .store(.reading(error))
  }
}

extension StoreError {
  /// A store's read error as a ``StoreError``; a host store's own error is kept as
  /// ``StoreFailure/other(_:)``.
  @_spi(Core) public static func reading(_ error: any Error) -> StoreError {
    error as? StoreError ?? .readFailed(.other(String(describing: error)))
  }

  /// A store's write error as a ``StoreError``; a host store's own error is kept as
  /// ``StoreFailure/other(_:)``.
  @_spi(Core) public static func writing(_ error: any Error) -> StoreError {
    error as? StoreError ?? .writeFailed(.other(String(describing: error)))
  }
}
