#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI
  import UIKit

  /// The passcode screen in SwiftUI: PasscodeUIKit's `PasscodeViewController` — the one
  /// renderer of the passcode screen behind both skins — drawing a ``PasscodeScreenModel``'s
  /// screen. What a user sees, hears and touches is therefore the same in a SwiftUI app as in a
  /// UIKit one: the layout (`KeypadLayout`), the texts and VoiceOver labels (`ScreenFrame`),
  /// the wrong-code animation, the haptics, the keyboards and hardware keys, the Passcode
  /// Options.
  ///
  /// Its look is a `PasscodeAppearance` (themes in light and dark mode, the app header, the
  /// haptics and the announcer).
  ///
  /// ```swift
  /// PasscodeView(model: model, appearance: PasscodeAppearance(preset: .classic))
  /// ```
  @MainActor
  @_spi(Skins) public struct PasscodeView: UIViewControllerRepresentable {
    private let model: PasscodeScreenModel
    private let appearance: PasscodeAppearance

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - model: the screen to draw; its language is the texts' language.
    ///   - appearance: the look: themes, app header, fonts (default: PasscodeKit's own).
    public init(model: PasscodeScreenModel, appearance: PasscodeAppearance = PasscodeAppearance()) {
      self.model = model
      self.appearance = appearance
    }

    /// Creates the view in `themes`.
    ///
    /// - Parameters:
    ///   - model: the screen to draw.
    ///   - themes: the look in light and dark mode.
    ///   - appName: the name shown in themes with an app header; by default the bundle's
    ///     display name.
    public init(model: PasscodeScreenModel, themes: PasscodeThemes, appName: String? = nil) {
      self.init(
        model: model,
        appearance: PasscodeAppearance(
          themes: themes, appName: appName ?? Bundle.main.passcodeDisplayName))
    }

    /// The screen's view controller, in the model's language, haptics and announcer.
    public func makeUIViewController(context: Context) -> PasscodeViewController {
      var look = appearance
      look.locale = model.localizer.locale
      look.haptics = model.haptics
      look.announcer = model.announcer
      let controller =
        model.isStandalone
        ? PasscodeViewController(standalone: model.runtimeScreen, appearance: look)
        : PasscodeViewController(screen: model.runtimeScreen, appearance: look)
      controller.prompt = model.prompt
      if let fallback = model.fallback {
        controller.fallback = { _ in await fallback() }
      }
      return controller
    }

    /// Nothing to update: the controller follows the screen itself.
    public func updateUIViewController(_ controller: PasscodeViewController, context: Context) {}
  }

  extension Bundle {
    /// The app's name as the home screen shows it.
    var passcodeDisplayName: String {
      let name =
        object(forInfoDictionaryKey: "CFBundleDisplayName")
        ?? object(forInfoDictionaryKey: "CFBundleName")
      return name as? String ?? ""
    }
  }
#endif
