extension InputError {
  /// The error as a localized message; `numeric` chooses "digits" over "characters". Worded
  /// like the same problems in forms (``FieldError``).
  func text(numeric: Bool) -> LocalizedText {
    switch self {
    case .empty: LocalizedText(.enterAPasscode)
    case .tooShort(let minimum): FieldError.tooShort(minimum: minimum).text(digits: numeric)
    case .tooLong(let maximum): FieldError.tooLong(maximum: maximum).text(digits: numeric)
    case .notADigit, .spaceOrTab: FieldError.notDigits.text(digits: numeric)
    case .unsupportedCharacter, .invalidEncoding: FieldError.notASCII.text(digits: numeric)
    }
  }
}
