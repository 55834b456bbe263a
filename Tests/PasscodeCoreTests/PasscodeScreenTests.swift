@_spi(Core) import PasscodeEngine
import PasscodeTestHelpers
import Testing

@_spi(Skins) @testable import PasscodeCore

private func buffers(_ effects: [PasscodeScreen.Effect]) -> [SecretBuffer] {
  effects.flatMap { effect -> [SecretBuffer] in
    switch effect {
    case .lock(.verify(let code)), .lock(.setPasscode(let code, _)),
      .lock(.removePasscode(let code)):
      [code]
    case .lock(.changePasscode(let current, let new, _)): [current, new]
    case .driver, .skin: []
    }
  }
}

private func tick(_ effects: [PasscodeScreen.Effect]) -> (Duration, TimerToken)? {
  effects.lazy.compactMap { effect -> (Duration, TimerToken)? in
    if case .driver(.scheduleTick(let after, let token)) = effect { return (after, token) }
    return nil
  }.first
}

@Suite("PasscodeScreen")
struct PasscodeScreenTests {
  // MARK: Unlock

  @Test("unlock: each digit taps and announces; the last one submits at once")
  func unlockHappyPath() {
    var harness = ScreenHarness(mode: .unlock)
    #expect(harness.title == "Enter Passcode")
    #expect(harness.screen.subtitle == nil)
    #expect(
      harness.press("4") == [
        .haptic(.tap), .announce(LocalizedText(.digitsOfTotalEntered, .number(1), .number(6))),
      ])
    harness.press("8021")
    #expect(harness.screen.dots == .fixed(filled: 5, total: 6))
    let effects = harness.press("3")
    #expect(
      effects == [
        .haptic(.tap), .announce(LocalizedText(.digitsOfTotalEntered, .number(6), .number(6))),
        .verify(code("480213")),
      ])
    // MEM-1: the entry is wiped on submit; the dots stay full while the lock answers.
    #expect(harness.screen.entry.isEmpty)
    #expect(harness.screen.dots == .fixed(filled: 6, total: 6))
    #expect(!harness.screen.isInputEnabled)
    #expect(harness.press("1").isEmpty, "input is ignored while the lock answers")
    #expect(!harness.screen.accessories.contains(.cancel), "no cancelling a check under way")

    #expect(
      harness.send(.verified(.success)) == [
        .haptic(.success), .announce(LocalizedText(.unlocked)), .dismiss(.unlocked),
      ])
    #expect(harness.screen.outcome == .unlocked)
    #expect(
      harness.send(.digit(1), .cancel, .verified(.success)).isEmpty,
      "a finished screen ignores everything")
  }

  @Test("a wrong code: shake, error haptic, attempts left; the dots stay full 0.5 s, then clear")
  func wrongCode() throws {
    var harness = ScreenHarness(mode: .unlock)
    harness.press("480213")
    let effects = harness.send(.verified(.wrong(attemptsLeft: 7, wait: .zero)))
    let token = try #require(clearToken(effects))
    let message = LocalizedText(.wrongPasscode, .number(7))
    #expect(
      effects == [
        .shake(reduceMotion: false), .haptic(.error), .announce(message),
        .clearDotsAfter(.milliseconds(500), token: token),
      ])
    #expect(harness.message == "Wrong passcode. 7 attempts left.")
    #expect(harness.screen.message?.kind == .error)
    #expect(harness.screen.dots == .fixed(filled: 6, total: 6))
    #expect(harness.press("1").isEmpty, "typing waits for the dots to clear")

    #expect(harness.send(.clearDotsTimerFired(TimerToken(token.rawValue + 99))).isEmpty)
    #expect(harness.screen.dots == .fixed(filled: 6, total: 6), "a stale token changes nothing")
    #expect(harness.send(.clearDotsTimerFired(token)).isEmpty)
    #expect(harness.screen.dots == .fixed(filled: 0, total: 6))
    #expect(harness.screen.isInputEnabled)
    #expect(harness.message == "Wrong passcode. 7 attempts left.", "the message stays until typing")
    harness.press("1")
    #expect(harness.message == nil)
  }

  @Test("Reduce Motion: the shake effect says so")
  func reduceMotion() {
    var harness = ScreenHarness(PasscodeScreen.Configuration(mode: .unlock, reduceMotion: true))
    harness.press("480213")
    let effects = harness.send(.verified(.duplicate(attemptsLeft: 4)))
    #expect(effects.first == .shake(reduceMotion: true))
    #expect(harness.message == "You already tried that passcode. 4 attempts left.")
  }

  @Test("lockout: 'Try again in 4:59', ticks count down from the elapsed time, input ignored")
  func lockoutCountdown() throws {
    var harness = ScreenHarness(mode: .unlock)
    harness.press("480213")
    var effects = harness.send(.verified(.lockedOut(timeLeft: .seconds(299))))
    var (after, token) = try #require(tick(effects))
    #expect(after == .seconds(1))
    let lockout = LocalizedText(.lockedOut, .countdown(.seconds(299)))
    #expect(
      effects == [
        .haptic(.error),
        .announce(
          LocalizedText(.titleAndMessage, .phrase(LocalizedText(.tryAgainLater)), .phrase(lockout))),
        .scheduleTick(after: .seconds(1), token: token),
      ])
    #expect(
      harness.spoken(effects) == ["Try Again Later. Too many failed attempts. Try again in 4:59."])
    #expect(harness.title == "Try Again Later")
    #expect(harness.message == "Too many failed attempts. Try again in 4:59.")
    #expect(harness.screen.message?.kind == .lockout)
    #expect(harness.screen.dots == .fixed(filled: 0, total: 6))
    #expect(harness.press("123456").isEmpty, "input is ignored during a lockout")

    effects = harness.send(.tick(token, elapsed: .seconds(1)))
    #expect(harness.message == "Too many failed attempts. Try again in 4:58.")
    #expect(harness.send(.tick(token, elapsed: .seconds(100))).isEmpty, "a stale tick is ignored")
    (after, token) = try #require(tick(effects))
    // A late timer: 1.5 s passed, 296.5 s left, shown as 4:57 until the next whole second.
    effects = harness.send(.tick(token, elapsed: .milliseconds(1500)))
    #expect(harness.message == "Too many failed attempts. Try again in 4:57.")
    (after, token) = try #require(tick(effects))
    #expect(after == .milliseconds(500))
    #expect(harness.screen.lockoutRemaining == .milliseconds(296_500))

    #expect(harness.title == "Try Again Later", "the title stays while the wait runs")
    effects = harness.send(.tick(token, elapsed: .seconds(297)))
    #expect(harness.spoken(effects) == ["Enter Passcode. You can try again now."])
    #expect(harness.title == "Enter Passcode")
    #expect(harness.screen.isInputEnabled)
    #expect(harness.screen.message == nil)
  }

  @Test("a wrong code that imposes a wait shakes, then counts down")
  func wrongWithWait() {
    var harness = ScreenHarness(mode: .unlock)
    harness.press("480213")
    let effects = harness.send(.verified(.wrong(attemptsLeft: 5, wait: .seconds(60))))
    #expect(effects.prefix(2) == [.shake(reduceMotion: false), .haptic(.error)])
    #expect(harness.message == "Too many failed attempts. Try again in 1:00.")
  }

  @Test("permanent lock: no input ever again, but cancel and the fallback remain")
  func permanentLock() {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(
        mode: .unlock, biometrics: .available(.faceID), offersFallback: true))
    harness.press("480213")
    #expect(
      harness.send(.verified(.wrong(attemptsLeft: 0, wait: .zero))) == [
        .shake(reduceMotion: false), .haptic(.error),
        .announce(
          LocalizedText(
            .titleAndMessage, .phrase(LocalizedText(.passcodeLocked)),
            .phrase(LocalizedText(.permanentlyLocked)))),
      ])
    #expect(harness.screen.isPermanentlyLocked)
    #expect(harness.title == "Passcode Locked")
    #expect(harness.message == "Too many failed attempts. This passcode is locked.")
    #expect(harness.press("1").isEmpty)
    #expect(harness.send(.biometricRequested).isEmpty, "BIO-2")
    #expect(harness.screen.accessories == [.cancel, .fallback])
    #expect(harness.send(.cancel) == [.dismiss(.cancelled)])
  }

  @Test(
    "lockout titles: each mode that asks for the current passcode says it is locked, then gets its title back",
    arguments: [
      (PasscodeScreen.Mode.unlock, "Enter Passcode"), (.change, "Enter Current Passcode"),
      (.remove, "Turn Off Passcode"),
    ])
  func lockoutTitleInEveryMode(mode: PasscodeScreen.Mode, title: String) throws {
    var harness = ScreenHarness(mode: mode)
    #expect(harness.title == title)
    harness.press("480213")
    let wrong = VerificationResult.wrong(attemptsLeft: 5, wait: .seconds(60))
    // A remove hears of a wrong current passcode as a refused update.
    var effects = harness.send(
      mode == .remove ? .updated(.currentPasscodeRejected(wrong)) : .verified(wrong))
    #expect(harness.title == "Try Again Later")
    #expect(
      harness.spoken(effects) == ["Try Again Later. Too many failed attempts. Try again in 1:00."])
    let (_, token) = try #require(tick(effects))
    effects = harness.send(.tick(token, elapsed: .seconds(60)))
    #expect(harness.title == title)
    #expect(harness.spoken(effects) == ["\(title). You can try again now."])
  }

  @Test("a lockout or permanent lock found in the status changes the title and says so")
  func lockedStatusTitles() {
    func status(remaining: Duration, permanent: Bool = false) -> PasscodeStatus {
      PasscodeStatus(
        isSet: true, format: .default, failures: 6, maxFailures: 10,
        lockoutRemaining: remaining, isPermanentlyLocked: permanent)
    }
    var harness = ScreenHarness(mode: .unlock)
    var effects = harness.send(.statusLoaded(status(remaining: .seconds(90))))
    #expect(harness.title == "Try Again Later")
    #expect(
      harness.spoken(effects) == ["Try Again Later. Too many failed attempts. Try again in 1:30."])
    // Back from the background during the wait: the state is said again.
    effects = harness.send(.backgrounded, .foregrounded)
    #expect(
      harness.spoken(effects) == ["Try Again Later. Too many failed attempts. Try again in 1:30."])
    effects = harness.send(.statusLoaded(status(remaining: .zero, permanent: true)))
    #expect(harness.title == "Passcode Locked")
    #expect(
      harness.spoken(effects) == [
        "Passcode Locked. Too many failed attempts. This passcode is locked."
      ])
  }

  @Test(
    "permanent lock: the title names the state, the message says what to do",
    arguments: [
      (
        PasscodeScreen.PermanentLockRecovery.reinstall,
        "To use this app again, delete it and install it again."
      ),
      (.erase, "Erase this app's data to use it again."),
    ])
  func permanentLockSaysWhatToDo(recovery: PasscodeScreen.PermanentLockRecovery, advice: String) {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(mode: .change, permanentLockRecovery: recovery))
    harness.press("480213")
    let effects = harness.send(.verified(.permanentlyLocked))
    #expect(harness.title == "Passcode Locked")
    #expect(harness.message == "Too many failed attempts. \(advice)")
    #expect(harness.spoken(effects) == ["Passcode Locked. Too many failed attempts. \(advice)"])
  }

  // MARK: Biometrics (BIO-2)

  @Test("the biometric key shows when available and hides after a lockout result (BIO-2)")
  func biometricKeyHidesOnLockout() throws {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .available(.faceID)))
    #expect(harness.screen.accessoryKey == .biometrics(.faceID))
    #expect(harness.screen.cancelIsBelowKeypad, "Cancel moves under the keypad")
    #expect(harness.screen.accessories == [.cancel, .biometrics])
    harness.press("480213")
    let effects = harness.send(.verified(.lockedOut(timeLeft: .seconds(30))))
    #expect(harness.screen.accessoryKey == nil)
    #expect(!harness.screen.accessories.contains(.biometrics))
    #expect(harness.send(.biometricAvailabilityChanged(.available(.faceID))).isEmpty)
    #expect(harness.screen.accessoryKey == nil, "the host cannot bring it back during a lockout")
    let (_, token) = try #require(tick(effects))
    harness.send(.tick(token, elapsed: .seconds(30)))
    #expect(harness.screen.accessoryKey == nil, "still hidden until the host re-evaluates")
    harness.send(.biometricAvailabilityChanged(.available(.faceID)))
    #expect(harness.screen.accessoryKey == .biometrics(.faceID))
  }

  @Test("biometric prompt: input waits under it; failure returns, success unlocks")
  func biometricPrompt() {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .available(.touchID)))
    harness.press("12")
    #expect(harness.send(.biometricRequested) == [.requestBiometrics(.touchID)])
    #expect(!harness.screen.isInputEnabled)
    #expect(harness.press("3").isEmpty)
    #expect(harness.send(.biometricResult(.failed)).isEmpty)
    #expect(
      harness.screen.dots == .fixed(filled: 2, total: 6), "typed digits survive a failed prompt")
    harness.send(.biometricRequested)
    #expect(
      harness.send(.biometricResult(.success)) == [
        .haptic(.success), .announce(LocalizedText(.unlocked)), .dismiss(.unlockedWithBiometrics),
      ])
    #expect(harness.screen.entry.isEmpty, "MEM-1")
  }

  @Test("a biometric lockout hides the key and says so; unavailable hides it silently")
  func biometricLockout() {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .available(.faceID)))
    harness.send(.biometricRequested)
    let effects = harness.send(.biometricResult(.lockedOut))
    #expect(effects == [.announce(LocalizedText(.biometryLocked, .text(.faceID)))])
    #expect(harness.message == "Face ID is locked. Enter your passcode.")
    #expect(harness.screen.accessoryKey == nil)
    #expect(harness.send(.biometricRequested).isEmpty)

    var other = ScreenHarness(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .available(.faceID)))
    other.send(.biometricRequested)
    #expect(other.send(.biometricResult(.unavailable)).isEmpty)
    #expect(other.screen.accessoryKey == nil)
    #expect(other.send(.biometricResult(.success)).isEmpty, "no answer without a prompt")
  }

  @Test("biometrics are offered only to unlock, and only when available")
  func biometricsOnlyToUnlock() {
    for mode in [PasscodeScreen.Mode.create, .change, .remove] {
      var harness = ScreenHarness(
        PasscodeScreen.Configuration(mode: mode, biometrics: .available(.faceID)))
      #expect(harness.screen.accessoryKey == .cancel)
      #expect(harness.send(.biometricRequested).isEmpty)
    }
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .unavailable(.notEnabled)))
    #expect(harness.send(.biometricRequested).isEmpty)
  }

  @Test("returning to the foreground prompts for biometrics when configured")
  func foregroundPrompt() {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .available(.faceID)))
    #expect(harness.send(.foregrounded) == [.requestBiometrics(.faceID)])
    var quiet = ScreenHarness(
      PasscodeScreen.Configuration(
        mode: .unlock, biometrics: .available(.faceID), promptsBiometricsOnForeground: false))
    #expect(quiet.send(.foregrounded).isEmpty)
  }

  // MARK: Create, change, remove

  @Test("create: enter, confirm, set")
  func create() {
    var harness = ScreenHarness(mode: .create)
    #expect(harness.title == "Create a Passcode")
    #expect(harness.screen.subtitle == LocalizedText(.useDigits, .number(6)))
    #expect(harness.press("480213").last == .announce(LocalizedText(.confirmPasscode)))
    #expect(harness.title == "Confirm Passcode")
    #expect(harness.screen.subtitle == LocalizedText(.enterSameAgain))
    #expect(harness.screen.dots == .fixed(filled: 0, total: 6))
    #expect(harness.press("480213").last == .setPasscode(code("480213"), format: .default))
    #expect(
      harness.send(.updated(nil)) == [
        .haptic(.success), .announce(LocalizedText(.passcodeSet)), .dismiss(.passcodeSet),
      ])
  }

  @Test("create: a mismatch says so and starts over")
  func createMismatch() throws {
    var harness = ScreenHarness(mode: .create)
    harness.press("480213")
    let effects = harness.press("480214")
    #expect(effects.contains(.announce(LocalizedText(.mismatch))))
    #expect(buffers(effects).isEmpty, "nothing reaches the lock")
    #expect(harness.message == "The passcodes didn't match. Try again.")
    #expect(harness.screen.newPasscode == nil)
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.title == "Create a Passcode")
    harness.press("480214")
    #expect(harness.title == "Confirm Passcode")
  }

  @Test(
    "weak new codes are refused before confirmation (FMT-3)",
    arguments: [
      ("123456", StringKey.weakSequence), ("000000", .weakRepeated), ("121212", .weakCommon),
    ])
  func weakCodes(digits: String, key: StringKey) {
    var harness = ScreenHarness(mode: .create)
    let effects = harness.press(digits)
    #expect(effects.contains(.announce(LocalizedText(key))))
    #expect(harness.title == "Create a Passcode")

    var lenient = ScreenHarness(
      PasscodeScreen.Configuration(mode: .create, rejectsWeakPasscodes: false))
    lenient.press(digits)
    #expect(lenient.title == "Confirm Passcode")
  }

  @Test("create: the lock's refusal starts over with its reason")
  func createRefused() throws {
    var harness = ScreenHarness(mode: .create)
    harness.press("480213")
    harness.press("480213")
    let effects = harness.send(.updated(.weak(.common)))
    #expect(harness.message == "This passcode is very common and is easy to guess. Choose another.")
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.title == "Create a Passcode")

    harness.press("480213")
    harness.press("480213")
    harness.send(.updated(.store(.writeFailed(.system(path: "/store/state", errno: 28)))))
    #expect(harness.message == "The passcode could not be saved. Try again later.")
  }

  @Test("change: the current code is checked first, then new and confirm")
  func change() {
    var harness = ScreenHarness(mode: .change)
    #expect(harness.title == "Enter Current Passcode")
    #expect(harness.press("480213").last == .verify(code("480213")))
    #expect(harness.send(.verified(.success)) == [.announce(LocalizedText(.enterNewPasscode))])
    #expect(harness.title == "Enter New Passcode")
    harness.press("975310")
    #expect(harness.title == "Confirm New Passcode")
    #expect(
      harness.press("975310").last
        == .changePasscode(current: code("480213"), new: code("975310"), format: .default))
    #expect(harness.send(.updated(nil)).last == .dismiss(.passcodeChanged))
  }

  @Test("change: a wrong current code counts like unlocking and asks for it again")
  func changeWrongCurrent() throws {
    var harness = ScreenHarness(mode: .change)
    harness.press("480213")
    let effects = harness.send(.verified(.wrong(attemptsLeft: 8, wait: .zero)))
    #expect(harness.screen.currentPasscode == nil)
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.title == "Enter Current Passcode")
  }

  @Test("change: the lock's rejection of the current code at the end goes back to it")
  func changeRejectedAtEnd() throws {
    var harness = ScreenHarness(mode: .change)
    harness.press("480213")
    harness.send(.verified(.success))
    harness.press("975310")
    harness.press("975310")
    var effects = harness.send(.updated(.weak(.sequence)))
    #expect(harness.screen.currentPasscode != nil, "a weak new code keeps the accepted current one")
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.title == "Enter New Passcode")

    harness.press("975310")
    harness.press("975310")
    effects = harness.send(.updated(.currentPasscodeRejected(.wrong(attemptsLeft: 3, wait: .zero))))
    #expect(harness.message == "Wrong passcode. 3 attempts left.")
    harness.send(.clearDotsTimerFired(try #require(clearToken(effects))))
    #expect(harness.title == "Enter Current Passcode")
  }

  @Test("remove: the current code goes to removePasscode; a lockout answer counts down")
  func remove() {
    var harness = ScreenHarness(mode: .remove)
    #expect(harness.title == "Turn Off Passcode")
    #expect(harness.screen.subtitle == LocalizedText(.enterToTurnOff))
    #expect(harness.press("480213").last == .removePasscode(current: code("480213")))
    #expect(harness.send(.updated(nil)).last == .dismiss(.passcodeRemoved))

    var locked = ScreenHarness(mode: .remove)
    locked.press("480213")
    locked.send(.updated(.currentPasscodeRejected(.lockedOut(timeLeft: .seconds(60)))))
    #expect(locked.message == "Too many failed attempts. Try again in 1:00.")
  }

  // MARK: Formats

  @Test("variable length submits with OK, never before the minimum (FMT-4)")
  func variableLength() {
    var harness = ScreenHarness(mode: .unlock, format: .variableNumeric)
    #expect(harness.send(.submit).isEmpty, "an empty submission does nothing")
    harness.press("123")
    #expect(harness.screen.dots == .variable(count: 3))
    #expect(harness.screen.accessories.contains(.submit))
    #expect(!harness.screen.isSubmitEnabled)
    let effects = harness.send(.submit)
    #expect(effects == [.haptic(.error), .announce(LocalizedText(.atLeastDigits, .number(4)))])
    #expect(harness.screen.dots == .variable(count: 3), "what was typed stays")
    harness.press("4")
    #expect(harness.screen.isSubmitEnabled)
    #expect(harness.send(.submit).last == .verify(code("1234")))
    #expect(harness.screen.progress == LocalizedText(.digitsEntered, .number(4)))
  }

  @Test("variable length stops at 32 digits")
  func variableLengthMaximum() {
    var harness = ScreenHarness(mode: .unlock, format: .variableNumeric)
    harness.press(String(repeating: "7", count: 32))
    #expect(harness.press("7").isEmpty)
    #expect(harness.screen.dots == .variable(count: 32))
  }

  @Test("alphanumeric: characters append their bytes; what the format forbids cannot be typed")
  func alphanumeric() {
    var harness = ScreenHarness(mode: .unlock, format: .alphanumeric)
    harness.send(.character("a"), .character("B"), .character(" "))
    #expect(harness.send(.character("é")).isEmpty, "non-ASCII letters are refused (FMT-1)")
    harness.send(.character("٣"), .digit(7))  // FMT-2: Arabic-Indic three types "3".
    #expect(harness.entryBytes == Array("aB 37".utf8))
    harness.send(.delete)
    #expect(harness.entryBytes == Array("aB 3".utf8))
    #expect(harness.screen.progress == LocalizedText(.charactersEntered, .number(4)))
    harness.send(.character("x"), .character("y"))
    #expect(harness.send(.submit).last == .verify(code("aB 3xy")))
  }

  @Test("a numeric code accepts any script's digits and nothing else (FMT-2)")
  func numericCharacters() {
    var harness = ScreenHarness(mode: .unlock)
    harness.send(.character("٣"), .character("３"), .character("5"))
    #expect(harness.send(.character("a")).isEmpty)
    #expect(harness.send(.character("-")).isEmpty)
    #expect(harness.entryBytes == Array("335".utf8))
  }

  // MARK: Secrets

  @Test("clear, cancel and backgrounding wipe typed digits (MEM-1)")
  func wipes() {
    var harness = ScreenHarness(mode: .unlock)
    harness.press("123")
    harness.send(.clear)
    #expect(harness.screen.entry.isEmpty)
    harness.press("123")
    harness.send(.backgrounded)
    #expect(harness.screen.entry.isEmpty)
    #expect(harness.screen.dots == .fixed(filled: 0, total: 6))
    harness.press("123")
    #expect(harness.send(.cancel) == [.dismiss(.cancelled)])
    #expect(harness.screen.entry.isEmpty)
  }

  @Test("backgrounding a change forgets the accepted current code and starts over (MEM-1)")
  func backgroundDuringChange() {
    var harness = ScreenHarness(mode: .change)
    harness.press("480213")
    harness.send(.verified(.success))
    harness.press("97")
    harness.send(.backgrounded)
    #expect(harness.screen.currentPasscode == nil)
    #expect(harness.title == "Enter Current Passcode")

    // Backgrounded while the current code is being checked: the answer cannot continue.
    harness.press("480213")
    harness.send(.backgrounded)
    harness.send(.verified(.success))
    #expect(harness.title == "Enter Current Passcode")
    #expect(harness.screen.isInputEnabled)
  }

  @Test("no effect or state description contains the passcode (MEM-2)")
  func noPasscodeInDescriptions() {
    var harness = ScreenHarness(mode: .create)
    var effects = harness.press("480213")
    effects += harness.press("480213")
    #expect(!String(describing: effects).contains("480213"))
    #expect(!String(describing: harness.screen).contains("480213"))
    #expect(!String(reflecting: harness.screen).contains("4802"))
  }

  @Test("copy on write: copies of a screen never share typed input")
  func copyOnWrite() {
    var original = ScreenHarness(mode: .unlock)
    original.press("1")
    var copy = original
    copy.press("2")
    #expect(original.entryBytes == Array("1".utf8))
    #expect(copy.entryBytes == Array("12".utf8))
    // Wiping one copy leaves the other's digits alone (it replaces a shared buffer).
    var third = original
    third.send(.backgrounded)
    #expect(third.entryBytes.isEmpty)
    #expect(original.entryBytes == Array("1".utf8))
    #expect(original.screen != ScreenHarness(mode: .unlock).screen)
    var again = ScreenHarness(mode: .unlock)
    again.press("1")
    #expect(again.screen == original.screen, "equal input, equal screens")
  }

  // MARK: Accessories, labels, status, fallback

  @Test("key labels: digits, Delete only with input, the accessory's content, localised")
  func labels() {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .available(.faceID)))
    let english = Localizer(.english)
    #expect(harness.screen.label(for: .five).map(english.string) == "5")
    #expect(harness.screen.label(for: .zero).map(english.string) == "0")
    #expect(harness.screen.label(for: .delete) == nil)
    #expect(harness.screen.label(for: .accessory).map(english.string) == "Face ID")
    harness.press("1")
    #expect(harness.screen.label(for: .delete).map(Localizer(.german).string) == "Löschen")

    let plain = ScreenHarness(mode: .unlock)
    #expect(plain.screen.label(for: .accessory).map(english.string) == "Cancel")
    let locked = ScreenHarness(PasscodeScreen.Configuration(mode: .unlock, allowsCancel: false))
    #expect(locked.screen.label(for: .accessory) == nil)
    #expect(locked.screen.accessories.isEmpty)
  }

  @Test("layout elements depend on the configuration only, so the layout never jumps")
  func layoutElements() {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(
        mode: .unlock, format: .variableNumeric, biometrics: .available(.faceID),
        offersFallback: true))
    let elements = harness.screen.layoutElements(showsAppHeader: true)
    #expect(elements == [.appHeader, .cancelButton, .fallbackButton, .submitButton])
    #expect(harness.screen.layoutDotCount == nil)
    harness.press("1234")
    harness.send(.submit)
    harness.send(.verified(.lockedOut(timeLeft: .seconds(60))))
    #expect(harness.screen.layoutElements(showsAppHeader: true) == elements)
    #expect(ScreenHarness(mode: .unlock).screen.layoutElements(showsAppHeader: false) == [])
    #expect(ScreenHarness(mode: .unlock).screen.layoutDotCount == 6)
  }

  @Test(
    "leaving the app during the host's sign-in neither prompts for Face ID nor loses its answer")
  func fallbackSurvivesTheBackground() {
    var harness = ScreenHarness(
      PasscodeScreen.Configuration(
        mode: .unlock, biometrics: .available(.faceID), offersFallback: true))
    #expect(harness.send(.fallbackRequested) == [.showFallback])
    // The user switches to a password manager and comes back.
    harness.send(.backgrounded)
    #expect(harness.send(.foregrounded).isEmpty, "no Face ID over the sign-in")
    #expect(harness.send(.fallbackFinished(succeeded: true)).last == .dismiss(.fallbackSucceeded))
  }

  @Test("the fallback covers the screen until the host reports back")
  func fallback() {
    var harness = ScreenHarness(PasscodeScreen.Configuration(mode: .unlock, offersFallback: true))
    harness.press("12")
    #expect(harness.send(.fallbackRequested) == [.showFallback])
    #expect(harness.screen.entry.isEmpty)
    #expect(!harness.screen.isInputEnabled)
    #expect(harness.send(.fallbackFinished(succeeded: false)).isEmpty)
    #expect(harness.screen.isInputEnabled)
    harness.send(.fallbackRequested)
    #expect(harness.send(.fallbackFinished(succeeded: true)).last == .dismiss(.fallbackSucceeded))

    var without = ScreenHarness(mode: .unlock)
    #expect(without.send(.fallbackRequested).isEmpty)
  }

  @Test("a lockout already under way shows when the status is loaded")
  func statusLoaded() throws {
    func status(remaining: Duration, permanent: Bool = false) -> PasscodeStatus {
      PasscodeStatus(
        isSet: true, format: .default, failures: 6, maxFailures: 10,
        lockoutRemaining: remaining, isPermanentlyLocked: permanent)
    }
    var harness = ScreenHarness(mode: .unlock)
    let effects = harness.send(.statusLoaded(status(remaining: .seconds(90))))
    #expect(harness.message == "Too many failed attempts. Try again in 1:30.")
    #expect(try #require(tick(effects)).0 == .seconds(1))
    var permanent = ScreenHarness(mode: .remove)
    permanent.send(.statusLoaded(status(remaining: .zero, permanent: true)))
    #expect(permanent.screen.isPermanentlyLocked)
    var creating = ScreenHarness(mode: .create)
    #expect(creating.send(.statusLoaded(status(remaining: .seconds(90)))).isEmpty)
    var free = ScreenHarness(mode: .unlock)
    #expect(free.send(.statusLoaded(status(remaining: .zero))).isEmpty)
  }

  @Test("answers nobody asked for are ignored")
  func unexpectedAnswers() {
    var harness = ScreenHarness(mode: .unlock)
    #expect(harness.send(.verified(.success)).isEmpty)
    #expect(harness.send(.updated(nil)).isEmpty)
    #expect(harness.send(.fallbackFinished(succeeded: true)).isEmpty)
    #expect(harness.screen.outcome == nil)
  }

  // MARK: Sweep

  /// A small deterministic generator, so the sweep is the same on every run.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test(
    "sweep: random events keep every invariant, and every code sent is complete and valid (FMT-4, FMT-2)",
    arguments: PasscodeScreen.Mode.allCases)
  func sweep(mode: PasscodeScreen.Mode) {
    let results: [VerificationResult] = [
      .success, .wrong(attemptsLeft: 6, wait: .zero), .wrong(attemptsLeft: 4, wait: .seconds(60)),
      .wrong(attemptsLeft: 0, wait: .zero), .duplicate(attemptsLeft: 5),
      .lockedOut(timeLeft: .seconds(5)), .permanentlyLocked, .invalidInput(.notADigit), .notSet,
      .storeError(.readFailed(.other("x"))),
    ]
    let updates: [PasscodeError?] = [
      nil, .weak(.common), .currentPasscodeRejected(.wrong(attemptsLeft: 2, wait: .zero)),
      .currentPasscodeRejected(.lockedOut(timeLeft: .seconds(3))),
      .store(.writeFailed(.other("x"))),
      .alreadySet,
    ]
    for format in [PasscodeFormat.numeric(length: 4), .variableNumeric, .alphanumeric] {
      for seed in 0..<40 {
        var generator = Generator(state: UInt64(seed) &+ 17)
        var harness = ScreenHarness(
          PasscodeScreen.Configuration(
            mode: mode, format: format, biometrics: .available(.faceID), offersFallback: true,
            rejectsWeakPasscodes: seed % 2 == 0))
        var tokens: [TimerToken] = []
        var dismissals = 0
        for _ in 0..<80 {
          let event: PasscodeScreen.Event
          switch generator.next(16) {
          case 0...5: event = .digit(UInt8(generator.next(10)))
          case 6: event = .character(["a", "Z", "é", "٣", " "][generator.next(5)])
          case 7: event = [.delete, .clear, .submit][generator.next(3)]
          case 8: event = .verified(results[generator.next(results.count)])
          case 9: event = .updated(updates[generator.next(updates.count)])
          case 10:
            let token = tokens.isEmpty ? TimerToken(999) : tokens[generator.next(tokens.count)]
            event = .tick(token, elapsed: .seconds(generator.next(4)))
          case 11:
            event = .clearDotsTimerFired(tokens.last ?? TimerToken(999))
          case 12:
            event =
              [.biometricRequested, .fallbackRequested, .fallbackFinished(succeeded: false)][
                generator.next(3)]
          case 13:
            event = .biometricResult(
              [.failed, .cancelled, .lockedOut, .success][generator.next(4)])
          case 14: event = [.backgrounded, .foregrounded][generator.next(2)]
          default: event = generator.next(20) == 0 ? .cancel : .digit(1)
          }
          let effects = harness.send(event)
          for effect in effects {
            switch effect {
            case .driver(.scheduleTick(_, let token)), .driver(.clearDotsAfter(_, let token)):
              tokens.append(token)
            case .skin(.dismiss): dismissals += 1
            default: break
            }
          }
          for buffer in buffers(effects) {
            #expect(format.lengths.contains(buffer.count), "FMT-4: only complete codes are sent")
            #expect((try? format.normalize(buffer)) != nil, "FMT-2: only valid codes are sent")
          }
          switch event {
          case .digit, .character, .submit: break
          default: #expect(buffers(effects).isEmpty, "only typing submits a code")
          }
        }
        #expect(dismissals == (harness.screen.isDone ? 1 : 0))
      }
    }
  }
}
