import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// Flows the app shows in its own navigation (a pushed Change Passcode, an onboarding step):
/// the events an app and a phone produce around them, each followed by the invariants —
/// started, ended, cancelled by Back or by the view going away, the app or the phone locking
/// meanwhile, the scene going away, a second one while one runs.
@Suite struct EmbeddedFlowTests {
  typealias Runtime = AppLockTests.Runtime
  typealias Effect = AppLock.Effect
  static let phone = AppLockTests.phone
  static let second = AppLockTests.second
  static let change = PasscodeFlow(.change)

  /// An unlocked, protected phone scene with a passcode set.
  func unlocked() -> Runtime { AppLockTests().launchedUnlocked() }

  /// Starts an embedded `flow` as `id`, shown in `scene`, up to its screen.
  @discardableResult
  func embed(
    _ runtime: inout Runtime, _ id: AppLock.RequestID, _ flow: PasscodeFlow = change,
    in scene: AppLock.SceneID? = phone, isSet: Bool = true
  ) -> [Effect] {
    var effects = runtime.send(.embeddedFlowRequested(id, flow))
    if let scene { effects += runtime.send(.embeddedFlowMoved(id, to: scene)) }
    effects += runtime.answer(AppLockTests.snapshot(isSet: isSet))
    guard
      let start = runtime.lock.embeddedFlowStart(
        id, lock: PasscodeConfiguration(), reduceMotion: false)
    else { return effects }
    return effects + runtime.send(.flowStarted(id, start))
  }

  /// How many times `id` was answered, and with what.
  func answers(_ effects: [Effect], _ id: AppLock.RequestID) -> [AppLock.FlowResult] {
    effects.compactMap {
      if case .resumeFlow(id, let result) = $0 { return result }
      return nil
    }
  }

  @Test("an embedded change starts from a read of its own and shows in the app's view, no window")
  func startsInTheAppsView() {
    var runtime = unlocked()
    let id = AppLock.RequestID(10)
    let requested = runtime.send(.embeddedFlowRequested(id, Self.change))
    #expect(requested.contains { if case .readStatus = $0 { true } else { false } })
    runtime.send(.embeddedFlowMoved(id, to: Self.phone))
    let read = runtime.answer(AppLockTests.snapshot(isSet: true))
    #expect(read.contains { if case .startEmbeddedFlow(id, _, _) = $0 { true } else { false } })
    let start = runtime.lock.embeddedFlowStart(
      id, lock: PasscodeConfiguration(), reduceMotion: false)
    guard case .present(let configuration) = start else {
      Issue.record("no screen: \(String(describing: start))")
      return
    }
    #expect(configuration.mode == .change && configuration.allowsCancel)
    let shown = runtime.send(.flowStarted(id, start!))
    #expect(shown == [.presentEmbeddedFlow(id, configuration)])
    #expect(runtime.lock.layers(of: Self.phone).isEmpty, "no window of the runtime's goes up")
    #expect(runtime.lock.embeddedHoldsFocus(id))
    #expect(runtime.lock.embeddedFlows[id]?.phase == .onScreen)
  }

  @Test("an embedded flow ends once: its ending, then Back, then the view going away (APP-9)")
  func endsOnce() {
    var runtime = unlocked()
    let id = AppLock.RequestID(10)
    embed(&runtime, id)
    let ended = runtime.send(.flowEnded(id, .completed, outcome: .passcodeChanged))
    #expect(answers(ended, id) == [.ended(.completed)])
    #expect(ended.contains(.followUp(Self.change, .passcodeChanged, ScreenOptions())))
    let back = runtime.send(.flowCancelled(id))
    let gone = runtime.send(.flowCancelled(id))
    let late = runtime.send(.flowEnded(id, .cancelled))
    #expect(back.isEmpty && gone.isEmpty && late.isEmpty, "\(back) \(gone) \(late)")
    #expect(answers(runtime.effects, id) == [.ended(.completed)])
    #expect(runtime.lock.embeddedFlows.isEmpty)
  }

