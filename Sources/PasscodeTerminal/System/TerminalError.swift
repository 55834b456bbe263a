import PasscodeCore

/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable {
  /// Standard input is not a terminal, or its settings cannot be read.
  case notATerminal
  /// The terminal refused the new settings (raw mode, or echo off); the reason is the system's.
  case settingsRefused(String)
  /// A pipe for waking the input reader could not be made; the reason is the system's.
  case pipeFailed(String)

  /// A sentence saying what went wrong, in English, from PasscodeCore's string tables; the
  /// host adds what to do instead (for the `passcode` CLI: pipe the input on stdin).
  public var message: String {
    let text =
      switch self {
      case .notATerminal: LocalizedText(.terminalNotATerminal)
      case .settingsRefused(let reason): LocalizedText(.terminalModeRefused, .verbatim(reason))
      case .pipeFailed(let reason): LocalizedText(.terminalSetupFailed, .verbatim(reason))
      }
    return Localizer(.english).string(text)
  }
}
