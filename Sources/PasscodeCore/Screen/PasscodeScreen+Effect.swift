extension PasscodeScreen {
  /// Something to do after an event, addressed to whoever does it: the lock
  /// (``LockRequest``), the driver that runs the screen (``DriverEffect``: timers and the
  /// biometric prompt) or the skin that draws it (``SkinEffect``).
  ///
  /// ``PasscodeScreenDriver`` performs the first two itself and hands the skin only its own
  /// (``PasscodeScreenDriver/onUpdate``), so that each of them switches exhaustively over
  /// what it receives. A host that runs the screen without the driver switches over all three:
  ///
  /// ```swift
  /// for effect in screen.handle(event) {
  ///   switch effect {
  ///   case .lock(let request): await send(lock.perform(request))  // verify, set, change, remove
  ///   case .driver(let effect): schedule(effect)                   // timers, biometric prompt
  ///   case .skin(let effect): perform(effect)                      // haptic, shake, announce…
  ///   }
  /// }
  /// ```
  ///
  /// This enumeration is complete.
  public enum Effect: Equatable, Sendable {
    /// Ask the lock: `PasscodeLock.perform(_:)`, then send the event it returns.
    case lock(LockRequest)
    /// Start a timer or the biometric prompt, then send its answer.
    case driver(DriverEffect)
    /// Something the user sees, hears or feels, or a hand-over to the host.
    case skin(SkinEffect)
  }

  /// What the lock is asked, performed by `PasscodeLock.perform(_:)`, which returns the event
  /// to send back.
  ///
  /// Every `SecretBuffer` in a request is a copy made for that request; whoever performs it
  /// clears it afterwards (`PasscodeLock.perform(_:)` does).
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum LockRequest: Equatable, Sendable {
    /// Check the passcode: `PasscodeLock.verify(_:)`, then send ``Event/verified(_:)``.
    case verify(SecretBuffer)
    /// Set the first passcode in the chosen format: `PasscodeLock.setPasscode(_:format:)`, then
    /// send ``Event/updated(_:)``.
    case setPasscode(SecretBuffer, format: PasscodeFormat)
    /// Change the passcode, storing the chosen format with it:
    /// `PasscodeLock.changePasscode(current:new:format:)`, then send ``Event/updated(_:)``.
    case changePasscode(current: SecretBuffer, new: SecretBuffer, format: PasscodeFormat)
    /// Remove the passcode: `PasscodeLock.removePasscode(current:)`, then send
    /// ``Event/updated(_:)``.
    case removePasscode(current: SecretBuffer)
  }

  /// What ``PasscodeScreenDriver`` does for the screen besides asking the lock: it waits on
  /// its clock, or shows the system's biometric prompt, and sends the answer back.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum DriverEffect: Equatable, Sendable {
    /// Send ``Event/tick(_:elapsed:)`` with `token` after `after` (a lockout countdown).
    case scheduleTick(after: Duration, token: TimerToken)
    /// Send ``Event/clearDotsTimerFired(_:)`` with `token` after the delay; until then the
    /// dots stay full after a wrong code (the seed's 0.5 s pause).
    case clearDotsAfter(Duration, token: TimerToken)
    /// Show the system's biometric prompt for this sensor, then send
    /// ``Event/biometricResult(_:)``.
    case requestBiometrics(BiometryKind)
  }

  /// What the skin does: the effects ``PasscodeScreenDriver/onUpdate`` hands it.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum SkinEffect: Equatable, Sendable {
    /// Play a haptic.
    case haptic(Haptic)
    /// Shake the dots side to side to signal a wrong code. When `reduceMotion` is `true`
    /// nothing may move: signal it without motion (a brief fade of the dots), or not at all.
    case shake(reduceMotion: Bool)
    /// Speak this text with VoiceOver (`UIAccessibility.post(notification: .announcement…)`).
    case announce(LocalizedText)
    /// Show the host's fallback (account password), then send
    /// ``Event/fallbackFinished(succeeded:)``.
    case showFallback
    /// Hand over to the app's own action (``Configuration/secondaryActionTitle``): the screen
    /// stays, locked, with nothing typed.
    case performSecondaryAction
    /// Hand over to the host's recovery from the permanent lock: it confirms with the user and
    /// erases its protected data, then ``PasscodeScreenDriver/recoveryFinished(erased:)``
    /// erases the passcode.
    case showRecovery
    /// Show the passcode types the user may switch to (``PasscodeScreen/name(of:)`` labels
    /// each; add Cancel), then send ``Event/formatChosen(_:)`` or
    /// ``Event/formatOptionsDismissed``. On iOS: an action sheet, or a confirmation dialog.
    case showFormatOptions([PasscodeFormat])
    /// Close the screen; the flow ended with this outcome.
    case dismiss(Outcome)
  }

  /// A haptic pattern.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Haptic: Equatable, Sendable {
    /// A light tap for a key press.
    case tap
    /// A wrong code, a mismatch, a lockout.
    case error
    /// The flow succeeded.
    case success
  }

  /// How a flow ended.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Outcome: Equatable, Sendable {
    /// The passcode was accepted.
    case unlocked
    /// The user was recognised by biometrics.
    case unlockedWithBiometrics
    /// The first passcode was set.
    case passcodeSet
    /// The passcode was changed.
    case passcodeChanged
    /// The passcode was removed.
    case passcodeRemoved
    /// The host's fallback (account password) succeeded; what follows is the host's decision
    /// (typically resetting the passcode).
    case fallbackSucceeded
    /// The user cancelled.
    case cancelled
    /// From the permanent lock, the host erased its data and the passcode was erased with it
    /// (``PermanentLockRecovery/erase``).
    case erased
  }
}

// Each effect by its own name, so that the transitions (and the tests) list effects in the
// order they happen without saying whose each one is: `[.haptic(.tap), .verify(code)]`.
extension PasscodeScreen.Effect {
  static func verify(_ code: SecretBuffer) -> Self { .lock(.verify(code)) }
  static func setPasscode(_ code: SecretBuffer, format: PasscodeFormat) -> Self {
    .lock(.setPasscode(code, format: format))
  }
  static func changePasscode(
    current: SecretBuffer, new: SecretBuffer, format: PasscodeFormat
  ) -> Self {
    .lock(.changePasscode(current: current, new: new, format: format))
  }
  static func removePasscode(current: SecretBuffer) -> Self {
    .lock(.removePasscode(current: current))
  }
  static func scheduleTick(after delay: Duration, token: TimerToken) -> Self {
    .driver(.scheduleTick(after: delay, token: token))
  }
  static func clearDotsAfter(_ delay: Duration, token: TimerToken) -> Self {
    .driver(.clearDotsAfter(delay, token: token))
  }
  static func requestBiometrics(_ kind: BiometryKind) -> Self { .driver(.requestBiometrics(kind)) }
  static func haptic(_ haptic: PasscodeScreen.Haptic) -> Self { .skin(.haptic(haptic)) }
  static func shake(reduceMotion: Bool) -> Self { .skin(.shake(reduceMotion: reduceMotion)) }
  static func announce(_ text: LocalizedText) -> Self { .skin(.announce(text)) }
  static var showFallback: Self { .skin(.showFallback) }
  static var showRecovery: Self { .skin(.showRecovery) }
  static func showFormatOptions(_ formats: [PasscodeFormat]) -> Self {
    .skin(.showFormatOptions(formats))
  }
  static func dismiss(_ outcome: PasscodeScreen.Outcome) -> Self { .skin(.dismiss(outcome)) }
}
