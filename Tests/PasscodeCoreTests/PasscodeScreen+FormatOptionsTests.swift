@_spi(Core) import PasscodeEngine
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// iOS Settings' four passcode types, which these screens offer.
private let settingsTypes = PasscodeConfiguration.standardFormatChoices

@Suite("PasscodeScreen: Passcode Options")
struct PasscodeScreenFormatOptionsTests {
  @Test("create: the options button shows the other types; none reaches the lock")
  func optionsOffered() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    #expect(harness.screen.accessories.contains(.formatOptions))
    #expect(harness.buttonLabel == "Passcode Options")
    #expect(harness.screen.layoutElements(showsAppHeader: false).contains(.fallbackButton))
    #expect(harness.screen.event(forPressing: .fallbackButton) == .formatOptionsRequested)
    #expect(harness.screen.isEnabled(.fallbackButton))
    let effects = harness.send(.formatOptionsRequested)
    #expect(
      effects == [.showFormatOptions([.alphanumeric, .variableNumeric, .numeric(length: 4)])])
    // While the list shows, nothing is typed; the button stays, disabled, so that the iPad
    // popover keeps its anchor (on rotation too).
    #expect(!harness.screen.isInputEnabled)
    #expect(harness.buttonLabel == "Passcode Options")
    #expect(!harness.screen.isEnabled(.fallbackButton))
    #expect(harness.screen.event(forPressing: .fallbackButton) == nil)
    #expect(harness.send(.digit(4)).isEmpty)
    #expect(harness.send(.formatOptionsRequested).isEmpty)
    harness.send(.formatOptionsDismissed)
    #expect(harness.screen.isEnabled(.fallbackButton))
  }

  @Test("the names of the types, as iOS Settings words them")
  func names() {
    let english = Localizer(.english)
    #expect(english.string(PasscodeScreen.name(of: .numeric(length: 4))) == "4-Digit Numeric Code")
    #expect(english.string(PasscodeScreen.name(of: .numeric(length: 6))) == "6-Digit Numeric Code")
    #expect(english.string(PasscodeScreen.name(of: .variableNumeric)) == "Custom Numeric Code")
    #expect(english.string(PasscodeScreen.name(of: .alphanumeric)) == "Custom Alphanumeric Code")
    for locale in PasscodeLocale.allCases {
      let localizer = Localizer(locale)
      let names = PasscodeFormat.allCases.map { localizer.string(PasscodeScreen.name(of: $0)) }
      #expect(Set(names).count == names.count, "\(locale.rawValue): each type has its own name")
    }
  }

  @Test("choosing 4 digits clears the entry; dots, subtitle and confirmation follow; set stores it")
  func chooseFourDigits() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.type("48")
    #expect(harness.screen.dots == .fixed(filled: 2, total: 6))
    let effects = harness.choose(.numeric(length: 4))
    #expect(effects.last == .announce(LocalizedText(.useDigits, .number(4))))
    #expect(harness.screen.entry.isEmpty, "choosing clears what was typed")
    #expect(harness.screen.format == .numeric(length: 4))
    #expect(harness.screen.newPasscodeFormat == .numeric(length: 4))
    #expect(harness.screen.dots == .fixed(filled: 0, total: 4))
    #expect(harness.screen.layoutDotCount == 4)
    #expect(harness.subtitle == "Use 4 digits")
    #expect(!harness.screen.accessories.contains(.submit))
    #expect(harness.screen.isInputEnabled)
    // Four digits submit at once, as a 4-digit code does.
    #expect(harness.type("4802").last == .announce(LocalizedText(.confirmPasscode)))
    #expect(harness.title == "Confirm Passcode")
    #expect(harness.screen.dots == .fixed(filled: 0, total: 4))
    #expect(harness.type("4802").last == .setPasscode(code("4802"), format: .numeric(length: 4)))
    #expect(harness.send(.updated(nil)).last == .dismiss(.passcodeSet))
  }

  @Test("choosing alphanumeric brings the system keyboard, variable dots and OK")
  func chooseAlphanumeric() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    #expect(harness.screen.keyboardRequest == .hardwareKeys)
    harness.send(.formatOptionsRequested)
    #expect(harness.screen.keyboardRequest == .hardwareKeys)
    harness.send(.formatChosen(.alphanumeric))
    #expect(harness.screen.keyboardRequest == .softwareKeyboard)
    #expect(harness.subtitle == "Use at least 4 characters")
    #expect(harness.screen.layoutDotCount == nil)
    #expect(harness.screen.layoutElements(showsAppHeader: false).contains(.submitButton))
    harness.type("tiger lily")
    #expect(harness.screen.dots == .variable(count: 10))
    #expect(harness.screen.accessories.contains(.submit))
    #expect(harness.send(.submit).last == .announce(LocalizedText(.confirmPasscode)))
    #expect(
      harness.screen.keyboardRequest == .softwareKeyboard,
      "the confirmation is typed in the same format")
    harness.type("tiger lily")
    #expect(harness.send(.submit).last == .setPasscode(code("tiger lily"), format: .alphanumeric))
  }

  @Test("custom numeric: letters are ignored, at least 4 digits, submitted with OK")
  func chooseCustomNumeric() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.choose(.variableNumeric)
    #expect(harness.subtitle == "Use at least 4 digits")
    harness.type("4x8y0")
    #expect(harness.screen.dots == .variable(count: 3))
    #expect(!harness.screen.isSubmitEnabled)
    harness.type("2")
    #expect(harness.screen.isSubmitEnabled)
    #expect(harness.send(.submit).last == .announce(LocalizedText(.confirmPasscode)))
  }

  @Test("cancel: the list closes, the entry and the format stay")
  func cancelKeepsEverything() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.type("48")
    harness.send(.formatOptionsRequested)
    #expect(harness.send(.formatOptionsDismissed).isEmpty)
    #expect(harness.screen.dots == .fixed(filled: 2, total: 6))
    #expect(harness.screen.isInputEnabled)
    #expect(harness.screen.accessories.contains(.formatOptions))
    // Answers nobody asked for change nothing.
    #expect(harness.send(.formatChosen(.alphanumeric)).isEmpty)
    #expect(harness.send(.formatOptionsDismissed).isEmpty)
    #expect(harness.screen.format == .numeric(length: 6))
  }

  @Test("a type that is not offered cannot be chosen")
  func onlyOfferedTypes() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.send(.formatOptionsRequested)
    #expect(harness.send(.formatChosen(.numeric(length: 8))).isEmpty)
    #expect(harness.screen.format == .numeric(length: 6))
    #expect(!harness.screen.isInputEnabled, "the list still shows")
  }

  @Test("confirming: no options; requests and choices are ignored")
  func noChoiceWhileConfirming() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.choose(.numeric(length: 4))
    harness.type("4802")
    #expect(harness.title == "Confirm Passcode")
    #expect(!harness.screen.accessories.contains(.formatOptions))
    #expect(harness.screen.fallbackButtonLabel == nil)
    #expect(harness.send(.formatOptionsRequested).isEmpty)
    #expect(harness.send(.formatChosen(.alphanumeric)).isEmpty)
    #expect(harness.screen.format == .numeric(length: 4))
    #expect(harness.type("4802").last == .setPasscode(code("4802"), format: .numeric(length: 4)))
  }

  @Test("a weak code in the chosen format is refused; the format stays (FMT-3)")
  func weakCodeInChosenFormat() throws {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.choose(.numeric(length: 4))
    let effects = harness.type("1234")
    #expect(effects.contains(.announce(LocalizedText(.weakSequence))))
    #expect(!effects.contains { if case .lock(.setPasscode) = $0 { true } else { false } })
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.title == "Create a Passcode")
    #expect(harness.screen.format == .numeric(length: 4))
    #expect(harness.screen.accessories.contains(.formatOptions))
  }

  @Test("a mismatch starts over in the chosen format")
  func mismatchKeepsFormat() throws {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.choose(.numeric(length: 4))
    harness.type("4802")
    let effects = harness.type("4803")
    #expect(effects.contains(.announce(LocalizedText(.mismatch))))
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.screen.dots == .fixed(filled: 0, total: 4))
    #expect(harness.title == "Create a Passcode")
  }

  @Test("one type offered, or unlocking and removing: no options button")
  func noOptions() {
    for choices: [PasscodeFormat] in [[], [.default], [.default, .default]] {
      let screen = PasscodeScreen(.init(mode: .create, formatChoices: choices))
      #expect(screen.offeredFormats.isEmpty)
      #expect(!screen.accessories.contains(.formatOptions))
      #expect(screen.fallbackButtonLabel == nil)
      #expect(!screen.layoutElements(showsAppHeader: false).contains(.fallbackButton))
    }
    for mode in [PasscodeScreen.Mode.unlock, .remove] {
      var harness = ScreenHarness(mode: mode, formatChoices: settingsTypes)
      #expect(harness.screen.offeredFormats.isEmpty)
      #expect(harness.send(.formatOptionsRequested).isEmpty)
    }
  }

  @Test("change: the current passcode in its format, then options for the new one")
  func change() {
    var harness = ScreenHarness(mode: .change, formatChoices: settingsTypes)
    #expect(!harness.screen.accessories.contains(.formatOptions), "not for the current code")
    #expect(harness.send(.formatOptionsRequested).isEmpty)
    harness.type("480213")
    #expect(harness.send(.verified(.success)) == [.announce(LocalizedText(.enterNewPasscode))])
    #expect(harness.screen.accessories.contains(.formatOptions))
    #expect(
      harness.send(.formatOptionsRequested)
        == [.showFormatOptions([.alphanumeric, .variableNumeric, .numeric(length: 4)])])
    harness.send(.formatChosen(.alphanumeric))
    #expect(harness.title == "Enter New Passcode")
    harness.type("tiger lily")
    harness.send(.submit)
    #expect(harness.title == "Confirm New Passcode")
    harness.type("tiger lily")
    #expect(
      harness.send(.submit).last
        == .changePasscode(current: code("480213"), new: code("tiger lily"), format: .alphanumeric))
  }

  @Test("change: a new code starts in the passcode's own type; the options list the others")
  func changeFromFourDigits() {
    var harness = ScreenHarness(
      mode: .change, format: .numeric(length: 4), formatChoices: settingsTypes)
    harness.type("4802")
    harness.send(.verified(.success))
    #expect(harness.screen.format == .numeric(length: 4))
    #expect(
      harness.send(.formatOptionsRequested)
        == [.showFormatOptions([.alphanumeric, .variableNumeric, .numeric(length: 6)])])
    harness.send(.formatChosen(.numeric(length: 6)))
    harness.type("975310")
    #expect(
      harness.type("975310").last
        == .changePasscode(current: code("4802"), new: code("975310"), format: .numeric(length: 6)))
  }

  @Test("change: a rejected current code goes back to it in the stored format")
  func changeRejectedAtEnd() throws {
    var harness = ScreenHarness(mode: .change, formatChoices: settingsTypes)
    harness.type("480213")
    harness.send(.verified(.success))
    harness.choose(.numeric(length: 4))
    harness.type("4802")
    harness.type("4802")
    let effects = harness.send(
      .updated(.currentPasscodeRejected(.wrong(attemptsLeft: 8, wait: .zero))))
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.title == "Enter Current Passcode")
    #expect(harness.screen.format == .numeric(length: 6))
    #expect(harness.screen.dots == .fixed(filled: 0, total: 6))
  }

  @Test("backgrounding wipes the entry; the chosen type stays (MEM-1)")
  func backgrounded() {
    var harness = ScreenHarness(mode: .create, formatChoices: settingsTypes)
    harness.choose(.numeric(length: 4))
    harness.type("48")
    harness.send(.backgrounded)
    #expect(harness.screen.entry.isEmpty)
    #expect(harness.screen.dots == .fixed(filled: 0, total: 4))
  }

  @Test("unlock: a status in another format (a change in another window) is adopted")
  func adoptsAnnouncedFormat() throws {
    var harness = ScreenHarness(mode: .unlock, formatChoices: settingsTypes)
    harness.type("48")
    let status = PasscodeStatus(
      isSet: true, format: .alphanumeric, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false)
    harness.send(.statusLoaded(status))
    #expect(harness.screen.format == .alphanumeric)
    #expect(harness.screen.entry.isEmpty, "what was typed for the old format is wiped")
    #expect(harness.screen.keyboardRequest == .softwareKeyboard)

    // While a code is held after an error, the new format waits for the next attempt.
    var held = ScreenHarness(mode: .unlock, formatChoices: settingsTypes)
    held.type("480213")
    let effects = held.send(.verified(.wrong(attemptsLeft: 9, wait: .zero)))
    held.send(.statusLoaded(status))
    #expect(held.screen.format == .numeric(length: 6))
    held.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(held.screen.format == .alphanumeric)
    #expect(held.screen.dots == .variable(count: 0))
  }
}

