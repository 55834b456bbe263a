import PasscodeRender
import Testing

@_spi(Skins) @testable import PasscodeCore

/// A theme built from a few brand colours: every derived colour is computed here, and text
/// and dots stay readable whatever the brand gives.
@Suite("PasscodeTheme brand")
struct PasscodeThemeBrandTests {
  static let accents = [
    "#FFD60A", "#34C759", "#0A84FF", "#FF2D55", "#FFFFFF", "#000000", "#8E8E93",
  ]
  static let backgrounds: [String?] = [nil, "#FFFFFF", "#000000", "#1B2A4A", "#FFF4D6", "#777777"]

  /// Contrast of every text colour and of the dots against what they are drawn on.
  func expectReadable(_ theme: PasscodeTheme, _ note: String) {
    let ground = theme.background.fallbackColor
    let text = RGBAColor.minimumTextContrast
    let graphic = RGBAColor.minimumGraphicContrast
    #expect(theme.titleColor.contrastRatio(on: ground) >= text, "title \(note)")
    #expect(theme.secondaryTextColor.contrastRatio(on: ground) >= text, "subtitle \(note)")
    #expect(theme.errorColor.contrastRatio(on: ground) >= text, "error \(note)")
    #expect(theme.buttonTextColor.contrastRatio(on: ground) >= text, "buttons \(note)")
    #expect(theme.keyTextColor.contrastRatio(on: theme.keyFill) >= text, "digits \(note)")
    #expect(
      theme.keyTextColor.contrastRatio(on: theme.keyPressedFill) >= text, "pressed \(note)")
    #expect(theme.dotFilledColor.contrastRatio(on: ground) >= graphic, "dots \(note)")
    #expect(theme.dotEmptyColor.contrastRatio(on: ground) >= graphic, "empty dots \(note)")
  }

  @Test("any accent on any background stays readable, in every base and mode")
  func readableEverywhere() {
    for accent in Self.accents {
      for background in Self.backgrounds {
        for base in PasscodeTheme.Preset.allCases {
          for appearance in Appearance.allCases {
            let brand = BrandColors(
              accent: .hex(accent), background: background.map(RGBAColor.hex))
            let theme = PasscodeTheme(brand: brand, appearance: appearance, base: base)
            expectReadable(theme, "\(accent) on \(background ?? "base") \(base) \(appearance)")
          }
        }
      }
    }
  }

  @Test("a text colour that is not readable on the brand background is darkened or lightened")
  func unreadableTextIsMoved() {
    let brand = BrandColors(
      accent: .hex("#0A84FF"), background: .hex("#FFFFFF"), text: .hex("#CCCCCC"))
    let theme = PasscodeTheme(brand: brand, appearance: .light)
    #expect(theme.titleColor != .hex("#CCCCCC"))
    #expect(theme.titleColor.relativeLuminance < RGBAColor.hex("#CCCCCC").relativeLuminance)
    expectReadable(theme, "light grey text")
  }

  @Test("readable brand colours are used as given; the base keeps fonts, shape and header")
  func brandColoursAreKept() {
    let accent = RGBAColor.hex("#0A7D4F")
    let background = RGBAColor.hex("#FBFAF7")
    let text = RGBAColor.hex("#102A43")
    let theme = PasscodeTheme(
      brand: BrandColors(accent: accent, background: background, text: text),
      appearance: .light, base: .classic)
    #expect(theme.background == .solid(background))
    #expect(theme.titleColor == text)
    #expect(theme.buttonTextColor == accent)
    #expect(theme.dotFilledColor == accent)
    #expect(theme.keyFill == background.mixed(with: text, 0.08))
    #expect(theme.keyPressedFill == background.mixed(with: text, 0.2))
    let classic = PasscodeTheme.classic(.light)
    #expect(theme.fonts == classic.fonts)
    #expect(theme.keyShape == classic.keyShape)
    #expect(theme.showsAppHeader == classic.showsAppHeader)
  }

  @Test("without a brand background each mode keeps the base's, and the text follows it")
  func baseBackgroundPerMode() {
    let themes = PasscodeThemes(brand: BrandColors(accent: .hex("#FF2D55")))
    #expect(themes.light.background == PasscodeTheme.default(.light).background)
    #expect(themes.dark.background == PasscodeTheme.default(.dark).background)
    #expect(themes.light.titleColor.relativeLuminance < 0.1)
    #expect(themes.dark.titleColor.relativeLuminance > 0.8)
    // A translucent background is judged by its tint.
    let teal = PasscodeThemes(brand: BrandColors(accent: .hex("#FFD60A")), base: .translucentTeal)
    #expect(teal.light.background == PasscodeTheme.translucentTeal(.light).background)
    expectReadable(teal.light, "teal")
  }

  @Test("a translucent brand background is made opaque")
  func opaqueBackground() {
    let brand = BrandColors(accent: .hex("#0A84FF"), background: .hex("#10204080"))
    let theme = PasscodeTheme(brand: brand, appearance: .dark)
    #expect(theme.background == .solid(.hex("#102040")))
  }

  @Test("a wide-gamut accent is kept unclipped: as given when readable, darkened when not")
  func wideGamutAccent() {
    let deep = RGBAColor(displayP3Red: 0.7, green: 0, blue: 0.05)
    #expect(!deep.isInSRGBGamut)
    let theme = PasscodeTheme(
      brand: BrandColors(accent: deep, background: .white), appearance: .light)
    #expect(theme.buttonTextColor == deep)
    let bright = RGBAColor(displayP3Red: 0.9, green: 0.1, blue: 0.1)
    let moved = PasscodeTheme(
      brand: BrandColors(accent: bright, background: .white), appearance: .light)
    #expect(moved.buttonTextColor != bright)
    #expect(!moved.buttonTextColor.isInSRGBGamut)
    #expect(moved.buttonTextColor.contrastRatio(on: .white) >= RGBAColor.minimumTextContrast)
  }
}

/// A render request draws the brand theme on its preset, in its font.
@Suite("RenderRequest brand")
struct RenderRequestBrandTests {
  @Test("no brand and the system font: the preset as it is; otherwise core's brand theme")
  func resolvedTheme() {
    var request = RenderRequest(theme: .classic, appearance: .dark)
    #expect(request.resolvedTheme == PasscodeTheme.classic(.dark))
    let brand = BrandColors(accent: .hex("#E4572E"))
    request.brand = brand
    request.fontFamily = .serif
    #expect(
      request.resolvedTheme
        == PasscodeTheme(brand: brand, appearance: .dark, base: .classic).withFont(.serif))
  }
}
