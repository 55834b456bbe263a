#if canImport(UIKit)
  import Foundation
  @_spi(Skins) import PasscodeCore
  import SwiftUI
  import UIKit

  /// How PasscodeKit's screens look and speak, in UIKit and in SwiftUI: a theme for light and
  /// one for dark mode (colours and fonts), the language, the app header (a name and icon, or
  /// the app's own view) and the haptics.
  ///
  /// Every parameter has a default, so an app names only what it changes:
  ///
  /// ```swift
  /// let appearance = PasscodeAppearance(
  ///   themes: PasscodeThemes(accent: .systemIndigo).withFont(.rounded),
  ///   header: PasscodeHeader { UIImageView(image: UIImage(systemName: "leaf.fill")) })
  /// ```
  @MainActor
  public struct PasscodeAppearance {
    /// The themes in light and dark mode.
    public var themes: PasscodeThemes
    /// The language of every text.
    public var locale: PasscodeLocale
    /// The name in the app header (themes that show one), and the header's VoiceOver label.
    public var appName: String
    /// The icon in the app header; `nil` draws a padlock on the theme's accent colour.
    public var appIcon: UIImage?
    /// The haptics.
    public var haptics: any HapticFeedback
    /// Speaks the screens' VoiceOver announcements (default: VoiceOver's own; tests set a
    /// silent or recording one).
    public var announcer: any PasscodeAnnouncer = VoiceOverAnnouncer()
    /// The app's own view in the header slot, instead of the icon and name; `nil` for the
    /// theme's header. When set, every theme shows the slot (``PasscodeAppearance/theme(_:)``).
    public var header: PasscodeHeader?

    /// Creates an appearance; every parameter has a default.
    ///
    /// - Parameters:
    ///   - themes: the themes in light and dark mode (default: PasscodeKit's own).
    ///   - locale: the language (default: `PasscodeLocale.current`, the first of the app's
    ///     own localizations that PasscodeKit or the app's tables speak).
    ///   - appName: the app header's name (default: the bundle's display name).
    ///   - appIcon: the app header's icon (default: a padlock).
    ///   - haptics: the haptics (default: the Taptic Engine).
    ///   - header: the app's own header view (default: the theme's icon and name).
    public init(
      themes: PasscodeThemes = .default,
      locale: PasscodeLocale = .current,
      appName: String = PasscodeAppearance.bundleDisplayName, appIcon: UIImage? = nil,
      haptics: any HapticFeedback = SystemHapticFeedback(), header: PasscodeHeader? = nil
    ) {
      self.themes = themes
      self.locale = locale
      self.appName = appName
      self.appIcon = appIcon
      self.haptics = haptics
      self.header = header
    }

    /// Creates an appearance in a preset theme; every other parameter has a default.
    ///
    /// - Parameters:
    ///   - preset: the theme, in its light and dark variants.
    ///   - locale: the language (default: `PasscodeLocale.current`, the first of the app's
    ///     own localizations that PasscodeKit or the app's tables speak).
    ///   - appName: the app header's name (default: the bundle's display name).
    ///   - appIcon: the app header's icon (default: a padlock).
    ///   - haptics: the haptics (default: the Taptic Engine).
    ///   - header: the app's own header view (default: the theme's icon and name).
    public init(
      preset: PasscodeTheme.Preset,
      locale: PasscodeLocale = .current,
      appName: String = PasscodeAppearance.bundleDisplayName, appIcon: UIImage? = nil,
      haptics: any HapticFeedback = SystemHapticFeedback(), header: PasscodeHeader? = nil
    ) {
      self.init(
        themes: PasscodeThemes(preset), locale: locale, appName: appName, appIcon: appIcon,
        haptics: haptics, header: header)
    }

    /// The theme for `appearance`, showing the header slot when the app gives a ``header``.
    public func theme(_ appearance: Appearance) -> PasscodeTheme {
      themes.theme(appearance, customHeader: header != nil)
    }

    /// The localizer for ``locale``.
    public var localizer: Localizer { Localizer(locale) }

    /// The main bundle's display name, or its name.
    public nonisolated static var bundleDisplayName: String {
      let info = Bundle.main.infoDictionary
      return info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String ?? ""
    }
  }

  /// An app's own view in the passcode screen's header slot, in place of the icon and name.
  /// The layout's header frame sizes it (`KeypadLayout`'s `appHeader` element); it should
  /// draw within that frame and carry its own VoiceOver label.
  ///
  /// Either skin shows either kind: a UIKit view from a factory (each screen makes its own),
  /// or a SwiftUI view.
  ///
  /// ```swift
  /// PasscodeHeader { BrandBannerView() }               // UIKit
  /// PasscodeHeader(Label("Acme", systemImage: "leaf"))  // SwiftUI
  /// ```
  @MainActor
  public struct PasscodeHeader {
    /// What the header draws.
    @_spi(Skins) public enum Content {
      /// A UIKit view, made once per screen.
      case uiView(@MainActor () -> UIView)
      /// A SwiftUI view.
      case swiftUI(AnyView)
    }

    /// What the header draws.
    @_spi(Skins) public let content: Content

    /// A header made of a UIKit view: `makeView` is called once for each screen shown.
    public init(_ makeView: @escaping @MainActor () -> UIView) {
      content = .uiView(makeView)
    }

    /// A header made of a SwiftUI view.
    public init<Header: View>(_ view: Header) {
      content = .swiftUI(AnyView(view))
    }

    /// Makes the header for a UIKit screen: the app's view, or its SwiftUI view in a hosting
    /// controller the screen adds as a child.
    @_spi(Skins) public func makeView() -> (view: UIView, controller: UIViewController?) {
      switch content {
      case .uiView(let make):
        return (make(), nil)
      case .swiftUI(let view):
        let host = UIHostingController(rootView: view)
        host.view.backgroundColor = .clear
        return (host.view, host)
      }
    }
  }
#endif
