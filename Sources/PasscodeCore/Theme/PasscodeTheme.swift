/// The look of a passcode screen as tokens: colours, fonts and key shape.
///
/// Skins read tokens, never hard-coded colours. Three presets ship, each in a light and a dark
/// variant: ``default(_:)`` (rounded-square keys and an app header slot: deliberately unlike
/// the iOS lock screen, App Review guideline 5.2.5), ``classic(_:)`` (outlined circles) and
/// ``translucentTeal(_:)`` (a blurred teal tint with white keys).
public struct PasscodeTheme: Hashable, Sendable {
  /// The fonts of the screen's texts.
  public struct Fonts: Hashable, Sendable {
    /// The title ("Enter Passcode").
    public var title: FontToken
    /// The subtitle under the title.
    public var subtitle: FontToken
    /// The message under the dots (errors, countdown).
    public var message: FontToken
    /// The digits on the keys.
    public var key: FontToken
    /// Text buttons: Delete, Cancel, the biometric and fallback buttons.
    public var button: FontToken
    /// The letters under the digits (``PasscodeTheme/showsKeypadLetters``): small, and spaced
    /// out by the layout.
    public var letters: FontToken

    /// Creates a set of fonts; the letters' font is derived from the digits'
    /// (``lettersFont(for:)``).
    public init(
      title: FontToken, subtitle: FontToken, message: FontToken, key: FontToken,
      button: FontToken
    ) {
      self.init(
        title: title, subtitle: subtitle, message: message, key: key, button: button,
        letters: Self.lettersFont(for: key))
    }

    /// Creates a set of fonts with a font of its own for the keypad letters.
    public init(
      title: FontToken, subtitle: FontToken, message: FontToken, key: FontToken,
      button: FontToken, letters: FontToken
    ) {
      self.title = title
      self.subtitle = subtitle
      self.message = message
      self.key = key
      self.button = button
      self.letters = letters
    }

    /// The letters' font that goes with digits in `key`: about a third of their size (never
    /// under 9 points), semibold, in their typeface.
    public static func lettersFont(for key: FontToken) -> FontToken {
      FontToken(size: max((key.size * 0.36).rounded(), 9), weight: .semibold, family: key.family)
    }
  }

  /// What is behind the screen.
  public var background: BackgroundStyle
  /// The fill of the centred panel on large screens (iPad).
  public var panelFill: RGBAColor
  /// The title's colour.
  public var titleColor: RGBAColor
  /// The subtitle's and informational messages' colour.
  public var secondaryTextColor: RGBAColor
  /// The colour of error messages (wrong passcode, lockout).
  public var errorColor: RGBAColor
  /// The fill of a key.
  public var keyFill: RGBAColor
  /// The fill of a key while pressed.
  public var keyPressedFill: RGBAColor
  /// The outline of a key.
  public var keyStroke: RGBAColor
  /// The width of a key's outline in points; 0 for none.
  public var keyStrokeWidth: Double
  /// The digit on a key.
  public var keyTextColor: RGBAColor
  /// Text buttons: Delete, Cancel, biometrics, fallback, OK.
  public var buttonTextColor: RGBAColor
  /// A dot for an entered character.
  public var dotFilledColor: RGBAColor
  /// The outline of a dot not yet entered.
  public var dotEmptyColor: RGBAColor
  /// The tile of the app header's icon when the app gives none, under a white padlock: at
  /// least ``RGBAColor/minimumGraphicContrast`` against white.
  public var appIconFill: RGBAColor
  /// The fonts.
  public var fonts: Fonts
  /// The keys' outline.
  public var keyShape: KeyShape
  /// The corner radius of ``KeyShape/roundedSquare`` keys as a fraction of the key's shorter
  /// side, 0…0.5 (0.5 draws a capsule). Ignored for circles.
  public var keyCornerRadius: Double
  /// Whether the screen shows the host's app icon and name above the title.
  public var showsAppHeader: Bool
  /// Whether the digit keys show a phone keypad's letters under their digits (2 ABC, 3 DEF …
  /// 9 WXYZ; nothing under 1 and 0), in ``Fonts-swift.struct/letters``. Off in every preset
  /// (``withKeypadLetters(_:)`` turns it on). The letters are the same Latin letters in every
  /// language, as on the iOS keypad; VoiceOver reads a key's digit only. Where a key is too
  /// small for its digit and its letters (the largest text sizes on a small screen, a
  /// terminal), the layout leaves the letters out rather than crowd the digit.
  public var showsKeypadLetters = false
  /// The dots' size and the keypad's gaps (``Spacing``); PasscodeKit's own by default
  /// (``withSpacing(_:)``).
  public var spacing = Spacing()

