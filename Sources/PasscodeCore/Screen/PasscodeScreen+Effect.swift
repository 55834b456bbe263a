extension PasscodeScreen {
  /// Something the skin must do. Effects that talk to the lock are performed by
  /// `PasscodeLock.perform(_:)`; the rest are the skin's own.
  ///
  /// Every `SecretBuffer` in an effect is a copy made for that effect; whoever performs it
  /// clears it afterwards (`PasscodeLock.perform(_:)` does).
  public enum Effect: Equatable, Sendable {
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
    /// Play a haptic.
    case haptic(Haptic)
    /// Shake the dots side to side to signal a wrong code. When `reduceMotion` is `true`
    /// nothing may move: signal it without motion (a brief fade of the dots), or not at all.
    case shake(reduceMotion: Bool)
    /// Speak this text with VoiceOver (`UIAccessibility.post(notification: .announcement…)`).
    case announce(LocalizedText)
    /// Send ``Event/tick(_:elapsed:)`` with `token` after `after` (a lockout countdown).
    case scheduleTick(after: Duration, token: TimerToken)
    /// Send ``Event/clearDotsTimerFired(_:)`` with `token` after the delay; until then the
    /// dots stay full after a wrong code (the seed's 0.5 s pause).
    case clearDotsAfter(Duration, token: TimerToken)
    /// Show the system's biometric prompt for this sensor, then send
    /// ``Event/biometricResult(_:)``.
    case requestBiometrics(BiometryKind)
    /// Show the host's fallback (account password), then send
    /// ``Event/fallbackFinished(succeeded:)``.
    case showFallback
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
  public enum Haptic: Equatable, Sendable {
    /// A light tap for a key press.
    case tap
    /// A wrong code, a mismatch, a lockout.
    case error
    /// The flow succeeded.
    case success
  }

  /// How a flow ended.
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
