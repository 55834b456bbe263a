import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// BIO-1, BIO-2 through the lock.
@Suite struct PasscodeLockBiometricsTests {
  static let device = BiometricDevice(
    kind: .touchID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [1, 2])
  let token = SecretBuffer(copying: Array(repeating: 0xAB, count: 32))

  func enabled() async throws -> LockFixture {
    let fixture = try await LockFixture().withPasscode()
    #expect(await fixture.lock.verify(code("480213")) == .success)
    try await fixture.lock.biometrics.enable(token: token, device: Self.device)
    return fixture
  }

  @Test func enablingNeedsARecentPasscodeSuccess() async throws {
    let fixture = try await LockFixture().withPasscode()
    // Setting the passcode counts: the user has just typed it twice.
    try await fixture.lock.biometrics.enable(token: token, device: Self.device)
    try await fixture.lock.biometrics.disable()
    fixture.clock.advance(by: PasscodeBiometrics.enrollmentWindow)
    await #expect(throws: PasscodeError.passcodeRequired) {
      try await fixture.lock.biometrics.enable(token: token, device: Self.device)
    }
    let otherProcess = fixture.reopened()
    await #expect(throws: PasscodeError.passcodeRequired) {
      try await otherProcess.biometrics.enable(token: token, device: Self.device)
    }
    #expect(await fixture.lock.verify(code("480213")) == .success)
    fixture.clock.advance(by: PasscodeBiometrics.enrollmentWindow)
    await #expect(throws: PasscodeError.passcodeRequired) {
      try await fixture.lock.biometrics.enable(token: token, device: Self.device)
    }
  }

  @Test("the released token unlocks and resets the count (BIO-1)")
  func theReleasedTokenUnlocksAndResetsTheCount() async throws {
    let fixture = try await enabled()
    #expect(await fixture.lock.biometrics.availability(device: Self.device) == .available(.touchID))
    for index in 1...3 { _ = await fixture.lock.verify(wrongCode(index)) }
    #expect(
      await fixture.lock.biometrics.unlock(token: token, device: Self.device) == .success)
    #expect(try await fixture.lock.status().failures == 0)
  }

  @Test("a wrong token never unlocks, and switches biometrics off (BIO-1)")
  func aWrongTokenNeverUnlocksAndSwitchesBiometricsOff() async throws {
    let fixture = try await enabled()
    let forged = SecretBuffer(copying: Array(repeating: 0xAC, count: 32))
    #expect(
      await fixture.lock.biometrics.unlock(token: forged, device: Self.device) == .rejected)
    #expect(
      await fixture.lock.biometrics.unlock(token: token, device: Self.device)
        == .unavailable(.enrollmentChanged))
  }

  @Test("biometrics are not offered during a lockout (BIO-2)")
  func notOfferedDuringALockout() async throws {
    let fixture = try await enabled()
    for index in 1...5 { _ = await fixture.lock.verify(wrongCode(index)) }
    #expect(
      await fixture.lock.biometrics.availability(device: Self.device) == .unavailable(.lockedOut))
    #expect(
      await fixture.lock.biometrics.unlock(token: token, device: Self.device)
        == .unavailable(.lockedOut))
    fixture.clock.advance(by: .seconds(60))
    #expect(
      await fixture.lock.biometrics.unlock(token: token, device: Self.device) == .success)
  }

  @Test("an enrolment change disables biometrics until the passcode is used (BIO-2)")
  func anEnrolmentChangeDisablesItUntilThePasscodeIsUsed() async throws {
    let fixture = try await enabled()
    var changed = Self.device
    changed.enrollmentState = [9]
    #expect(
      await fixture.lock.biometrics.availability(device: changed)
        == .unavailable(.enrollmentChanged))
    // Even the old enrolment no longer works: the record was switched off.
    #expect(
      await fixture.lock.biometrics.unlock(token: token, device: Self.device)
        == .unavailable(.enrollmentChanged))
    fixture.clock.advance(by: PasscodeBiometrics.enrollmentWindow)
    await #expect(throws: PasscodeError.passcodeRequired) {
      try await fixture.lock.biometrics.enable(token: token, device: changed)
    }
    #expect(await fixture.lock.verify(code("480213")) == .success)
    try await fixture.lock.biometrics.enable(token: token, device: changed)
    #expect(await fixture.lock.biometrics.availability(device: changed) == .available(.touchID))
  }

  @Test("an unknown enrolment (biometry locked out, Face ID off for the app) is no change (BIO-2)")
  func anUnknownEnrolmentIsNoChange() async throws {
    let fixture = try await enabled()
    var unknown = Self.device
    unknown.enrollmentState = nil
    #expect(
      await fixture.lock.biometrics.availability(device: unknown)
        != .unavailable(.enrollmentChanged))
    // Back to the enrolment it was enabled with: still on, and it unlocks.
    #expect(await fixture.lock.biometrics.availability(device: Self.device) == .available(.touchID))
    #expect(
      await fixture.lock.biometrics.unlock(token: token, device: Self.device) == .success)
  }

  @Test("a missing Face ID usage description is refused (BIO-3)")
  func missingFaceIDUsageDescriptionIsRefused() async throws {
    let fixture = try await LockFixture().withPasscode()
    #expect(await fixture.lock.verify(code("480213")) == .success)
    let faceID = BiometricDevice(
      kind: .faceID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [1])
    await #expect(throws: PasscodeError.biometricsUnavailable(.missingUsageDescription)) {
      try await fixture.lock.biometrics.enable(token: token, device: faceID)
    }
  }

  @Test func disablingNeedsNoPasscode() async throws {
    let fixture = try await enabled()
    try await fixture.lock.biometrics.disable()
    #expect(
      await fixture.lock.biometrics.availability(device: Self.device) == .unavailable(.notEnabled))
  }
}
