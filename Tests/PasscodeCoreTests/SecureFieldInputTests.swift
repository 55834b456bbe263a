import PasscodeTestHelpers
import Testing

@_spi(Skins) @testable import PasscodeCore

/// What secret input does with inserted text: typed (revealed),
/// pasted or autofilled (never revealed), replaced, deleted, Return, refused; and the passcode
/// screen's events for it.
@Suite struct SecureFieldInputTests {
  func inserted(_ text: String, digitsOnly: Bool = false) -> SecureFieldInput {
    SecureFieldInput(inserting: text, digitsOnly: digitsOnly)
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

  @Test("other scripts' digits become ASCII (FMT-2)")
  func otherScriptsDigitsBecomeASCII() {
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

  @Test func wipeZeroesPastedCharacters() {
    let input = inserted("123456", digitsOnly: true)
    guard case .event(.pasted(let buffer)) = input else {
      Issue.record("not a paste")
      return
    }
    input.wipe()
    #expect(buffer.isEmpty)
  }

  // MARK: - The passcode screen

  @Test func screenEvents() {
    #expect(PasscodeScreen.events(for: .event(.deleteBackward)) == [.delete])
    #expect(PasscodeScreen.events(for: inserted("x")) == [.character("x")])
    #expect(PasscodeScreen.events(for: inserted("ab")) == [.character("a"), .character("b")])
    #expect(
      PasscodeScreen.events(for: .event(.replaced(code("ab")))) == [
        .clear, .character("a"), .character("b"),
      ])
    #expect(PasscodeScreen.events(for: .refused) == [])
    #expect(
      PasscodeScreen.events(for: SecureFieldInput(inserting: "\n", digitsOnly: false)) == [.submit])
    #expect(
      PasscodeScreen.events(for: SecureFieldInput(inserting: "q", digitsOnly: false)) == [
        .character("q")
      ])
  }

  /// An alphanumeric passcode typed and pasted on a keyboard reaches the lock intact.
  @Test func drivesAnAlphanumericScreen() {
    var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: .alphanumeric))
    var effects: [PasscodeScreen.Effect] = []
    let inputs = [inserted("p"), inserted("x"), .event(.deleteBackward), inserted("a55w0rd")]
    for input in inputs {
      for event in PasscodeScreen.events(for: input) {
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
