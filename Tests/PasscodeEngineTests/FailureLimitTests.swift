import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The failure limit from 3 (LOCK-7), and what a configuration outside the ranges does: a
/// thrown `PasscodeError.invalidConfiguration`, never a trap and never a stored record.
@Suite struct FailureLimitTests {
  @Test("a limit of 3 locks for good at the third failure, with no wait before it (LOCK-7)")
  func aLimitOfThreeLocksAtTheThirdFailure() async throws {
    let fixture = try await LockFixture(maxFailures: 3).withPasscode("480213")
    #expect(await fixture.lock.verify(code("111111")) == .wrong(attemptsLeft: 2, wait: .zero))
    #expect(await fixture.lock.verify(code("222222")) == .wrong(attemptsLeft: 1, wait: .zero))
    #expect(await fixture.lock.verify(code("333333")) == .wrong(attemptsLeft: 0, wait: .zero))
    #expect(await fixture.lock.verify(code("480213")) == .permanentlyLocked)
    let status = try await fixture.lock.status()
    #expect(status.maxFailures == 3)
    #expect(status.isPermanentlyLocked)
    // The record a limit of 3 wrote reads back whole (a lock reopened over the same store).
    #expect(try await fixture.reopened().status().isPermanentlyLocked)
  }

  @Test("3…20 are limits; 2 and 21 are not (LOCK-7)")
  func theRangeIsThreeToTwenty() throws {
    #expect(LockoutPolicy.maxFailuresRange == 3...20)
    for limit in [3, 4, 10, 20] {
      #expect(try LockoutPolicy(checking: limit).maxFailures == limit)
      try PasscodeConfiguration(maxFailures: limit).validate()
    }
    for limit in [Int.min, -1, 0, 1, 2, 21, Int.max] {
      #expect(throws: PasscodeError.invalidConfiguration(.maxFailuresOutOfRange(limit))) {
        try LockoutPolicy(checking: limit)
      }
      #expect(throws: PasscodeError.invalidConfiguration(.maxFailuresOutOfRange(limit))) {
        try PasscodeConfiguration(maxFailures: limit).validate()
      }
    }
  }

  @Test("a limit out of range is thrown by set and change before anything is stored (LOCK-7)")
  func setAndChangeThrowBeforeStoring() async throws {
    for limit in [2, 21] {
      // Made by the initialiser, or changed afterwards through the property: the same error.
      var changed = PasscodeConfiguration()
      changed.maxFailures = limit
      for configuration in [PasscodeConfiguration(maxFailures: limit), changed] {
        let store = FaultyStore()
        let verifier = CountingVerifier()
        let lock = PasscodeLock(
          store: store, configuration: configuration, verifier: verifier, clock: TestBootClock())
        await #expect(throws: PasscodeError.invalidConfiguration(.maxFailuresOutOfRange(limit))) {
          try await lock.setPasscode(code("480213"))
        }
        #expect(try await lock.status().isSet == false)
        #expect(store.stateBytes == nil)
        #expect(verifier.enrolmentsStarted == 0)
      }
      // A passcode set under a good limit, changed by a lock whose limit is bad.
      let good = try await LockFixture().withPasscode("480213")
      var bad = good.lock.configuration
      bad.maxFailures = limit
      let reopened = PasscodeLock(
        store: good.store, configuration: bad, verifier: good.verifier, clock: good.clock)
      await #expect(throws: PasscodeError.invalidConfiguration(.maxFailuresOutOfRange(limit))) {
        try await reopened.changePasscode(current: code("480213"), new: code("720391"))
      }
      #expect(try await reopened.status().failures == 0)
      #expect(await reopened.verify(code("480213")) == .success)
    }
  }

  @Test("a format out of range is a configuration error too (FMT-1)")
  func aFormatOutOfRangeIsAConfigurationError() throws {
    let three = PasscodeFormat.numeric(length: 3)
    #expect(throws: PasscodeError.invalidConfiguration(.formatOutOfRange(three))) {
      try PasscodeConfiguration(format: three).validate()
    }
    #expect(throws: PasscodeError.invalidConfiguration(.formatOutOfRange(three))) {
      try PasscodeConfiguration(formatChoices: [.alphanumeric, three]).validate()
    }
    // Not offered on a screen either.
    #expect(!PasscodeConfiguration(formatChoices: [three]).offeredFormats.contains(three))
  }

  @Test("an alphanumeric code has 4 to 64 characters (FMT-1)")
  func alphanumericCodesStartAtFour() async throws {
    #expect(PasscodeFormat.alphanumeric.lengths == 4...64)
    let fixture = LockFixture(format: .alphanumeric)
    await #expect(throws: PasscodeError.invalidInput(.tooShort(minimum: 4, unit: .characters))) {
      try await fixture.lock.setPasscode(code("k9x"))
    }
    try await fixture.lock.setPasscode(code("k9x!"))
    #expect(await fixture.lock.verify(code("k9x!")) == .success)
  }

  @Test("the most common four- and five-character passwords are refused (FMT-3)")
  func commonShortPasswordsAreRefused() async throws {
    for weak in ["pass", "TEST", "love", "qwer", "asdf", "admin", "qwert", "hello"] {
      let fixture = LockFixture(format: .alphanumeric)
      await #expect(throws: PasscodeError.weak(.common), "\(weak)") {
        try await fixture.lock.setPasscode(code(weak))
      }
    }
  }

  private func code(_ text: String) -> SecretBuffer { SecretBuffer(utf8: text) }
}
