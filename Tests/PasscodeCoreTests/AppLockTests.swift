import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The app lock's runtime as a state machine: the device sequences a real iPhone produces,
/// each event followed by the invariants.
@Suite struct AppLockTests {
  typealias Effect = AppLock.Effect
  static let phone = AppLock.SceneID(1)
  static let second = AppLock.SceneID(2)
  static let tv = AppLock.SceneID(3)
  let start = BootInstant(bootID: "boot", nanoseconds: 5_000_000_000_000)

  static func status(isSet: Bool, permanentlyLocked: Bool = false) -> PasscodeStatus {
    PasscodeStatus(
      isSet: isSet, format: .default, failures: permanentlyLocked ? 10 : 0, maxFailures: 10,
      lockoutRemaining: .zero, isPermanentlyLocked: permanentlyLocked)
  }

  static func snapshot(isSet: Bool) -> Result<AppLock.Snapshot, StoreError> {
    .success(
      AppLock.Snapshot(
        status: status(isSet: isSet),
        biometrics: isSet ? .unavailable(.notEnabled) : .unavailable(.passcodeNotSet)))
  }

  /// The Keychain refusing to read while the phone is locked (-25308).
  static let deviceLocked = StoreError.readFailed(
    .keychain(status: StoreError.interactionNotAllowed))

  /// A runtime and the effects it produced, checked after every event.
  struct Runtime {
    var lock: AppLock
    var effects: [Effect] = []

    init(_ lock: AppLock = AppLock(checksInstall: false)) {
      self.lock = lock
    }

    @discardableResult
    mutating func send(_ events: AppLock.Event...) -> [Effect] {
      var produced: [Effect] = []
      for event in events {
        produced += lock.handle(event)
        lock.assertInvariants()
      }
      effects += produced
      return produced
    }

    /// The last read asked for.
    var lastRead: AppLock.ReadID? {
      for effect in effects.reversed() {
        if case .readStatus(let id) = effect { return id }
      }
      return nil
    }

    /// Answers the last read asked for.
    @discardableResult
    mutating func answer(_ result: Result<AppLock.Snapshot, StoreError>) -> [Effect] {
      guard let id = lastRead else {
        Issue.record("no read was asked for")
        return []
      }
      return send(.statusRead(id, result))
    }
  }

  /// A protected phone scene, active, whose status said a passcode is set, locked at launch.
  func launchedLocked(_ lock: AppLock = AppLock(checksInstall: false)) -> Runtime {
    var runtime = Runtime(lock)
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    runtime.answer(Self.snapshot(isSet: true))
    return runtime
  }

  /// The same, unlocked.
  func launchedUnlocked(_ lock: AppLock = AppLock(checksInstall: false)) -> Runtime {
    var runtime = launchedLocked(lock)
    runtime.send(.lockScreenEnded(Self.phone, generation: generation(runtime), .completed))
    return runtime
  }

  func generation(_ runtime: Runtime, _ scene: AppLock.SceneID = phone) -> Int {
    runtime.lock.scenes[scene]?.lockGeneration ?? -1
  }

  // MARK: - What covers a scene

  @Test("the lock goes up before the cover that hid the launch comes down")
  func theLockGoesUpBeforeTheCoverComesDown() {
    var runtime = Runtime()
    let connected = runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    #expect(connected.contains(.showCover(Self.phone)), "covered while the status is read")
    let read = runtime.answer(Self.snapshot(isSet: true))
    let present = read.firstIndex(of: .presentLock(Self.phone, generation: 1))
    let uncover = read.firstIndex(of: .hideCover(Self.phone))
    #expect(present != nil && uncover != nil && present! < uncover!, "\(read)")
  }

