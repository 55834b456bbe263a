import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The decisions around a one-call flow: whether it starts, its screen, its ending, what
/// follows for the lock session and biometrics.
@Suite struct PasscodeFlowTests {
  let lock = PasscodeConfiguration(format: .numeric(length: 4), rejectsWeakPasscodes: false)
  let noBiometrics = BiometricAvailability.unavailable(.notEnabled)

  func status(
    isSet: Bool = true, format: PasscodeFormat = .default, failures: Int = 0,
    permanentlyLocked: Bool = false
  ) -> Result<PasscodeStatus, StoreError> {
    .success(
      PasscodeStatus(
        isSet: isSet, format: format, failures: failures, maxFailures: 10,
        lockoutRemaining: .zero, isPermanentlyLocked: permanentlyLocked))
  }

  func configuration(of start: PasscodeFlow.Start) -> PasscodeScreen.Configuration? {
    if case .present(let configuration) = start { return configuration }
    return nil
  }

  @Test func unlockingWithoutAPasscodeIsAlreadyDone() {
    let start = PasscodeFlow(.unlock).start(
      status: status(isSet: false), lock: lock, biometrics: noBiometrics, reduceMotion: false)
    #expect(start == .finish(.completed))
  }

  @Test func anUnreadableStoreStillLocks() {
    let failure: Result<PasscodeStatus, StoreError> = .failure(.readFailed(.other("no")))
    let unlock = PasscodeFlow.appLock(offersFallback: false).start(
      status: failure, lock: lock, biometrics: noBiometrics, reduceMotion: false)
    #expect(configuration(of: unlock)?.mode == .unlock)
    for mode in [PasscodeScreen.Mode.create, .change, .remove] {
      let start = PasscodeFlow(mode).start(
        status: failure, lock: lock, biometrics: noBiometrics, reduceMotion: false)
      #expect(start == .refuse(.store(.readFailed(.other("no")))))
    }
  }

  @Test func createNeedsNoPasscodeAndUsesTheLocksFormat() {
    let refused = PasscodeFlow(.create).start(
      status: status(), lock: lock, biometrics: noBiometrics, reduceMotion: false)
    #expect(refused == .refuse(.alreadySet))
    let start = PasscodeFlow(.create).start(
      status: status(isSet: false), lock: lock, biometrics: noBiometrics, reduceMotion: true)
    let configuration = configuration(of: start)
    #expect(configuration?.mode == .create)
    #expect(configuration?.format == .numeric(length: 4))
    #expect(configuration?.reduceMotion == true)
    #expect(configuration?.rejectsWeakPasscodes == false)
    #expect(configuration?.offersFallback == false)
  }

