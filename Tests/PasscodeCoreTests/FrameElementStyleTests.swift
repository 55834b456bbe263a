import Testing

@_spi(Skins) @testable import PasscodeCore

/// The drawing decisions every renderer takes from a scene: the skins and the SVG.
@Suite struct FrameElementStyleTests {
  func scene(
    _ screen: PasscodeScreen, theme: PasscodeTheme = .default(.light)
  ) -> ScreenFrame {
    iPhoneScene(screen, theme: theme)
  }

  func element(_ kind: KeypadLayout.Element, in scene: ScreenFrame) -> ScreenFrame.Element? {
    scene.elements.first { $0.kind == kind }
  }

  func unlockScreen() -> PasscodeScreen {
    PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, offersFallback: true))
  }

  @Test func wordsAreDrawnInTheButtonFont() {
    let scene = scene(unlockScreen())
    let theme = scene.theme
    let accessory = scene.style(of: element(.key(.accessory), in: scene)!)
    #expect(accessory.shape == .none)
    #expect(accessory.fill == nil)
    #expect(accessory.textColor == theme.buttonTextColor)
    #expect(accessory.fontSize == scene.layout.typography.keyWord)
    #expect(accessory.fontWeight == theme.fonts.button.weight)
    #expect(accessory.maximumLines == scene.layout.lineLimits.keyWord)
    let fallback = scene.style(of: element(.fallbackButton, in: scene)!)
    #expect(fallback.fontSize == scene.layout.typography.button)
    #expect(fallback.maximumLines == scene.layout.lineLimits.button)
    #expect(
      fallback.textColor == accessory.textColor && fallback.fontWeight == accessory.fontWeight)
  }

  @Test func aLockoutDimsTheDigitKeysOnly() {
    var screen = unlockScreen()
    for digit: UInt8 in [1, 2, 3, 4, 5, 6] { _ = screen.handle(.digit(digit)) }
    _ = screen.handle(.verified(.lockedOut(timeLeft: .seconds(60))))
    let scene = scene(screen)
    let theme = scene.theme
    for element in scene.elements {
      let opacity = scene.style(of: element).opacity
      if case .key(let slot) = element.kind, slot.digit != nil {
        #expect(opacity == FrameElementStyle.dimmedKeypadOpacity, "\(element.id)")
      } else {
        #expect(opacity == 1, "\(element.id)")
      }
    }
    let message = scene.style(of: element(.message, in: scene)!)
    #expect(message.textColor == theme.titleColor)
    #expect(message.maximumLines == scene.layout.lineLimits.message)
    #expect(message.maximumLines >= 1)
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
      #expect(five.fill == theme.keyFill)
      #expect(five.textColor == theme.keyTextColor)
      #expect(five.cornerRadius == scene.layout.keyCornerRadius)
      #expect(five.fontSize == scene.layout.typography.key)
      #expect(five.fontWeight == theme.fonts.key.weight)
      #expect(five.opacity == 1)
      let title = scene.style(of: element(.title, in: scene)!)
      #expect(title.textColor == theme.titleColor)
      #expect(title.isHeading)
      #expect(scene.elements.filter { scene.style(of: $0).isHeading }.map(\.kind) == [.title])
      let subtitle = element(.subtitle, in: scene).map(scene.style(of:))
      #expect(subtitle == nil || subtitle?.textColor == theme.secondaryTextColor)
    }
  }

  @Test func thePanelAndTheAppHeader() {
    let screen = unlockScreen()
    let theme = PasscodeTheme.default(.light)
    let input = KeypadLayout.Input(
      canvas: LayoutSize(width: 1024, height: 1366), theme: theme,
      elements: screen.layoutElements(showsAppHeader: true), dotCount: 6)
    let scene = ScreenFrame(
      screen: screen, layout: input, localizer: Localizer(.english), appName: "Notes")
    let panel = scene.style(of: element(.panel, in: scene)!)
    #expect(panel.shape == .panel)
    #expect(panel.cornerRadius == FrameElementStyle.panelCornerRadius)
    #expect(panel.fill == theme.panelFill)
    let headerElement = element(.appHeader, in: scene)!
    let header = scene.style(of: headerElement)
    #expect(header.shape == .appHeader && header.fontWeight == .semibold)
    #expect(header.fontSize <= headerElement.frame.height * 0.5)
    #expect(header.textColor == theme.titleColor)
    #expect(header.fill == theme.dotFilledColor)
    #expect(
      header.cornerRadius
        == headerElement.frame.height * FrameElementStyle.appIconCornerFraction)
  }

  /// The field keypad draws its keys as the screen does, at the grid's sizes.
  @Test func theFieldKeypadMatchesTheScreensKeys() {
    let theme = PasscodeTheme.default(.dark)
    let grid = KeypadGrid(width: 390, textSize: .extraLarge, theme: theme)
    let seven = FrameElementStyle.key(.seven, of: grid, theme: theme)
    #expect(seven.shape == .key)
    #expect(seven.fontSize == grid.keyFontSize)
    #expect(seven.cornerRadius == grid.keyCornerRadius)
    #expect(seven.textColor == theme.keyTextColor)
    let delete = FrameElementStyle.key(.delete, of: grid, theme: theme)
    #expect(delete.shape == .none)
    #expect(delete.fontSize == grid.buttonFontSize)
    #expect(delete.textColor == theme.buttonTextColor)

    let scene = scene(unlockScreen(), theme: theme)
    var onScreen = scene.style(of: element(.key(.seven), in: scene)!)
    #expect(seven.keyFace == grid.keyFace)
    #expect(seven.lettersFont?.size == grid.keyFace.letterSize)
    (onScreen.fontSize, onScreen.cornerRadius) = (seven.fontSize, seven.cornerRadius)
    (onScreen.keyFace, onScreen.lettersFont) = (seven.keyFace, seven.lettersFont)
    #expect(onScreen == seven, "the same colours, weights and shape")
  }
}
