import Foundation
import Testing

@testable import PasscodeCore

/// Step 1 of a verification: any damage is detected and keeps the lock locked.
@Suite struct StateRecordTests {
  static let verifierRecord = VerifierRecord(
    algorithm: PBKDF2Verifier.algorithm, rounds: 600_000,
    salt: Array(0..<16), hash: Array(100..<132))

  static let sample = StateRecord(
    enabled: true, format: .numeric(length: 6), maxFailures: 10, failures: 6,
    lastFailure: BootInstant(bootID: "boot", nanoseconds: 123_456_789), verifier: verifierRecord)

  @Test func roundTrips() throws {
    let decoded = try StateRecord.decode(Self.sample.encoded())
    #expect(decoded == Self.sample)
    try decoded.validate(using: PBKDF2Verifier())
  }

  @Test func everyTruncationIsDetected() {
    let bytes = Self.sample.encoded()
    for length in 0..<bytes.count {
      #expect(throws: StoreError.self) { try StateRecord.decode(Array(bytes.prefix(length))) }
    }
  }

  @Test func everyFlippedBitIsDetected() {
    let bytes = Self.sample.encoded()
    for index in bytes.indices {
      for bit in [0, 3, 7] {
        var damaged = bytes
        damaged[index] ^= UInt8(1 << bit)
        #expect(throws: StoreError.self) { try StateRecord.decode(damaged) }
      }
    }
  }

  @Test func unknownVersionsAreRefused() throws {
    var newer = Self.sample
    newer.version = 2
    #expect(throws: StoreError.unsupportedVersion(2)) { try StateRecord.decode(newer.encoded()) }
    var older = Self.sample
    older.version = 0
    #expect(throws: StoreError.damaged("unknown record version 0")) {
      try StateRecord.decode(older.encoded())
    }
  }

  @Test func countsOutOfRangeAreDamage() throws {
    for failures in [-1, 11, 1000] {
      var record = Self.sample
      record.failures = failures
      #expect(throws: StoreError.self) { try record.validate(using: PBKDF2Verifier()) }
    }
    for maxFailures in [0, 4, 21] {
      var record = Self.sample
      record.maxFailures = maxFailures
      record.failures = 0
      #expect(throws: StoreError.self) { try record.validate(using: PBKDF2Verifier()) }
    }
  }

  @Test func enabledWithoutVerifierIsDamage() {
    var record = Self.sample
    record.verifier = nil
    #expect(throws: StoreError.missingSecret("no verifier")) {
      try record.validate(using: PBKDF2Verifier())
    }
  }

  @Test func roundsBelowTheFloorAreRefused_HASH1() {
    for rounds in [1, 1_000, 209_999] {
      var record = Self.sample
      record.verifier?.rounds = rounds
      #expect(throws: StoreError.weakParameters("pbkdf2-hmac-sha256, \(rounds) rounds")) {
        try record.validate(using: PBKDF2Verifier())
      }
    }
  }

  @Test func failuresWithAWaitButNoTimeAreDamage() {
    var record = Self.sample
    record.lastFailure = nil
    #expect(throws: StoreError.self) { try record.validate(using: PBKDF2Verifier()) }
    record.failures = 3  // no wait at 3 failures: a missing time does not matter
    #expect(throws: Never.self) { try record.validate(using: PBKDF2Verifier()) }
  }

  @Test func storesNoPepperAndNoPasscode_STO1() {
    let text = String(decoding: Self.sample.encoded(), as: UTF8.self)
    #expect(text.hasPrefix("PASSCODEKIT-STATE\n{"))
    #expect(!text.contains("pepper"))
  }
}
