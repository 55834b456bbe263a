import Testing

@testable import PasscodeCore

/// What secret input does with inserted text or a hidden field's new text: typed (revealed),
/// pasted or autofilled (never revealed), replaced, deleted, Return, refused; and the passcode
/// screen's events for it.
@Suite struct SecureFieldInputTests {
  let sentinel = String(SecureFieldInput.sentinel)

  func field(_ text: String, digitsOnly: Bool = true) -> SecureFieldInput {
    SecureFieldInput(fieldText: text, digitsOnly: digitsOnly)
  }

  func pasted(_ input: SecureFieldInput) -> [UInt8]? {
    guard case .event(.pasted(let bytes)) = input else { return nil }
    return bytes.withUnsafeBytes { Array($0) }
  }

  @Test func oneKeyIsTyped() {
    #expect(SecureFieldInput(inserting: "7", digitsOnly: true) == .event(.typed("7")))
    #expect(SecureFieldInput(inserting: "é", digitsOnly: false) == .event(.typed("é")))
  }

  @Test func returnIsNotText() {
    #expect(SecureFieldInput(inserting: "\n", digitsOnly: true) == .returnKey)
    #expect(SecureFieldInput(inserting: "\r", digitsOnly: false) == .returnKey)
  }

  @Test func otherScriptsDigitsBecomeASCII_FMT2() {
    #expect(SecureFieldInput(inserting: "٣", digitsOnly: true) == .event(.typed("3")))
    #expect(pasted(SecureFieldInput(inserting: "１２３", digitsOnly: true)) == Array("123".utf8))
  }

  @Test func digitFieldsRefuseOtherCharactersWhole() {
    #expect(SecureFieldInput(inserting: "a", digitsOnly: true) == .refused)
    #expect(SecureFieldInput(inserting: "12a4", digitsOnly: true) == .refused)
    #expect(SecureFieldInput(inserting: "", digitsOnly: true) == .refused)
    #expect(SecureFieldInput(inserting: " - ", digitsOnly: true) == .refused)
  }

