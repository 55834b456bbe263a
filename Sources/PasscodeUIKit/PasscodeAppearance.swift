#if canImport(UIKit)
  import Foundation
  import PasscodeCore
  import UIKit

  /// How PasscodeKit's UIKit screens look and speak: a theme for light and one for dark mode,
  /// the language, the app header's name and icon, and the haptics.
  @MainActor
  public struct PasscodeAppearance {
    /// The themes in light and dark mode.
    public var themes: PasscodeThemes
    /// The language of every text.
    public var locale: PasscodeLocale
    /// The name in the app header (themes that show one).
    public var appName: String
    /// The icon in the app header; `nil` draws a padlock on the theme's accent colour.
    public var appIcon: UIImage?
    /// The haptics.
    public var haptics: any HapticFeedback

    /// Creates an appearance.
    ///
    /// - Parameters:
    ///   - preset: the theme, in its light and dark variants (default: PasscodeKit's own).
    ///   - locale: the language (default: the first of the user's languages PasscodeKit
    ///     speaks).
    ///   - appName: the app header's name (default: the bundle's display name).
    ///   - appIcon: the app header's icon.
    ///   - haptics: the haptics (default: the Taptic Engine).
    public init(
      preset: PasscodeTheme.Preset = .default,
      locale: PasscodeLocale = .current,
      appName: String = PasscodeAppearance.bundleDisplayName, appIcon: UIImage? = nil,
      haptics: any HapticFeedback = SystemHapticFeedback()
    ) {
      self.init(
        themes: PasscodeThemes(preset), locale: locale, appName: appName, appIcon: appIcon,
        haptics: haptics)
    }

    /// Creates an appearance with your own themes.
    public init(
      themes: PasscodeThemes, locale: PasscodeLocale,
      appName: String, appIcon: UIImage?, haptics: any HapticFeedback
    ) {
      self.themes = themes
      self.locale = locale
      self.appName = appName
      self.appIcon = appIcon
      self.haptics = haptics
    }

    /// The theme for `appearance`.
    public func theme(_ appearance: Appearance) -> PasscodeTheme {
      themes.theme(appearance)
    }

    /// The localizer for ``locale``.
    public var localizer: Localizer { Localizer(locale) }

    /// The main bundle's display name, or its name.
    public nonisolated static var bundleDisplayName: String {
      let info = Bundle.main.infoDictionary
      return info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String ?? ""
    }
  }
#endif
