import Testing

@_spi(Skins) @testable import PasscodeCore

/// When the system keyboard is wanted for the passcode screen.
@Suite struct PasscodeScreenSystemKeyboardTests {
  @Test func onlyAlphanumericFormatsUseIt() {
    for format: PasscodeFormat in [.numeric(length: 6), .numeric(length: 4), .variableNumeric] {
      let screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: format))
      #expect(!screen.usesSystemKeyboard && !screen.wantsSystemKeyboard)
    }
    let screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .create, format: .alphanumeric))
    #expect(screen.usesSystemKeyboard && screen.wantsSystemKeyboard)
  }

  @Test func goesDownWhenInputIsBlockedOrTheFlowEnds() {
    let configuration = PasscodeScreen.Configuration(
      mode: .unlock, format: .alphanumeric, offersFallback: true)
    var locked = PasscodeScreen(configuration)
    for scalar in "abcdef".unicodeScalars { _ = locked.handle(.character(scalar)) }
    _ = locked.handle(.submit)
    #expect(locked.wantsSystemKeyboard, "stays up while the lock answers")
    _ = locked.handle(.verified(.lockedOut(timeLeft: .seconds(60))))
    #expect(!locked.wantsSystemKeyboard)

    var fallback = PasscodeScreen(configuration)
    _ = fallback.handle(.fallbackRequested)
    #expect(!fallback.wantsSystemKeyboard)
    _ = fallback.handle(.fallbackFinished(succeeded: false))
    #expect(fallback.wantsSystemKeyboard)

    var done = PasscodeScreen(configuration)
    _ = done.handle(.cancel)
    #expect(!done.wantsSystemKeyboard)

    var permanent = PasscodeScreen(configuration)
    _ = permanent.handle(
      .statusLoaded(
        PasscodeStatus(
          isSet: true, format: .alphanumeric, failures: 10, maxFailures: 10,
          lockoutRemaining: .zero, isPermanentlyLocked: true)))
    #expect(!permanent.wantsSystemKeyboard)
  }
}
