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
/// and across processes that share a store (CNT-2). A verification follows SECURITY.md's order:
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
  private let operations = AsyncMutex()
  private var duplicates = DuplicateGuessFilter()
  /// When this lock last accepted the passcode; biometrics can be enabled shortly after.
  var lastPasscodeSuccess: BootInstant?
  /// Set while exclusive access is held on a store that does not exist yet: it reads as empty.
  private var storeIsMissing = false

  /// Bytes of pepper made for each passcode (HASH-2).
  static let pepperByteCount = 32

  /// Creates a lock over `store`.
  ///
  /// - Parameters:
  ///   - store: where the state and pepper live: ``FileStore`` on Linux and macOS,
  ///     `KeychainStore` on iOS.
  ///   - configuration: the format and failure limit of new passcodes.
  ///   - verifier: checks codes; by default on the device with PBKDF2 (``PBKDF2Verifier``).
  ///   - clock: the boot-relative clock lockouts are timed with.
  ///   - onPermanentLock: called once when a failure reaches the limit (LOCK-5), after the
  ///     state is saved and outside the lock, so it may call ``reset()`` to erase the host's
  ///     data along with the passcode.
  public init(
    store: any PasscodeStore,
    configuration: PasscodeConfiguration = PasscodeConfiguration(),
    verifier: any PasscodeVerifier = PBKDF2Verifier(),
    clock: any MonotonicClock = SystemBootClock(),
    onPermanentLock: (@Sendable () async -> Void)? = nil
  ) {
    self.store = store
    self.configuration = configuration
    self.verifier = verifier
    self.clock = clock
    self.onPermanentLock = onPermanentLock
  }

  // MARK: - Public operations

  /// Reports whether a passcode is set, the failure count, the time left in a lockout and
  /// whether the limit was reached.
  ///
  /// - Throws: ``StoreError`` when the store is damaged or unreadable; the lock stays locked.
  public func status() async throws -> PasscodeStatus {
    let access = try await beginExclusive()
    defer { endExclusive(access) }
    guard var record = try loadRecord(), record.enabled else { return notSetStatus }
    return try statusHoldingAccess(&record)
  }

  /// The status reported when no passcode is set.
  var notSetStatus: PasscodeStatus {
    PasscodeStatus(
      isSet: false, format: configuration.format, failures: 0,
      maxFailures: configuration.maxFailures, lockoutRemaining: .zero, isPermanentlyLocked: false)
  }

  /// The status of a set passcode; checks that the pepper is there, and restarts a wait whose
  /// clock reading cannot be trusted (CLK-3). Throws ``StoreError``.
  func statusHoldingAccess(_ record: inout StateRecord) throws -> PasscodeStatus {
    _ = try loadPepper()
    let permanentlyLocked = record.policy.isPermanentlyLocked(failures: record.failures)
    let remaining = permanentlyLocked ? .zero : remainingWait(&record, now: clock.now())
    return PasscodeStatus(
      isSet: true, format: record.format, failures: record.failures,
      maxFailures: record.maxFailures, lockoutRemaining: remaining,
      isPermanentlyLocked: permanentlyLocked)
  }

  /// Checks `candidate` against the passcode.
  ///
  /// `candidate` is raw UTF-8 input; it is normalised for the passcode's format (FMT-2), and
  /// incomplete or invalid input is refused without counting (FMT-4). The caller keeps
  /// ownership of `candidate` and should clear it afterwards.
  public func verify(_ candidate: SecretBuffer) async -> VerificationResult {
    let outcome: Outcome
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

  /// Sets the first passcode, in ``configuration``'s format and with its failure limit.
  ///
  /// - Throws: ``PasscodeError``: ``PasscodeError/alreadySet`` when one is set (use
  ///   ``changePasscode(current:new:format:)``), ``PasscodeError/invalidInput(_:)``,
  ///   ``PasscodeError/weak(_:)``, or a store or verifier failure. A damaged store must be
  ///   reset first: damage is never silently overwritten.
  public func setPasscode(_ passcode: SecretBuffer) async throws {
    let normalized = try acceptableNewPasscode(passcode, format: configuration.format).get()
    let access = try await beginExclusive(creating: true, wrapping: PasscodeError.store)
    defer { endExclusive(access) }
    let existing = try passcodeErrors { try loadRecord() }
    if existing?.enabled == true { throw PasscodeError.alreadySet }

    let pepper = SecureRandom.secret(Self.pepperByteCount)
    try passcodeErrors { try store.savePepper(pepper) }
    let record = StateRecord(
      enabled: true, format: configuration.format, maxFailures: configuration.maxFailures,
      failures: 0, lastFailure: nil, verifier: try await enroll(normalized, pepper: pepper))
    try passcodeErrors { try save(record) }
    duplicates.removeAll()
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
      return { record in
        record.verifier = try await self.enroll(normalizedNew, pepper: pepper)
        record.format = newFormat
      }
    }
    try outcome.get()
  }

  /// Removes the passcode after checking it under the same limiter as ``verify(_:)``
  /// (LOCK-3). The verifier, the pepper and the state are erased together.
  ///
  /// - Throws: ``PasscodeError``.
  public func removePasscode(current: SecretBuffer) async throws {
    let outcome = await withCurrentPasscode(current) { _, _ in nil }
    try outcome.get()
  }

  /// Erases the passcode without asking for it: verifier, pepper and state together (LOCK-5).
  ///
  /// This is the only way out of the permanent lock and out of a damaged store. Hosts
  /// typically erase their own protected data at the same time.
  ///
  /// - Throws: ``StoreError`` when the store cannot be reached or written.
  public func reset() async throws {
    let access = try await beginExclusive()
    defer { endExclusive(access) }
    do { try store.eraseAll() } catch { throw StoreError.writing(error) }
    duplicates.removeAll()
    lastPasscodeSuccess = nil
  }

  /// What to do with the state after the current passcode was accepted: update it (change),
  /// or `nil` to erase everything (remove).
  typealias Continuation = (inout StateRecord) async throws -> Void

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
    guard let existing = try passcodeErrors({ try loadRecord() }), existing.enabled else {
      throw PasscodeError.notSet
    }
    let pepper = try passcodeErrors { try loadPepper() }
    let continuation = try await prepare(existing, pepper)
    let outcome = await checkHoldingAccess(current)
    reachedLimit = outcome.reachedLimit
    guard case .success = outcome.result, var record = outcome.record else {
      throw PasscodeError.currentPasscodeRejected(outcome.result)
    }
    guard let continuation else {
      try passcodeErrors { try store.eraseAll() }
      duplicates.removeAll()
      return
    }
    try await continuation(&record)
    record.failures = 0
    record.lastFailure = nil
    try passcodeErrors { try save(record) }
  }

  // MARK: - The order of a verification

  struct Outcome {
    var result: VerificationResult
    var reachedLimit = false
    /// The state after a success, for operations that continue (change, remove).
    var record: StateRecord?
    var pepper: SecretBuffer?
  }

  /// SECURITY.md "Order of a verification", steps 1–7. The caller holds exclusive access.
  func checkHoldingAccess(_ candidate: SecretBuffer) async -> Outcome {
    // 1. Load and check the state; any damage keeps the lock locked.
    var record: StateRecord
    let pepper: SecretBuffer
    do {
      guard let loaded = try loadRecord(), loaded.enabled else { return Outcome(result: .notSet) }
      record = loaded
      pepper = try loadPepper()
    } catch {
      return Outcome(result: .storeError(.reading(error)))
    }
    guard let stored = record.verifier else {
      return Outcome(result: .storeError(.missingSecret("no verifier")))
    }
    let policy = record.policy

    // 2. Permanently locked: even the right code is refused.
    if policy.isPermanentlyLocked(failures: record.failures) {
      return Outcome(result: .permanentlyLocked)
    }

    // 3. Waiting: refuse with the time left, without hashing or counting (LOCK-2).
    let now = clock.now()
    let remaining = remainingWait(&record, now: now)
    if remaining > .zero { return Outcome(result: .lockedOut(timeLeft: remaining)) }

    // Input that does not fit the format is not an attempt (FMT-2, FMT-4).
    let normalized: SecretBuffer
    switch record.format.normalized(candidate) {
    case .success(let value): normalized = value
    case .failure(let error): return Outcome(result: .invalidInput(error))
    }

    // 4. The same wrong code again: refused, not counted (LOCK-4).
    if duplicates.contains(normalized, now: now) {
      return Outcome(
        result: .duplicate(attemptsLeft: policy.attemptsLeft(failures: record.failures)))
    }

    // 5. Durably count the attempt before it is checked (CNT-1).
    var counted = record
    counted.failures += 1
    counted.lastFailure = now
    do {
      try save(counted)
    } catch {
      return Outcome(result: .storeError(.writing(error)))
    }
    let reachedLimit = policy.isPermanentlyLocked(failures: counted.failures)

    // 6. Derive and compare in constant time.
    let matches: Bool
    do {
      matches = try await verifier.check(normalized, pepper: pepper, against: stored)
    } catch {
      let failure = error as? VerifierError ?? VerifierError("The passcode could not be checked.")
      return Outcome(result: .verifierFailed(failure), reachedLimit: reachedLimit)
    }

    // 7. Answer.
    guard matches else {
      duplicates.record(normalized, now: now)
      let result = VerificationResult.wrong(
        attemptsLeft: policy.attemptsLeft(failures: counted.failures),
        wait: policy.wait(afterFailures: counted.failures))
      return Outcome(result: result, reachedLimit: reachedLimit)
    }
    var unlocked = counted
    unlocked.failures = 0
    unlocked.lastFailure = nil
    if verifier.needsRehash(stored),
      let upgraded = try? await verifier.enroll(normalized, pepper: pepper)
    {
      unlocked.verifier = upgraded
    }
    // If this write fails the answer is still success; the count stays raised on disk.
    try? save(unlocked)
    duplicates.removeAll()
    lastPasscodeSuccess = now
    return Outcome(result: .success, record: unlocked, pepper: pepper)
  }

  // MARK: - Helpers

  /// The time left in the current wait. When the boot changed or the clock reads earlier than
  /// the last failure, the full wait restarts from `now` and that is saved (CLK-3).
  func remainingWait(_ record: inout StateRecord, now: BootInstant) -> Duration {
    let remaining = record.policy.timeLeft(
      failures: record.failures, lastFailure: record.lastFailure, now: now)
    if remaining > .zero, let last = record.lastFailure, now.duration(since: last) == nil {
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

  /// Loads the pepper, which must exist while a passcode is set. Throws ``StoreError``.
  func loadPepper() throws -> SecretBuffer {
    let pepper: SecretBuffer?
    do { pepper = try store.loadPepper() } catch { throw StoreError.reading(error) }
    guard let pepper else { throw StoreError.missingSecret("the pepper is missing") }
    guard pepper.count == Self.pepperByteCount else {
      throw StoreError.damaged("the pepper is damaged")
    }
    return pepper
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

  private func enroll(_ passcode: SecretBuffer, pepper: SecretBuffer) async throws
    -> VerifierRecord
  {
    do {
      return try await verifier.enroll(passcode, pepper: pepper)
    } catch {
      throw PasscodeError.verifierFailed(
        error as? VerifierError ?? VerifierError("The passcode could not be set."))
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

  /// Forgets remembered wrong guesses (after any success).
  func resetDuplicateGuesses() {
    duplicates.removeAll()
  }

  private func notifyIfLimitReached(_ reachedLimit: Bool) async {
    if reachedLimit { await onPermanentLock?() }
  }
}

extension PasscodeError {
  /// `error` if it is a ``PasscodeError``; any other failure (a store's) as
  /// ``PasscodeError/store(_:)``.
  static func wrapping(_ error: any Error) -> PasscodeError {
    error as? PasscodeError ?? .store(.reading(error))
  }
}

extension StoreError {
  /// A store's read error as a ``StoreError``.
  static func reading(_ error: any Error) -> StoreError {
    error as? StoreError ?? .readFailed(String(describing: error))
  }

  /// A store's write error as a ``StoreError``.
  static func writing(_ error: any Error) -> StoreError {
    error as? StoreError ?? .writeFailed(String(describing: error))
  }
}
