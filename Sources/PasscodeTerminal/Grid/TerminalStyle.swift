@_spi(Skins) import PasscodeCore

/// How a cell is drawn: colours (24-bit, or the terminal's own when `nil`) and attributes.
struct TerminalStyle: Hashable, Sendable {
  /// The character's colour; `nil` for the terminal's default.
  var foreground: RGBAColor?
  /// The cell's colour; `nil` for the terminal's default.
  var background: RGBAColor?
  /// Bold.
  var bold: Bool
  /// Faint (dimmed).
  var dim: Bool
  /// Underlined.
  var underline: Bool
  /// Foreground and background swapped.
  var inverse: Bool

  /// Creates a style.
  init(
    foreground: RGBAColor? = nil, background: RGBAColor? = nil, bold: Bool = false,
    dim: Bool = false, underline: Bool = false, inverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.inverse = inverse
  }

  /// The terminal's default colours, no attributes.
  static let plain = TerminalStyle()
}
