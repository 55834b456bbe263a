import Foundation
@_spi(Skins) import PasscodeCore
import PasscodeTerminalResources

/// The keys of the terminal skin's own strings — what it says about the terminal, and the
/// form's key help — in its own table, `PasscodeTerminal.strings`
/// (`Sources/PasscodeTerminalResources/Strings/<language>.lproj`), shipped with the terminal
/// skin and never in an iOS app. Placeholders are positional; the comment on each case gives
/// the English text.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum TerminalStringKey: String, CaseIterable, ClientStringKey {
  /// "Standard input is not a terminal, so the interactive screen cannot run."
  case notATerminal = "terminal.notATerminal"
  /// "The terminal refused to switch modes (%1$@), so nothing was read."; `%1$@` is the
  /// system's reason.
  case modeRefused = "terminal.modeRefused"
  /// "The terminal's input could not be set up (%1$@). Try again."; `%1$@` is the system's
  /// reason.
  case setupFailed = "terminal.setupFailed"
  /// "Tab ↓": the keys that move to the next field, in the form's key help.
  case keyHelpNextField = "terminal.keyHelpNextField"
  /// "Enter ⏎ %1$@": what Enter does in the focused field; `%1$@` is `StringKey.returnNext` or
  /// `StringKey.returnGo`.
  case keyHelpReturn = "terminal.keyHelpReturn"
  /// "⏎ %1$@": ``keyHelpReturn`` on a narrow terminal.
  case keyHelpReturnShort = "terminal.keyHelpReturnShort"
  /// "Esc %1$@": the key that leaves the form; `%1$@` is `StringKey.cancel`.
  case keyHelpCancel = "terminal.keyHelpCancel"

  /// `PasscodeTerminal`.
  public static let table = "PasscodeTerminal"

  /// The terminal skin's resource bundle (`PasscodeTerminalResources`).
  public static var tablesFolder: URL? { PasscodeTerminalResources.folder }
}
