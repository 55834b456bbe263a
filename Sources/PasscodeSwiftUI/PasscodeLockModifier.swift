#if canImport(SwiftUI) && os(iOS)
  import PasscodeCore
  import SwiftUI

  extension View {
    /// Covers this view — the scene's content — with the passcode lock of `controller`.
    ///
    /// The content stays covered until the lock's status is read; then, when a passcode is set,
    /// the lock screen covers it until the user unlocks. When the scene resigns active, a
    /// privacy cover hides it from the app switcher; back from the background after the
    /// controller's grace period, the lock comes back. The lock is an overlay in this view's
    /// own hierarchy, so no swipe dismisses it, and while anything covers the content, the
    /// content takes no touches and is hidden from VoiceOver. Flows started with the
    /// controller's async API (``PasscodeController/setPasscode()``…) appear here too.
    ///
    /// The controller is also put in the environment, for descendants to read with
    /// `@EnvironmentObject var passcode: PasscodeController`.
    ///
    /// - Parameters:
    ///   - controller: the scene's controller.
    ///   - themes: the look of the screens and the privacy cover, in light and dark mode.
    ///   - appName: the name shown by themes with an app header; by default the bundle's
    ///     display name.
    @MainActor
    public func passcodeLock(
      _ controller: PasscodeController, themes: PasscodeThemes = .default, appName: String? = nil
    ) -> some View {
      modifier(PasscodeLockModifier(controller: controller, themes: themes, appName: appName))
    }
  }

  /// The layers of ``SwiftUI/View/passcodeLock(_:themes:appName:)``, drawn in the order
  /// `ProtectedScene.layers` gives.
  @MainActor
  struct PasscodeLockModifier: ViewModifier {
    @ObservedObject var controller: PasscodeController
    let themes: PasscodeThemes
    let appName: String?

    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      let scene = controller.scene
      ZStack {
        content
          .accessibilityHidden(scene.hidesContent)
          .allowsHitTesting(!scene.hidesContent)
        ForEach(scene.layers, id: \.self) { layer in
          self.layer(layer, in: scene)
            .zIndex(Double(scene.layers.firstIndex(of: layer) ?? 0) + 1)
        }
      }
      .environmentObject(controller)
      .task { await controller.launch() }
      .onAppear {
        controller.reduceMotion = reduceMotion
        controller.sceneActivityChanged(to: SceneLifecycle.Activity(scenePhase))
      }
      .onChange(of: scenePhase) { controller.sceneActivityChanged(to: SceneLifecycle.Activity($0)) }
      .onChange(of: reduceMotion) { controller.reduceMotion = $0 }
    }

    @ViewBuilder
    private func layer(_ layer: ProtectedScene.Layer, in scene: ProtectedScene) -> some View {
      let interactive = scene.isInteractive(layer)
      Group {
        switch layer {
        case .flowScreen: screen(controller.flowScreen)
        case .lockScreen: screen(controller.lockScreen)
        case .privacyCover: background
        }
      }
      .accessibilityHidden(!interactive)
      .allowsHitTesting(interactive)
      .transition(.opacity)
    }

    @ViewBuilder
    private func screen(_ model: PasscodeScreenModel?) -> some View {
      if let model {
        PasscodeView(model: model, themes: themes, appName: appName)
          .handlingScenePhase(false)
          .id(ObjectIdentifier(model))
      } else {
        background  // while the screen is set up
      }
    }

    private var background: some View {
      PasscodeBackground(style: themes.theme(for: colorScheme).background).ignoresSafeArea()
    }
  }

  extension PasscodeView {
    /// The same view, passing the scene's phase changes to its model itself or not.
    func handlingScenePhase(_ handles: Bool) -> PasscodeView {
      var view = self
      view.forwardsScenePhase = handles
      return view
    }
  }
#endif
