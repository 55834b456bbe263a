/// The few colours of an app's brand that a passcode screen is built from
/// (``PasscodeTheme/init(brand:appearance:base:)``): an accent, and optionally a background and a
/// text colour. Every other colour is derived from them, with readable contrast.
///
/// ```swift
/// let themes = PasscodeThemes(
///   light: BrandColors(accent: try RGBAColor(hex: "#E4572E")),
///   dark: BrandColors(accent: try RGBAColor(hex: "#FF8C61")))
/// ```
public struct BrandColors: Hashable, Sendable {
  /// The accent: buttons' text, the entered dots and the app header's icon.
  public var accent: RGBAColor
  /// The screen's background; `nil` keeps the base theme's.
  public var background: RGBAColor?
  /// The title's and the digits' colour; `nil` picks a near-black or near-white, whichever
  /// contrasts with the background.
  public var text: RGBAColor?

  /// Creates a set of brand colours.
  public init(accent: RGBAColor, background: RGBAColor? = nil, text: RGBAColor? = nil) {
    self.accent = accent
    self.background = background
    self.text = text
  }
}
