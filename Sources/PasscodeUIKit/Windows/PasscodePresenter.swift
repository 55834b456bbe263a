#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// The windows of one window scene: PasscodeKit's screens, each in a window of its own, so
  /// that nothing the app presents — a sheet, a full-screen cover, a popover, an alert — can
  /// cover them, and no gesture can dismiss them. The UIKit and SwiftUI skins share it,
  /// through ``PasscodeKit``.
  ///
  /// It decides nothing: PasscodeCore's app lock runtime (`AppLockDriver`, `AppLock`) says
  /// what goes up when, and the presenter stacks its windows as the runtime's layers say
  /// (`AppLock.Layer`):
  ///
  /// - flows (set, change, remove, an on-demand check) at `.normal + 1`, above the app's
  ///   windows;
  /// - the privacy cover at `.alert + 1`, above alerts;
  /// - the app lock at `.alert + 2`, above the cover.
  ///
  /// What it does itself is UIKit's part: the key window (ours while the lock or a flow is
  /// up, handed back to the app's after), the app's orientations and forced interface style,
  /// ending editing in the app's windows, hiding them from VoiceOver while anything covers
  /// them, and passing presentations made on our windows' roots to the app's own window. It
  /// reports its scene's activity, and the app's touches for the idle timeout.
  @MainActor
  @_spi(Skins) public final class PasscodePresenter: AppLockScenePresenter {
    /// The scene presented in.
    public let scene: UIWindowScene

    /// What the presenter draws, from the facade: the look of the moment and the screens.
    struct Drawing {
      /// The themes of the window backgrounds and the status bar.
      var themes: @MainActor () -> PasscodeThemes
      /// The view controller drawing a screen.
      var makeScreen: @MainActor (AppLockScreen) -> UIViewController
      /// What covers the content for the app switcher.
      var makeCover: @MainActor () -> UIViewController
    }

    private let drawing: Drawing
    /// What the presenter reports to the facade: the scene's activity, the user's touches.
    private let events: AppLockSceneEvents
    private var lockWindow: UIWindow?
    private var coverWindow: UIWindow?
    private var flowWindow: UIWindow?
    private weak var appKeyWindow: UIWindow?
    /// Set while a window of ours going away hands the key window back.
    private var handingKeyBack = false
    private var layers: [AppLock.Layer] = []
    private var observing = false
    private var watchedWindows: [ObjectIdentifier: [UIGestureRecognizer]] = [:]

    /// The window level of a layer, by core's rule (`WindowStacking`): flows above the app,
    /// the cover above alerts, the lock above the cover.
    static func level(of layer: AppLock.Layer) -> UIWindow.Level {
      UIWindow.Level(
        WindowStacking.level(
          of: layer, normal: UIWindow.Level.normal.rawValue, alert: UIWindow.Level.alert.rawValue))
    }

    /// App windows this presenter hid while the lock or the cover is up, with what to give
    /// back after (their alpha and interaction: their `isHidden` stays the app's own).
    private var hiddenAppWindows: [HiddenWindow] = []
    /// The app windows' own `accessibilityElementsHidden`, while this presenter overrides it.
    private var appAccessibility: [ObjectIdentifier: (window: WeakWindow, hidden: Bool)] = [:]
    /// The screen that holds the focus, as the runtime said last.
    private var focus: AppLock.Layer?

    init(scene: UIWindowScene, events: AppLockSceneEvents, drawing: Drawing) {
      self.scene = scene
      self.events = events
      self.drawing = drawing
    }

    /// Observes the scene's life cycle and the key window. Calling it again does nothing.
    func observe() {
      guard !observing else { return }
      observing = true
      let center = NotificationCenter.default
      let observed: [(Notification.Name, Selector)] = [
        (UIScene.willDeactivateNotification, #selector(sceneWillDeactivate)),
        (UIScene.didEnterBackgroundNotification, #selector(sceneDidEnterBackground)),
        (UIScene.willEnterForegroundNotification, #selector(sceneWillEnterForeground)),
        (UIScene.didActivateNotification, #selector(sceneDidActivate)),
      ]
      for (name, selector) in observed {
        center.addObserver(self, selector: selector, name: name, object: scene)
      }
      center.addObserver(
        self, selector: #selector(windowDidBecomeKey(_:)), name: UIWindow.didBecomeKeyNotification,
        object: nil)
      center.addObserver(
        self, selector: #selector(windowDidBecomeVisible(_:)),
        name: UIWindow.didBecomeVisibleNotification, object: nil)
      for name in [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification] {
        center.addObserver(self, selector: #selector(textDidChange(_:)), name: name, object: nil)
      }
      // An assistive technology's focus moving (VoiceOver, Switch Control) and the focus of
      // Full Keyboard Access or a hardware keyboard are the user's activity too.
      for name in [AccessibilityConstants.elementFocused, UIFocusSystem.didUpdateNotification] {
        center.addObserver(self, selector: #selector(focusMoved), name: name, object: nil)
      }
    }

    /// Takes every window down, when the scene disconnects.
    public func tearDown() {
      NotificationCenter.default.removeObserver(self)
      for entry in hiddenAppWindows { entry.giveBack() }
      hiddenAppWindows = []
      for window in [lockWindow, coverWindow, flowWindow].compactMap({ $0 }) {
        window.isHidden = true
      }
      lockWindow = nil
      coverWindow = nil
      flowWindow = nil
      for recognizer in watchedWindows.values.joined() {
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      watchedWindows = [:]
    }

    // MARK: - AppLockScenePresenter

    /// Puts the privacy cover up, above alerts.
    public func showCover() {
      guard coverWindow == nil else { return }
      let root = makeRoot(opaque: true)
      root.install(drawing.makeCover())
      let window = makeWindow(root, level: Self.level(of: .privacyCover))
      window.isHidden = false
      coverWindow = window
    }

    /// Takes the privacy cover away.
    public func hideCover() {
      coverWindow?.isHidden = true
      coverWindow = nil
    }

    /// Puts the lock's window up at once, with the theme's background.
    public func showLockWindow() {
      guard lockWindow == nil else { return }
      lockWindow = show(makeRoot(opaque: true), at: .lockScreen, animated: false)
    }

    /// Installs the lock's screen in its window.
    public func showLockScreen(_ screen: AppLockScreen) {
      if lockWindow == nil { showLockWindow() }
      (lockWindow?.rootViewController as? PasscodeWindowRootController)?
        .install(drawing.makeScreen(screen))
    }

    /// Takes the lock's window down.
    public func hideLockWindow() {
      hide(lockWindow)
      lockWindow = nil
    }

    /// Puts a flow's screen up in a window above the app's.
    public func showFlowScreen(_ screen: AppLockScreen) {
      hide(flowWindow)
      let themes = (screen.options.look as? PasscodeLook)?.appearance.themes
      let root = makeRoot(themes: themes, opaque: false)
      root.install(drawing.makeScreen(screen))
      flowWindow = show(root, at: .flowScreen, animated: true)
    }

    /// Takes the flow's screen down.
    public func hideFlowScreen() {
      hide(flowWindow)
      flowWindow = nil
    }

    /// Ends editing in each of the app's windows (a SwiftUI `TextField` included), so that no
    /// keyboard of the app's stays up above our windows, and remembers its key window to give
    /// the keyboard focus back later.
    public func endEditing() {
      for window in appWindows {
        if window.isKeyWindow { appKeyWindow = window }
        window.endEditing(true)
      }
    }

    /// Hides the app's own windows from VoiceOver while anything covers them (a banner or
    /// toast window above the normal level included; the keyboard's windows aside), and the
    /// flow's window while the lock or the cover is above it. When nothing covers the content
    /// any more, VoiceOver is told the screen changed, so that its focus leaves the windows
    /// that went away.
    public func layersChanged(_ layers: [AppLock.Layer], focus: AppLock.Layer?) {
      let wasCovered = !self.layers.isEmpty
      self.layers = layers
      self.focus = focus
      applyAccessibility()
      if wasCovered, layers.isEmpty {
        UIAccessibility.post(notification: AccessibilityConstants.screenChanged, argument: nil)
      }
      watchActivity()
    }

    private func applyAccessibility() {
      // By core's rule (`WindowStacking.isReadable`): the app's windows while nothing covers
      // them, a flow's while it holds the focus. The app's own setting is given back after.
      let appReadable = WindowStacking.isReadable(nil, layers: layers, focus: focus)
      for window in appWindows where !Self.isKeyboardWindow(window) {
        let id = ObjectIdentifier(window)
        if appReadable {
          if let saved = appAccessibility.removeValue(forKey: id), saved.window.window === window {
            window.accessibilityElementsHidden = saved.hidden
          }
        } else {
          if appAccessibility[id]?.window.window !== window {
            appAccessibility[id] = (WeakWindow(window: window), window.accessibilityElementsHidden)
          }
          window.accessibilityElementsHidden = true
        }
      }
      if appReadable { appAccessibility = [:] }
      flowWindow?.accessibilityElementsHidden =
        !WindowStacking.isReadable(.flowScreen, layers: layers, focus: focus)
      applyStacking()
    }

    /// Hides the app's windows that would show above the lock or the cover (an SDK's toast, a
    /// window of the app's above alerts), and shows again those it hid once they are down — by
    /// core's rule (`WindowStacking.hides`).
    private func applyStacking() {
      func hides(_ window: UIWindow) -> Bool {
        WindowStacking.hides(
          appWindowAt: window.windowLevel.rawValue, under: layers,
          normal: UIWindow.Level.normal.rawValue, alert: UIWindow.Level.alert.rawValue)
      }
      hiddenAppWindows.removeAll { entry in
        guard let window = entry.window else { return true }
        guard !hides(window) else { return false }
        entry.giveBack()
        return true
      }
      for window in appWindows where !Self.isKeyboardWindow(window) && !window.isHidden {
        guard hides(window), !hiddenAppWindows.contains(where: { $0.window === window }) else {
          continue
        }
        hiddenAppWindows.append(HiddenWindow(window))
      }
    }

    /// Whether `window` is one of the system keyboard's (it must stay readable above the lock
    /// for an alphanumeric passcode).
    private static func isKeyboardWindow(_ window: UIWindow) -> Bool {
      let name = String(describing: type(of: window))
      return name.contains("Keyboard") || name.contains("TextEffects")
    }

    // MARK: - Life cycle

    @objc private func sceneWillDeactivate() { events.activityChanged(.inactive) }
    @objc private func sceneDidEnterBackground() { events.activityChanged(.background) }
    @objc private func sceneWillEnterForeground() { events.activityChanged(.inactive) }
    @objc private func sceneDidActivate() { events.activityChanged(.active) }

    // MARK: - Windows

    /// Keeps the key window ours while the lock or a flow is up: an app window made key
    /// meanwhile (a late `makeKeyAndVisible()`, an SDK's banner window) would receive hardware
    /// keys and key commands under the lock.
    @objc private func windowDidBecomeKey(_ notification: Notification) {
      guard !handingKeyBack, let window = notification.object as? UIWindow,
        window.windowScene === scene, !(window.rootViewController is PasscodeWindowRootController),
        !ourWindows.contains(where: { $0 === window })
      else { return }
      guard let top = lockWindow ?? flowWindow, !top.isHidden,
        WindowStacking.reclaimsKey(
          fromAppWindowAt: window.windowLevel.rawValue, under: layers,
          normal: UIWindow.Level.normal.rawValue, alert: UIWindow.Level.alert.rawValue)
      else { return }
      if window.windowLevel == .normal { appKeyWindow = window }
      top.makeKey()
    }

    private var ourWindows: [UIWindow] { [lockWindow, coverWindow, flowWindow].compactMap { $0 } }

    /// The app's own windows in the scene.
    private var appWindows: [UIWindow] {
      let ours = ourWindows
      return scene.windows.filter { window in
        !ours.contains { $0 === window }
          && !(window.rootViewController is PasscodeWindowRootController)
      }
    }

    /// The app's main window: its key window while it is still shown in this scene (the app
    /// may have swapped windows while a screen was up), else its first shown window at the
    /// normal level.
    private var appWindow: UIWindow? {
      if let key = appKeyWindow, !key.isHidden, key.windowScene === scene { return key }
      return appWindows.first { $0.windowLevel == .normal && !$0.isHidden }
    }

    private func makeRoot(themes: PasscodeThemes? = nil, opaque: Bool)
      -> PasscodeWindowRootController
    {
      let root = PasscodeWindowRootController(
        themes: themes ?? drawing.themes(), opaque: opaque
      ) {
        [weak self] in
        self?.appWindow?.rootViewController?.supportedInterfaceOrientations ?? .all
      }
      root.appPresenter = { [weak self] in
        var top = self?.appWindow?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
      }
      return root
    }

    private func makeWindow(_ root: UIViewController, level: UIWindow.Level) -> UIWindow {
      let window = UIWindow(windowScene: scene)
      window.windowLevel = level
      window.backgroundColor = .clear
      // An app that forces light or dark mode gets its screens in the same mode.
      window.overrideUserInterfaceStyle = forcedInterfaceStyle
      window.rootViewController = root
      return window
    }

    /// The interface style the app forces on its window, or `.unspecified`.
    private var forcedInterfaceStyle: UIUserInterfaceStyle {
      guard let window = appWindow else { return .unspecified }
      if window.overrideUserInterfaceStyle != .unspecified {
        return window.overrideUserInterfaceStyle
      }
      return window.rootViewController?.overrideUserInterfaceStyle ?? .unspecified
    }

    /// Shows `root` in a new window at `layer`'s level, key unless the lock is above it.
    private func show(
      _ root: UIViewController, at layer: AppLock.Layer, animated: Bool
    ) -> UIWindow {
      if let key = appWindows.first(where: \.isKeyWindow) { appKeyWindow = key }
      let level = Self.level(of: layer)
      let window = makeWindow(root, level: level)
      window.alpha = animated ? 0 : 1
      // Key presses go to the key window: never to a flow beneath the lock
      // (`WindowStacking.becomesKey`).
      if WindowStacking.becomesKey(layer, under: lockWindow == nil ? [] : [.lockScreen]) {
        window.makeKeyAndVisible()
      } else {
        window.isHidden = false
      }
      if animated { UIView.animate(withDuration: 0.25) { window.alpha = 1 } }
      return window
    }

    /// Fades `window` out and gives the keyboard focus back to the window below it.
    private func hide(_ window: UIWindow?) {
      guard let window else { return }
      window.isUserInteractionEnabled = false
      // Whatever the screen presented (Passcode Options, Erase Data, the app's fallback
      // sign-in) goes with it, so that nothing stays presented on a hidden window.
      if window.rootViewController?.presentedViewController != nil {
        window.rootViewController?.dismiss(animated: false)
      }
      UIView.animate(
        withDuration: 0.25, animations: { window.alpha = 0 },
        completion: { _ in window.isHidden = true })
      // The keys go back by core's rule (`WindowStacking.keyWindow`): the lock, a flow, the app.
      var shown: [AppLock.Layer] = []
      if flowWindow != nil { shown.append(.flowScreen) }
      if lockWindow != nil { shown.append(.lockScreen) }
      let leaving: AppLock.Layer = window === lockWindow ? .lockScreen : .flowScreen
      let next: UIWindow? =
        switch WindowStacking.keyWindow(after: leaving, remaining: shown) {
        case .lockScreen: lockWindow
        case .flowScreen: flowWindow
        case .privacyCover, nil: appWindow
        }
      handingKeyBack = true
      next?.makeKey()
      handingKeyBack = false
    }

    /// Watches touches, presses and trackpad or mouse scrolls in the app's windows (never
    /// taking them) for the idle timeout, in every window the app shows, those shown later
    /// included.
    private func watchActivity() {
      // A window gone frees its entry (a new window may come at the same address).
      watchedWindows = watchedWindows.filter { $0.value.first?.view != nil }
      for window in appWindows
      where watchedWindows[ObjectIdentifier(window)]?.first?.view !== window {
        let recognizer = ActivityRecognizer { [events] in events.userActivity() }
        let scrolls = ScrollActivityRecognizer { [events] in events.userActivity() }
        window.addGestureRecognizer(recognizer)
        window.addGestureRecognizer(scrolls)
        watchedWindows[ObjectIdentifier(window)] = [recognizer, scrolls]
      }
    }

    /// An assistive technology's focus, or the keyboard focus, moved.
    @objc private func focusMoved() {
      events.userActivity()
    }

    /// A window shown now is watched, and hidden from VoiceOver while the content is covered.
    @objc private func windowDidBecomeVisible(_ notification: Notification) {
      guard let window = notification.object as? UIWindow, window.windowScene === scene,
        !ourWindows.contains(where: { $0 === window })
      else { return }
      applyAccessibility()
      watchActivity()
    }

    /// Typing in the app's text fields is activity too (the keyboard is a window of the
    /// system's, whose touches the app never sees).
    @objc private func textDidChange(_ notification: Notification) {
      guard let view = notification.object as? UIView, view.window?.windowScene === scene else {
        return
      }
      events.userActivity()
    }
  }

  /// A gesture recognizer that only notices touches: it never recognizes, never delays or
  /// cancels a touch, and works beside every other recognizer.
  final class ActivityRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    private let noticed: () -> Void

    init(_ noticed: @escaping () -> Void) {
      self.noticed = noticed
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      noticed()
      state = .failed
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
      noticed()
      state = .failed
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  /// A pan recognizer that only notices trackpad and mouse scrolls (no touches): it never
  /// takes them from the app's scroll views, and works beside every other recognizer.
  final class ScrollActivityRecognizer: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    private let noticed: () -> Void

    init(_ noticed: @escaping () -> Void) {
      self.noticed = noticed
      super.init(target: nil, action: nil)
      allowedScrollTypesMask = .all
      allowedTouchTypes = []
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
      addTarget(self, action: #selector(scrolled))
    }

    @objc private func scrolled() {
      if state == .began || state == .changed { noticed() }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  /// A window held weakly.
  private struct WeakWindow {
    weak var window: UIWindow?
  }

  /// An app window made invisible and untouchable while the lock or the cover is up — by its
  /// alpha and interaction, never its `isHidden`, which stays the app's (an SDK that hides its
  /// toast meanwhile finds it hidden after): given back only where nothing changed them.
  @MainActor
  private struct HiddenWindow {
    weak var window: UIWindow?
    let alpha: CGFloat
    let interaction: Bool

    init(_ window: UIWindow) {
      self.window = window
      alpha = window.alpha
      interaction = window.isUserInteractionEnabled
      window.alpha = 0
      window.isUserInteractionEnabled = false
    }

    func giveBack() {
      guard let window, window.alpha == 0 else { return }
      window.alpha = alpha
      window.isUserInteractionEnabled = interaction
    }
  }

  /// A screen's own look (``PasscodeKit/authenticate(in:title:reason:appearance:allowsBiometrics:)-swift.method``),
  /// carried through the runtime's `ScreenOptions`.
  @MainActor
  @_spi(Skins) public final class PasscodeLook {
    /// The screen's appearance.
    public let appearance: PasscodeAppearance

    /// Carries `appearance`.
    public init(_ appearance: PasscodeAppearance) {
      self.appearance = appearance
    }
  }
#endif
