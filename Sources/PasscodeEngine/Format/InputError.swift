/// Why a typed passcode was refused before it reached the verifier (FMT-2, FMT-4).
///
/// Refused input never counts as a failed attempt. No case carries the input or any part of it
/// (MEM-2). The cases are data, not sentences: PasscodeCore words each one
/// (`LocalizedText(error)`).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum InputError: Error, Equatable, Sendable {
  /// Nothing was entered.
  case empty
  /// Fewer characters than the format needs: at least `minimum`, counted in `unit`.
  case tooShort(minimum: Int, unit: LengthUnit)
  /// More characters than the format allows: at most `maximum`, counted in `unit`.
  case tooLong(maximum: Int, unit: LengthUnit)
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

  /// What a passcode's length is counted in: digits for numeric formats, characters for
  /// alphanumeric ones.
  ///
  /// This enumeration is complete.
  public enum LengthUnit: Equatable, Sendable {
    /// Decimal digits.
    case digits
    /// Characters.
    case characters
  }
}
