import Testing

@_spi(Skins) @testable import PasscodeCore

/// What skins draw and send, derived from the screen: presses, enabled controls, dimming,
/// message colours, dots, hardware keys, the layout input.
@Suite struct PasscodeScreenPresentationTests {
  func screen(
    _ mode: PasscodeScreen.Mode = .unlock, format: PasscodeFormat = .default,
    biometrics: BiometricAvailability = .unavailable(.notEnabled), allowsCancel: Bool = true,
    offersFallback: Bool = false
  ) -> PasscodeScreen {
    PasscodeScreen(
      PasscodeScreen.Configuration(
        mode: mode, format: format, biometrics: biometrics, allowsCancel: allowsCancel,
        offersFallback: offersFallback))
  }

  @Test func digitKeysTypeTheirDigit() {
    let screen = screen()
    for slot in KeySlot.allCases {
      guard let digit = slot.digit else { continue }
      #expect(screen.event(forPressing: .key(slot)) == .digit(digit))
      #expect(screen.isEnabled(.key(slot)))
    }
    #expect(screen.event(forPressing: .key(.delete)) == .delete)
  }

  @Test func theAccessoryKeyDoesWhatItHolds() {
    let withBiometrics = screen(biometrics: .available(.faceID))
    #expect(withBiometrics.event(forPressing: .key(.accessory)) == .biometricRequested)
    #expect(withBiometrics.event(forPressing: .cancelButton) == .cancel)
    let plain = screen()
    #expect(plain.event(forPressing: .key(.accessory)) == .cancel)
    let stuck = screen(allowsCancel: false)
    #expect(stuck.event(forPressing: .key(.accessory)) == nil)
    #expect(!stuck.isEnabled(.key(.accessory)))
  }

  @Test func buttonsAndTextsSendWhatTheySay() {
    let screen = screen(offersFallback: true)
    #expect(screen.event(forPressing: .fallbackButton) == .fallbackRequested)
    #expect(screen.event(forPressing: .submitButton) == .submit)
    for element in [KeypadLayout.Element.panel, .appHeader, .title, .subtitle, .dots, .message] {
      #expect(screen.event(forPressing: element) == nil)
      #expect(!screen.isEnabled(element))
    }
  }

  @Test func pressingThroughTheMappingDrivesTheScreen() {
    var screen = screen(format: .numeric(length: 4))
    for slot in [KeySlot.one, .nine, .delete, .two] {
      guard let event = screen.event(forPressing: .key(slot)) else { continue }
      _ = screen.handle(event)
    }
    #expect(screen.dots == .fixed(filled: 2, total: 4))
  }

  @Test func okIsEnabledOnceEnoughIsTyped() {
    var screen = screen(format: .variableNumeric)
    #expect(!screen.isEnabled(.submitButton))
    for _ in 0..<4 { _ = screen.handle(.digit(7)) }
    #expect(screen.isEnabled(.submitButton))
  }

  @Test func aLockoutDimsTheDigitKeysButCancelStaysUsableAndUndimmed() {
    var screen = screen()
    #expect(!screen.dimsKeypad)
    #expect(screen.keypadOpacity == 1)
    #expect(screen.opacity(of: .key(.five)) == 1)
    for _ in 0..<6 { _ = screen.handle(.digit(9)) }
    _ = screen.handle(.verified(.lockedOut(timeLeft: .seconds(60))))
    #expect(screen.dimsKeypad)
    #expect(screen.keypadOpacity == PasscodeScreen.dimmedKeypadOpacity)
    #expect(!screen.isEnabled(.key(.five)))
    #expect(screen.isEnabled(.key(.accessory)))
    #expect(screen.opacity(of: .key(.five)) == PasscodeScreen.dimmedKeypadOpacity)
    // Cancel in the accessory slot still works, so it is drawn as a working control.
    #expect(screen.opacity(of: .key(.accessory)) == 1)
    #expect(screen.opacity(of: .message) == 1)
    #expect(screen.opacity(of: .cancelButton) == 1)
    _ = screen.handle(.verified(.permanentlyLocked))
    var locked = self.screen()
    for _ in 0..<6 { _ = locked.handle(.digit(9)) }
    _ = locked.handle(.verified(.permanentlyLocked))
    #expect(locked.dimsKeypad)
  }

