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
  /// // Before showing something sensitive:
  /// if await PasscodeKit.unlock(in: windowScene, allowsCancel: true) == .unlocked { … }
  /// ```
  ///
  /// The static methods use ``shared``, set up with ``configure(_:)`` (or left with the
  /// defaults: the Keychain, 6 digits, biometrics, no grace period). Apps that prefer
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

    /// The configuration.
    public private(set) var configuration: Configuration
    /// The lock: verification, lockouts, storage (replaced by ``configure(_:)``).
    public private(set) var lock: PasscodeLock
    private var presenters: [ObjectIdentifier: PasscodePresenter] = [:]

    /// Creates a PasscodeKit with `configuration`.
    public init(configuration: Configuration = Configuration()) {
      self.configuration = configuration
      lock = PasscodeLock(
        store: configuration.store, configuration: configuration.lock,
        onPermanentLock: configuration.onPermanentLock)
      NotificationCenter.default.addObserver(
        self, selector: #selector(sceneDidDisconnect(_:)),
        name: UIScene.didDisconnectNotification, object: nil)
    }

    /// Configures ``shared``: call it at launch, before the first scene connects.
    ///
    /// Calling it later is safe (a second iPad window connecting after it, or a late call):
    /// ``shared`` stays the same instance and its configuration and ``lock`` are replaced in
    /// place, so every scene it protects keeps one lock and uses the new configuration from
    /// its next screen — the grace period from the next time it goes to the background. A
    /// screen already on display finishes with the configuration it started with.
    public static func configure(_ configuration: Configuration) {
      shared.replaceConfiguration(with: configuration)
    }

    /// Replaces the configuration and the lock in place (see ``configure(_:)``).
    private func replaceConfiguration(with configuration: Configuration) {
      self.configuration = configuration
      lock = PasscodeLock(
        store: configuration.store, configuration: configuration.lock,
        onPermanentLock: configuration.onPermanentLock)
      for presenter in presenters.values { presenter.listenToLock() }
    }

    // MARK: - Scenes

    /// The presenter of `scene`, made (and the scene protected) on first use.
    public func presenter(for scene: UIWindowScene) -> PasscodePresenter {
      if let presenter = presenters[ObjectIdentifier(scene)] { return presenter }
      let presenter = PasscodePresenter(scene: scene, host: presenterHost)
      presenters[ObjectIdentifier(scene)] = presenter
      presenter.connect()
      return presenter
    }

    /// Protects `scene`: the lock at launch when a passcode is set, again after the grace
    /// period in the background, and the privacy cover whenever the scene is inactive. Call it
    /// in `scene(_:willConnectTo:options:)`.
    public func protect(_ scene: UIWindowScene) {
      _ = presenter(for: scene)
    }

    /// Locks `scene` now, when a passcode is set (a "Lock" button).
    public func lockNow(in scene: UIWindowScene) {
      presenter(for: scene).lockNow()
    }

    // MARK: - Flows

    /// Asks for the passcode.
    ///
    /// - Parameters:
    ///   - scene: where to ask.
    ///   - allowsCancel: `false` (the default) presents the app lock, or waits for the one on
    ///     screen: it cannot be cancelled and protects the scene from then on. `true` asks
    ///     once, for a sensitive action, and may be cancelled.
    /// - Returns: how it ended; ``UnlockResult/unlocked`` at once when no passcode is set.
    @discardableResult
    public func unlock(in scene: UIWindowScene, allowsCancel: Bool = false) async
      -> UnlockResult
    {
      let presenter = presenter(for: scene)
      guard allowsCancel else { return await presenter.unlock() }
      let flow = PasscodeFlow(.unlock, offersFallback: configuration.fallback != nil)
      // An unlock is never refused: PasscodeFlow presents a screen even for an unreadable
      // store, so the `try` only satisfies the compiler.
      return UnlockResult((try? await presenter.run(flow)) ?? .cancelled)
    }

    /// Asks for a new passcode, twice, and sets it.
    ///
    /// - Returns: `true` when the passcode was set, `false` when the user cancelled.
    /// - Throws: `PasscodeError.alreadySet` when a passcode is set, or a store error.
    @discardableResult
    public func setPasscode(in scene: UIWindowScene) async throws -> Bool {
      try await presenter(for: scene).run(PasscodeFlow(.create)).updateResult()
    }

    /// Asks for the current passcode, then a new one twice, and changes it.
    ///
    /// - Returns: `true` when the passcode was changed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, a store error, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func changePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await presenter(for: scene).run(PasscodeFlow(.change)).updateResult()
    }

    /// Asks for the current passcode and turns it off.
    ///
    /// - Returns: `true` when the passcode was removed, `false` when the user cancelled.
    /// - Throws: `PasscodeError.notSet`, a store error, or
    ///   `PasscodeError.currentPasscodeRejected(_:)` when the failure limit is reached.
    @discardableResult
    public func removePasscode(in scene: UIWindowScene) async throws -> Bool {
      try await presenter(for: scene).run(PasscodeFlow(.remove)).updateResult()
    }

    /// Erases the passcode without asking for it (LOCK-5): the only way out of the permanent
    /// lock. Erase your protected data first; every scene's lock goes away.
    ///
    /// - Throws: `StoreError` when the store cannot be written.
    public func resetPasscode() async throws {
      try await lock.reset()
      try? await configuration.biometrics.deleteToken()
      // Every scene hears it from the lock's status updates.
    }

    /// Turns biometric unlock on or off for the user.
    ///
    /// Off takes effect at once. On takes effect at once when the passcode was set or entered in
    /// the last five minutes, otherwise after the next passcode unlock.
    public func setBiometricsEnabled(_ enabled: Bool) async {
      configuration.usesBiometrics = enabled
      let authenticator = configuration.biometrics
      if enabled {
        try? await lock.enableBiometrics(using: authenticator)
      } else {
        try? await lock.disableBiometrics(using: authenticator)
      }
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
        makeScreen: { flow, screen in self.makeController(flow: flow, configuration: screen) },
        makePrivacyCover: {
          PrivacyCoverViewController(appearance: self.configuration.appearance)
        },
        biometricAvailability: { await self.biometricAvailability() },
        followUp: { flow, outcome in await self.followUp(flow, outcome: outcome) })
    }

    /// A screen for `flow`, driven against ``lock`` with the configured biometrics.
    func makeController(flow: PasscodeFlow, configuration screen: PasscodeScreen.Configuration)
      -> PasscodeViewController
    {
      let appearance = configuration.appearance
      let driver = PasscodeScreenDriver(
        configuration: screen, lock: lock, biometrics: configuration.biometrics,
        biometricReason: configuration.biometricReason
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
    /// flow ended with `outcome`.
    func followUp(_ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?) async {
      await lock.followUp(
        flow, outcome: outcome, wantsBiometrics: configuration.usesBiometrics,
        using: configuration.biometrics)
    }

    @objc private func sceneDidDisconnect(_ notification: Notification) {
      guard let scene = notification.object as? UIWindowScene,
        let presenter = presenters.removeValue(forKey: ObjectIdentifier(scene))
      else { return }
      presenter.disconnect()
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
  }
#endif
