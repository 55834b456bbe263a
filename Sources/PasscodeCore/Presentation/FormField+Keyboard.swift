/// The software keyboard a form field asks for.
public enum FieldKeyboard: String, CaseIterable, Hashable, Sendable {
  /// The full keyboard of the user's language.
  case standard
  /// A keyboard of ASCII letters, digits and punctuation.
  case asciiCapable
  /// Digits only.
  case numberPad
}

extension FormField {
  /// The keyboard that fits the field's rules: digits-only fields get the number pad,
  /// ASCII-only fields the ASCII keyboard, the others the standard one. The rules are still
  /// enforced on every edit (a hardware keyboard or a paste can type anything).
  public var keyboard: FieldKeyboard {
    if isDigitsOnly { return .numberPad }
    return rules.contains(.asciiOnly) ? .asciiCapable : .standard
  }

  /// Whether the system may correct, complete and capitalise what is typed: only in free text
  /// that is not an account detail. Names, passwords, codes and numbers are typed as they are.
  public var allowsAutocorrection: Bool {
    kind == .text && contentType == .none && !rules.contains(.asciiOnly)
  }
}
