import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The status as a result, for flows to start from.
@Suite struct PasscodeLockStatusResultTests {
  @Test func aReadableStoreGivesTheStatus() async throws {
    let fixture = try await LockFixture().withPasscode()
    let result = await fixture.lock.statusResult()
    #expect(try result.get().isSet)
  }

  @Test func anUnreadableStoreGivesItsError() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.store.failReads(with: .readFailed(.other("gone")))
    guard case .failure(let error) = await fixture.lock.statusResult() else {
      Issue.record("an unreadable store has no status")
      return
    }
    #expect(error == .readFailed(.other("gone")))
  }
}