  @Test(
    "Back, a pop or the view going away ends it as cancelled, once, starting or on screen (APP-9)")
  func backCancels() {
    var runtime = unlocked()
    let onScreen = AppLock.RequestID(10)
    embed(&runtime, onScreen)
    #expect(answers(runtime.send(.flowCancelled(onScreen)), onScreen) == [.ended(.cancelled)])
    // Popped before its status was read: the read's answer starts nothing.
    let starting = AppLock.RequestID(11)
    runtime.send(.embeddedFlowRequested(starting, Self.change))
    #expect(answers(runtime.send(.flowCancelled(starting)), starting) == [.ended(.cancelled)])
    let read = runtime.answer(AppLockTests.snapshot(isSet: true))
    #expect(!read.contains { if case .startEmbeddedFlow = $0 { true } else { false } })
    #expect(runtime.send(.flowStarted(starting, .present(.init(mode: .change)))).isEmpty)
    #expect(answers(runtime.effects, starting).count == 1)
  }

  @Test("the app locking ends every embedded flow, so nothing typed before counts after (APP-9)")
  func theLockEndsIt() {
    var runtime = unlocked()
    let change = AppLock.RequestID(10)
    let turnOff = AppLock.RequestID(11)
    embed(&runtime, change)
    embed(&runtime, turnOff, PasscodeFlow(.remove))
    let starting = AppLock.RequestID(12)
    runtime.send(.embeddedFlowRequested(starting, Self.change))
    let locked = runtime.send(.lockRequested)
    #expect(runtime.lock.lockState == .locked)
    // Wiped and deaf at once; answered once what they asked the lock landed (none here).
    #expect(locked.contains(.interruptEmbeddedFlow(change)))
    #expect(locked.contains(.interruptEmbeddedFlow(turnOff)))
    #expect(runtime.lock.embeddedFlows[change]?.phase == .interrupted)
    #expect(!runtime.lock.embeddedHoldsFocus(change) && !runtime.lock.embeddedHoldsFocus(turnOff))
    #expect(answers(locked, starting) == [.ended(.cancelled)], "no screen yet: at once")
    #expect(answers(runtime.send(.flowCancelled(change)), change) == [.ended(.cancelled)])
    #expect(answers(runtime.send(.flowCancelled(turnOff)), turnOff) == [.ended(.cancelled)])
    #expect(runtime.lock.embeddedFlows.isEmpty)
    // The lock went up over the app's view: its screen (stopped, wiped) is below it.
    #expect(runtime.lock.layers(of: Self.phone) == [.lockScreen])
    // A late ending of the old screen answers nobody again.
    let late = runtime.send(.flowEnded(change, .completed, outcome: .passcodeChanged))
    #expect(answers(late, change).isEmpty && !late.contains(.dismissFlow(change, Self.phone)))
    #expect(answers(runtime.effects, change) == [.ended(.cancelled)])
  }

  @Test("the phone locking ends an embedded flow with the app (APP-1, APP-9)")
  func thePhoneLockEndsIt() {
    // Away within the grace period, the flow stays (wiped); the phone's lock ends it.
    var runtime = AppLockTests().launchedUnlocked(
      AppLock(gracePeriod: .seconds(60), checksInstall: false))
    let id = AppLock.RequestID(10)
    embed(&runtime, id)
    let background = runtime.send(
      .activityChanged(Self.phone, .inactive, at: AppLockTests().start),
      .activityChanged(Self.phone, .background, at: AppLockTests().start))
    #expect(background.contains(.embeddedScreen(id, .backgrounded)), "wiped in the background")
    #expect(answers(runtime.effects, id).isEmpty)
    let phoneLocked = runtime.send(.protectedDataChanged(available: false))
    #expect(phoneLocked.contains(.interruptEmbeddedFlow(id)))
    #expect(answers(runtime.send(.flowCancelled(id)), id) == [.ended(.cancelled)])
    #expect(runtime.lock.embeddedFlows.isEmpty)
  }

