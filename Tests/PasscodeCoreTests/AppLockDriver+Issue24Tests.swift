import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// Issue 24: the app lock's runtime tells the host of a move to a new phone, and a fallback
/// (the app's sign-in) may reset a forgotten passcode and offer a new one.
extension AppLockDriverTests {
  /// A move marker in memory (the app's backed-up data).
  final class MoveMarker: DeviceMoveMarker, @unchecked Sendable {
    private let lock = NSLock()
    private var answer: InstallMarkerState
    init(_ answer: InstallMarkerState) { self.answer = answer }
    func state() -> InstallMarkerState { lock.withLock { answer } }
    func markPresent() { lock.withLock { answer = .present } }
    func remove() { lock.withLock { answer = .absent } }
  }

  func lock(moveMarker: MoveMarker) -> PasscodeLock {
    PasscodeLock(
      store: store, verifier: CountingVerifier(), clock: clock, deviceMoveMarker: moveMarker)
  }

  // MARK: - Moving to a new phone

  @Test("restored onto a new phone: the host is told once, and no lock goes up (STO-7)")
  func movedToANewPhoneIsTold() async throws {
    // The backup brought the app's files (the move marker), not the Keychain (an empty
    // store) nor the install marker.
    let moved = MoveMarker(.present)
    let installMarker = Marker(.absent)
    var told = 0
    let runtime = runtime(lock(moveMarker: moved), marker: installMarker)
    runtime.onMovedToNewDevice = { told += 1 }
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { runtime.lockState == .noPasscode }
    #expect(told == 1)
    #expect(moved.state() == .absent, "said once")
    #expect(installMarker.marked)
    #expect(!windows.calls.contains(.showLockScreen))

    // The next launch says nothing.
    let next = self.runtime(lock(moveMarker: moved), marker: installMarker)
    next.onMovedToNewDevice = { told += 1 }
    next.connect(Self.scene, presenter: Windows(), activity: .active)
    next.protect(Self.scene)
    await settle(next) { next.lockState == .noPasscode }
    #expect(told == 1)
  }

  @Test("a move found before the app set its handler is told when it sets one, once (STO-7)")
  func moveToldToALateHandler() async throws {
    let moved = MoveMarker(.present)
    let runtime = runtime(lock(moveMarker: moved), marker: Marker(.absent))
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { runtime.lockState == .noPasscode }
    #expect(moved.state() == .absent, "the check ran and found the move")
    var told = 0
    runtime.onMovedToNewDevice = { told += 1 }
    #expect(told == 1, "told as soon as someone listens")
    runtime.onMovedToNewDevice = { told += 1 }
    #expect(told == 1, "and only once")
  }

  @Test("another, empty store swapped in while the app runs is not a move (STO-7)")
  func storeSwapIsNotAMove() async throws {
    let moved = MoveMarker(.absent)
    try await lock(moveMarker: moved).setPasscode(code("480213"))
    #expect(moved.state() == .present)
    var told = 0
    let runtime = runtime(lock(moveMarker: moved), marker: Marker(.present))
    runtime.onMovedToNewDevice = { told += 1 }
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { runtime.lockState == .locked }
    // The app switches to another account's store, empty, sharing the app's move mark.
    runtime.replaceLock(
      PasscodeLock(
        store: InMemoryStore(), verifier: CountingVerifier(), clock: clock,
        deviceMoveMarker: moved))
    await settle(runtime) { runtime.lockState == .noPasscode }
    #expect(told == 0)
    #expect(moved.state() == .present, "the mark of the app's first store stays")
  }

  @Test("a Keychain closed at a background launch (-25308) tells nothing (STO-7)")
  func unreadableKeychainTellsNothing() async throws {
    let moved = MoveMarker(.absent)
    try await lock(moveMarker: moved).setPasscode(code("480213"))
    #expect(moved.state() == .present)
    store.failReads(with: Self.deviceLocked)
    var told = 0
    let runtime = runtime(lock(moveMarker: moved), marker: Marker(.present))
    runtime.onMovedToNewDevice = { told += 1 }
    runtime.connect(Self.scene, presenter: windows, activity: .background)
    runtime.protect(Self.scene)
    await settle(runtime)
    #expect(told == 0)
    #expect(moved.state() == .present)
    #expect(runtime.lockState == .unknown)
    store.failReads(with: nil)
    runtime.activityChanged(Self.scene, to: .inactive)
    runtime.activityChanged(Self.scene, to: .active)
    await settle(runtime) { runtime.lockState == .locked }
    #expect(told == 0)
  }

  @Test("Erase Data from the permanent lock empties the store on purpose: no move (STO-7)")
  func eraseDataIsNotAMove() async throws {
    let moved = MoveMarker(.absent)
    let lock = lock(moveMarker: moved)
    try await lock.setPasscode(code("480213"))
    try await lock.reset()
    #expect(moved.state() == .absent)
    var told = 0
    let runtime = runtime(self.lock(moveMarker: moved), marker: Marker(.present))
    runtime.onMovedToNewDevice = { told += 1 }
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { runtime.lockState == .noPasscode }
    #expect(told == 0)
  }

  // MARK: - Forgot passcode?

  /// The app lock up, a passcode set with a data key and two wrong tries counted.
  func lockedWithTwoFailures(settings: AppLockDriver.Settings) async throws -> AppLockDriver {
    try await lockedWithTwoFailuresAndKey(settings: settings).runtime
  }

