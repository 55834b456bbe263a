#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The passcode lock of an app: one lock for all of its windows, and one call per task —
  /// the facade both skins share (SwiftUI's `PasscodeController` is a thin observable over
  /// it).
  ///
  /// ```swift
  /// // AppDelegate, at launch:
  /// PasscodeKit.configure(PasscodeKit.Configuration(gracePeriod: .seconds(60)))
  /// // SceneDelegate.scene(_:willConnectTo:options:), after making the window visible:
  /// PasscodeKit.shared.protect(windowScene)          // lock at launch, after the grace period,
  ///                                           // privacy cover in the app switcher
  /// // A settings screen:
  /// try await PasscodeKit.shared.setPasscode(in: windowScene)
  /// // Before showing something sensitive (does not turn the app lock on):
  /// if await PasscodeKit.shared.authenticate(in: windowScene) == .completed { … }
  /// ```
  ///
  /// **One lock for the app**, as the device passcode is one lock for the device: unlocking
  /// in any window unlocks every window; a window opened while the app is unlocked does not
  /// ask again; ``lockNow()-swift.method``, the grace period (the app's time away, every window in the
  /// background) and the idle timeout lock every protected window. Each window shows its own
  /// lock screen; on an external display without touch the content is covered instead.
  ///
  /// **Protecting a scene and asking for the passcode are separate**: only ``protect(_:)-swift.method``
  /// (and an ``unlock(in:allowsCancel:)-swift.method`` that may not be cancelled) turns the app lock on
  /// for a scene. Setting, changing or removing the passcode and
  /// ``authenticate(in:title:reason:appearance:allowsBiometrics:)-swift.method`` run in any scene without
  /// protecting it.
  ///
  /// **When the store cannot be read**: a status that cannot be read now (a background
  /// launch before the user unlocks the phone) is never taken for "a passcode is set" nor for
  /// "none": the protected windows stay covered, with no keypad, and the status is read again
  /// when the phone is unlocked and at the next return. A damaged store keeps the lock up with
  /// its way out (Erase Data, or the reinstall advice) and calls
  /// ``Configuration/onStoreDamaged``.
  ///
  /// Call it on ``shared``, set up with ``configure(_:)`` (or left with the defaults: the
  /// Keychain, 6 digits, biometrics, no grace period). Apps that prefer dependency injection
  /// create one instance and call the same methods on it; use a single instance per app. The
  /// static spellings of 1.0 (`PasscodeKit.protect(_:)` …) are deprecated and forward to
  /// ``shared``.
  ///
  /// Every decision — what goes up when, what a screen shows, what a key does — is made by
  /// PasscodeCore (`AppLock`, `AppLockDriver`, `PasscodeScreen`), where it is tested; this type
  /// binds it to UIKit's scenes and windows (``PasscodePresenter``).
  ///
  /// **Not in app extensions**: it manages an app's window scenes and reads the
  /// application's state (`UIApplication.shared`), which an extension does not have. An
  /// extension or a widget uses `PasscodeLock` over the same store instead (see *Using
  /// PasscodeKit in app extensions and widgets*).
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  public final class PasscodeKit {
    /// The instance the static methods use; set it up with ``configure(_:)``.
    public static let shared = PasscodeKit()

    /// The configuration; change any of it at run time.
    ///
    /// The look, the fallback, Erase Data, the biometric settings apply from the next screen
    /// (a screen on display finishes with the settings it started with); the grace period
    /// from the next time the app goes away; the idle timeout at once. An install marker that
    /// differs from the one in effect — by where it keeps its mark, not by its type — is the
    /// one checked at this launch, or marked at once when the check already ran. A store that
    /// holds other items (`PasscodeStore.isSameStore(as:)`), other lock settings, another
    /// verifier, boot clock or move marker replace ``lock``: the new store decides from then
    /// on, and the app locks if it holds a passcode. (Services compare as
    /// `ServiceIdentity.same(_:_:)` says: the same object, or equal values.)
    ///
    /// ```swift
    /// PasscodeKit.shared.configuration.gracePeriod = .seconds(60)
    /// ```
    public var configuration: Configuration {
      didSet { facade.configure(configuration.core) }
    }
    /// The lock: verification, lockouts, storage, the data key. It is replaced when the
    /// configuration needs a new one: read it where you use it, do not keep it.
    public var lock: PasscodeLock { facade.lock }
    /// The facade's decisions (PasscodeCore's), for the skins.
    @_spi(Skins) public let facade: AppLockFacade<UIWindowScene>
    /// The app lock's runtime (PasscodeCore's), for the skins.
    @_spi(Skins) public var runtime: AppLockDriver { facade.runtime }
    /// Makes the view controller of a screen: a ``PasscodeViewController``, or the SwiftUI
    /// skin's hosting controller.
    @_spi(Skins) public var makeScreen:
      (@MainActor (AppLockScreen, PasscodeKit) -> UIViewController)?
    /// Makes the privacy cover's view controller.
    @_spi(Skins) public var makeCover: (@MainActor (PasscodeKit) -> UIViewController)?
    /// Tells any thread whether protected data can be read (APP-1).
    private let canary = ProtectedDataCanary()
    /// The background time the app holds while away within its grace period (APP-1).
    private let backgroundTime = BackgroundTime()

    /// Creates a PasscodeKit with `configuration`.
    public convenience init(configuration: Configuration = Configuration()) {
      self.init(lock: nil, configuration: configuration)
    }

    /// Creates a PasscodeKit over `lock`, made elsewhere (its store, settings and verifier
    /// win over the configuration's until the configuration's store changes).
    public convenience init(lock: PasscodeLock, configuration: Configuration = Configuration()) {
      self.init(lock: Optional(lock), configuration: configuration)
    }

    private init(lock: PasscodeLock?, configuration: Configuration) {
      self.configuration = configuration
      let reference = KitReference()
      let canary = canary
      let backgroundTime = backgroundTime
      if UIApplication.shared.isProtectedDataAvailable { canary.prepare() }
      facade = AppLockFacade(
        configuration: configuration.core, lock: lock,
        platform: AppLockPlatform(
          isProtectedDataAvailable: { UIApplication.shared.isProtectedDataAvailable },
          role: { scene in
            scene.session.role == .windowExternalDisplayNonInteractive
              ? .externalDisplay : .interactive
          },
          activity: { SceneLifecycle.Activity($0.activationState) },
          holdsKeyWindow: { $0.windows.contains(where: \.isKeyWindow) },
          windowScenes: {
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
              .filter { $0.activationState != .unattached }
          },
          reduceMotion: { UIAccessibility.isReduceMotionEnabled },
          makePresenter: { scene, events in
            Self.makePresenter(for: scene, events: events, kit: reference)
          },
          protectedDataProbe: { [canary] in canary.isAvailable() },
          beginBackgroundTime: { [backgroundTime] expired in backgroundTime.begin(expired) },
          endBackgroundTime: { [backgroundTime] in backgroundTime.end() }))
      reference.kit = self
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(sceneWillConnect(_:)),
        name: UIScene.willConnectNotification, object: nil)
      center.addObserver(
        self, selector: #selector(sceneDidDisconnect(_:)),
        name: UIScene.didDisconnectNotification, object: nil)
      center.addObserver(
        self, selector: #selector(protectedDataBecameAvailable),
        name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)
      center.addObserver(
        self, selector: #selector(protectedDataWillBecomeUnavailable),
        name: UIApplication.protectedDataWillBecomeUnavailableNotification, object: nil)
    }

    /// Configures ``shared``: call it at launch, before the first scene connects. Calling it
    /// later is safe: ``shared`` stays the same instance and its ``configuration`` is replaced
    /// in place.
    public static func configure(_ configuration: Configuration) {
      shared.configuration = configuration
    }

    // MARK: - Scenes

    /// The presenter of `scene`, made (and connected to the runtime) on first use. Making it
    /// does not protect the scene: ``protect(_:)-swift.method`` does.
    @_spi(Skins) public func presenter(for scene: UIWindowScene) -> PasscodePresenter {
      // The facade makes every presenter through `makePresenter(for:events:)`.
      facade.presenter(for: scene) as! PasscodePresenter
    }

    private static func makePresenter(
      for scene: UIWindowScene, events: AppLockSceneEvents, kit reference: KitReference
    ) -> PasscodePresenter {
      let presenter = PasscodePresenter(
        scene: scene, events: events,
        drawing: PasscodePresenter.Drawing(
          themes: { reference.kit?.configuration.appearance.themes ?? PasscodeAppearance().themes },
          makeScreen: { screen in
            reference.kit?.screenController(for: screen) ?? UIViewController()
          },
          makeCover: {
            let appearance = reference.kit?.configuration.appearance ?? PasscodeAppearance()
            return reference.kit.flatMap { $0.makeCover?($0) }
              ?? PrivacyCoverViewController(appearance: appearance)
          }))
      presenter.observe()
      return presenter
    }

    /// Protects `scene`: the lock at launch when a passcode is set, again whenever the app
    /// locks, and the privacy cover whenever the scene is inactive. Call it in
    /// `scene(_:willConnectTo:options:)`; again, it does nothing.
    public func protect(_ scene: UIWindowScene) {
      facade.protect(scene)
    }

    /// Whether `scene` is protected (``protect(_:)-swift.method``).
    public func isProtecting(_ scene: UIWindowScene) -> Bool {
      facade.isProtecting(scene)
    }

    /// Locks the app now, in every protected window, when a passcode is set (a "Lock"
    /// button).
    public func lockNow() {
      facade.lockNow()
    }

    /// Locks the app now (``lockNow()-swift.method``); `scene` is protected from then on.
    public func lockNow(in scene: UIWindowScene) {
      facade.lockNow(in: scene)
    }

    /// The app lock's state: unknown (the status is being read, or cannot be read now), no
    /// passcode, locked or unlocked.
    public var lockState: AppLockState { facade.lockState }

    /// The app lock's state now, then at every change (locked, unlocked, no passcode…), until
    /// the task is cancelled: close files or pause work when the app locks.
    ///
    /// ```swift
    /// for await state in PasscodeKit.shared.lockStates() where state == .locked {
    ///   database.close()
    /// }
    /// ```
    public func lockStates() -> AsyncStream<AppLockState> { facade.lockStates() }

    /// What the app lock's screen does from now on — it is about to go up, the user unlocked
    /// and how (passcode, Face ID or Touch ID, the app's fallback), it is about to go down —
    /// until the task is cancelled (APP-8). Several iPad windows locked together are one lock
    /// screen here; on-demand checks (``authenticate(in:title:reason:appearance:allowsBiometrics:)-swift.method``) answer with their own
    /// ending instead.
    ///
    /// ```swift
    /// for await event in PasscodeKit.shared.lockScreenEvents() {
    ///   switch event {
    ///   case .willPresent: player.pause()
    ///   case .didUnlock(let method): analytics.log("unlocked", method == .biometrics)
    ///   case .willClose: break
    ///   @unknown default: break
    ///   }
    /// }
    /// ```
    public func lockScreenEvents() -> AsyncStream<LockScreenEvent> { facade.lockScreenEvents() }

    /// Whether a passcode is set, as far as the app knows (`false` while unknown).
    public var isPasscodeSet: Bool { facade.isPasscodeSet }

    /// The stored passcode's type and length, for a settings screen ("6-Digit Numeric Code",
    /// "Custom Alphanumeric Code"): `nil` when no passcode is set, or while it is not known
    /// (the status not read yet, the phone locked at launch, a store error). It follows every
    /// set and change. Changing `configuration.lock.format` does not change it: the format
    /// configured is the one a *new* passcode starts in; the stored one keeps its type until
    /// the user changes it.
    public var passcodeFormat: PasscodeFormat? { facade.passcodeFormat }

    /// Runs `body` — a system prompt of the app's own: its own Face ID check, Apple Pay, a
    /// permission alert — so that the scene resigning active for it brings no privacy cover
    /// and no lock, and its time is not counted as inactivity.
    ///
    /// ```swift
    /// let granted = await PasscodeKit.shared.withSystemPrompt {
    ///   await AVCaptureDevice.requestAccess(for: .video)
    /// }
    /// ```
    public func withSystemPrompt<T>(_ body: () async throws -> T) async rethrows -> T {
      try await facade.withSystemPrompt(body)
    }

    /// A system prompt of the app's own that reports by callback goes up — a location
    /// permission, `SKStoreReviewController`, a prompt an SDK shows: until
    /// ``endSystemPrompt()``, the scene resigning active for it brings no privacy cover and
    /// its time is not counted as inactivity. Calls nest; balance each with an end.
    ///
    /// ```swift
    /// PasscodeKit.shared.beginSystemPrompt()
    /// locationManager.requestWhenInUseAuthorization()
    /// // in locationManagerDidChangeAuthorization(_:):
    /// PasscodeKit.shared.endSystemPrompt()
    /// ```
    public func beginSystemPrompt() {
      facade.beginSystemPrompt()
    }

    /// The prompt ``beginSystemPrompt()`` announced went away. An end without a begin does
    /// nothing.
    public func endSystemPrompt() {
      facade.endSystemPrompt()
    }

    /// Tells the idle timeout (``Configuration/idleTimeout``) that the user is active in a way
    /// PasscodeKit cannot see — a gesture recognizer of the app's that cancels touches, a game
    /// controller, a custom input. Touches, hardware keys, trackpad and mouse scrolls, typing,
    /// and the focus of VoiceOver, Switch Control and Full Keyboard Access count by themselves.
    public func reportUserActivity() {
      facade.reportUserActivity()
    }

    // MARK: - Flows

    /// Asks for the passcode once — before showing recovery codes, say — without turning the
    /// app lock on.
    ///
    /// The screen goes up in a window of its own above everything the app presents (sheets,
    /// alerts), may be cancelled (the Cancel key, Escape, VoiceOver's escape gesture, or
    /// cancelling the task that awaits it), and waits its turn behind another flow on screen.
    ///
    /// ```swift
    /// let result = await PasscodeKit.shared.authenticate(
    ///   in: windowScene, reason: "Enter your passcode to show your recovery codes",
    ///   allowsBiometrics: false)
    /// if result == .completed { showRecoveryCodes() }
    /// ```
    ///
    /// - Parameters:
    ///   - scene: where to ask; `nil` (the default) asks in the app's front window scene —
    ///     an active one, the key window's first — and waits for one while none is in front.
    ///   - title: the screen's title, in place of "Enter Passcode"; `nil` keeps it.
    ///   - reason: why the app asks, in the user's language: the screen's subtitle, and the
    ///     sentence of the Touch ID prompt (Face ID shows the app's
    ///     `NSFaceIDUsageDescription`); `nil` for none and the configured Touch ID sentence.
    ///   - appearance: the look of this screen; `nil` for the configured one.
    ///   - allowsBiometrics: `false` asks for the passcode itself, even when the user has
    ///     biometric unlock on.
    /// - Returns: how it ended: `.completed` (the user was recognised), `.cancelled`,
    ///   `.fallbackSucceeded`, `.permanentlyLocked` — or `.noPasscodeSet` at once when no
    ///   passcode is set: nobody was asked, so a step-up check before a payment must not go
    ///   ahead on it.
    @discardableResult
    public func authenticate(
      in scene: UIWindowScene? = nil, title: String? = nil, reason: String? = nil,
      appearance: PasscodeAppearance? = nil, allowsBiometrics: Bool = true
    ) async -> PasscodeFlow.Ending {
      let check = PasscodeCheck(
        allowsBiometrics: allowsBiometrics, offersFallback: configuration.fallback != nil,
        prompt: PasscodePrompt(title: title, subtitle: reason))
      let options = ScreenOptions(
        biometricReason: reason, look: appearance.map(PasscodeLook.init))
      return await facade.authenticate(check, in: scene, options: options)
    }

    /// Asks for the passcode.
    ///
    /// - Parameters:
    ///   - scene: where to ask; `nil` (the default) asks in the app's front window scene —
    ///     an active one, the key window's first — and waits for one while none is in front.
    ///   - allowsCancel: `false` (the default) locks the app and waits until it is unlocked:
    ///     it cannot be cancelled and protects the scene from then on. `true` asks once and
    ///     may be cancelled, without protecting the scene: the same as
    ///     ``authenticate(in:title:reason:appearance:allowsBiometrics:)-swift.method``.
    /// - Returns: how it ended; `PasscodeFlow.Ending.noPasscodeSet` at once when no passcode is set.
    @discardableResult
    public func unlock(in scene: UIWindowScene? = nil, allowsCancel: Bool = false) async
      -> PasscodeFlow.Ending
    {
      await facade.unlock(
        in: scene, allowsCancel: allowsCancel,
        check: PasscodeCheck(offersFallback: configuration.fallback != nil))
    }

    /// Asks for a new passcode, twice, and sets it. The scene is not protected by it: call
    /// ``protect(_:)-swift.method`` for the app lock.
    ///
    /// - Returns: `true` when the passcode was set, `false` when the user cancelled.
    /// - Throws: `PasscodeError.alreadySet` when a passcode is set, or `PasscodeError.store`.
    @discardableResult
    public func setPasscode(in scene: UIWindowScene? = nil) async throws -> Bool {
      try await run(PasscodeFlow(.create), in: scene).updateResult()
    }

    /// Asks for the current passcode, then a new one twice, and changes it.
    ///
    /// - Returns: `true` when the passcode was changed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func changePasscode(in scene: UIWindowScene? = nil) async throws -> Bool {
      try await run(PasscodeFlow(.change), in: scene).updateResult()
    }

    /// Asks for the current passcode, then a new one twice in `format` — the type the new
    /// passcode starts in (LTHPasscodeViewController's "Simple" switch: `.numeric(length: 4)`
    /// for a simple code, `.alphanumeric(minimumLength: 6)` for a password) — and changes it.
    /// The current passcode is asked for in its stored type; the user may still pick another
    /// type from Passcode Options. `nil` starts in the stored type, as
    /// ``changePasscode(in:)-swift.method`` does.
    ///
    /// - Returns: `true` when the passcode was changed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`,
    ///   `PasscodeError.invalidConfiguration(_:)` when `format` is out of range (before
    ///   anything is shown), or `PasscodeError.currentPasscodeRejected(_:)` when the failure
    ///   limit is reached.
    @discardableResult
    public func changePasscode(in scene: UIWindowScene? = nil, startingIn format: PasscodeFormat?)
      async throws -> Bool
    {
      try await run(PasscodeFlow.change(startingIn: format), in: scene).updateResult()
    }

    /// Asks for the current passcode and turns it off.
    ///
    /// - Returns: `true` when the passcode was removed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func removePasscode(in scene: UIWindowScene? = nil) async throws -> Bool {
      try await run(PasscodeFlow(.remove), in: scene).updateResult()
    }

    /// Runs `flow` in `scene` when its turn comes and returns how it ended
    /// (`PasscodeFlow.Ending.noPasscodeSet` for an unlock with no passcode set).
    ///
    /// - Throws: the `PasscodeError` that keeps the flow from starting (no passcode to
    ///   change, one already set, an unreadable store).
    public func run(_ flow: PasscodeFlow, in scene: UIWindowScene? = nil) async throws
      -> PasscodeFlow.Ending
    {
      try await facade.run(flow, in: scene)
    }

    /// Erases the passcode without asking for it (LOCK-5): the only way out of the permanent
    /// lock. Erase your protected data first; every window's lock goes away.
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be written.
    public func resetPasscode() async throws {
      try await facade.resetPasscode()
    }

    // MARK: - Screens in the app's navigation

    /// A view controller that sets, changes or turns off the passcode inside the app's own
    /// navigation: push it onto a `UINavigationController` (Settings › Change Passcode, with
    /// a back button), make it a step of an onboarding flow, or present it. It shows the screen
    /// PasscodeKit's windows show — the same rules, words, accessibility and look — and calls
    /// `completion` once (``PasscodeFlowViewController``).
    ///
    /// ```swift
    /// let change = PasscodeKit.shared.makeViewController(for: .change()) { [weak self] _ in
    ///   guard let self else { return }
    ///   self.navigationController?.popToViewController(self, animated: true)
    /// }
    /// navigationController?.pushViewController(change, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - flow: `.set`, `.change(startingIn:)` (`nil`: the stored type) or `.turnOff`.
    ///   - appearance: the look of this screen; `nil` for the configured one.
    ///   - completion: called once on the main actor, with how the flow ended, or why it could
    ///     not start (`PasscodeError.alreadySet`, `.notSet`, `.store`,
    ///     `.invalidConfiguration(_:)`).
    public func makeViewController(
      for flow: EmbeddedPasscodeFlow, appearance: PasscodeAppearance? = nil,
      completion: @escaping @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void
    ) -> PasscodeFlowViewController {
      PasscodeFlowViewController(flow, kit: self, appearance: appearance, completion: completion)
    }

    // MARK: - Biometrics

    /// Whether the user wants biometric unlock: their own choice, stored with the passcode
    /// (it survives relaunches), or ``Configuration/usesBiometrics`` when they never chose.
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be read.
    public func biometricsEnabled() async throws -> Bool {
      try await facade.biometricsEnabled()
    }

    /// What a settings screen's Face ID or Touch ID switch shows: whether the device can
    /// offer biometric unlock (a sensor, enrolled, not locked out by the system; a passcode
    /// set), why not, and the user's wish — read together, storing nothing. Show the switch
    /// with it, and store a choice only when the user flips it
    /// (`BiometricSetting.choice(switchedTo:)`).
    ///
    /// ```swift
    /// let setting = try await PasscodeKit.shared.biometricSetting()
    /// faceIDSwitch.isOn = setting.isOn            // OFF on a device without a sensor
    /// faceIDSwitch.isEnabled = setting.isSwitchEnabled
    /// ```
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be read.
    public func biometricSetting() async throws -> BiometricSetting {
      try await facade.biometricSetting()
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
      try await facade.setBiometricsEnabled(enabled)
    }

    // MARK: - Screens

    /// The view controller for `screen`: the SwiftUI skin's when it set one, else a
    /// ``PasscodeViewController`` in the configured look (or the screen's own).
    func screenController(for screen: AppLockScreen) -> UIViewController {
      if let makeScreen { return makeScreen(screen, self) }
      let appearance =
        (screen.options.look as? PasscodeLook)?.appearance ?? configuration.appearance
      let controller = PasscodeViewController(screen: screen, appearance: appearance)
      controller.fallback = configuration.fallback
      controller.eraseData = configuration.eraseData
      controller.secondaryAction = configuration.lockScreenAction?.handler
      return controller
    }

    // MARK: - System notifications

    @objc private func sceneWillConnect(_ notification: Notification) {
      guard let scene = notification.object as? UIWindowScene else { return }
      facade.sceneConnecting(scene)
    }

    @objc private func sceneDidDisconnect(_ notification: Notification) {
      guard let scene = notification.object as? UIWindowScene else { return }
      facade.sceneDisconnected(scene)
    }

    @objc private func protectedDataBecameAvailable() {
      canary.prepare()
      facade.protectedDataChanged(available: true)
    }

    @objc private func protectedDataWillBecomeUnavailable() {
      facade.protectedDataChanged(available: false)
    }
  }

  /// iOS's background time for the app, one task at a time: the app stays awake while away
  /// within its grace period to see the phone lock (APP-1); when iOS takes the time back the
  /// runtime is told (the app locks), then the task ends.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  private final class BackgroundTime {
    private var task: UIBackgroundTaskIdentifier = .invalid

    func begin(_ expired: @escaping @MainActor () -> Void) {
      guard task == .invalid else { return }
      task = UIApplication.shared.beginBackgroundTask(withName: "PasscodeKit grace period") {
        [weak self] in
        // UIKit calls this on the main thread.
        onMainThread(or: ()) {
          expired()
          self?.end()
        }
      }
    }

    func end() {
      guard task != .invalid else { return }
      UIApplication.shared.endBackgroundTask(task)
      task = .invalid
    }
  }

  /// The kit a presenter draws for, held weakly (the facade that makes presenters is made
  /// before the kit is whole).
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  private final class KitReference {
    weak var kit: PasscodeKit?
  }

  @available(iOSApplicationExtension, unavailable)
  extension PasscodeKit {
    /// ``protect(_:)-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message: "PasscodeKit has one facade: call protect on PasscodeKit.shared (or your instance)"
    )
    public static func protect(_ scene: UIWindowScene) {
      shared.protect(scene)
    }

    /// ``lockNow(in:)-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message: "PasscodeKit has one facade: call lockNow on PasscodeKit.shared (or your instance)"
    )
    public static func lockNow(in scene: UIWindowScene) {
      shared.lockNow(in: scene)
    }

    /// ``lockNow()-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message: "PasscodeKit has one facade: call lockNow on PasscodeKit.shared (or your instance)"
    )
    public static func lockNow() {
      shared.lockNow()
    }

    /// ``isProtecting(_:)-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call isProtecting on PasscodeKit.shared (or your instance)"
    )
    public static func isProtecting(_ scene: UIWindowScene) -> Bool {
      shared.isProtecting(scene)
    }

    /// ``authenticate(in:title:reason:appearance:allowsBiometrics:)-swift.method`` on ``shared``.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call authenticate on PasscodeKit.shared (or your instance)"
    )
    public static func authenticate(
      in scene: UIWindowScene, title: String? = nil, reason: String? = nil,
      appearance: PasscodeAppearance? = nil, allowsBiometrics: Bool = true
    ) async -> PasscodeFlow.Ending {
      await shared.authenticate(
        in: scene, title: title, reason: reason, appearance: appearance,
        allowsBiometrics: allowsBiometrics)
    }

    /// ``unlock(in:allowsCancel:)-swift.method`` on ``shared``.
    @discardableResult
    @available(
      *, deprecated,
      message: "PasscodeKit has one facade: call unlock on PasscodeKit.shared (or your instance)"
    )
    public static func unlock(in scene: UIWindowScene, allowsCancel: Bool = false) async
      -> PasscodeFlow.Ending
    {
      await shared.unlock(in: scene, allowsCancel: allowsCancel)
    }

    /// ``setPasscode(in:)-swift.method`` on ``shared``.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call setPasscode on PasscodeKit.shared (or your instance)"
    )
    public static func setPasscode(in scene: UIWindowScene) async throws -> Bool {
      try await shared.setPasscode(in: scene)
    }

    /// ``changePasscode(in:)-swift.method`` on ``shared``.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call changePasscode on PasscodeKit.shared (or your instance)"
    )
    public static func changePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await shared.changePasscode(in: scene)
    }

    /// ``removePasscode(in:)-swift.method`` on ``shared``.
    @discardableResult
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call removePasscode on PasscodeKit.shared (or your instance)"
    )
    public static func removePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await shared.removePasscode(in: scene)
    }

    /// ``resetPasscode()-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call resetPasscode on PasscodeKit.shared (or your instance)"
    )
    public static func resetPasscode() async throws {
      try await shared.resetPasscode()
    }

    /// ``biometricsEnabled()-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call biometricsEnabled on PasscodeKit.shared (or your instance)"
    )
    public static func biometricsEnabled() async throws -> Bool {
      try await shared.biometricsEnabled()
    }

    /// ``biometricSetting()-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call biometricSetting on PasscodeKit.shared (or your instance)"
    )
    public static func biometricSetting() async throws -> BiometricSetting {
      try await shared.biometricSetting()
    }

    /// ``setBiometricsEnabled(_:)-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call setBiometricsEnabled on PasscodeKit.shared (or your instance)"
    )
    public static func setBiometricsEnabled(_ enabled: Bool) async throws {
      try await shared.setBiometricsEnabled(enabled)
    }

    /// ``lockStates()-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call lockStates on PasscodeKit.shared (or your instance)"
    )
    public static func lockStates() -> AsyncStream<AppLockState> {
      shared.lockStates()
    }

    /// ``withSystemPrompt(_:)-swift.method`` on ``shared``.
    @available(
      *, deprecated,
      message:
        "PasscodeKit has one facade: call withSystemPrompt on PasscodeKit.shared (or your instance)"
    )
    public static func withSystemPrompt<T>(_ body: () async throws -> T) async rethrows -> T {
      try await shared.withSystemPrompt(body)
    }
  }
#endif
