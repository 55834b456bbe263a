@_spi(Skins) import PasscodeCore

/// How a passcode screen is shown in a terminal of a given size: the full screen with its
/// keypad, or, when the terminal is too small for it, a compact prompt of one or two lines.
@_spi(Skins) public enum TerminalPresentation: Hashable, Sendable {
  /// The full screen, laid out by `KeypadLayout` in cells.
  case full(KeypadLayout)
  /// The compact prompt: title, dots and message on a line (`Enter Passcode ●●●○○○`).
  case compact

  /// The smallest terminal that gets the full screen: below it ``KeypadLayout``'s guarantees
  /// do not hold for terminal cells.
  static let minimumFullSize = TerminalSize(columns: 30, rows: 12)

  /// The presentation of `screen` in a terminal of `size`: compact below 30 columns by 12
  /// rows (where `KeypadLayout`'s guarantees do not hold for cells) or when even the smallest
  /// layout would need scrolling, full otherwise (portrait, stacked layout on a tall terminal;
  /// side by side on a wide, short one).
  public static func choose(
    for screen: PasscodeScreen, size: TerminalSize, options: PasscodeTerminalOptions
  ) -> TerminalPresentation {
    guard size.columns >= minimumFullSize.columns, size.rows >= minimumFullSize.rows else {
      return .compact
    }
    let layout = KeypadLayout.compute(layoutInput(for: screen, size: size, options: options))
    return layout.needsScrolling ? .compact : .full(layout)
  }

  /// The layout input for a terminal: the canvas in cells, terminal metrics, compact size
  /// classes, no app header, the language's direction.
  static func layoutInput(
    for screen: PasscodeScreen, size: TerminalSize, options: PasscodeTerminalOptions
  ) -> KeypadLayout.Input {
    KeypadLayout.Input(
      canvas: LayoutSize(width: Double(size.columns), height: Double(size.rows)),
      horizontalSizeClass: .compact, verticalSizeClass: .compact,
      direction: options.locale.layoutDirection, metrics: .terminal, theme: options.theme,
      elements: screen.layoutElements(showsAppHeader: false), dotCount: screen.layoutDotCount)
  }

  /// The layout, when full.
  var layout: KeypadLayout? {
    if case .full(let layout) = self { return layout }
    return nil
  }
}
