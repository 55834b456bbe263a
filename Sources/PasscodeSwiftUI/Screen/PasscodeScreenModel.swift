#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  import PasscodeUIKit
  import SwiftUI

  /// A passcode screen for SwiftUI: the shared `PasscodeScreenDriver` as an observable object.
  ///
  /// The driver performs everything that involves the lock, the timers and biometrics; this
  /// object publishes the screen after every event and performs the effects left to a skin:
  /// haptics and VoiceOver announcements through their services, the wrong-code signal (counted
  /// in ``wrongCodeSignals`` for ``PasscodeView`` to animate), the Passcode Options (published
  /// in ``formatOptions`` for ``PasscodeView``'s confirmation dialog), and the host's
  /// fallback. When
  /// `PasscodeFlow.ending(of:)` says the flow is over, ``ending()`` returns.
  ///
  /// ```swift
  /// let flow = PasscodeFlow(.create)
  /// if case .present(let configuration) = flow.start(
  ///   status: status, lock: lock.configuration,  // the lock's status(), as a Result
  ///   biometrics: .unavailable(.notEnabled), reduceMotion: false)
  /// {
  ///   let model = PasscodeScreenModel(configuration: configuration, flow: flow, lock: lock)
  ///   PasscodeView(model: model)        // on screen
  ///   let ending = await model.ending()  // .completed, .cancelled…
  /// }
  /// ```
  @MainActor
  @_spi(Skins) public final class PasscodeScreenModel: ObservableObject {
    /// The screen's state, republished after every event.
    @Published public private(set) var screen: PasscodeScreen
    /// How many wrong-code signals (`PasscodeScreen.SkinEffect.shake(reduceMotion:)`)
    /// the screen asked for; each increase plays one.
    @Published public private(set) var wrongCodeSignals = 0
    /// Whether the screen's input may hold the keyboard focus: `false` while the screen waits
    /// under the app lock (set by the window that hosts it).
    @Published var holdsFocus = true
    /// The passcode types to choose from while the Passcode Options show
    /// (`PasscodeScreen.SkinEffect.showFormatOptions(_:)`), else empty. Answer with
    /// ``chooseFormat(_:)``.
    @Published public private(set) var formatOptions: [PasscodeFormat] = []
    /// Whether the last wrong-code signal asked for reduced motion.
    public private(set) var wrongCodeReducesMotion = false
    /// The language of the screen's texts.
    public let localizer: Localizer
    /// The screen as the app lock's runtime runs it: its focus, its ending.
    public let runtimeScreen: AppLockScreen
    /// The driver running the screen.
    public var driver: PasscodeScreenDriver { runtimeScreen.driver }
    /// The flow the screen runs.
    public var flow: PasscodeFlow { runtimeScreen.flow }
    /// The host's title and subtitle for this screen (an on-demand check's), in place of
    /// PasscodeKit's (`ScreenFrame.prompting(_:)`).
    public var prompt: PasscodePrompt?

    private let haptics: any HapticFeedback
    private let announcer: any PasscodeAnnouncer
    private let fallback: (@MainActor () async -> Bool)?
    /// Whether the screen is shown on its own, not by `PasscodeKit`'s runtime.
    private let isStandalone: Bool
    private var hasAppeared = false
    /// Performs Erase Data (`PasscodeScreen.SkinEffect.showRecovery`): set by the window that
    /// hosts the screen. Without it the request is answered "not erased".
    var showsRecovery: (() -> Void)?
    /// Performs the fallback (`PasscodeScreen.SkinEffect.showFallback`) from the window that hosts
    /// the screen, when set; else the model's own `fallback` runs.
    var showsFallback: (() -> Void)?

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - configuration: the screen's setup, as
    ///     `PasscodeFlow.start(status:lock:biometrics:reduceMotion:)` gives it for `flow`.
    ///   - flow: the flow the screen runs: what it sends when it appears, and when it ends.
    ///   - lock: the lock the screen talks to.
    ///   - biometrics: the device's biometrics.
    ///   - locale: the language of the texts.
    ///   - haptics: plays the haptics.
    ///   - announcer: speaks the announcements.
    ///   - fallback: the host's account-password check, shown when the user asks for it;
    ///     returns whether the user proved who they are.
    ///   - biometricReason: the sentence of the Touch ID prompt; `nil` for PasscodeKit's.
    public convenience init(
      configuration: PasscodeScreen.Configuration, flow: PasscodeFlow, lock: PasscodeLock,
      biometrics: any BiometricAuthenticator = NoBiometrics(),
      locale: PasscodeLocale = .current,
      haptics: any HapticFeedback = SystemHapticFeedback(),
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      fallback: (@MainActor () async -> Bool)? = nil, biometricReason: String? = nil
    ) {
      let localizer = Localizer(locale)
      let driver = PasscodeScreenDriver(
        configuration: configuration, lock: lock, biometrics: biometrics,
        biometricReason: biometricReason ?? localizer.string(.biometricReason))
      let runtimeScreen = AppLockScreen(driver: driver, flow: flow)
      runtimeScreen.holdsFocus = true
      self.init(
        screen: runtimeScreen, locale: locale, haptics: haptics, announcer: announcer,
        fallback: fallback, standalone: true)
    }

    /// A screen of the app lock's runtime (`PasscodeKit`'s), which starts it and gives it the
    /// focus.
    init(
      screen runtimeScreen: AppLockScreen, locale: PasscodeLocale, haptics: any HapticFeedback,
      announcer: any PasscodeAnnouncer, fallback: (@MainActor () async -> Bool)? = nil,
      standalone: Bool = false
    ) {
      self.runtimeScreen = runtimeScreen
      screen = runtimeScreen.driver.screen
      localizer = Localizer(locale)
      self.haptics = haptics
      self.announcer = announcer
      self.fallback = fallback
      isStandalone = standalone
      prompt = runtimeScreen.options.prompt
      holdsFocus = runtimeScreen.takesKeyboard
      runtimeScreen.driver.onUpdate = { [weak self] screen, effects in
        self?.update(screen, effects)
      }
    }

    /// Sends an event to the screen (a key, a character typed, the app's life cycle…).
    public func send(_ event: PasscodeScreen.Event) {
      driver.send(event)
    }

    /// The screen appeared: the first time, the flow's `PasscodeFlow.eventsOnAppear` (the
    /// biometric prompt of an unlock) are sent once the scene is active and the screen holds
    /// the focus. A screen shown on its own loads its status first (a runtime's screen starts
    /// from the read made for it).
    public func appear() async {
      haptics.prepare()
      if isStandalone {
        // On its own, the screen is shown in the scene the view is in: active when it appears.
        runtimeScreen.isSceneActive = { true }
        await runtimeScreen.start()
      }
      guard !hasAppeared else { return }
      hasAppeared = true
      runtimeScreen.appeared()
    }

    /// Passes on the screen events of a scene change: before
    /// `PasscodeScreen.Event.foregrounded` the driver restarts, so that the
    /// lockout and the biometric availability are current.
    public func sceneChanged(_ events: [PasscodeScreen.Event]) async {
      for event in events {
        if event == .foregrounded { await driver.start() }
        send(event)
      }
    }

    /// Answers the Passcode Options: the chosen type (the screen clears the entry and follows
    /// it), or `nil` when the user cancelled. Does nothing unless the options show.
    public func chooseFormat(_ format: PasscodeFormat?) {
      guard !formatOptions.isEmpty else { return }
      formatOptions = []
      if let format {
        send(.formatChosen(format))
      } else {
        send(.formatOptionsDismissed)
      }
    }

    /// Waits until the flow ends (`PasscodeFlow.ending(of:)`) and returns how.
    public func ending() async -> PasscodeFlow.Ending {
      await runtimeScreen.waitForEnding()
    }

    /// Stops the timers of a screen shown on its own (when it goes away; it may come back). A
    /// screen of `PasscodeKit`'s runtime is stopped by the runtime when its window goes: a
    /// sheet over it (the app's fallback sign-in) must not freeze its countdown.
    public func stop() {
      guard isStandalone else { return }
      driver.stop()
    }

    /// Stops a screen shown on its own for good (its window closes): a flow that has not
    /// ended ends as cancelled for whoever waits on ``ending()``, so no caller waits for ever.
    func close() {
      runtimeScreen.close()
    }

    private func update(_ screen: PasscodeScreen, _ effects: [PasscodeScreen.SkinEffect]) {
      self.screen = screen
      if screen.isDone { formatOptions = [] }
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
          if let showsFallback { showsFallback() } else { showFallback() }
        case .showFormatOptions(let formats):
          formatOptions = formats
        case .showRecovery:
          if let showsRecovery {
            showsRecovery()
          } else {
            let driver = driver
            Task { await driver.recoveryFinished(erased: false) }
          }
        case .dismiss:
          // The flow's ending (checked after every update) closes the screen.
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