  /// Creates a theme from its tokens.
  public init(
    background: BackgroundStyle, panelFill: RGBAColor, titleColor: RGBAColor,
    secondaryTextColor: RGBAColor, errorColor: RGBAColor, keyFill: RGBAColor,
    keyPressedFill: RGBAColor, keyStroke: RGBAColor, keyStrokeWidth: Double,
    keyTextColor: RGBAColor, buttonTextColor: RGBAColor, dotFilledColor: RGBAColor,
    dotEmptyColor: RGBAColor, fonts: Fonts, keyShape: KeyShape, keyCornerRadius: Double,
    showsAppHeader: Bool, appIconFill: RGBAColor? = nil
  ) {
    self.background = background
    self.panelFill = panelFill
    self.titleColor = titleColor
    self.secondaryTextColor = secondaryTextColor
    self.errorColor = errorColor
    self.keyFill = keyFill
    self.keyPressedFill = keyPressedFill
    self.keyStroke = keyStroke
    self.keyStrokeWidth = keyStrokeWidth
    self.keyTextColor = keyTextColor
    self.buttonTextColor = buttonTextColor
    self.dotFilledColor = dotFilledColor
    self.dotEmptyColor = dotEmptyColor
    self.fonts = fonts
    self.keyShape = keyShape
    self.keyCornerRadius = keyCornerRadius
    self.showsAppHeader = showsAppHeader
    self.appIconFill = appIconFill ?? Self.iconTile(dotFilledColor)
  }

  /// The same theme with the keypad letters shown (or hidden): ``showsKeypadLetters``.
  ///
  /// ```swift
  /// let theme = PasscodeTheme.classic(.dark).withKeypadLetters()
  /// ```
  public func withKeypadLetters(_ shows: Bool = true) -> PasscodeTheme {
    var theme = self
    theme.showsKeypadLetters = shows
    return theme
  }

  /// `accent`, darkened just enough for the white padlock on it to keep 3:1.
  static func iconTile(_ accent: RGBAColor) -> RGBAColor {
    accent.readable(on: .white, minimum: RGBAColor.minimumGraphicContrast)
  }

  /// The opacity of a key that does nothing now (the digits during a lockout): low enough to
  /// read as unavailable, high enough that every preset's digits keep 3:1 against their
  /// keys (WCAG exempts disabled controls from 4.5:1, but they must still read as keys).
  ///
  /// Draw a dimmed key as one group — its shape and its digit together — at this opacity
  /// (SVG `<g opacity>`, a view's `alpha`, SwiftUI's `.compositingGroup()` before
  /// `.opacity(_:)`), not each part at it: a digit faded over its faded key loses contrast.
  public static let dimmedKeyOpacity = 0.6

  /// The corner radius of a key `width` by `height` points: half the shorter side for
  /// circles, the theme's fraction of it for rounded squares.
  public func cornerRadius(forKeyWidth width: Double, height: Double) -> Double {
    let side = min(width, height)
    switch keyShape {
    case .circle: return side / 2
    case .roundedSquare: return side * min(max(keyCornerRadius, 0), 0.5)
    }
  }
}
