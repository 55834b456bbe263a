import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// CNT-1, CNT-2 and step 1 of the Security model's order of a verification: the count is on disk before any answer, damage
/// keeps the lock locked, and nothing is lost to crashes or concurrency.
@Suite struct PasscodeLockDurabilityTests {
  /// CNT-1: kill the "process" at every durable write of a run of attempts, restart, and check
  /// that the count on disk never falls below the number of hashes started since the last
  /// success.
  @Test(
    "a crash at every write never loses a counted attempt (CNT-1)",
    arguments: [FaultyStore.Fault.crashBefore, .crashAfter, .torn(keeping: 10)])
  func crashAtEveryWriteNeverLosesACountedAttempt(fault: FaultyStore.Fault) async throws {
    // A script of attempts: wrong, wrong, right, wrong…
    let script = ["111112", "111113", "480213", "111114", "111115", "480213", "111116"]
    for crashPoint in 0..<(script.count * 2 + 2) {
      let fixture = try await LockFixture(maxFailures: 20).withPasscode()
      fixture.store.schedule(fault, atWrite: crashPoint)
      var hashesSinceSuccess = 0
      var lastSeen = fixture.verifier.checksStarted
      for attempt in script {
        let result = await fixture.lock.verify(code(attempt))
        let started = fixture.verifier.checksStarted - lastSeen
        lastSeen = fixture.verifier.checksStarted
        if result == .success { hashesSinceSuccess = 0 } else { hashesSinceSuccess += started }
        if fixture.store.hasCrashed { break }
        fixture.clock.advance(by: .seconds(3600))
      }
      guard fixture.store.hasCrashed else { continue }
      fixture.store.restart()
      let restarted = fixture.reopened()
      switch fault {
      case .torn:
        // Every write in the script is a state record: torn, it is damage, and the lock stays
        // locked rather than resetting anything.
        guard case .storeError = await restarted.verify(code("480213")) else {
          Issue.record("a torn record was accepted at crash point \(crashPoint)")
          continue
        }
      default:
        let failures = try await restarted.status().failures
        #expect(
          failures >= hashesSinceSuccess,
          "crash point \(crashPoint): \(failures) counted, \(hashesSinceSuccess) hashed")
      }
    }
  }

  /// CNT-1: killed while hashing, every attempt stays counted.
  @Test("kills mid-hash are all counted (CNT-1)")
  func killsMidHashAreAllCounted() async throws {
    let fixture = try await LockFixture(maxFailures: 20).withPasscode()
    let store = fixture.store
    fixture.verifier.onCheck {
      store.crash()
      throw SimulatedCrash()
    }
    for kill in 1...12 {
      _ = await fixture.lock.verify(code("480213"))  // even the right code
      store.restart()
      fixture.clock.advance(by: .seconds(1_000_000))
      #expect(fixture.verifier.checksStarted == kill)
    }
    fixture.verifier.onCheck(nil)
    #expect(try await fixture.reopened().status().failures == 12)
  }

  /// Step 5: if the count cannot be written, the attempt is refused without hashing.
  @Test("a failed count write refuses without hashing (CNT-1)")
  func aFailedCountWriteRefusesWithoutHashing() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.store.schedule(.fail)
    #expect(
      await fixture.lock.verify(code("480213"))
        == .storeError(.writeFailed(.other("injected write failure"))))
    #expect(fixture.verifier.checksStarted == 0)
    #expect(try await fixture.lock.status().failures == 0)
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  /// Step 7: if resetting the count fails, the answer is still success; the count stays raised.
  @Test func aFailedSuccessWriteStillUnlocks() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.store.schedule(.fail, atWrite: 1)
    #expect(await fixture.lock.verify(code("480213")) == .success)
    #expect(try await fixture.lock.status().failures == 1)
  }

  @Test func unreadableStoreKeepsTheLockLocked() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.store.failReads(with: .readFailed(.system(path: "/store/state", errno: EIO)))
    #expect(
      await fixture.lock.verify(code("480213"))
        == .storeError(.readFailed(.system(path: "/store/state", errno: EIO))))
    await #expect(
      throws: PasscodeError.store(.readFailed(.system(path: "/store/state", errno: EIO)))
    ) {
      _ = try await fixture.lock.status()
    }
    #expect(fixture.verifier.checksStarted == 0)
  }

  /// Step 1: every kind of damage answers with a store error, never success, and nothing is
  /// reset; `setPasscode` refuses to overwrite it; `reset()` is the way out.
  @Test func damageKeepsTheLockLockedAndIsNeverRepaired() async throws {
    let damages: [(String, (FaultyStore) throws -> Void)] = [
      ("truncated", { $0.setStateBytes(Array(($0.stateBytes ?? []).prefix(40))) }),
      (
        "flipped byte",
        {
          var bytes = $0.stateBytes ?? []
          bytes[bytes.count / 2] ^= 0x04
          $0.setStateBytes(bytes)
        }
      ),
      ("deleted pepper", { $0.setPepperBytes(nil) }),
      ("short pepper", { $0.setPepperBytes([1, 2, 3]) }),
      (
        "unknown version",
        {
          var record = try StateRecord.decode($0.stateBytes ?? [])
          record.version = 9
          $0.setStateBytes(record.encoded())
        }
      ),
      (
        "count out of range",
        {
          var record = try StateRecord.decode($0.stateBytes ?? [])
          record.failures = 11
          $0.setStateBytes(record.encoded())
        }
      ),
      (
        "enabled without verifier",
        {
          var record = try StateRecord.decode($0.stateBytes ?? [])
          record.verifier = nil
          $0.setStateBytes(record.encoded())
        }
      ),
      (
        "rounds below the floor",
        {
          var record = try StateRecord.decode($0.stateBytes ?? [])
          record.verifier?.rounds = 1000
          $0.setStateBytes(record.encoded())
        }
      ),
    ]
    for (name, damage) in damages {
      let store = FaultyStore()
      let lock = PasscodeLock(
        store: store, verifier: PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds),
        clock: TestBootClock())
      try await lock.setPasscode(code("480213"))
      _ = await lock.verify(code("111112"))
      try damage(store)
      let before = store.stateBytes
      let result = await lock.verify(code("480213"))
      guard case .storeError = result else {
        Issue.record("\(name): \(result)")
        continue
      }
      #expect(store.stateBytes == before, "\(name): the damaged record was rewritten")
      await #expect(throws: PasscodeError.self, "\(name)") { _ = try await lock.status() }
      await #expect(throws: PasscodeError.self, "\(name)") {
        try await lock.setPasscode(code("730184"))
      }
      try await lock.reset()
      try await lock.setPasscode(code("730184"))
      #expect(await lock.verify(code("730184")) == .success, "\(name)")
    }
  }

  /// CNT-2: concurrent verifications in one process lose no count.
  @Test("concurrent attempts are serialised (CNT-2)")
  func concurrentAttemptsAreSerialised() async throws {
    let fixture = try await LockFixture(maxFailures: 20).withPasscode()
    let lock = fixture.lock
    let results = await withTaskGroup(of: VerificationResult.self) { group in
      for index in 0..<24 {
        group.addTask { await lock.verify(wrongCode(index)) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let counted = results.filter { if case .wrong = $0 { true } else { false } }.count
    #expect(counted == 5)  // the fifth failure starts a one-minute wait
    #expect(results.count { if case .lockedOut = $0 { true } else { false } } == 19)
    #expect(try await lock.status().failures == counted)
  }

  /// CNT-2: two locks (two processes) on one file store share one count.
  @Test("two locks on one file store share the count (CNT-2)")
  func twoLocksOnOneFileStoreShareTheCount() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let clock = TestBootClock()
    func open() -> PasscodeLock {
      PasscodeLock(
        store: FileStore(directory: directory),
        configuration: PasscodeConfiguration(maxFailures: 20), verifier: FastTestVerifier(),
        clock: clock)
    }
    let first = open()
    let second = open()
    try await first.setPasscode(code("480213"))
    let results = await withTaskGroup(of: VerificationResult.self) { group in
      for index in 0..<4 {
        group.addTask { await first.verify(wrongCode(index)) }
        group.addTask { await second.verify(wrongCode(100 + index)) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let counted = results.count { if case .wrong = $0 { true } else { false } }
    #expect(counted == 5)
    #expect(try await open().status().failures == 5)
  }

  /// A restart (a new process) finds the count and the wait where they were.
  @Test func theCountSurvivesARestart() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let clock = TestBootClock()
    let before = PasscodeLock(
      store: FileStore(directory: directory), verifier: FastTestVerifier(), clock: clock)
    try await before.setPasscode(code("480213"))
    for index in 1...6 {
      _ = await before.verify(wrongCode(index))
      clock.advance(by: .seconds(3600))
    }
    clock.rewind(by: .seconds(3600))
    clock.advance(by: .seconds(10))
    let after = PasscodeLock(
      store: FileStore(directory: directory), verifier: FastTestVerifier(), clock: clock)
    #expect(await after.verify(code("480213")) == .lockedOut(timeLeft: .seconds(290)))
  }
}

/// STO-2: the failure count and the verifier are one record, written as one unit (one Keychain
/// item on iOS, one file on Linux), so no crash can leave a new verifier with an old count or
/// the reverse. The Keychain specifics (`ThisDeviceOnly`, service, access group) are compiled
/// for iOS by ios-typecheck; this checks the unit the lock writes.
@Suite struct PasscodeLockStateUnitTests {
  @Test("every write carries the count and the verifier together (STO-2)")
  func everyWriteCarriesTheCountAndTheVerifierTogether() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    var records: [StateRecord] = []
    func snapshot() throws {
      records.append(try StateRecord.decode(try #require(fixture.store.stateBytes)))
    }
    try snapshot()
    for attempt in ["111112", "480213", "111113"] {
      _ = await fixture.lock.verify(code(attempt))
      try snapshot()
    }
    try await fixture.lock.changePasscode(current: code("480213"), new: code("730184"))
    try snapshot()
    #expect(records.map(\.failures) == [0, 1, 0, 1, 0])
    #expect(records.allSatisfy { $0.verifier != nil && $0.enabled })
    // The change replaced the verifier and reset the count in the same write.
    #expect(records[3].verifier != records[4].verifier)
  }
}