  @Test("the scene going to the background wipes the embedded screen; a return tells it (MEM-1)")
  func backgroundWipes() {
    // The phone's lock left to the grace period: the flow stays, wiped.
    var runtime = AppLockTests().launchedUnlocked(
      AppLock(gracePeriod: .seconds(60), checksInstall: false, locksWhenPhoneLocks: false))
    let id = AppLock.RequestID(10)
    embed(&runtime, id)
    let start = AppLockTests().start
    let left = runtime.send(
      .activityChanged(Self.phone, .inactive, at: start),
      .activityChanged(Self.phone, .background, at: start))
    #expect(left.contains(.embeddedScreen(id, .backgrounded)))
    #expect(runtime.lock.embeddedFlows[id] != nil, "within the grace period it stays")
    let back = runtime.send(
      .activityChanged(Self.phone, .inactive, at: start.advanced(by: .seconds(5))),
      .activityChanged(Self.phone, .active, at: start.advanced(by: .seconds(5))))
    #expect(back.contains(.embeddedScreen(id, .foregrounded)))
    #expect(answers(runtime.effects, id).isEmpty)
    // Away longer than the grace period: the lock goes up on return, and the flow ends.
    let later = start.advanced(by: .seconds(600))
    runtime.send(
      .activityChanged(Self.phone, .inactive, at: start.advanced(by: .seconds(6))),
      .activityChanged(Self.phone, .background, at: start.advanced(by: .seconds(6))),
      .activityChanged(Self.phone, .inactive, at: later))
    #expect(runtime.effects.contains(.interruptEmbeddedFlow(id)))
  }

  @Test("a change the lock was storing as the app locked is answered as it really ended (APP-9)")
  func aChangeInFlightLands() {
    var runtime = unlocked()
    let id = AppLock.RequestID(10)
    embed(&runtime, id)
    runtime.send(.lockRequested)
    #expect(runtime.lock.embeddedFlows[id]?.phase == .interrupted)
    // The confirmation was typed before the lock: the lock stored the new passcode.
    let landed = runtime.send(.flowEnded(id, .completed, outcome: .passcodeChanged))
    #expect(answers(landed, id) == [.ended(.completed)], "not reported as unchanged")
    #expect(landed.contains(.revokeDataKey), "the app stays locked, the key refused")
    #expect(runtime.send(.flowCancelled(id)).isEmpty, "once")
    #expect(runtime.lock.lockState == .locked)
  }

  @Test("its scene disconnecting ends it as cancelled; a flow in another scene stays (APP-9)")
  func sceneDisconnects() {
    var runtime = unlocked()
    runtime.send(.sceneConnected(Self.second, role: .interactive, activity: .active))
    let here = AppLock.RequestID(10)
    let there = AppLock.RequestID(11)
    embed(&runtime, here)
    embed(&runtime, there, in: Self.second)
    let gone = runtime.send(.sceneDisconnected(Self.second))
    #expect(answers(gone, there) == [.ended(.cancelled)])
    #expect(answers(gone, here).isEmpty)
    #expect(runtime.lock.embeddedFlows.keys.sorted() == [here])
  }

  @Test("a second embedded flow runs on its own: each ends once, with its own answer (APP-9)")
  func aSecondOneRunsOnItsOwn() {
    var runtime = unlocked()
    let first = AppLock.RequestID(10)
    let second = AppLock.RequestID(11)
    embed(&runtime, first)
    embed(&runtime, second, PasscodeFlow(.remove))
    #expect(runtime.lock.embeddedFlows.count == 2)
    #expect(answers(runtime.effects, first).isEmpty, "the second does not end the first")
    runtime.send(.flowEnded(second, .completed, outcome: .passcodeRemoved))
    #expect(runtime.lock.knowledge == .notSet, "the passcode removed is known at once")
    runtime.send(.flowEnded(first, .cancelled))
    #expect(answers(runtime.effects, first) == [.ended(.cancelled)])
    #expect(answers(runtime.effects, second) == [.ended(.completed)])
  }

  @Test("it holds the focus only while nothing of the runtime's covers its scene")
  func focus() {
    var runtime = unlocked()
    let id = AppLock.RequestID(10)
    embed(&runtime, id, in: nil)
    #expect(!runtime.lock.embeddedHoldsFocus(id), "in no window yet")
    runtime.send(.embeddedFlowMoved(id, to: Self.phone))
    #expect(runtime.lock.embeddedHoldsFocus(id))
    // A flow in PasscodeKit's window goes up above the app: it takes the keys.
    let windowed = AppLock.RequestID(20)
    runtime.send(.flowRequested(windowed, PasscodeCheck().flow, in: Self.phone))
    runtime.answer(AppLockTests.snapshot(isSet: true))
    runtime.send(.flowStarted(windowed, .present(.init(mode: .unlock))))
    #expect(!runtime.lock.embeddedHoldsFocus(id))
    runtime.send(.flowEnded(windowed, .cancelled))
    #expect(runtime.lock.embeddedHoldsFocus(id))
    runtime.send(.embeddedFlowMoved(id, to: AppLock.SceneID(99)))
    #expect(runtime.lock.embeddedFlows[id]?.scene == nil, "a scene that is not connected")
  }

