extension PasscodeScreen {
  /// Something that happened: a key press, an answer from the lock, a timer, the app's life
  /// cycle.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Event: Equatable, Sendable {
    /// A digit key, 0…9, was pressed (any other value traps: a programming error). In an
    /// alphanumeric format the digit is typed as a character.
    case digit(UInt8)
    /// A character was typed on a hardware or software keyboard. It is appended to the
    /// secret buffer as UTF-8, normalised like the lock does (FMT-2: `٣` and `３` type `3`);
    /// characters the format does not allow are ignored, so they can never be typed.
    case character(Unicode.Scalar)
    /// The Delete key was pressed.
    case delete
    /// Everything typed is to be erased.
    case clear
    /// The OK/Return key was pressed (variable-length and alphanumeric formats; a fixed-length
    /// code is submitted when its last digit arrives).
    case submit
    /// The user cancelled the screen.
    case cancel
    /// The user pressed the biometric key (or the host wants to prompt on appearance).
    case biometricRequested
    /// The system's biometric prompt finished.
    case biometricResult(BiometricResult)
    /// The host re-evaluated `BiometricPolicy` (e.g. the user enabled biometrics).
    case biometricAvailabilityChanged(BiometricAvailability)
    /// The user pressed the fallback button ("Use Password").
    case fallbackRequested
    /// The user pressed the app's own action (``Configuration/secondaryActionTitle``).
    case secondaryActionRequested
    /// The host's fallback (account password) finished; `succeeded` when the user proved who
    /// they are.
    case fallbackFinished(succeeded: Bool)
    /// The user pressed Erase Data on the permanently locked screen
    /// (``PermanentLockRecovery/erase``).
    case recoveryRequested
    /// The host's recovery ended: `erased` when its data and the passcode were erased (the
    /// flow then ends as ``Outcome/erased``), `false` when the user backed out or erasing
    /// failed (the screen stays permanently locked).
    case recoveryFinished(erased: Bool)
    /// The user pressed Passcode Options (``Accessories/formatOptions``): the skin shows the
    /// other passcode types (``SkinEffect/showFormatOptions(_:)``).
    case formatOptionsRequested
    /// The user chose a passcode type from the options: the entry is cleared and the new
    /// passcode is typed, confirmed and stored in `format`. Ignored unless the options are
    /// showing and offer it.
    case formatChosen(PasscodeFormat)
    /// The options were dismissed without a choice (Cancel, or a tap outside the popover).
    case formatOptionsDismissed
    /// The lock's status, loaded when the screen appears (so that a lockout in progress shows
    /// its countdown at once) or announced after a change (so that the current passcode is
    /// asked for in its new format).
    case statusLoaded(PasscodeStatus)
    /// The store could not be read for the status: the screen takes no input and says so —
    /// for a damaged store (`StoreError.isDamage`) with its way out — until a status loads.
    case storeFailed(StoreError)
    /// The lock's answer to ``LockRequest/verify(_:)``.
    case verified(VerificationResult)
    /// The lock's answer to ``LockRequest/setPasscode(_:format:)``,
    /// ``LockRequest/changePasscode(current:new:format:)`` or ``LockRequest/removePasscode(current:)``:
    /// `nil` when it succeeded.
    case updated(PasscodeError?)
    /// A tick scheduled with ``DriverEffect/scheduleTick(after:token:)`` is due; `elapsed` is the
    /// time since it was scheduled, measured by the skin on a monotonic clock (the screen
    /// reads no clock).
    case tick(TimerToken, elapsed: Duration)
    /// The delay of ``DriverEffect/clearDotsAfter(_:token:)`` has passed.
    case clearDotsTimerFired(TimerToken)
    /// The app went to the background: partial input is wiped (MEM-1).
    case backgrounded
    /// The app came back to the foreground.
    case foregrounded
  }

  /// How the system's biometric prompt ended.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum BiometricResult: Equatable, Sendable {
    /// The user was recognised, and the skin released the biometric-protected secret (BIO-1).
    case success
    /// The user or the system dismissed the prompt.
    case cancelled
    /// The user was not recognised.
    case failed
    /// Too many failed attempts: the sensor is locked until the device passcode is entered.
    case lockedOut
    /// Biometrics are not available any more (enrolment removed, permission revoked).
    case unavailable
  }
}
