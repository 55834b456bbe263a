extension LocalizedText {
  /// The sentence for a set, change or remove that failed.
  ///
  /// A host adds what to do in its own terms where it has some (a command, a settings
  /// screen): that the passcode can be changed instead of set, how to erase a damaged store.
  public init(error: PasscodeError) {
    switch error {
    case .alreadySet: self.init(.alreadySet)
    case .notSet: self.init(.notSet)
    case .invalidInput(let input): self.init(error: input)
    case .weak(let reason): self.init(weakness: reason)
    case .unsupportedFormat, .invalidConfiguration(.formatOutOfRange): self.init(.unsupportedFormat)
    case .invalidConfiguration(.maxFailuresOutOfRange(let limit)):
      let range = LockoutPolicy.maxFailuresRange
      self.init(
        .failureLimitOutOfRange, .number(limit), .number(range.lowerBound),
        .number(range.upperBound))
    // The engine never rejects the current passcode with a success; were it to, the change
    // did not happen.
    case .currentPasscodeRejected(.success): self.init(.checkFailed)
    case .currentPasscodeRejected(let result): self.init(result: result)
    case .store(let store): self.init(error: store)
    case .verifierFailed(let verifier): self.init(error: verifier)
    case .passcodeRequired: self.init(.biometricsNeedPasscode)
    case .biometricsUnavailable(let reason): self.init(biometricsUnavailable: reason)
    case .biometrics(let biometrics): self.init(error: biometrics)
    }
  }

  /// The main sentence for a verification's answer; the screens show the same keys.
  ///
  /// A wrong passcode that imposes a wait is told in two sentences: this one, then
  /// `LocalizedText(.tryAgainIn, .duration(wait))` (a screen says why and counts it down:
  /// `LocalizedText(.lockedOut, .countdown(_:))`). A lockout under way says why and how long
  /// (``StringKey/lockedOut``). The failure that reached the limit is told as the permanent
  /// lock it caused.
  public init(result: VerificationResult) {
    switch result {
    case .success: self.init(.unlocked)
    case .wrong(attemptsLeft: 0, _): self.init(.permanentlyLocked)
    case .wrong(let attemptsLeft, _): self.init(.wrongPasscode, .number(attemptsLeft))
    case .lockedOut(let timeLeft): self.init(.lockedOut, .duration(timeLeft))
    case .permanentlyLocked: self.init(.permanentlyLocked)
    case .duplicate(let attemptsLeft): self.init(.repeatedGuess, .number(attemptsLeft))
    case .invalidInput(let input): self.init(error: input)
    case .notSet: self.init(.notSet)
    case .storeError(let store): self.init(error: store)
    case .verifierFailed(let verifier): self.init(error: verifier)
    }
  }
}
