@_spi(Core) import PasscodeEngine

/// Runs an ``AppLock`` against a `PasscodeLock`: the app lock's runtime that the UIKit and
/// SwiftUI skins share, so that what goes up when, what happens when the store cannot be read
/// and who is waiting for what are decided — and tested — here, on any platform.
///
/// The driver reads the store (once per presentation: the status and the biometric
/// availability together), checks for a new installation, runs every passcode screen
/// (``AppLockScreen``), answers the app's `await`s exactly once (``Waiters``), times the
/// idle timeout, and hands each window scene's effects to that scene's
/// ``AppLockScenePresenter``, which only manages windows.
///
/// ```swift
/// let runtime = AppLockDriver(lock: lock, settings: settings, biometrics: biometrics)
/// runtime.connect(scene, presenter: windows, role: .interactive, activity: .active)
/// runtime.protect(scene)                   // the lock at launch, the privacy cover
/// let result = await runtime.run(PasscodeFlow(.change), in: scene)
/// ```
@MainActor
@_spi(Skins) public final class AppLockDriver {
  /// What the app decides about its lock (``AppLock/Settings``).
  public typealias Settings = AppLock.Settings

  /// The lock the screens talk to (``replaceLock(_:)`` changes it).
  public private(set) var lock: PasscodeLock
  /// The runtime's state.
  private(set) var state: AppLock
  /// What the app decided; a change applies from the next screen (the grace period and the
  /// idle timeout from the next time they are measured).
  var settings: Settings {
    didSet {
      state.settings = settings
      state.gracePeriod = settings.gracePeriod
      state.locksWhenPhoneLocks = settings.locksWhenPhoneLocks
      if state.idleTimeout != settings.idleTimeout { state.idleTimeout = settings.idleTimeout }
      // A grace period changed while the app is away moves the key's deadline (APP-2).
      clockRead()
    }
  }
  /// The platform's biometrics.
  var biometrics: any BiometricAuthenticator
  /// Whether the system asks to reduce motion (read for every new screen).
  var reduceMotion: @MainActor () -> Bool = { false }
  /// Told when the store turns out damaged (once for each new damage): the lock stays up
  /// with its way out; the app may log it, or offer its own recovery.
  public var onStoreDamaged: (@MainActor (StoreError) -> Void)?
  /// Told every time the app lock's state changes.
  var onLockStateChange: (@MainActor (AppLockState) -> Void)?
  /// Keeps the app running in the background (`true`) until ``backgroundTimeEnded()``, or lets
  /// it go (`false`): iOS's background time, while the app is away within its grace period,
  /// to see the phone lock (APP-1). `nil` (Linux, tests): nothing to hold.
  var holdBackgroundTime: (@MainActor (Bool) -> Void)?

  /// Where a new installation is recognised; `nil` checks nothing (but a move to a new phone,
  /// when the lock has a `LaunchCheck.deviceMoveMarker`). A change made before this launch's
  /// check applies to it; one made after it (or when none was wanted) is marked at once, since
  /// this installation is established: the next launch finds it and erases nothing.
  var installMarker: (any InstallMarker)? {
    didSet {
      send(.installCheckWanted(Self.checksLaunch(installMarker, lock)))
      if state.installCheck == .done { installMarker?.markPresent() }
    }
  }
  /// Told once when the launch check finds that the app's data came from another phone
  /// without its passcode store (`LaunchFinding.movedToNewDevice`): no passcode is set here,
  /// and data sealed under the old data key cannot be opened. A move found while it is `nil`
  /// is told as soon as it is set (an app that configures it late still hears of it).
  var onMovedToNewDevice: (@MainActor () -> Void)? {
    didSet { send(.moveListenerChanged(isSet: onMovedToNewDevice != nil)) }
  }
  /// The boot clock the grace period and the idle time are measured on.
  var clock: any MonotonicClock
  /// The clock the idle check, the status retries and the screens' timers (countdowns, the
  /// pause before wrong-code dots clear) wait on: `ContinuousClock` in apps; tests set one
  /// they move by hand (PasscodeTestSupport's `TestClock`). Timers and screens started after
  /// it is set use it; those already waiting keep theirs.
  var timerClock: any Clock<Duration> {
    didSet { timers.clock = timerClock }
  }
  private let timers: ClockTimers<Timer>
  /// The runtime's timers.
  private enum Timer: Hashable, Sendable {
    case idle, retry, grace
  }
  private var presenters: [AppLock.SceneID: any AppLockScenePresenter] = [:]
  private var lockScreens: [AppLock.SceneID: AppLockScreen] = [:]
  /// The screens of the flows on screen: in the runtime's windows, and embedded in the app's.
  private var flowScreens: [AppLock.RequestID: AppLockScreen] = [:]
  /// Where each embedded flow's screen goes: the app's view, told once the screen is made.
  private var embeddedHosts: [AppLock.RequestID: @MainActor (AppLockScreen) -> Void] = [:]
  private let unlocks = Waiters<AppLock.RequestID, PasscodeFlow.Ending>()
  private let flowEndings = Waiters<AppLock.RequestID, AppLock.FlowResult>()
  private var lastRequest: UInt64 = 0
  private var listening: Task<Void, Never>?
  private var stateListeners: [UInt64: AsyncStream<AppLockState>.Continuation] = [:]
  private var nextStateListener: UInt64 = 0
  private var eventListeners: [UInt64: AsyncStream<LockScreenEvent>.Continuation] = [:]
  private var published: [AppLock.SceneID: Published] = [:]
  private var isHandling = false
  private var queued: [AppLock.Event] = []
  /// Reads, checks and screen starts under way.
  private var work: [Int: Task<Void, Never>] = [:]
  private var nextWork = 0