  @Test func autofillAndPastesAreNeverRevealed() {
    #expect(
      pasted(SecureFieldInput(inserting: "123 456", digitsOnly: true)) == Array("123456".utf8))
    #expect(pasted(SecureFieldInput(inserting: "4", isPaste: true, digitsOnly: true)) == [0x34])
    #expect(pasted(SecureFieldInput(inserting: "pa ss", digitsOnly: false)) == Array("pa ss".utf8))
  }

  @Test func aSingleSeparatorTypedIsRefusedInDigitFields() {
    #expect(SecureFieldInput(inserting: "-", digitsOnly: true) == .refused)
    #expect(SecureFieldInput(inserting: "-", digitsOnly: false) == .event(.typed("-")))
  }

  @Test func anOversizedInsertionIsRefused() {
    let long = String(repeating: "9", count: SecretBuffer.maximumCapacity + 1)
    #expect(SecureFieldInput(inserting: long, digitsOnly: true) == .refused)
  }

  @Test func theInputDrivesAMaskedText() {
    var field = MaskedText(maximumLength: 6)
    _ = field.handle(.focusChanged(true))
    for text in ["1", "٢", "x", "3 4"] {
      if case .event(let event) = SecureFieldInput(inserting: text, digitsOnly: true) {
        _ = field.handle(event)
      }
    }
    #expect(field.count == 4)
    #expect(!field.isRevealing, "the last insertion was autofilled")
  }

  @Test func theClearButtonShowsWhileFocusedAndNotEmpty() {
    var field = MaskedText(maximumLength: 6)
    #expect(!field.showsClearButton)
    #expect(field.showsPlaceholder)
    _ = field.handle(.typed("1"))
    #expect(!field.showsClearButton, "not focused")
    _ = field.handle(.focusChanged(true))
    #expect(field.showsClearButton)
    #expect(!field.showsPlaceholder)
    _ = field.handle(.clear)
    #expect(!field.showsClearButton)
  }

  @Test func aZeroWidthSpaceInsertedIsKept() {
    #expect(
      pasted(SecureFieldInput(inserting: "a\u{200B}b", digitsOnly: false))
        == Array("a\u{200B}b".utf8))
  }

  // MARK: - A hidden field's text

  @Test func aHiddenFieldsTextSaysWhatHappened() {
    #expect(field(sentinel) == .refused, "nothing happened")
    #expect(field("") == .event(.deleteBackward))
    #expect(field(sentinel + "7") == .event(.typed("7")))
    #expect(field("7" + sentinel) == .event(.typed("7")), "a caret moved before the sentinel")
    #expect(field(sentinel + "123456") == .event(.pasted(code("123456"))))
    #expect(field("123456") == .event(.replaced(code("123456"))))
    #expect(
      field("é", digitsOnly: false) == .event(.replaced(code("é"))),
      "one character over everything replaces")
  }

  @Test func aHiddenDigitFieldFollowsTheSameRules() {
    #expect(field(sentinel + "٣") == .event(.typed("3")))
    #expect(field(sentinel + "a") == .refused)
    #expect(field(sentinel + "a", digitsOnly: false) == .event(.typed("a")))
    #expect(field(sentinel + "123 456") == .event(.pasted(code("123456"))))
    #expect(field("１２-３４") == .event(.replaced(code("1234"))))
    #expect(field(sentinel + "12a4") == .refused, "refused whole")
    #expect(field(sentinel + "ab c", digitsOnly: false) == .event(.pasted(code("ab c"))))
    #expect(field("-") == .refused, "a lone separator replaces nothing")
  }

  /// Typing, pasting and deleting through a hidden field into a real MaskedText.
  @Test func aHiddenFieldDrivesAMaskedText() {
    var masked = MaskedText(maximumLength: 6)
    _ = masked.handle(.focusChanged(true))
    for text in [sentinel + "4", sentinel + "2", ""] {
      let input = field(text)
      if case .event(let event) = input { _ = masked.handle(event) }
      input.wipe()
    }
    #expect(bytes(of: masked.secret()) == Array("4".utf8))
    let paste = field(sentinel + "98765")
    guard case .event(let event) = paste else {
      Issue.record("the paste was refused")
      return
    }
    _ = masked.handle(event)
    paste.wipe()
    #expect(bytes(of: masked.secret()) == Array("498765".utf8))
    #expect(!masked.isRevealing, "a paste never reveals")
  }

  @Test func wipeZeroesPastedCharacters() {
    let input = field(sentinel + "123456")
    guard case .event(.pasted(let buffer)) = input else {
      Issue.record("not a paste")
      return
    }
    input.wipe()
    #expect(buffer.isEmpty)
  }

  // MARK: - The passcode screen

  @Test func screenEvents() {
    #expect(PasscodeScreen.events(for: field("", digitsOnly: false)) == [.delete])
    #expect(
      PasscodeScreen.events(for: field(sentinel + "x", digitsOnly: false)) == [.character("x")])
    #expect(
      PasscodeScreen.events(for: field(sentinel + "ab", digitsOnly: false)) == [
        .character("a"), .character("b"),
      ])
    #expect(
      PasscodeScreen.events(for: field("ab", digitsOnly: false)) == [
        .clear, .character("a"), .character("b"),
      ])
    #expect(PasscodeScreen.events(for: field(sentinel, digitsOnly: false)) == [])
    #expect(
      PasscodeScreen.events(for: SecureFieldInput(inserting: "\n", digitsOnly: false)) == [.submit])
    #expect(
      PasscodeScreen.events(for: SecureFieldInput(inserting: "q", digitsOnly: false)) == [
        .character("q")
      ])
  }

  /// An alphanumeric passcode typed on a keyboard — through a hidden field, or inserted —
  /// reaches the lock intact.
  @Test func drivesAnAlphanumericScreen() {
    var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: .alphanumeric))
    var effects: [PasscodeScreen.Effect] = []
    for text in [sentinel + "p", sentinel + "x", "", sentinel + "a55w0rd"] {
      for event in PasscodeScreen.events(for: field(text, digitsOnly: false)) {
        effects += screen.handle(event)
      }
    }
    #expect(screen.dots == .variable(count: 8))
    for event in PasscodeScreen.events(for: SecureFieldInput(inserting: "\n", digitsOnly: false)) {
      effects += screen.handle(event)
    }
    #expect(effects.contains(.verify(code("pa55w0rd"))))
  }
}
