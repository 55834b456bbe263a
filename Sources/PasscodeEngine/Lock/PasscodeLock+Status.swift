// What the lock says about itself: its status now (`status()`) and a stream of the changes
// (`statusUpdates(includingCurrent:)`); for the package's own runtime, the same stream with
// the store's errors (`statusResults()`) and the announcement itself (`publishStatus()`).
extension PasscodeLock {
  /// Reports whether a passcode is set, the failure count, the time left in a lockout and
  /// whether the limit was reached.
  ///
  /// Code that must tell "no passcode" from "cannot know now" — background work on a locked
  /// phone — takes any error for the latter: a damaged or unreadable store keeps the lock
  /// locked.
  ///
  /// - Throws: ``PasscodeError/store(_:)`` with the ``StoreError`` when the store is damaged
  ///   or unreadable; the lock stays locked.
  public func status() async throws -> PasscodeStatus {
    do {
      return try await readStatus()
    } catch {
      throw PasscodeError.wrapping(error)
    }
  }

  /// The lock's status after every change made through this lock: a passcode set, changed
  /// (its format too) or removed, the store reset, the failure limit reached. `nil` when the
  /// store could not be read (a passcode counts as set then: damage stays locked).
  ///
  /// With `includingCurrent`, the stream starts with the status now — what a settings screen
  /// shows as "Passcode On/Off", kept current when the passcode is set, removed or reset
  /// anywhere in the app. The updates are listened to before the status is read, so no
  /// change falls between the two.
  ///
  /// Every window of an app that shares one lock listens, so that a passcode turned on in one
  /// window locks the others, and a lock screen never finishes as unlocked from a status read
  /// before the change:
  ///
  /// ```swift
  /// for await status in await lock.statusUpdates(includingCurrent: true) {
  ///   isPasscodeSet = status?.isSet ?? true
  /// }
  /// ```
  ///
  /// Each call returns a new stream, which delivers every update in order; it ends when its
  /// task is cancelled. Wrong guesses that only add a failure or a wait are not announced
  /// (each screen learns of them when it checks), and neither are changes made by another
  /// process sharing the store.
  public func statusUpdates(includingCurrent: Bool = false) async -> AsyncStream<PasscodeStatus?> {
    let updates = listen { try? $0.get() }
    guard includingCurrent else { return updates }
    let now = try? await status()
    var made: AsyncStream<PasscodeStatus?>.Continuation?
    let stream = AsyncStream<PasscodeStatus?> { made = $0 }
    guard let continuation = made else { return stream }
    continuation.yield(now)
    let forwarding = Task {
      for await status in updates { continuation.yield(status) }
      continuation.finish()
    }
    continuation.onTermination = { _ in forwarding.cancel() }
    return stream
  }

  /// ``statusUpdates(includingCurrent:)`` with the store error in place of `nil`: what an app
  /// lock's runtime needs to tell a damaged store from one it cannot read now.
  @_spi(Core) public func statusResults() -> AsyncStream<Result<PasscodeStatus, StoreError>> {
    listen { $0 }
  }

  /// Reads the status and hands it to every ``statusUpdates(includingCurrent:)`` stream.
  @_spi(Core) public func publishStatus() async {
    guard !statusListeners.isEmpty else { return }
    let result: Result<PasscodeStatus, StoreError>
    do {
      result = .success(try await status())
    } catch PasscodeError.store(let error) {
      result = .failure(error)
    } catch {
      result = .failure(.reading(error))
    }
    for listener in statusListeners.values { listener(result) }
  }

  // MARK: - Reading it

  /// ``status()``, throwing ``StoreError``.
  func readStatus() async throws -> PasscodeStatus {
    try await exclusive { lock, transaction in
      let contents = try transaction.loadContents()
      guard case .passcode(var record, _) = contents else {
        return lock.notSetStatus(contents, in: transaction)
      }
      return lock.status(of: &record, in: transaction)
    }
  }

  /// The status of a store that holds no passcode: empty, or left by an interrupted write.
  func notSetStatus(_ contents: LockTransaction.Contents, in transaction: LockTransaction)
    -> PasscodeStatus
  {
    var status = notSetStatus
    if case .interrupted(let write) = contents { status.firstSetInterrupted = write == .set }
    if case .dataOnly = contents { status.dataProtection = .deviceOnly }
    if case .interrupted = contents, (try? transaction.loadRecord())??.dataKey?.device != nil {
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
  func status(of record: inout StateRecord, in transaction: LockTransaction) -> PasscodeStatus {
    let permanentlyLocked = record.policy.isPermanentlyLocked(failures: record.failures)
    let remaining =
      permanentlyLocked ? .zero : remainingWait(&record, now: clock.now(), in: transaction)
    return PasscodeStatus(
      isSet: true, format: record.format, failures: record.failures,
      maxFailures: record.maxFailures, lockoutRemaining: remaining,
      isPermanentlyLocked: permanentlyLocked,
      deviceBinding: record.verifier.map(DeviceBoundVerifier.binding(of:)) ?? .none,
      dataProtection: record.dataKey?.passcode != nil ? .passcode : .none)
  }

  // MARK: - Listening

  /// A new stream of every status announced from now on, as `transform` makes it.
  private func listen<Element: Sendable>(
    _ transform: @escaping @Sendable (Result<PasscodeStatus, StoreError>) -> Element
  ) -> AsyncStream<Element> {
    // Unbounded: changes are rare, and a listener sees each of them, in order. (The
    // continuation escapes the closure, which runs at once: `makeStream` is iOS 17.)
    var made: AsyncStream<Element>.Continuation?
    let stream = AsyncStream<Element> { made = $0 }
    guard let continuation = made else { return stream }
    let id = nextListener
    nextListener += 1
    statusListeners[id] = { continuation.yield(transform($0)) }
    continuation.onTermination = { [weak self] _ in
      guard let lock = self else { return }
      Task { await lock.stopListening(id) }
    }
    return stream
  }

  private func stopListening(_ id: UInt64) {
    statusListeners[id] = nil
  }
}