/// The options against a real lock: the chosen format is stored, and choosing never counts.
@Suite("Passcode Options against a lock")
struct PasscodeFormatOptionsLockTests {
  @Test("opening, dismissing and choosing never reach the verifier or the counter (FMT-4)")
  func choosingNeverCounts() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    let lock = fixture.lock
    let flow = PasscodeFlow(.change)
    guard
      case .present(let configuration) = flow.start(
        status: await statusResult(of: lock), lock: lock.configuration,
        biometrics: .unavailable(.notEnabled), reduceMotion: false)
    else {
      Issue.record("the change flow did not start")
      return
    }
    var screen = PasscodeScreen(configuration)
    func send(_ event: PasscodeScreen.Event) async {
      for case .lock(let request) in screen.handle(event) {
        await send(await lock.perform(request))
      }
      screen.assertInvariants()
    }
    for digit in "480213" { await send(.character(digit.unicodeScalars.first!)) }
    #expect(fixture.verifier.checksStarted == 1)
    await send(.formatOptionsRequested)
    await send(.formatOptionsDismissed)
    await send(.formatOptionsRequested)
    await send(.formatChosen(.alphanumeric))
    #expect(fixture.verifier.checksStarted == 1)
    #expect(try await lock.status().failures == 0)
    for scalar in "tiger lily".unicodeScalars { await send(.character(scalar)) }
    await send(.submit)
    for scalar in "tiger lily".unicodeScalars { await send(.character(scalar)) }
    await send(.submit)
    #expect(screen.outcome == .passcodeChanged)
    let status = try await lock.status()
    #expect(status.format == .alphanumeric)
    #expect(status.failures == 0)
    #expect(await lock.verify(code("tiger lily")) == .success)

