/// How a passcode screen in the terminal ended.
public struct PasscodeTerminalResult: Equatable, Sendable {
  /// The outcome: unlocked, set, changed, removed, or cancelled.
  public var outcome: PasscodeScreen.Outcome
  /// The screen as it was at the end (permanently locked? a lockout under way?).
  public var screen: PasscodeScreen

  /// Creates a result.
  public init(outcome: PasscodeScreen.Outcome, screen: PasscodeScreen) {
    self.outcome = outcome
    self.screen = screen
  }
}
