import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// NO_COLOR, the language variables, COLORFGBG, TERM, and the choice of interaction.
@Suite struct TerminalEnvironmentTests {
  @Test func noColorAnyNonEmptyValueDisablesColour() {
    #expect(TerminalEnvironment([:]).colorMode == .trueColor)
    #expect(TerminalEnvironment(["NO_COLOR": ""]).colorMode == .trueColor)
    #expect(TerminalEnvironment(["NO_COLOR": "1"]).colorMode == .none)
    #expect(TerminalEnvironment(["NO_COLOR": "0"]).colorMode == .none)
  }

  @Test func languageFollowsPosixPrecedence() {
    #expect(TerminalEnvironment([:]).locale == .english)
    #expect(TerminalEnvironment(["LANG": "de_DE.UTF-8"]).locale == .german)
    #expect(
      TerminalEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]).locale
        == .japanese)
    #expect(
      TerminalEnvironment(["LANG": "de_DE", "LC_MESSAGES": "ja_JP", "LC_ALL": "ar_EG.UTF-8"])
        .locale == .arabic)
    #expect(TerminalEnvironment(["LC_ALL": "", "LANG": "es_MX"]).locale.rawValue == "es-419")
    #expect(TerminalEnvironment(["LANG": "es_ES.UTF-8"]).locale == .spanish)
    // Region-specific Unix locales find their regional table.
    let regional = [
      "pt_BR.UTF-8": "pt-BR", "pt_PT.UTF-8": "pt-PT", "zh_TW.UTF-8": "zh-Hant",
      "zh_HK.UTF-8": "zh-HK", "zh_CN.UTF-8": "zh-Hans", "fr_CA.UTF-8": "fr-CA",
      "nb_NO.UTF-8": "nb", "no_NO": "nb", "en_GB.UTF-8": "en-GB", "iw_IL": "he",
    ]
    for (lang, table) in regional {
      #expect(TerminalEnvironment(["LANG": lang]).locale.rawValue == table, "\(lang)")
    }
    // GNU gettext's LANGUAGE list outranks LANG, unless the locale is C.
    #expect(
      TerminalEnvironment(["LANG": "de_DE.UTF-8", "LANGUAGE": "pl:de"]).locale.rawValue == "pl")
    #expect(TerminalEnvironment(["LANG": "C.UTF-8", "LANGUAGE": "pl"]).locale == .english)
    #expect(TerminalEnvironment(["LC_ALL": "C", "LANG": "de_DE"]).locale == .english)
    #expect(TerminalEnvironment(["LANG": "cy_GB.UTF-8"]).locale == .english)
    #expect(TerminalEnvironment(["LANG": "ar_SA"]).locale.layoutDirection == .rightToLeft)
  }

  @Test func appearanceFromColorfgbg() {
    #expect(TerminalEnvironment([:]).appearance == .dark)
    #expect(TerminalEnvironment(["COLORFGBG": "15;0"]).appearance == .dark)
    #expect(TerminalEnvironment(["COLORFGBG": "0;15"]).appearance == .light)
    #expect(TerminalEnvironment(["COLORFGBG": "0;default;7"]).appearance == .light)
  }

  @Test func interactionStyle() {
    let xterm = TerminalEnvironment(["TERM": "xterm-256color"])
    func style(_ stdin: Bool, _ stdout: Bool, _ environment: TerminalEnvironment)
      -> InteractionStyle
    {
      InteractionStyle.choose(
        stdinIsTerminal: stdin, stdoutIsTerminal: stdout, environment: environment)
    }
    #expect(style(true, true, xterm) == .screen)
    #expect(style(true, false, xterm) == .linePrompts)
    #expect(style(false, true, xterm) == .none)
    #expect(style(true, true, TerminalEnvironment(["TERM": "dumb"])) == .linePrompts)
    #expect(style(true, true, TerminalEnvironment([:])) == .linePrompts)
  }
}
