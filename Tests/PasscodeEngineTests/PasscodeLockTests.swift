import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The public operations of the lock: set, verify, change, remove, reset, status.
@Suite struct PasscodeLockTests {
  @Test func setThenVerify() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    #expect(await fixture.lock.verify(code("480213")) == .success)
    #expect(await fixture.lock.verify(code("480214")) == .wrong(attemptsLeft: 9, wait: .zero))
    let status = try await fixture.lock.status()
    #expect(status.isSet)
    #expect(status.failures == 1)
    #expect(status.format == .numeric(length: 6))
    #expect(status.maxFailures == 10)
    #expect(status.attemptsLeft == 9)
    #expect(status.acceptsAttempts)
  }

  @Test func nothingIsSetAtFirst() async throws {
    let fixture = LockFixture()
    #expect(await fixture.lock.verify(code("480213")) == .notSet)
    #expect(try await fixture.lock.status() == fixture.lock.notSetStatus)
    await #expect(throws: PasscodeError.notSet) {
      try await fixture.lock.removePasscode(current: code("480213"))
    }
    await #expect(throws: PasscodeError.notSet) {
      try await fixture.lock.changePasscode(current: code("480213"), new: code("730184"))
    }
  }

  @Test func settingTwiceIsRefused() async throws {
    let fixture = try await LockFixture().withPasscode()
    await #expect(throws: PasscodeError.alreadySet) {
      try await fixture.lock.setPasscode(code("730184"))
    }
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  @Test("invalid input is never an attempt (FMT-4)")
  func invalidInputIsNeverAnAttempt() async throws {
    let fixture = try await LockFixture().withPasscode()
    let inputs: [(String, InputError)] = [
      ("", .empty), ("4802", .tooShort(minimum: 6, unit: .digits)),
      ("4802135", .tooLong(maximum: 6, unit: .digits)),
      ("48021x", .notADigit), ("48\u{200F}021", .notADigit), ("48021😀", .notADigit),
    ]
    for (input, error) in inputs {
      #expect(await fixture.lock.verify(code(input)) == .invalidInput(error), "\(input)")
    }
    #expect(try await fixture.lock.status().failures == 0)
    #expect(fixture.verifier.checksStarted == 0)
  }

  @Test("Unicode digits verify as their ASCII value (FMT-2)")
  func unicodeDigitsVerifyAsTheirASCIIValue() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    #expect(await fixture.lock.verify(code("٤٨٠٢١٣")) == .success)
    #expect(await fixture.lock.verify(code("４８０２１３")) == .success)
  }

  @Test("a success resets the count (LOCK-3)")
  func aSuccessResetsTheCount() async throws {
    let fixture = try await LockFixture().withPasscode()
    for wrong in ["111112", "111113", "111114", "111115"] {
      _ = await fixture.lock.verify(code(wrong))
    }
    #expect(try await fixture.lock.status().failures == 4)
    #expect(await fixture.lock.verify(code("480213")) == .success)
    #expect(try await fixture.lock.status().failures == 0)
  }

  @Test("changing needs the current passcode and counts failures (LOCK-3)")
  func changingNeedsTheCurrentPasscodeAndCountsFailures() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    await #expect(
      throws: PasscodeError.currentPasscodeRejected(.wrong(attemptsLeft: 9, wait: .zero))
    ) {
      try await fixture.lock.changePasscode(current: code("999990"), new: code("730184"))
    }
    #expect(try await fixture.lock.status().failures == 1)
    try await fixture.lock.changePasscode(current: code("480213"), new: code("730184"))
    #expect(try await fixture.lock.status().failures == 0)
    #expect(await fixture.lock.verify(code("480213")) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(await fixture.lock.verify(code("730184")) == .success)
  }

  @Test("a bad new passcode costs no attempt (FMT-4)")
  func aBadNewPasscodeCostsNoAttempt() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    await #expect(throws: PasscodeError.weak(.repeatedCharacter)) {
      try await fixture.lock.changePasscode(current: code("999990"), new: code("111111"))
    }
    await #expect(throws: PasscodeError.invalidInput(.tooShort(minimum: 6, unit: .digits))) {
      try await fixture.lock.changePasscode(current: code("999990"), new: code("7301"))
    }
    #expect(try await fixture.lock.status().failures == 0)
    #expect(fixture.verifier.checksStarted == 0)
  }

  @Test func changingCanChangeTheFormat() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    try await fixture.lock.changePasscode(
      current: code("480213"), new: code("correct horse"), format: .alphanumeric)
    #expect(try await fixture.lock.status().format == .alphanumeric)
    #expect(await fixture.lock.verify(code("correct horse")) == .success)
    #expect(await fixture.lock.verify(code("480213")) == .wrong(attemptsLeft: 9, wait: .zero))
  }

  @Test("removing needs the current passcode (LOCK-3)")
  func removingNeedsTheCurrentPasscode() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    await #expect(
      throws: PasscodeError.currentPasscodeRejected(.wrong(attemptsLeft: 9, wait: .zero))
    ) {
      try await fixture.lock.removePasscode(current: code("999990"))
    }
    try await fixture.lock.removePasscode(current: code("480213"))
    #expect(try await fixture.lock.status().isSet == false)
    #expect(fixture.store.stateBytes == nil)
  }

  @Test("reset erases the verifier, the pepper and the state (LOCK-5)")
  func resetErasesVerifierPepperAndState() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileStore(directory: directory)
    let lock = PasscodeLock(store: store, verifier: FastTestVerifier(), clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    #expect(try store.loadState() != nil)
    #expect(try store.loadPepper() != nil)
    try await lock.reset()
    #expect(try store.loadState() == nil)
    #expect(try store.loadPepper() == nil)
    #expect(try await lock.status().isSet == false)
    try await lock.setPasscode(code("730184"))
    #expect(await lock.verify(code("730184")) == .success)
  }

  @Test("a new pepper is made for each passcode (HASH-2)")
  func aNewPepperIsMadeForEachPasscode() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    let first = bytes(of: try #require(try fixture.store.loadPepper()))
    try await fixture.lock.reset()
    try await fixture.lock.setPasscode(code("480213"))
    let second = bytes(of: try #require(try fixture.store.loadPepper()))
    #expect(first.count == 32)
    #expect(first != second)
  }

  @Test("no answer or error carries the passcode (MEM-2)")
  func noAnswerOrErrorCarriesThePasscode() async throws {
    let fixture = try await LockFixture(maxFailures: 5).withPasscode("480213")
    var texts: [String] = []
    for wrong in ["730184", "730185", "730186", "730187", "730188", "480213"] {
      texts.append(String(describing: await fixture.lock.verify(code(wrong))))
    }
    do {
      try await fixture.lock.changePasscode(current: code("480213"), new: code("730184"))
    } catch {
      texts.append(String(describing: error))
    }
    for text in texts {
      #expect(!text.contains("480213"))
      #expect(!text.contains("7301"))
    }
  }

  @Test("the store never holds the passcode (STO-1)")
  func theStoreNeverHoldsThePasscode() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let lock = PasscodeLock(
      store: FileStore(directory: directory),
      verifier: PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds), clock: TestBootClock())
    try await lock.setPasscode(code("864297"))
    _ = await lock.verify(code("975318"))
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      let contents = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
      #expect(contents.range(of: Data("864297".utf8)) == nil, "\(name)")
      #expect(contents.range(of: Data("975318".utf8)) == nil, "\(name)")
    }
  }

  @Test("a host verifier is called only after the count is saved (CNT-1)")
  func aHostVerifierIsCalledOnlyAfterTheCountIsSaved() async throws {
    let fixture = try await LockFixture().withPasscode()
    let store = fixture.store
    fixture.verifier.onCheck {
      // At the moment the check starts, the count on "disk" is already raised.
      let record = try StateRecord.decode(store.stateBytes ?? [])
      if record.failures != 1 { throw VerifierError("count not saved first") }
    }
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  @Test func aFailingHostVerifierKeepsTheAttemptCounted() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.verifier.onCheck { throw VerifierError("The server cannot be reached.") }
    #expect(
      await fixture.lock.verify(code("480213"))
        == .verifierFailed(VerifierError("The server cannot be reached.")))
    fixture.verifier.onCheck(nil)
    #expect(try await fixture.lock.status().failures == 1)
  }
}
