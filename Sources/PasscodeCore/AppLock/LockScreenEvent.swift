/// What the app lock's screen does, as an app hears it: `PasscodeKit.lockScreenEvents()`, next
/// to `lockStates()` (APP-8).
///
/// The lock screen is the app lock's own, in its windows — one for each protected window of
/// the app (an iPad shows several). ``willPresent`` comes as the first of them goes up,
/// ``willClose`` as the last goes down; ``didUnlock(_:)`` comes between, once for each
/// unlock, before ``willClose``. An on-demand check (`authenticate`) and the passcode flows are
/// not the lock screen: their answer is the flow's ``PasscodeFlow/Ending``.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum LockScreenEvent: Hashable, Sendable {
  /// The lock screen is about to go up: the app locked with a passcode set.
  case willPresent
  /// The user unlocked the app on the lock screen, this way.
  case didUnlock(UnlockMethod)
  /// The lock screen is about to go down: the app is unlocked, the passcode was erased or
  /// turned off, or the app protects nothing any more.
  case willClose
}

/// How the user unlocked the app on the lock screen.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum UnlockMethod: Hashable, Sendable {
  /// The passcode was typed.
  case passcode
  /// Face ID, Touch ID or Optic ID recognised the user.
  case biometrics
  /// The app's fallback (an account sign-in, "Forgot passcode?") said the user is who they
  /// claim; what follows (a reset, a new passcode) is the app's.
  case fallback

  /// The method a lock screen's ending and its screen's outcome tell; `nil` when the ending
  /// is no unlock.
  init?(_ ending: PasscodeFlow.Ending, outcome: PasscodeScreen.Outcome?) {
    switch ending {
    case .completed: self = outcome == .unlockedWithBiometrics ? .biometrics : .passcode
    case .fallbackSucceeded: self = .fallback
    default: return nil
    }
  }
}
