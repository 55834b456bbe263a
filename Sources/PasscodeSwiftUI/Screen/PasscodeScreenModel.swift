#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  import PasscodeUIKit
  import SwiftUI

  /// A passcode screen for SwiftUI, shown on its own with ``PasscodeView``: the shared
  /// `PasscodeScreenDriver` and its `AppLockScreen`, with what the view draws it with — the
  /// language, the haptics, the announcer, the host's fallback. The view (PasscodeUIKit's
  /// renderer) performs the screen's effects; when `PasscodeFlow.ending(of:)` says the flow is
  /// over, ``ending()`` returns.
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
    /// The screen's state now.
    public var screen: PasscodeScreen { runtimeScreen.driver.screen }
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

    /// Plays the haptics.
    let haptics: any HapticFeedback
    /// Speaks the announcements.
    let announcer: any PasscodeAnnouncer
    /// The host's fallback, when the screen offers one.
    let fallback: (@MainActor () async -> Bool)?
    /// Whether the screen is shown on its own, not by `PasscodeKit`'s runtime.
    let isStandalone: Bool

    /// Creates a screen shown on its own.
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
      self.init(
        screen: runtimeScreen, locale: locale, haptics: haptics, announcer: announcer,
        fallback: fallback, standalone: true)
    }

    /// A screen of the app lock's runtime, or one shown on its own.
    init(
      screen runtimeScreen: AppLockScreen, locale: PasscodeLocale, haptics: any HapticFeedback,
      announcer: any PasscodeAnnouncer, fallback: (@MainActor () async -> Bool)? = nil,
      standalone: Bool = false
    ) {
      self.runtimeScreen = runtimeScreen
      localizer = Localizer(locale)
      self.haptics = haptics
      self.announcer = announcer
      self.fallback = fallback
      isStandalone = standalone
      prompt = runtimeScreen.options.prompt
    }

    /// Sends an event to the screen (a key, a character typed, the app's life cycle…).
    public func send(_ event: PasscodeScreen.Event) {
      driver.send(event)
    }

    /// Waits until the flow ends (`PasscodeFlow.ending(of:)`) and returns how.
    public func ending() async -> PasscodeFlow.Ending {
      await runtimeScreen.waitForEnding()
    }
  }
#endif
