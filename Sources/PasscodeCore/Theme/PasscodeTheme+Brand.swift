extension PasscodeTheme {
  /// A theme in an app's brand colours: the fonts, key shape, key outline width and app header
  /// of `base`, every colour derived from `brand` so that text keeps at least
  /// ``RGBAColor/minimumTextContrast`` and dots ``RGBAColor/minimumGraphicContrast`` against
  /// what they are drawn on (``RGBAColor/readable(on:minimum:)`` moves a brand colour that
  /// does not towards black or white just enough).
  ///
  /// - Background: the brand's, opaque; otherwise `base`'s.
  /// - Text: the title and digits in the brand's text colour (or near-black or near-white);
  ///   the subtitle and empty dots a third of the way to the background.
  /// - Keys: the background moved 8% towards the text colour (20% while pressed, 16% for the
  ///   outline); the panel 4%.
  /// - Accent: buttons' text and the entered dots; errors: `base`'s error colour.
  ///
  /// ```swift
  /// let theme = PasscodeTheme(
  ///   brand: BrandColors(accent: try RGBAColor(hex: "#0A7D4F")), appearance: .light)
  /// ```
  public init(brand: BrandColors, appearance: Appearance, base: Preset = .default) {
    var theme = base.theme(appearance)
    let background: BackgroundStyle =
      brand.background.map { .solid($0.withOpacity(1)) } ?? theme.background
    let ground = background.fallbackColor
    let darkGround = StatusBarStyle(background: ground) == .lightContent
    let defaultText: RGBAColor = darkGround ? .hex("#F4F4F6") : .hex("#1C1D22")
    let text = (brand.text ?? defaultText).readable(on: ground)
    let keyFill = ground.mixed(with: text, 0.08)
    let keyPressedFill = ground.mixed(with: text, 0.2)
    let secondary = text.mixed(with: ground, 1 / 3).readable(on: ground)
    theme.background = background
    theme.panelFill = ground.mixed(with: text, 0.04)
    theme.titleColor = text
    theme.secondaryTextColor = secondary
    theme.errorColor = theme.errorColor.readable(on: ground)
    theme.keyFill = keyFill
    theme.keyPressedFill = keyPressedFill
    theme.keyStroke = ground.mixed(with: text, 0.16)
    theme.keyTextColor = text.readable(on: keyPressedFill).readable(on: keyFill)
    theme.buttonTextColor = brand.accent.readable(on: ground)
    theme.dotFilledColor = brand.accent.readable(
      on: ground, minimum: RGBAColor.minimumGraphicContrast)
    theme.dotEmptyColor = secondary.readable(on: ground, minimum: RGBAColor.minimumGraphicContrast)
    self = theme
  }

  /// The same theme with every text (title, subtitle, messages, digits and buttons) in
  /// `family`, at the sizes and weights it has.
  ///
  /// ```swift
  /// let theme = PasscodeTheme.default(.light).withFont(.named("Avenir Next"))
  /// ```
  public func withFont(_ family: FontToken.Family) -> PasscodeTheme {
    var theme = self
    theme.fonts = fonts.withFamily(family)
    return theme
  }
}

extension PasscodeTheme.Fonts {
  /// The same fonts, every one in `family`.
  public func withFamily(_ family: FontToken.Family) -> PasscodeTheme.Fonts {
    var fonts = self
    for path in [\Self.title, \.subtitle, \.message, \.key, \.button] {
      fonts[keyPath: path].family = family
    }
    return fonts
  }
}

extension PasscodeThemes {
  /// Themes in an app's brand colours for light and dark mode
  /// (``PasscodeTheme/init(brand:appearance:base:)``), on `base`'s light and dark variants.
  public init(light: BrandColors, dark: BrandColors, base: PasscodeTheme.Preset = .default) {
    self.init(
      light: PasscodeTheme(brand: light, appearance: .light, base: base),
      dark: PasscodeTheme(brand: dark, appearance: .dark, base: base))
  }

  /// Themes in one set of brand colours for both modes: with no brand background, each mode
  /// keeps `base`'s background and the other colours follow it.
  ///
  /// ```swift
  /// let themes = PasscodeThemes(brand: BrandColors(accent: try RGBAColor(hex: "#E4572E")))
  ///   .withFont(.rounded)
  /// ```
  public init(brand: BrandColors, base: PasscodeTheme.Preset = .default) {
    self.init(light: brand, dark: brand, base: base)
  }

  /// The same themes with every text in `family` (``PasscodeTheme/withFont(_:)``).
  public func withFont(_ family: FontToken.Family) -> PasscodeThemes {
    PasscodeThemes(light: light.withFont(family), dark: dark.withFont(family))
  }
}
