extension FieldID {
  /// The sign-up form's user name.
  public static let username: FieldID = "username"
  /// The sign-up form's password.
  public static let password: FieldID = "password"
  /// The sign-up form's phone number.
  public static let phone: FieldID = "phone"
}

extension FormModel {
  /// The sign-up form of `passcode form` and the UIKit and SwiftUI demos:
  ///
  /// | field | kind | rules |
  /// |---|---|---|
  /// | ``FieldID/username`` | text | required, ASCII, at most 16 characters |
  /// | ``FieldID/password`` | secure | required, ASCII, 8 to 16 characters |
  /// | ``FieldID/phone`` | segmented 3-3-4 | required, exactly 10 digits |
  public static func signUp() -> FormModel {
    FormModel(fields: [
      FormField(
        id: .username, label: LocalizedText(.username), kind: .text, contentType: .username,
        rules: [.required, .asciiOnly, .maximumLength(16)]),
      FormField(
        id: .password, label: LocalizedText(.password), kind: .secure, contentType: .newPassword,
        rules: [.required, .asciiOnly, .minimumLength(8), .maximumLength(16)]),
      FormField(
        id: .phone, label: LocalizedText(.phoneNumber), kind: .segmented([3, 3, 4]),
        contentType: .telephoneNumber, rules: [.required]),
    ])
  }
}
