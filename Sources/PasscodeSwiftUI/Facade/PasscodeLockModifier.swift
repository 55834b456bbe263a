#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  import SwiftUI
  import UIKit

  @available(iOSApplicationExtension, unavailable)
  extension View {
    /// Protects the window scene this view is in — put it on the scene's root view — with
    /// the passcode lock of `controller`.
    ///
    /// The modifier finds the view's `UIWindowScene` and hands it to the controller, which
    /// covers it at once and reads the lock's status; when a passcode is set, the lock screen
    /// then covers the content until the user unlocks. When the scene resigns active, a
    /// privacy cover hides it from the app switcher; back from the background after the
    /// controller's grace period, the lock comes back. The lock, the privacy cover and the
    /// flows started with the controller's async API (``PasscodeController/setPasscode()``…)
    /// each sit in a window of their own above the scene's: no sheet, full-screen cover,
    /// popover or alert the app presents can cover them or be used under them, no swipe
    /// dismisses them, and while anything covers the content, editing in it ends (its
    /// keyboard goes down) and it is hidden from VoiceOver.
    ///
    /// The controller is also put in the environment, for descendants to read with
    /// `@EnvironmentObject var passcode: PasscodeController`.
    ///
    /// - Parameters:
    ///   - controller: the scene's controller.
    ///   - themes: the look of the screens and the privacy cover, in light and dark mode; `nil`
    ///     keeps the configured `PasscodeAppearance.themes`. The look belongs to the app's one
    ///     lock: it applies to every window.
    ///   - appName: the name shown by themes with an app header; `nil` keeps the configured one.
    @MainActor
    public func passcodeLock(
      _ controller: PasscodeController, themes: PasscodeThemes? = nil, appName: String? = nil
    ) -> some View {
      modifier(
        PasscodeLockModifier(
          controller: controller, themes: themes, appName: appName, protects: true))
    }

    /// Lets `controller` present its flows — set, change, remove, and on-demand checks
    /// (``PasscodeController/authenticate(title:reason:themes:allowsBiometrics:)``) — in the window
    /// scene this view is in, without protecting it: no lock at launch or after the grace
    /// period, no privacy cover. For an app that asks for the passcode only before showing
    /// something sensitive.
    ///
    /// The controller is also put in the environment, for descendants to read with
    /// `@EnvironmentObject var passcode: PasscodeController`.
    ///
    /// - Parameters:
    ///   - controller: the scene's controller.
    ///   - themes: the look of the screens, in light and dark mode; `nil` keeps the configured
    ///     one.
    ///   - appName: the name shown by themes with an app header; `nil` keeps the configured one.
    @MainActor
    public func passcodeChecks(
      _ controller: PasscodeController, themes: PasscodeThemes? = nil, appName: String? = nil
    ) -> some View {
      modifier(
        PasscodeLockModifier(
          controller: controller, themes: themes, appName: appName, protects: false))
    }
  }

  /// Finds the content's window scene for ``SwiftUI/View/passcodeLock(_:themes:appName:)``
  /// and ``SwiftUI/View/passcodeChecks(_:themes:appName:)``; the controller's presenter
  /// draws everything else, in windows of its own.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  struct PasscodeLockModifier: ViewModifier {
    let controller: PasscodeController
    let themes: PasscodeThemes?
    let appName: String?
    /// Whether the scene is protected (the app lock), or only presented in.
    let protects: Bool

    func body(content: Content) -> some View {
      content
        .background {
          WindowSceneReader { [controller, themes, appName, protects] scene in
            controller.attach(
              to: scene, themes: themes, appName: appName, protects: protects)
          }
          .frame(width: 0, height: 0)
          .accessibilityHidden(true)
        }
        .environmentObject(controller)
    }
  }
#endif