  /// What a presenter was last told of its scene.
  private struct Published: Equatable {
    var layers: [AppLock.Layer]
    var focus: AppLock.Layer?
  }

  /// Creates the runtime of an app.
  ///
  /// - Parameters:
  ///   - lock: the passcode engine.
  ///   - settings: what the app decided.
  ///   - biometrics: the platform's biometrics (`NoBiometrics` where there are none).
  ///   - installMarker: where a new installation is recognised (the check erases a passcode
  ///     an earlier installation left in the Keychain); `nil` never checks.
  ///   - protectedDataAvailable: whether protected data can be read now
  ///     (`UIApplication.isProtectedDataAvailable`; tell changes with
  ///     ``protectedDataChanged(available:)``).
  ///   - clock: the boot clock the grace period and the idle time are measured on (CLK-2).
  ///   - timerClock: the clock the idle check and the screens' timers wait on.
  public init(
    lock: PasscodeLock, settings: Settings = Settings(),
    biometrics: any BiometricAuthenticator = NoBiometrics(),
    installMarker: (any InstallMarker)? = nil, protectedDataAvailable: Bool = true,
    clock: any MonotonicClock = SystemBootClock(),
    timerClock: any Clock<Duration> = ContinuousClock()
  ) {
    self.lock = lock
    self.settings = settings
    self.biometrics = biometrics
    self.installMarker = installMarker
    self.clock = clock
    self.timerClock = timerClock
    timers = ClockTimers(clock: timerClock)
    state = AppLock(
      gracePeriod: settings.gracePeriod, idleTimeout: settings.idleTimeout,
      protectedDataAvailable: protectedDataAvailable,
      checksInstall: Self.checksLaunch(installMarker, lock),
      locksWhenPhoneLocks: settings.locksWhenPhoneLocks)
    state.settings = settings
    listen(to: lock)
  }

  /// Whether a launch check runs: for a new installation, or for a move to a new phone.
  private static func checksLaunch(_ marker: (any InstallMarker)?, _ lock: PasscodeLock) -> Bool {
    marker != nil || lock.launch.deviceMoveMarker != nil
  }

  // MARK: - Scenes

  /// Starts presenting in `scene` through `presenter`: flows may run there. It is not
  /// protected until ``protect(_:)``. Connecting again does nothing.
  public func connect(
    _ scene: AppLock.SceneID, presenter: any AppLockScenePresenter,
    role: AppLock.Role = .interactive, activity: SceneLifecycle.Activity
  ) {
    guard presenters[scene] == nil else { return }
    presenters[scene] = presenter
    send(.sceneConnected(scene, role: role, activity: activity, at: clock.now()))
  }

  /// Protects `scene`: the app lock at launch and whenever the app locks, and the privacy
  /// cover. Again, it does nothing.
  public func protect(_ scene: AppLock.SceneID) {
    send(.sceneProtected(scene, at: clock.now()))
  }

  /// Whether `scene` is connected.
  func isConnected(_ scene: AppLock.SceneID) -> Bool { presenters[scene] != nil }

