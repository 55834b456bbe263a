import Testing

@_spi(Skins) @testable import PasscodeCore

/// The keyboard, autocorrection and segment gaps of a form field.
@Suite struct FieldKeyboardTests {
  @Test func theSignUpFormsKeyboards() {
    let form = FormModel.signUp()
    #expect(form[.username].keyboard == .ascii)
    #expect(form[.password].keyboard == .ascii)
    #expect(form[.phone].keyboard == .numberPad)
    for field in form.fields { #expect(!field.allowsAutocorrection) }
  }

  @Test func freeTextMayBeCorrected() {
    let note = FormField(id: "note", label: LocalizedText(.username), kind: .text)
    #expect(note.keyboard == .standard)
    #expect(note.allowsAutocorrection)
    let digits = FormField(id: "pin", label: LocalizedText(.username), kind: .numeric)
    #expect(digits.keyboard == .numberPad)
    #expect(!digits.allowsAutocorrection)
  }

  @Test func digitsAutofillAndAccountDetailsAreNeverCorrected() {
    let pin = FormField(
      id: "pin", label: LocalizedText(.password), kind: .secure, rules: [.digitsOnly])
    #expect(pin.keyboard == .numberPad)
    #expect(!pin.allowsAutocorrection)
    let code = FormField(
      id: "code", label: LocalizedText(.username), kind: .segmented([3, 3]),
      contentType: .oneTimeCode)
    #expect(code.keyboard == .numberPad)
    let user = FormField(
      id: "user", label: LocalizedText(.username), kind: .text, contentType: .username)
    #expect(user.keyboard == .standard)
    #expect(!user.allowsAutocorrection)
  }

  @Test func segmentsBreakAfterEachFullGroup() {
    var form = FormModel.signUp()
    #expect(form[.phone].segmentBreaks == [])
    _ = form.shouldChange(.phone, range: 0..<0, replacement: "555")
    #expect(form[.phone].segmentBreaks == [2])
    _ = form.shouldChange(.phone, range: 3..<3, replacement: "1234567")
    #expect(form[.phone].segmentBreaks == [2, 5])
    #expect(form[.username].segmentBreaks == [])
  }
}
