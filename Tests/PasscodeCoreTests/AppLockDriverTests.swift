import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// The app lock's runtime against a real `PasscodeLock` and the faults a phone produces:
/// a Keychain that cannot be read while the phone is locked (-25308), a new-install marker
/// that cannot be read before the first unlock, a damaged store, a task cancelled under a
/// check — modelled as event sequences, with a presenter that only records what it was told.
@MainActor
@Suite struct AppLockDriverTests {
  /// A presenter that records what the runtime asked of its windows.
  @MainActor
  final class Windows: AppLockScenePresenter {
    enum Call: Equatable {
      case showCover, hideCover, showLockWindow, showLockScreen, hideLockWindow
      case showFlowScreen, hideFlowScreen, endEditing
    }
    var calls: [Call] = []
    var layers: [AppLock.Layer] = []
    var focus: AppLock.Layer?
    var lockScreen: AppLockScreen?
    var flowScreen: AppLockScreen?

    func showCover() { calls.append(.showCover) }
    func hideCover() { calls.append(.hideCover) }
    func showLockWindow() { calls.append(.showLockWindow) }
    func showLockScreen(_ screen: AppLockScreen) {
      calls.append(.showLockScreen)
      lockScreen = screen
      screen.appeared()
    }
    func hideLockWindow() {
      calls.append(.hideLockWindow)
      lockScreen = nil
    }
    func showFlowScreen(_ screen: AppLockScreen) {
      calls.append(.showFlowScreen)
      flowScreen = screen
      screen.appeared()
    }
    func hideFlowScreen() {
      calls.append(.hideFlowScreen)
      flowScreen = nil
    }
    func endEditing() { calls.append(.endEditing) }
    func layersChanged(_ layers: [AppLock.Layer], focus: AppLock.Layer?) {
      self.layers = layers
      self.focus = focus
    }
  }

  /// A new-install marker whose answer the test sets.
  final class Marker: InstallMarker, @unchecked Sendable {
    private let lock = NSLock()
    private var answer: InstallMarkerState
    private(set) var marked = false

    init(_ answer: InstallMarkerState) { self.answer = answer }

    func set(_ answer: InstallMarkerState) { lock.withLock { self.answer = answer } }
    func isPresent() -> Bool { state() == .present }
    func state() -> InstallMarkerState { lock.withLock { answer } }
    func markPresent() {
      lock.withLock {
        marked = true
        answer = .present
      }
    }
  }

  static let scene = AppLock.SceneID(1)
  static let deviceLocked = StoreError.readFailed(
    .keychain(status: StoreError.interactionNotAllowed))

  let store = FaultyStore()
  let clock = TestBootClock()
  let timers = TestClock()
  let windows = Windows()

  func lock() -> PasscodeLock {
    PasscodeLock(store: store, verifier: CountingVerifier(), clock: clock)
  }

  func runtime(
    _ lock: PasscodeLock, marker: (any InstallMarker)? = nil, protectedData: Bool = true,
    settings: AppLockDriver.Settings = AppLockDriver.Settings()
  ) -> AppLockDriver {
    AppLockDriver(
      lock: lock, settings: settings, installMarker: marker, protectedDataAvailable: protectedData,
      clock: clock, timerClock: timers)
  }

  /// Waits for the runtime and the lock's announcements to settle, until `condition` holds;
  /// a watchdog (not a verdict on speed) fails the test if it never does.
  func settle(
    _ runtime: AppLockDriver, until condition: () -> Bool = { true },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let deadline = ContinuousClock.now + .seconds(120)
    repeat {
      await runtime.settle()
      for _ in 0..<20 { await Task.yield() }
      if condition() { return }
    } while ContinuousClock.now < deadline
    Issue.record(
      "the runtime never settled into the expected state", sourceLocation: sourceLocation)
  }

  func type(_ code: String, on screen: AppLockScreen?) {
    for digit in code.utf8 { screen?.driver.send(.digit(digit - UInt8(ascii: "0"))) }
  }

  // MARK: - Item 1

  @Test("a background launch on a locked phone shows no keypad; unlocked, no passcode: nothing")
  func backgroundLaunchOnALockedPhone() async throws {
    let lock = lock()
    store.failReads(with: Self.deviceLocked)
    let runtime = runtime(lock)
    runtime.connect(Self.scene, presenter: windows, activity: .background)
    runtime.protect(Self.scene)
    await settle(runtime)
    #expect(runtime.lockState == .unknown)
    #expect(windows.layers == [.privacyCover])
    #expect(!windows.calls.contains(.showLockScreen), "no keypad for a status nobody read")
    // The user unlocks the phone and opens the app, which never had a passcode.
    store.failReads(with: nil)
    runtime.protectedDataChanged(available: true)
    runtime.activityChanged(Self.scene, to: .inactive)
    runtime.activityChanged(Self.scene, to: .active)
    await settle(runtime) { runtime.lockState == .noPasscode }
    #expect(windows.layers.isEmpty)
    #expect(!windows.calls.contains(.showLockScreen))
    #expect(await runtime.unlock(in: Self.scene) == .noPasscodeSet)
  }