  @Test("only the topmost screen holds the focus; a flow under the lock never does")
  func onlyTheTopScreenHoldsTheFocus() {
    var runtime = launchedUnlocked()
    let flow = AppLock.RequestID(1)
    runtime.send(.flowRequested(flow, PasscodeFlow(.change), in: Self.phone))
    runtime.answer(Self.snapshot(isSet: true))
    runtime.send(.flowStarted(flow, .present(PasscodeScreen.Configuration(mode: .change))))
    #expect(runtime.lock.holdsFocus(.flowScreen, in: Self.phone))
    #expect(!runtime.lock.holdsFocus(.lockScreen, in: Self.phone), "not shown")
    runtime.send(.lockRequested)
    #expect(runtime.lock.layers(of: Self.phone) == [.flowScreen, .lockScreen])
    #expect(runtime.lock.holdsFocus(.lockScreen, in: Self.phone))
    #expect(!runtime.lock.holdsFocus(.flowScreen, in: Self.phone), "keys and Face ID: the lock's")
    runtime.send(.lockScreenEnded(Self.phone, generation: generation(runtime), .completed))
    #expect(runtime.lock.holdsFocus(.flowScreen, in: Self.phone), "back on top once the lock goes")
  }

  @Test("the privacy cover does not take the focus from the screen under it")
  func theCoverLeavesTheFocus() {
    var runtime = launchedLocked()
    runtime.send(.activityChanged(Self.phone, .inactive, at: start))
    #expect(runtime.lock.layers(of: Self.phone) == [.lockScreen], "the lock hides the content")
    var unlocked = launchedUnlocked()
    let flow = AppLock.RequestID(1)
    unlocked.send(.flowRequested(flow, PasscodeFlow(.change), in: Self.phone))
    unlocked.answer(Self.snapshot(isSet: true))
    unlocked.send(.flowStarted(flow, .present(PasscodeScreen.Configuration(mode: .change))))
    unlocked.send(.activityChanged(Self.phone, .inactive, at: start))
    #expect(unlocked.lock.layers(of: Self.phone) == [.flowScreen, .privacyCover])
    #expect(!unlocked.lock.isInteractive(.flowScreen, in: Self.phone))
    #expect(unlocked.lock.holdsFocus(.flowScreen, in: Self.phone))
  }

  @Test("every screen is wiped in the background; only the top one hears the return")
  func screensHearTheSceneAsItsLayersSay() {
    var runtime = launchedUnlocked()
    let flow = AppLock.RequestID(1)
    runtime.send(.flowRequested(flow, PasscodeFlow(.change), in: Self.phone))
    runtime.answer(Self.snapshot(isSet: true))
    runtime.send(.flowStarted(flow, .present(PasscodeScreen.Configuration(mode: .change))))
    runtime.send(.lockRequested)
    runtime.answer(Self.snapshot(isSet: true))
    let away = runtime.send(.activityChanged(Self.phone, .background, at: start))
    #expect(away.contains(.screen(Self.phone, .flowScreen, .backgrounded)))
    #expect(away.contains(.screen(Self.phone, .lockScreen, .backgrounded)))
    let back = runtime.send(.activityChanged(Self.phone, .active, at: start))
    #expect(back.contains(.screen(Self.phone, .lockScreen, .foregrounded)))
    #expect(!back.contains(.screen(Self.phone, .flowScreen, .foregrounded)))
  }

  @Test("a scene that is not protected is never covered or locked; its flows run")
  func unprotectedScenesOnlyRunFlows() {
    var runtime = Runtime()
    runtime.send(.sceneConnected(Self.phone, role: .interactive, activity: .active))
    runtime.answer(Self.snapshot(isSet: true))
    #expect(runtime.lock.layers(of: Self.phone).isEmpty)
    runtime.send(
      .activityChanged(Self.phone, .background, at: start),
      .activityChanged(Self.phone, .active, at: start.advanced(by: .seconds(999))))
    #expect(runtime.lock.layers(of: Self.phone).isEmpty)
    let check = AppLock.RequestID(1)
    runtime.send(.flowRequested(check, PasscodeCheck().flow, in: Self.phone))
    runtime.answer(Self.snapshot(isSet: true))
    runtime.send(.flowStarted(check, .present(PasscodeScreen.Configuration(mode: .unlock))))
    #expect(runtime.lock.layers(of: Self.phone) == [.flowScreen])
  }

