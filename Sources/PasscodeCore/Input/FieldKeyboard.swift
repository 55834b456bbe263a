/// The software keyboard an input asks for, for every skin (UIKit's `keyboardType`, SwiftUI's
/// `.keyboardType`): a form field's, decided from its kind and rules (`FormField.keyboard`),
/// or a secret input's (``SecureInputTraits/keyboard``).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum FieldKeyboard: String, CaseIterable, Hashable, Sendable {
  /// The standard keyboard, in the user's language.
  case standard
  /// A keyboard of ASCII characters only (for fields restricted to printable ASCII).
  case ascii
  /// The number pad (digits-only fields).
  case numberPad
}