  @Test("an embedded set, change or turn-off that cannot start is answered once, refused")
  func refusals() {
    var runtime = unlocked()
    let set = AppLock.RequestID(10)
    embed(&runtime, set, PasscodeFlow(.create))
    #expect(answers(runtime.effects, set) == [.refused(.alreadySet)])
    let unlock = AppLock.RequestID(11)
    #expect(
      answers(runtime.send(.embeddedFlowRequested(unlock, PasscodeCheck().flow)), unlock)
        == [.ended(.cancelled)], "checks stay in PasscodeKit's windows")
    #expect(runtime.lock.embeddedFlows.isEmpty)
  }

  @Test("an embedded set during onboarding: the passcode is known at once, the install marked")
  func onboardingSet() {
    var runtime = Runtime()
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    runtime.answer(AppLockTests.snapshot(isSet: false))
    let id = AppLock.RequestID(10)
    embed(&runtime, id, PasscodeFlow(.create), isSet: false)
    #expect(runtime.lock.embeddedFlows[id]?.phase == .onScreen)
    let set = runtime.send(.flowEnded(id, .completed, outcome: .passcodeSet))
    #expect(set.contains(.markInstallation))
    #expect(runtime.lock.lockState == .unlocked, "setting it does not lock the user out")
  }

  @Test("an embedded flow asked for under the lock stays, untouched, until the user unlocks")
  func askedUnderTheLock() {
    var runtime = AppLockTests().launchedLocked()
    let id = AppLock.RequestID(10)
    embed(&runtime, id)
    #expect(runtime.lock.embeddedFlows[id]?.phase == .onScreen)
    #expect(!runtime.lock.embeddedHoldsFocus(id), "under the lock, no keys reach it")
    runtime.send(
      .lockScreenEnded(Self.phone, generation: AppLockTests().generation(runtime), .completed))
    #expect(runtime.lock.embeddedHoldsFocus(id))
    #expect(answers(runtime.effects, id).isEmpty)
  }

  // MARK: - A change straight into a chosen type

  @Test("a change can start the new passcode in a chosen type; the current one keeps its own")
  func changeIntoAChosenType() {
    let status = PasscodeStatus(
      isSet: true, format: .numeric(length: 6), failures: 0, maxFailures: 10,
      lockoutRemaining: .zero, isPermanentlyLocked: false)
    let flow = EmbeddedPasscodeFlow.change(startingIn: .numeric(length: 4)).flow
    let start = flow.start(
      status: .success(status), lock: PasscodeConfiguration(),
      biometrics: .unavailable(.notEnabled), reduceMotion: false)
    guard case .present(let configuration) = start else {
      Issue.record("\(start)")
      return
    }
    #expect(configuration.format == .numeric(length: 6), "the current one in its stored type")
    let screen = PasscodeScreen(configuration)
    #expect(screen.format == .numeric(length: 6))
    #expect(screen.newPasscodeFormat == .numeric(length: 4))
    // The windowed flow takes the same option.
    #expect(PasscodeFlow.change(startingIn: .numeric(length: 4)) == flow)
    #expect(EmbeddedPasscodeFlow.change().flow == PasscodeFlow(.change))
    // A type outside FMT-1's ranges is refused before anything is shown.
    let bad = PasscodeFlow.change(startingIn: .numeric(length: 2)).start(
      status: .success(status), lock: PasscodeConfiguration(),
      biometrics: .unavailable(.notEnabled), reduceMotion: false)
    #expect(bad == .refuse(.invalidConfiguration(.formatOutOfRange(.numeric(length: 2)))))
    // Turning off ignores it.
    var remove = PasscodeFlow(.remove)
    remove.newFormat = .numeric(length: 4)
    if case .present(let removing) = remove.start(
      status: .success(status), lock: PasscodeConfiguration(),
      biometrics: .unavailable(.notEnabled), reduceMotion: false)
    {
      #expect(removing.newFormat == nil)
    } else {
      Issue.record("turning off did not start")
    }
  }
}

