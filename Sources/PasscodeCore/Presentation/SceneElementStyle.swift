/// How one element of a ``PasscodeScene`` is drawn and what a tap on it does: the decisions
/// every skin that draws a scene shares (the SVG render makes the same ones), so no skin
/// decides colours, dimming or key actions on its own.
///
/// ```swift
/// for element in scene.elements {
///   let style = scene.style(of: element)
///   draw(element.label, at: element.frame, size: style.fontSize, weight: style.fontWeight,
///        color: style.textColor, shape: style.shape, opacity: style.opacity)
///   if let event = style.tapEvent { onTap { driver.send(event) }; enabled = style.isEnabled }
/// }
/// ```
public struct SceneElementStyle: Equatable, Sendable {
  /// What is drawn behind or instead of the element's text.
  public enum Shape: Hashable, Sendable {
    /// Just the text (title, subtitle, message, words on keys and buttons).
    case none
    /// The panel: a rounded rectangle in ``PasscodeTheme/panelFill``.
    case panel
    /// A digit key: the theme's key shape, fill and outline, with ``KeypadLayout/keyCornerRadius``.
    case key
    /// The row of dots, one per entry of ``PasscodeScene/dotFills``.
    case dots
    /// The app's icon, then its name (the element's label), in the reading direction.
    case appHeader
  }

  /// What is drawn besides the text.
  public var shape: Shape
  /// The text's colour.
  public var textColor: RGBAColor
  /// The text's size in points, scaled for the user's text size by the layout.
  public var fontSize: Double
  /// The text's weight.
  public var fontWeight: FontToken.Weight
  /// The most lines the text may take; it shrinks to fit them.
  public var maximumLines: Int
  /// The element's opacity, 0…1: keys are dimmed while a lockout blocks input.
  public var opacity: Double
  /// The corner radius of the shape: the key's, the panel's, or 0.
  public var cornerRadius: Double
  /// What tapping the element sends to the screen, or `nil` when it is not a control.
  public var tapEvent: PasscodeScreen.Event?
  /// Whether the control takes taps now (`false` for elements that are not controls).
  public var isEnabled: Bool
  /// Whether assistive technologies treat the element as a heading (the title), so VoiceOver
  /// users can jump to it.
  public var isHeading: Bool

  /// The corner radius of the panel on regular × regular canvases.
  public static let panelCornerRadius = 24.0
  /// The width of the outline of a dot not yet entered.
  public static let emptyDotStrokeWidth = 1.5
  /// The opacity of keys while a lockout or the permanent lock blocks input.
  public static let blockedKeyOpacity = 0.4
}

extension PasscodeScene {
  /// How `element` is drawn and what a tap on it does.
  public func style(of element: Element) -> SceneElementStyle {
    let fonts = theme.fonts
    let sizes = layout.typography
    var style = SceneElementStyle(
      shape: .none, textColor: theme.buttonTextColor, fontSize: sizes.button,
      fontWeight: fonts.button.weight, maximumLines: 1, opacity: 1, cornerRadius: 0,
      tapEvent: nil, isEnabled: false, isHeading: false)
    func text(_ color: RGBAColor, _ size: Double, _ font: FontToken) {
      (style.textColor, style.fontSize, style.fontWeight) = (color, size, font.weight)
    }
    switch element.kind {
    case .panel:
      style.shape = .panel
      style.cornerRadius = SceneElementStyle.panelCornerRadius
    case .appHeader:
      style.shape = .appHeader
      style.textColor = theme.titleColor
      style.fontSize = min(sizes.subtitle * 1.1, element.frame.height * 0.5)
      style.fontWeight = .semibold
    case .title:
      text(theme.titleColor, sizes.title, fonts.title)
      style.isHeading = true
    case .subtitle:
      text(theme.secondaryTextColor, sizes.subtitle, fonts.subtitle)
    case .message:
      let color = screen.message?.kind == .lockout ? theme.titleColor : theme.errorColor
      text(color, sizes.message, fonts.message)
      style.maximumLines = input.metrics.messageLines
    case .dots:
      style.shape = .dots
    case .key(let slot):
      if slot.digit != nil {
        text(theme.keyTextColor, sizes.key, fonts.key)
        style.shape = .key
        style.cornerRadius = layout.keyCornerRadius
      }
      if screen.lockoutRemaining != nil || screen.isPermanentlyLocked {
        style.opacity = SceneElementStyle.blockedKeyOpacity
      }
    case .cancelButton, .fallbackButton, .submitButton:
      break
    }
    (style.tapEvent, style.isEnabled) = action(of: element.kind)
    return style
  }

  /// One entry per dot to draw, left to right: `true` for a character entered, `false` for an
  /// empty place. A variable-length entry shows only the characters entered; a long one shows
  /// as many as fit the dots row (``KeypadLayout/dotFrames(count:)``).
  public var dotFills: [Bool] {
    let total: Int
    switch screen.dots {
    case .fixed(_, let count): total = count
    case .variable(let count): total = count
    }
    let shown = layout.dotFrames(count: total).count
    return (0..<shown).map { $0 < screen.dots.filled }
  }

  /// The event a tap on an element sends, and whether it is accepted now.
  private func action(of kind: KeypadLayout.Element) -> (PasscodeScreen.Event?, Bool) {
    let visible = screen.accessories
    switch kind {
    case .key(let slot):
      if let digit = slot.digit { return (.digit(digit), screen.isInputEnabled) }
      if slot == .delete { return (.delete, visible.contains(.delete)) }
      switch screen.accessoryKey {
      case .biometrics: return (.biometricRequested, true)
      case .cancel: return (.cancel, true)
      case nil: return (nil, false)
      }
    case .cancelButton: return (.cancel, visible.contains(.cancel))
    case .fallbackButton: return (.fallbackRequested, visible.contains(.fallback))
    case .submitButton: return (.submit, screen.isSubmitEnabled)
    case .panel, .appHeader, .title, .subtitle, .dots, .message: return (nil, false)
    }
  }
}
