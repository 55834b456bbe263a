// The order of a verification (CNT-1), which `verify`, `changePasscode` and `removePasscode`
// share, inside the exclusive section.
extension PasscodeLock {
  /// One check's outcome.
  struct CheckAttempt {
    var result: VerificationResult
    var reachedLimit = false
    /// The state after a success, for operations that continue (change, remove).
    var record: StateRecord?
    var pepper: SecretBuffer?
    /// The data key after a success, when the store has one (DATA-2).
    var dataKey: SecretBuffer?
  }

  /// The Security model's order of a verification (CNT-1), steps 1–7.
  func check(_ candidate: SecretBuffer, in transaction: inout LockTransaction) async
    -> CheckAttempt
  {
    // A lock while this check runs keeps the data key it opens in the dark (DATA-2).
    let lockedBefore = dataKeyGate.generation
    // A deadline set while it runs (the app went away meanwhile) holds after it (APP-2).
    let deadlineSeen = dataKeyGate.deadlineGeneration
    // 1. Load and check the state; any damage keeps the lock locked.
    var record: StateRecord
    let pepper: SecretBuffer
    do {
      guard case .passcode(let loaded, let loadedPepper) = try transaction.loadContents() else {
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
    let remaining = remainingWait(&record, now: now, in: transaction)
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
      try transaction.save(counted)
    } catch {
      return CheckAttempt(result: .storeError(.writing(error)))
    }
    let reachedLimit = policy.isPermanentlyLocked(failures: counted.failures)

    // 6. Derive and compare in constant time.
    let check: VerifierCheck
    let started = ContinuousClock.now
    do {
      check = try await verifier.evaluate(
        normalized, against: stored, with: transaction.verifierInput(pepper: pepper))
    } catch let error as DeviceKeyError {
      let failure = StoreError(deviceKey: error)
      return CheckAttempt(result: .storeError(failure), reachedLimit: reachedLimit)
    } catch {
      let failure = error as? VerifierError ?? .unexplained
      return CheckAttempt(result: .verifierFailed(failure), reachedLimit: reachedLimit)
    }

    // 7. Answer.
    guard check.matches else {
      return wrongGuess(
        check.candidateTag, before: record, counted: counted, now: now, in: transaction)
    }
    var unlocked = counted
    transaction.recordSuccess(&unlocked, pepper: pepper)
    var dataKey = PasscodeDataKey.openAfterCheck(
      &unlocked, wrap: check.dataKeyWrap, memory: &dataKeyMemory)
    await transaction.upgradeAfterSuccess(
      &unlocked, passcode: normalized, pepper: pepper, checkTime: ContinuousClock.now - started,
      dataKey: &dataKey)
    // If this write fails the answer is still success; the count stays raised on disk. A data
    // key made by this success is only used once it is on disk (DATA-1).
    let saved = (try? transaction.save(unlocked)) != nil
    if dataKey.isNew, !saved {
      // Not on disk: the record continues as it is there (a change must not wrap it).
      unlocked.dataKey = counted.dataKey
      dataKeyMemory.markUnavailable(.notReady)
    } else if let key = dataKey.key, dataKeyGate.generation == lockedBefore {
      // Not if the app locked while this check ran (DATA-2).
      dataKeyMemory.makeAvailable(key, now: now, deadlineSeen: deadlineSeen)
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
    _ tag: [UInt8]?, before record: StateRecord, counted: StateRecord, now: BootInstant,
    in transaction: LockTransaction
  ) -> CheckAttempt {
    let policy = record.policy
    if let tag, record.isRecentWrongGuess(tag, now: now), (try? transaction.save(record)) != nil {
      return CheckAttempt(
        result: .duplicate(attemptsLeft: policy.attemptsLeft(failures: record.failures)))
    }
    if let tag {
      var remembered = counted
      remembered.rememberWrongGuess(tag, now: now)
      try? transaction.save(remembered)
    }
    let result = VerificationResult.wrong(
      attemptsLeft: policy.attemptsLeft(failures: counted.failures),
      wait: policy.wait(afterFailures: counted.failures))
    return CheckAttempt(
      result: result, reachedLimit: policy.isPermanentlyLocked(failures: counted.failures))
  }

  /// The time left in the current wait. When the boot changed or the clock reads earlier than
  /// the last failure, the full wait restarts from `now` and that is saved (CLK-3). An
  /// untrusted reading (CLK-4) compares with nothing, so the wait restarts at every reading
  /// and only ``BootInstant/untrusted`` is saved, once.
  func remainingWait(_ record: inout StateRecord, now: BootInstant, in transaction: LockTransaction)
    -> Duration
  {
    let remaining = record.policy.timeLeft(
      failures: record.failures, lastFailure: record.lastFailure, now: now)
    if remaining > .zero, let last = record.lastFailure, now.duration(since: last) == nil,
      last != now
    {
      record.lastFailure = now
      // Best effort: if this write fails, the next reading restarts the wait again, which is
      // never shorter.
      try? transaction.save(record)
    }
    return remaining
  }
}
