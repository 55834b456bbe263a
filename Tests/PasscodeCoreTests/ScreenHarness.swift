@_spi(Core) import PasscodeEngine

@_spi(Skins) @testable import PasscodeCore

/// Drives a screen and checks its invariants after every event (the screen's tests, and those
/// of its Passcode Options).
struct ScreenHarness {
  var screen: PasscodeScreen

  init(_ configuration: PasscodeScreen.Configuration) {
    screen = PasscodeScreen(configuration)
    screen.assertInvariants()
  }

  /// A screen in `mode` for `format`, offering the types of `formatChoices` (none by default;
  /// `PasscodeConfiguration.standardFormatChoices` for iOS Settings' four).
  init(
    mode: PasscodeScreen.Mode, format: PasscodeFormat = .default,
    formatChoices: [PasscodeFormat] = []
  ) {
    self.init(
      PasscodeScreen.Configuration(mode: mode, format: format, formatChoices: formatChoices))
  }

  @discardableResult
  mutating func send(_ events: PasscodeScreen.Event...) -> [PasscodeScreen.Effect] {
    send(events)
  }

  @discardableResult
  mutating func send(_ events: [PasscodeScreen.Event]) -> [PasscodeScreen.Effect] {
    var effects: [PasscodeScreen.Effect] = []
    for event in events {
      effects += screen.handle(event)
      screen.assertInvariants()
    }
    return effects
  }

  /// Presses the keypad's digit keys of `digits`.
  @discardableResult
  mutating func press(_ digits: String) -> [PasscodeScreen.Effect] {
    send(digits.map { .digit(UInt8(String($0))!) })
  }

  /// Types the characters of `text` on a keyboard.
  @discardableResult
  mutating func type(_ text: String) -> [PasscodeScreen.Effect] {
    send(text.unicodeScalars.map { .character($0) })
  }

  /// Opens the options and chooses `format`.
  @discardableResult
  mutating func choose(_ format: PasscodeFormat) -> [PasscodeScreen.Effect] {
    send(.formatOptionsRequested, .formatChosen(format))
  }

  var english: Localizer { Localizer(.english) }
  var title: String { english.string(screen.title) }
  var subtitle: String? { screen.subtitle.map(english.string) }
  var message: String? { screen.message.map { english.string($0.text) } }
  var buttonLabel: String? { screen.fallbackButtonLabel.map(english.string) }
  var entryBytes: [UInt8] { screen.entry.withUnsafeBytes { Array($0) } }

  /// What VoiceOver is told, in English.
  func spoken(_ effects: [PasscodeScreen.Effect]) -> [String] {
    effects.compactMap { effect in
      guard case .skin(.announce(let text)) = effect else { return nil }
      return english.string(text)
    }
  }
}

/// The token of the timer that clears the dots, if `effects` start one.
func clearToken(_ effects: [PasscodeScreen.Effect]) -> TimerToken? {
  effects.lazy.compactMap { effect -> TimerToken? in
    if case .driver(.clearDotsAfter(_, let token)) = effect { return token }
    return nil
  }.first
}