  /// Whether `scene` is protected.
  public func isProtecting(_ scene: AppLock.SceneID) -> Bool {
    state.scenes[scene]?.isProtected ?? false
  }

  /// The scene disconnected: its screens stop, its waiters end as cancelled.
  public func disconnect(_ scene: AppLock.SceneID) {
    guard presenters[scene] != nil else { return }
    send(.sceneDisconnected(scene, at: clock.now()))
    lockScreens.removeValue(forKey: scene)?.stop()
    presenters[scene] = nil
    published[scene] = nil
  }

  /// A scene's activity changed (`UIScene` notifications, SwiftUI's `ScenePhase`).
  public func activityChanged(_ scene: AppLock.SceneID, to activity: SceneLifecycle.Activity) {
    send(.activityChanged(scene, activity, at: clock.now()))
  }

  /// Protected data became available or unavailable
  /// (`UIApplication.protectedDataDidBecomeAvailableNotification` and its opposite).
  public func protectedDataChanged(available: Bool) {
    send(.protectedDataChanged(available: available))
  }

  /// The user touched the app or pressed a key (for the idle timeout).
  public func userActivity() {
    guard state.idleTimeout != nil else { return }
    send(.userActivity(at: clock.now()))
  }

  /// A system prompt the app started went up (`true`) or away: while one is up, resigning
  /// active brings no privacy cover, and the idle time is not counted.
  public func promptChanged(isUp: Bool) {
    send(.promptChanged(isUp: isUp))
  }

  // MARK: - The lock

  /// Locks every protected scene now, when a passcode is set.
  public func lockNow() {
    send(.lockRequested)
  }

  /// Locks the app (in `scene`, which is protected from then on) and waits until it is
  /// unlocked. A task that is cancelled is answered ``PasscodeFlow/Ending/cancelled``; the lock stays.
  ///
  /// - Returns: how the lock ended; ``PasscodeFlow/Ending/noPasscodeSet`` when none is set.
  public func unlock(in scene: AppLock.SceneID) async -> PasscodeFlow.Ending {
    let id = newRequest()
    send(.unlockRequested(id, in: scene))
    return await unlocks.wait(for: id) { [weak self] in self?.send(.unlockCancelled(id)) }
  }

  /// The app lock's state as of now: a grace period that ran out while the app was away
  /// counts at the moment it is asked (APP-2).
  public var lockState: AppLockState {
    clockRead()
    return state.lockState
  }

  /// The platform stops running the app in the background (its background time ran out): an
  /// app away within its grace period locks now, since it could not see the phone lock
  /// (APP-1).
  func backgroundTimeEnded() {
    send(.backgroundTimeEnded)
  }

  /// Tells the runtime the time now: a grace period that ran out while the app was away locks
  /// it (APP-2). Asking for the state does it.
  func clockRead() {
    send(.clockRead(at: clock.now()))
  }

  /// The app lock's state now, then at every change, until the task is cancelled.
  public func lockStates() -> AsyncStream<AppLockState> {
    listen(
      first: state.lockState, add: { stateListeners[$0] = $1 },
      remove: { $0.stateListeners[$1] = nil })
  }

  /// What the lock screen does from now on — it goes up, the user unlocks and how, it goes
  /// down — until the task is cancelled (APP-8). Nothing is replayed: a listener hears what
  /// happens after it started listening.
  public func lockScreenEvents() -> AsyncStream<LockScreenEvent> {
    listen(
      first: nil, add: { eventListeners[$0] = $1 }, remove: { $0.eventListeners[$1] = nil })
  }

