import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// PasscodeCore's spellings of the lock from before biometrics had a type of their own, as an
/// app written for them calls them; `PasscodeLock` conforms without deprecation, so that the
/// test calls the deprecated members through it without a warning.
protocol CoreLockSpellings: Actor {
  func biometricSetting(using authenticator: any BiometricAuthenticator, byDefault: Bool)
    async throws -> BiometricSetting
  func followUp(
    _ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?, biometricsByDefault: Bool,
    using authenticator: any BiometricAuthenticator) async
  func followUp(
    _ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?, wantsBiometrics: Bool,
    using authenticator: any BiometricAuthenticator) async
}

extension PasscodeLock: CoreLockSpellings {}

/// Every deprecated spelling PasscodeCore adds to ``PasscodeLock`` still works, forwarding to
/// ``PasscodeBiometrics``.
@Suite struct PasscodeLockCoreDeprecatedSpellingsTests {
  @Test func theBiometricSettingAndFollowUpsForward() async throws {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    let old: any CoreLockSpellings = lock
    let biometrics = FakeBiometricAuthenticator()
    let setting = try await old.biometricSetting(using: biometrics, byDefault: true)
    #expect(setting == (try await lock.biometrics.setting(using: biometrics, byDefault: true)))

    #expect(await lock.verify(code("480213")) == .success)
    await old.followUp(
      PasscodeFlow(.unlock), outcome: .unlocked, biometricsByDefault: true, using: biometrics)
    #expect(biometrics.hasToken, "the follow-up turned biometric unlock on")
    await old.followUp(
      PasscodeFlow(.remove), outcome: .passcodeRemoved, wantsBiometrics: true, using: biometrics)
    #expect(!biometrics.hasToken, "the older spelling's follow-up deleted the token")
  }
}
