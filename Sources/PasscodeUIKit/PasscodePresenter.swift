#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// Presents PasscodeKit's screens in one window scene, each in a window of its own, so that
  /// nothing the app presents can cover them and no gesture can dismiss them.
  ///
  /// The scene's ``ProtectedScene`` decides everything; its layers are windows, stacked in its
  /// order (``ProtectedScene/Layer``):
  ///
  /// - The app lock (``PasscodeFlow/appLock(offersFallback:)``) sits in a window above alerts,
  ///   at most one per scene: the scene's ``LockSession`` decides when it comes and goes — at
  ///   launch when a passcode is set, after the grace period in the background (measured on
  ///   `SystemBootClock`, never `Date()`), on ``lockNow()``.
  /// - The privacy cover sits just below it while the scene is inactive, so the app switcher's
  ///   snapshot shows nothing.
  /// - Create, change, remove and cancellable unlocks run one at a time in a window above the
  ///   app's and below the cover.
  ///
  /// While any of these windows is up, the app's windows are hidden from VoiceOver and
  /// editing in them ends (a keyboard there would float above the lock). The scene's activity
  /// reaches the screens as the ``ProtectedScene`` routes it: every screen is wiped in the
  /// background, only the top one prompts again on return.
  ///
  /// ``PasscodeKit`` makes one presenter per scene; use its methods rather than this type.
  @MainActor
  public final class PasscodePresenter {
    /// The scene presented in.
    public let scene: UIWindowScene

    /// Held strongly: a protected scene stays protected even if the host lets go of its
    /// ``PasscodeKit`` (the scene's disconnection ends the presenter).
    private let kit: PasscodeKit
    private var protected: ProtectedScene
    private var status: Result<PasscodeStatus, StoreError> = .failure(.busy)
    private var biometrics = BiometricAvailability.unavailable(.notEnabled)
    private var lockWindow: UIWindow?
    private var lockController: PasscodeViewController?
    private var lockEnding: PasscodeFlow.Ending?
    private var lockWaiters: [CheckedContinuation<UnlockResult, Never>] = []
    private var coverWindow: UIWindow?
    private var flowWindow: UIWindow?
    private var flowController: PasscodeViewController?
    private var flowQueue = PasscodeFlowQueue()
    private var flowTurns: [PasscodeFlowQueue.Ticket: CheckedContinuation<Void, Never>] = [:]
    private weak var appKeyWindow: UIWindow?

    /// The window level of a layer: flows above the app, the cover above alerts, the lock
    /// above the cover.
    private static func level(of layer: ProtectedScene.Layer) -> UIWindow.Level {
      switch layer {
      case .flowScreen: .normal + 1
      case .privacyCover: .alert + 1
      case .lockScreen: .alert + 2
      }
    }

    /// Creates a presenter for `scene`; ``PasscodeKit`` calls ``connect()`` next.
    init(scene: UIWindowScene, kit: PasscodeKit) {
      self.scene = scene
      self.kit = kit
      protected = ProtectedScene(
        gracePeriod: kit.configuration.gracePeriod,
        activity: SceneLifecycle.Activity(scene.activationState))
    }

    /// Starts protecting the scene: covers it, observes its life cycle, reads the lock's status
    /// and lets the session decide.
    func connect() {
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
      apply(protected.handle(.connected))
      Task {
        await readStatus()
        apply(protected.handle(.statusLoaded(try? status.get())))
      }
    }

    /// Takes every window down, when the scene disconnects; unlocks and flows still waiting
    /// end as cancelled.
    func disconnect() {
      NotificationCenter.default.removeObserver(self)
      for controller in [lockController, flowController].compactMap({ $0 }) { controller.stop() }
      for window in [lockWindow, coverWindow, flowWindow].compactMap({ $0 }) {
        window.isHidden = true
      }
      lockWindow = nil
      coverWindow = nil
      flowWindow = nil
      resumeLockWaiters(with: .cancelled)
      // A flow still on screen ends as cancelled, so that its caller stops waiting.
      if let flowController { flowController.onEnd?(.cancelled, flowController.driver.screen) }
    }

    // MARK: - The app lock

    /// Locks the scene now (when a passcode is set).
    public func lockNow() {
      apply(protected.handle(.session(.lockRequested)))
    }

    /// Presents the app lock (or joins the one on screen) and waits until it ends.
    public func unlock() async -> UnlockResult {
      if let lockEnding { return UnlockResult(lockEnding) }
      lockNow()
      guard protected.unlockIsPending else { return .unlocked }
      return await withCheckedContinuation { lockWaiters.append($0) }
    }

    /// Tells the scene's session something that happened elsewhere (a passcode set or removed
    /// in another scene).
    func hear(_ event: LockSession.Event) {
      apply(protected.handle(.session(event)))
    }

    private func apply(_ effects: [ProtectedScene.Effect]) {
      for effect in effects {
        switch effect {
        case .session(.showPrivacyCover): showCover()
        case .session(.hidePrivacyCover): hideCover()
        case .session(.presentLock): presentLock()
        case .session(.dismissLock): dismissLock()
        case .screen(let event, .lockScreen): lockController?.sceneChanged(event)
        case .screen(let event, .flowScreen): flowController?.sceneChanged(event)
        case .screen(_, .privacyCover): break
        }
      }
      hideContentFromVoiceOver(protected.hidesContent)
      // Unlocks still waiting when nothing is locked any more (the status said no passcode is
      // set, or the passcode was removed) have nothing left to wait for.
      if !protected.unlockIsPending { resumeLockWaiters(with: .unlocked) }
    }

    private func presentLock() {
      let flow = PasscodeFlow.appLock(offersFallback: kit.configuration.fallback != nil)
      switch flow.start(
        status: status, lock: kit.lock.configuration, biometrics: biometrics,
        reduceMotion: UIAccessibility.isReduceMotionEnabled)
      {
      case .present(let configuration):
        let controller = kit.makeController(flow: flow, configuration: configuration)
        controller.onEnd = { [weak self] ending, screen in
          self?.lockEnded(ending, screen: screen, flow: flow)
        }
        lockController = controller
        lockWindow = show(controller, level: Self.level(of: .lockScreen), animated: false)
      case .finish(let ending):
        lockEnded(ending, screen: nil, flow: flow)
      case .refuse:
        // An unlock is never refused (an unreadable store presents a screen that stays locked).
        lockEnded(.completed, screen: nil, flow: flow)
      }
    }

    private func lockEnded(
      _ ending: PasscodeFlow.Ending, screen: PasscodeScreen?, flow: PasscodeFlow
    ) {
      lockEnding = ending
      resumeLockWaiters(with: UnlockResult(ending))
      Task { await kit.followUp(flow, outcome: screen?.outcome) }
      if let event = flow.sessionEvent(after: ending) { kit.sessionEvent(event, in: self) }
    }

    private func dismissLock() {
      lockController?.stop()
      lockController = nil
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
      let cover = PrivacyCoverViewController(appearance: kit.configuration.appearance)
      let window = makeWindow(cover, level: Self.level(of: .privacyCover))
      window.isHidden = false
      coverWindow = window
    }

    private func hideCover() {
      coverWindow?.isHidden = true
      coverWindow = nil
    }

    // MARK: - Flows

    /// Runs `flow` in the flow window once the flows asked for before it have ended
    /// (``PasscodeFlowQueue``), and returns how it ended.
    ///
    /// - Throws: the `PasscodeError` that keeps the flow from starting (no passcode to
    ///   change, one already set, an unreadable store).
    public func run(_ flow: PasscodeFlow) async throws -> PasscodeFlow.Ending {
      let ticket = flowQueue.request(flow)
      if flowQueue.current?.ticket != ticket {
        await withCheckedContinuation { flowTurns[ticket] = $0 }
      }
      defer {
        if let next = flowQueue.finish(ticket) {
          flowTurns.removeValue(forKey: next.ticket)?.resume()
        }
      }
      await readStatus()
      switch flow.start(
        status: status, lock: kit.lock.configuration, biometrics: biometrics,
        reduceMotion: UIAccessibility.isReduceMotionEnabled)
      {
      case .refuse(let error):
        throw error
      case .finish(let ending):
        return ending
      case .present(let configuration):
        let controller = kit.makeController(flow: flow, configuration: configuration)
        flowController = controller
        flowWindow = show(controller, level: Self.level(of: .flowScreen), animated: true)
        apply(protected.handle(.flowPresented))
        let (ending, screen) = await withCheckedContinuation { continuation in
          // Called once: the first ending (the screen's, or a disconnection's) clears it.
          controller.onEnd = { [weak controller] ending, screen in
            controller?.onEnd = nil
            continuation.resume(returning: (ending, screen))
          }
        }
        controller.stop()
        flowController = nil
        hide(flowWindow)
        flowWindow = nil
        apply(protected.handle(.flowDismissed))
        await kit.followUp(flow, outcome: screen.outcome)
        if let event = flow.sessionEvent(after: ending) { kit.sessionEvent(event, in: self) }
        await readStatus()
        return ending
      }
    }

    /// Reads what the next screen is set up from: the lock's status, and whether biometrics
    /// may be offered. The app lock is presented synchronously, from the last reading.
    private func readStatus() async {
      status = await kit.lock.statusResult()
      biometrics = await kit.biometricAvailability()
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

    @objc private func sceneDidActivate() {
      activityChanged(to: .active)
      for controller in [lockController, flowController].compactMap({ $0 }) {
        controller.sceneDidBecomeActive()
      }
    }

    private func activityChanged(to activity: SceneLifecycle.Activity) {
      apply(protected.handle(.activityChanged(activity, at: SystemBootClock().now())))
    }

    // MARK: - Windows

    private func makeWindow(_ root: UIViewController, level: UIWindow.Level) -> UIWindow {
      let window = UIWindow(windowScene: scene)
      window.windowLevel = level
      window.backgroundColor = .clear
      window.rootViewController = root
      return window
    }

    /// Shows `controller` in a new key window at `level`, after ending editing in the app's
    /// windows.
    private func show(_ controller: UIViewController, level: UIWindow.Level, animated: Bool)
      -> UIWindow
    {
      let ours = Set([lockWindow, coverWindow, flowWindow].compactMap { $0 })
      for window in scene.windows where !ours.contains(window) {
        if window.isKeyWindow { appKeyWindow = window }
        window.endEditing(true)
      }
      let window = makeWindow(controller, level: level)
      window.alpha = animated ? 0 : 1
      // Key presses go to the key window: never to a flow beneath the lock.
      if let lockWindow, lockWindow.windowLevel > level {
        window.isHidden = false
      } else {
        window.makeKeyAndVisible()
      }
      UIView.animate(withDuration: animated ? 0.25 : 0) { window.alpha = 1 }
      return window
    }

    /// Fades `window` out and gives the keyboard focus back to the window below it.
    private func hide(_ window: UIWindow?) {
      guard let window else { return }
      UIView.animate(
        withDuration: 0.25, animations: { window.alpha = 0 },
        completion: { _ in window.isHidden = true })
      let remaining = [lockWindow, flowWindow].compactMap { $0 }.filter { $0 !== window }
      (remaining.first ?? appKeyWindow)?.makeKey()
    }

    /// Hides (or shows again) the app's own windows from VoiceOver.
    private func hideContentFromVoiceOver(_ hidden: Bool) {
      for window in scene.windows where window.windowLevel <= .normal {
        window.accessibilityElementsHidden = hidden
      }
    }
  }
#endif
