import Testing

@_spi(Skins) @testable import PasscodeCore

/// The one input configuration of every secret input: secure entry with every correction off,
/// the keyboard, Return, AutoFill and hardware keys for the passcode screen, a form's secure
/// field and a stand-alone code field.
@Suite struct SecureInputTraitsTests {
  func screen(_ format: PasscodeFormat) -> PasscodeScreen {
    PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: format))
  }

  /// Every way to make traits, for the checks that hold for all of them.
  var everyTraits: [SecureInputTraits] {
    let form = FormModel.signUp()
    return PasscodeFormat.allCases.map(SecureInputTraits.init(format:))
      + PasscodeFormat.allCases.map { SecureInputTraits(screen: screen($0)) }
      + [SecureInputTraits(field: form[.password], in: form)]
      + FieldContentType.allCases.map(SecureInputTraits.digitCode(contentType:))
  }

  @Test func everyInputIsSecureWithNothingCorrected() {
    for traits in everyTraits {
      #expect(traits.isSecureTextEntry)
      #expect(!traits.autocorrects && !traits.autocapitalizes && !traits.checksSpelling)
      #expect(!traits.smartQuotes && !traits.smartDashes && !traits.smartInsertDelete)
      #expect(!traits.enablesReturnKeyAutomatically)
    }
  }

  @Test func alphanumericPasscodesAreTypedOnAnASCIIKeyboardWithGo() {
    let traits = SecureInputTraits(screen: screen(.alphanumeric))
    #expect(traits.keyboard == .ascii)
    #expect(traits.returnKey == .go)
    #expect(traits.showsSoftwareKeyboard)
    #expect(traits.contentType == .none, "an app passcode is not a saved password")
    #expect(!traits.digitsOnly, "the screen normalises and filters what is typed itself")
    #expect(traits == SecureInputTraits(format: .alphanumeric))
  }

  @Test func numericPasscodesShowNoSoftwareKeyboardButHearHardwareKeys() {
    for format: PasscodeFormat in [.numeric(length: 4), .numeric(length: 6), .variableNumeric] {
      let traits = SecureInputTraits(screen: screen(format))
      #expect(!traits.showsSoftwareKeyboard, "the screen's keypad types")
      #expect(traits.hardwareKeys == .all)
      #expect(traits.keyboard == .numberPad)
      #expect(traits.contentType == .none)
      #expect(!traits.digitsOnly)
      #expect(
        screen(format).keyboardRequest == .hardwareKeys,
        "focused, so that a hardware keyboard types")
    }
  }

  @Test func hardwareKeysTheInputTakes() {
    let numeric = SecureInputTraits(screen: screen(.default))
    for key: KeyboardKey in [.character("7"), .character("a"), .backspace, .returnKey, .escape] {
      #expect(numeric.takes(key))
    }
    #expect(!numeric.takes(.other), "arrows and function keys go on up the responder chain")
    #expect(!numeric.takesInsertedText, "a key taken as a press is not typed again as text")

    let typing = SecureInputTraits(screen: screen(.alphanumeric))
    #expect(typing.hardwareKeys == .escape)
    #expect(typing.takes(.escape), "Escape cancels")
    #expect(typing.takesInsertedText)
    for key: KeyboardKey in [.character("a"), .backspace, .returnKey, .other] {
      #expect(!typing.takes(key), "the system types it through the secure input")
    }

    let form = FormModel.signUp()
    for traits in [SecureInputTraits(field: form[.password], in: form), .digitCode()] {
      for key: KeyboardKey in [.character("1"), .backspace, .returnKey, .escape, .other] {
        #expect(!traits.takes(key))
      }
      #expect(traits.takesInsertedText)
    }
  }

  @Test func theSoftwareKeyboardGoesDownDuringALockoutAndKeysStillCancel() {
    var locked = screen(.alphanumeric)
    for scalar in "abcdef".unicodeScalars { _ = locked.handle(.character(scalar)) }
    _ = locked.handle(.submit)
    _ = locked.handle(.verified(.lockedOut(timeLeft: .seconds(60))))
    let traits = SecureInputTraits(screen: locked)
    #expect(!traits.showsSoftwareKeyboard)
    #expect(traits.hardwareKeys == .all)
    #expect(traits.keyboard == .ascii)
    #expect(
      locked.keyboardRequest == .hardwareKeys, "Escape still cancels from a hardware keyboard")
    #expect(PasscodeScreen.event(for: .escape) == .cancel)
  }

  @Test func focusGoesOnceTheFlowIsOver() {
    var done = screen(.default)
    #expect(done.keyboardRequest == .hardwareKeys)
    _ = done.handle(.cancel)
    #expect(done.keyboardRequest == .none)
  }

  @Test func formSecureFieldsTakeTheFieldsKeyboardAutoFillAndReturnKey() {
    let form = FormModel.signUp()
    let password = SecureInputTraits(field: form[.password], in: form)
    #expect(password.keyboard == form[.password].keyboard)
    #expect(password.keyboard == .ascii)
    #expect(password.contentType == .newPassword)
    #expect(password.returnKey == .next)
    #expect(password.showsSoftwareKeyboard)
    #expect(!password.digitsOnly)

    let pinForm = FormModel(fields: [
      FormField(id: "pin", label: LocalizedText(.password), kind: .secure, rules: [.digitsOnly])
    ])
    let pin = SecureInputTraits(field: pinForm["pin"], in: pinForm)
    #expect(pin.keyboard == .numberPad)
    #expect(pin.digitsOnly)
    #expect(pin.returnKey == .go, "the last field submits")
  }

  @Test func returnKeysOfTheForm() {
    #expect(SecureInputTraits.ReturnKey(.next) == .next)
    #expect(SecureInputTraits.ReturnKey(.go) == .go)
  }

  @Test func standAloneCodeFieldsOfferOneTimeCodes() {
    let code = SecureInputTraits.digitCode()
    #expect(code.contentType == .oneTimeCode)
    #expect(code.keyboard == .numberPad)
    #expect(code.returnKey == .done)
    #expect(code.digitsOnly)
    #expect(code.showsSoftwareKeyboard)
    #expect(SecureInputTraits.digitCode(contentType: .password).contentType == .password)
  }
}

