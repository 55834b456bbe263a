@_spi(Core) import PasscodeEngine

extension PasscodeLock {
  /// Performs a ``PasscodeScreen/LockRequest`` and returns the event to send back to the
  /// screen.
  ///
  /// | request | lock call | event returned |
  /// |---|---|---|
  /// | `verify(code)` | ``verify(_:)`` | `.verified(result)` |
  /// | `setPasscode(code, format:)` | ``setPasscode(_:format:)`` | `.updated(nil or error)` |
  /// | `changePasscode(current:new:format:)` | ``changePasscode(current:new:format:)`` | `.updated(…)` |
  /// | `removePasscode(current:)` | ``removePasscode(current:)`` | `.updated(…)` |
  ///
  /// The request's buffers are cleared after the call (MEM-1), so a skin never needs to touch
  /// them.
  public func perform(_ request: PasscodeScreen.LockRequest) async -> PasscodeScreen.Event {
    switch request {
    case .verify(let code):
      defer { code.removeAll() }
      return .verified(await verify(code))
    case .setPasscode(let code, let format):
      defer { code.removeAll() }
      return .updated(await passcodeError { try await self.setPasscode(code, format: format) })
    case .changePasscode(let current, let new, let format):
      defer {
        current.removeAll()
        new.removeAll()
      }
      return .updated(
        await passcodeError {
          try await self.changePasscode(current: current, new: new, format: format)
        })
    case .removePasscode(let current):
      defer { current.removeAll() }
      return .updated(await passcodeError { try await self.removePasscode(current: current) })
    }
  }

  /// Runs `operation`; `nil` when it succeeded, else its `PasscodeError`.
  private func passcodeError(_ operation: () async throws -> Void) async -> PasscodeError? {
    do {
      try await operation()
      return nil
    } catch {
      return .wrapping(error)
    }
  }
}
