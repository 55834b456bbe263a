import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The follow-up a presenter performs after a flow, against a real lock and fake biometrics.
@Suite struct PasscodeLockBiometricFollowUpTests {
  let biometrics = FakeBiometricAuthenticator()

  func lockWithPasscode() async throws -> PasscodeLock {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    return lock
  }

  @Test func anUnlockTurnsBiometricsOnWhenWanted() async throws {
    let lock = try await lockWithPasscode()
    #expect(await lock.verify(code("480213")) == .success)
    await lock.biometrics.followUp(
      PasscodeFlow(.unlock), outcome: .unlocked, biometricsByDefault: false, using: biometrics)
    #expect(!biometrics.hasToken, "not wanted: stays off")
    await lock.biometrics.followUp(
      PasscodeFlow(.unlock), outcome: .unlocked, biometricsByDefault: true, using: biometrics)
    #expect(biometrics.hasToken)
    #expect(await lock.biometrics.availability(device: biometrics.device()) == .available(.touchID))
  }

  @Test func removingThePasscodeDeletesTheToken() async throws {
    let lock = try await lockWithPasscode()
    try await lock.biometrics.enable(using: biometrics)
    #expect(biometrics.hasToken)
    try await lock.removePasscode(current: code("480213"))
    await lock.biometrics.followUp(
      PasscodeFlow(.remove), outcome: .passcodeRemoved, biometricsByDefault: false,
      using: biometrics)
    #expect(!biometrics.hasToken)
  }

  @Test func aCancelledFlowChangesNothing() async throws {
    let lock = try await lockWithPasscode()
    try await lock.biometrics.enable(using: biometrics)
    await lock.biometrics.followUp(
      PasscodeFlow(.remove), outcome: .cancelled, biometricsByDefault: true, using: biometrics)
    #expect(biometrics.hasToken)
  }
}
