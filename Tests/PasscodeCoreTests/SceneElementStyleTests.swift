import Testing

@testable import PasscodeCore

/// The drawing and tap decisions every skin takes from a scene.
@Suite struct SceneElementStyleTests {
  func scene(
    _ screen: PasscodeScreen, theme: PasscodeTheme = .default(.light)
  ) -> PasscodeScene {
    let input = KeypadLayout.Input(
      canvas: LayoutSize(width: 393, height: 852),
      safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0), theme: theme,
      elements: screen.layoutElements(showsAppHeader: theme.showsAppHeader),
      dotCount: screen.layoutDotCount)
    return PasscodeScene(
      screen: screen, layout: input, localizer: Localizer(.english), appName: "Notes")
  }

  func element(_ kind: KeypadLayout.Element, in scene: PasscodeScene) -> PasscodeScene.Element? {
    scene.elements.first { $0.kind == kind }
  }

  func unlockScreen(biometrics: BiometricAvailability = .unavailable(.notEnabled))
    -> PasscodeScreen
  {
    PasscodeScreen(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: biometrics, offersFallback: true))
  }

  @Test func everyKeySendsWhatItShows() {
    var screen = unlockScreen(biometrics: .available(.faceID))
    _ = screen.handle(.digit(4))
    let scene = scene(screen)
    for slot in KeySlot.allCases {
      let style = scene.style(of: element(.key(slot), in: scene)!)
      switch slot {
      case .accessory: #expect(style.tapEvent == .biometricRequested)
      case .delete: #expect(style.tapEvent == .delete)
      default: #expect(style.tapEvent == .digit(slot.digit!))
      }
      #expect(style.isEnabled, "\(slot)")
    }
    #expect(scene.style(of: element(.cancelButton, in: scene)!).tapEvent == .cancel)
    #expect(scene.style(of: element(.fallbackButton, in: scene)!).tapEvent == .fallbackRequested)
  }

  @Test func cancelInTheAccessorySlotWithoutBiometrics() {
    let scene = scene(unlockScreen())
    let accessory = scene.style(of: element(.key(.accessory), in: scene)!)
    #expect(accessory.tapEvent == .cancel)
    #expect(accessory.shape == .none)
    #expect(element(.key(.delete), in: scene) == nil, "nothing typed, no Delete")
  }

  /// Sending each key's tap event to the screen does what the key says, so a skin that wires
  /// taps this way cannot mix keys up.
  @Test func tapsDriveTheScreen() {
    var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .create))
    for slot: KeySlot in [.one, .three, .five] {
      let scene = scene(screen)
      let event = scene.style(of: element(.key(slot), in: scene)!).tapEvent!
      _ = screen.handle(event)
    }
    #expect(screen.dots.filled == 3)
    let scene = scene(screen)
    _ = screen.handle(scene.style(of: element(.key(.delete), in: scene)!).tapEvent!)
    #expect(screen.dots.filled == 2)
    let again = self.scene(screen)
    _ = screen.handle(again.style(of: element(.key(.accessory), in: again)!).tapEvent!)
    #expect(screen.outcome == .cancelled)
  }

  @Test func aLockoutDimsAndDisablesTheKeys() {
    var screen = unlockScreen()
    for digit: UInt8 in [1, 2, 3, 4, 5, 6] { _ = screen.handle(.digit(digit)) }
    _ = screen.handle(.verified(.lockedOut(timeLeft: .seconds(60))))
    let scene = scene(screen)
    let theme = PasscodeTheme.default(.light)
    for slot in KeySlot.allCases {
      guard let key = element(.key(slot), in: scene) else { continue }
      let style = scene.style(of: key)
      #expect(style.opacity == SceneElementStyle.blockedKeyOpacity)
      if slot.digit != nil { #expect(!style.isEnabled) }
    }
    let message = scene.style(of: element(.message, in: scene)!)
    #expect(message.textColor == theme.titleColor)
    #expect(message.maximumLines == 2)
    #expect(scene.style(of: element(.title, in: scene)!).opacity == 1)
  }

  @Test func errorsUseTheErrorColourAndDigitKeysTheKeyShape() {
    var screen = unlockScreen()
    for digit: UInt8 in [1, 2, 3, 4, 5, 6] { _ = screen.handle(.digit(digit)) }
    _ = screen.handle(.verified(.wrong(attemptsLeft: 3, wait: .zero)))
    for theme in PasscodeTheme.Preset.allCases.map({ $0.theme(.dark) }) {
      let scene = scene(screen, theme: theme)
      #expect(scene.style(of: element(.message, in: scene)!).textColor == theme.errorColor)
      let five = scene.style(of: element(.key(.five), in: scene)!)
      #expect(five.shape == .key)
      #expect(five.textColor == theme.keyTextColor)
      #expect(five.cornerRadius == scene.layout.keyCornerRadius)
      #expect(five.fontSize == scene.layout.typography.key)
      #expect(five.fontWeight == theme.fonts.key.weight)
      #expect(!five.isEnabled, "held after the error")
      let title = scene.style(of: element(.title, in: scene)!)
      #expect(title.textColor == theme.titleColor && title.tapEvent == nil && !title.isEnabled)
      #expect(title.isHeading)
      #expect(scene.elements.filter { scene.style(of: $0).isHeading }.map(\.kind) == [.title])
    }
  }

  @Test func dotFillsFollowTheEntry() {
    var fixed = unlockScreen()
    _ = fixed.handle(.digit(1))
    _ = fixed.handle(.digit(2))
    #expect(scene(fixed).dotFills == [true, true, false, false, false, false])
    var variable = PasscodeScreen(
      PasscodeScreen.Configuration(mode: .unlock, format: .alphanumeric))
    #expect(scene(variable).dotFills == [])
    for scalar in "abc".unicodeScalars { _ = variable.handle(.character(scalar)) }
    #expect(scene(variable).dotFills == [true, true, true])
    let submit = scene(variable).style(of: element(.submitButton, in: scene(variable))!)
    #expect(submit.tapEvent == .submit && !submit.isEnabled, "OK waits for six characters")
  }

  @Test func thePanelAndTheAppHeader() {
    let screen = unlockScreen()
    let theme = PasscodeTheme.default(.light)
    let input = KeypadLayout.Input(
      canvas: LayoutSize(width: 1024, height: 1366), theme: theme,
      elements: screen.layoutElements(showsAppHeader: true), dotCount: 6)
    let scene = PasscodeScene(
      screen: screen, layout: input, localizer: Localizer(.english), appName: "Notes")
    let panel = scene.style(of: element(.panel, in: scene)!)
    #expect(panel.shape == .panel && panel.cornerRadius == SceneElementStyle.panelCornerRadius)
    let headerElement = element(.appHeader, in: scene)!
    let header = scene.style(of: headerElement)
    #expect(header.shape == .appHeader && header.fontWeight == .semibold)
    #expect(header.fontSize <= headerElement.frame.height * 0.5)
    #expect(header.textColor == theme.titleColor)
  }
}
