@_spi(Skins) import PasscodeCore

/// How the terminal skin looks and speaks.
public struct PasscodeTerminalOptions: Hashable, Sendable {
  /// The theme whose colours are drawn.
  public var theme: PasscodeTheme
  /// Whether colours are sent (``ColorMode/none`` under `NO_COLOR`).
  public var colorMode: ColorMode
  /// The language of the texts.
  public var locale: PasscodeLocale
  /// Whether the bell stays silent on a wrong code and on a character a form field refuses.
  public var quiet: Bool
  /// A line shown when the passcode is permanently locked, saying how to get out (the CLI
  /// names `passcode reset --erase --yes`); `nil` for none.
  public var permanentLockHint: String?

  /// Creates options.
  public init(
    theme: PasscodeTheme = .default(.dark), colorMode: ColorMode = .trueColor,
    locale: PasscodeLocale = .english, quiet: Bool = false, permanentLockHint: String? = nil
  ) {
    self.theme = theme
    self.colorMode = colorMode
    self.locale = locale
    self.quiet = quiet
    self.permanentLockHint = permanentLockHint
  }

  /// The localizer for ``locale``.
  var localizer: Localizer { Localizer(locale) }

  /// The palette of ``theme`` in ``colorMode``.
  var palette: TerminalPalette { TerminalPalette(theme: theme, colorMode: colorMode) }
}
