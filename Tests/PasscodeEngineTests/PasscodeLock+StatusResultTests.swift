import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The status as a result, for flows to start from: `status()` carries the store's error, and
/// the deprecated `statusResult()` (through ``LockSpellings``, so that the call is no warning)
/// still gives it as the failure.
@Suite struct PasscodeLockStatusResultTests {
  @Test func aReadableStoreGivesTheStatus() async throws {
    let fixture = try await LockFixture().withPasscode()
    let result = await (fixture.lock as any LockSpellings).statusResult()
    #expect(try result.get().isSet)
    #expect(try await statusResult(of: fixture.lock).get().isSet)
  }

  @Test func anUnreadableStoreGivesItsError() async throws {
    let fixture = try await LockFixture().withPasscode()
    fixture.store.failReads(with: .readFailed(.other("gone")))
    guard case .failure(let error) = await (fixture.lock as any LockSpellings).statusResult()
    else {
      Issue.record("an unreadable store has no status")
      return
    }
    #expect(error == .readFailed(.other("gone")))
    await #expect(throws: PasscodeError.store(.readFailed(.other("gone")))) {
      try await fixture.lock.status()
    }
  }
}
