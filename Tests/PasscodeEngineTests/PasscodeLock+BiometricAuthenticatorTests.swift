import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// BIO-1…BIO-3 through a platform authenticator.
@Suite struct PasscodeLockBiometricAuthenticatorTests {
  func enabled() async throws -> (LockFixture, FakeBiometricAuthenticator) {
    let fixture = try await LockFixture().withPasscode()
    let biometrics = FakeBiometricAuthenticator()
    #expect(await fixture.lock.verify(code("480213")) == .success)
    try await fixture.lock.biometrics.enable(using: biometrics)
    #expect(biometrics.hasToken)
    return (fixture, biometrics)
  }

  @Test("a match unlocks (BIO-1)")
  func aMatchUnlocks() async throws {
    let (fixture, biometrics) = try await enabled()
    #expect(
      await fixture.lock.biometrics.unlock(using: biometrics, reason: "Unlock") == .success)
    #expect(biometrics.promptCount == 1)
  }

  @Test("a cancelled prompt unlocks nothing (BIO-1)")
  func aCancelledPromptUnlocksNothing() async throws {
    let (fixture, biometrics) = try await enabled()
    for error in [BiometricError.cancelled, .notRecognized, .unavailable, .system(status: -25293)] {
      biometrics.setPromptOutcome(.fail(error))
      #expect(
        await fixture.lock.biometrics.unlock(using: biometrics, reason: "Unlock") == .cancelled)
    }
    #expect(try await fixture.lock.status().failures == 0)
  }

  @Test("no prompt during a lockout (BIO-2)")
  func noPromptDuringALockout() async throws {
    let (fixture, biometrics) = try await enabled()
    for index in 1...5 { _ = await fixture.lock.verify(wrongCode(index)) }
    #expect(
      await fixture.lock.biometrics.unlock(using: biometrics, reason: "Unlock")
        == .unavailable(.lockedOut))
    #expect(biometrics.promptCount == 0)
  }

  @Test("a new enrolment needs the passcode (BIO-2)")
  func aNewEnrolmentNeedsThePasscode() async throws {
    let (fixture, biometrics) = try await enabled()
    biometrics.setDevice(
      BiometricDevice(
        kind: .touchID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [2]))
    #expect(
      await fixture.lock.biometrics.unlock(using: biometrics, reason: "Unlock")
        == .unavailable(.enrollmentChanged))
    #expect(biometrics.promptCount == 0)
  }

  @Test("a vanished token switches biometrics off (BIO-1)")
  func aVanishedTokenSwitchesBiometricsOff() async throws {
    let (fixture, biometrics) = try await enabled()
    try await biometrics.deleteToken()
    #expect(
      await fixture.lock.biometrics.unlock(using: biometrics, reason: "Unlock")
        == .unavailable(.enrollmentChanged))
    #expect(
      await fixture.lock.biometrics.availability(device: biometrics.device())
        == .unavailable(.enrollmentChanged))
  }

  @Test("Face ID without a usage description is never prompted (BIO-3)")
  func faceIDWithoutUsageDescriptionIsNeverPrompted() async throws {
    let fixture = try await LockFixture().withPasscode()
    let biometrics = FakeBiometricAuthenticator(
      device: BiometricDevice(
        kind: .faceID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [1]))
    #expect(await fixture.lock.verify(code("480213")) == .success)
    await #expect(throws: PasscodeError.biometricsUnavailable(.missingUsageDescription)) {
      try await fixture.lock.biometrics.enable(using: biometrics)
    }
    #expect(!biometrics.hasToken)
    #expect(
      await fixture.lock.biometrics.unlock(using: biometrics, reason: "Unlock")
        == .unavailable(.missingUsageDescription))
    #expect(biometrics.promptCount == 0)
  }

  @Test func disablingDeletesTheToken() async throws {
    let (fixture, biometrics) = try await enabled()
    try await fixture.lock.biometrics.disable(using: biometrics)
    #expect(!biometrics.hasToken)
    #expect(
      await fixture.lock.biometrics.unlock(using: biometrics, reason: "Unlock")
        == .unavailable(.notEnabled))
  }

  @Test func linuxHasNoBiometrics() async throws {
    let fixture = try await LockFixture().withPasscode()
    #expect(
      await fixture.lock.biometrics.unlock(using: NoBiometrics(), reason: "Unlock")
        == .unavailable(.noBiometrics))
  }
}
