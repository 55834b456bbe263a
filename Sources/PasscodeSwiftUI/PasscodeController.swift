#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI
  import UIKit

  /// The passcode lock of one window scene, and the async API to set, change, remove, reset
  /// and check the passcode.
  ///
  /// Attach it to the scene's root view with
  /// ``SwiftUI/View/passcodeLock(_:themes:appName:)``, which finds the view's window scene
  /// and protects it: the lock, the flows and the privacy cover each go up in a window of
  /// their own above the scene's content — above any sheet, full-screen cover, popover or
  /// alert the app presents. The windows are PasscodeUIKit's `PasscodePresenter`, shared with
  /// the UIKit skin; the rules are PasscodeCore's: the scene's `ProtectedScene` decides what
  /// covers the content, which layer takes input and which screen hears the scene's activity,
  /// and its `LockSession` when to lock (at launch, after the grace period on the boot clock,
  /// on ``lockNow()``) and when to show the privacy cover; `PasscodeFlow` sets up each screen;
  /// `PasscodeFlowQueue` keeps one flow on screen at a time.
  ///
  /// An app that only asks for the passcode now and then — before showing recovery codes —
  /// uses ``SwiftUI/View/passcodeChecks(_:themes:appName:)`` instead (or no modifier at all:
  /// the flows then go to the app's active window scene): nothing locks at launch.
  ///
  /// ```swift
  /// @StateObject private var passcode = PasscodeController(lock: lock)
  /// // in a settings view:
  /// let isSet = try await passcode.setPasscode()  // false when the user cancelled
  /// // before showing something sensitive:
  /// if await passcode.authenticate(allowsBiometrics: false) == .unlocked { … }
  /// ```
  ///
  /// Create one controller per scene (a `@StateObject` in the scene's root view), so that each
  /// window of an iPad app locks on its own; share the `PasscodeLock`. A passcode set,
  /// removed or reset in one window is known at once in the others (``isPasscodeSet``), which
  /// lock by their own session's rules.
  ///
  /// Every setting may change at run time (``gracePeriod``, ``usesBiometrics``, ``fallback``,
  /// ``eraseData``, ``locale``; the look through the modifier): the grace period applies from
  /// the next time the scene goes to the background, the rest from the next screen.
  @MainActor
  public final class PasscodeController: ObservableObject {
    /// The lock the screens talk to.
    public let lock: PasscodeLock
    /// The protected scene: whether its status is known, its lock session (whether the
    /// content is locked), and what covers the content now.
    @Published public private(set) var scene: ProtectedScene
    /// Whether a passcode is set: `false` until the lock's status has been read, then kept
    /// current — a passcode set, removed or reset (`lock.reset()`, ``resetPasscode()``)
    /// anywhere in the app counts at once. A store that cannot be read counts as set.
    @Published public private(set) var isPasscodeSet = false

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
    ///   - biometrics: the device's biometrics (Face ID or Touch ID through a Keychain item
    ///     protected by `.biometryCurrentSet`; `NoBiometrics()` never offers them).
    ///   - usesBiometrics: whether biometric unlock is wanted for a user who never chose: it is
    ///     then turned on when the passcode is set, or after the next passcode unlock. The
    ///     user's own choice (``setBiometricsEnabled(_:)``) is stored and wins over it.
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
      biometrics: any BiometricAuthenticator = SystemBiometricAuthenticator(),
      usesBiometrics: Bool = true,
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
        lock: lock, gracePeriod: gracePeriod, biometrics: biometrics,
        usesBiometrics: usesBiometrics, locale: locale, haptics: haptics, announcer: announcer,
        fallback: fallback, clock: clock, eraseData: eraseData, installMarker: installMarker)
      Task { [weak self, lock] in
        for await status in await lock.statusAndUpdates() {
          guard let self else { return }
          let isSet = status?.isSet ?? true
          if self.isPasscodeSet != isSet { self.isPasscodeSet = isSet }
        }
      }
    }

    // MARK: - Settings

    /// How long the app may stay in the background without locking again; a change applies
    /// from the next time the scene goes to the background.
    public var gracePeriod: Duration {
      get { settings.gracePeriod }
      set { settings.gracePeriod = max(newValue, .zero) }
    }

    /// Whether biometric unlock is wanted for a user who never chose
    /// (``setBiometricsEnabled(_:)`` stores the user's choice, which wins).
    public var usesBiometrics: Bool {
      get { settings.usesBiometrics }
      set { settings.usesBiometrics = newValue }
    }

    /// The host's account-password check ("Use Password"), from the next screen; `nil`
    /// offers none.
    public var fallback: (@MainActor (UIViewController) async -> Bool)? {
      get { settings.fallback }
      set { settings.fallback = newValue }
    }

    /// The way out of the permanent lock (Erase Data), from the next screen; `nil`: delete
    /// and reinstall the app.
    public var eraseData: (@MainActor () async -> Bool)? {
      get { settings.eraseData }
      set { settings.eraseData = newValue }
    }

    /// The language of the screens, from the next screen.
    public var locale: PasscodeLocale {
      get { settings.locale }
      set { settings.locale = newValue }
    }

    /// The app's icon in the app header of themes that show one (`PasscodeTheme.showsAppHeader`),
    /// from the next screen; `nil` (the default) draws a padlock.
    ///
    /// ```swift
    /// passcode.appIcon = UIImage(named: "HeaderIcon")
    /// ```
    public var appIcon: UIImage? {
      get { settings.appIcon }
      set { settings.appIcon = newValue }
    }

    // MARK: - Flows

    /// Asks the user to choose a first passcode, twice, and sets it. A scene the controller
    /// does not protect stays unprotected.
    ///
    /// - Returns: `true` when the passcode was set, `false` when the user cancelled.
    /// - Throws: `PasscodeError.alreadySet` when a passcode is set, or `PasscodeError.store`.
    @discardableResult
    public func setPasscode() async throws -> Bool {
      try await run(PasscodeFlow(.create)).updateResult()
    }

    /// Asks the user for the current passcode, then a new one twice, and changes it.
    ///
    /// - Returns: `true` when the passcode was changed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func changePasscode() async throws -> Bool {
      try await run(PasscodeFlow(.change)).updateResult()
    }

    /// Asks the user for the passcode and turns it off.
    ///
    /// - Returns: `true` when the passcode was removed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func removePasscode() async throws -> Bool {
      try await run(PasscodeFlow(.remove)).updateResult()
    }

    /// Erases the passcode without asking for it (LOCK-5): the only way out of the permanent
    /// lock. Erase your protected data first; the lock goes away in every window, and
    /// ``isPasscodeSet`` turns `false`.
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be written.
    public func resetPasscode() async throws {
      try await lock.reset()
      // A token left behind releases nothing the lock accepts any more.
      try? await settings.biometrics.deleteToken()
    }

    /// Asks for the passcode once — before showing recovery codes, say — without turning the
    /// app lock on. The screen goes up above everything the app presents, may be cancelled,
    /// and waits its turn behind another flow on screen.
    ///
    /// ```swift
    /// Button("Show Recovery Codes") {
    ///   Task {
    ///     if await passcode.authenticate(allowsBiometrics: false) == .unlocked {
    ///       showsCodes = true
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: the screen's title, in place of "Enter Passcode"; `nil` keeps it.
    ///   - reason: why the app asks, in the user's language: the screen's subtitle, and the
    ///     sentence of the Touch ID prompt (Face ID shows the app's
    ///     `NSFaceIDUsageDescription`); `nil` for none and PasscodeKit's Touch ID sentence.
    ///   - themes: the look of this screen; `nil` for the modifier's.
    ///   - allowsBiometrics: `false` asks for the passcode itself, even when the user has
    ///     biometric unlock on.
    /// - Returns: how it ended: `UnlockResult.unlocked` (or at once when no passcode is set),
    ///   `.cancelled`, `.fallbackSucceeded` or `.permanentlyLocked`.
    @discardableResult
    public func authenticate(
      title: String? = nil, reason: String? = nil, themes: PasscodeThemes? = nil,
      allowsBiometrics: Bool = true
    ) async -> UnlockResult {
      let check = PasscodeCheck(
        allowsBiometrics: allowsBiometrics, offersFallback: settings.fallback != nil,
        prompt: PasscodePrompt(title: title, subtitle: reason))
      let presenter = await attachedPresenter()
      let settings = settings
      return await presenter.authenticate(check, themes: themes) { flow, configuration in
        settings.makeScreen(
          flow, configuration, themes: themes,
          biometrics: check.authenticator(settings.biometrics), reason: reason,
          prompt: check.prompt)
      }
    }

    /// Asks the user to prove they know the passcode; the screen may be cancelled. The same
    /// as ``authenticate(title:reason:themes:allowsBiometrics:)`` with its defaults.
    ///
    /// - Returns: how it ended; `UnlockResult.unlocked` at once when no passcode is set.
    @discardableResult
    public func unlock() async -> UnlockResult {
      await authenticate()
    }

    /// Presents `flow` when its turn comes (one flow on screen at a time, in the order asked
    /// for) and returns how it ended. The app lock (`PasscodeFlow.isAppLock`) is presented as
    /// the scene's lock instead, protecting the scene.
    ///
    /// A flow asked for before a modifier has found the view's window scene (or with no
    /// modifier at all) goes to the app's frontmost window scene, without protecting it.
    ///
    /// - Throws: the `PasscodeError` that keeps the flow from starting (no passcode to change,
    ///   one already set, an unreadable store).
    public func run(_ flow: PasscodeFlow) async throws -> PasscodeFlow.Ending {
      let presenter = await attachedPresenter()
      return try await presenter.run(flow)
    }

    /// Locks the content now (a "Lock" button); nothing happens when no passcode is set.
    /// Before the window scene is found, the scene locks anyway once its status says a
    /// passcode is set. A scene attached with ``SwiftUI/View/passcodeChecks(_:themes:appName:)``
    /// is protected from then on.
    public func lockNow() {
      guard let presenter else { return }
      presenter.connect()
      presenter.lockNow()
    }

    // MARK: - Biometrics

    /// Whether the user wants biometric unlock: their own choice, stored with the passcode
    /// (it survives relaunches), or ``usesBiometrics`` when they never chose.
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be read.
    public func biometricsEnabled() async throws -> Bool {
      PasscodeFlow.wantsBiometrics(
        choice: try await lock.biometricsChoice(), byDefault: settings.usesBiometrics)
    }

    /// Turns biometric unlock on or off for the user, and stores the choice: an unlock after a
    /// relaunch does not turn it back on.
    ///
    /// Off takes effect at once. On takes effect at once when the passcode was set or entered
    /// in the last five minutes, otherwise after the next passcode unlock.
    ///
    /// - Throws: `PasscodeError.notSet` when no passcode is set,
    ///   `PasscodeError.biometricsUnavailable(_:)` when the device cannot offer biometrics
    ///   (nothing is saved then), `PasscodeError.store`, or `PasscodeError.biometrics(_:)`.
    public func setBiometricsEnabled(_ enabled: Bool) async throws {
      try await lock.setBiometricsEnabled(enabled, using: settings.biometrics)
    }

    // MARK: - Scene (called by the view modifiers)

    /// Presents in `windowScene` (the one the modified view is in), drawing the screens in
    /// `themes` with `appName`, and protects it when `protects`; again for the same scene,
    /// only takes the new look (from the next screen) and protects it if asked now.
    func attach(
      to windowScene: UIWindowScene, themes: PasscodeThemes, appName: String?, protects: Bool
    ) {
      settings.themes = themes
      settings.appName = appName
      let presenter = presenter(for: windowScene)
      self.presenter = presenter
      if protects { presenter.connect() }
      let waiters = presenterWaiters
      presenterWaiters = []
      for waiter in waiters { waiter.resume(returning: presenter) }
      schedulePublish()
    }

    // MARK: - Private

    /// The presenter of `windowScene`, made on first use. One presenter per scene, kept: a
    /// controller shared by several scenes (made in the `App`, or passed down the environment)
    /// must never take one scene's lock down to protect another. A presenter ends itself when
    /// its scene disconnects.
    private func presenter(for windowScene: UIWindowScene) -> PasscodePresenter {
      presenters = presenters.filter { !$0.isDisconnected }
      if let existing = presenters.first(where: { $0.scene === windowScene }) { return existing }
      var host = settings.presenterHost
      host.sceneChanged = { [weak self] _ in self?.schedulePublish() }
      let presenter = PasscodePresenter(scene: windowScene, host: host)
      presenters.append(presenter)
      return presenter
    }

    /// The attached scene's presenter; without one, the app's frontmost window scene's;
    /// without any window scene, the one the modifier attaches next.
    private func attachedPresenter() async -> PasscodePresenter {
      if let presenter, !presenter.isDisconnected { return presenter }
      if let scene = Self.frontmostWindowScene() { return presenter(for: scene) }
      return await withCheckedContinuation { presenterWaiters.append($0) }
    }

    /// The window scene in front, by core's rule (`SceneLifecycle.frontmost(of:…)`).
    private static func frontmostWindowScene() -> UIWindowScene? {
      SceneLifecycle.frontmost(
        of: UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene },
        activity: { SceneLifecycle.Activity($0.activationState) },
        holdsKeyWindow: { $0.windows.contains(where: \.isKeyWindow) })
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
    /// What the presenter's host reads: the controller's settings and the modifier's look,
    /// read afresh for every screen. A separate object, so that the presenter (held by the
    /// controller) does not hold the controller.
    @MainActor
    fileprivate final class Settings {
      let lock: PasscodeLock
      var gracePeriod: Duration
      let biometrics: any BiometricAuthenticator
      var usesBiometrics: Bool
      var locale: PasscodeLocale
      let haptics: any HapticFeedback
      let announcer: any PasscodeAnnouncer
      var fallback: (@MainActor (UIViewController) async -> Bool)?
      let clock: any MonotonicClock
      var eraseData: (@MainActor () async -> Bool)?
      let installMarker: (any InstallMarker)?
      var themes = PasscodeThemes.default
      var appName: String?
      var appIcon: UIImage?

      init(
        lock: PasscodeLock, gracePeriod: Duration, biometrics: any BiometricAuthenticator,
        usesBiometrics: Bool, locale: PasscodeLocale, haptics: any HapticFeedback,
        announcer: any PasscodeAnnouncer,
        fallback: (@MainActor (UIViewController) async -> Bool)?, clock: any MonotonicClock,
        eraseData: (@MainActor () async -> Bool)?, installMarker: (any InstallMarker)?
      ) {
        self.lock = lock
        self.gracePeriod = gracePeriod
        self.biometrics = biometrics
        self.usesBiometrics = usesBiometrics
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
          makeScreen: { flow, configuration in
            self.makeScreen(
              flow, configuration, themes: nil, biometrics: self.biometrics, reason: nil,
              prompt: nil)
          },
          makePrivacyCover: { PrivacyCoverHostingController(themes: self.themes) },
          biometricAvailability: {
            await self.lock.biometricAvailability(device: self.biometrics.device())
          },
          followUp: { flow, outcome in
            // The same follow-up as the UIKit skin: the user's stored choice, else the
            // default, turns biometric unlock on after a passcode success.
            await self.lock.followUp(
              flow, outcome: outcome, biometricsByDefault: self.usesBiometrics,
              using: self.biometrics)
          })
      }

      /// A screen for `flow`, in `themes` (`nil`: the modifier's), driven with `biometrics`.
      func makeScreen(
        _ flow: PasscodeFlow, _ configuration: PasscodeScreen.Configuration,
        themes: PasscodeThemes?, biometrics: any BiometricAuthenticator, reason: String?,
        prompt: PasscodePrompt?
      ) -> any PasscodeScreenHosting {
        let model = PasscodeScreenModel(
          configuration: configuration, flow: flow, lock: lock, biometrics: biometrics,
          locale: locale, haptics: haptics, announcer: announcer, biometricReason: reason)
        model.prompt = prompt
        return PasscodeHostingController(
          model: model, themes: themes ?? self.themes, appName: appName, appIcon: appIcon,
          fallback: fallback, eraseData: eraseData)
      }
    }
  }
#endif
