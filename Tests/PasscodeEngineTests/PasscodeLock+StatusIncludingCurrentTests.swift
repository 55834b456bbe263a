import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// What SwiftUI's `isPasscodeSet` follows: the status now, then after every change — a reset
/// included, so that a settings screen never shows a passcode that is gone.
@Suite struct PasscodeLockStatusIncludingCurrentTests {
  @Test func theStatusNowThenEveryChangeIncludingAReset() async throws {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
    let stream = await lock.statusUpdates(includingCurrent: true)
    var statuses = stream.makeAsyncIterator()
    #expect(try #require(await statuses.next())?.isSet == false, "now: none")
    try await lock.setPasscode(code("480213"))
    #expect(try #require(await statuses.next())?.isSet == true)
    try await lock.reset()
    #expect(try #require(await statuses.next())?.isSet == false, "a reset is heard")
  }

  @Test func anUnreadableStoreIsNilAndCountsAsSet() async throws {
    let store = FaultyStore()
    store.failReads(with: .readFailed(.other("unreadable")))
    let lock = PasscodeLock(store: store, verifier: FastTestVerifier(), clock: TestBootClock())
    var statuses = await lock.statusUpdates(includingCurrent: true).makeAsyncIterator()
    let first = try #require(await statuses.next())
    #expect(first == nil)
    #expect(first?.isSet ?? true)
  }
}
