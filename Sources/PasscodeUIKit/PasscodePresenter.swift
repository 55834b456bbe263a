#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// Presents PasscodeKit's screens in one window scene, each in a window of its own, so that
  /// nothing the app presents — a sheet, a full-screen cover, a popover, an alert — can cover
  /// them, and no gesture can dismiss them. The UIKit skin (``PasscodeKit``) and the SwiftUI
  /// skin (`PasscodeController`) share it; each gives it a ``Host`` that says what to draw.
  ///
  /// The scene's ``ProtectedScene`` decides everything; its layers are windows, stacked in its
  /// order (``ProtectedScene/Layer``):
  ///
  /// - The app lock (``PasscodeFlow/appLock(offersFallback:)``) sits in a window above alerts,
  ///   at most one per scene: the scene's ``LockSession`` decides when it comes and goes — at
  ///   launch when a passcode is set, after the grace period in the background (measured on
  ///   the host's boot clock, never `Date()`), on ``lockNow()``. The window goes up at once
  ///   with the theme's background; its screen is installed once the lock's status has been
  ///   read afresh, so a lock never opens from a status read earlier.
  /// - The privacy cover sits just below it while the scene is inactive, so the app switcher's
  ///   snapshot shows nothing.
  /// - Create, change, remove and on-demand checks (``authenticate(_:themes:makeScreen:)``) run one
  ///   at a time in a window above the app's and below the cover.
  ///
  /// Protecting the scene (the app lock and the privacy cover) starts with ``connect()``; until
  /// then the flows run in it without protecting it — a passcode set there, or a check, never
  /// locks the scene at launch or after the grace period (``ProtectedScene/isProtected``). The
  /// flows' screens hear the scene's activity either way: wiped in the background, a biometric
  /// prompt only once the scene is active.
  ///
  /// When the content becomes hidden (``ProtectedScene/Effect/endEditing``), editing ends in
  /// each of the app's windows — a keyboard there would float above the lock — and while any
  /// of these windows is up, the app's windows are hidden from VoiceOver. The scene's activity
  /// reaches the screens as the ``ProtectedScene`` routes it: every screen is wiped in the
  /// background, only the top one prompts again on return, and a biometric prompt waits for
  /// `UIScene.didActivateNotification`.
  ///
  /// A passcode set or removed in one scene is told to every presenter of the same lock, so
  /// each scene's session knows it (and locks by its own rules).
  ///
  /// Apps use ``PasscodeKit`` (UIKit) or `PasscodeController` (SwiftUI) rather than this type.
  @MainActor
  public final class PasscodePresenter {
    /// The scene presented in.
    public let scene: UIWindowScene

    /// Held strongly: with ``PasscodeKit`` as its host, a protected scene stays protected even
    /// if the app lets go of its instance (the scene's disconnection ends the presenter).
    private let host: Host
    private var protected: ProtectedScene
    private var isConnected = false
    /// Whether the scene's notifications are observed (from the first flow or ``connect()``).
    private var isObserving = false
    /// Whether the scene disconnected (the presenter has ended).
    public private(set) var isDisconnected = false
    private var lockWindow: UIWindow?
    private var lockScreen: (any PasscodeScreenHosting)?
    /// Counts the lock's presentations and dismissals: a status read for an earlier one is
    /// dropped.
    private var lockGeneration = 0
    private var lockEnding: PasscodeFlow.Ending?
    private var lockWaiters: [CheckedContinuation<UnlockResult, Never>] = []
    private var coverWindow: UIWindow?
    private var flowWindow: UIWindow?
    private var flowScreen: (any PasscodeScreenHosting)?
    private var flowQueue = PasscodeFlowQueue()
    private var flowTurns: [PasscodeFlowQueue.Ticket: CheckedContinuation<Void, Never>] = [:]
    private weak var appKeyWindow: UIWindow?
    /// Set while a window of ours going away hands the key window back (to the app's, or to
    /// the window of ours below it).
    private var handingKeyBack = false
    /// The check for a new installation of each lock's store, once per lock and process:
    /// every presenter — protecting or only running flows — awaits it before reading a status.
    /// The lock is kept with its check, so that its identifier is never reused by another.
    private static var installChecks:
      [ObjectIdentifier: (lock: PasscodeLock, done: Task<Void, Never>)] =
        [:]
    /// Listens to the lock's `statusUpdates()`: a passcode set, removed or erased through any
    /// window reaches this scene's session.
    private var listening: Task<Void, Never>?
    /// The lock `listening` listens to.
    private weak var listenedLock: PasscodeLock?

    /// The window level of a layer: flows above the app, the cover above alerts, the lock
    /// above the cover.
    private static func level(of layer: ProtectedScene.Layer) -> UIWindow.Level {
      switch layer {
      case .flowScreen: .normal + 1
      case .privacyCover: .alert + 1
      case .lockScreen: .alert + 2
      }
    }

    /// Creates a presenter for `scene`; call ``connect()`` next.
    public init(scene: UIWindowScene, host: Host) {
      self.scene = scene
      self.host = host
      protected = ProtectedScene(
        gracePeriod: host.gracePeriod(), activity: SceneLifecycle.Activity(scene.activationState))
    }

    /// The scene's state: whether it is protected and its status known, its session, what
    /// covers it.
    public var protectedScene: ProtectedScene { protected }

    /// Whether the scene is protected (``connect()`` was called): the app lock at launch and
    /// after the grace period, the privacy cover.
    public var isProtecting: Bool { isConnected }

    /// The lock the presenter's screens talk to now.
    var lock: PasscodeLock { host.lock() }

    /// Starts protecting the scene: covers it, observes its life cycle, reads the lock's status
    /// and lets the session decide. Calling it again (or after the scene disconnected) does
    /// nothing.
    public func connect() {
      guard !isConnected, !isDisconnected else { return }
      isConnected = true
      observeScene()
      listenToLock()
      apply(protected.handle(.connected))
      let lock = lock
      let marker = host.installMarker
      Task {
        await Self.checkInstall(of: lock, marker: marker)
        let status = try? await lock.status()
        apply(protected.handle(.statusLoaded(status)))
      }
    }

    /// Observes the scene's life cycle and the key window, for the flows' screens and, once
    /// protected, the session. Calling it again does nothing.
    private func observeScene() {
      guard !isObserving, !isDisconnected else { return }
      isObserving = true
      let center = NotificationCenter.default
      let observed: [(Notification.Name, Selector)] = [
        (UIScene.willDeactivateNotification, #selector(sceneWillDeactivate)),
        (UIScene.didEnterBackgroundNotification, #selector(sceneDidEnterBackground)),
        (UIScene.willEnterForegroundNotification, #selector(sceneWillEnterForeground)),
        (UIScene.didActivateNotification, #selector(sceneDidActivate)),
        (UIScene.didDisconnectNotification, #selector(sceneDidDisconnect)),
      ]
      for (name, selector) in observed {
        center.addObserver(self, selector: selector, name: name, object: scene)
      }
      center.addObserver(
        self, selector: #selector(windowDidBecomeKey(_:)), name: UIWindow.didBecomeKeyNotification,
        object: nil)
    }

    /// The Keychain outlives the app: a new installation first erases what an earlier one left
    /// (a failure leaves the old store, which then locks as usual). Once per lock and process:
    /// not again for each scene or flow; every caller waits until it is done.
    private static func checkInstall(of lock: PasscodeLock, marker: (any InstallMarker)?) async {
      guard let marker else { return }
      let key = ObjectIdentifier(lock)
      if let check = installChecks[key] { return await check.done.value }
      let done = Task { _ = try? await lock.eraseIfNewInstall(marker: marker) }
      installChecks[key] = (lock, done)
      await done.value
    }

    /// Listens to the host's lock now (again, when the host replaced its lock): each status
    /// it announces tells the session whether a passcode is set; an unreadable one counts as
    /// set. Only a protected scene listens.
    func listenToLock() {
      let lock = lock
      guard isConnected, !isDisconnected, listenedLock !== lock else { return }
      let replaced = listenedLock != nil
      listening?.cancel()
      listenedLock = lock
      let marker = host.installMarker
      listening = Task { [weak self] in
        let updates = await lock.statusUpdates()
        if replaced {
          // A new lock (a late `configure`): its store decides from now, as at connection.
          await Self.checkInstall(of: lock, marker: marker)
          let status = try? await lock.status()
          self?.hear(.passcodeChanged(isSet: status?.isSet ?? true))
        }
        for await status in updates {
          // A presenter that is gone stops listening at the next update.
          guard let self else { return }
          self.hear(.passcodeChanged(isSet: status?.isSet ?? true))
        }
      }
    }

    /// Takes every window down, when the scene disconnects; unlocks and flows still waiting
    /// end as cancelled. Calling it again does nothing.
    public func disconnect() {
      guard !isDisconnected else { return }
      isDisconnected = true
      NotificationCenter.default.removeObserver(self)
      listening?.cancel()
      listening = nil
      lockGeneration += 1
      for screen in [lockScreen, flowScreen].compactMap({ $0 }) { screen.stop() }
      for window in [lockWindow, coverWindow, flowWindow].compactMap({ $0 }) {
        window.isHidden = true
      }
      lockWindow = nil
      coverWindow = nil
      flowWindow = nil
      lockScreen = nil
      resumeLockWaiters(with: .cancelled)
      // A flow still on screen ends as cancelled, so that its caller stops waiting; flows
      // waiting for their turn then end as cancelled one after the other.
      if let flowScreen { flowScreen.onEnd?(.cancelled, flowScreen.driver.screen) }
    }

    // MARK: - The app lock

    /// Locks the scene now (when a passcode is set).
    public func lockNow() {
      apply(protected.handle(.session(.lockRequested)))
    }

    /// Presents the app lock (or joins the one on screen) and waits until it ends; protects the
    /// scene first (``connect()``) when it is not protected yet.
    ///
    /// When the scene's session knows of no passcode, the lock's status is read first: only a
    /// status read now can let the unlock through.
    public func unlock() async -> UnlockResult {
      guard !isDisconnected else { return .cancelled }
      connect()
      if let lockEnding { return UnlockResult(lockEnding) }
      lockNow()
      if !protected.unlockIsPending {
        let status = try? await lock.status()
        if status?.isSet ?? true {
          hear(.passcodeChanged(isSet: true))
          lockNow()
        }
      }
      guard !isDisconnected else { return .cancelled }
      if let lockEnding { return UnlockResult(lockEnding) }
      guard protected.unlockIsPending else { return .unlocked }
      return await withCheckedContinuation { lockWaiters.append($0) }
    }

    /// Tells the scene's session something that happened elsewhere (a passcode set or removed
    /// in another scene).
    func hear(_ event: LockSession.Event) {
      apply(protected.handle(.session(event)))
    }

    private func apply(_ effects: [ProtectedScene.Effect]) {
      guard !isDisconnected else { return }
      for effect in effects {
        switch effect {
        case .endEditing: endEditingInTheApp()
        case .session(.showPrivacyCover): showCover()
        case .session(.hidePrivacyCover): hideCover()
        case .session(.presentLock): presentLock()
        case .session(.dismissLock): dismissLock()
        case .screen(let event, .lockScreen): lockScreen?.sceneChanged(event)
        case .screen(let event, .flowScreen): flowScreen?.sceneChanged(event)
        case .screen(_, .privacyCover): break
        }
      }
      updateAccessibility()
      lockScreen?.holdsFocus = protected.holdsFocus(.lockScreen)
      flowScreen?.holdsFocus = protected.holdsFocus(.flowScreen)
      // Unlocks still waiting when nothing is locked any more (the status said no passcode is
      // set, or the passcode was removed) have nothing left to wait for.
      if !protected.unlockIsPending { resumeLockWaiters(with: .unlocked) }
      host.sceneChanged?(protected)
    }

    /// Shows the lock window at once, with the theme's background, and installs its screen
    /// once the status has been read.
    private func presentLock() {
      lockGeneration += 1
      let generation = lockGeneration
      lockEnding = nil
      let root = makeRoot()
      lockWindow = show(root, at: .lockScreen, animated: false)
      Task { await installLockScreen(in: root, generation: generation) }
    }

    private func installLockScreen(in root: PasscodeWindowRootController, generation: Int) async {
      let flow = PasscodeFlow.appLock(
        offersFallback: host.offersFallback(), recovery: host.permanentLockRecovery())
      let start = await start(flow)
      guard generation == lockGeneration, !isDisconnected else { return }
      switch start {
      case .present(let configuration):
        let screen = host.makeScreen(flow, configuration)
        reportBiometricPrompts(of: screen)
        screen.onEnd = { [weak self] ending, last in
          self?.lockEnded(ending, screen: last, flow: flow, generation: generation)
        }
        lockScreen = screen
        screen.holdsFocus = protected.holdsFocus(.lockScreen)
        root.install(screen)
      case .finish:
        // The status read now says no passcode is set (it was removed meanwhile): there is
        // nothing to unlock, and nothing to protect.
        hear(.passcodeChanged(isSet: false))
      case .refuse:
        // Never for an unlock: an unreadable store presents a screen that stays locked. Were
        // it to happen, the window stays up rather than open.
        break
      }
    }

    /// Tells the session while `screen`'s biometric prompt is up, so that the scene resigning
    /// active for it brings no privacy cover (`LockSession`).
    private func reportBiometricPrompts(of screen: any PasscodeScreenHosting) {
      screen.driver.onBiometricPrompt = { [weak self] isUp in
        self?.hear(isUp ? .biometricPromptStarted : .biometricPromptEnded)
      }
    }

    private func lockEnded(
      _ ending: PasscodeFlow.Ending, screen: PasscodeScreen, flow: PasscodeFlow, generation: Int
    ) {
      guard generation == lockGeneration else { return }
      lockEnding = ending
      resumeLockWaiters(with: UnlockResult(ending))
      let host = host
      Task { await host.followUp(flow, screen.outcome) }
      if let event = flow.sessionEvent(after: ending) { hear(event) }
    }

    private func dismissLock() {
      lockGeneration += 1
      lockScreen?.stop()
      lockScreen = nil
      lockEnding = nil
      hide(lockWindow)
      lockWindow = nil
    }

    private func resumeLockWaiters(with result: UnlockResult) {
      let waiters = lockWaiters
      lockWaiters = []
      for waiter in waiters { waiter.resume(returning: result) }
    }

    private func showCover() {
      guard coverWindow == nil else { return }
      let root = makeRoot()
      root.install(host.makePrivacyCover())
      let window = makeWindow(root, level: Self.level(of: .privacyCover))
      window.isHidden = false
      coverWindow = window
    }

    private func hideCover() {
      coverWindow?.isHidden = true
      coverWindow = nil
    }

    // MARK: - Flows

    /// Asks for the passcode once (``PasscodeCheck``): a cancellable unlock in the flow window,
    /// which does not protect the scene.
    ///
    /// - Parameters:
    ///   - check: whether biometrics and the host's fallback are offered.
    ///   - themes: the look of this check's window (its background and status bar), when its
    ///     screen has a look of its own; `nil` uses the host's.
    ///   - makeScreen: the screen for this check (a per-call look); `nil` uses the host's.
    /// - Returns: how it ended; ``UnlockResult/unlocked`` at once when no passcode is set,
    ///   ``UnlockResult/cancelled`` when the scene disconnected.
    public func authenticate(
      _ check: PasscodeCheck, themes: PasscodeThemes? = nil,
      makeScreen: (
        @MainActor (PasscodeFlow, PasscodeScreen.Configuration) -> any PasscodeScreenHosting
      )? = nil
    ) async -> UnlockResult {
      // An unlock is never refused: PasscodeFlow presents a screen even for an unreadable
      // store, so the `try` only satisfies the compiler.
      let ending = try? await run(
        check.flow, biometrics: check.biometrics, themes: themes, makeScreen: makeScreen)
      return UnlockResult(ending ?? .cancelled)
    }

    /// Runs `flow` in the flow window once the flows asked for before it have ended
    /// (``PasscodeFlowQueue``), and returns how it ended; ``PasscodeFlow/Ending/cancelled``
    /// when the scene disconnected. A flow does not protect the scene.
    ///
    /// - Parameters:
    ///   - flow: the flow; not the app lock (``unlock()`` presents that).
    ///   - makeScreen: the screen for this flow (a per-call look); `nil` uses the host's.
    /// - Throws: the `PasscodeError` that keeps the flow from starting (no passcode to
    ///   change, one already set, an unreadable store).
    public func run(
      _ flow: PasscodeFlow,
      makeScreen: (
        @MainActor (PasscodeFlow, PasscodeScreen.Configuration) -> any PasscodeScreenHosting
      )? = nil
    ) async throws -> PasscodeFlow.Ending {
      try await run(flow, biometrics: { $0 }, themes: nil, makeScreen: makeScreen)
    }

    private func run(
      _ flow: PasscodeFlow, biometrics: (BiometricAvailability) -> BiometricAvailability,
      themes: PasscodeThemes?,
      makeScreen: (
        @MainActor (PasscodeFlow, PasscodeScreen.Configuration) -> any PasscodeScreenHosting
      )?
    ) async throws -> PasscodeFlow.Ending {
      guard !isDisconnected else { return .cancelled }
      if flow.isAppLock { return PasscodeFlow.Ending(await unlock()) }
      observeScene()
      let ticket = flowQueue.request(flow)
      if flowQueue.current?.ticket != ticket {
        await withCheckedContinuation { flowTurns[ticket] = $0 }
      }
      defer {
        if let next = flowQueue.finish(ticket) {
          flowTurns.removeValue(forKey: next.ticket)?.resume()
        }
      }
      guard !isDisconnected else { return .cancelled }
      switch await start(flow, biometrics: biometrics) {
      case .refuse(let error):
        throw error
      case .finish(let ending):
        return ending
      case .present(let configuration):
        guard !isDisconnected else { return .cancelled }
        let screen = (makeScreen ?? host.makeScreen)(flow, configuration)
        reportBiometricPrompts(of: screen)
        let root = makeRoot(themes: themes)
        root.install(screen)
        flowScreen = screen
        // Ends editing in the app (the content becomes hidden), then shows the window.
        apply(protected.handle(.flowPresented))
        flowWindow = show(root, at: .flowScreen, animated: true)
        updateAccessibility()
        let (ending, last) = await withCheckedContinuation { continuation in
          // Called once: the first ending (the screen's, or a disconnection's) clears it.
          screen.onEnd = { [weak screen] ending, last in
            screen?.onEnd = nil
            continuation.resume(returning: (ending, last))
          }
        }
        screen.stop()
        flowScreen = nil
        hide(flowWindow)
        flowWindow = nil
        apply(protected.handle(.flowDismissed))
        await host.followUp(flow, last.outcome)
        // A scene that disconnected meanwhile hears nothing more.
        if !isDisconnected, let event = flow.sessionEvent(after: ending) { hear(event) }
        return ending
      }
    }

    /// How `flow` starts, from the lock's status and biometric availability read now (once
    /// the lock's store was checked for a new installation); `biometrics` turns the
    /// availability into what this flow offers.
    private func start(
      _ flow: PasscodeFlow,
      biometrics: (BiometricAvailability) -> BiometricAvailability = { $0 }
    ) async -> PasscodeFlow.Start {
      let lock = lock
      await Self.checkInstall(of: lock, marker: host.installMarker)
      let status = await lock.statusResult()
      let measured = await host.biometricAvailability()
      return flow.start(
        status: status, lock: lock.configuration, biometrics: biometrics(measured),
        reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    // MARK: - Life cycle

    @objc private func sceneWillDeactivate() {
      activityChanged(to: .inactive)
    }

    @objc private func sceneDidEnterBackground() {
      activityChanged(to: .background)
    }

    @objc private func sceneWillEnterForeground() {
      activityChanged(to: .inactive)
    }

    /// The only moment a waiting biometric prompt is sent: the scene is active.
    @objc private func sceneDidActivate() {
      activityChanged(to: .active)
      for screen in [lockScreen, flowScreen].compactMap({ $0 }) { screen.sceneDidBecomeActive() }
    }

    @objc private func sceneDidDisconnect() {
      disconnect()
    }

    private func activityChanged(to activity: SceneLifecycle.Activity) {
      protected.gracePeriod = host.gracePeriod()
      apply(protected.handle(.activityChanged(activity, at: host.clock.now())))
    }

    // MARK: - Windows

    /// Keeps the key window ours while the lock or a flow is up: an app window made key
    /// meanwhile (a late `makeKeyAndVisible()`, an SDK's banner window) would receive hardware
    /// keys and key commands under the lock.
    @objc private func windowDidBecomeKey(_ notification: Notification) {
      guard !handingKeyBack, let window = notification.object as? UIWindow,
        window.windowScene === scene, !(window.rootViewController is PasscodeWindowRootController),
        !ourWindows.contains(where: { $0 === window })
      else { return }
      guard let top = lockWindow ?? flowWindow, !top.isHidden, window.windowLevel < top.windowLevel
      else { return }
      if window.windowLevel == .normal { appKeyWindow = window }
      top.makeKey()
    }

    private var ourWindows: [UIWindow] { [lockWindow, coverWindow, flowWindow].compactMap { $0 } }

    /// The app's own windows in the scene.
    private var appWindows: [UIWindow] {
      let ours = ourWindows
      return scene.windows.filter { window in !ours.contains { $0 === window } }
    }

    /// The app's main window: its key window while it is still shown in this scene (the app
    /// may have swapped windows while a screen was up), else its first shown window at the
    /// normal level.
    private var appWindow: UIWindow? {
      if let key = appKeyWindow, !key.isHidden, key.windowScene === scene { return key }
      return appWindows.first { $0.windowLevel == .normal && !$0.isHidden }
    }

    private func makeRoot(themes: PasscodeThemes? = nil) -> PasscodeWindowRootController {
      let root = PasscodeWindowRootController(themes: themes ?? host.themes()) { [weak self] in
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

    /// Ends editing in each of the app's windows (a SwiftUI `TextField` included), so that no
    /// keyboard of the app's stays up above our windows, and remembers its key window to give
    /// the keyboard focus back later.
    private func endEditingInTheApp() {
      for window in appWindows {
        if window.isKeyWindow { appKeyWindow = window }
        window.endEditing(true)
      }
    }

    /// Shows `root` in a new window at `layer`'s level, key unless the lock is above it.
    private func show(
      _ root: UIViewController, at layer: ProtectedScene.Layer, animated: Bool
    ) -> UIWindow {
      if let key = appWindows.first(where: \.isKeyWindow) { appKeyWindow = key }
      let level = Self.level(of: layer)
      let window = makeWindow(root, level: level)
      window.alpha = animated ? 0 : 1
      // Key presses go to the key window: never to a flow beneath the lock.
      if let lockWindow, lockWindow.windowLevel > level {
        window.isHidden = false
      } else {
        window.makeKeyAndVisible()
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
      let remaining = [lockWindow, flowWindow].compactMap { $0 }.filter { $0 !== window }
      handingKeyBack = true
      (remaining.first ?? appWindow)?.makeKey()
      handingKeyBack = false
    }

    /// Hides the app's own windows from VoiceOver while anything covers them, and a flow's
    /// window while the lock or the cover is above it.
    private func updateAccessibility() {
      for window in appWindows where window.windowLevel <= .normal {
        window.accessibilityElementsHidden = protected.hidesContent
      }
      flowWindow?.accessibilityElementsHidden = !protected.isInteractive(.flowScreen)
    }
  }
#endif
