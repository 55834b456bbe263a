/// A font as a family, a size and a weight, for skins to turn into `UIFont`, `Font` or terminal
/// styling.
///
/// The size is in points at the default text size (`large`); ``KeypadLayout`` scales it for the
/// user's text size (Dynamic Type) and reports the result in ``KeypadLayout/typography``, so
/// the skins draw the scaled size as it is and do not scale it again.
public struct FontToken: Hashable, Sendable {
  /// Which typeface draws the text.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Family: Hashable, Sendable {
    /// The system font (San Francisco on Apple platforms).
    case system
    /// The system font's rounded design.
    case rounded
    /// The system font's serif design (New York on Apple platforms).
    case serif
    /// The system font's monospaced design.
    case monospaced
    /// A font the app ships or the system has, by family name (`"Avenir Next"`) or PostScript
    /// name (`"AvenirNext-DemiBold"`). When no such font is installed, the skins draw the
    /// system font instead.
    case named(String)

    /// A CSS `font-family` list for this family, ending with the system font's fallbacks:
    /// what `passcode render`'s SVG asks for.
    public var cssFontFamily: String {
      let system =
        "-apple-system, 'SF Pro Text', 'Helvetica Neue', 'Noto Sans', 'DejaVu Sans', sans-serif"
      switch self {
      case .system: return system
      case .rounded: return "ui-rounded, 'SF Pro Rounded', " + system
      case .serif: return "ui-serif, 'New York', Georgia, 'DejaVu Serif', serif"
      case .monospaced: return "ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace"
      case .named(let name):
        return "'\(name.filter { $0 != "'" && $0 != "\\" })', " + system
      }
    }
  }

  /// How heavy the strokes are.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
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
  /// The typeface.
  public var family: Family

  /// Creates a font token.
  public init(size: Double, weight: Weight, family: Family = .system) {
    self.size = size
    self.weight = weight
    self.family = family
  }
}
