/// Why an operation of the lock failed: the one error type PasscodeKit's public API throws to
/// apps (the lock's, `PasscodeKit`'s and `PasscodeController`'s), wrapping the store's
/// failures as ``store(_:)`` and the platform biometrics' as ``biometrics(_:)``.
///
/// The cases are data, not sentences: PasscodeCore words each one (`LocalizedText(error)`).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum PasscodeError: Error, Equatable, Sendable {
  /// A passcode is already set; change it with the current one instead.
  case alreadySet
  /// No passcode is set.
  case notSet
  /// The new passcode does not fit its format.
  case invalidInput(InputError)
  /// The new passcode is too easy to guess (FMT-3).
  case weak(WeakPasscodePolicy.Reason)
  /// The format asked for is outside FMT-1's ranges.
  case unsupportedFormat
  /// The lock's ``PasscodeConfiguration`` is outside its ranges — a failure limit outside
  /// ``LockoutPolicy/maxFailuresRange`` (LOCK-7), a format outside FMT-1's: thrown by
  /// ``PasscodeConfiguration/validate()`` and by every set or change, before anything is
  /// read or stored. A programming error of the app's, never the user's.
  case invalidConfiguration(PasscodeConfiguration.Problem)
  /// The current passcode was not accepted; the verification's answer is attached. Checking
  /// the current passcode counts against the same limit as unlocking (LOCK-3).
  case currentPasscodeRejected(VerificationResult)
  /// The store could not be read or written.
  case store(StoreError)
  /// The verifier could not enrol the new passcode.
  case verifierFailed(VerifierError)
  /// Enter the passcode first: biometrics can be enabled only shortly after a passcode success.
  case passcodeRequired
  /// Biometric unlock cannot be enabled now, for the reason given.
  case biometricsUnavailable(BiometricAvailability.Reason)
  /// The platform's biometrics failed to keep or delete their token.
  case biometrics(BiometricError)
}
