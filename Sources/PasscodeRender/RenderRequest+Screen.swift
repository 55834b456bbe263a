@_spi(Skins) import PasscodeCore

extension RenderRequest {
  /// The screen in the requested state, reached by sending a real ``PasscodeScreen`` the
  /// events a user and the lock would: an unlock screen for a 6-digit code, offering the
  /// device's biometrics, Cancel and the fallback.
  ///
  /// | state | events |
  /// |---|---|
  /// | empty | none |
  /// | partial | two digits |
  /// | error | six digits, `.verified(.wrong(attemptsLeft: 6, wait: 0))`, the clear timer |
  /// | lockout | six digits, `.verified(.lockedOut(timeLeft: 299 s))` |
  /// | locked | six digits, `.verified(.permanentlyLocked)` |
  package func makeScreen() -> PasscodeScreen {
    var configuration = PasscodeScreen.Configuration(
      mode: .unlock, biometrics: .available(biometry), offersFallback: true)
    configuration.secondaryActionTitle = secondaryAction
    var screen = PasscodeScreen(configuration)
    func type(_ digits: [UInt8]) -> [PasscodeScreen.Effect] {
      digits.flatMap { screen.handle(.digit($0)) }
    }
    let code: [UInt8] = [2, 5, 8, 0, 4, 7]
    switch state {
    case .empty:
      break
    case .partial:
      _ = type(Array(code.prefix(2)))
    case .error:
      _ = type(code)
      for case .driver(.clearDotsAfter(_, let token)) in screen.handle(
        .verified(.wrong(attemptsLeft: 6, wait: .zero)))
      {
        _ = screen.handle(.clearDotsTimerFired(token))
      }
    case .lockout:
      _ = type(code)
      _ = screen.handle(.verified(.lockedOut(timeLeft: .seconds(299))))
    case .locked:
      _ = type(code)
      _ = screen.handle(.verified(.permanentlyLocked))
    }
    return screen
  }

  /// The layout input for this request: iOS metrics, size classes from the canvas.
  package func layoutInput(for screen: PasscodeScreen) -> KeypadLayout.Input {
    let theme = resolvedTheme
    return KeypadLayout.Input(
      canvas: canvas, safeArea: safeArea, textSize: textSize,
      direction: locale.layoutDirection, metrics: .iOS, theme: theme,
      elements: screen.layoutElements(showsAppHeader: theme.showsAppHeader),
      dotCount: screen.layoutDotCount)
  }

  /// The frame: the screen in its state, laid out and labelled in the requested language.
  package func frame() -> ScreenFrame {
    let screen = makeScreen()
    return ScreenFrame(
      screen: screen, layout: layoutInput(for: screen), localizer: Localizer(locale),
      appName: appName)
  }

  /// The output: SVG or JSON, as requested.
  package func render() -> String {
    let frame = frame()
    switch format {
    case .svg: return frame.svg()
    case .json: return frame.json()
    }
  }
}
