import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// An on-demand check: a cancellable unlock, with or without biometrics, that never protects
/// its scene.
@MainActor
@Suite struct PasscodeCheckTests {
  func lockWithPasscode() async throws -> PasscodeLock {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    return lock
  }

  @Test func aCheckIsACancellableUnlockThatIsNotTheAppLock() {
    let flow = PasscodeCheck(offersFallback: true).flow
    #expect(flow.mode == .unlock)
    #expect(flow.allowsCancel)
    #expect(!flow.isAppLock)
    #expect(flow.offersFallback)
    #expect(!PasscodeCheck().protectsScene)
  }

  @Test("without biometrics: no biometric key, no prompt on appearance, none from the driver")
  func withoutBiometricsTheScreenNeverPrompts() async throws {
    let lock = try await lockWithPasscode()
    let biometrics = FakeBiometricAuthenticator()
    try await lock.biometrics.enable(using: biometrics)
    let measured = await lock.biometrics.availability(device: biometrics.device())
    #expect(measured == .available(.touchID))

    let check = PasscodeCheck(allowsBiometrics: false)
    #expect(check.flow.eventsOnAppear.isEmpty)
    guard
      case .present(let configuration) = check.flow.start(
        status: await statusResult(of: lock), lock: lock.configuration,
        biometrics: check.biometrics(measured), reduceMotion: false)
    else {
      Issue.record("a check with a passcode set presents its screen")
      return
    }
    #expect(configuration.biometrics == .unavailable(.notEnabled))
    #expect(configuration.allowsCancel)

    let driver = PasscodeScreenDriver(
      configuration: configuration, lock: lock, biometrics: check.authenticator(biometrics))
    await driver.start()
    driver.send(.biometricRequested)
    await driver.settle()
    #expect(biometrics.promptCount == 0)
    #expect(driver.screen.accessoryKey != .biometrics(.touchID))
  }

  @Test func withBiometricsTheCheckOffersThem() async throws {
    let lock = try await lockWithPasscode()
    let biometrics = FakeBiometricAuthenticator()
    try await lock.biometrics.enable(using: biometrics)
    let check = PasscodeCheck()
    #expect(check.flow.eventsOnAppear == [.biometricRequested])
    #expect(check.biometrics(.available(.faceID)) == .available(.faceID))
    let driver = PasscodeScreenDriver(
      configuration: PasscodeScreen.Configuration(mode: .unlock, format: .default),
      lock: lock, biometrics: check.authenticator(biometrics))
    await driver.start()
    driver.send(.biometricRequested)
    await driver.settle()
    #expect(biometrics.promptCount == 1)
    #expect(driver.screen.outcome == .unlockedWithBiometrics)
  }

  @Test("the follow-up obeys the user's stored choice after a relaunch (BIO-2)")
  func theFollowUpObeysTheStoredChoice() async throws {
    let store = InMemoryStore()
    let clock = TestBootClock()
    let biometrics = FakeBiometricAuthenticator()
    let lock = PasscodeLock(store: store, verifier: FastTestVerifier(), clock: clock)
    try await lock.setPasscode(code("480213"))
    try await lock.biometrics.setEnabled(false, using: biometrics)

    // A relaunch: a new lock on the same store, whose host defaults to biometrics on.
    let relaunched = PasscodeLock(store: store, verifier: FastTestVerifier(), clock: clock)
    #expect(await relaunched.verify(code("480213")) == .success)
    await relaunched.biometrics.followUp(
      PasscodeFlow.appLock(offersFallback: false), outcome: .unlocked, biometricsByDefault: true,
      using: biometrics)
    #expect(!biometrics.hasToken, "the user turned it off: it stays off")

    try await relaunched.biometrics.setEnabled(true, using: biometrics)
    try await relaunched.biometrics.disable(using: biometrics)  // an enrolment change, say
    #expect(await relaunched.verify(code("480213")) == .success)
    await relaunched.biometrics.followUp(
      PasscodeFlow.appLock(offersFallback: false), outcome: .unlocked,
      biometricsByDefault: false, using: biometrics)
    #expect(biometrics.hasToken, "the user turned it on: the host's default does not matter")
  }

  @Test func withoutAChoiceTheHostsDefaultApplies() {
    let flow = PasscodeFlow(.unlock)
    let off = BiometricAvailability.unavailable(.notEnabled)
    #expect(PasscodeFlow.wantsBiometrics(choice: nil, byDefault: true))
    #expect(!PasscodeFlow.wantsBiometrics(choice: nil, byDefault: false))
    #expect(!PasscodeFlow.wantsBiometrics(choice: false, byDefault: true))
    #expect(PasscodeFlow.wantsBiometrics(choice: true, byDefault: false))
    #expect(
      flow.biometricFollowUp(after: .unlocked, choice: nil, byDefault: true, availability: off)
        == .enable)
    #expect(
      flow.biometricFollowUp(after: .unlocked, choice: false, byDefault: true, availability: off)
        == .none)
    #expect(
      flow.biometricFollowUp(after: .unlocked, choice: true, byDefault: false, availability: off)
        == .enable)
  }
}
