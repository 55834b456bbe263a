import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The way out of the permanent lock on a device (LOCK-5): an Erase Data button that hands
/// over to the app, or a message that says to reinstall.
@Suite struct PermanentLockRecoveryTests {
  func lockedScreen(
    _ recovery: PasscodeScreen.PermanentLockRecovery, offersFallback: Bool = false
  ) -> PasscodeScreen {
    var screen = PasscodeScreen(
      PasscodeScreen.Configuration(
        mode: .unlock, allowsCancel: false, offersFallback: offersFallback,
        permanentLockRecovery: recovery))
    for _ in 0..<6 { _ = screen.handle(.digit(4)) }
    _ = screen.handle(.verified(.permanentlyLocked))
    screen.assertInvariants()
    return screen
  }

  @Test(
    "each recovery words the permanent lock its own way",
    arguments: [
      (PasscodeScreen.PermanentLockRecovery.none, StringKey.permanentlyLocked),
      (.reinstall, .permanentlyLockedReinstall), (.erase, .permanentlyLockedErase),
    ])
  func messages(recovery: PasscodeScreen.PermanentLockRecovery, key: StringKey) {
    #expect(lockedScreen(recovery).message?.text == LocalizedText(key))
  }

  @Test("Erase Data appears only once permanently locked, in the fallback button's place")
  func eraseButtonOnlyWhenLocked() {
    let fresh = PasscodeScreen(
      PasscodeScreen.Configuration(mode: .unlock, permanentLockRecovery: .erase))
    #expect(!fresh.accessories.contains(.recovery))
    #expect(fresh.fallbackButtonLabel == nil)
    // The layout keeps room for the button from the start, so nothing jumps when it appears.
    #expect(fresh.layoutElements(showsAppHeader: false).contains(.fallbackButton))

    let locked = lockedScreen(.erase)
    #expect(locked.accessories.contains(.recovery))
    #expect(locked.fallbackButtonLabel == LocalizedText(.eraseData))
    #expect(locked.event(forPressing: .fallbackButton) == .recoveryRequested)
    #expect(locked.isEnabled(.fallbackButton))
  }

  @Test("with a fallback too, the locked screen offers Erase Data instead of Use Password")
  func eraseReplacesTheFallbackWhenLocked() {
    let open = PasscodeScreen(
      PasscodeScreen.Configuration(
        mode: .unlock, offersFallback: true, permanentLockRecovery: .erase))
    #expect(open.fallbackButtonLabel == LocalizedText(.usePassword))
    let locked = lockedScreen(.erase, offersFallback: true)
    #expect(locked.fallbackButtonLabel == LocalizedText(.eraseData))
    #expect(!locked.accessories.contains(.fallback))
  }

  @Test("no button without .erase; a recovery request is then ignored")
  func noButtonOtherwise() {
    for recovery in [PasscodeScreen.PermanentLockRecovery.none, .reinstall] {
      var screen = lockedScreen(recovery)
      #expect(screen.fallbackButtonLabel == nil)
      #expect(screen.handle(.recoveryRequested).isEmpty)
      #expect(!screen.layoutElements(showsAppHeader: false).contains(.fallbackButton))
    }
  }

  @Test("the host backs out: still permanently locked, the button back")
  func backingOutKeepsTheLock() {
    var screen = lockedScreen(.erase)
    #expect(screen.handle(.recoveryRequested) == [.showRecovery])
    #expect(!screen.accessories.contains(.recovery), "no second request while it is up")
    #expect(screen.handle(.recoveryRequested).isEmpty)
    #expect(screen.handle(.recoveryFinished(erased: false)).isEmpty)
    screen.assertInvariants()
    #expect(screen.isPermanentlyLocked)
    #expect(screen.accessories.contains(.recovery))
  }