  /// The same, with the data key the passcode was set with.
  func lockedWithTwoFailuresAndKey(
    settings: AppLockDriver.Settings
  ) async throws -> (runtime: AppLockDriver, dataKey: [UInt8]) {
    let lock = lock()
    try await lock.setPasscode(code("480213"))
    let dataKey = try await lock.dataKey.key().withUnsafeBytes { Array($0) }
    _ = await lock.verify(code("111111"))
    _ = await lock.verify(code("222222"))
    let runtime = runtime(lock, settings: settings)
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    return (runtime, dataKey)
  }

  @Test("by default a fallback that succeeded unlocks: the passcode and its count stay")
  func fallbackUnlocksByDefault() async throws {
    let runtime = try await lockedWithTwoFailures(
      settings: AppLockDriver.Settings(offersFallback: true))
    let unlock = Task { await runtime.unlock(in: Self.scene) }
    await settle(runtime)
    windows.lockScreen?.driver.send(.fallbackRequested)
    windows.lockScreen?.driver.send(.fallbackFinished(succeeded: true))
    #expect(await unlock.value == .fallbackSucceeded)
    await settle(runtime) { runtime.lockState == .unlocked }
    let status = try await runtime.lock.status()
    #expect(status.isSet && status.failures == 2)
    #expect(windows.flowScreen == nil, "nothing more is asked")
    #expect(await !runtime.lock.dataKey.isAvailable, "only the passcode unwraps the data key")
  }

  @Test("Forgot passcode: the sign-in resets the passcode and offers a new one (LOCK-5, DATA-4)")
  func fallbackResetsAndOffersANewPasscode() async throws {
    let (runtime, oldKey) = try await lockedWithTwoFailuresAndKey(
      settings: AppLockDriver.Settings(offersFallback: true, fallbackSuccess: .resetPasscode))
    let unlock = Task { await runtime.unlock(in: Self.scene) }
    await settle(runtime)
    #expect(windows.lockScreen?.driver.screen.accessories.contains(.fallback) == true)
    #expect(
      windows.lockScreen?.driver.screen.fallbackButtonLabel == LocalizedText(.forgotPasscode))
    windows.lockScreen?.driver.send(.fallbackRequested)
    windows.lockScreen?.driver.send(.fallbackFinished(succeeded: true))
    #expect(await unlock.value == .fallbackSucceeded)
    await settle(runtime) { windows.flowScreen?.driver.screen.step == .new }
    #expect(runtime.lockState == .noPasscode, "reset: no passcode, nothing locked")
    #expect(windows.lockScreen == nil)
    #expect(try await runtime.lock.status().failures == 0)
    // The user sets a new passcode on the screen that came up.
    type("135790", on: windows.flowScreen)
    await settle(runtime) { windows.flowScreen?.driver.screen.step == .confirm }
    type("135790", on: windows.flowScreen)
    await settle(runtime) { runtime.lockState == .unlocked && windows.flowScreen == nil }
    #expect(await runtime.lock.verify(code("135790")) == .success)
    let newKey = try await runtime.lock.dataKey.key().withUnsafeBytes { Array($0) }
    #expect(newKey != oldKey, "the reset destroyed the old data key; the new passcode has its own")
    #expect(await runtime.lock.verify(code("480213")) != .success, "the old one is gone")
  }

  @Test("Forgot passcode: cancelling the new passcode goes on without one")
  func fallbackResetThenCancel() async throws {
    let runtime = try await lockedWithTwoFailures(
      settings: AppLockDriver.Settings(offersFallback: true, fallbackSuccess: .resetPasscode))
    let unlock = Task { await runtime.unlock(in: Self.scene) }
    await settle(runtime)
    windows.lockScreen?.driver.send(.fallbackRequested)
    windows.lockScreen?.driver.send(.fallbackFinished(succeeded: true))
    #expect(await unlock.value == .fallbackSucceeded)
    await settle(runtime) { windows.flowScreen != nil }
    windows.flowScreen?.driver.send(.cancel)
    await settle(runtime) { windows.flowScreen == nil }
    #expect(runtime.lockState == .noPasscode)
    #expect(try await runtime.lock.status().isSet == false)
  }

  @Test("a step-up check's fallback only proves who the user is: it never resets the passcode")
  func checkFallbackDoesNotReset() async throws {
    let runtime = try await lockedWithTwoFailures(
      settings: AppLockDriver.Settings(offersFallback: true, fallbackSuccess: .resetPasscode))
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked }
    let check = Task {
      await runtime.authenticate(PasscodeCheck(offersFallback: true), in: Self.scene)
    }
    await settle(runtime) { windows.flowScreen != nil }
    #expect(windows.flowScreen?.driver.screen.fallbackButtonLabel == LocalizedText(.usePassword))
    windows.flowScreen?.driver.send(.fallbackRequested)
    windows.flowScreen?.driver.send(.fallbackFinished(succeeded: true))
    #expect(await check.value == .fallbackSucceeded)
    await settle(runtime)
    #expect(windows.flowScreen == nil, "no new-passcode screen")
    #expect(try await runtime.lock.status().isSet, "the passcode stays")
    #expect(runtime.lockState == .unlocked)
  }
}
