/// How one element of a ``ScreenFrame`` is drawn: the drawing decisions every renderer of a
/// frame shares — the UIKit and SwiftUI skins, and the SVG of `passcode render` — so that all
/// three draw from the same numbers, and none decides colours, sizes or dimming on its own.
///
/// What a press on an element does is the screen's decision, not a style's:
/// ``PasscodeScreen/event(forPressing:)`` and ``PasscodeScreen/isEnabled(_:)``.
///
/// ```swift
/// for element in frame.elements {
///   let style = frame.style(of: element)
///   draw(element.label, at: element.frame, size: style.fontSize, weight: style.fontWeight,
///        color: style.textColor, shape: style.shape, opacity: style.opacity)
/// }
/// ```
@_spi(Skins) public struct FrameElementStyle: Equatable, Sendable {
  /// What is drawn behind or instead of the element's text.
  public enum Shape: Hashable, Sendable {
    /// Just the text (title, subtitle, message, words on keys and buttons).
    case none
    /// The panel: a rounded rectangle in ``fill``.
    case panel
    /// A digit key: the theme's key shape in ``fill``, with its outline, rounded by
    /// ``cornerRadius``.
    case key
    /// The row of dots, one per entry of ``PasscodeScreen/dotFills``.
    case dots
    /// The app's icon (a rounded square in ``fill``), then its name (the element's label),
    /// in the reading direction.
    case appHeader
  }

  /// What is drawn besides the text.
  public var shape: Shape
  /// The fill of the shape: the panel's, a key's, the app icon's; `nil` for none.
  public var fill: RGBAColor?
  /// The text's colour.
  public var textColor: RGBAColor
  /// The text's size in points, scaled for the user's text size by the layout.
  public var fontSize: Double
  /// The text's weight.
  public var fontWeight: FontToken.Weight
  /// The text's typeface (``FontToken/family``).
  public var fontFamily: FontToken.Family = .system
  /// The most lines the text may take; it shrinks to fit them.
  public var maximumLines: Int
  /// The element's opacity, 0…1 (``PasscodeScreen/opacity(of:)``): keys are dimmed while a
  /// lockout blocks input.
  public var opacity: Double
  /// The corner radius of the shape: the key's, the panel's, or 0.
  public var cornerRadius: Double
  /// Whether assistive technologies treat the element as a heading (the title), so VoiceOver
  /// users can jump to it.
  var isHeading: Bool
  /// For a digit key: where its digit and its letters go inside it (``KeyFace``, in the key's
  /// coordinates); `nil` for every other element. Draw the digit in ``KeyFace/digit`` and the
  /// element's letters (``ScreenFrame/Element/letters``) in ``KeyFace/letters``, in
  /// ``lettersFont``, in ``textColor``.
  public var keyFace: KeyFace? = nil
  /// The keypad letters' font, at its scaled size (``KeyFace/letterSize``); `nil` for every
  /// element but a digit key.
  public var lettersFont: FontToken? = nil

  /// The smallest factor a skin may shrink a text by, only when the platform's font measures
  /// wider than the layout's estimate (``KeypadLayout`` makes room for every text at its full
  /// size with estimates on the wide side, so this is a safety net, not a way to fit).
  public static let textFitTolerance = 0.9
  /// The keypad's opacity while a lockout or the permanent lock blocks input.
  public static let dimmedKeypadOpacity = PasscodeScreen.dimmedKeypadOpacity
  /// The corner radius of the centred panel (iPad), in points.
  static let panelCornerRadius = 24.0
  /// The width of an empty dot's outline, in points.
  public static let emptyDotStrokeWidth = 1.5
  /// The corner radius of the app icon in the app header, as a fraction of its side.
  static let appIconCornerFraction = 0.23
  /// The gap between the app icon and the app's name, as a fraction of the icon's side.
  public static let appHeaderGapFraction = 0.25
}

extension FrameElementStyle {
  /// Just text, in the theme's button colour, size and weight, fully opaque.
  init(theme: PasscodeTheme, buttonSize: Double) {
    self.init(
      shape: .none, fill: nil, textColor: theme.buttonTextColor, fontSize: buttonSize,
      fontWeight: theme.fonts.button.weight, fontFamily: theme.fonts.button.family,
      maximumLines: 1, opacity: 1, cornerRadius: 0, isHeading: false)
  }

  /// A key of the passcode keypad, wherever it sits: a digit in the key font on the key
  /// shape, any other key a word in the button font.
  static func key(
    _ slot: KeySlot, theme: PasscodeTheme, keySize: Double, buttonSize: Double,
    cornerRadius: Double, opacity: Double, face: KeyFace
  ) -> FrameElementStyle {
    var style = FrameElementStyle(theme: theme, buttonSize: buttonSize)
    style.opacity = opacity
    guard slot.digit != nil else { return style }
    style.shape = .key
    style.fill = theme.keyFill
    style.textColor = theme.keyTextColor
    style.fontSize = keySize
    style.fontWeight = theme.fonts.key.weight
    style.fontFamily = theme.fonts.key.family
    style.cornerRadius = cornerRadius
    style.keyFace = face
    var letters = theme.fonts.letters
    letters.size = face.letterSize
    style.lettersFont = letters
    return style
  }
}
