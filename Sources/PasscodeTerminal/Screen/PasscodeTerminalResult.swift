@_spi(Skins) import PasscodeCore

/// How a passcode screen in the terminal ended.
public struct PasscodeTerminalResult: Equatable, Sendable {
  /// The outcome: unlocked, set, changed, removed, or cancelled.
  public var outcome: PasscodeScreen.Outcome
  /// The screen as it was last shown before the flow ended: was it permanently locked, or a
  /// lockout under way, when the person left?
  public var screen: PasscodeScreen
}