  @Test("the lock goes up once the phone's data can be read, from that one read")
  func lockAfterProtectedData() async throws {
    try await lock().setPasscode(code("480213"))
    let runtime = runtime(lock(), protectedData: false)
    store.failReads(with: Self.deviceLocked)
    runtime.connect(Self.scene, presenter: windows, activity: .background)
    runtime.protect(Self.scene)
    await settle(runtime)
    #expect(runtime.lockState == .unknown)
    store.failReads(with: nil)
    let before = store.loadCount
    runtime.protectedDataChanged(available: true)
    await settle(runtime) { windows.lockScreen != nil }
    #expect(runtime.lockState == .locked)
    #expect(store.loadCount - before == 1, "one load for the presentation, screen included")
  }

  @Test(
    "the app's streams: the state from now on, the lock screen's events as they happen with the method (APP-8)",
    .timeLimit(.minutes(3)))
  func streamsTellTheApp() async throws {
    try await lock().setPasscode(code("480213"))
    let runtime = runtime(lock())
    var states = runtime.lockStates().makeAsyncIterator()
    var events = runtime.lockScreenEvents().makeAsyncIterator()
    #expect(await states.next() == .unknown, "the state now comes first")
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    #expect(await states.next() == .locked)
    #expect(await events.next() == .willPresent)
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked }
    #expect(await events.next() == .didUnlock(.passcode))
    #expect(await events.next() == .willClose)
    #expect(await states.next() == .unlocked)
  }

  @Test("a lock replaced by a new configuration gives its data key to nobody after (DATA-2)")
  func aReplacedLockKeepsNoKey() async throws {
    try await lock().setPasscode(code("480213"))
    let old = lock()
    let runtime = runtime(old)
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked }
    #expect((try? await old.dataKey.key()) != nil, "unlocked: the key is given")
    // The app configures another lock (a new store, new settings); code that kept the old
    // one asks it for the key.
    runtime.replaceLock(lock())
    await settle(runtime) { runtime.lockState == .locked }
    #expect((try? await old.dataKey.key()) == nil, "the old lock gives no key after it")
    #expect(await !old.dataKey.isAvailable, "and holds none")
  }

  // MARK: - Item 2

  @Test("a new-install marker that cannot be read erases nothing; absent, it erases")
  func installMarkerNeverErasesBlindly() async throws {
    try await lock().setPasscode(code("480213"))
    let marker = Marker(.unreadable)
    let runtime = runtime(lock(), marker: marker)
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    #expect(runtime.lockState == .locked, "the passcode survived an unreadable marker")
    #expect(!marker.marked)

    // A real new installation: the passcode an earlier one left is erased, once.
    let fresh = Marker(.absent)
    let second = self.runtime(lock(), marker: fresh)
    second.connect(Self.scene, presenter: Windows(), activity: .active)
    second.protect(Self.scene)
    await settle(second) { second.lockState == .noPasscode }
    #expect(fresh.marked)
  }

  @Test("the check for a new installation waits for protected data")
  func installCheckWaits() async throws {
    try await lock().setPasscode(code("480213"))
    let marker = Marker(.absent)
    let runtime = runtime(lock(), marker: marker, protectedData: false)
    runtime.connect(Self.scene, presenter: windows, activity: .background)
    runtime.protect(Self.scene)
    await settle(runtime)
    #expect(try await lock().status().isSet, "nothing is erased while the phone is locked")
    #expect(!marker.marked)
    runtime.protectedDataChanged(available: true)
    await settle(runtime) { runtime.lockState == .noPasscode }
  }

  // MARK: - Item 3

  @Test("the data key comes with the unlock and goes when the app locks again (DATA-2)")
  func dataKeyFollowsTheAppLock() async throws {
    let lock = lock()
    try await lock.setPasscode(code("480213"))
    await lock.dataKey.lock()
    let runtime = runtime(lock)
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    #expect(await !lock.dataKey.isAvailable, "locked at launch")
    var availability = await lock.dataKey.availability().makeAsyncIterator()
    #expect(await availability.next() == false)
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked }
    #expect(await availability.next() == true, "the unlock made it available")
    runtime.lockNow()
    #expect(await availability.next() == false, "lockNow took it away")
    do {
      _ = try await lock.dataKey.key()
      Issue.record("the data key was given while locked")
    } catch {
      #expect(error as? DataKeyError == .locked)
    }
  }

  @Test("a damaged store shows its way out, tells the host once, and Erase Data leaves it")
  func damagedStoreHasAWayOut() async throws {
    try await lock().setPasscode(code("480213"))
    var record = try StateRecord.decode(store.stateBytes ?? [])
    record.pepperCheck = "AAAA"
    store.setStateBytes(record.encoded())
    var told: [StoreError] = []
    let runtime = runtime(
      lock(), settings: AppLockDriver.Settings(recovery: .erase))
    runtime.onStoreDamaged = { told.append($0) }
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen?.driver.screen.storeFailure != nil }
    let screen = try #require(windows.lockScreen?.driver.screen)
    #expect(screen.storeFailure == .damaged(.pepperCheckFailed))
    #expect(screen.accessories.contains(.recovery), "Erase Data is offered")
    #expect(told == [.damaged(.pepperCheckFailed)])
    // Erase Data: the host erased its data; the passcode goes, the lock with it.
    let unlock = Task { await runtime.unlock(in: Self.scene) }
    await settle(runtime)
    windows.lockScreen?.driver.send(.recoveryRequested)
    await windows.lockScreen?.driver.recoveryFinished(erased: true)
    #expect(await unlock.value == .erased)
    await settle(runtime) { runtime.lockState == .noPasscode }
    #expect(windows.lockScreen == nil)
    #expect(told.count == 1)
  }

  // MARK: - Item 12

  @Test("one load per presentation; at most two per unlock (the check, then the follow-up)")
  func loadsPerPresentationAndUnlock() async throws {
    try await lock().setPasscode(code("480213"))
    let runtime = runtime(lock())
    let before = store.loadCount
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    #expect(store.loadCount - before == 1, "the presentation read once, its screen included")
    let unlocking = store.loadCount
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked }
    #expect(store.loadCount - unlocking <= 2, "\(store.loadCount - unlocking) loads to unlock")
    // A lock asked for now reads once more, for its screen.
    let relocking = store.loadCount
    runtime.lockNow()
    await settle(runtime) { windows.lockScreen != nil }
    #expect(store.loadCount - relocking == 1)
  }

  // MARK: - Item 11: cancellation reaches the flow

  @Test("a cancelled task takes its check off the screen and answers cancelled")
  func cancelledCheckLeaves() async throws {
    try await lock().setPasscode(code("480213"))
    let runtime = runtime(lock())
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    await settle(runtime)
    let check = Task { await runtime.authenticate(PasscodeCheck(), in: Self.scene) }
    await settle(runtime) { windows.flowScreen != nil }
    check.cancel()
    #expect(await check.value == .cancelled)
    await settle(runtime) { windows.flowScreen == nil }
    #expect(windows.calls.last == .hideFlowScreen)
    #expect(runtime.state.flows.isEmpty)
  }

  @Test("when setPasscode returns, the app already knows a passcode is set")
  func setIsKnownOnReturn() async throws {
    let runtime = runtime(lock())
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    let set = Task { await runtime.run(PasscodeFlow(.create), in: Self.scene) }
    await settle(runtime) { windows.flowScreen != nil }
    type("480213", on: windows.flowScreen)
    await settle(runtime) { windows.flowScreen?.driver.screen.step == .confirm }
    type("480213", on: windows.flowScreen)
    #expect(await set.value == .ended(.completed))
    #expect(runtime.lockState == .unlocked, "known at once, not after the announcement")
  }

  @Test("a check with no passcode set is not a proof: noPasscodeSet, no screen")
  func checkWithoutPasscode() async throws {
    let runtime = runtime(lock())
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    #expect(await runtime.authenticate(PasscodeCheck(), in: Self.scene) == .noPasscodeSet)
    #expect(!windows.calls.contains(.showFlowScreen))
  }

  // MARK: - Item 13

  @Test("the idle timeout locks the app after that long without a touch")
  func idleTimeout() async throws {
    try await lock().setPasscode(code("480213"))
    let runtime = runtime(
      lock(), settings: AppLockDriver.Settings(idleTimeout: .seconds(300)))
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked }
    // Touches keep it unlocked; five quiet minutes lock it.
    clock.advance(by: .seconds(200))
    runtime.userActivity()
    clock.advance(by: .seconds(100))
    await timers.advance(by: .seconds(300))
    await settle(runtime)
    #expect(runtime.lockState == .unlocked, "a touch 100 s ago")
    clock.advance(by: .seconds(200))
    await timers.advance(by: .seconds(200))
    await settle(runtime) { runtime.lockState == .locked }
  }

  @Test("a timer clock set after the runtime is made (the facade's configure) runs its timers")
  func timerClockSetLater() async throws {
    try await lock().setPasscode(code("480213"))
    // Made with the real clock, as PasscodeKit.shared is before configure(_:).
    let runtime = AppLockDriver(
      lock: lock(), settings: AppLockDriver.Settings(idleTimeout: .seconds(60)), clock: clock)
    runtime.timerClock = timers
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked && timers.sleeperCount > 0 }
    // The idle timer waits on the test clock (on the real one, sleeperCount stays 0 above,
    // and the watchdog fails it); a minute on the test clocks locks the app.
    clock.advance(by: .seconds(60))
    await timers.advance(by: .seconds(60))
    await settle(runtime) { runtime.lockState == .locked }
  }

  // MARK: - Store identity (item 5)

  @Test("stores compare by what they hold")
  func storesCompareByValue() {
    #expect(FileStore(directory: "/a").isSameStore(as: FileStore(directory: "/a")))
    #expect(!FileStore(directory: "/a").isSameStore(as: FileStore(directory: "/b")))
    let memory = InMemoryStore()
    #expect(memory.isSameStore(as: memory))
    #expect(!memory.isSameStore(as: InMemoryStore()))
    #expect(!FileStore(directory: "/a").isSameStore(as: memory))
  }
}
