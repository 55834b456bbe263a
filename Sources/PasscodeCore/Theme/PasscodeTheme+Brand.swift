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
  ///   outline); the panel 4% — or away from it, on a background where the text only just
  ///   reads (a mid grey). Dimmed keys keep their digits at 3:1.
  /// - The app icon's tile: the accent, darkened until its white padlock keeps 3:1.
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
    // What text is drawn on: the background (a translucent one over dark or light content),
    // and the panel over it (iPad): the background moved 4% towards the text, or away from it
    // where that would leave the text unreadable (a mid-grey background).
    let screens = background.extremes
    var text = (brand.text ?? defaultText).readable(onAll: screens)
    // Surfaces (panel, keys) move towards the text, or away from it on a background where
    // the text only just reads.
    var tone = text
    if text.contrastRatio(on: ground.mixed(with: text, 0.04)) < RGBAColor.minimumTextContrast * 1.01
    {
      tone = text.relativeLuminance > ground.relativeLuminance ? .black : .white
    }
    let panelFill = ground.mixed(with: tone, 0.04)
    let unders = screens + screens.map { panelFill.composited(over: $0) }
    func readable(_ color: RGBAColor, _ minimum: Double = RGBAColor.minimumTextContrast)
      -> RGBAColor
    {
      color.readable(onAll: unders, minimum: minimum)
    }
    text = readable(text)
    let keyFill = ground.mixed(with: tone, 0.08)
    let keyPressedFill = ground.mixed(with: tone, 0.2)
    let secondary = readable(text.mixed(with: ground, 1 / 3))
    theme.background = background
    theme.panelFill = panelFill
    theme.titleColor = text
    theme.secondaryTextColor = secondary
    theme.errorColor = readable(theme.errorColor)
    theme.keyFill = keyFill
    theme.keyPressedFill = keyPressedFill
    theme.keyStroke = ground.mixed(with: tone, 0.16)
    theme.keyTextColor = Self.digits(
      text, keyFill: keyFill, pressedFill: keyPressedFill, unders: unders)
    theme.buttonTextColor = readable(brand.accent)
    theme.dotFilledColor = readable(brand.accent, RGBAColor.minimumGraphicContrast)
    theme.dotEmptyColor = readable(secondary, RGBAColor.minimumGraphicContrast)
    theme.appIconFill = Self.iconTile(brand.accent)
    self = theme
  }

  /// The digits' colour: `text`, moved towards black or white until it reads on the key and
  /// the pressed key (4.5:1) and, dimmed with its key (``dimmedKeyOpacity``) over any of
  /// `unders`, still keeps 3:1 against it.
  private static func digits(
    _ text: RGBAColor, keyFill: RGBAColor, pressedFill: RGBAColor, unders: [RGBAColor]
  ) -> RGBAColor {
    let dimmed = dimmedKeyOpacity
    func readsDimmed(_ digits: RGBAColor) -> Bool {
      unders.allSatisfy { under in
        let key = keyFill.withOpacity(keyFill.opacity * dimmed).composited(over: under)
        let digit = digits.composited(over: keyFill).withOpacity(dimmed).composited(over: under)
        return digit.contrastRatio(on: key) >= RGBAColor.minimumGraphicContrast * 1.01
      }
    }
    var minimum = RGBAColor.minimumTextContrast
    var digits = text.readable(on: pressedFill).readable(on: keyFill)
    while !readsDimmed(digits), minimum < 21 {
      minimum += 0.5
      digits = text.readable(on: pressedFill, minimum: minimum).readable(
        on: keyFill, minimum: minimum)
    }
    return digits
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
    for path in [\Self.title, \.subtitle, \.message, \.key, \.button, \.letters] {
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

  /// The same themes with the keypad letters shown (or hidden) in both
  /// (``PasscodeTheme/withKeypadLetters(_:)``).
  public func withKeypadLetters(_ shows: Bool = true) -> PasscodeThemes {
    PasscodeThemes(light: light.withKeypadLetters(shows), dark: dark.withKeypadLetters(shows))
  }
}
