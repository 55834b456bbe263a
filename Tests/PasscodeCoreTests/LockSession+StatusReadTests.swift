import PasscodeTestSupport
import Testing

@testable import PasscodeCore

/// The launch event from the lock's status: damage keeps the content locked.
@Suite struct LockSessionStatusReadTests {
  func status(isSet: Bool) -> PasscodeStatus {
    PasscodeStatus(
      isSet: isSet, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false)
  }

  @Test func aSetPasscodeLocksAndNoneDoesNot() {
    #expect(
      LockSession.Event.launched(afterReading: status(isSet: true)) == .launched(passcodeSet: true))
    #expect(
      LockSession.Event.launched(afterReading: status(isSet: false))
        == .launched(passcodeSet: false))
  }

  @Test func anUnreadableStoreLocks() async {
    let store = FaultyStore()
    store.failReads(with: .readFailed("unreadable"))
    let status = try? await PasscodeLock(store: store).status()
    #expect(status == nil)
    var session = LockSession()
    #expect(session.handle(.launched(afterReading: status)) == [.presentLock])
  }
}
