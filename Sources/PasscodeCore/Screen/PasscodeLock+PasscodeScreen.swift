@_spi(Core) import PasscodeEngine

extension PasscodeLock {
  /// Performs a ``PasscodeScreen/Effect`` that talks to the lock and returns the event to
  /// send back to the screen; returns `nil`, doing nothing, for every other effect (haptics,
  /// timers, announcements…), which the skin performs itself.
  ///
  /// | effect | lock call | event returned |
  /// |---|---|---|
  /// | `verify(code)` | ``verify(_:)`` | `.verified(result)` |
  /// | `setPasscode(code, format:)` | ``setPasscode(_:format:)`` | `.updated(nil or error)` |
  /// | `changePasscode(current:new:format:)` | ``changePasscode(current:new:format:)`` | `.updated(…)` |
  /// | `removePasscode(current:)` | ``removePasscode(current:)`` | `.updated(…)` |
  ///
  /// The effect's buffers are cleared after the call (MEM-1), so a skin never needs to touch
  /// them.
  public func perform(_ effect: PasscodeScreen.Effect) async -> PasscodeScreen.Event? {
    switch effect {
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
    case .haptic, .shake, .announce, .scheduleTick, .clearDotsAfter, .requestBiometrics,
      .showFallback, .showRecovery, .showFormatOptions, .dismiss:
      return nil
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
