import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("FormModel refusals and return key words")
struct FormModelRefusalTests {
  let english = Localizer(.english)

  /// Types `text` into a field that is not secure, one character at a time.
  private func type(_ text: String, into id: FieldID, of form: inout FormModel) {
    for character in text {
      let end = form[id].text.utf16.count
      _ = form.shouldChange(id, range: end..<end, replacement: String(character))
    }
  }

  @Test("the return key says Next before the last field and Go on it, as iOS's return keys")
  func returnKeyWords() {
    let form = FormModel.signUp()
    #expect(
      [FieldID.username, .password, .phone].map { english.string(form.returnKeyLabel(for: $0)) }
        == ["Next", "Next", "Go"])
    #expect(Localizer(.german).string(form.returnKeyLabel(for: .phone)) == "Los")
    let single = FormModel(fields: [
      FormField(id: "code", label: LocalizedText(.password), kind: .text)
    ])
    #expect(english.string(single.returnKeyLabel(for: "code")) == "Go", "one field submits")
  }

  @Test("a character the field refuses is named; one it takes is not refused")
  func characterNotAllowed() {
    var form = FormModel.signUp()
    #expect(form.refusal(typing: "a", into: .username) == nil)
    let refusal = form.refusal(typing: "ï", into: .username)
    #expect(refusal.map(english.string) == "“ï” is not allowed here.")
    type("alïce", into: .username, of: &form)
    #expect(form[.username].text == "alce", "the refused character was not typed")
    #expect(
      form.refusal(typing: "x", into: .phone).map(english.string) == "“x” is not allowed here.")
    #expect(form.refusal(typing: "٣", into: .phone) == nil, "digits of another script are taken")
  }

  @Test("a character that cannot be seen is not quoted")
  func invisibleCharacters() {
    let form = FormModel.signUp()
    for scalar: Unicode.Scalar in ["\u{7}", "\u{200B}", "\u{301}", "\t"] {
      #expect(
        form.refusal(typing: scalar, into: .username).map(english.string)
          == "That character is not allowed here.", "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test("a secure field never shows the refused character")
  func secureCharacterNotShown() {
    var form = FormModel.signUp()
    let refusal = form.refusal(typing: "é", into: .password)
    #expect(refusal.map(english.string) == "That character is not allowed here.")
    #expect(refusal.map { english.string($0).contains("é") } == false)
    #expect(form.refusal(typing: "e", into: .password) == nil)
    for scalar in "0123456789abcdef".unicodeScalars {
      _ = form.handleSecure(.password, .typed(scalar))
    }
    #expect(form[.password].count == 16)
    #expect(
      form.refusal(typing: "g", into: .password).map(english.string)
        == "Enter at most 16 characters.", "the 17th character")
    #expect(
      form.refusal(typing: "é", into: .password).map(english.string)
        == "That character is not allowed here.", "a forbidden character is named first")
  }

  @Test("past the maximum: the length sentence, in digits for a digits-only field of fixed length")
  func pastTheMaximum() {
    var form = FormModel.signUp()
    type("abcdefghijklmnop", into: .username, of: &form)
    #expect(
      form.refusal(typing: "q", into: .username).map(english.string)
        == "Enter at most 16 characters.")
    type("5551234567", into: .phone, of: &form)
    #expect(form[.phone].text == "5551234567")
    #expect(
      form.refusal(typing: "8", into: .phone).map(english.string) == "Enter exactly 10 digits.")
    #expect(
      Localizer(.german).string(form.refusal(typing: "ï", into: .username)!)
        == "„ï“ ist hier nicht erlaubt.")
  }
}
