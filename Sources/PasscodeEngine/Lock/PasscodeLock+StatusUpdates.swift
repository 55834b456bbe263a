extension PasscodeLock {
  /// The lock's status after every change made through this lock: a passcode set, changed
  /// (its format too) or removed, the store reset, the failure limit reached. `nil` when the
  /// store could not be read afterwards (treat it as locked).
  ///
  /// Every window of an app that shares one lock listens, so that a passcode turned on in one
  /// window locks the others, and a lock screen never finishes as unlocked from a status read
  /// before the change:
  ///
  /// ```swift
  /// for await status in await lock.statusUpdates() {
  ///   session.handle(.passcodeChanged(isSet: status?.isSet ?? true))
  /// }
  /// ```
  ///
  /// Each call returns a new stream, which delivers every update in order; it ends when its
  /// task is cancelled. Wrong guesses that
  /// only add a failure or a wait are not announced (each screen learns of them when it
  /// checks), and neither are changes made by another process sharing the store.
  public func statusUpdates() -> AsyncStream<PasscodeStatus?> {
    listen { try? $0.get() }
  }

  /// ``statusUpdates()`` with the store error in place of `nil`: what an app lock's runtime
  /// needs to tell a damaged store from one it cannot read now.
  @_spi(Core) public func statusResults() -> AsyncStream<Result<PasscodeStatus, StoreError>> {
    listen { $0 }
  }

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

  /// Reads the status and hands it to every ``statusUpdates()`` stream.
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
}
