/// Why a form field's value was refused on submit.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum FieldError: Error, Equatable, Sendable {
  /// The field is empty but required.
  case required
  /// Fewer characters than the minimum.
  case tooShort(minimum: Int)
  /// More characters than the maximum.
  case tooLong(maximum: Int)
  /// Not exactly the required number of characters.
  case wrongLength(exactly: Int)
  /// A character outside printable ASCII.
  case notASCII
  /// A character that is not a digit.
  case notDigits
  /// The value does not match the field's pattern; the message to show is attached.
  case invalidFormat(StringKey)
  /// The value differs from that of the field named.
  case mismatch(FieldID)

  /// The message to show under the field; `digits` words lengths in digits rather than
  /// characters.
  public func text(digits: Bool) -> LocalizedText {
    switch self {
    case .required: LocalizedText(.required)
    case .tooShort(let minimum):
      LocalizedText(digits ? .atLeastDigits : .atLeastCharacters, .number(minimum))
    case .tooLong(let maximum):
      LocalizedText(digits ? .atMostDigits : .atMostCharacters, .number(maximum))
    case .wrongLength(let length):
      LocalizedText(digits ? .exactlyDigits : .exactlyCharacters, .number(length))
    case .notASCII: LocalizedText(.asciiOnly)
    case .notDigits: LocalizedText(.digitsOnly)
    case .invalidFormat(let message): LocalizedText(message)
    case .mismatch: LocalizedText(.entriesDontMatch)
    }
  }
}
