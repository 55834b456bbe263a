/// A font as a size and a weight, for skins to turn into `UIFont`, `Font` or terminal styling.
///
/// The size is in points at the default text size (`large`); ``KeypadLayout`` scales it for the
/// user's text size and reports the result in ``KeypadLayout/typography``.
public struct FontToken: Hashable, Sendable {
  /// How heavy the strokes are.
  public enum Weight: String, CaseIterable, Hashable, Sendable {
    /// Light (300).
    case light
    /// Regular (400).
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600).
    case semibold
    /// Bold (700).
    case bold

    /// The CSS/OpenType numeric weight: 300…700.
    public var numericValue: Int {
      switch self {
      case .light: 300
      case .regular: 400
      case .medium: 500
      case .semibold: 600
      case .bold: 700
      }
    }
  }

  /// The size in points at the default text size.
  public var size: Double
  /// The weight.
  public var weight: Weight

  /// Creates a font token.
  public init(size: Double, weight: Weight) {
    self.size = size
    self.weight = weight
  }
}