  @Test func messagesTakeTheColourOfTheirKind() {
    let theme = PasscodeTheme.default(.light)
    var screen = screen()
    #expect(screen.messageColor(in: theme) == nil)
    for _ in 0..<6 { _ = screen.handle(.digit(9)) }
    _ = screen.handle(.verified(.wrong(attemptsLeft: 3, wait: .zero)))
    #expect(screen.messageColor(in: theme) == theme.errorColor)
    var locked = self.screen()
    for _ in 0..<6 { _ = locked.handle(.digit(9)) }
    _ = locked.handle(.verified(.lockedOut(timeLeft: .seconds(5))))
    #expect(locked.messageColor(in: theme) == theme.titleColor)
  }

  @Test func fixedDotsFillFromTheStart() {
    var screen = screen(format: .numeric(length: 4))
    #expect(screen.dotFills == [false, false, false, false])
    _ = screen.handle(.digit(1))
    _ = screen.handle(.digit(2))
    #expect(screen.dotFills == [true, true, false, false])
  }

  @Test func variableDotsAreOnePerCharacter() {
    var screen = screen(format: .alphanumeric)
    #expect(screen.dotFills.isEmpty)
    for scalar in "ab3".unicodeScalars { _ = screen.handle(.character(scalar)) }
    #expect(screen.dotFills == [true, true, true])
  }

  @Test func hardwareKeysMapToScreenEvents() {
    #expect(PasscodeScreen.event(for: .character("4")) == .character("4"))
    #expect(PasscodeScreen.event(for: .backspace) == .delete)
    #expect(PasscodeScreen.event(for: .returnKey) == .submit)
    #expect(PasscodeScreen.event(for: .escape) == .cancel)
    #expect(PasscodeScreen.event(for: .other) == nil)
    var screen = screen()
    for key in [KeyboardKey.character("٣"), .character("x"), .character("5"), .backspace] {
      if let event = PasscodeScreen.event(for: key) { _ = screen.handle(event) }
    }
    #expect(screen.dots == .fixed(filled: 1, total: 6))
  }

  @Test func theLayoutInputMakesRoomForTheScreensElements() {
    let screen = screen(biometrics: .available(.touchID), offersFallback: true)
    let theme = PasscodeTheme.default(.dark)
    let input = screen.layoutInput(
      canvas: LayoutSize(width: 390, height: 844),
      safeArea: LayoutInsets(top: 47, left: 0, bottom: 34, right: 0), horizontalSizeClass: nil,
      verticalSizeClass: nil, textSize: .extraLarge, direction: .rightToLeft, metrics: .iOS,
      theme: theme)
    #expect(input.elements == [.appHeader, .cancelButton, .fallbackButton])
    #expect(input.dotCount == 6)
    #expect(input.horizontalSizeClass == .compact)
    #expect(input.verticalSizeClass == .regular)
    #expect(input.textSize == .extraLarge)
    #expect(input.direction == .rightToLeft)
    let layout = KeypadLayout.compute(input)
    #expect(layout.cancelButton != nil)
    #expect(layout.fallbackButton != nil)
  }

  /// A view laid out before it has a size (UIKit's first pass) must not trap.
  @Test func anEmptyCanvasLaysOutWithoutTrapping() {
    let screen = screen(biometrics: .available(.faceID), offersFallback: true)
    for canvas in [LayoutSize(width: 0, height: 0), LayoutSize(width: 1, height: 1)] {
      let input = screen.layoutInput(
        canvas: canvas, safeArea: .zero, horizontalSizeClass: .compact,
        verticalSizeClass: .regular, textSize: .large, direction: .leftToRight, metrics: .iOS,
        theme: .default(.light))
      let scene = ScreenFrame(
        screen: screen, layout: input, localizer: Localizer(.english), appName: "Notes")
      #expect(scene.layout.needsScrolling)
      #expect(!scene.elements.isEmpty)
    }
  }
}
