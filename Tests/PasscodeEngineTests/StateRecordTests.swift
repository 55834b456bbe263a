import Foundation
import PasscodeTestHelpers
import Testing

@testable import PasscodeEngine

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
    newer.version = StateRecord.currentVersion + 1
    #expect(throws: StoreError.unsupportedVersion(StateRecord.currentVersion + 1)) {
      try StateRecord.decode(newer.encoded())
    }
    var older = Self.sample
    older.version = 0
    #expect(throws: StoreError.damaged(.unknownVersion(0))) {
      try StateRecord.decode(older.encoded())
    }
  }

  @Test func countsOutOfRangeAreDamage() throws {
    for failures in [-1, 11, 1000] {
      var record = Self.sample
      record.failures = failures
      #expect(
        throws: StoreError.damaged(.failureCountOutOfRange(failures: failures, maxFailures: 10))
      ) { try record.validate(using: PBKDF2Verifier()) }
    }
    for maxFailures in [0, 2, 21] {
      var record = Self.sample
      record.maxFailures = maxFailures
      record.failures = 0
      #expect(throws: StoreError.damaged(.failureLimitOutOfRange(maxFailures))) {
        try record.validate(using: PBKDF2Verifier())
      }
    }
  }

  @Test func enabledWithoutVerifierIsDamage() {
    var record = Self.sample
    record.verifier = nil
    #expect(throws: StoreError.missingSecret(.verifier)) {
      try record.validate(using: PBKDF2Verifier())
    }
  }

  @Test("rounds below the floor are refused (HASH-1)")
  func roundsBelowTheFloorAreRefused() {
    for rounds in [1, 1_000, 209_999] {
      var record = Self.sample
      record.verifier?.rounds = rounds
      #expect(throws: StoreError.weakParameters(rounds: rounds, floor: 210_000)) {
        try record.validate(using: PBKDF2Verifier())
      }
    }
  }

  /// Only a work factor below the floor is called weak; every other unusable verifier is
  /// damage (the algorithm name read from the file is data here; PasscodeCore's wording never
  /// repeats it).
  @Test("other unusable verifiers are damage, not weakness (HASH-1)")
  func otherUnusableVerifiersAreDamageNotWeakness() {
    var tooMany = Self.sample
    tooMany.verifier?.rounds = PBKDF2Verifier.maximumRounds + 1
    var unknown = Self.sample
    unknown.verifier?.algorithm = "\u{1B}[2Jmd5"
    var emptyHash = Self.sample
    emptyHash.verifier?.hash = []
    var shortSalt = Self.sample
    shortSalt.verifier?.salt = [1, 2, 3]
    let expected: [(StateRecord, StoreError)] = [
      (
        tooMany,
        .damaged(.verifier(.roundsAboveCeiling(rounds: 100_000_001, ceiling: 100_000_000)))
      ),
      (unknown, .damaged(.verifier(.unknownAlgorithm("\u{1B}[2Jmd5")))),
      (emptyHash, .damaged(.verifier(.malformed))),
      (shortSalt, .damaged(.verifier(.malformed))),
    ]
    for (record, error) in expected {
      #expect(throws: error) { try record.validate(using: PBKDF2Verifier()) }
    }
  }

  /// STO-4: a record without a passcode must say which interrupted write left it.
  @Test("a record without a passcode names its interrupted write (STO-4)")
  func aRecordWithoutAPasscodeNamesItsInterruptedWrite() throws {
    for write in [StateRecord.PendingWrite.set, .erase] {
      let pending = StateRecord.pending(write, format: .default, maxFailures: 10)
      let decoded = try StateRecord.decode(pending.encoded())
      #expect(decoded.pendingWrite == write)
      try decoded.validate(using: PBKDF2Verifier())
    }
    var unexplained = StateRecord.pending(.set, format: .default, maxFailures: 10)
    unexplained.pendingWrite = nil
    #expect(throws: StoreError.self) { try unexplained.validate(using: PBKDF2Verifier()) }
    var both = Self.sample
    both.pendingWrite = .set
    #expect(throws: StoreError.self) { try both.validate(using: PBKDF2Verifier()) }
  }

  /// LOCK-4: the last five wrong guesses of the last five minutes, on this boot.
  @Test("the record remembers the last five wrong guesses for five minutes (LOCK-4)")
  func remembersTheLastFiveWrongGuessesForFiveMinutes() {
    let start = BootInstant(bootID: "boot", nanoseconds: 1_000_000_000_000)
    func tag(_ index: UInt8) -> [UInt8] { [UInt8](repeating: index, count: 32) }
    var record = Self.sample
    for index in 1...6 { record.rememberWrongGuess(tag(UInt8(index)), now: start) }
    #expect(!record.isRecentWrongGuess(tag(1), now: start))
    for index in 2...6 { #expect(record.isRecentWrongGuess(tag(UInt8(index)), now: start)) }
    #expect(record.isRecentWrongGuess(tag(6), now: start.advanced(by: .seconds(299))))
    #expect(!record.isRecentWrongGuess(tag(6), now: start.advanced(by: .seconds(300))))
    #expect(!record.isRecentWrongGuess(tag(6), now: BootInstant(bootID: "other", nanoseconds: 0)))
    // Stale guesses are dropped when a new one is remembered.
    record.rememberWrongGuess(tag(7), now: start.advanced(by: .seconds(301)))
    #expect(record.recentWrongGuesses?.count == 1)
    let decoded = try? StateRecord.decode(record.encoded())
    #expect(decoded?.recentWrongGuesses == record.recentWrongGuesses)
  }

  @Test func failuresWithAWaitButNoTimeAreDamage() {
    var record = Self.sample
    record.lastFailure = nil
    #expect(throws: StoreError.self) { try record.validate(using: PBKDF2Verifier()) }
    record.failures = 3  // no wait at 3 failures: a missing time does not matter
    #expect(throws: Never.self) { try record.validate(using: PBKDF2Verifier()) }
  }

  @Test("the state record stores no pepper and no passcode (STO-1)")
  func storesNoPepperAndNoPasscode() {
    let pepper = SecretBuffer(copying: [UInt8](repeating: 0xA5, count: 32))
    var record = Self.sample
    record.recordSuccess(pepper: pepper)
    let text = String(decoding: record.encoded(), as: UTF8.self)
    #expect(text.hasPrefix("PASSCODEKIT-STATE\n{"))
    #expect(!text.contains(Base64.encode(bytes(of: pepper))))
    #expect(!text.contains(String(repeating: "a5", count: 32)))
    #expect(record.pepperCheck != nil)
  }
}
