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
    // Unbounded: changes are rare, and a listener sees each of them, in order. (The
    // continuation escapes the closure, which runs at once: `makeStream` is iOS 17.)
    var made: AsyncStream<PasscodeStatus?>.Continuation?
    let stream = AsyncStream<PasscodeStatus?> { made = $0 }
    guard let continuation = made else { return stream }
    let id = nextListener
    nextListener += 1
    statusListeners[id] = continuation
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
    let status = try? await status()
    for listener in statusListeners.values { listener.yield(status) }
  }
}
