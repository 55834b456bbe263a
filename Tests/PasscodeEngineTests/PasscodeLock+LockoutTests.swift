import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// LOCK-1, LOCK-2, LOCK-4, LOCK-5 through the lock.
@Suite struct PasscodeLockLockoutTests {
  /// LOCK-1: for every allowed limit, every failure answers with the schedule's wait, the wait
  /// is enforced to the second, and the limit locks for good.
  @Test(
    "every failure follows the schedule, up to the permanent lock (LOCK-1)",
    arguments: Array(LockoutPolicy.maxFailuresRange))
  func followsTheScheduleToThePermanentLock(maxFailures: Int) async throws {
    let fixture = try await LockFixture(maxFailures: maxFailures).withPasscode()
    let policy = LockoutPolicy(maxFailures: maxFailures)
    for failures in 1...maxFailures {
      let result = await fixture.lock.verify(wrongCode(failures))
      let wait = policy.wait(afterFailures: failures)
      #expect(result == .wrong(attemptsLeft: maxFailures - failures, wait: wait), "F=\(failures)")
      if wait > .zero {
        fixture.clock.advance(by: wait - .seconds(1))
        #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(1)))
        fixture.clock.advance(by: .seconds(1))
      }
    }
    #expect(await fixture.lock.verify(code("480213")) == .permanentlyLocked)
    fixture.clock.advance(by: .seconds(100 * 365 * 86_400))
    #expect(await fixture.lock.verify(code("480213")) == .permanentlyLocked)
    let status = try await fixture.lock.status()
    #expect(status.isPermanentlyLocked)
    #expect(status.failures == maxFailures)
    #expect(!status.acceptsAttempts)
  }