  @Test func changeAndRemoveNeedAPasscodeAndUseItsFormat() {
    for mode in [PasscodeScreen.Mode.change, .remove] {
      let flow = PasscodeFlow(mode, offersFallback: true)
      #expect(
        flow.start(
          status: status(isSet: false), lock: lock, biometrics: noBiometrics, reduceMotion: false)
          == .refuse(.notSet))
      let start = flow.start(
        status: status(format: .alphanumeric), lock: lock, biometrics: noBiometrics,
        reduceMotion: false)
      #expect(configuration(of: start)?.format == .alphanumeric)
      #expect(configuration(of: start)?.allowsCancel == true)
      #expect(configuration(of: start)?.offersFallback == false, "only unlocking offers it")
    }
  }

  @Test func onlyTheAppLockShowsThePermanentLock() {
    let locked = status(failures: 10, permanentlyLocked: true)
    let appLock = PasscodeFlow.appLock(offersFallback: false)
    #expect(appLock.isAppLock)
    #expect(
      configuration(
        of: appLock.start(status: locked, lock: lock, biometrics: noBiometrics, reduceMotion: false)
      )
        != nil)
    for flow in [PasscodeFlow(.unlock), PasscodeFlow(.change), PasscodeFlow(.remove)] {
      #expect(!flow.isAppLock)
      #expect(
        flow.start(status: locked, lock: lock, biometrics: noBiometrics, reduceMotion: false)
          == .finish(.permanentlyLocked))
    }
  }

  @Test func theAppLockCannotBeCancelledAndOffersTheFallback() {
    let start = PasscodeFlow.appLock(offersFallback: true).start(
      status: status(), lock: lock, biometrics: noBiometrics, reduceMotion: false)
    #expect(configuration(of: start)?.allowsCancel == false)
    #expect(configuration(of: start)?.offersFallback == true)
  }

  /// The screen knows from the start whether biometrics are available, so the biometric key
  /// takes the accessory slot and a cancellable unlock keeps Cancel, under the keypad.
  @Test func biometricsAreOfferedOnlyWhereTheScreenUnlocks() {
    let faceID = BiometricAvailability.available(.faceID)
    let flows = [
      PasscodeFlow.appLock(offersFallback: true), PasscodeFlow(.unlock, offersFallback: true),
      PasscodeFlow(.change, offersFallback: true), PasscodeFlow(.remove, offersFallback: true),
    ]
    for flow in flows {
      let configuration = configuration(
        of: flow.start(status: status(), lock: lock, biometrics: faceID, reduceMotion: false))
      #expect(configuration?.biometrics.isAvailable == (flow.mode == .unlock), "\(flow.mode)")
    }
    let create = configuration(
      of: PasscodeFlow(.create).start(
        status: status(isSet: false), lock: lock, biometrics: faceID, reduceMotion: false))
    #expect(create?.biometrics == noBiometrics)

    let confirm = PasscodeScreen(
      configuration(
        of: PasscodeFlow(.unlock).start(
          status: status(), lock: lock, biometrics: faceID, reduceMotion: false))!)
    #expect(confirm.accessoryKey == .biometrics(.faceID))
    #expect(confirm.cancelIsBelowKeypad)
    #expect(confirm.accessories.contains(.cancel))
    let appLock = PasscodeScreen(
      configuration(
        of: PasscodeFlow.appLock(offersFallback: false).start(
          status: status(), lock: lock, biometrics: faceID, reduceMotion: false))!)
    #expect(appLock.label(for: .accessory) == LocalizedText(.faceID))
    #expect(!appLock.cancelIsBelowKeypad)
    #expect(!appLock.accessories.contains(.cancel))
  }

  @Test func unlockPromptsForBiometricsOnAppearWhenAsked() {
    #expect(PasscodeFlow(.unlock).eventsOnAppear == [.biometricRequested])
    #expect(PasscodeFlow(.unlock, promptsBiometricsOnAppear: false).eventsOnAppear == [])
    #expect(PasscodeFlow(.change).eventsOnAppear == [])
  }

  @Test func screensThatFinishEndTheFlow() {
    let flow = PasscodeFlow(.unlock)
    var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock))
    #expect(flow.ending(of: screen) == nil)
    _ = screen.handle(.cancel)
    #expect(flow.ending(of: screen) == .cancelled)

    var unlocked = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock))
    for _ in 0..<6 { _ = unlocked.handle(.digit(4)) }
    #expect(flow.ending(of: unlocked) == nil, "waiting for the lock")
    _ = unlocked.handle(.verified(.success))
    #expect(flow.ending(of: unlocked) == .completed)
  }

  @Test func thePermanentLockEndsTheFlowUnlessTheFallbackIsOffered() {
    for offersFallback in [false, true] {
      var screen = PasscodeScreen(
        PasscodeScreen.Configuration(mode: .unlock, offersFallback: offersFallback))
      for _ in 0..<6 { _ = screen.handle(.digit(4)) }
      _ = screen.handle(.verified(.permanentlyLocked))
      let flow = PasscodeFlow(.unlock, offersFallback: offersFallback)
      #expect(flow.ending(of: screen) == (offersFallback ? nil : .permanentlyLocked))
      _ = screen.handle(.fallbackRequested)
      _ = screen.handle(.fallbackFinished(succeeded: true))
      if offersFallback { #expect(flow.ending(of: screen) == .fallbackSucceeded) }
    }
  }

  @Test func endingsTellTheAppLock() {
    #expect(PasscodeFlow(.unlock).consequence(after: .completed) == .unlocked)
    #expect(PasscodeFlow(.unlock).consequence(after: .fallbackSucceeded) == .unlocked)
    #expect(PasscodeFlow(.unlock).consequence(after: .cancelled) == nil)
    #expect(PasscodeFlow(.unlock).consequence(after: .permanentlyLocked) == nil)
    #expect(PasscodeFlow(.create).consequence(after: .completed) == .passcodeSet)
    #expect(PasscodeFlow(.remove).consequence(after: .completed) == .passcodeRemoved)
    #expect(PasscodeFlow(.change).consequence(after: .completed) == nil)
    #expect(PasscodeFlow(.create).consequence(after: .cancelled) == nil)
  }

  @Test func biometricsAreTurnedOnAfterAPasscodeWasTypedOnly() {
    let flow = PasscodeFlow(.unlock)
    let off = BiometricAvailability.unavailable(.notEnabled)
    #expect(
      flow.biometricFollowUp(after: .unlocked, wantsBiometrics: true, availability: off)
        == .enable)
    #expect(
      flow.biometricFollowUp(
        after: .passcodeChanged, wantsBiometrics: true,
        availability: .unavailable(.enrollmentChanged)) == .enable)
    #expect(
      flow.biometricFollowUp(after: .unlocked, wantsBiometrics: false, availability: off)
        == .none)
    #expect(
      flow.biometricFollowUp(
        after: .unlocked, wantsBiometrics: true, availability: .available(.faceID)) == .none)
    #expect(
      flow.biometricFollowUp(
        after: .unlocked, wantsBiometrics: true, availability: .unavailable(.noBiometrics))
        == .none)
    #expect(
      flow.biometricFollowUp(after: .passcodeSet, wantsBiometrics: true, availability: off)
        == .enable)
    for outcome in [PasscodeScreen.Outcome.unlockedWithBiometrics, .cancelled] {
      #expect(
        flow.biometricFollowUp(after: outcome, wantsBiometrics: true, availability: off)
          == .none)
    }
    #expect(
      flow.biometricFollowUp(after: .passcodeRemoved, wantsBiometrics: true, availability: off)
        == .deleteToken)
  }

  /// The follow-up works against a real lock: enabling right after setting the passcode, or
  /// after an unlock, succeeds; a follow-up the lock would refuse is never proposed.
  @Test func theFollowUpMatchesWhatTheLockAccepts() async throws {
    let clock = TestBootClock()
    let lock = PasscodeLock(store: InMemoryStore(), verifier: FastTestVerifier(), clock: clock)
    let biometrics = FakeBiometricAuthenticator()
    try await lock.setPasscode(code("480213"))
    let afterSet = await lock.biometrics.availability(device: biometrics.device())
    #expect(
      PasscodeFlow(.create).biometricFollowUp(
        after: .passcodeSet, wantsBiometrics: true, availability: afterSet) == .enable)
    try await lock.biometrics.enable(using: biometrics)
    #expect(await lock.biometrics.availability(device: biometrics.device()) == .available(.touchID))
    try await lock.biometrics.disable(using: biometrics)
    clock.advance(by: PasscodeBiometrics.enrollmentWindow)
    await #expect(throws: PasscodeError.passcodeRequired) {
      try await lock.biometrics.enable(using: biometrics)
    }
    #expect(await lock.verify(code("480213")) == .success)
    let afterUnlock = await lock.biometrics.availability(device: biometrics.device())
    #expect(
      PasscodeFlow(.unlock).biometricFollowUp(
        after: .unlocked, wantsBiometrics: true, availability: afterUnlock) == .enable)
    try await lock.biometrics.enable(using: biometrics)
    #expect(await lock.biometrics.availability(device: biometrics.device()) == .available(.touchID))
  }

  @Test func updateResultsAnswerTheOneCallFlows() throws {
    #expect(try PasscodeFlow.Ending.completed.updateResult())
    #expect(try !PasscodeFlow.Ending.cancelled.updateResult())
    #expect(throws: PasscodeError.currentPasscodeRejected(.permanentlyLocked)) {
      try PasscodeFlow.Ending.permanentlyLocked.updateResult()
    }
  }
}
