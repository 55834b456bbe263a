import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The user's choice of biometric unlock is stored with the passcode and read back after a
/// relaunch; errors reach the caller as `PasscodeError`.
@Suite struct PasscodeLockBiometricChoiceTests {
  @Test func noChoiceUntilTheUserMakesOne() async throws {
    let fixture = LockFixture()
    #expect(try await fixture.lock.biometrics.choice() == nil, "no passcode: nothing chosen")
    _ = try await fixture.withPasscode()
    #expect(try await fixture.lock.biometrics.choice() == nil)
  }

  @Test("the user's biometric choice survives a relaunch (BIO-2)")
  func theChoiceSurvivesARelaunch() async throws {
    let fixture = try await LockFixture().withPasscode()
    let biometrics = FakeBiometricAuthenticator()
    try await fixture.lock.biometrics.setEnabled(true, using: biometrics)
    #expect(biometrics.hasToken, "just set: on at once")
    #expect(try await fixture.reopened().biometrics.choice() == true)

    try await fixture.lock.biometrics.setEnabled(false, using: biometrics)
    #expect(!biometrics.hasToken)
    let relaunched = fixture.reopened()
    #expect(try await relaunched.biometrics.choice() == false)
    #expect(
      await relaunched.biometrics.availability(device: biometrics.device())
        == .unavailable(.notEnabled))
  }

  @Test func turningOnLongAfterThePasscodeWaitsForTheNextUnlock() async throws {
    let fixture = try await LockFixture().withPasscode()
    let biometrics = FakeBiometricAuthenticator()
    fixture.clock.advance(by: PasscodeBiometrics.enrollmentWindow)
    try await fixture.lock.biometrics.setEnabled(true, using: biometrics)
    #expect(try await fixture.lock.biometrics.choice() == true, "saved")
    #expect(!biometrics.hasToken, "not on before a passcode success")
  }

  @Test func turningOnWithoutASensorIsRefusedAndNotSaved() async throws {
    let fixture = try await LockFixture().withPasscode()
    await #expect(throws: PasscodeError.biometricsUnavailable(.noBiometrics)) {
      try await fixture.lock.biometrics.setEnabled(true, using: NoBiometrics())
    }
    let faceID = FakeBiometricAuthenticator(
      device: BiometricDevice(
        kind: .faceID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [1]))
    await #expect(throws: PasscodeError.biometricsUnavailable(.missingUsageDescription)) {
      try await fixture.lock.biometrics.setEnabled(true, using: faceID)
    }
    #expect(try await fixture.lock.biometrics.choice() == nil)
  }

  @Test func choosingWithoutAPasscodeThrowsNotSet() async throws {
    let fixture = LockFixture()
    await #expect(throws: PasscodeError.notSet) {
      try await fixture.lock.biometrics.setEnabled(false, using: FakeBiometricAuthenticator())
    }
  }

  @Test func removingThePasscodeForgetsTheChoice() async throws {
    let fixture = try await LockFixture().withPasscode()
    try await fixture.lock.biometrics.setEnabled(false, using: FakeBiometricAuthenticator())
    try await fixture.lock.removePasscode(current: code("480213"))
    _ = try await fixture.withPasscode()
    #expect(try await fixture.lock.biometrics.choice() == nil)
  }

  @Test func storeFailuresArePasscodeErrors() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.store.failReads(with: .readFailed(.other("unreadable")))
    await #expect(throws: PasscodeError.store(.readFailed(.other("unreadable")))) {
      _ = try await fixture.lock.biometrics.choice()
    }
    await #expect(throws: PasscodeError.store(.readFailed(.other("unreadable")))) {
      try await fixture.lock.biometrics.setEnabled(false, using: FakeBiometricAuthenticator())
    }
    await #expect(throws: PasscodeError.store(.readFailed(.other("unreadable")))) {
      _ = try await fixture.lock.status()
    }
    await #expect(throws: PasscodeError.store(.readFailed(.other("unreadable")))) {
      try await fixture.lock.biometrics.disable()
    }
  }

  @Test func theAuthenticatorsFailuresArePasscodeErrors() async throws {
    let fixture = try await LockFixture().withPasscode()
    await #expect(throws: PasscodeError.biometrics(.unavailable)) {
      try await fixture.lock.biometrics.enable(using: UnusableSensor())
    }
    #expect(
      await fixture.lock.biometrics.availability(device: UnusableSensor().device())
        == .unavailable(.notEnabled), "rolled back")
  }

  /// A record written before the choice existed has no such key: it reads as "not chosen".
  @Test func anOlderRecordReadsAsNotChosen() throws {
    let verifier =
      #"{"algorithm":"pbkdf2-hmac-sha256","hash":"ZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXp7fH1+f4CBgoM=","rounds":600000,"salt":"AAECAwQFBgcICQoLDA0ODw=="}"#
    let json =
      #"{"enabled":true,"failures":0,"format":"numeric:6","maxFailures":10,"#
      + #""verifier":"# + verifier + #","version":1}"#
    let record = try StateRecord.decode(Self.framed(json))
    #expect(record.biometricsChoice == nil)
    #expect(record.version == 1, "the format version is kept")
    var chosen = record
    chosen.biometricsChoice = false
    #expect(try StateRecord.decode(chosen.encoded()).biometricsChoice == false)
  }

  /// `json` framed as a stored record: magic line, JSON, checksum.
  static func framed(_ json: String) -> [UInt8] {
    let bytes = Array(json.utf8)
    let digest = bytes.withUnsafeBytes { Digests.sha256($0) }
    let hex = digest.map { String(format: "%02x", $0) }.joined()
    return Array("\(StateRecord.magic)\n\(json)\nsha256:\(hex)\n".utf8)
  }
}

/// Biometrics whose Keychain item cannot be written.
private struct UnusableSensor: BiometricAuthenticator {
  func device() -> BiometricDevice {
    BiometricDevice(
      kind: .touchID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [1])
  }
  func storeToken(_ token: SecretBuffer) async throws { throw BiometricError.unavailable }
  func releaseToken(reason: String) async throws -> SecretBuffer {
    throw BiometricError.unavailable
  }
  func deleteToken() async throws {}
}
