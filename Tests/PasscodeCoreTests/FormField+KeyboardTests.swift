import Testing

@testable import PasscodeCore

/// The keyboard and autocorrection each kind of field asks for.
@Suite struct FormFieldKeyboardTests {
  @Test func theSignUpForm() {
    let form = FormModel.signUp()
    #expect(form[.username].keyboard == .asciiCapable)
    #expect(form[.password].keyboard == .asciiCapable)
    #expect(form[.phone].keyboard == .numberPad)
    #expect(FieldID.allSignUp.allSatisfy { !form[$0].allowsAutocorrection })
  }

  @Test func eachKind() {
    let note = FormField(id: "note", label: LocalizedText(.username), kind: .text)
    #expect(note.keyboard == .standard && note.allowsAutocorrection)
    let digits = FormField(
      id: "pin", label: LocalizedText(.password), kind: .secure, rules: [.digitsOnly])
    #expect(digits.keyboard == .numberPad && !digits.allowsAutocorrection)
    let count = FormField(id: "count", label: LocalizedText(.username), kind: .numeric)
    #expect(count.keyboard == .numberPad && !count.allowsAutocorrection)
    let code = FormField(
      id: "code", label: LocalizedText(.username), kind: .segmented([3, 3]),
      contentType: .oneTimeCode)
    #expect(code.keyboard == .numberPad)
    let email = FormField(
      id: "user", label: LocalizedText(.username), kind: .text, contentType: .username)
    #expect(email.keyboard == .standard && !email.allowsAutocorrection)
  }
}

extension FieldID {
  static let allSignUp: [FieldID] = [.username, .password, .phone]
}
