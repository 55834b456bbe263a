/// The user's preferred text size (Dynamic Type), from extra small to the largest
/// accessibility size.
///
/// The raw values are stable short names: `xs`, `s`, `m`, `l`, `xl`, `xxl`,
/// `xxxl`, `ax1`…`ax5`. `l` is the system default.
@_spi(Skins) public enum TextSizeCategory: String, CaseIterable, Hashable, Sendable {
  /// Extra small.
  case extraSmall = "xs"
  /// Small.
  case small = "s"
  /// Medium.
  case medium = "m"
  /// Large: the default.
  case large = "l"
  /// Extra large.
  case extraLarge = "xl"
  /// Extra extra large.
  case extraExtraLarge = "xxl"
  /// Extra extra extra large: the largest size outside the accessibility sizes.
  case extraExtraExtraLarge = "xxxl"
  /// Accessibility medium.
  case accessibilityMedium = "ax1"
  /// Accessibility large.
  case accessibilityLarge = "ax2"
  /// Accessibility extra large.
  case accessibilityExtraLarge = "ax3"
  /// Accessibility extra extra large.
  case accessibilityExtraExtraLarge = "ax4"
  /// Accessibility extra extra extra large: the largest.
  case accessibilityExtraExtraExtraLarge = "ax5"

  /// How much text grows against the default size: the body text size of this category divided
  /// by the default's (17 pt), from 0.82 (`xs`, 14 pt) to 3.12 (`ax5`, 53 pt).
  var scale: Double {
    let bodySize: Double =
      switch self {
      case .extraSmall: 14
      case .small: 15
      case .medium: 16
      case .large: 17
      case .extraLarge: 19
      case .extraExtraLarge: 21
      case .extraExtraExtraLarge: 23
      case .accessibilityMedium: 28
      case .accessibilityLarge: 33
      case .accessibilityExtraLarge: 40
      case .accessibilityExtraExtraLarge: 47
      case .accessibilityExtraExtraExtraLarge: 53
      }
    return bodySize / 17
  }
}
