#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import PasscodeCore
  import PasscodeUIKit
  import SwiftUI
  import UIKit

  /// The passcode lock of one window scene, and the async API to set, change, remove and check
  /// the passcode.
  ///
  /// Attach it to the scene's root view with ``SwiftUI/View/passcodeLock(_:themes:appName:)``,
  /// which finds the view's window scene and protects it: the lock, the flows and the privacy
  /// cover each go up in a window of their own above the scene's content — above any sheet,
  /// full-screen cover, popover or alert the app presents. The windows are PasscodeUIKit's
  /// `PasscodePresenter`, shared with the UIKit skin; the rules are PasscodeCore's: the
  /// scene's `ProtectedScene` decides what covers the content, which layer takes input and
  /// which screen hears the scene's activity, and its `LockSession` when to lock (at launch,
  /// after the grace period on the boot clock, on ``lockNow()``) and when to show the privacy
  /// cover; `PasscodeFlow` sets up each screen; `PasscodeFlowQueue` keeps one flow on screen
  /// at a time.
  ///
  /// ```swift
  /// @StateObject private var passcode = PasscodeController(lock: lock)
  /// // in a settings view:
  /// let isSet = try await passcode.setPasscode()  // false when the user cancelled
  /// ```
  ///
  /// Create one controller per scene (a `@StateObject` in the scene's root view), so that each
  /// window of an iPad app locks on its own; share the `PasscodeLock`. A passcode set or
  /// removed in one window is known at once in the others (``isPasscodeSet``), which lock by
  /// their own session's rules.
  @MainActor
  public final class PasscodeController: ObservableObject {
    /// The lock the screens talk to.
    public let lock: PasscodeLock
    /// The protected scene: whether its status is known, its lock session (whether a
    /// passcode is set, whether the content is locked), and what covers the content now.
    @Published public private(set) var scene: ProtectedScene

    private let settings: Settings
    /// The presenter of the scene attached last: flows and ``lockNow()`` go there.
    private var presenter: PasscodePresenter?
    /// Every scene's presenter, should one controller be attached to several scenes.
    private var presenters: [PasscodePresenter] = []
    private var presenterWaiters: [CheckedContinuation<PasscodePresenter, Never>] = []
    private var publishScheduled = false

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
    ///     unlock screens as "Use Password". Present your sign-in from the view controller it
    ///     is given (`present(UIHostingController(rootView: SignIn()), animated: true)`): it
    ///     is the passcode screen's, in the lock's window — a sheet from your own views would
    ///     open under the lock. Returns whether the user proved who they are.
    ///   - clock: the boot clock the grace period is measured on.
    ///   - eraseData: the way out of the permanent lock: erases the app's protected data and
    ///     returns whether it did. The permanently locked screen then offers Erase Data; once
    ///     the user confirms and this returns `true`, the passcode is erased too
    ///     (`UnlockResult.erased`). `nil`: the screen says to delete and reinstall the app.
    ///   - installMarker: where a new installation is recognised, to erase a passcode an
    ///     earlier installation left in the Keychain; `nil` never erases on launch.
    public init(
      lock: PasscodeLock, gracePeriod: Duration = .zero,
      biometrics: any BiometricAuthenticator = NoBiometrics(),
      locale: PasscodeLocale = .current,
      haptics: any HapticFeedback = SystemHapticFeedback(),
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      fallback: (@MainActor (UIViewController) async -> Bool)? = nil,
      clock: any MonotonicClock = SystemBootClock(),
      eraseData: (@MainActor () async -> Bool)? = nil,
      installMarker: (any InstallMarker)? = UserDefaultsInstallMarker()
    ) {
      var scene = ProtectedScene(gracePeriod: gracePeriod)
      _ = scene.handle(.connected)  // covered until the window scene is found and its status read
      self.lock = lock
      self.scene = scene
      settings = Settings(
        lock: lock, gracePeriod: gracePeriod, biometrics: biometrics, locale: locale,
        haptics: haptics, announcer: announcer, fallback: fallback, clock: clock,
        eraseData: eraseData, installMarker: installMarker)
    }

    /// Whether a passcode is set, as far as the scene knows: `false` until the lock's status
    /// has been read (``scene``'s `isLoadingStatus`), then kept current — a passcode set or
    /// removed in another window of the app counts at once.
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
      let flow = PasscodeFlow(.unlock, offersFallback: settings.fallback != nil)
      // An unlock is never refused: PasscodeFlow presents a screen even for an unreadable
      // store, so the `try` only satisfies the compiler.
      return UnlockResult((try? await run(flow)) ?? .cancelled)
    }

    /// Presents `flow` when its turn comes (one flow on screen at a time, in the order asked
    /// for) and returns how it ended. The app lock is not a flow: use ``lockNow()``.
    ///
    /// A flow asked for before the modifier has found the view's window scene waits for it.
    ///
    /// - Throws: the `PasscodeError` that keeps the flow from starting (no passcode to change,
    ///   one already set, an unreadable store).
    /// - Precondition: `flow` is not the app lock (`PasscodeFlow.isAppLock`).
    public func run(_ flow: PasscodeFlow) async throws -> PasscodeFlow.Ending {
      precondition(!flow.isAppLock, "the app lock is presented by the scene's LockSession")
      let presenter = await attachedPresenter()
      return try await presenter.run(flow)
    }

    /// Locks the content now (a "Lock" button); nothing happens when no passcode is set.
    /// Before the window scene is found, the scene locks anyway once its status says a
    /// passcode is set.
    public func lockNow() {
      presenter?.lockNow()
    }

    // MARK: - Scene (called by the view modifier)

    /// Protects `windowScene` (the one the modified view is in), drawing the screens in
    /// `themes` with `appName`; again for the same scene, only takes the new look (from the
    /// next screen).
    func attach(to windowScene: UIWindowScene, themes: PasscodeThemes, appName: String?) {
      settings.themes = themes
      settings.appName = appName
      if let presenter, presenter.scene === windowScene { return }
      // One presenter per scene, kept: a controller shared by several scenes (made in the
      // `App`, or passed down the environment) must never take one scene's lock down to
      // protect another. A presenter ends itself when its scene disconnects.
      presenters = presenters.filter { !$0.isDisconnected }
      if let existing = presenters.first(where: { $0.scene === windowScene }) {
        presenter = existing
        return
      }
      var host = settings.presenterHost
      host.sceneChanged = { [weak self] _ in self?.schedulePublish() }
      let presenter = PasscodePresenter(scene: windowScene, host: host)
      presenters.append(presenter)
      self.presenter = presenter
      presenter.connect()
      let waiters = presenterWaiters
      presenterWaiters = []
      for waiter in waiters { waiter.resume(returning: presenter) }
    }

    // MARK: - Private

    private func attachedPresenter() async -> PasscodePresenter {
      if let presenter { return presenter }
      return await withCheckedContinuation { presenterWaiters.append($0) }
    }

    /// Republishes ``scene`` from the presenter's, on the next turn of the main actor: the
    /// presenter may change it while SwiftUI updates its views (the modifier finding its
    /// window), where publishing is not allowed.
    private func schedulePublish() {
      guard !publishScheduled else { return }
      publishScheduled = true
      Task { [weak self] in
        guard let self else { return }
        self.publishScheduled = false
        guard let current = self.presenter?.protectedScene, current != self.scene else { return }
        self.scene = current
      }
    }
  }

  extension PasscodeController {
    /// What the presenter's host reads: the controller's parameters and the modifier's look.
    /// A separate object, so that the presenter (held by the controller) does not hold the
    /// controller.
    @MainActor
    fileprivate final class Settings {
      let lock: PasscodeLock
      let gracePeriod: Duration
      let biometrics: any BiometricAuthenticator
      let locale: PasscodeLocale
      let haptics: any HapticFeedback
      let announcer: any PasscodeAnnouncer
      let fallback: (@MainActor (UIViewController) async -> Bool)?
      let clock: any MonotonicClock
      let eraseData: (@MainActor () async -> Bool)?
      let installMarker: (any InstallMarker)?
      var themes = PasscodeThemes.default
      var appName: String?

      init(
        lock: PasscodeLock, gracePeriod: Duration, biometrics: any BiometricAuthenticator,
        locale: PasscodeLocale, haptics: any HapticFeedback, announcer: any PasscodeAnnouncer,
        fallback: (@MainActor (UIViewController) async -> Bool)?, clock: any MonotonicClock,
        eraseData: (@MainActor () async -> Bool)?, installMarker: (any InstallMarker)?
      ) {
        self.lock = lock
        self.gracePeriod = gracePeriod
        self.biometrics = biometrics
        self.locale = locale
        self.haptics = haptics
        self.announcer = announcer
        self.fallback = fallback
        self.clock = clock
        self.eraseData = eraseData
        self.installMarker = installMarker
      }

      var presenterHost: PasscodePresenter.Host {
        PasscodePresenter.Host(
          lock: { self.lock }, gracePeriod: { self.gracePeriod },
          offersFallback: { self.fallback != nil },
          permanentLockRecovery: {
            .onDevice(appErasesData: self.eraseData != nil)
          },
          installMarker: installMarker, themes: { self.themes }, clock: clock,
          makeScreen: { flow, configuration in self.makeScreen(flow, configuration) },
          makePrivacyCover: { PrivacyCoverHostingController(themes: self.themes) },
          biometricAvailability: {
            await self.lock.biometricAvailability(device: self.biometrics.device())
          },
          followUp: { flow, outcome in
            // The host turns biometrics on itself (`PasscodeLock.enableBiometrics(using:)`):
            // the follow-up only deletes the token of a removed passcode.
            await self.lock.followUp(
              flow, outcome: outcome, wantsBiometrics: false, using: self.biometrics)
          })
      }

      private func makeScreen(_ flow: PasscodeFlow, _ configuration: PasscodeScreen.Configuration)
        -> any PasscodeScreenHosting
      {
        let model = PasscodeScreenModel(
          configuration: configuration, flow: flow, lock: lock, biometrics: biometrics,
          locale: locale, haptics: haptics, announcer: announcer)
        return PasscodeHostingController(
          model: model, themes: themes, appName: appName, fallback: fallback,
          eraseData: eraseData)
      }
    }
  }
#endif
