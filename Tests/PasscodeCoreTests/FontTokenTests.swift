@_spi(Skins) import PasscodeRender
import Testing

@_spi(Skins) @testable import PasscodeCore

/// A custom font family is part of the theme: every renderer reads it from the scene's styles.
@Suite("FontToken family")
struct FontTokenTests {
  @Test("tokens default to the system font; presets use it")
  func systemByDefault() {
    #expect(FontToken(size: 17, weight: .regular).family == .system)
    for preset in PasscodeTheme.Preset.allCases {
      let fonts = preset.theme(.light).fonts
      for font in [fonts.title, fonts.subtitle, fonts.message, fonts.key, fonts.button] {
        #expect(font.family == .system)
      }
    }
  }

  @Test("withFont sets every text's family and keeps sizes and weights")
  func withFont() {
    let base = PasscodeTheme.default(.dark)
    let themed = base.withFont(.named("Avenir Next"))
    for (font, original) in [
      (themed.fonts.title, base.fonts.title), (themed.fonts.subtitle, base.fonts.subtitle),
      (themed.fonts.message, base.fonts.message), (themed.fonts.key, base.fonts.key),
      (themed.fonts.button, base.fonts.button),
    ] {
      #expect(font.family == .named("Avenir Next"))
      #expect(font.size == original.size && font.weight == original.weight)
    }
    let themes = PasscodeThemes.default.withFont(.rounded)
    #expect(themes.light.fonts.key.family == .rounded)
    #expect(themes.dark.fonts.title.family == .rounded)
  }

  @Test("CSS families name the font first and end with the system fallbacks")
  func css() {
    #expect(FontToken.Family.system.cssFontFamily.hasPrefix("-apple-system"))
    #expect(FontToken.Family.rounded.cssFontFamily.hasPrefix("ui-rounded"))
    #expect(FontToken.Family.serif.cssFontFamily.hasSuffix("serif"))
    #expect(FontToken.Family.monospaced.cssFontFamily.hasSuffix("monospace"))
    #expect(FontToken.Family.named("Avenir Next").cssFontFamily.hasPrefix("'Avenir Next', "))
    // A quote in a name cannot end the CSS string early.
    #expect(FontToken.Family.named("Bad'Font\\").cssFontFamily.hasPrefix("'BadFont', "))
  }

  func scene(theme: PasscodeTheme) -> ScreenFrame {
    iPhoneScene(
      PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, offersFallback: true)),
      theme: theme)
  }

  @Test("each element's style carries its token's family")
  func styles() {
    var theme = PasscodeTheme.default(.light)
    theme.fonts.title.family = .serif
    theme.fonts.key.family = .monospaced
    theme.fonts.button.family = .rounded
    theme.fonts.subtitle.family = .named("Subtitle")
    let scene = scene(theme: theme)
    for element in scene.elements {
      let style = scene.style(of: element)
      switch element.kind {
      case .title, .appHeader: #expect(style.fontFamily == .serif)
      case .subtitle: #expect(style.fontFamily == .named("Subtitle"))
      case .key(let slot) where slot.digit != nil: #expect(style.fontFamily == .monospaced)
      case .key, .cancelButton, .fallbackButton, .submitButton:
        #expect(style.fontFamily == .rounded)
      default: break
      }
    }
  }

  @Test("the SVG names a custom family on its texts, and nothing for the system font")
  func svg() {
    let plain = scene(theme: .default(.light)).svg()
    #expect(!plain.contains("Avenir"))
    #expect(plain.components(separatedBy: "font-family=").count == 2)
    let themed = scene(theme: PasscodeTheme.default(.light).withFont(.named("Avenir Next"))).svg()
    #expect(themed.contains("font-family=\"&apos;Avenir Next&apos;, -apple-system"))
    let texts = themed.components(separatedBy: "<text ").dropFirst()
    #expect(!texts.isEmpty)
    #expect(texts.allSatisfy { $0.contains("Avenir Next") })
  }
}