/// What the system's text input sees of a secure input: bullets, the caret at the end.
@Suite struct SecureTextDocumentTests {
  @Test func theSystemReadsBulletsOnly() {
    let document = SecureTextDocument(count: 4)
    #expect(document.text(in: 0..<4) == "••••")
    #expect(document.text(in: 1..<3) == "••")
    #expect(document.text(in: 2..<9) == "••", "clamped to the document")
    #expect(SecureTextDocument(count: 0).text(in: 0..<0).isEmpty)
  }

  @Test func theCaretIsAlwaysAtTheEnd() {
    #expect(SecureTextDocument(count: 3).selection == 3..<3)
    #expect(SecureTextDocument(count: 0).selection == 0..<0)
    #expect(SecureTextDocument(count: -2).count == 0)
  }

  @Test func positionsStayInTheDocument() {
    let document = SecureTextDocument(count: 3)
    #expect(document.clamped(-1) == 0)
    #expect(document.clamped(7) == 3)
    #expect(document.range(from: 3, to: 1) == 1..<3)
    #expect(document.range(from: -4, to: 10) == 0..<3)
    #expect(document.position(from: 1, offset: 2) == 3)
    #expect(document.position(from: 3, offset: 1) == nil)
    #expect(document.position(from: 0, offset: -1) == nil)
  }
}

/// Replacing characters of a secure input (AutoFill, the system's text input) takes the same
/// path as typing; the middle is never edited.
@Suite struct SecureFieldInputReplacingTests {
  func bytes(_ input: SecureFieldInput) -> [UInt8]? {
    switch input {
    case .event(.pasted(let bytes)), .event(.replaced(let bytes)):
      bytes.withUnsafeBytes { Array($0) }
    default: nil
    }
  }

  @Test func atTheEndItIsTyping() {
    #expect(
      SecureFieldInput(replacing: 2..<2, of: 2, with: "7", digitsOnly: true)
        == .event(.typed("7")))
    #expect(SecureFieldInput(replacing: 0..<0, of: 0, with: "\n", digitsOnly: true) == .returnKey)
    let autofill = SecureFieldInput(replacing: 0..<0, of: 0, with: "123 456", digitsOnly: true)
    guard case .event(.pasted) = autofill else {
      Issue.record("an autofilled code is pasted, never revealed: \(autofill)")
      return
    }
    #expect(bytes(autofill) == Array("123456".utf8))
  }

  @Test func everythingReplacedIsNeverRevealed() {
    let input = SecureFieldInput(replacing: 0..<3, of: 3, with: "9", digitsOnly: true)
    guard case .event(.replaced) = input else {
      Issue.record("a replacement is never typed, even of one character: \(input)")
      return
    }
    #expect(bytes(input) == Array("9".utf8))
    #expect(SecureFieldInput(replacing: 0..<3, of: 3, with: "", digitsOnly: true) == .event(.clear))
    #expect(SecureFieldInput(replacing: 0..<3, of: 3, with: "x", digitsOnly: true) == .refused)
  }

  @Test func theLastCharacterDeleted() {
    #expect(
      SecureFieldInput(replacing: 4..<5, of: 5, with: "", digitsOnly: false)
        == .event(.deleteBackward))
  }

  @Test func theMiddleIsNeverEdited() {
    #expect(SecureFieldInput(replacing: 1..<2, of: 5, with: "", digitsOnly: false) == .refused)
    #expect(SecureFieldInput(replacing: 1..<1, of: 5, with: "a", digitsOnly: false) == .refused)
    #expect(SecureFieldInput(replacing: 3..<5, of: 5, with: "", digitsOnly: false) == .refused)
    #expect(SecureFieldInput(replacing: 4..<5, of: 5, with: "b", digitsOnly: false) == .refused)
  }

  @Test("a new password's rules go to the system's suggestion; other fields have none")
  func passwordRulesFollowTheFieldsRules() {
    let form = FormModel.signUp()
    let password = form.fields.filter { $0.id == .password }
    #expect(password.count == 1)
    let traits = password.map { SecureInputTraits(field: $0, in: form) }
    #expect(
      traits.map(\.passwordRules) == ["minlength: 8; maxlength: 16; allowed: ascii-printable;"])
    #expect(SecureInputTraits.digitCode().passwordRules == nil)
    #expect(
      SecureInputTraits.passwordRules(for: [.required, .exactLength(6), .digitsOnly])
        == "minlength: 6; maxlength: 6; allowed: digit;")
    #expect(SecureInputTraits.passwordRules(for: [.required]) == nil)
  }

  @Test("a field without a label is named for what it holds")
  func fieldsHaveAVoiceOverName() {
    let english = Localizer(.english)
    #expect(english.string(SecureInputTraits.digitCode().accessibilityLabel) == "One-Time Code")
    #expect(
      english.string(SecureInputTraits.digitCode(contentType: .password).accessibilityLabel)
        == "Password")
    #expect(
      english.string(SecureInputTraits.digitCode(contentType: .none).accessibilityLabel)
        == "Code")
  }
}
