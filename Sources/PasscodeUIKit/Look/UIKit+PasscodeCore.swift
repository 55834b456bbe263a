#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  // Conversions between PasscodeCore's framework-free values and UIKit's types. One mapping
  // each, no decisions.

  extension UIColor {
    /// The colour of a theme token, in extended sRGB: a colour outside sRGB (Display P3) keeps
    /// its components.
    public convenience init(_ color: RGBAColor) {
      self.init(
        red: CGFloat(color.extendedRed), green: CGFloat(color.extendedGreen),
        blue: CGFloat(color.extendedBlue), alpha: CGFloat(color.opacity))
    }
  }

  extension RGBAColor {
    /// The colour `color` shows in `appearance`: a dynamic colour (`.systemBlue`, an asset
    /// catalog colour) resolved for that interface style, then read in extended sRGB so that
    /// a Display P3 colour is not clipped. A pattern colour, which has no single colour, reads
    /// as its average as Core Graphics converts it, or opaque black when it cannot.
    public init(_ color: UIColor, in appearance: Appearance = .light) {
      let style: UIUserInterfaceStyle = appearance == .dark ? .dark : .light
      let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
      if !resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha),
        let space = CGColorSpace(name: CGColorSpace.extendedSRGB),
        let components = resolved.cgColor.converted(
          to: space, intent: .defaultIntent, options: nil)?.components, components.count == 4
      {
        (red, green, blue, alpha) = (components[0], components[1], components[2], components[3])
      }
      self.init(
        extendedRed: Double(red), green: Double(green), blue: Double(blue),
        opacity: Double(alpha))
    }
  }

  extension BrandColors {
    /// Brand colours from UIKit colours, resolved for `appearance` (dynamic colours take their
    /// light or dark variant).
    public init(
      accent: UIColor, background: UIColor? = nil, text: UIColor? = nil,
      in appearance: Appearance
    ) {
      self.init(
        accent: RGBAColor(accent, in: appearance),
        background: background.map { RGBAColor($0, in: appearance) },
        text: text.map { RGBAColor($0, in: appearance) })
    }
  }

  extension PasscodeThemes {
    /// Themes in an app's brand colours (`PasscodeTheme.init(brand:appearance:base:)`):
    /// dynamic colours give their light variant to the light theme and their dark variant to
    /// the dark one; every other colour is derived with readable contrast.
    ///
    /// ```swift
    /// let themes = PasscodeThemes(accent: UIColor(named: "Brand") ?? .systemIndigo)
    /// ```
    public init(
      accent: UIColor, background: UIColor? = nil, text: UIColor? = nil,
      base: PasscodeTheme.Preset = .default
    ) {
      self.init(
        light: BrandColors(accent: accent, background: background, text: text, in: .light),
        dark: BrandColors(accent: accent, background: background, text: text, in: .dark),
        base: base)
    }
  }

  extension CGRect {
    /// The rectangle of a layout frame.
    init(_ rect: LayoutRect) {
      self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// This rectangle moved so that `origin` becomes its coordinate space's origin.
    func relative(to origin: CGPoint) -> CGRect {
      offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  extension CGSize {
    /// The size of a layout size.
    init(_ size: LayoutSize) {
      self.init(width: size.width, height: size.height)
    }
  }

  extension LayoutRect {
    /// The layout frame of a rectangle.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }

  extension LayoutSize {
    /// The layout size of a size.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension LayoutInsets {
    /// The layout insets of edge insets (left and right are physical sides in both).
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension TextSizeCategory {
    /// The text size of a content size category; the default (`large`) when unspecified.
    init(_ category: UIContentSizeCategory) {
      let table: [UIContentSizeCategory: TextSizeCategory] = [
        .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
        .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
        .extraExtraExtraLarge: .extraExtraExtraLarge,
        .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
        .accessibilityExtraLarge: .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
      ]
      self = table[category] ?? .large
    }
  }

  extension LayoutDirection {
    /// The layout direction of a view's effective direction.
    init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  extension SizeClass {
    /// The size class of a trait; `nil` when unspecified (the layout then derives it from the
    /// canvas).
    init?(_ sizeClass: UIUserInterfaceSizeClass) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      default: return nil
      }
    }
  }

  extension SceneLifecycle.Activity {
    /// The activity of a scene's activation state; a scene not attached counts as in the
    /// background.
    @_spi(Skins) public init(_ state: UIScene.ActivationState) {
      switch state {
      case .foregroundActive: self = .active
      case .foregroundInactive: self = .inactive
      default: self = .background
      }
    }
  }

  extension Appearance {
    /// The appearance of an interface style; light unless dark.
    init(_ style: UIUserInterfaceStyle) {
      self = style == .dark ? .dark : .light
    }
  }

  extension UIStatusBarStyle {
    /// The status bar style of a theme's decision.
    init(_ style: StatusBarStyle) {
      self = style == .lightContent ? .lightContent : .darkContent
    }
  }

  extension UIFont {
    /// The font both skins draw a text in: `family` at `size` points (already scaled for the
    /// user's text size by the layout, so not scaled again) with `weight`.
    ///
    /// A system design (rounded, serif, monospaced) is the system font with that design. A
    /// named family is looked up by family name with the weight as a trait (the nearest face),
    /// then as a PostScript name; when no such font is installed, the system font at that
    /// size and weight stands in.
    @_spi(Skins) public static func passcode(
      size: Double, weight: FontToken.Weight, family: FontToken.Family = .system
    ) -> UIFont {
      let weights: [FontToken.Weight: UIFont.Weight] = [
        .light: .light, .regular: .regular, .medium: .medium, .semibold: .semibold, .bold: .bold,
      ]
      let points = CGFloat(max(size, 1))
      let uiWeight = weights[weight] ?? .regular
      let system = UIFont.systemFont(ofSize: points, weight: uiWeight)
      let design: UIFontDescriptor.SystemDesign
      switch family {
      case .system: return system
      case .rounded: design = .rounded
      case .serif: design = .serif
      case .monospaced: design = .monospaced
      case .named(let name):
        let descriptor = UIFontDescriptor(fontAttributes: [
          .family: name, .traits: [UIFontDescriptor.TraitKey.weight: uiWeight],
        ])
        let font = UIFont(descriptor: descriptor, size: points)
        if font.familyName.caseInsensitiveCompare(name) == .orderedSame { return font }
        return UIFont(name: name, size: points) ?? system
      }
      guard let designed = system.fontDescriptor.withDesign(design) else { return system }
      return UIFont(descriptor: designed, size: points)
    }

    /// The font of an element's style: its family, size and weight.
    @_spi(Skins) public static func passcode(_ style: FrameElementStyle) -> UIFont {
      passcode(size: style.fontSize, weight: style.fontWeight, family: style.fontFamily)
    }

    /// The font of a token at its size (the keypad letters': `FrameElementStyle.lettersFont`).
    @_spi(Skins) public static func passcode(_ token: FontToken) -> UIFont {
      passcode(size: token.size, weight: token.weight, family: token.family)
    }
  }

  extension UITraitCollection {
    /// The layout's view of this trait collection's text size.
    var textSize: TextSizeCategory { TextSizeCategory(preferredContentSizeCategory) }
    /// The theme's view of this trait collection's interface style.
    var appearance: Appearance { Appearance(userInterfaceStyle) }
  }

  extension UIReturnKeyType {
    /// The return key of a form field.
    init(_ key: FormModel.ReturnKey) {
      self = key == .go ? .go : .next
    }
  }

  extension UIKeyboardType {
    /// The keyboard of a form field.
    init(_ keyboard: FieldKeyboard) {
      let types: [FieldKeyboard: UIKeyboardType] = [
        .standard: .default, .ascii: .asciiCapable, .numberPad: .numberPad,
      ]
      self = types[keyboard] ?? .default
    }
  }

  extension UITextContentType {
    /// The autofill type of a form field, or `nil` for none.
    static func of(_ type: FieldContentType) -> UITextContentType? {
      let types: [FieldContentType: UITextContentType] = [
        .username: .username, .password: .password, .newPassword: .newPassword,
        .oneTimeCode: .oneTimeCode, .telephoneNumber: .telephoneNumber,
      ]
      return types[type]
    }
  }

  extension KeyboardKey {
    /// The keys a hardware key press stands for: Backspace, Return, Escape by key code,
    /// otherwise each character it types. Presses with Command, Control or Option are left to
    /// the system (shortcuts).
    @MainActor
    static func keys(of key: UIKey) -> [KeyboardKey] {
      let special: [UIKeyboardHIDUsage: KeyboardKey] = [
        .keyboardDeleteOrBackspace: .backspace, .keyboardReturnOrEnter: .returnKey,
        .keypadEnter: .returnKey, .keyboardEscape: .escape,
      ]
      if let mapped = special[key.keyCode] { return [mapped] }
      guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else {
        return []
      }
      return key.characters.unicodeScalars.map { .character($0) }
    }
  }

  extension UIAccessibility {
    /// Speaks `text` with VoiceOver.
    @MainActor
    static func announce(_ text: String) {
      post(notification: AccessibilityConstants.announcement, argument: text)
    }
  }
#endif
