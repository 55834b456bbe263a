import Testing

@_spi(Skins) @testable import PasscodeCore

/// What the passcode screen asks of the keyboard: the one answer both iOS skins follow.
@Suite struct PasscodeScreenKeyboardRequestTests {
  @Test("only alphanumeric formats ask for the software keyboard; numeric ones take hardware keys")
  func onlyAlphanumericFormatsAskForTheSoftwareKeyboard() {
    for format: PasscodeFormat in [.numeric(length: 6), .numeric(length: 4), .variableNumeric] {
      let screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: format))
      #expect(screen.keyboardRequest == .hardwareKeys)
      #expect(!SecureInputTraits(screen: screen).showsSoftwareKeyboard)
    }
    let screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .create, format: .alphanumeric))
    #expect(screen.keyboardRequest == .softwareKeyboard)
    #expect(SecureInputTraits(screen: screen).showsSoftwareKeyboard)
  }

  @Test(
    "the software keyboard goes down while input is blocked, and every key input once the flow ends"
  )
  func goesDownWhenInputIsBlockedOrTheFlowEnds() {
    let configuration = PasscodeScreen.Configuration(
      mode: .unlock, format: .alphanumeric, offersFallback: true)
    var locked = PasscodeScreen(configuration)
    for scalar in "abcdef".unicodeScalars { _ = locked.handle(.character(scalar)) }
    _ = locked.handle(.submit)
    #expect(locked.keyboardRequest == .softwareKeyboard, "stays up while the lock answers")
    _ = locked.handle(.verified(.lockedOut(timeLeft: .seconds(60))))
    #expect(locked.keyboardRequest == .hardwareKeys, "Escape still cancels during a lockout")

    var fallback = PasscodeScreen(configuration)
    _ = fallback.handle(.fallbackRequested)
    #expect(fallback.keyboardRequest == .hardwareKeys)
    _ = fallback.handle(.fallbackFinished(succeeded: false))
    #expect(fallback.keyboardRequest == .softwareKeyboard)

    var done = PasscodeScreen(configuration)
    _ = done.handle(.cancel)
    #expect(done.keyboardRequest == .none)
    var numericDone = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock))
    _ = numericDone.handle(.cancel)
    #expect(numericDone.keyboardRequest == .none, "a numeric screen gives up the focus too")

    var permanent = PasscodeScreen(configuration)
    _ = permanent.handle(
      .statusLoaded(
        PasscodeStatus(
          isSet: true, format: .alphanumeric, failures: 10, maxFailures: 10,
          lockoutRemaining: .zero, isPermanentlyLocked: true)))
    #expect(permanent.keyboardRequest == .hardwareKeys)
  }
}
