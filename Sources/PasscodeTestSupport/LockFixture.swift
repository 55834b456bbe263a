@_spi(Skins) import PasscodeCore

/// A `PasscodeLock` wired for tests: over a ``FaultyStore``, timed by a ``TestBootClock`` and
/// checking with a ``CountingVerifier`` around the one-round ``FastTestVerifier`` — so a test
/// can crash writes, move time, and count the checks that started.
///
/// ```swift
/// let fixture = try await LockFixture().withPasscode("480213")
/// fixture.store.schedule(.crashBefore)
/// _ = await fixture.lock.verify(SecretBuffer(utf8: "111111"))
/// fixture.store.restart()
/// #expect(try await fixture.reopened().status().failures == 0)
/// ```
public struct LockFixture: Sendable {
  /// The store the lock keeps its state in.
  public let store = FaultyStore()
  /// The clock lockouts are timed with.
  public let clock = TestBootClock()
  /// The verifier, counting checks and enrolments.
  public let verifier = CountingVerifier()
  /// The lock under test.
  public let lock: PasscodeLock

  /// Creates a lock with these settings for new passcodes.
  public init(
    maxFailures: Int = 10, format: PasscodeFormat = .default, rejectsWeak: Bool = true,
    onPermanentLock: (@Sendable () async -> Void)? = nil
  ) {
    lock = PasscodeLock(
      store: store,
      configuration: PasscodeConfiguration(
        format: format, maxFailures: maxFailures, rejectsWeakPasscodes: rejectsWeak),
      verifier: verifier, clock: clock, onPermanentLock: onPermanentLock)
  }

  /// A second lock on the same store: another process, or this one after a restart.
  public func reopened() -> PasscodeLock {
    PasscodeLock(
      store: store, configuration: lock.configuration, verifier: verifier, clock: clock)
  }

  /// Sets `passcode` and returns the fixture.
  public func withPasscode(_ passcode: String = "480213") async throws -> LockFixture {
    try await lock.setPasscode(SecretBuffer(utf8: passcode))
    return self
  }
}
