/// A passcode screen a presenter shows: the app lock that ``LockSession`` asks for, or one of
/// the flows a host starts through a one-call async API (set, change, remove, confirm).
///
/// It decides how each screen is set up and what its ending means for the scene, so that every
/// skin presents the same screens with the same rules:
///
/// | flow | mode | can be cancelled | biometrics, fallback |
/// |---|---|---|---|
/// | ``appLock`` | unlock | no: the content stays covered | offered when available |
/// | ``confirmPasscode`` | unlock | yes | offered when available |
/// | ``setPasscode`` | create | yes | no |
/// | ``changePasscode`` | change | yes | no |
/// | ``removePasscode`` | remove | yes | no |
public enum PasscodeFlow: String, CaseIterable, Hashable, Sendable {
  /// The lock over the app's content, presented by the scene's ``LockSession``. It has no
  /// Cancel: only the passcode, biometrics or the host's fallback take it away.
  case appLock
  /// The host asks the user to prove they know the passcode (before showing sensitive
  /// settings, say). It may be cancelled.
  case confirmPasscode
  /// The host asks the user to choose a first passcode.
  case setPasscode
  /// The host asks the user to change the passcode.
  case changePasscode
  /// The host asks the user to turn the passcode off.
  case removePasscode

  /// The screen's mode.
  public var mode: PasscodeScreen.Mode {
    switch self {
    case .appLock, .confirmPasscode: .unlock
    case .setPasscode: .create
    case .changePasscode: .change
    case .removePasscode: .remove
    }
  }

  /// Whether the user may leave the screen without finishing.
  public var allowsCancel: Bool { self != .appLock }

  /// Whether biometric unlock and the host's fallback can be offered: only where the screen
  /// unlocks, never while a passcode is being set, changed or removed.
  public var mayOfferBiometricsAndFallback: Bool { mode == .unlock }

  /// The screen's configuration.
  ///
  /// - Parameters:
  ///   - status: the lock's status, or `nil` when it could not be read (the screen then reports
  ///     the store's error on the first attempt, and the format is the configured one).
  ///   - lock: the lock's configuration, for the format of a first passcode and the weak-code
  ///     rule.
  ///   - biometrics: what ``PasscodeLock/biometricAvailability(device:)`` reports; ignored by
  ///     flows that do not unlock.
  ///   - reduceMotion: the system's Reduce Motion setting.
  ///   - hasFallback: whether the host provides an account-password fallback.
  public func configuration(
    status: PasscodeStatus?, lock: PasscodeConfiguration, biometrics: BiometricAvailability,
    reduceMotion: Bool, hasFallback: Bool
  ) -> PasscodeScreen.Configuration {
    PasscodeScreen.Configuration(
      mode: mode, format: status?.format ?? lock.format,
      biometrics: mayOfferBiometricsAndFallback ? biometrics : .unavailable(.notEnabled),
      reduceMotion: reduceMotion, allowsCancel: allowsCancel,
      offersFallback: hasFallback && mayOfferBiometricsAndFallback,
      rejectsWeakPasscodes: lock.rejectsWeakPasscodes)
  }

  /// The events to send the screen once it is on display and its driver has started: an
  /// unlock screen offers the biometric prompt at once (the screen ignores the request when
  /// biometrics are not available).
  public var appearanceEvents: [PasscodeScreen.Event] {
    mode == .unlock ? [.biometricRequested] : []
  }

  /// What the end of a screen means for the scene's ``LockSession``, or `nil` when nothing
  /// changes for it: any unlock (passcode, biometrics, the host's fallback) unlocks the scene;
  /// setting or removing the passcode switches the lock on or off.
  public static func sessionEvent(after outcome: PasscodeScreen.Outcome) -> LockSession.Event? {
    switch outcome {
    case .unlocked, .unlockedWithBiometrics, .fallbackSucceeded: .unlocked
    case .passcodeSet: .passcodeChanged(isSet: true)
    case .passcodeRemoved: .passcodeChanged(isSet: false)
    case .passcodeChanged, .cancelled: nil
    }
  }
}
