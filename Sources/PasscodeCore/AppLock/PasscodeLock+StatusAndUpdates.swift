extension PasscodeLock {
  /// The lock's status now, then again after every change made through this lock
  /// (`statusUpdates()`): what a settings screen shows as "Passcode On/Off", kept current when
  /// the passcode is set, removed or reset anywhere in the app — `reset()` included. `nil`
  /// when the store could not be read (a passcode counts as set then: damage stays locked).
  ///
  /// ```swift
  /// for await status in await lock.statusAndUpdates() {
  ///   isPasscodeSet = status?.isSet ?? true
  /// }
  /// ```
  ///
  /// The updates are listened to before the status is read, so that no change falls between
  /// the two. The stream ends when its task is cancelled.
  public func statusAndUpdates() async -> AsyncStream<PasscodeStatus?> {
    let updates = statusUpdates()
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
}
