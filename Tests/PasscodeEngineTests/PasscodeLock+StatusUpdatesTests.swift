import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// `statusUpdates(includingCurrent:)`: every change that decides whether the app is locked reaches every
/// listener, so one window's change locks the others.
@Suite struct PasscodeLockStatusUpdatesTests {
  @Test("set, change (to another format), remove and reset each announce the new status")
  func everyChangeIsAnnounced() async throws {
    let fixture = LockFixture()
    var updates = await fixture.lock.statusUpdates().makeAsyncIterator()

    try await fixture.lock.setPasscode(code("480213"))
    let set = try #require(await updates.next())
    #expect(set?.isSet == true)
    #expect(set?.format == .numeric(length: 6))

    try await fixture.lock.changePasscode(
      current: code("480213"), new: code("correct horse"), format: .alphanumeric)
    #expect(try #require(await updates.next())?.format == .alphanumeric)

    try await fixture.lock.removePasscode(current: code("correct horse"))
    #expect(try #require(await updates.next())?.isSet == false)

    try await fixture.lock.setPasscode(code("480213"))
    #expect(try #require(await updates.next())?.isSet == true)
    try await fixture.lock.reset()
    #expect(try #require(await updates.next())?.isSet == false)
  }

  @Test("every listener hears a change: two windows sharing one lock")
  func everyListenerHears() async throws {
    let fixture = LockFixture()
    var first = await fixture.lock.statusUpdates().makeAsyncIterator()
    var second = await fixture.lock.statusUpdates().makeAsyncIterator()
    try await fixture.lock.setPasscode(code("480213"))
    #expect(try #require(await first.next())?.isSet == true)
    #expect(try #require(await second.next())?.isSet == true)
  }

  @Test("a wrong guess is not announced; reaching the limit is (LOCK-5)")
  func onlyThePermanentLockIsAnnouncedAmongFailures() async throws {
    let fixture = try await LockFixture(maxFailures: 5).withPasscode("480213")
    var updates = await fixture.lock.statusUpdates().makeAsyncIterator()
    for guess in ["111111", "222222", "333333", "444444", "555555"] {
      _ = await fixture.lock.verify(code(guess))
    }
    // Had any of the first four wrong guesses been announced, it would come first.
    let update = try #require(await updates.next())
    #expect(update?.isPermanentlyLocked == true)
    #expect(update?.failures == 5)
  }

  @Test("a refused change announces nothing; a later one is the next update")
  func failedOperationsAreSilent() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    var updates = await fixture.lock.statusUpdates().makeAsyncIterator()
    await #expect(throws: PasscodeError.alreadySet) {
      try await fixture.lock.setPasscode(code("730184"))
    }
    try await fixture.lock.removePasscode(current: code("480213"))
    #expect(try #require(await updates.next())?.isSet == false)
  }

  @Test("an unreadable store after a change is announced as nil (locked)")
  func unreadableAfterAChangeIsNil() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    var updates = await fixture.lock.statusUpdates().makeAsyncIterator()
    fixture.store.failReads(with: .readFailed(.other("gone")))
    try? await fixture.lock.reset()
    let update = try #require(await updates.next())
    #expect(update == nil)
  }

  @Test("a listener that stops listening is forgotten", .timeLimit(.minutes(3)))
  func cancelledListenersAreRemoved() async throws {
    let fixture = LockFixture()
    let listening = Task {
      for await _ in await fixture.lock.statusUpdates() {}
    }
    // Polls with short sleeps, not Task.yield: a spinning test starves the cooperative pool
    // the other suites run on, and the listener's own removal with it, on a busy machine.
    while await fixture.lock.statusListeners.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    listening.cancel()
    await listening.value
    while await !fixture.lock.statusListeners.isEmpty {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(await fixture.lock.statusListeners.isEmpty)
  }
}