  // MARK: - Item 1: a status that could not be read is not "set"

  @Test("a background launch on a locked phone: cover, no keypad; read again on the way back")
  func unknownStatusIsNotSet() {
    var runtime = Runtime()
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .background),
      .sceneProtected(Self.phone))
    // The Keychain answers errSecInteractionNotAllowed: nothing is known.
    let effects = runtime.answer(.failure(Self.deviceLocked))
    #expect(!effects.contains { if case .presentLock = $0 { true } else { false } })
    #expect(runtime.lock.knowledge == .unknown)
    #expect(runtime.lock.layers(of: Self.phone) == [.privacyCover])
    #expect(runtime.lock.lockState == .unknown)
    // The user unlocks the phone and opens the app: read again, and nothing is set.
    let read = runtime.lastRead
    runtime.send(.activityChanged(Self.phone, .inactive, at: start))
    #expect(runtime.lastRead != read, "the status is read again on the way to the foreground")
    let back = runtime.answer(Self.snapshot(isSet: false))
    #expect(back.contains(.hideCover(Self.phone)))
    #expect(runtime.lock.layers(of: Self.phone).isEmpty)
    #expect(runtime.lock.lockState == .noPasscode)
  }

  @Test("a locked phone that reads the store but cannot use the enclave key: unknown, not damage")
  func enclaveKeyRefusedWhileLocked() {
    // `.afterFirstUnlockThisDeviceOnly` items read on a locked phone; the Secure Enclave key
    // (usable only while unlocked) refuses, which the engine reports as an unusable key.
    let refused = StoreError.damaged(.deviceKey(.unusable))
    var runtime = Runtime(AppLock(protectedDataAvailable: false, checksInstall: false))
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .background),
      .sceneProtected(Self.phone))
    let effects = runtime.answer(.failure(refused))
    #expect(runtime.lock.knowledge == .unknown)
    #expect(!effects.contains(.storeDamaged(refused)), "the host is not told of damage")
    #expect(runtime.lock.layers(of: Self.phone) == [.privacyCover])
    // The user unlocks the phone: read again; the key works and a passcode is set.
    let read = runtime.lastRead
    runtime.send(.protectedDataChanged(available: true))
    #expect(runtime.lastRead != read, "read again once protected data is available")
    runtime.answer(Self.snapshot(isSet: true))
    #expect(runtime.lock.lockState == .locked)
    // With the phone unlocked, the same answer is damage (a restore to another phone).
    var unlocked = Runtime()
    unlocked.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    let damaged = unlocked.answer(.failure(refused))
    #expect(unlocked.lock.knowledge == .damaged(refused))
    #expect(damaged.contains(.storeDamaged(refused)))
  }

  @Test("a read asked while locked and refused after the unlock is judged as of the locked phone")
  func enclaveRefusalAnsweredAfterTheUnlock() {
    let refused = StoreError.damaged(.deviceKey(.unusable))
    var runtime = Runtime(AppLock(protectedDataAvailable: false, checksInstall: false))
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .background),
      .sceneProtected(Self.phone))
    let asked = runtime.lastRead
    // The user unlocks before the read (begun while locked) answers: no second read yet.
    runtime.send(.protectedDataChanged(available: true))
    #expect(runtime.lastRead == asked, "one read in flight")
    let effects = runtime.answer(.failure(refused))
    #expect(runtime.lock.knowledge == .unknown, "not damage: the key was refused while locked")
    #expect(!effects.contains(.storeDamaged(refused)))
    #expect(runtime.lastRead != asked, "read again, now that the phone is unlocked")
    runtime.answer(Self.snapshot(isSet: true))
    #expect(runtime.lock.lockState == .locked)
  }

  @Test("unknown, then protected data arrives with a passcode set: the lock goes up then")
  func protectedDataBringsTheLock() {
    var runtime = Runtime()
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .background),
      .sceneProtected(Self.phone))
    runtime.answer(.failure(Self.deviceLocked))
    runtime.send(.protectedDataChanged(available: true))
    let effects = runtime.answer(Self.snapshot(isSet: true))
    #expect(effects.contains(.presentLock(Self.phone, generation: 1)))
    #expect(
      effects.contains(.installLockScreen(Self.phone, generation: 1, Self.snapshot(isSet: true))),
      "the lock's screen starts from the read that brought it up: no second load")
    #expect(runtime.lock.layers(of: Self.phone) == [.privacyCover, .lockScreen])
  }

  @Test("a status every screen reads feeds the runtime; a temporary failure keeps what is known")
  func anyStatusFeedsTheRuntime() {
    var runtime = launchedUnlocked()
    runtime.send(.statusChanged(.failure(Self.deviceLocked)))
    #expect(runtime.lock.lockState == .unlocked, "a locked Keychain says nothing new")
    runtime.send(.statusChanged(.success(Self.status(isSet: false))))
    #expect(runtime.lock.lockState == .noPasscode)
    runtime.send(.statusChanged(.success(Self.status(isSet: true))))
    #expect(runtime.lock.lockState == .unlocked, "a passcode set now does not lock the user out")
  }

  @Test("a store that fails in the foreground keeps the lock up, saying so")
  func unreadableInTheForegroundLocks() {
    var runtime = Runtime()
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    let failure = StoreError.readFailed(.keychain(status: -34018))
    let effects = runtime.answer(.failure(failure))
    #expect(runtime.lock.knowledge == .unreadable(failure))
    #expect(effects.contains(.installLockScreen(Self.phone, generation: 1, .failure(failure))))
    #expect(!effects.contains(.storeDamaged(failure)), "not damage: the host is not told")
  }

  // MARK: - Item 2: the check for a new installation

  @Test("the check for a new installation waits for protected data, and reads wait for it")
  func installCheckWaitsForProtectedData() {
    var runtime = Runtime(AppLock(protectedDataAvailable: false, checksInstall: true))
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .background),
      .sceneProtected(Self.phone))
    #expect(
      !runtime.effects.contains(.checkInstall(atLaunch: true)),
      "never while protected data is locked")
    #expect(runtime.lastRead == nil, "nothing is read before the check")
    #expect(runtime.lock.layers(of: Self.phone) == [.privacyCover])
    runtime.send(.protectedDataChanged(available: true))
    #expect(runtime.effects.last == .checkInstall(atLaunch: true))
    runtime.send(.protectedDataChanged(available: false), .protectedDataChanged(available: true))
    #expect(runtime.effects.filter { $0 == .checkInstall(atLaunch: true) }.count == 1, "once")
    runtime.send(.installChecked())
    #expect(runtime.lastRead != nil)
  }

  // MARK: - Item 3: a damaged store

  @Test("a damaged store shows the lock with its way out and tells the host, once")
  func damagedStoreHasAWayOut() {
    var runtime = Runtime()
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    let damage = StoreError.damaged(.deviceKey(.unusable))
    let effects = runtime.answer(.failure(damage))
    #expect(effects.contains(.storeDamaged(damage)))
    #expect(effects.contains(.installLockScreen(Self.phone, generation: 1, .failure(damage))))
    #expect(runtime.lock.lockState == .locked)
    runtime.send(.statusChanged(.failure(damage)))
    #expect(runtime.effects.filter { $0 == .storeDamaged(damage) }.count == 1)
    // Erase Data: the lock screen ends as erased; nothing is locked any more.
    runtime.send(.lockScreenEnded(Self.phone, generation: 1, .erased))
    #expect(runtime.lock.lockState == .noPasscode)
    #expect(runtime.lock.layers(of: Self.phone).isEmpty)
  }

  // MARK: - Item 4: the app's own prompts, and when editing ends

  @Test("resign-active covers without ending editing; the app's own prompt brings no cover")
  func resignActiveAndPrompts() {
    var runtime = launchedUnlocked()
    let resign = runtime.send(.activityChanged(Self.phone, .inactive, at: start))
    #expect(resign == [.showCover(Self.phone)], "Control Centre: no keyboard dropped")
    runtime.send(.activityChanged(Self.phone, .active, at: start))
    runtime.send(.promptChanged(isUp: true))
    #expect(runtime.send(.activityChanged(Self.phone, .inactive, at: start)).isEmpty)
    runtime.send(.activityChanged(Self.phone, .active, at: start), .promptChanged(isUp: false))
    let background = runtime.send(
      .activityChanged(Self.phone, .inactive, at: start),
      .activityChanged(Self.phone, .background, at: start))
    #expect(background.contains(.endEditing(Self.phone)), "the background hides the content")
  }

  // MARK: - Item 7: external displays

  @Test("an external display is covered while the app is locked and never gets a keypad")
  func externalDisplayIsCovered() {
    var runtime = launchedLocked()
    let effects = runtime.send(
      .sceneConnected(Self.tv, role: .externalDisplay, activity: .active))
    #expect(effects.contains(.showCover(Self.tv)))
    #expect(runtime.lock.layers(of: Self.tv) == [.privacyCover])
    runtime.send(.sceneProtected(Self.tv))
    #expect(runtime.lock.layers(of: Self.tv) == [.privacyCover], "still no keypad")
    runtime.send(.lockScreenEnded(Self.phone, generation: generation(runtime), .completed))
    #expect(runtime.lock.layers(of: Self.tv).isEmpty)
    runtime.send(.lockRequested)
    #expect(runtime.lock.layers(of: Self.tv) == [.privacyCover])
  }

  // MARK: - Item 8: nothing traps

  @Test("a negative grace period is zero, whoever sets it; nothing traps")
  func negativeGracePeriodIsZero() {
    var lock = AppLock(gracePeriod: .seconds(-5))
    #expect(lock.gracePeriod == .zero)
    lock.gracePeriod = .seconds(-1)
    #expect(lock.gracePeriod == .zero)
    #expect(AppLock.validGracePeriod(.seconds(30)) == .seconds(30))
  }

  // MARK: - Item 10: one unlock serves the app

  @Test("a second window opened right after an unlock does not ask again; one unlock serves all")
  func oneUnlockServesTheApp() {
    var runtime = launchedUnlocked()
    runtime.send(
      .sceneConnected(Self.second, role: .interactive, activity: .active),
      .sceneProtected(Self.second))
    #expect(runtime.lock.layers(of: Self.second).isEmpty)
    runtime.send(.lockRequested)
    #expect(runtime.lock.layers(of: Self.phone) == [.lockScreen])
    #expect(runtime.lock.layers(of: Self.second) == [.lockScreen])
    runtime.send(
      .lockScreenEnded(Self.second, generation: generation(runtime, Self.second), .completed))
    #expect(runtime.lock.layers(of: Self.phone).isEmpty, "unlocked in the other window")
    #expect(runtime.lock.layers(of: Self.second).isEmpty)
  }

  @Test("the grace period is the app's time away, not one window's")
  func graceIsTheAppsTimeAway() {
    var runtime = launchedUnlocked(AppLock(gracePeriod: .seconds(60), checksInstall: false))
    runtime.send(
      .sceneConnected(Self.second, role: .interactive, activity: .active),
      .sceneProtected(Self.second))
    // One window goes to the background for ten minutes while the other stays in use.
    runtime.send(.activityChanged(Self.second, .background, at: start))
    runtime.send(.activityChanged(Self.second, .active, at: start.advanced(by: .seconds(600))))
    #expect(runtime.lock.lockState == .unlocked)
    // The whole app goes away for 30 s: within the grace period.
    runtime.send(
      .activityChanged(Self.phone, .background, at: start),
      .activityChanged(Self.second, .background, at: start))
    runtime.send(.activityChanged(Self.phone, .active, at: start.advanced(by: .seconds(30))))
    #expect(runtime.lock.lockState == .unlocked)
    // Away for 61 s: locked, in both windows.
    runtime.send(
      .activityChanged(Self.phone, .background, at: start.advanced(by: .seconds(40))))
    runtime.send(.activityChanged(Self.phone, .active, at: start.advanced(by: .seconds(101))))
    #expect(runtime.lock.lockState == .locked)
    #expect(runtime.lock.layers(of: Self.second).contains(.lockScreen))
  }

  @Test("a reboot or an untrusted clock while away locks (CLK-3, CLK-4)")
  func unknownTimeAwayLocks() {
    var runtime = launchedUnlocked(AppLock(gracePeriod: .seconds(600), checksInstall: false))
    runtime.send(.activityChanged(Self.phone, .background, at: start))
    runtime.send(.activityChanged(Self.phone, .active, at: .untrusted))
    #expect(runtime.lock.lockState == .locked)
  }

  // MARK: - Item 13: auto-lock after inactivity

  @Test("the idle timeout locks after that long without a touch, not while a flow is up")
  func idleTimeoutLocks() throws {
    var runtime = launchedUnlocked(
      AppLock(gracePeriod: .seconds(60), idleTimeout: .seconds(120), checksInstall: false))
    guard case .scheduleIdleCheck(let token, let delay) = try #require(runtime.effects.last)
    else {
      Issue.record("no idle check after the unlock: \(runtime.effects)")
      return
    }
    #expect(delay == .seconds(120))
    // A touch 100 s in: the check at 120 s finds 20 s of quiet and waits 100 s more.
    runtime.send(.userActivity(at: start.advanced(by: .seconds(100))))
    let again = runtime.send(.idleCheck(token: token, at: start.advanced(by: .seconds(120))))
    #expect(again == [.scheduleIdleCheck(token: token, after: .seconds(100))])
    #expect(runtime.lock.lockState == .unlocked)
    runtime.send(.idleCheck(token: token, at: start.advanced(by: .seconds(220))))
    #expect(runtime.lock.lockState == .locked)

    // A flow on screen pauses the timer; its end starts the time afresh.
    var flowing = launchedUnlocked(AppLock(idleTimeout: .seconds(120), checksInstall: false))
    let flow = AppLock.RequestID(7)
    flowing.send(.flowRequested(flow, PasscodeFlow(.change), in: Self.phone))
    flowing.answer(Self.snapshot(isSet: true))
    flowing.send(.flowStarted(flow, .present(PasscodeScreen.Configuration(mode: .change))))
    #expect(!flowing.lock.isIdleTimerArmed)
    let stale = flowing.lock.idleToken - 1
    flowing.send(.idleCheck(token: stale, at: start.advanced(by: .seconds(999))))
    #expect(flowing.lock.lockState == .unlocked, "a check from before the flow does nothing")
  }

  // MARK: - Waiters

  @Test("an unlock with no passcode set is answered as such, not as unlocked")
  func noPasscodeIsADistinctAnswer() {
    var runtime = Runtime()
    runtime.send(.sceneConnected(Self.phone, role: .interactive, activity: .active))
    runtime.answer(Self.snapshot(isSet: false))
    let unlock = AppLock.RequestID(1)
    #expect(
      runtime.send(.unlockRequested(unlock, in: Self.phone)) == [
        .resumeUnlock(unlock, .noPasscodeSet)
      ])
  }

  @Test("unlocks wait through an unknown status and end with the lock; cancelled ones at once")
  func unlocksWaitAndEnd() {
    var runtime = Runtime()
    runtime.send(.sceneConnected(Self.phone, role: .interactive, activity: .active))
    let first = AppLock.RequestID(1)
    let second = AppLock.RequestID(2)
    runtime.send(.unlockRequested(first, in: Self.phone), .unlockRequested(second, in: Self.phone))
    #expect(runtime.lock.scenes[Self.phone]?.isProtected == true, "an unlock protects its scene")
    runtime.send(.unlockCancelled(second))
    #expect(runtime.effects.contains(.resumeUnlock(second, .cancelled)))
    runtime.answer(Self.snapshot(isSet: true))
    runtime.send(.lockScreenEnded(Self.phone, generation: generation(runtime), .completed))
    #expect(runtime.effects.contains(.resumeUnlock(first, .completed)))
    #expect(
      runtime.effects.filter { if case .resumeUnlock = $0 { true } else { false } }.count == 2)
  }

  @Test("once permanently locked, a later unlock is answered at once")
  func permanentLockAnswersLaterUnlocks() {
    var runtime = launchedLocked()
    runtime.send(.lockScreenEnded(Self.phone, generation: 1, .permanentlyLocked))
    let late = AppLock.RequestID(9)
    #expect(
      runtime.send(.unlockRequested(late, in: Self.phone)) == [
        .resumeUnlock(late, .permanentlyLocked)
      ])
    #expect(runtime.lock.layers(of: Self.phone) == [.lockScreen], "the lock stays")
  }

  @Test("flows run one at a time per scene; a cancelled one ends on screen or waiting")
  func flowsQueueAndCancel() {
    var runtime = launchedUnlocked()
    let change = AppLock.RequestID(1)
    let check = AppLock.RequestID(2)
    let remove = AppLock.RequestID(3)
    runtime.send(.flowRequested(change, PasscodeFlow(.change), in: Self.phone))
    runtime.answer(Self.snapshot(isSet: true))
    #expect(
      runtime.effects.contains(
        .startFlow(change, Self.phone, PasscodeFlow(.change), Self.snapshot(isSet: true))))
    let shown = runtime.send(
      .flowStarted(change, .present(PasscodeScreen.Configuration(mode: .change))))
    #expect(shown.first == .endEditing(Self.phone), "editing ends before the flow goes up")
    runtime.send(
      .flowRequested(check, PasscodeCheck().flow, in: Self.phone),
      .flowRequested(remove, PasscodeFlow(.remove), in: Self.phone))
    #expect(runtime.lock.flows[check]?.phase == .waiting)
    // The waiting check's task is cancelled: it ends at once, without a screen.
    #expect(runtime.send(.flowCancelled(check)) == [.resumeFlow(check, .ended(.cancelled))])
    // The change's task is cancelled: its screen goes, then the next flow starts.
    let cancelled = runtime.send(.flowCancelled(change))
    #expect(
      Array(cancelled.prefix(2)) == [
        .dismissFlow(change, Self.phone), .resumeFlow(change, .ended(.cancelled)),
      ])
    #expect(runtime.lock.flows[remove]?.phase == .starting)
  }

  @Test("a disconnected scene's waiters end as cancelled")
  func disconnectCancels() {
    var runtime = launchedLocked()
    let unlock = AppLock.RequestID(1)
    let flow = AppLock.RequestID(2)
    runtime.send(
      .unlockRequested(unlock, in: Self.phone),
      .flowRequested(flow, PasscodeFlow(.change), in: Self.phone))
    let effects = runtime.send(.sceneDisconnected(Self.phone))
    #expect(effects.contains(.resumeUnlock(unlock, .cancelled)))
    #expect(effects.contains(.resumeFlow(flow, .ended(.cancelled))))
  }

  @Test("a replaced store decides from now: the app locks when it holds a passcode")
  func replacedStoreDecides() {
    var runtime = launchedUnlocked()
    runtime.send(.storeReplaced)
    #expect(runtime.lock.lockState == .unknown)
    #expect(runtime.lock.layers(of: Self.phone) == [.privacyCover])
    runtime.answer(Self.snapshot(isSet: true))
    #expect(runtime.lock.lockState == .locked)
  }

  // MARK: - After the iOS review

  @Test("a window protected in the foreground after the app was away too long locks")
  func protectingAfterAwayLocks() {
    var runtime = launchedUnlocked(AppLock(gracePeriod: .seconds(60), checksInstall: false))
    // The user closes the app's only window from the switcher; the process lives on.
    runtime.send(.sceneDisconnected(Self.phone))
    #expect(runtime.lock.awaySince == .untrusted, "how long it stays away cannot be measured")
    // Hours later a new window opens, active, and is protected after a splash screen.
    runtime.send(
      .sceneConnected(Self.second, role: .interactive, activity: .active, at: start),
      .sceneProtected(Self.second, at: start))
    #expect(runtime.lock.lockState == .locked)
    #expect(runtime.lock.layers(of: Self.second).contains(.lockScreen))

    // Away for 30 s of a 60-s grace period, measured: a window protected then does not lock.
    var brief = launchedUnlocked(AppLock(gracePeriod: .seconds(60), checksInstall: false))
    brief.send(.activityChanged(Self.phone, .background, at: start))
    brief.send(
      .sceneConnected(Self.second, role: .interactive, activity: .active),
      .sceneProtected(Self.second, at: start.advanced(by: .seconds(30))))
    #expect(brief.lock.lockState == .unlocked)
  }

  @Test("a lock that ends while the scene is not active leaves the switcher's cover up")
  func unlockWhileInactiveKeepsTheCover() {
    var runtime = launchedLocked()
    runtime.send(.activityChanged(Self.phone, .inactive, at: start))
    runtime.send(.lockScreenEnded(Self.phone, generation: 1, .fallbackSucceeded))
    #expect(runtime.lock.layers(of: Self.phone) == [.privacyCover])
    runtime.send(.activityChanged(Self.phone, .active, at: start))
    #expect(runtime.lock.layers(of: Self.phone).isEmpty)
  }

  @Test("an external display takes no flow and no unlock: they end as cancelled")
  func externalDisplaysTakeNoInput() {
    var runtime = launchedUnlocked()
    runtime.send(.sceneConnected(Self.tv, role: .externalDisplay, activity: .active))
    let unlock = AppLock.RequestID(1)
    let flow = AppLock.RequestID(2)
    #expect(
      runtime.send(.unlockRequested(unlock, in: Self.tv)) == [.resumeUnlock(unlock, .cancelled)])
    #expect(
      runtime.send(.flowRequested(flow, PasscodeFlow(.change), in: Self.tv)) == [
        .resumeFlow(flow, .ended(.cancelled))
      ])
  }

  @Test("while the status stays unknown in an active scene it is read again, ever more slowly")
  func unknownStatusIsRetried() throws {
    var runtime = Runtime()
    runtime.send(
      .sceneConnected(Self.phone, role: .interactive, activity: .active),
      .sceneProtected(Self.phone))
    var delays: [Duration] = []
    for _ in 0..<7 {
      let effects = runtime.answer(.failure(.busy))
      guard case .scheduleRetry(let token, let delay) = effects.last else {
        Issue.record("no retry after a failed read: \(effects)")
        return
      }
      delays.append(delay)
      let retried = runtime.send(.retry(token: token))
      #expect(retried.contains { if case .readStatus = $0 { true } else { false } })
    }
    #expect(delays == [1, 2, 4, 8, 16, 30, 30].map { Duration.seconds($0) })
    runtime.answer(Self.snapshot(isSet: false))
    #expect(runtime.lock.lockState == .noPasscode)
    #expect(!runtime.lock.retryScheduled)
  }

  @Test("an app that removes its install marker before anything ran reads at once")
  func installCheckCanBeDropped() {
    var runtime = Runtime(AppLock(checksInstall: true))
    runtime.send(.installCheckWanted(false))
    runtime.send(.sceneConnected(Self.phone, role: .interactive, activity: .active))
    #expect(!runtime.effects.contains(.checkInstall(atLaunch: true)))
    #expect(runtime.lastRead != nil)
  }

  @Test("the scene that became active last is the one whose screen prompts")
  func lastActivatedSceneOwnsThePrompt() {
    var runtime = launchedUnlocked()
    runtime.send(
      .sceneConnected(Self.second, role: .interactive, activity: .inactive),
      .sceneProtected(Self.second))
    runtime.send(.activityChanged(Self.second, .active, at: start))
    #expect(runtime.lock.lastActivated == Self.second)
    runtime.send(
      .activityChanged(Self.phone, .inactive, at: start),
      .activityChanged(Self.phone, .active, at: start))
    #expect(runtime.lock.lastActivated == Self.phone)
  }
}
