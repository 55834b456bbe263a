/// A theme for light mode and one for dark mode: the skins draw with the one matching the
/// system's appearance (UIKit's `userInterfaceStyle`, SwiftUI's `colorScheme`).
///
/// ```swift
/// let themes = PasscodeThemes(.translucentTeal)
/// let theme = themes.theme(.dark)
/// ```
public struct PasscodeThemes: Equatable, Sendable {
  /// The theme in light mode.
  public var light: PasscodeTheme
  /// The theme in dark mode.
  public var dark: PasscodeTheme

  /// Creates a pair of themes.
  public init(light: PasscodeTheme, dark: PasscodeTheme) {
    self.light = light
    self.dark = dark
  }

  /// A preset in its light and dark variants.
  public init(_ preset: PasscodeTheme.Preset) {
    self.init(light: preset.theme(.light), dark: preset.theme(.dark))
  }

  /// PasscodeKit's own look (``PasscodeTheme/default(_:)``).
  public static let `default` = PasscodeThemes(.default)

  /// The theme for `appearance`.
  public func theme(_ appearance: Appearance) -> PasscodeTheme {
    switch appearance {
    case .light: light
    case .dark: dark
    }
  }
  /// The theme for `appearance` on a screen where the app shows its own header view: the
  /// header slot is laid out even when the theme has no app header (``PasscodeTheme/classic(_:)``
  /// and ``PasscodeTheme/translucentTeal(_:)`` hide it), or the app's view would have nowhere
  /// to go.
  public func theme(_ appearance: Appearance, customHeader: Bool) -> PasscodeTheme {
    var theme = theme(appearance)
    if customHeader { theme.showsAppHeader = true }
    return theme
  }
}