  /// A stream registered with `add` under a new id (after `first`, when there is one), removed
  /// with `remove` when its task is cancelled.
  private func listen<Element: Sendable>(
    first: Element?, add: (UInt64, AsyncStream<Element>.Continuation) -> Void,
    remove: @escaping @Sendable @MainActor (AppLockDriver, UInt64) -> Void
  ) -> AsyncStream<Element> {
    var made: AsyncStream<Element>.Continuation?
    let stream = AsyncStream<Element> { made = $0 }
    guard let continuation = made else { return stream }
    let id = nextStateListener
    nextStateListener += 1
    add(id, continuation)
    if let first { continuation.yield(first) }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
        guard let self else { return }
        remove(self, id)
      }
    }
    return stream
  }

  /// Replaces the lock (the app configured another store): its store decides from now, and
  /// the app locks if it holds a passcode.
  public func replaceLock(_ lock: PasscodeLock) {
    guard lock !== self.lock else { return }
    // The old lock's key goes first, at once: code that kept the old lock (against the docs'
    // advice) gets no key from it after the app locks (DATA-2). The revocation the new lock
    // gets below is the new one's.
    self.lock.dataKey.revoke()
    self.lock = lock
    listen(to: lock)
    send(.installCheckWanted(Self.checksLaunch(installMarker, lock)))
    send(.storeReplaced)
  }

  // MARK: - Flows

  /// Runs `flow` in `scene` when its turn comes (one flow on screen per scene, in the order
  /// asked for), from a status read for it, and returns how it ended. A task that is
  /// cancelled ends the flow as cancelled, on screen or waiting. An app lock flow is an
  /// unlock (``unlock(in:)``).
  public func run(
    _ flow: PasscodeFlow, in scene: AppLock.SceneID, options: ScreenOptions = ScreenOptions()
  ) async -> AppLock.FlowResult {
    if flow.isAppLock { return .ended(await unlock(in: scene)) }
    let id = newRequest()
    send(.flowRequested(id, flow, in: scene, options: options))
    // What follows the flow — the installation marked after a first passcode, the biometric
    // follow-up — is the runtime's (`AppLock`'s effects), not this call's.
    return await flowEndings.wait(for: id) { [weak self] in self?.send(.flowCancelled(id)) }
  }

  /// Asks for the passcode once in `scene` (``PasscodeCheck``): a cancellable unlock that does
  /// not protect the scene.
  ///
  /// - Returns: how it ended; ``PasscodeFlow/Ending/noPasscodeSet`` when none is set.
  public func authenticate(
    _ check: PasscodeCheck, in scene: AppLock.SceneID, options: ScreenOptions = ScreenOptions()
  ) async -> PasscodeFlow.Ending {
    var options = options
    options.allowsBiometrics = check.allowsBiometrics
    options.prompt = options.prompt ?? check.prompt
    switch await run(check.flow, in: scene, options: options) {
    case .ended(let ending):
      return ending
    case .refused:
      // An unlock is never refused (an unreadable store shows its screen).
      return .cancelled
    }
  }

  // MARK: - Embedded flows

  /// Starts `flow` in the app's own navigation (`AppLock.EmbeddedFlow`): its status is read,
  /// then its screen — the one the runtime's windows show — is handed to `show` for the app's
  /// view to draw, once. Wait for its one answer with ``ending(ofEmbedded:)``; tell where its
  /// view is with ``embeddedFlow(_:movedTo:)``; end it with ``cancelEmbeddedFlow(_:)``.
  ///
  /// - Returns: the flow's identifier.
  public func embed(
    _ flow: PasscodeFlow, options: ScreenOptions = ScreenOptions(),
    show: @escaping @MainActor (AppLockScreen) -> Void
  ) -> AppLock.RequestID {
    let id = newRequest()
    embeddedHosts[id] = show
    send(.embeddedFlowRequested(id, flow, options: options))
    return id
  }

  /// The embedded flow's view moved into a window of `scene`, or out of every window (`nil`).
  public func embeddedFlow(_ id: AppLock.RequestID, movedTo scene: AppLock.SceneID?) {
    send(.embeddedFlowMoved(id, to: scene))
  }

  /// Ends the embedded flow as cancelled (the app's Back button, a pop, a swipe-down, its view
  /// gone), unless it ended already: it ends once (APP-9).
  public func cancelEmbeddedFlow(_ id: AppLock.RequestID) {
    send(.flowCancelled(id))
  }

  /// Waits for the embedded flow's one answer (APP-9). A task that is cancelled ends the flow
  /// as cancelled.
  public func ending(ofEmbedded id: AppLock.RequestID) async -> AppLock.FlowResult {
    await flowEndings.wait(for: id) { [weak self] in self?.send(.flowCancelled(id)) }
  }

  // MARK: - Queries

  /// What covers `scene` now, bottom to top.
  func layers(of scene: AppLock.SceneID) -> [AppLock.Layer] { state.layers(of: scene) }

  // MARK: - Performing

  private func newRequest() -> AppLock.RequestID {
    lastRequest += 1
    return AppLock.RequestID(lastRequest)
  }

  /// Applies `event` and performs its effects. Events sent while effects are performed wait
  /// their turn, so that effects keep the order of their events.
  private func send(_ event: AppLock.Event) {
    send([event])
  }

  private func send(_ events: [AppLock.Event]) {
    queued += events
    guard !isHandling else { return }
    isHandling = true
    defer { isHandling = false }
    repeat {
      let effects = queued.isEmpty ? [] : state.handle(queued.removeFirst())
      for effect in effects { perform(effect) }
      publish()
    } while !queued.isEmpty
  }

  private func perform(_ effect: AppLock.Effect) {
    switch effect {
    case .checkInstall(let atLaunch):
      let lock = lock
      let marker = installMarker
      run { driver in
        guard atLaunch else {
          // A store swapped in while the app runs (another account's, say): a move to a new
          // phone is decided once, at launch, on the store the app's data came with — an
          // empty new store is not one, and the move mark is left alone.
          if let marker { _ = try? await lock.launch.eraseIfNewInstall(marker: marker) }
          driver.send(.installChecked(nil))
          return
        }
        let finding = try? await lock.launch.check(installMarker: marker)
        // A marker the app set while the check ran is marked now: this installation is
        // established.
        if !ServiceIdentity.same(driver.installMarker, marker) {
          driver.installMarker?.markPresent()
        }
        driver.send(.installChecked(finding))
      }
    case .tellMovedToNewDevice:
      onMovedToNewDevice?()
    case .resetPasscode(let scene):
      let lock = lock
      let biometrics = biometrics
      run { driver in
        let succeeded = (try? await lock.reset()) != nil
        // A token left behind releases nothing the lock accepts any more.
        if succeeded { try? await biometrics.deleteToken() }
        driver.send(.passcodeReset(scene, succeeded: succeeded))
      }
    case .offerNewPasscode(let scene):
      // Not one of the driver's own tasks (`settle()`): it waits for the user's new passcode.
      Task { [weak self] in _ = await self?.run(PasscodeFlow(.create), in: scene) }
    case .markInstallation:
      installMarker?.markPresent()
    case .followUp(let flow, let outcome, let options):
      let lock = lock
      let byDefault = settings.usesBiometrics
      let authenticator = options.authenticator(biometrics)
      run { _ in
        await lock.biometrics.followUp(
          flow, outcome: outcome, biometricsByDefault: byDefault, using: authenticator)
      }
    case .readStatus(let id):
      let lock = lock
      let device = biometrics.device()
      run { driver in
        let read = await lock.biometrics.snapshot(device: device)
        driver.send(
          .statusRead(
            id, read.map { AppLock.Snapshot(status: $0.status, biometrics: $0.biometrics) }))
      }
    case .showCover(let scene): presenters[scene]?.showCover()
    case .hideCover(let scene): presenters[scene]?.hideCover()
    case .presentLock(let scene, _): presenters[scene]?.showLockWindow()
    case .installLockScreen(let scene, let generation, let read):
      installLockScreen(in: scene, generation: generation, from: read)
    case .dismissLock(let scene):
      lockScreens.removeValue(forKey: scene)?.stop()
      presenters[scene]?.hideLockWindow()
    case .startFlow(let id, _, _, _):
      guard
        let start = state.flowStart(id, lock: lock.configuration, reduceMotion: reduceMotion())
      else { return }
      send(.flowStarted(id, start))
    case .presentFlow(let id, let scene, let configuration):
      presentFlow(id, in: scene, configuration: configuration)
    case .dismissFlow(let id, let scene):
      flowScreens.removeValue(forKey: id)?.stop()
      presenters[scene]?.hideFlowScreen()
    case .startEmbeddedFlow(let id, _, _):
      guard
        let start = state.embeddedFlowStart(
          id, lock: lock.configuration, reduceMotion: reduceMotion())
      else { return }
      send(.flowStarted(id, start))
    case .presentEmbeddedFlow(let id, let configuration):
      presentEmbeddedFlow(id, configuration: configuration)
    case .embeddedScreen(let id, let event):
      flowScreens[id]?.sceneChanged(event)
    case .interruptEmbeddedFlow(let id):
      guard let screen = flowScreens[id] else {
        send(.flowCancelled(id))
        return
      }
      screen.interrupt()
      run { driver in
        // What the screen asked the lock lands first: a change stored ends as completed.
        await screen.driver.settle()
        driver.send(.flowCancelled(id))
      }
    case .endEditing(let scene): presenters[scene]?.endEditing()
    case .screen(let scene, let layer, let event):
      screen(of: layer, in: scene)?.sceneChanged(event)
    case .resumeUnlock(let id, let result): unlocks.resume(id, with: result)
    case .resumeFlow(let id, let result):
      // What was typed is wiped as the flow ends, embedded or not (MEM-1).
      flowScreens.removeValue(forKey: id)?.stop()
      embeddedHosts[id] = nil
      flowEndings.resume(id, with: result)
    case .storeDamaged(let error): onStoreDamaged?(error)
    case .lockStateChanged(let lockState):
      onLockStateChange?(lockState)
      for listener in stateListeners.values { listener.yield(lockState) }
    case .lockScreenEvent(let event):
      for listener in eventListeners.values { listener.yield(event) }
    case .scheduleIdleCheck(let token, let delay):
      timers.start(.idle, after: delay) { [weak self] _ in
        guard let self else { return }
        self.send(.idleCheck(token: token, at: self.clock.now()))
      }
    case .scheduleRetry(let token, let delay):
      timers.start(.retry, after: delay) { [weak self] _ in self?.send(.retry(token: token)) }
    case .revokeDataKey:
      // At once, from here: nothing hands the key out after this line (APP-1).
      lock.dataKey.revoke()
    case .expireDataKey(let deadline):
      lock.dataKey.expire(at: deadline)
    case .holdBackgroundTime(let hold):
      holdBackgroundTime?(hold)
    case .scheduleGraceCheck(let delay):
      timers.start(.grace, after: delay) { [weak self] _ in self?.clockRead() }
    }
  }

  private func installLockScreen(
    in scene: AppLock.SceneID, generation: Int, from read: Result<AppLock.Snapshot, StoreError>
  ) {
    let start = state.lockScreenStart(
      from: read, lock: lock.configuration, reduceMotion: reduceMotion())
    guard case .present(let configuration) = start else {
      // The read says no passcode is set after all: the runtime learns it from that read.
      return
    }
    let screen = makeScreen(
      flow: state.lockFlow, configuration: configuration, options: ScreenOptions(), read: read
    ) { [weak self] screen, ending in
      self?.send(
        .lockScreenEnded(
          scene, generation: generation, ending, outcome: screen.driver.screen.outcome))
    }
    lockScreens[scene]?.stop()
    lockScreens[scene] = screen
    presenters[scene]?.showLockScreen(screen)
  }

  private func presentFlow(
    _ id: AppLock.RequestID, in scene: AppLock.SceneID,
    configuration: PasscodeScreen.Configuration
  ) {
    guard let request = state.flows[id] else { return }
    let screen = flowScreen(
      id, flow: request.flow, options: request.options, read: request.read,
      configuration: configuration)
    presenters[scene]?.showFlowScreen(screen)
  }

  private func presentEmbeddedFlow(
    _ id: AppLock.RequestID, configuration: PasscodeScreen.Configuration
  ) {
    guard let request = state.embeddedFlows[id] else { return }
    let screen = flowScreen(
      id, flow: request.flow, options: request.options, read: request.read,
      configuration: configuration)
    screen.holdsFocus = state.embeddedHoldsFocus(id)
    embeddedHosts[id]?(screen)
  }

  /// The screen of flow `id`, windowed or embedded, kept until the flow ends, which it reports
  /// as `.flowEnded`.
  private func flowScreen(
    _ id: AppLock.RequestID, flow: PasscodeFlow, options: ScreenOptions,
    read: Result<AppLock.Snapshot, StoreError>?, configuration: PasscodeScreen.Configuration
  ) -> AppLockScreen {
    let screen = makeScreen(
      flow: flow, configuration: configuration, options: options, read: read ?? .failure(.busy)
    ) { [weak self] screen, ending in
      self?.send(.flowEnded(id, ending, outcome: screen.driver.screen.outcome))
    }
    flowScreens[id] = screen
    return screen
  }

  /// A screen of the runtime's: its driver reports to the runtime, and its ending reaches
  /// `ended`, through channels fixed when they are made (a skin's hooks cannot replace them).
  private func makeScreen(
    flow: PasscodeFlow, configuration: PasscodeScreen.Configuration, options: ScreenOptions,
    read: Result<AppLock.Snapshot, StoreError>,
    ended: @escaping @MainActor (AppLockScreen, PasscodeFlow.Ending) -> Void
  ) -> AppLockScreen {
    let driver = PasscodeScreenDriver(
      configuration: configuration, lock: lock, biometrics: options.authenticator(biometrics),
      biometricReason: options.biometricReason ?? settings.biometricReason, clock: timerClock,
      reports: PasscodeScreenDriver.Reports(
        statusRead: { [weak self] read in self?.send(.statusChanged(read)) },
        biometricPrompt: { [weak self] isUp in self?.send(.promptChanged(isUp: isUp)) }))
    let screen = AppLockScreen(driver: driver, flow: flow, options: options, ended: ended)
    screen.isSceneActive = { [weak self, weak screen] in
      guard let self, let screen else { return false }
      return self.isActive(screen)
    }
    run { _ in
      await driver.start(with: read)
      screen.loaded()
    }
    return screen
  }

  /// Runs `body` in a task the driver keeps until it ends (``settle()`` waits for it).
  private func run(_ body: @escaping @MainActor (AppLockDriver) async -> Void) {
    let id = nextWork
    nextWork += 1
    work[id] = Task { [weak self] in
      guard let self else { return }
      await body(self)
      self.work[id] = nil
    }
  }

  /// Waits until every read, check and screen start under way has ended, and every request
  /// the screens made of the lock was answered (for tests; timers are not waited for).
  public func settle() async {
    while true {
      if let (_, task) = work.first {
        await task.value
        continue
      }
      for screen in Array(lockScreens.values) + Array(flowScreens.values) {
        await screen.driver.settle()
      }
      // Answers may have started more work, or queued events.
      if work.isEmpty { return }
    }
  }

  /// The screen of `layer` in `scene`.
  private func screen(of layer: AppLock.Layer, in scene: AppLock.SceneID) -> AppLockScreen? {
    switch layer {
    case .lockScreen: lockScreens[scene]
    case .flowScreen: state.flowOnScreen(in: scene).flatMap { flowScreens[$0] }
    case .privacyCover: nil
    }
  }

  /// Whether `screen`'s scene is active and `screen` holds the focus there — and, when several
  /// scenes are active (two iPad windows side by side), whether its scene became active last:
  /// one biometric prompt at a time, for the window the user is in.
  private func isActive(_ screen: AppLockScreen) -> Bool {
    func isActive(_ scene: AppLock.SceneID, _ layer: AppLock.Layer) -> Bool {
      guard state.scenes[scene]?.lifecycle.activity == .active,
        state.holdsFocus(layer, in: scene)
      else { return false }
      guard let last = state.lastActivated, last != scene,
        state.scenes[last]?.lifecycle.activity == .active
      else { return true }
      return false
    }
    for (scene, presented) in lockScreens where presented === screen {
      return isActive(scene, .lockScreen)
    }
    for (id, presented) in flowScreens where presented === screen {
      if let embedded = state.embeddedFlows[id] {
        guard let scene = embedded.scene else { return false }
        return state.scenes[scene]?.lifecycle.activity == .active && state.embeddedHoldsFocus(id)
      }
      guard let scene = state.flows[id]?.scene else { return false }
      return isActive(scene, .flowScreen)
    }
    return false
  }

  /// Tells each presenter what covers its scene and which screen holds the focus, when that
  /// changed; lets screens send what waited for an active scene and the focus.
  private func publish() {
    for (scene, presenter) in presenters {
      let layers = state.layers(of: scene)
      let focus = [AppLock.Layer.lockScreen, .flowScreen].first {
        state.holdsFocus($0, in: scene)
      }
      let now = Published(layers: layers, focus: focus)
      lockScreens[scene]?.holdsFocus = focus == .lockScreen
      if let flow = state.flowOnScreen(in: scene) {
        flowScreens[flow]?.holdsFocus = focus == .flowScreen
      }
      guard published[scene] != now else { continue }
      published[scene] = now
      presenter.layersChanged(layers, focus: focus)
    }
    for id in state.embeddedFlows.keys {
      flowScreens[id]?.holdsFocus = state.embeddedHoldsFocus(id)
    }
    for screen in Array(lockScreens.values) + Array(flowScreens.values) {
      screen.sendWaitingEvents()
    }
  }

  /// Listens to `lock`'s announcements: a passcode set, removed or erased through any window,
  /// or the failure limit reached.
  private func listen(to lock: PasscodeLock) {
    listening?.cancel()
    listening = Task { [weak self] in
      let results = await lock.statusResults()
      for await result in results {
        guard let self, self.lock === lock else { return }
        self.send(.statusChanged(result))
      }
    }
  }
}