    // The next unlock asks in the stored format.
    let unlock = PasscodeFlow.appLock(offersFallback: false).start(
      status: await statusResult(of: lock), lock: lock.configuration,
      biometrics: .unavailable(.notEnabled), reduceMotion: false)
    guard case .present(let unlockConfiguration) = unlock else {
      Issue.record("the unlock flow did not start")
      return
    }
    #expect(unlockConfiguration.format == .alphanumeric)
    #expect(unlockConfiguration.formatChoices.isEmpty)
  }

  @Test("set: the chosen type is stored with the first passcode")
  func setStoresChoice() async throws {
    let fixture = LockFixture()
    let flow = PasscodeFlow(.create)
    guard
      case .present(let configuration) = flow.start(
        status: await statusResult(of: fixture.lock), lock: fixture.lock.configuration,
        biometrics: .unavailable(.notEnabled), reduceMotion: false)
    else {
      Issue.record("the create flow did not start")
      return
    }
    #expect(configuration.formatChoices == fixture.lock.configuration.offeredFormats)
    var screen = PasscodeScreen(configuration)
    func send(_ event: PasscodeScreen.Event) async {
      for case .lock(let request) in screen.handle(event) {
        await send(await fixture.lock.perform(request))
      }
    }
    await send(.formatOptionsRequested)
    await send(.formatChosen(.numeric(length: 4)))
    for _ in 0..<2 { for digit in "4802" { await send(.character(digit.unicodeScalars.first!)) } }
    #expect(screen.outcome == .passcodeSet)
    #expect(try await fixture.lock.status().format == .numeric(length: 4))
  }

  @Test("a lock screen already up in another window asks in the new format after a change")
  @MainActor
  func otherWindowFollows() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    let lock = fixture.lock
    let other = PasscodeScreenDriver(
      configuration: PasscodeScreen.Configuration(mode: .unlock, format: .default), lock: lock)
    await other.start()
    try await lock.changePasscode(
      current: code("480213"), new: code("4802"), format: .numeric(length: 4))
    // The update arrives through the lock's status stream: wait for it (up to 10 s on a busy
    // machine) rather than for a fixed number of turns.
    for _ in 0..<2000 where other.screen.format != .numeric(length: 4) {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(other.screen.format == .numeric(length: 4))
    for digit in "4802" { other.send(.digit(UInt8(String(digit))!)) }
    await other.settle()
    #expect(other.screen.outcome == .unlocked)
    other.stop()
  }
}
