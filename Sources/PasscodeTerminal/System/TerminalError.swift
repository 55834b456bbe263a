@_spi(Skins) import PasscodeCore

/// Why the terminal could not be used.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum TerminalError: Error, Equatable, Sendable {
  /// Standard input is not a terminal, or its settings cannot be read.
  case notATerminal
  /// The terminal refused the new settings (raw mode, or echo off); the reason is the system's.
  case settingsRefused(String)
  /// A pipe for waking the input reader could not be made; the reason is the system's.
  case pipeFailed(String)

  /// What went wrong, as a sentence of PasscodeCore's string tables, for the host to say in
  /// its user's language; the host adds what to do instead (for the `passcode` CLI: pipe the
  /// input on stdin).
  public var text: LocalizedText {
    switch self {
    case .notATerminal: LocalizedText(TerminalStringKey.notATerminal)
    case .settingsRefused(let reason):
      LocalizedText(TerminalStringKey.modeRefused, .verbatim(reason))
    case .pipeFailed(let reason): LocalizedText(TerminalStringKey.setupFailed, .verbatim(reason))
    }
  }

  /// ``text`` in English.
  public var message: String {
    Localizer(.english).string(text)
  }
}
