import Testing

@_spi(Skins) @testable import PasscodeCore

/// Types `text` into a field one character at a time, as a keyboard does.
private func type(_ text: String, into id: FieldID, of form: inout FormModel)
  -> [FormModel.Change]
{
  text.map { character in
    let end = form[id].text.utf16.count
    return form.shouldChange(id, range: end..<end, replacement: String(character))
  }
}

private func typeSecret(_ text: String, into id: FieldID, of form: inout FormModel) {
  for scalar in text.unicodeScalars { _ = form.handleSecure(id, .typed(scalar)) }
}

private func fill(_ form: inout FormModel, text: String, into id: FieldID) -> FormModel.Change {
  let count = form[id].text.utf16.count
  return form.shouldChange(id, range: 0..<count, replacement: text)
}

@Suite("FormModel")
struct FormModelTests {
  @Test("sign-up form: username, password, phone 3-3-4; return keys next, next, go")
  func signUpShape() {
    let form = FormModel.signUp()
    #expect(form.fields.map(\.id) == [.username, .password, .phone])
    #expect(form.fields.map(\.kind) == [.text, .secure, .segmented([3, 3, 4])])
    #expect(
      [FieldID.username, .password, .phone].map(form.returnKey(for:)) == [.next, .next, .go])
    #expect(form[.username].maximumLength == 16)
    #expect(form[.password].maximumLength == 16)
    #expect(form[.phone].maximumLength == 10)
    #expect(form[.phone].exactLength == 10)
    #expect(
      form.fields.map { Localizer(.german).string($0.label) } == [
        "Benutzername", "Passwort", "Telefonnummer",
      ])
  }

  @Test("typing: forbidden characters and characters past the limit cannot be typed")
  func typingLimits() {
    var form = FormModel.signUp()
    let changes = type("alice_in_wonderland", into: .username, of: &form)
    #expect(changes.prefix(16).allSatisfy { $0.decision == .allow })
    #expect(changes.dropFirst(16).allSatisfy { $0.decision == .deny })
    #expect(form[.username].text == "alice_in_wonder" + "l")
    var other = FormModel.signUp()
    #expect(type("é", into: .username, of: &other).map(\.decision) == [.deny])
    #expect(type("a b", into: .username, of: &other).map(\.decision) == [.allow, .allow, .allow])
  }

  @Test("a paste that breaks a rule is refused whole, never trimmed")
  func pasteRefusedWhole() {
    var form = FormModel.signUp()
    #expect(fill(&form, text: "a_very_long_user_name", into: .username).decision == .deny)
    #expect(form[.username].text.isEmpty)
    #expect(fill(&form, text: "josé", into: .username).decision == .deny)
    #expect(fill(&form, text: "jose", into: .username).decision == .allow)
    #expect(form[.username].text == "jose")
    // Replace the middle: UTF-16 ranges, as UIKit gives them.
    #expect(form.shouldChange(.username, range: 1..<3, replacement: "ul").decision == .allow)
    #expect(form[.username].text == "jule")
    #expect(
      form.shouldChange(.username, range: 3..<9, replacement: "x").decision == .deny,
      "range outside the text")
  }

  @Test("a pasted phone number drops separators, converts digits, and is spread over the groups")
  func phonePaste() {
    var form = FormModel.signUp()
    let change = fill(&form, text: "(555) 123-4567", into: .phone)
    #expect(change.decision == .replace(text: "5551234567", caret: 10))
    #expect(form[.phone].segments == ["555", "123", "4567"])
    var arabic = FormModel.signUp()
    #expect(fill(&arabic, text: "٥٥٥", into: .phone).decision == .replace(text: "555", caret: 3))
    #expect(type("a", into: .phone, of: &arabic).map(\.decision) == [.deny])
    #expect(
      fill(&arabic, text: "+1 555 123 4567", into: .phone).decision == .deny, "11 digits do not fit"
    )
    #expect(fill(&arabic, text: "555-12x-4567", into: .phone).decision == .deny)
    #expect(arabic[.phone].text == "555")
  }

  @Test("segments fill in turn; the active group moves on by itself")
  func segments() {
    var form = FormModel.signUp()
    #expect(form[.phone].activeSegment == 0)
    _ = type("5551", into: .phone, of: &form)
    #expect(form[.phone].segments == ["555", "1", ""])
    #expect(form[.phone].activeSegment == 1)
    _ = type("234567", into: .phone, of: &form)
    #expect(form[.phone].activeSegment == 2)
    #expect(type("8", into: .phone, of: &form).map(\.decision) == [.deny])
  }

  @Test("auto-advance: a complete exact-length field moves focus to the next field")
  func autoAdvance() {
    var form = FormModel(fields: [
      FormField(
        id: "code", label: LocalizedText(.username), kind: .segmented([3, 3]),
        contentType: .oneTimeCode),
      FormField(id: "name", label: LocalizedText(.username), kind: .text),
    ])
    _ = form.handle(.focused("code"))
    let changes = type("123456", into: "code", of: &form)
    #expect(changes.dropLast().allSatisfy { $0.effects.isEmpty })
    #expect(changes.last?.effects == [.focus("name")])
    #expect(form.focusedField == "name")
    // Deleting from a full field does not advance.
    var other = form
    let deletion = other.shouldChange("code", range: 5..<6, replacement: "")
    #expect(deletion == FormModel.Change(decision: .allow, effects: []))
  }

  @Test(
    "focus chain: next and previous, return moves on, go submits, a tap outside hides the keyboard")
  func focusChain() {
    var form = FormModel.signUp()
    #expect(form.handle(.focused(.username)).isEmpty)
    #expect(form.handle(.focusNext) == [.focus(.password)])
    #expect(form.handle(.returnPressed) == [.focus(.phone)])
    #expect(form.handle(.focusPrevious) == [.focus(.password)])
    #expect(form.handle(.tappedOutside) == [.focus(nil)])
    #expect(form.focusedField == nil)
    #expect(form.handle(.focusNext).isEmpty)
    _ = form.handle(.focused(.phone))
    #expect(form.handle(.focusNext) == [.focus(nil)], "past the last field the keyboard hides")
    _ = form.handle(.focused(.phone))
    let effects = form.handle(.returnPressed)
    #expect(effects.first == .focus(.username), "go submits: the first invalid field gets focus")
  }

  @Test("submit: per-field messages, the first problem focused and announced")
  func submitErrors() {
    var form = FormModel.signUp()
    let effects = form.handle(.submit)
    #expect(form.errors == [.username: .required, .password: .required, .phone: .required])
    #expect(effects == [.focus(.username), .announce(LocalizedText(.required))])

    _ = fill(&form, text: "alice", into: .username)
    #expect(form.errors[.username] == nil, "editing clears the field's error")
    typeSecret("short", into: .password, of: &form)
    _ = fill(&form, text: "555123", into: .phone)
    _ = form.handle(.submit)
    #expect(form.errors == [.password: .tooShort(minimum: 8), .phone: .wrongLength(exactly: 10)])
    #expect(
      form.errorText(for: .password).map(Localizer(.english).string)
        == "Enter at least 8 characters.")
    #expect(
      form.errorText(for: .phone).map(Localizer(.english).string) == "Enter exactly 10 digits.")
  }

  @Test("a valid form submits and hides the keyboard; the password is read as a secret")
  func submitValid() {
    var form = FormModel.signUp()
    _ = fill(&form, text: "alice", into: .username)
    typeSecret("s3cret-pw", into: .password, of: &form)
    _ = fill(&form, text: "5551234567", into: .phone)
    _ = form.handle(.focused(.phone))
    #expect(form.handle(.submit) == [.focus(nil), .submit])
    #expect(form.errors.isEmpty)
    #expect(form.secret(for: .password) == SecretBuffer(utf8: "s3cret-pw"))
    #expect(form[.password].text.isEmpty, "a secure value never sits in a String")
  }

  @Test("secure fields: rules filter typing and pastes; reveals follow focus")
  func secureField() throws {
    var form = FormModel.signUp()
    _ = form.handle(.focused(.password))
    #expect(form.handleSecure(.password, .typed("é")).isEmpty)
    #expect(form.handleSecure(.password, .pasted(SecretBuffer(utf8: "abcé"))).isEmpty)
    #expect(form[.password].count == 0, "a paste with a forbidden character is refused whole")
    let effects = form.handleSecure(.password, .typed("a"))
    guard case .secure(.password, .scheduleMask(_, let token)) = try #require(effects.first) else {
      Issue.record("typing reveals and schedules the mask: \(effects)")
      return
    }
    #expect(form[.password].secure?.displayText == "a")
    #expect(
      form.handle(.focusNext) == [.focus(.phone), .secure(.password, .cancelMaskTimer(token))])
    #expect(form[.password].secure?.displayText == "\u{2022}")
    typeSecret(String(repeating: "x", count: 20), into: .password, of: &form)
    #expect(form[.password].count == 16)
  }

  @Test("app events reach every secure field")
  func broadcast() throws {
    var form = FormModel.signUp()
    _ = form.handle(.focused(.password))
    let effects = form.handleSecure(.password, .typed("a"))
    guard case .secure(_, .scheduleMask(_, let token)) = try #require(effects.first) else { return }
    #expect(form.handle(.backgrounded) == [.secure(.password, .cancelMaskTimer(token))])
    _ = form.handle(.voiceOverChanged(true))
    #expect(
      form.handleSecure(.password, .typed("b")) == [
        .secure(.password, .announce(LocalizedText(.ofTotalEntered, .number(2), .number(16))))
      ])
  }

  @Test("sameAs compares secure values; a pattern must match the whole text")
  func customRules() {
    var form = FormModel(fields: [
      FormField(
        id: "email", label: LocalizedText(.username), kind: .text,
        rules: [.matching("[a-z]+@[a-z]+\\.[a-z]{2,}")]),
      FormField(id: "new", label: LocalizedText(.password), kind: .secure, rules: [.required]),
      FormField(
        id: "again", label: LocalizedText(.password), kind: .secure, rules: [.sameAs("new")]),
    ])
    _ = fill(&form, text: "x a@b.co", into: "email")
    typeSecret("hunter22", into: "new", of: &form)
    typeSecret("hunter23", into: "again", of: &form)
    #expect(
      form.validate() == ["email": .invalidFormat(.invalidFormat), "again": .mismatch("new")])
    _ = fill(&form, text: "a@b.co", into: "email")
    _ = form.handleSecure("again", .deleteBackward)
    typeSecret("2", into: "again", of: &form)
    #expect(form.validate().isEmpty)
  }

  @Test("an optional empty field passes; its other rules apply once something is typed")
  func optionalField() {
    var form = FormModel(fields: [
      FormField(
        id: "nick", label: LocalizedText(.username), kind: .text, rules: [.minimumLength(3)])
    ])
    #expect(form.validate().isEmpty)
    _ = fill(&form, text: "ab", into: "nick")
    #expect(form.validate() == ["nick": .tooShort(minimum: 3)])
  }
}
