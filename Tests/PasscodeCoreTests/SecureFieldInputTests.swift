import Testing

@testable import PasscodeCore

/// What a secure field does with inserted text: typed (revealed), pasted or autofilled
/// (never revealed), Return, refused.
@Suite struct SecureFieldInputTests {
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
}
