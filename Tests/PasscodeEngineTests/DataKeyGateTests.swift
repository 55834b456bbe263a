import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Core) @testable import PasscodeEngine

/// The data key's gate: refused at once when the app locks, refused past the grace period's
/// deadline however the time passes, opened again by the next unlock.
@Suite struct DataKeyGateTests {
  func unlockedLock(_ clock: TestBootClock) async throws -> PasscodeLock {
    let lock = PasscodeLock(store: InMemoryStore(), verifier: CountingVerifier(), clock: clock)
    try await lock.setPasscode(code("480213"))
    return lock
  }

  func given(_ lock: PasscodeLock) async -> Bool {
    (try? await lock.dataKey.key()) != nil
  }

  @Test("a revoked key is refused at once, from any thread, until the next unlock (DATA-2, APP-1)")
  func revokeRefusesAtOnce() async throws {
    let clock = TestBootClock()
    let lock = try await unlockedLock(clock)
    #expect(await given(lock))
    // From a thread of its own, without waiting for the lock.
    let thread = Thread { lock.dataKey.revoke() }
    thread.start()
    while !thread.isFinished { await Task.yield() }
    #expect(!lock.dataKeyGate.allows(now: clock.now()), "closed before the lock ran")
    #expect(await !given(lock))
    #expect(await !lock.dataKey.isAvailable, "zeroed")
    #expect(await lock.verify(code("480213")) == .success)
    #expect(await given(lock), "the next unlock opens it again")
  }

  @Test(
    "past the deadline the key is refused and zeroed; on another boot or a doubted clock too (APP-2, CLK-4)"
  )
  func deadlineRefuses() async throws {
    let clock = TestBootClock()
    let lock = try await unlockedLock(clock)
    lock.dataKey.expire(at: clock.now().advanced(by: .seconds(60)))
    clock.advance(by: .seconds(60))
    #expect(await given(lock), "at the deadline itself")
    clock.advance(by: .seconds(1))
    #expect(await !given(lock))
    #expect(await !lock.dataKey.isAvailable)

    let rebooted = TestBootClock()
    let other = try await unlockedLock(rebooted)
    other.dataKey.expire(at: rebooted.now().advanced(by: .seconds(600)))
    rebooted.reboot()
    #expect(await !given(other), "a reboot while away: the time cannot be measured")

    let doubted = TestBootClock()
    let third = try await unlockedLock(doubted)
    third.dataKey.expire(at: doubted.now().advanced(by: .seconds(600)))
    doubted.isTrusted = false
    #expect(await !given(third), "an untrusted clock never extends the key")
  }

  @Test("a deadline taken back keeps the key; an unlock clears an old one (APP-2)")
  func deadlineTakenBack() async throws {
    let clock = TestBootClock()
    let lock = try await unlockedLock(clock)
    lock.dataKey.expire(at: clock.now().advanced(by: .seconds(10)))
    lock.dataKey.expire(at: nil)
    clock.advance(by: .seconds(60))
    #expect(await given(lock))
    lock.dataKey.expire(at: clock.now())
    clock.advance(by: .seconds(1))
    #expect(await !given(lock))
    #expect(await lock.verify(code("480213")) == .success)
    #expect(await given(lock), "the unlock cleared the passed deadline")
  }

  @Test(
    "a passed deadline is lifted by a check begun under it, never by one begun before it was set (APP-2)"
  )
  func passedDeadlineAndTheChecksBegun() async throws {
    let clock = TestBootClock()
    let lock = try await unlockedLock(clock)
    lock.dataKey.expire(at: clock.now().advanced(by: .seconds(10)))
    clock.advance(by: .seconds(60))
    // Nobody asked for the key while the deadline passed; the user unlocks: a proof given
    // after the deadline, as an unlock after the deadline's own refusal is.
    #expect(await lock.verify(code("480213")) == .success)
    #expect(await given(lock), "the unlock lifts the deadline it began under")

    // A check begun before the app went away, ending after its grace period passed (the
    // deadline is set, and passes, while the verifier runs): the key stays refused.
    let verifier = CountingVerifier()
    let late = PasscodeLock(store: InMemoryStore(), verifier: verifier, clock: clock)
    try await late.setPasscode(code("480213"))
    verifier.onCheck {
      late.dataKey.expire(at: clock.now().advanced(by: .seconds(10)))
      clock.advance(by: .seconds(60))
    }
    #expect(await late.verify(code("480213")) == .success)
    #expect(await !given(late), "a check begun before the deadline does not lift it")
  }
}
