#if canImport(SwiftUI)
  import PasscodeCore
  import SwiftUI

  /// A theme for light mode and one for dark mode; the passcode views pick the one matching the
  /// environment's `colorScheme`.
  ///
  /// ```swift
  /// .passcodeLock(controller, themes: PasscodeThemes(.translucentTeal))
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

    /// PasscodeKit's own look (`PasscodeTheme.default(_:)`).
    public static let `default` = PasscodeThemes(.default)

    /// The theme for `colorScheme`.
    public func theme(for colorScheme: ColorScheme) -> PasscodeTheme {
      colorScheme == .dark ? dark : light
    }
  }
#endif