  @Test("erased: the flow ends as .erased, which turns the passcode off everywhere")
  func erasedEndsTheFlow() {
    var screen = lockedScreen(.erase)
    let flow = PasscodeFlow.appLock(offersFallback: false, recovery: .erase)
    #expect(flow.ending(of: screen) == nil, "not stuck: the screen offers a way out")
    _ = screen.handle(.recoveryRequested)
    let effects = screen.handle(.recoveryFinished(erased: true))
    #expect(effects.last == .dismiss(.erased))
    #expect(flow.ending(of: screen) == .erased)
    #expect(flow.consequence(after: .erased) == .passcodeRemoved)
    #expect(
      flow.biometricFollowUp(
        after: .erased, wantsBiometrics: true, availability: .unavailable(.permanentlyLocked))
        == .deleteToken)
  }

  @Test("on a device: Erase Data when the app can erase, else reinstall")
  func onDevice() {
    #expect(PasscodeScreen.PermanentLockRecovery.onDevice(appErasesData: true) == .erase)
    #expect(PasscodeScreen.PermanentLockRecovery.onDevice(appErasesData: false) == .reinstall)
  }

  @Test("only the app lock carries the recovery to its screen")
  func onlyTheAppLockOffersRecovery() throws {
    let status = PasscodeStatus(
      isSet: true, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false)
    func recovery(of flow: PasscodeFlow) -> PasscodeScreen.PermanentLockRecovery? {
      guard
        case .present(let configuration) = flow.start(
          status: .success(status), lock: PasscodeConfiguration(),
          biometrics: .unavailable(.notEnabled), reduceMotion: false)
      else { return nil }
      return configuration.permanentLockRecovery
    }
    #expect(recovery(of: .appLock(offersFallback: false, recovery: .erase)) == .erase)
    #expect(recovery(of: .appLock(offersFallback: false, recovery: .reinstall)) == .reinstall)
    #expect(
      recovery(of: PasscodeFlow(.unlock, permanentLockRecovery: .erase))
        == PasscodeScreen.PermanentLockRecovery.none)
  }
}

/// The driver erases the passcode after the host erased its data, and only then.
@MainActor
@Suite struct PermanentLockRecoveryDriverTests {
  let clock = TestClock()

  func lockedDriver() async throws -> (PasscodeScreenDriver, LockFixture) {
    let fixture = try await LockFixture(maxFailures: 5, rejectsWeak: false).withPasscode("480213")
    let driver = PasscodeScreenDriver(
      configuration: PasscodeScreen.Configuration(
        mode: .unlock, allowsCancel: false, permanentLockRecovery: .erase),
      lock: fixture.lock, clock: clock)
    await driver.start()
    for guess in ["111111", "222222", "333333", "444444", "555555"] {
      for digit in guess { driver.send(.digit(UInt8(String(digit))!)) }
      await driver.settle()
      await clock.advance(by: .seconds(1))  // past the wrong-code hold
    }
    return (driver, fixture)
  }

  @Test("erased by the host: the lock is reset and the flow ends as .erased (LOCK-6)")
  func erasedResetsTheLock() async throws {
    let (driver, fixture) = try await lockedDriver()
    #expect(try await fixture.lock.status().isPermanentlyLocked)
    #expect(driver.screen.isPermanentlyLocked)
    var updates = await fixture.lock.statusUpdates().makeAsyncIterator()
    driver.send(.recoveryRequested)
    await driver.recoveryFinished(erased: true)
    #expect(await driver.outcome() == .erased)
    #expect(try #require(await updates.next())?.isSet == false, "every window hears it")
    #expect(try await fixture.lock.status().isSet == false)
  }

  @Test("the host backs out: the passcode and the permanent lock stay (LOCK-6)")
  func backedOutKeepsTheStore() async throws {
    let (driver, fixture) = try await lockedDriver()
    driver.send(.recoveryRequested)
    await driver.recoveryFinished(erased: false)
    #expect(driver.screen.isPermanentlyLocked)
    #expect(try await fixture.lock.status().isPermanentlyLocked)
  }

  @Test("the store cannot be erased: the screen stays permanently locked")
  func failedResetKeepsTheLock() async throws {
    let (driver, fixture) = try await lockedDriver()
    driver.send(.recoveryRequested)
    for write in 0..<3 { fixture.store.schedule(.fail, atWrite: write) }
    await driver.recoveryFinished(erased: true)
    #expect(driver.screen.isPermanentlyLocked)
    #expect(driver.screen.outcome == nil)
  }
}

/// The appearance prompt and a return to the foreground can arrive at the same activation: the
/// system's biometric prompt is asked for once.
@Suite struct SingleBiometricPromptTests {
  @Test("a prompt already up absorbs the next request and the foreground's (BIO-1)")
  func onePromptAtATime() {
    var screen = PasscodeScreen(
      PasscodeScreen.Configuration(mode: .unlock, biometrics: .available(.faceID)))
    #expect(screen.handle(.biometricRequested) == [.requestBiometrics(.faceID)])
    #expect(screen.handle(.foregrounded).isEmpty)
    #expect(screen.handle(.biometricRequested).isEmpty)
    _ = screen.handle(.biometricResult(.cancelled))
    #expect(screen.handle(.foregrounded) == [.requestBiometrics(.faceID)])
  }
}
