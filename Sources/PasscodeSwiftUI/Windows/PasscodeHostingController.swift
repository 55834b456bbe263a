#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI
  import UIKit

  /// A ``PasscodeView`` in one of the presenter's windows (`PasscodePresenter` of
  /// PasscodeUIKit): the screen the SwiftUI skin draws for a flow or the app lock.
  ///
  /// The view does not read the scene's phase itself: the app lock's runtime (PasscodeCore's
  /// `AppLockDriver`) routes the scene's activity to the screen, gives it the focus, and sends
  /// the biometric prompt (of the screen's appearance or of a return from the background)
  /// once the scene is active. The model plays the haptics and speaks the announcements; the
  /// view takes its theme from the window's interface style (light or dark) and the system's
  /// Reduce Motion setting.
  final class PasscodeHostingController: UIHostingController<PasscodeHostedScreen>,
    PasscodeScreenHosting
  {
    /// The screen.
    let model: PasscodeScreenModel

    /// Hosts `model`'s screen, drawn in `appearance` (its themes, app header and icon).
    init(
      model: PasscodeScreenModel, appearance: PasscodeAppearance,
      fallback: (@MainActor (UIViewController) async -> Bool)?,
      eraseData: (@MainActor () async -> Bool)?
    ) {
      self.model = model
      super.init(rootView: PasscodeHostedScreen(model: model, appearance: appearance))
      // The fallback presents from this controller: in the lock's window, above all.
      model.showsFallback = { [weak self] in
        guard let self else { return }
        // The screen owns the task (cancelled if the screen goes away first), and lets the
        // keyboard go meanwhile (`AppLockScreen.takesKeyboard`), as in UIKit.
        self.screen.runFallback { [weak self] in
          guard let self else { return false }
          return await fallback?(self) ?? false
        }
      }
      // Erase Data confirms in an alert from this controller: in the lock's window, above all.
      model.showsRecovery = { [weak self, weak model] in
        guard let self, let model else { return }
        self.performRecovery(localizer: model.localizer, eraseData: eraseData)
      }
      model.runtimeScreen.onFocusChange = { [weak self, weak model] holdsFocus in
        model?.holdsFocus = holdsFocus
        // The screen above went away: VoiceOver comes back to this one.
        if holdsFocus, self?.viewIfLoaded?.window != nil {
          UIAccessibility.post(notification: AccessibilityConstants.screenChanged, argument: nil)
        }
      }
    }

    /// Not available: the screen is made in code.
    @available(*, unavailable)
    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
      fatalError("PasscodeHostingController is made in code")
    }

    /// The screen, as the app lock's runtime runs it.
    var screen: AppLockScreen { model.runtimeScreen }

    /// Moves VoiceOver to the screen, as the UIKit screen does.
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if screen.holdsFocus {
        UIAccessibility.post(notification: AccessibilityConstants.screenChanged, argument: nil)
      }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      // The view draws the theme's background itself, translucent ones included.
      view.backgroundColor = .clear
    }

    /// VoiceOver's escape gesture (a two-finger Z) cancels a screen that may be cancelled.
    override func accessibilityPerformEscape() -> Bool {
      // UIKit calls it on the main thread; the SDK does not say so.
      onMainThread(or: false) {
        guard model.screen.accessories.contains(.cancel) else { return false }
        model.send(.cancel)
        return true
      }
    }
  }

  /// The root view of a ``PasscodeHostingController``.
  struct PasscodeHostedScreen: View {
    @ObservedObject var model: PasscodeScreenModel
    let appearance: PasscodeAppearance

    var body: some View {
      PasscodeView(model: model, appearance: appearance)
        .handlingScenePhase(false)
        .environment(\.passcodeAppIcon, appearance.appIcon)
    }
  }

  /// The privacy cover drawn by the SwiftUI skin: the theme's background for the window's
  /// interface style.
  final class PrivacyCoverHostingController: UIHostingController<PrivacyCoverView> {
    init(themes: PasscodeThemes) {
      super.init(rootView: PrivacyCoverView(themes: themes))
    }

    /// Not available: the cover is made in code.
    @available(*, unavailable)
    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
      fatalError("PrivacyCoverHostingController is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .clear
      view.isAccessibilityElement = false
    }
  }

  /// The privacy cover's view.
  struct PrivacyCoverView: View {
    let themes: PasscodeThemes
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      PasscodeBackground(style: themes.theme(for: colorScheme).background.opaque)
        .ignoresSafeArea()
        .accessibilityHidden(true)
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

  /// Reports the window scene the view it is placed in belongs to: a zero-size view that
  /// tells when it moves to a window.
  struct WindowSceneReader: UIViewRepresentable {
    let onScene: @MainActor (UIWindowScene) -> Void

    func makeUIView(context: Context) -> ReportingView {
      let view = ReportingView()
      view.onScene = onScene
      return view
    }

    func updateUIView(_ view: ReportingView, context: Context) {
      view.onScene = onScene
      if let scene = view.window?.windowScene { onScene(scene) }
    }

    /// The zero-size view.
    final class ReportingView: UIView {
      var onScene: (@MainActor (UIWindowScene) -> Void)?

      override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("ReportingView is made in code")
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        if let scene = window?.windowScene { onScene?(scene) }
      }
    }
  }
#endif
