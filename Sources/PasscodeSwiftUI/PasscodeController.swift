#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import PasscodeCore
  import SwiftUI

  /// The passcode lock of one window scene, and the async API to set, change, remove and check
  /// the passcode.
  ///
  /// Attach it to the scene's root view with ``SwiftUI/View/passcodeLock(_:themes:appName:)``,
  /// which covers the content until the user unlocks and whenever the scene goes to the
  /// background. The rules are PasscodeCore's, shared with the UIKit skin: the scene's
  /// `ProtectedScene` decides what covers the content, which layer takes input and which
  /// screen hears the scene's activity, and its `LockSession` when to lock (at launch, after
  /// the grace period on the boot clock, on ``lockNow()``) and when to show the privacy cover;
  /// `PasscodeFlow` sets up each screen; `PasscodeFlowQueue` keeps one flow on screen at a
  /// time.
  ///
  /// ```swift
  /// @StateObject private var passcode = PasscodeController(lock: lock)
  /// // in a settings view:
  /// let isSet = try await passcode.setPasscode()  // false when the user cancelled
  /// ```
  ///
  /// Create one controller per scene (a `@StateObject` in the scene's root view), so that each
  /// window of an iPad app locks on its own; the `PasscodeLock` may be shared.
  @MainActor
  public final class PasscodeController: ObservableObject {
    /// The lock the screens talk to.
    public let lock: PasscodeLock
    /// The protected scene: whether its status is known, its lock session (whether a
    /// passcode is set, whether the content is locked), and what covers the content now.
    @Published public private(set) var scene: ProtectedScene
    /// The app lock's screen, once it is set up (the layer shows the theme's background until
    /// then).
    @Published private(set) var lockScreen: PasscodeScreenModel?
    /// The host flow on display, once it is set up.
    @Published private(set) var flowScreen: PasscodeScreenModel?

    private let biometrics: any BiometricAuthenticator
    private let locale: PasscodeLocale
    private let haptics: any HapticFeedback
    private let announcer: any PasscodeAnnouncer
    private let fallback: (@MainActor () async -> Bool)?
    private let clock: any MonotonicClock
    private var launchStarted = false
    private var queue = PasscodeFlowQueue()
    private var turns: [PasscodeFlowQueue.Ticket: CheckedContinuation<Void, Never>] = [:]
    private var lockGeneration = 0
    /// The system's Reduce Motion setting, for screens set up from now on.
    var reduceMotion = false

    /// Creates the controller of one scene.
    ///
    /// - Parameters:
    ///   - lock: the passcode engine (over a `KeychainStore` on iOS).
    ///   - gracePeriod: how long the app may stay in the background without locking again,
    ///     measured on the boot clock (CLK-2).
    ///   - biometrics: the device's biometrics (`SystemBiometricAuthenticator()`), once the
    ///     host has enabled them with `lock.enableBiometrics(using:)`.
    ///   - locale: the language of the screens.
    ///   - haptics: plays the screens' haptics.
    ///   - announcer: speaks the screens' VoiceOver announcements.
    ///   - fallback: the host's account-password check for a forgotten passcode, offered on
    ///     unlock screens; returns whether the user proved who they are.
    ///   - clock: the boot clock the grace period is measured on.
    public init(
      lock: PasscodeLock, gracePeriod: Duration = .zero,
      biometrics: any BiometricAuthenticator = NoBiometrics(),
      locale: PasscodeLocale = .bestMatch(for: Locale.preferredLanguages),
      haptics: any HapticFeedback = SystemHapticFeedback(),
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      fallback: (@MainActor () async -> Bool)? = nil,
      clock: any MonotonicClock = SystemBootClock()
    ) {
      var scene = ProtectedScene(gracePeriod: gracePeriod)
      _ = scene.handle(.connected)  // the cover is drawn from `scene.layers`
      self.lock = lock
      self.scene = scene
      self.biometrics = biometrics
      self.locale = locale
      self.haptics = haptics
      self.announcer = announcer
      self.fallback = fallback
      self.clock = clock
    }

    /// Whether a passcode is set (as far as the scene knows; `false` until the status is read).
    public var isPasscodeSet: Bool { scene.session.passcodeSet }

    // MARK: - Flows

    /// Asks the user to choose a first passcode, twice, and sets it.
    ///
    /// - Returns: `true` when the passcode was set, `false` when the user cancelled.
    /// - Throws: `PasscodeError.alreadySet` when a passcode is set, or a store error.
    @discardableResult
    public func setPasscode() async throws -> Bool {
      try await run(PasscodeFlow(.create)).updateResult()
    }

    /// Asks the user for the current passcode, then a new one twice, and changes it.
    ///
    /// - Returns: `true` when the passcode was changed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, a store error, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func changePasscode() async throws -> Bool {
      try await run(PasscodeFlow(.change)).updateResult()
    }

    /// Asks the user for the passcode and turns it off.
    ///
    /// - Returns: `true` when the passcode was removed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, a store error, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func removePasscode() async throws -> Bool {
      try await run(PasscodeFlow(.remove)).updateResult()
    }

    /// Asks the user to prove they know the passcode (before showing sensitive settings, say);
    /// the screen may be cancelled.
    ///
    /// - Returns: how it ended; `UnlockResult.unlocked` at once when no passcode is set.
    @discardableResult
    public func unlock() async -> UnlockResult {
      let flow = PasscodeFlow(.unlock, offersFallback: fallback != nil)
      // An unlock is never refused: PasscodeFlow presents a screen even for an unreadable
      // store, so the `try` only satisfies the compiler.
      return UnlockResult((try? await run(flow)) ?? .cancelled)
    }

    /// Presents `flow` when its turn comes (one flow on screen at a time, in the order asked
    /// for) and returns how it ended. The app lock is not a flow: use ``lockNow()``.
    ///
    /// - Throws: the `PasscodeError` that keeps the flow from starting (no passcode to change,
    ///   one already set, an unreadable store).
    /// - Precondition: `flow` is not the app lock (`PasscodeFlow.isAppLock`).
    public func run(_ flow: PasscodeFlow) async throws -> PasscodeFlow.Ending {
      precondition(!flow.isAppLock, "the app lock is presented by the scene's LockSession")
      let ticket = queue.request(flow)
      if queue.current?.ticket != ticket {
        await withCheckedContinuation { turns[ticket] = $0 }
      }
      defer {
        if let next = queue.finish(ticket) { turns.removeValue(forKey: next.ticket)?.resume() }
      }
      switch await start(flow) {
      case .refuse(let error):
        throw error
      case .finish(let ending):
        return ending
      case .present(let configuration):
        let model = makeScreen(flow, configuration: configuration)
        flowScreen = model
        handle(.flowPresented)
        let ending = await model.ending()
        model.stop()
        flowScreen = nil
        handle(.flowDismissed)
        // The host turns biometrics on itself (`PasscodeLock.enableBiometrics(using:)`): the
        // follow-up only deletes the token of a removed passcode.
        await lock.followUp(
          flow, outcome: model.screen.outcome, wantsBiometrics: false, using: biometrics)
        sessionEvent(flow, after: ending)
        return ending
      }
    }

    /// Locks the content now (a "Lock" button); nothing happens when no passcode is set.
    public func lockNow() {
      handle(.session(.lockRequested))
    }

    // MARK: - Scene (called by the view modifier)

    /// Reads the lock's status once and tells the scene; until then the content is covered,
    /// and an unreadable store locks (`ProtectedScene`).
    func launch() async {
      guard !launchStarted else { return }
      launchStarted = true
      handle(.statusLoaded(try? await lock.status()))
    }

    /// The scene's phase changed.
    func sceneActivityChanged(to activity: SceneLifecycle.Activity) {
      handle(.activityChanged(activity, at: clock.now()))
    }

    // MARK: - Private

    /// How `flow` starts, from the lock's status and biometric availability now.
    private func start(_ flow: PasscodeFlow) async -> PasscodeFlow.Start {
      let status = await lock.statusResult()
      let availability = await lock.biometricAvailability(device: biometrics.device())
      return flow.start(
        status: status, lock: lock.configuration, biometrics: availability,
        reduceMotion: reduceMotion)
    }

    private func makeScreen(
      _ flow: PasscodeFlow, configuration: PasscodeScreen.Configuration
    ) -> PasscodeScreenModel {
      PasscodeScreenModel(
        configuration: configuration, flow: flow, lock: lock, biometrics: biometrics,
        locale: locale, haptics: haptics, announcer: announcer, fallback: fallback)
    }

    /// Applies `event` to the scene (republished only when it changed) and performs the
    /// effects.
    private func handle(_ event: ProtectedScene.Event) {
      var scene = scene
      let effects = scene.handle(event)
      if scene != self.scene { self.scene = scene }
      for effect in effects {
        switch effect {
        case .session(.presentLock):
          presentLock()
        case .session(.dismissLock):
          lockGeneration += 1
          lockScreen?.stop()
          lockScreen = nil
        case .session(.showPrivacyCover), .session(.hidePrivacyCover):
          break  // drawn from `scene.layers`
        case .screen(let event, let layer):
          let model = layer == .lockScreen ? lockScreen : layer == .flowScreen ? flowScreen : nil
          if let model { Task { await model.sceneChanged([event]) } }
        }
      }
    }

    private func presentLock() {
      lockGeneration += 1
      let generation = lockGeneration
      let flow = PasscodeFlow.appLock(offersFallback: fallback != nil)
      Task {
        let start = await start(flow)
        guard generation == lockGeneration else { return }
        switch start {
        case .present(let configuration):
          let model = makeScreen(flow, configuration: configuration)
          lockScreen = model
          let ending = await model.ending()
          guard generation == lockGeneration else { return }
          sessionEvent(flow, after: ending)
        case .finish(let ending):
          sessionEvent(flow, after: ending)
        case .refuse:
          break  // never for an unlock: an unreadable store presents a screen that stays locked
        }
      }
    }

    private func sessionEvent(_ flow: PasscodeFlow, after ending: PasscodeFlow.Ending) {
      guard let event = flow.sessionEvent(after: ending) else { return }
      handle(.session(event))
    }
  }
#endif
