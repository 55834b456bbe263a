@_spi(Skins) import PasscodeCore

/// What the environment says about the terminal and the user: colours, language, light or
/// dark, and whether the terminal can show a full screen.
///
/// ```swift
/// let environment = TerminalEnvironment(ProcessInfo.processInfo.environment)
/// environment.colorMode   // .none when NO_COLOR is set to anything
/// environment.locale      // from LC_ALL, LC_MESSAGES or LANG
/// ```
public struct TerminalEnvironment: Hashable, Sendable {
  /// The variables read.
  var variables: [String: String]

  /// Reads `variables` (the process's environment).
  public init(_ variables: [String: String]) {
    self.variables = variables
  }

  private func value(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }

  /// `.none` when `NO_COLOR` is set to any non-empty value (https://no-color.org), else
  /// 24-bit colour.
  public var colorMode: ColorMode {
    value("NO_COLOR") == nil ? .trueColor : .none
  }

  /// The user's languages as GNU gettext reads them for any program's messages: the locale
  /// is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set; `C` and `POSIX` name no
  /// language; otherwise `LANGUAGE`'s list (`pt_BR:pt`) comes first.
  var preferredLanguages: [String] {
    PasscodeLocale.posixLanguages(variables)
  }

  /// The language to speak: the first the environment names (`LANGUAGE`'s list, then `LC_ALL`,
  /// `LC_MESSAGES` or `LANG`, as `PasscodeLocale.posixLanguages(_:)` reads them) that
  /// PasscodeKit speaks (`PasscodeLocale.preferred(appLocalizations:available:)` over
  /// `PasscodeStrings.languages`: `de_AT.UTF-8` is German, `es_MX` Latin American Spanish,
  /// `pt_PT` European Portuguese, `zh_TW` Traditional and `zh_HK` Hong Kong Chinese); else
  /// English (also for `C` and `POSIX`).
  public var locale: PasscodeLocale {
    PasscodeLocale.preferred(
      appLocalizations: preferredLanguages, available: PasscodeStrings.languages)
  }

  /// Light or dark from `COLORFGBG` (set by rxvt, Konsole and others: `15;0` is light text on
  /// black); dark when it is not set, as most terminals are.
  public var appearance: Appearance {
    guard let value = value("COLORFGBG"),
      let background = value.split(separator: ";").last.flatMap({ Int($0) })
    else { return .dark }
    return [7, 15].contains(background) ? .light : .dark
  }

  /// Whether `TERM` names a terminal that can position the cursor: set, and not `dumb`.
  var supportsFullScreen: Bool {
    guard let term = value("TERM") else { return false }
    return term != "dumb"
  }
}

/// How a command talks to the person running it.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum InteractionStyle: Hashable, Sendable {
  /// The full-screen terminal UI (or its one-line compact form on a small terminal).
  case screen
  /// Plain prompts, one line per answer, with echo off for secrets.
  case linePrompts
  /// Nobody to ask: input comes as lines on stdin.
  case none

  /// The style for a process whose stdin and stdout are or are not terminals, in
  /// `environment`: the full screen needs both to be terminals and a `TERM` that can position
  /// the cursor; prompts need stdin to be one.
  public static func choose(
    stdinIsTerminal: Bool, stdoutIsTerminal: Bool, environment: TerminalEnvironment
  ) -> InteractionStyle {
    guard stdinIsTerminal else { return .none }
    return stdoutIsTerminal && environment.supportsFullScreen ? .screen : .linePrompts
  }
}
