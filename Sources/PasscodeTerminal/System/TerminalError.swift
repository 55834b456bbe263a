/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable {
  /// Standard input is not a terminal, or its settings cannot be read.
  case notATerminal
  /// The terminal refused the new settings (raw mode, or echo off); the reason is the system's.
  case settingsRefused(String)
  /// A pipe for waking the input reader could not be made; the reason is the system's.
  case pipeFailed(String)

  /// A sentence saying what went wrong and what to do.
  public var message: String {
    switch self {
    case .notATerminal:
      "Standard input is not a terminal, so the interactive screen cannot run. Pipe the input "
        + "on stdin instead."
    case .settingsRefused(let reason):
      "The terminal refused to switch modes (\(reason)), so nothing was read. Pipe the input "
        + "on stdin instead."
    case .pipeFailed(let reason):
      "The terminal's input could not be set up (\(reason)). Try again, or pipe the input on "
        + "stdin."
    }
  }
}
