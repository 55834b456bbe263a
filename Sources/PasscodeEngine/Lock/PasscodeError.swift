/// Why setting, changing or removing a passcode failed.
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

  /// A sentence saying what went wrong and what to do.
  public var message: String {
    switch self {
    case .alreadySet: "A passcode is already set. Change it by entering the current one first."
    case .notSet: "No passcode is set."
    case .invalidInput(let error): error.message
    case .weak(.repeatedCharacter):
      "That passcode repeats one character and is easy to guess. Choose another."
    case .weak(.sequence):
      "That passcode is a simple sequence and is easy to guess. Choose another."
    case .weak(.common):
      "That passcode is one of the most common and is easy to guess. Choose another."
    case .unsupportedFormat:
      "That passcode format is not supported: use 4 to 12 digits, variable digits or alphanumeric."
    case .currentPasscodeRejected: "The current passcode was not accepted."
    case .store(let error): error.message
    case .verifierFailed(let error): error.message
    case .passcodeRequired: "Enter the passcode first, then turn on biometric unlock."
    case .biometricsUnavailable: "Biometric unlock is not available on this device now."
    }
  }
}
