/// How a cell is drawn: colours (24-bit, or the terminal's own when `nil`) and attributes.
public struct TerminalStyle: Hashable, Sendable {
  /// The character's colour; `nil` for the terminal's default.
  public var foreground: RGBAColor?
  /// The cell's colour; `nil` for the terminal's default.
  public var background: RGBAColor?
  /// Bold.
  public var bold: Bool
  /// Faint (dimmed).
  public var dim: Bool
  /// Underlined.
  public var underline: Bool
  /// Foreground and background swapped.
  public var inverse: Bool

  /// Creates a style.
  public init(
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
  public static let plain = TerminalStyle()
}
