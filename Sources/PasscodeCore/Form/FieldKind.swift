/// What kind of input a form field takes.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum FieldKind: Hashable, Sendable {
  /// Free text.
  case text
  /// Secret text, held in a ``MaskedText`` (shown as bullets, the last character briefly).
  case secure
  /// Digits only (a number pad).
  case numeric
  /// Digits shown in groups, such as a phone number 3-3-4 or a one-time code 3-3. It is one
  /// input (one text field owns the keyboard), so one-time-code and phone-number autofill fill
  /// it in one go; the groups are drawn from ``FormField/segments``.
  case segmented([Int])

  /// Whether only digits may be entered.
  public var isDigits: Bool {
    switch self {
    case .numeric, .segmented: true
    case .text, .secure: false
    }
  }
}
