import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// Theme colours made opaque for a terminal, or attributes alone without colour.
@Suite struct TerminalPaletteTests {
  @Test("translucent theme colours are shown composited over the background, in 8-bit sRGB")
  func blendingOverTheBackground() {
    let black = RGBAColor(red: 0, green: 0, blue: 0)
    let white = RGBAColor(red: 255, green: 255, blue: 255)
    #expect(white.composited(over: black).hex == "#FFFFFF")
    #expect(white.withAlpha(0).composited(over: black).hex == "#000000")
    #expect(white.withAlpha(128).composited(over: black).hex == "#808080")
    let theme = PasscodeTheme.default(.dark)
    let palette = TerminalPalette(theme: theme, colorMode: .trueColor)
    #expect(palette.background.background?.hex == theme.background.fallbackColor.hex)
  }

  @Test(arguments: PasscodeTheme.Preset.allCases, Appearance.allCases)
  func everyColourIsOpaque(preset: PasscodeTheme.Preset, appearance: Appearance) {
    let palette = TerminalPalette(theme: preset.theme(appearance), colorMode: .trueColor)
    let styles = [
      palette.background, palette.title, palette.secondary, palette.error, palette.lockout,
      palette.keyFill, palette.keyPressed, palette.keyStroke, palette.keyText, palette.button,
      palette.dotFilled, palette.dotEmpty,
    ]
    for style in styles {
      #expect(style.foreground?.alpha == 255)
      #expect(style.background?.alpha == 255)
    }
    #expect(palette.keyPressed.background != palette.keyFill.background, "a press shows")
  }

  @Test func withoutColourOnlyAttributes() {
    let palette = TerminalPalette(theme: .translucentTeal(.dark), colorMode: .none)
    for style in [palette.background, palette.title, palette.keyFill, palette.keyPressed] {
      #expect(style.foreground == nil)
      #expect(style.background == nil)
    }
    #expect(palette.keyPressed.inverse)
    #expect(palette.faded(palette.keyText).dim)
    let coloured = TerminalPalette(theme: .default(.light), colorMode: .trueColor)
    #expect(!coloured.faded(coloured.keyText).dim)
    #expect(coloured.faded(coloured.keyText).foreground != coloured.keyText.foreground)
  }
}
