import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The shared effect loop: lock calls, timers and biometrics performed by the driver; only
/// the skin's effects reach the skin.
@MainActor
@Suite struct PasscodeScreenDriverTests {
  let clock = TestClock()
  let bootClock = TestBootClock()
  var skinEffects: [PasscodeScreen.SkinEffect] = []

  func makeLock(maxFailures: Int = 10) -> PasscodeLock {
    PasscodeLock(
      store: InMemoryStore(), configuration: PasscodeConfiguration(maxFailures: maxFailures),
      verifier: FastTestVerifier(), clock: bootClock)
  }

  func driver(
    _ mode: PasscodeScreen.Mode, lock: PasscodeLock,
    biometrics: any BiometricAuthenticator = NoBiometrics()
  ) -> (PasscodeScreenDriver, Recorder) {
    let driver = PasscodeScreenDriver(
      configuration: PasscodeScreen.Configuration(mode: mode), lock: lock, biometrics: biometrics,
      clock: clock)
    let recorder = Recorder()
    driver.onUpdate = { _, effects in recorder.effects += effects }
    return (driver, recorder)
  }

  func type(_ digits: String, into driver: PasscodeScreenDriver) async {
    for digit in digits { driver.send(.digit(UInt8(String(digit))!)) }
    await driver.settle()
  }

  @Test func createsThenUnlocks() async throws {
    let lock = makeLock()
    let (create, _) = driver(.create, lock: lock)
    await create.start()
    await type("480213", into: create)
    await type("480213", into: create)
    #expect(await create.outcome() == .passcodeSet)
    #expect(try await lock.status().isSet)

    let (unlock, recorder) = driver(.unlock, lock: lock)
    await unlock.start()
    await type("480213", into: unlock)
    #expect(await unlock.outcome() == .unlocked)
    #expect(recorder.effects.contains(.dismiss(.unlocked)))
    #expect(recorder.effects.contains(.haptic(.success)))
  }

  @Test func onlyTheSkinsEffectsReachTheSkin() async throws {
    let lock = makeLock()
    try await lock.setPasscode(code("480213"))
    let (unlock, recorder) = driver(.unlock, lock: lock)
    await unlock.start()
    await type("111111", into: unlock)
    // Every effect of a wrong code but the request to verify and the timer that clears the
    // dots, which the driver keeps, in order.
    let typing: [PasscodeScreen.SkinEffect] = (1...6).flatMap { count in
      [.haptic(.tap), .announce(LocalizedText(.digitsOfTotalEntered, .number(count), .number(6)))]
    }
    #expect(
      recorder.effects
        == typing + [
          .shake(reduceMotion: false), .haptic(.error),
          .announce(LocalizedText(.wrongPasscode, .number(9))),
        ])
  }

  @Test func wrongDotsClearAfterTheHold() async throws {
    let lock = makeLock()
    try await lock.setPasscode(code("480213"))
    let (unlock, _) = driver(.unlock, lock: lock)
    await unlock.start()
    await type("111111", into: unlock)
    #expect(unlock.screen.dots == .fixed(filled: 6, total: 6))
    await clock.advance(by: .milliseconds(499))
    #expect(unlock.screen.dots == .fixed(filled: 6, total: 6))
    await clock.advance(by: .milliseconds(1))
    #expect(unlock.screen.dots == .fixed(filled: 0, total: 6))
    #expect(unlock.screen.isInputEnabled)
  }

  @Test("a lockout counts down and ends (LOCK-2)")
  func aLockoutCountsDownAndEnds() async throws {
    let lock = makeLock()
    try await lock.setPasscode(code("480213"))
    let (unlock, _) = driver(.unlock, lock: lock)
    await unlock.start()
    for index in 1...5 {
      await type(String(format: "9%05d", index), into: unlock)
      await clock.advance(by: .milliseconds(500))
    }
    let english = Localizer(.english)
    #expect(
      unlock.screen.message.map { english.string($0.text) }
        == "Too many failed attempts. Try again in 1:00.")
    #expect(!unlock.screen.isInputEnabled)
    await clock.advance(by: .seconds(1))
    #expect(
      unlock.screen.message.map { english.string($0.text) }
        == "Too many failed attempts. Try again in 0:59.")
    await clock.advance(by: .seconds(58))
    #expect(
      unlock.screen.message.map { english.string($0.text) }
        == "Too many failed attempts. Try again in 0:01.")
    await clock.advance(by: .seconds(1))
    #expect(unlock.screen.isInputEnabled)
    #expect(clock.sleeperCount == 0)
    bootClock.advance(by: .seconds(60))
    await type("480213", into: unlock)
    #expect(await unlock.outcome() == .unlocked)
  }

  @Test func aLockoutUnderWayShowsAtOnce() async throws {
    let lock = makeLock()
    try await lock.setPasscode(code("480213"))
    for index in 1...5 { _ = await lock.verify(wrongCode(index)) }
    bootClock.advance(by: .seconds(15))
    let (unlock, _) = driver(.unlock, lock: lock)
    await unlock.start()
    #expect(unlock.screen.lockoutRemaining == .seconds(45))
    #expect(!unlock.screen.isInputEnabled)
  }

  @Test("biometrics unlock through the lock (BIO-1)")
  func biometricsUnlockThroughTheLock() async throws {
    let lock = makeLock()
    try await lock.setPasscode(code("480213"))
    _ = await lock.verify(code("480213"))
    let biometrics = FakeBiometricAuthenticator()
    try await lock.biometrics.enable(using: biometrics)
    let (unlock, _) = driver(.unlock, lock: lock, biometrics: biometrics)
    await unlock.start()
    #expect(unlock.screen.accessories.contains(.biometrics))
    unlock.send(.biometricRequested)
    await unlock.settle()
    #expect(await unlock.outcome() == .unlockedWithBiometrics)
    #expect(biometrics.promptCount == 1)
  }

  @Test("the biometric prompt is bracketed: started before the system is asked, ended after")
  func theBiometricPromptIsBracketed() async throws {
    let lock = makeLock()
    try await lock.setPasscode(code("480213"))
    _ = await lock.verify(code("480213"))
    let biometrics = FakeBiometricAuthenticator()
    try await lock.biometrics.enable(using: biometrics)
    let (unlock, _) = driver(.unlock, lock: lock, biometrics: biometrics)
    let prompts = Recorder()
    unlock.onBiometricPrompt = { up in
      prompts.promptStates.append(up)
      prompts.promptCountWhenChanged.append(biometrics.promptCount)
    }
    await unlock.start()
    unlock.send(.biometricRequested)
    await unlock.settle()
    #expect(prompts.promptStates == [true, false])
    // Started before the system prompt was asked for; ended after it answered.
    #expect(prompts.promptCountWhenChanged == [0, 1])
  }

  @Test func stoppingCancelsTimers() async throws {
    let lock = makeLock()
    try await lock.setPasscode(code("480213"))
    for index in 1...5 { _ = await lock.verify(wrongCode(index)) }
    let (unlock, _) = driver(.unlock, lock: lock)
    await unlock.start()
    await clock.settle()
    #expect(clock.sleeperCount == 1, "the countdown's tick")
    unlock.stop()
    await clock.settle()
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(60))
    #expect(unlock.screen.lockoutRemaining == .seconds(60), "no tick came")
  }
}

/// Collects what the skin was handed.
@MainActor
final class Recorder {
  var effects: [PasscodeScreen.SkinEffect] = []
  var promptStates: [Bool] = []
  var promptCountWhenChanged: [Int] = []
}