/// Embedded flows through the runtime a skin drives, against a real `PasscodeLock`: the screen
/// handed to the app's view once, typed on, and the one answer a view controller awaits.
@MainActor
@Suite struct EmbeddedFlowDriverTests {
  typealias Windows = AppLockDriverTests.Windows
  static let scene = AppLock.SceneID(1)
  let store = FaultyStore()
  let clock = TestBootClock()
  let timers = TestClock()
  let windows = Windows()

  func lock() -> PasscodeLock {
    PasscodeLock(store: store, verifier: CountingVerifier(), clock: clock)
  }

  /// An unlocked runtime over a lock with `480213` set.
  func unlockedRuntime() async throws -> (AppLockDriver, PasscodeLock) {
    let lock = lock()
    try await lock.setPasscode(code("480213"))
    let runtime = AppLockDriver(lock: lock, clock: clock, timerClock: timers)
    runtime.connect(Self.scene, presenter: windows, activity: .active)
    runtime.protect(Self.scene)
    await settle(runtime) { windows.lockScreen != nil }
    type("480213", on: windows.lockScreen)
    await settle(runtime) { runtime.lockState == .unlocked }
    return (runtime, lock)
  }

  func settle(
    _ runtime: AppLockDriver, until condition: () -> Bool = { true },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await AppLockDriverTests().settle(runtime, until: condition, sourceLocation: sourceLocation)
  }

  func type(_ code: String, on screen: AppLockScreen?) {
    for digit in code.utf8 { screen?.driver.send(.digit(digit - UInt8(ascii: "0"))) }
  }

  @Test("an embedded change into 4 digits: one screen for the app's view, one answer (APP-9)")
  func changeThroughTheRuntime() async throws {
    let (runtime, lock) = try await unlockedRuntime()
    var shown: [AppLockScreen] = []
    let id = runtime.embed(EmbeddedPasscodeFlow.change(startingIn: .numeric(length: 4)).flow) {
      shown.append($0)
    }
    runtime.embeddedFlow(id, movedTo: Self.scene)
    await settle(runtime) { !shown.isEmpty }
    #expect(shown.count == 1)
    #expect(windows.flowScreen == nil, "no window of the runtime's")
    let screen = try #require(shown.first)
    #expect(screen.holdsFocus)
    type("480213", on: screen)
    await settle(runtime) { screen.driver.screen.step == .new }
    #expect(screen.driver.screen.format == .numeric(length: 4))
    type("7391", on: screen)
    await settle(runtime) { screen.driver.screen.step == .confirm }
    type("7391", on: screen)
    #expect(await runtime.ending(ofEmbedded: id) == .ended(.completed))
    #expect(try await lock.status().format == .numeric(length: 4))
    #expect(await lock.verify(code("7391")) == .success)
    runtime.cancelEmbeddedFlow(id)
    await settle(runtime)
    #expect(shown.count == 1)
  }

  @Test("the app locking mid-change ends it, its accepted current passcode wiped (APP-9, MEM-1)")
  func lockMidChange() async throws {
    let (runtime, _) = try await unlockedRuntime()
    var shown: AppLockScreen?
    let id = runtime.embed(PasscodeFlow(.change)) { shown = $0 }
    runtime.embeddedFlow(id, movedTo: Self.scene)
    await settle(runtime) { shown != nil }
    type("480213", on: shown)
    await settle(runtime) { shown?.driver.screen.step == .new }
    type("12", on: shown)
    runtime.lockNow()
    #expect(await runtime.ending(ofEmbedded: id) == .ended(.cancelled))
    let screen = try #require(shown)
    #expect(screen.ending == .cancelled)
    #expect(screen.driver.screen.dots.filled == 0, "what was typed is wiped")
    #expect(screen.driver.screen.step == .current, "no accepted current passcode is kept")
    // Keys pressed on the old screen afterwards change nothing.
    type("1234", on: screen)
    await settle(runtime)
    #expect(screen.driver.screen.dots.filled == 0)
  }

  @Test("a task cancelled while awaiting an embedded flow ends it as cancelled, once (APP-9)")
  func cancelledTask() async throws {
    let (runtime, _) = try await unlockedRuntime()
    let id = runtime.embed(PasscodeFlow(.remove)) { _ in }
    let waiting = Task { await runtime.ending(ofEmbedded: id) }
    await settle(runtime)
    waiting.cancel()
    #expect(await waiting.value == .ended(.cancelled))
    #expect(runtime.state.embeddedFlows.isEmpty)
  }
}
