@_spi(Skins) import PasscodeCore

/// A theme's colours as terminal styles: every colour made opaque over the background (a
/// terminal has no transparency), or, without colour, attributes alone.
///
/// Without colour (``ColorMode/none``) the screen stays readable through attributes: the title
/// bold, a pressed key inverse, keys dimmed during a lockout, filled and empty dots by their
/// shape (`●`, `○`).
struct TerminalPalette: Hashable, Sendable {
  /// The screen's background.
  var background: TerminalStyle
  /// The title.
  var title: TerminalStyle
  /// The subtitle and hints.
  var secondary: TerminalStyle
  /// An error message.
  var error: TerminalStyle
  /// A lockout message (countdown, permanent lock).
  var lockout: TerminalStyle
  /// The inside of a key.
  var keyFill: TerminalStyle
  /// The inside of a pressed key.
  var keyPressed: TerminalStyle
  /// A key's outline.
  var keyStroke: TerminalStyle
  /// A key's outline while pressed.
  var keyPressedStroke: TerminalStyle
  /// The digit on a key.
  var keyText: TerminalStyle
  /// The digit on a pressed key.
  var keyPressedText: TerminalStyle
  /// Words on keys and text buttons (Delete, Cancel, OK).
  var button: TerminalStyle
  /// A filled dot.
  var dotFilled: TerminalStyle
  /// An empty dot.
  var dotEmpty: TerminalStyle
  /// The key shape to draw.
  var keyShape: KeyShape
  /// Whether colours are used.
  var colorMode: ColorMode

  /// The palette of `theme`, with or without colour.
  init(theme: PasscodeTheme, colorMode: ColorMode) {
    self.colorMode = colorMode
    keyShape = theme.keyShape
    let base = theme.background.fallbackColor
    guard colorMode == .trueColor else {
      let plain = TerminalStyle.plain
      background = plain
      title = TerminalStyle(bold: true)
      secondary = plain
      error = TerminalStyle(bold: true)
      lockout = TerminalStyle(bold: true)
      keyFill = plain
      keyPressed = TerminalStyle(inverse: true)
      keyStroke = plain
      keyPressedStroke = TerminalStyle(inverse: true)
      keyText = TerminalStyle(bold: true)
      keyPressedText = TerminalStyle(bold: true, inverse: true)
      button = plain
      dotFilled = TerminalStyle(bold: true)
      dotEmpty = plain
      return
    }
    func on(_ color: RGBAColor, _ under: RGBAColor = base) -> RGBAColor {
      color.composited(over: under)
    }
    let fill = on(theme.keyFill)
    let pressed = on(theme.keyPressedFill)
    background = TerminalStyle(foreground: on(theme.titleColor), background: base)
    title = TerminalStyle(foreground: on(theme.titleColor), background: base, bold: true)
    secondary = TerminalStyle(foreground: on(theme.secondaryTextColor), background: base)
    error = TerminalStyle(foreground: on(theme.errorColor), background: base, bold: true)
    lockout = TerminalStyle(foreground: on(theme.titleColor), background: base, bold: true)
    keyFill = TerminalStyle(foreground: on(theme.keyTextColor, fill), background: fill)
    keyPressed = TerminalStyle(foreground: on(theme.keyTextColor, pressed), background: pressed)
    keyStroke = TerminalStyle(foreground: on(theme.keyStroke, fill), background: fill)
    keyPressedStroke = TerminalStyle(foreground: on(theme.keyStroke, pressed), background: pressed)
    keyText = TerminalStyle(foreground: on(theme.keyTextColor, fill), background: fill, bold: true)
    keyPressedText = TerminalStyle(
      foreground: on(theme.keyTextColor, pressed), background: pressed, bold: true)
    button = TerminalStyle(foreground: on(theme.buttonTextColor), background: base, bold: true)
    dotFilled = TerminalStyle(foreground: on(theme.dotFilledColor), background: base)
    dotEmpty = TerminalStyle(foreground: on(theme.dotEmptyColor), background: base)
  }

  /// `style` faded towards the background, for keys that do not accept input (a lockout):
  /// 40 % of its colours over the background, or the dim attribute without colour.
  func faded(_ style: TerminalStyle) -> TerminalStyle {
    var result = style
    guard colorMode == .trueColor, let base = background.background else {
      result.dim = true
      return result
    }
    result.foreground = style.foreground.map { $0.withAlpha(102).composited(over: base) }
    result.background = style.background.map { $0.withAlpha(102).composited(over: base) }
    return result
  }

}
