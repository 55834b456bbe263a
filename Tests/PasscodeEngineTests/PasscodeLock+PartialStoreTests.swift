import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// STO-4 and HASH-6: a store with some but not all of its parts, or with a pepper that is not
/// its own, is damage — nothing is counted and only a reset leaves it — while an interrupted
/// first `set` or erase is told apart from deletion.
@Suite struct PasscodeLockPartialStoreTests {
  /// A pepper left without its state record is damage, never "no passcode": deleting the
  /// record must not reset the count (STO-4).
  @Test("a pepper without its record is damage (STO-4)")
  func aPepperWithoutItsRecordIsDamage() async throws {
    let fixture = try await LockFixture().withPasscode()
    for index in 1...5 { _ = await fixture.lock.verify(wrongCode(index)) }
    fixture.store.setStateBytes(nil)
    await #expect(throws: PasscodeError.self) { _ = try await fixture.lock.status() }
    guard case .storeError(.damaged) = await fixture.lock.verify(code("480213")) else {
      Issue.record("a pepper without its record was not damage")
      return
    }
    await #expect(throws: PasscodeError.self) {
      try await fixture.lock.setPasscode(code("258036"))
    }
    #expect(fixture.store.stateBytes == nil, "a set over a partial store wrote something")
    try await fixture.lock.reset()
    #expect(try await fixture.lock.status().isSet == false)
    try await fixture.lock.setPasscode(code("258036"))
  }

  /// A record with a passcode but no pepper is damage too (STO-4, step 1).
  @Test("a record without its pepper is damage (STO-4)")
  func aRecordWithoutItsPepperIsDamage() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.store.setPepperBytes(nil)
    #expect(
      await fixture.lock.verify(code("480213"))
        == .storeError(.missingSecret(.pepper)))
    #expect(fixture.verifier.checksStarted == 0)
  }

  /// A first `set` killed at each of its writes leaves either nothing or a store that says a
  /// first set was interrupted — never a pepper alone — and a new `set` then works (STO-4).
  @Test(
    "an interrupted first set is recognised (STO-4)",
    arguments: [FaultyStore.Fault.crashBefore, .crashAfter])
  func anInterruptedFirstSetIsRecognised(fault: FaultyStore.Fault) async throws {
    for crashPoint in 0..<3 {
      let fixture = LockFixture()
      fixture.store.schedule(fault, atWrite: crashPoint)
      await #expect(throws: (any Error).self) { try await fixture.lock.setPasscode(code("480213")) }
      #expect(fixture.store.hasCrashed)
      fixture.store.restart()
      let restarted = fixture.reopened()
      let status = try await restarted.status()
      let completed = fault == .crashAfter && crashPoint == 2
      #expect(status.isSet == completed, "crash point \(crashPoint)")
      let interrupted = !completed && !(fault == .crashBefore && crashPoint == 0)
      #expect(status.firstSetInterrupted == interrupted, "crash point \(crashPoint)")
      if !completed {
        try await restarted.setPasscode(code("258036"))
        #expect(await restarted.verify(code("258036")) == .success)
      }
    }
  }

  /// `remove` and `reset` killed at each of their writes leave the passcode either in place or
  /// gone, never a partial store (STO-4).
  @Test(
    "an interrupted erase leaves no partial store (STO-4)",
    arguments: [FaultyStore.Fault.crashBefore, .crashAfter])
  func anInterruptedEraseLeavesNoPartialStore(fault: FaultyStore.Fault) async throws {
    for operation in ["remove", "reset"] {
      for crashPoint in 0..<4 {
        let fixture = try await LockFixture().withPasscode()
        fixture.store.schedule(fault, atWrite: crashPoint)
        if operation == "remove" {
          try? await fixture.lock.removePasscode(current: code("480213"))
        } else {
          try? await fixture.lock.reset()
        }
        fixture.store.restart()
        let restarted = fixture.reopened()
        let status = try await restarted.status()
        #expect(!status.firstSetInterrupted)
        if status.isSet {
          #expect(await restarted.verify(code("480213")) == .success)
        } else {
          try await restarted.setPasscode(code("258036"))
        }
      }
    }
  }

  /// HASH-6: one flipped bit in the pepper is store damage, not a wrong passcode: nothing is
  /// counted or hashed, and the count survives until the pepper is whole again.
  @Test("a damaged pepper is detected without counting (HASH-6)")
  func aDamagedPepperIsDetectedWithoutCounting() async throws {
    let fixture = try await LockFixture().withPasscode()
    _ = await fixture.lock.verify(wrongCode(1))
    let pepper = try #require(try fixture.store.loadPepper())
    var damaged = bytes(of: pepper)
    for bit in [0, 7, 255] {
      damaged[bit / 8] ^= UInt8(1 << (bit % 8))
      fixture.store.setPepperBytes(damaged)
      #expect(
        await fixture.lock.verify(code("480213"))
          == .storeError(.damaged(.pepperCheckFailed)))
      damaged[bit / 8] ^= UInt8(1 << (bit % 8))
    }
    #expect(fixture.verifier.checksStarted == 1)
    fixture.store.setPepperBytes(damaged)
    #expect(try await fixture.lock.status().failures == 1)
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  /// HASH-6: the check value depends on the pepper only — the same for every passcode.
  @Test("the pepper check says nothing about the passcode (HASH-6)")
  func thePepperCheckSaysNothingAboutThePasscode() {
    let pepper = SecretBuffer(copying: [UInt8](repeating: 9, count: 32))
    var first = StateRecordTests.sample
    first.recordSuccess(pepper: pepper)
    var second = StateRecordTests.sample
    second.verifier?.hash = Array(200..<232)
    second.recordSuccess(pepper: pepper)
    #expect(first.pepperCheck == second.pepperCheck)
    let other = SecretBuffer(copying: [UInt8](repeating: 8, count: 32))
    #expect(StateRecord.pepperCheck(for: other) != first.pepperCheck)
  }

  /// Records written before the check value existed keep working and gain it at the next
  /// success.
  @Test("older records gain the check at the next success (HASH-6)")
  func olderRecordsGainTheCheckAtTheNextSuccess() async throws {
    let fixture = try await LockFixture().withPasscode()
    var record = try fixture.storedRecord()
    record.pepperCheck = nil
    fixture.store.setStateBytes(record.encoded())
    #expect(await fixture.lock.verify(code("480213")) == .success)
    #expect(try fixture.storedRecord().pepperCheck != nil)
  }
}
