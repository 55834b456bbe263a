/// What a field holds, so that the system can offer autofill (`UITextContentType`).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum FieldContentType: String, CaseIterable, Hashable, Sendable {
  /// Nothing special.
  case none
  /// A user name.
  case username
  /// An existing password.
  case password
  /// A new password (the system may suggest a strong one).
  case newPassword
  /// A one-time code from a message.
  case oneTimeCode
  /// A telephone number.
  case telephoneNumber
}
