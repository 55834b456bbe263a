import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// The app lock's promises at the moments of a phone's day, through the calls an app makes
/// (``AppLockFacade``) against the real runtime and lock: what background code sees, when the
/// data key is gone.
@MainActor
@Suite struct AppLockPromisesTests {
  /// An app with a passcode set, protected in one active scene, unlocked by the user.
  func unlockedApp(
    grace: Duration, locksWhenPhoneLocks: Bool = true
  ) async throws -> (TestApp, TestScene) {
    let store = InMemoryStore()
    let app = TestApp(
      configuration: TestApp.configuration(
        store: store,
        settings: AppLockDriver.Settings(
          gracePeriod: grace, locksWhenPhoneLocks: locksWhenPhoneLocks)))
    try await app.facade.lock.setPasscode(code("480213"))
    await app.facade.lock.dataKey.lock()
    let scene = app.connect()
    await app.settle { scene.windows?.lockScreen != nil }
    app.type("480213", in: scene)
    await app.settle { app.facade.lockState == .unlocked }
    #expect(await app.keyGiven(), "the unlock opened the key")
    return (app, scene)
  }

  @Test("the phone locks: locked and the key refused at once, whatever the grace period (APP-1)")
  func phoneLockLocksTheApp() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(600))
    scene.leave()
    #expect(await app.keyGiven(), "within the grace period, in the background")
    app.lockPhone()
    // No settling: the refusal does not wait for the runtime or the lock.
    #expect(app.facade.lock.dataKeyGate.allows(now: app.clock.now()) == false)
    #expect(await !app.keyGiven())
    #expect(app.facade.lockState == .locked)
    // Unlocking the phone is not unlocking the app.
    app.unlockPhone()
    scene.comeBack()
    await app.settle { scene.windows?.lockScreen != nil }
    #expect(app.facade.lockState == .locked)
    #expect(await !app.keyGiven())
  }

  @Test("an app that opts out of the phone's lock is left to its grace period (APP-1)")
  func optingOutOfThePhonesLock() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(600), locksWhenPhoneLocks: false)
    scene.leave()
    app.lockPhone()
    await app.settle()
    #expect(app.facade.lockState == .unlocked)
    #expect(await app.keyGiven())
    app.clock.advance(by: .seconds(601))
    #expect(await !app.keyGiven(), "the grace period still ends it")
  }

  @Test("grace 0: locked, key refused, as the last protected window goes to the background (APP-2)")
  func graceZeroLocksAtTheBackground() async throws {
    let (app, scene) = try await unlockedApp(grace: .zero)
    scene.leave()
    #expect(await !app.keyGiven())
    #expect(app.facade.lockState == .locked)
  }

  @Test(
    "away past the grace period: the key is refused before anyone asks, locked when asked (APP-2)")
  func gracePeriodCountsWhenAsked() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(60))
    scene.leave()
    app.clock.advance(by: .seconds(59))
    #expect(await app.keyGiven(), "within the grace period")
    app.clock.advance(by: .seconds(2))
    // The runtime was not told anything: the lock refuses by itself past the deadline.
    #expect(await !app.keyGiven())
    #expect(app.facade.lockState == .locked, "decided at the moment it is asked")
    scene.comeBack()
    await app.settle { scene.windows?.lockScreen != nil }
    #expect(app.facade.lockState == .locked)
  }

  @Test(
    "back within the grace period: unlocked, the key kept; a shorter one moves the deadline (APP-2)"
  )
  func backWithinTheGracePeriod() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(60))
    scene.leave()
    app.clock.advance(by: .seconds(30))
    scene.comeBack()
    await app.settle()
    #expect(app.facade.lockState == .unlocked)
    app.clock.advance(by: .seconds(600))
    #expect(await app.keyGiven(), "in the foreground, no deadline")
    // Away again; the app shortens its grace period meanwhile.
    scene.leave()
    app.clock.advance(by: .seconds(20))
    var configuration = app.facade.configuration
    configuration.settings.gracePeriod = .seconds(10)
    app.facade.configure(configuration)
    #expect(await !app.keyGiven())
    #expect(app.facade.lockState == .locked)
  }

  @Test(
    "an on-demand check's key goes when the app leaves the foreground; no lock reported (APP-3, APP-7)"
  )
  func onDemandKeyGoesWithTheForeground() async throws {
    let store = InMemoryStore()
    let app = TestApp(configuration: TestApp.configuration(store: store))
    try await app.facade.lock.setPasscode(code("480213"))
    await app.facade.lock.dataKey.lock()
    let scene = app.connect(protects: false)
    await app.settle { app.facade.lockState != .unknown }
    #expect(app.facade.lockState == .unlocked, "an app that protects nothing is not locked")
    let check = Task { await app.facade.authenticate(PasscodeCheck(), in: scene) }
    await app.settle { scene.windows?.flowScreen != nil }
    for digit in "480213".utf8 { scene.windows?.flowScreen?.driver.send(.digit(digit - 48)) }
    #expect(await check.value == .completed)
    #expect(await app.keyGiven(), "the check opened the key, in the foreground")
    scene.leave()
    #expect(await !app.keyGiven())
    #expect(app.facade.lockState == .unlocked, "still no lock reported")
  }

  @Test("a lock screen that showed a failure gets its keypad once the store answers (APP-6)")
  func healedStoreGivesTheKeypadBack() async throws {
    let store = FaultyStore()
    let app = TestApp(configuration: TestApp.configuration(store: store))
    try await app.facade.lock.setPasscode(code("480213"))
    let scene = app.connect()
    await app.settle { scene.windows?.lockScreen != nil }
    #expect(app.facade.lockState == .locked)
    // The store fails once the lock is known: the user locks, the screen reads a failure.
    store.failReads(with: .readFailed(.keychain(status: -34018)))
    app.facade.lockNow()
    scene.leave()
    scene.comeBack()
    await app.settle { scene.windows?.lockScreen?.driver.screen.storeFailure != nil }
    store.failReads(with: nil)
    // One retry interval later the runtime reads again, and the screen has its keypad.
    for _ in 0..<6 {
      await app.timers.advance(by: .seconds(30))
      await app.settle()
      if scene.windows?.lockScreen?.driver.screen.storeFailure == nil { break }
    }
    #expect(scene.windows?.lockScreen?.driver.screen.storeFailure == nil)
  }

  @Test("a phone locked while the app was suspended: the key refused, locked when asked (APP-1)")
  func phoneLockedWhileSuspended() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(600))
    scene.leave()
    #expect(app.backgroundTime != nil, "away within the grace period: awake to see the phone lock")
    // The notice never comes (the app was suspended); a notification action resumes it.
    app.lockPhoneUnseen()
    #expect(await !app.keyGiven(), "the lock asks the phone itself")
    #expect(app.facade.lockState == .locked, "and the app lock reads it when asked")
  }

  @Test("iOS takes the background time back: an app away within its grace period locks (APP-1)")
  func suspendedAppLocks() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(600))
    scene.leave()
    #expect(app.backgroundTime != nil)
    app.suspend()
    #expect(app.facade.lockState == .locked)
    #expect(await !app.keyGiven())
    // The phone locked and was unlocked while the app was suspended: nothing was seen, and the
    // app opens locked all the same.
    app.lockPhoneUnseen()
    app.protectedDataAvailable = true
    scene.comeBack()
    await app.settle { scene.windows?.lockScreen != nil }
    #expect(app.facade.lockState == .locked)
    // Back within the grace period while awake: the time is given back, nothing locks.
    app.type("480213", in: scene)
    await app.settle { app.facade.lockState == .unlocked }
    scene.leave()
    #expect(app.backgroundTime != nil)
    scene.comeBack()
    await app.settle()
    #expect(app.backgroundTime == nil, "the background time is let go on the return")
    #expect(app.facade.lockState == .unlocked)
  }

  @Test(
    "an app that opts out of the phone's lock holds no background time and keeps its key (APP-1)")
  func optedOutHoldsNothing() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(600), locksWhenPhoneLocks: false)
    scene.leave()
    #expect(app.backgroundTime == nil)
    app.lockPhoneUnseen()
    #expect(await app.keyGiven())
  }

  @Test(
    "awake in the background, a lost notice is found by reading protected data every 5 s (APP-1)")
  func lostNoticeFoundByPolling() async throws {
    let (app, scene) = try await unlockedApp(grace: .seconds(600))
    scene.leave()
    await app.settle()
    app.lockPhoneUnseen()
    #expect(app.facade.runtime.state.protectedDataAvailable, "not told")
    await app.timers.advance(by: .seconds(5))
    await app.settle { !app.facade.runtime.state.protectedDataAvailable }
    #expect(app.facade.runtime.state.isLocked, "found within five seconds, locked")
  }
}
