extension InputError {
  /// The error as a localized message; `numeric` chooses "digits" over "characters". The
  /// keys are the ones a form field uses for the same problems (`FieldError`), so each problem
  /// has one wording.
  func text(numeric: Bool) -> LocalizedText {
    switch self {
    case .empty: LocalizedText(.enterAPasscode)
    case .tooShort(let minimum):
      LocalizedText(numeric ? .atLeastDigits : .atLeastCharacters, .number(minimum))
    case .tooLong(let maximum):
      LocalizedText(numeric ? .atMostDigits : .atMostCharacters, .number(maximum))
    case .notADigit, .spaceOrTab: LocalizedText(.digitsOnly)
    case .unsupportedCharacter, .invalidEncoding: LocalizedText(.asciiOnly)
    }
  }
}