  /// LOCK-2: during a wait even the right code is refused, without hashing or counting.
  @Test("a wait refuses even the right code, without hashing (LOCK-2)")
  func aWaitRefusesEvenTheRightCodeWithoutHashing() async throws {
    let fixture = try await LockFixture().withPasscode()
    for index in 1...5 { _ = await fixture.lock.verify(wrongCode(index)) }
    let checks = fixture.verifier.checksStarted
    for _ in 0..<3 {
      #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(60)))
      #expect(await fixture.lock.verify(wrongCode(99)) == .lockedOut(timeLeft: .seconds(60)))
    }
    #expect(fixture.verifier.checksStarted == checks)
    #expect(try await fixture.lock.status().failures == 5)
    #expect(try await fixture.lock.status().lockoutRemaining == .seconds(60))
    fixture.clock.advance(by: .seconds(60))
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  /// LOCK-1: at the limit the right code is refused too; only reset leaves the state.
  @Test("the permanent lock refuses the right code (LOCK-5)")
  func thePermanentLockRefusesTheRightCode() async throws {
    let fixture = try await LockFixture(maxFailures: 5).withPasscode()
    for index in 1...4 { _ = await fixture.lock.verify(wrongCode(index)) }
    #expect(await fixture.lock.verify(wrongCode(5)) == .wrong(attemptsLeft: 0, wait: .zero))
    #expect(await fixture.lock.verify(code("480213")) == .permanentlyLocked)
    await #expect(throws: PasscodeError.currentPasscodeRejected(.permanentlyLocked)) {
      try await fixture.lock.changePasscode(current: code("480213"), new: code("730184"))
    }
    await #expect(throws: PasscodeError.currentPasscodeRejected(.permanentlyLocked)) {
      try await fixture.lock.removePasscode(current: code("480213"))
    }
    try await fixture.lock.reset()
    #expect(await fixture.lock.verify(code("480213")) == .notSet)
  }

  /// The last allowed attempt may still be the right one.
  @Test func theLastAttemptCanStillSucceed() async throws {
    let fixture = try await LockFixture(maxFailures: 5).withPasscode()
    for index in 1...4 { _ = await fixture.lock.verify(wrongCode(index)) }
    #expect(await fixture.lock.verify(code("480213")) == .success)
    #expect(try await fixture.lock.status().failures == 0)
  }

  /// LOCK-5: the host is told once, after the state is saved, and may reset from the hook.
  @Test("the host is told at the limit and may erase from the hook (LOCK-5)")
  func theHostIsToldAtTheLimitAndMayEraseFromTheHook() async throws {
    let calls = Counter()
    let store = FaultyStore()
    let lockBox = LockBox()
    let lock = PasscodeLock(
      store: store, configuration: PasscodeConfiguration(maxFailures: 5),
      verifier: FastTestVerifier(), clock: TestBootClock(),
      onPermanentLock: {
        calls.increment()
        // The state is already saved as permanently locked when the host hears of it.
        let record = try? StateRecord.decode(store.stateBytes ?? [])
        #expect(record?.failures == 5)
        try? await lockBox.lock?.reset()
      })
    lockBox.lock = lock
    try await lock.setPasscode(code("480213"))
    for index in 1...4 { _ = await lock.verify(wrongCode(index)) }
    #expect(calls.value == 0)
    #expect(await lock.verify(wrongCode(5)) == .wrong(attemptsLeft: 0, wait: .zero))
    #expect(calls.value == 1)
    #expect(try await lock.status().isSet == false)
  }

  /// LOCK-4: the same wrong code again within five minutes is not counted. It is recognised
  /// by deriving it, so each repeat is hashed, counted first (CNT-1), and given back.
  @Test("repeating a wrong code is not counted again (LOCK-4)")
  func repeatingAWrongCodeIsNotCountedAgain() async throws {
    let fixture = try await LockFixture().withPasscode()
    #expect(await fixture.lock.verify(code("111222")) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(await fixture.lock.verify(code("111222")) == .duplicate(attemptsLeft: 9))
    // The same digits typed on another keyboard are the same guess.
    #expect(await fixture.lock.verify(code("١١١٢٢٢")) == .duplicate(attemptsLeft: 9))
    #expect(try await fixture.lock.status().failures == 1)
    #expect(fixture.verifier.checksStarted == 3)
    fixture.clock.advance(by: .seconds(299))
    #expect(await fixture.lock.verify(code("111222")) == .duplicate(attemptsLeft: 9))
    fixture.clock.advance(by: .seconds(1))
    #expect(await fixture.lock.verify(code("111222")) == .wrong(attemptsLeft: 8, wait: .zero))
  }

  @Test("the right code is never a duplicate (LOCK-4)")
  func theRightCodeIsNeverADuplicate() async throws {
    let fixture = try await LockFixture().withPasscode()
    _ = await fixture.lock.verify(code("111222"))
    #expect(await fixture.lock.verify(code("480213")) == .success)
    // After a success the remembered guesses are gone.
    #expect(await fixture.lock.verify(code("111222")) == .wrong(attemptsLeft: 9, wait: .zero))
  }

  /// LOCK-4 between processes: the tags live in the state record, so another process (or
  /// this one after a restart) recognises the repeat too.
  @Test("repeats are recognised by every process sharing the store (LOCK-4)")
  func repeatsAreRecognisedByEveryProcessSharingTheStore() async throws {
    let fixture = try await LockFixture().withPasscode()
    _ = await fixture.lock.verify(code("111222"))
    let otherProcess = fixture.reopened()
    #expect(await otherProcess.verify(code("111222")) == .duplicate(attemptsLeft: 9))
    #expect(try await otherProcess.status().failures == 1)
  }

  /// LOCK-4 at the limit: the repeat is counted (reaching the permanent lock on disk) before
  /// it is derived, then given back; the host is not told of a permanent lock.
  @Test("a repeat at the last attempt is given back (LOCK-4)")
  func aRepeatAtTheLastAttemptIsGivenBack() async throws {
    let calls = Counter()
    let fixture = try await LockFixture(maxFailures: 5, onPermanentLock: { calls.increment() })
      .withPasscode()
    for index in 1...4 { _ = await fixture.lock.verify(wrongCode(index)) }
    let countWhileHashing = Recorded<Int>()
    let store = fixture.store
    fixture.verifier.onCheck {
      countWhileHashing.value = try? StateRecord.decode(store.stateBytes ?? []).failures
    }
    #expect(await fixture.lock.verify(wrongCode(4)) == .duplicate(attemptsLeft: 1))
    #expect(countWhileHashing.value == 5, "the repeat was not counted before it was derived")
    #expect(try await fixture.lock.status().failures == 4)
    #expect(calls.value == 0)
  }

  /// CNT-1 still holds for repeats: killed while deriving one, the attempt stays counted.
  @Test("a repeat killed mid-hash stays counted (CNT-1, LOCK-4)")
  func aRepeatKilledMidHashStaysCounted() async throws {
    let fixture = try await LockFixture().withPasscode()
    _ = await fixture.lock.verify(code("111222"))
    let store = fixture.store
    fixture.verifier.onCheck {
      store.crash()
      throw SimulatedCrash()
    }
    _ = await fixture.lock.verify(code("111222"))
    store.restart()
    fixture.verifier.onCheck(nil)
    #expect(try await fixture.reopened().status().failures == 2)
  }

  /// A host verifier that gives no tags cannot recognise repeats: each one is counted.
  @Test("without tags, repeats are counted (LOCK-4)")
  func withoutTagsRepeatsAreCounted() async throws {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: UntaggedVerifier(), clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    #expect(await lock.verify(code("111222")) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(await lock.verify(code("111222")) == .wrong(attemptsLeft: 8, wait: .zero))
  }

  /// A success forgets every remembered wrong guess, in the store too.
  @Test("a success forgets the remembered guesses (LOCK-4)")
  func aSuccessForgetsTheRememberedGuesses() async throws {
    let fixture = try await LockFixture().withPasscode()
    _ = await fixture.lock.verify(code("111222"))
    #expect(try fixture.storedRecord().recentWrongGuesses?.count == 1)
    #expect(await fixture.lock.verify(code("480213")) == .success)
    #expect(try fixture.storedRecord().recentWrongGuesses == nil)
  }
}

/// A host verifier that only answers yes or no, as a server might.
struct UntaggedVerifier: PasscodeVerifier {
  let base = FastTestVerifier()

  func enroll(_ passcode: SecretBuffer, with input: VerifierInput) async throws -> VerifierRecord {
    try await base.enroll(passcode, with: input)
  }

  func evaluate(
    _ candidate: SecretBuffer, against record: VerifierRecord, with input: VerifierInput
  )
    async throws -> VerifierCheck
  {
    let matches = try await base.evaluate(candidate, against: record, with: input).matches
    return VerifierCheck(matches: matches, candidateTag: nil)
  }

  func problem(with record: VerifierRecord) -> VerifierRecordProblem? {
    base.problem(with: record)
  }
}

/// A thread-safe counter for tests.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}

/// Lets a hook reach the lock it belongs to.
final class LockBox: @unchecked Sendable {
  private let mutex = NSLock()
  private var stored: PasscodeLock?

  var lock: PasscodeLock? {
    get { mutex.withLock { stored } }
    set { mutex.withLock { stored = newValue } }
  }
}
