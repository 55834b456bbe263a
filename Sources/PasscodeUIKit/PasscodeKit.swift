#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// A passcode lock for a UIKit app, one call per task.
  ///
  /// ```swift
  /// // SceneDelegate.scene(_:willConnectTo:options:), after making the window visible:
  /// PasscodeKit.protect(windowScene)          // lock at launch, after the grace period,
  ///                                           // privacy cover in the app switcher
  /// // A settings screen:
  /// try await PasscodeKit.setPasscode(in: windowScene)
  /// try await PasscodeKit.changePasscode(in: windowScene)
  /// try await PasscodeKit.removePasscode(in: windowScene)
  /// // Before showing something sensitive (does not turn the app lock on):
  /// if await PasscodeKit.authenticate(in: windowScene) == .unlocked { … }
  /// ```
  ///
  /// Protecting a scene and asking for the passcode are separate: only ``protect(_:)`` (and
  /// ``lockNow(in:)`` or an ``unlock(in:allowsCancel:)`` that may not be cancelled) turns the
  /// app lock on for a scene. Setting, changing or removing the passcode and
  /// ``authenticate(in:title:reason:appearance:allowsBiometrics:)`` run in any scene without
  /// protecting it — an app that only asks before showing recovery codes never locks at launch.
  ///
  /// The static methods use ``shared``, set up with ``configure(_:)`` (or left with the
  /// defaults: the Keychain, 6 digits, biometrics, no grace period). Every setting may change
  /// at run time (``configuration``): the look, the fallback, Erase Data and the biometrics
  /// default apply from the next screen, the grace period from the next time a scene goes to
  /// the background. Apps that prefer
  /// dependency injection create one instance and call the same methods on it; use a single
  /// instance per app, or two of them would each lock the same scene. A protected scene keeps
  /// its instance alive until the scene disconnects.
  ///
  /// Each scene locks on its own (on iPad, each window): at launch, after the grace period,
  /// on ``lockNow(in:)``. A passcode set or removed in one scene is known at once in every
  /// other, which then locks by its own session's rules — the next time it comes back from
  /// the background past the grace period, or on ``lockNow(in:)``. The screens are drawn by
  /// ``PasscodePresenter`` in windows of their own, above anything the app presents.
  ///
  /// Every screen's decisions — what it shows, when it locks, what a key does — are made by
  /// PasscodeCore (``PasscodeScreen``, ``PasscodeFlow``, ``ProtectedScene``), where they are
  /// tested; this type only presents.
  @MainActor
  public final class PasscodeKit {
    /// The instance the static methods use; set it up with ``configure(_:)``.
    public static let shared = PasscodeKit()

    /// The configuration; change any of it at run time.
    ///
    /// The look (``Configuration/appearance``), the fallback, Erase Data, the biometric
    /// default and reason apply from the next screen — a screen on display finishes with the
    /// settings it started with; the grace period from the next time a scene goes to the
    /// background; `onPermanentLock` from the next time the limit is reached. A new
    /// ``Configuration/store`` or ``Configuration/lock`` replaces ``lock`` in place: every scene keeps one lock, and the new
    /// one's status decides from then on.
    ///
    /// ```swift
    /// PasscodeKit.shared.configuration.gracePeriod = .seconds(60)
    /// ```
    public var configuration: Configuration {
      didSet { configurationChanged(from: oldValue) }
    }
    /// The lock: verification, lockouts, storage (replaced when the store or the lock's
    /// settings change).
    public private(set) var lock: PasscodeLock
    private var presenters: [ObjectIdentifier: PasscodePresenter] = [:]
    /// Runs the configuration's `onPermanentLock` of the moment, for every lock made.
    private let permanentLockHook: PermanentLockHook

    /// Creates a PasscodeKit with `configuration`.
    public init(configuration: Configuration = Configuration()) {
      self.configuration = configuration
      let hook = PermanentLockHook(configuration.onPermanentLock)
      permanentLockHook = hook
      lock = Self.makeLock(configuration, hook: hook)
      NotificationCenter.default.addObserver(
        self, selector: #selector(sceneDidDisconnect(_:)),
        name: UIScene.didDisconnectNotification, object: nil)
    }

    /// Configures ``shared``: call it at launch, before the first scene connects.
    ///
    /// Calling it later is safe (a second iPad window connecting after it, or a late call):
    /// ``shared`` stays the same instance and its ``configuration`` is replaced in place (see
    /// there for when each setting applies). To change one setting, set it on
    /// ``configuration`` instead: that keeps the lock when its store and settings stay.
    public static func configure(_ configuration: Configuration) {
      shared.configuration = configuration
    }

    private static func makeLock(_ configuration: Configuration, hook: PermanentLockHook)
      -> PasscodeLock
    {
      PasscodeLock(
        store: configuration.store, configuration: configuration.lock,
        onPermanentLock: { await hook.run() })
    }

    /// Replaces the lock when its store or settings changed (see ``configuration``).
    private func configurationChanged(from old: Configuration) {
      permanentLockHook.action = configuration.onPermanentLock
      let sameStore = (old.store as AnyObject) === (configuration.store as AnyObject)
      guard !sameStore || old.lock != configuration.lock else { return }
      lock = Self.makeLock(configuration, hook: permanentLockHook)
      for presenter in presenters.values { presenter.listenToLock() }
    }

    // MARK: - Scenes

    /// The presenter of `scene`, made on first use. Making it does not protect the scene:
    /// ``protect(_:)`` does.
    public func presenter(for scene: UIWindowScene) -> PasscodePresenter {
      if let presenter = presenters[ObjectIdentifier(scene)], !presenter.isDisconnected {
        return presenter
      }
      let presenter = PasscodePresenter(scene: scene, host: presenterHost)
      presenters[ObjectIdentifier(scene)] = presenter
      return presenter
    }

    /// Protects `scene`: the lock at launch when a passcode is set, again after the grace
    /// period in the background, and the privacy cover whenever the scene is inactive. Call it
    /// in `scene(_:willConnectTo:options:)`; again, it does nothing.
    public func protect(_ scene: UIWindowScene) {
      presenter(for: scene).connect()
    }

    /// Whether `scene` is protected (``protect(_:)``).
    public func isProtecting(_ scene: UIWindowScene) -> Bool {
      presenters[ObjectIdentifier(scene)]?.isProtecting ?? false
    }

    /// Locks `scene` now, when a passcode is set (a "Lock" button). The scene is protected
    /// from then on.
    public func lockNow(in scene: UIWindowScene) {
      let presenter = presenter(for: scene)
      presenter.connect()
      presenter.lockNow()
    }

    // MARK: - Flows

    /// Asks for the passcode once — before showing recovery codes, say — without turning the
    /// app lock on: the scene is not protected by it, and nothing locks at the next launch.
    ///
    /// The screen goes up in a window of its own above everything the app presents (sheets,
    /// alerts), may be cancelled, and waits its turn behind another flow on screen. Under a
    /// lock that goes up meanwhile it waits, without keys or Face ID, until the lock is gone.
    ///
    /// ```swift
    /// let result = await PasscodeKit.authenticate(
    ///   in: windowScene, reason: "Enter your passcode to show your recovery codes",
    ///   allowsBiometrics: false)
    /// if result == .unlocked { showRecoveryCodes() }
    /// ```
    ///
    /// - Parameters:
    ///   - scene: where to ask.
    ///   - title: the screen's title, in place of "Enter Passcode"; `nil` keeps it.
    ///   - reason: why the app asks, in the user's language: the screen's subtitle, and the
    ///     sentence of the Touch ID prompt (Face ID shows the app's
    ///     `NSFaceIDUsageDescription`); `nil` for none and the configured Touch ID sentence.
    ///   - appearance: the look of this screen; `nil` for the configured one.
    ///   - allowsBiometrics: `false` asks for the passcode itself, even when the user has
    ///     biometric unlock on.
    /// - Returns: how it ended: ``UnlockResult/unlocked`` (with the passcode or biometrics,
    ///   or at once when no passcode is set), ``UnlockResult/cancelled``,
    ///   ``UnlockResult/fallbackSucceeded`` or ``UnlockResult/permanentlyLocked``.
    @discardableResult
    public func authenticate(
      in scene: UIWindowScene, title: String? = nil, reason: String? = nil,
      appearance: PasscodeAppearance? = nil, allowsBiometrics: Bool = true
    ) async -> UnlockResult {
      let check = PasscodeCheck(
        allowsBiometrics: allowsBiometrics, offersFallback: configuration.fallback != nil,
        prompt: PasscodePrompt(title: title, subtitle: reason))
      return await presenter(for: scene).authenticate(check, themes: appearance?.themes) {
        flow, screen in
        let controller = self.makeController(
          flow: flow, configuration: screen, appearance: appearance,
          biometrics: check.authenticator(self.configuration.biometrics), reason: reason)
        controller.prompt = check.prompt
        return controller
      }
    }

    /// Asks for the passcode.
    ///
    /// - Parameters:
    ///   - scene: where to ask.
    ///   - allowsCancel: `false` (the default) presents the app lock, or waits for the one on
    ///     screen: it cannot be cancelled and protects the scene from then on. `true` asks
    ///     once and may be cancelled, without protecting the scene: the same as
    ///     ``authenticate(in:title:reason:appearance:allowsBiometrics:)``.
    /// - Returns: how it ended; ``UnlockResult/unlocked`` at once when no passcode is set.
    @discardableResult
    public func unlock(in scene: UIWindowScene, allowsCancel: Bool = false) async
      -> UnlockResult
    {
      guard allowsCancel else { return await presenter(for: scene).unlock() }
      return await authenticate(in: scene)
    }

    /// Asks for a new passcode, twice, and sets it. The scene is not protected by it: call
    /// ``protect(_:)`` for the app lock.
    ///
    /// - Returns: `true` when the passcode was set, `false` when the user cancelled.
    /// - Throws: `PasscodeError.alreadySet` when a passcode is set, or `PasscodeError.store`.
    @discardableResult
    public func setPasscode(in scene: UIWindowScene) async throws -> Bool {
      try await presenter(for: scene).run(PasscodeFlow(.create)).updateResult()
    }

    /// Asks for the current passcode, then a new one twice, and changes it.
    ///
    /// - Returns: `true` when the passcode was changed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func changePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await presenter(for: scene).run(PasscodeFlow(.change)).updateResult()
    }

    /// Asks for the current passcode and turns it off.
    ///
    /// - Returns: `true` when the passcode was removed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, `PasscodeError.store`, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func removePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await presenter(for: scene).run(PasscodeFlow(.remove)).updateResult()
    }

    /// Erases the passcode without asking for it (LOCK-5): the only way out of the permanent
    /// lock. Erase your protected data first; every scene's lock goes away.
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be written.
    public func resetPasscode() async throws {
      try await lock.reset()
      // A token left behind releases nothing the lock accepts any more.
      try? await configuration.biometrics.deleteToken()
      // Every scene hears it from the lock's status updates.
    }

    // MARK: - Biometrics

    /// Whether the user wants biometric unlock: their own choice, stored with the passcode
    /// (it survives relaunches), or ``Configuration/usesBiometrics`` when they never chose.
    ///
    /// - Throws: `PasscodeError.store` when the store cannot be read.
    public func biometricsEnabled() async throws -> Bool {
      PasscodeFlow.wantsBiometrics(
        choice: try await lock.biometricsChoice(), byDefault: configuration.usesBiometrics)
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
      try await lock.setBiometricsEnabled(enabled, using: configuration.biometrics)
    }

    // MARK: - For the presenters

    /// What the presenters take from this instance, read afresh for every screen.
    private var presenterHost: PasscodePresenter.Host {
      PasscodePresenter.Host(
        lock: { self.lock }, gracePeriod: { self.configuration.gracePeriod },
        offersFallback: { self.configuration.fallback != nil },
        permanentLockRecovery: {
          .onDevice(appErasesData: self.configuration.eraseData != nil)
        },
        installMarker: configuration.installMarker,
        themes: { self.configuration.appearance.themes }, clock: SystemBootClock(),
        makeScreen: { flow, screen in
          self.makeController(
            flow: flow, configuration: screen, appearance: nil,
            biometrics: self.configuration.biometrics, reason: nil)
        },
        makePrivacyCover: {
          PrivacyCoverViewController(appearance: self.configuration.appearance)
        },
        biometricAvailability: { await self.biometricAvailability() },
        followUp: { flow, outcome in await self.followUp(flow, outcome: outcome) })
    }

    /// A screen for `flow`, driven against ``lock`` with `biometrics`, in `appearance` (`nil`:
    /// the configured one).
    func makeController(
      flow: PasscodeFlow, configuration screen: PasscodeScreen.Configuration,
      appearance: PasscodeAppearance?, biometrics: any BiometricAuthenticator, reason: String?
    ) -> PasscodeViewController {
      let appearance = appearance ?? configuration.appearance
      let driver = PasscodeScreenDriver(
        configuration: screen, lock: lock, biometrics: biometrics,
        biometricReason: reason ?? configuration.biometricReason
          ?? appearance.localizer.string(.biometricReason))
      let controller = PasscodeViewController(driver: driver, flow: flow, appearance: appearance)
      controller.fallback = configuration.fallback
      controller.eraseData = configuration.eraseData
      return controller
    }

    /// Whether the lock may offer biometric unlock now, with the configured biometrics.
    func biometricAvailability() async -> BiometricAvailability {
      await lock.biometricAvailability(device: configuration.biometrics.device())
    }

    /// Turns biometric unlock on or deletes its token, as ``PasscodeFlow`` decides after a
    /// flow ended with `outcome` from the user's stored choice.
    func followUp(_ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?) async {
      await lock.followUp(
        flow, outcome: outcome, biometricsByDefault: configuration.usesBiometrics,
        using: configuration.biometrics)
    }

    @objc private func sceneDidDisconnect(_ notification: Notification) {
      guard let scene = notification.object as? UIWindowScene,
        let presenter = presenters.removeValue(forKey: ObjectIdentifier(scene))
      else { return }
      presenter.disconnect()
    }
  }

  /// The configuration's `onPermanentLock` of the moment: the lock calls this, so that a new
  /// hook needs no new lock.
  @MainActor
  private final class PermanentLockHook {
    var action: (@Sendable () async -> Void)?

    init(_ action: (@Sendable () async -> Void)?) {
      self.action = action
    }

    func run() async {
      await action?()
    }
  }

  extension PasscodeKit {
    /// ``protect(_:)`` on ``shared``.
    public static func protect(_ scene: UIWindowScene) {
      shared.protect(scene)
    }

    /// ``lockNow(in:)`` on ``shared``.
    public static func lockNow(in scene: UIWindowScene) {
      shared.lockNow(in: scene)
    }

    /// ``isProtecting(_:)`` on ``shared``.
    public static func isProtecting(_ scene: UIWindowScene) -> Bool {
      shared.isProtecting(scene)
    }

    /// ``authenticate(in:title:reason:appearance:allowsBiometrics:)`` on ``shared``.
    @discardableResult
    public static func authenticate(
      in scene: UIWindowScene, title: String? = nil, reason: String? = nil,
      appearance: PasscodeAppearance? = nil, allowsBiometrics: Bool = true
    ) async -> UnlockResult {
      await shared.authenticate(
        in: scene, title: title, reason: reason, appearance: appearance,
        allowsBiometrics: allowsBiometrics)
    }

    /// ``unlock(in:allowsCancel:)`` on ``shared``.
    @discardableResult
    public static func unlock(in scene: UIWindowScene, allowsCancel: Bool = false) async
      -> UnlockResult
    {
      await shared.unlock(in: scene, allowsCancel: allowsCancel)
    }

    /// ``setPasscode(in:)`` on ``shared``.
    @discardableResult
    public static func setPasscode(in scene: UIWindowScene) async throws -> Bool {
      try await shared.setPasscode(in: scene)
    }

    /// ``changePasscode(in:)`` on ``shared``.
    @discardableResult
    public static func changePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await shared.changePasscode(in: scene)
    }

    /// ``removePasscode(in:)`` on ``shared``.
    @discardableResult
    public static func removePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await shared.removePasscode(in: scene)
    }

    /// ``resetPasscode()`` on ``shared``.
    public static func resetPasscode() async throws {
      try await shared.resetPasscode()
    }

    /// ``biometricsEnabled()`` on ``shared``.
    public static func biometricsEnabled() async throws -> Bool {
      try await shared.biometricsEnabled()
    }

    /// ``setBiometricsEnabled(_:)`` on ``shared``.
    public static func setBiometricsEnabled(_ enabled: Bool) async throws {
      try await shared.setBiometricsEnabled(enabled)
    }
  }
#endif
