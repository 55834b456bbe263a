/// Why a typed passcode was refused before it reached the verifier (FMT-2, FMT-4).
///
/// Refused input never counts as a failed attempt. No case carries the input or any part of it
/// (MEM-2).
public enum InputError: Error, Equatable, Sendable {
  /// Nothing was entered.
  case empty
  /// Fewer characters than the format needs.
  case tooShort(minimum: Int)
  /// More characters than the format allows.
  case tooLong(maximum: Int)
  /// A numeric passcode contains something that is not a decimal digit (a letter, a sign,
  /// an emoji, an invisible direction mark…).
  case notADigit
  /// A numeric passcode contains a space or a tab (any Unicode space separator, such as the
  /// no-break or the ideographic space, counts as a space): often one typed or pasted at the
  /// end of a line.
  case spaceOrTab
  /// An alphanumeric passcode contains a character outside printable ASCII.
  case unsupportedCharacter
  /// The bytes are not valid UTF-8.
  case invalidEncoding

  /// A sentence for the person typing, saying what to do.
  public var message: String {
    switch self {
    case .empty: "Enter a passcode."
    case .tooShort(let minimum):
      "The passcode is too short: enter at least \(minimum) characters."
    case .tooLong(let maximum):
      "The passcode is too long: enter at most \(maximum) characters."
    case .notADigit: "The passcode may contain digits only."
    case .spaceOrTab:
      "The passcode contains a space or tab, but it may contain digits only: remove it, "
        + "including any at the end of the line."
    case .unsupportedCharacter:
      "The passcode may contain letters A–Z, digits, punctuation and spaces only."
    case .invalidEncoding: "The passcode is not valid text (UTF-8)."
    }
  }
}
