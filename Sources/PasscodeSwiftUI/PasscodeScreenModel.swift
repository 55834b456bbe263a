#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import PasscodeCore
  import SwiftUI

  /// A passcode screen for SwiftUI: the shared `PasscodeScreenDriver` as an observable object.
  ///
  /// The driver performs everything that involves the lock, the timers and biometrics; this
  /// object publishes the screen after every event and performs the effects left to a skin:
  /// haptics and VoiceOver announcements through their services, the wrong-code signal (counted
  /// in ``wrongCodeSignals`` for ``PasscodeView`` to animate), and the host's fallback.
  ///
  /// ```swift
  /// let model = await PasscodeScreenModel.make(.setPasscode, lock: lock)
  /// PasscodeView(model: model)          // on screen
  /// let outcome = await model.outcome()  // .passcodeSet, .cancelled…
  /// ```
  @MainActor
  public final class PasscodeScreenModel: ObservableObject {
    /// The screen's state, republished after every event.
    @Published public private(set) var screen: PasscodeScreen
    /// How many wrong-code signals (`PasscodeScreen.Effect.shake(reduceMotion:)`)
    /// the screen asked for; each increase plays one.
    @Published public private(set) var wrongCodeSignals = 0
    /// Whether the last wrong-code signal asked for reduced motion.
    public private(set) var wrongCodeReducesMotion = false
    /// The language of the screen's texts.
    public let localizer: Localizer
    /// The driver running the screen.
    public let driver: PasscodeScreenDriver

    private let haptics: any PasscodeHaptics
    private let announcer: any PasscodeAnnouncer
    private let fallback: (@MainActor () async -> Bool)?
    private let appearanceEvents: [PasscodeScreen.Event]
    private var hasAppeared = false

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - configuration: the screen's setup (see `PasscodeFlow` for the usual
    ///     ones, or ``make(_:lock:biometrics:locale:reduceMotion:haptics:announcer:fallback:)``).
    ///   - lock: the lock the screen talks to.
    ///   - biometrics: the device's biometrics.
    ///   - locale: the language of the texts.
    ///   - haptics: plays the haptics.
    ///   - announcer: speaks the announcements.
    ///   - appearanceEvents: sent once, when the screen first appears and its driver has
    ///     started (`PasscodeFlow.appearanceEvents`).
    ///   - fallback: the host's account-password check, shown when the user asks for it;
    ///     returns whether the user proved who they are.
    public init(
      configuration: PasscodeScreen.Configuration, lock: PasscodeLock,
      biometrics: any BiometricAuthenticator = NoBiometrics(),
      locale: PasscodeLocale = .bestMatch(for: Locale.preferredLanguages),
      haptics: any PasscodeHaptics = SystemHaptics(),
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      appearanceEvents: [PasscodeScreen.Event] = [],
      fallback: (@MainActor () async -> Bool)? = nil
    ) {
      let localizer = Localizer(locale)
      driver = PasscodeScreenDriver(
        configuration: configuration, lock: lock, biometrics: biometrics,
        biometricReason: localizer.string(.biometricReason))
      screen = driver.screen
      self.localizer = localizer
      self.haptics = haptics
      self.announcer = announcer
      self.appearanceEvents = appearanceEvents
      self.fallback = fallback
      driver.onUpdate = { [weak self] screen, effects in
        self?.update(screen, effects)
      }
    }

    /// A screen for `flow`, set up from the lock's status and biometric availability as
    /// `PasscodeFlow.configuration(status:lock:biometrics:reduceMotion:hasFallback:)`
    /// decides.
    public static func make(
      _ flow: PasscodeFlow, lock: PasscodeLock,
      biometrics: any BiometricAuthenticator = NoBiometrics(),
      locale: PasscodeLocale = .bestMatch(for: Locale.preferredLanguages),
      reduceMotion: Bool = false, haptics: any PasscodeHaptics = SystemHaptics(),
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      fallback: (@MainActor () async -> Bool)? = nil
    ) async -> PasscodeScreenModel {
      let status = try? await lock.status()
      let availability = await lock.biometricAvailability(device: biometrics.device())
      let configuration = flow.configuration(
        status: status, lock: lock.configuration, biometrics: availability,
        reduceMotion: reduceMotion, hasFallback: fallback != nil)
      return PasscodeScreenModel(
        configuration: configuration, lock: lock, biometrics: biometrics, locale: locale,
        haptics: haptics, announcer: announcer, appearanceEvents: flow.appearanceEvents,
        fallback: fallback)
    }

    /// Sends an event to the screen (a key, a character typed, the app's life cycle…).
    public func send(_ event: PasscodeScreen.Event) {
      driver.send(event)
    }

    /// Starts the driver when the screen appears (loading a lockout under way and the
    /// biometric availability); the first time, then sends the appearance events.
    public func appear() async {
      await driver.start()
      guard !hasAppeared else { return }
      hasAppeared = true
      for event in appearanceEvents { send(event) }
    }

    /// Passes on the screen events of a scene change (`SceneLifecycle`): before
    /// `PasscodeScreen.Event.foregrounded` the driver restarts, so that the
    /// lockout and the biometric availability are current.
    public func sceneChanged(_ events: [PasscodeScreen.Event]) async {
      for event in events {
        if event == .foregrounded { await driver.start() }
        send(event)
      }
    }

    /// Waits until the flow ends and returns how.
    public func outcome() async -> PasscodeScreen.Outcome {
      await driver.outcome()
    }

    /// Stops the screen's timers (when it goes away).
    public func stop() {
      driver.stop()
    }

    private func update(_ screen: PasscodeScreen, _ effects: [PasscodeScreen.Effect]) {
      self.screen = screen
      for effect in effects {
        switch effect {
        case .haptic(let haptic):
          haptics.play(haptic)
        case .shake(let reduceMotion):
          wrongCodeReducesMotion = reduceMotion
          wrongCodeSignals += 1
        case .announce(let text):
          announcer.announce(localizer.string(text))
        case .showFallback:
          showFallback()
        case .dismiss, .verify, .setPasscode, .changePasscode, .removePasscode,
          .scheduleTick, .clearDotsAfter, .requestBiometrics:
          // The presenter awaits `outcome()`; the driver performs the rest.
          break
        }
      }
    }

    private func showFallback() {
      let fallback = fallback
      Task { @MainActor [weak self] in
        let succeeded = await fallback?() ?? false
        self?.send(.fallbackFinished(succeeded: succeeded))
      }
    }
  }
#endif
