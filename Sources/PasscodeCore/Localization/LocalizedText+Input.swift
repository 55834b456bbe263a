extension LocalizedText {
  /// The sentence for input that does not fit the passcode's format (FMT-2, FMT-4).
  ///
  /// Lengths use the keys a form field uses for the same problems (`FieldError`), so each
  /// problem has one wording, in digits or characters as the error's unit says.
  public init(error: InputError) {
    switch error {
    case .empty: self.init(.enterAPasscode)
    case .tooShort(let minimum, let unit):
      self.init(unit == .digits ? .atLeastDigits : .atLeastCharacters, .number(minimum))
    case .tooLong(let maximum, let unit):
      self.init(unit == .digits ? .atMostDigits : .atMostCharacters, .number(maximum))
    case .notADigit: self.init(.digitsOnly)
    case .spaceOrTab: self.init(.spaceOrTab)
    case .unsupportedCharacter: self.init(.asciiOnly)
    case .invalidEncoding: self.init(.invalidEncoding)
    }
  }

  /// The sentence for a new passcode that is too easy to guess (FMT-3).
  public init(weakness reason: WeakPasscodePolicy.Reason) {
    switch reason {
    case .repeatedCharacter: self.init(.weakRepeated)
    case .sequence: self.init(.weakSequence)
    case .common: self.init(.weakCommon)
    }
  }
}
