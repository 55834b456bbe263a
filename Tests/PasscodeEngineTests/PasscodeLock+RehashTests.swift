import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// HASH-1: a record below the current rounds is replaced after the next success.
@Suite struct PasscodeLockRehashTests {
  @Test("records are upgraded on success only (HASH-1)")
  func recordsAreUpgradedOnSuccessOnly() async throws {
    let store = FaultyStore()
    let clock = TestBootClock()
    let old = PasscodeLock(
      store: store, verifier: PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds), clock: clock)
    try await old.setPasscode(code("480213"))
    func rounds() throws -> Int? { try StateRecord.decode(store.stateBytes ?? []).verifier?.rounds }
    #expect(try rounds() == 210_000)

    let upgraded = PasscodeLock(
      store: store, verifier: PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds + 1),
      clock: clock)
    #expect(await upgraded.verify(code("111112")) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(try rounds() == 210_000)
    #expect(await upgraded.verify(code("480213")) == .success)
    #expect(try rounds() == 210_001)
    #expect(await upgraded.verify(code("480213")) == .success)
    #expect(await old.verify(code("480213")) == .success)
  }
}
