@_spi(Core) import PasscodeEngine

/// What the app-facing facades decide, on any platform: how a new configuration is applied,
/// which scene a flow goes to, how a scene is connected and reports its life, what the app
/// lock's state is at the moment anything asks. UIKit's `PasscodeKit` and SwiftUI's
/// `PasscodeController` forward every call here and own windows only; Linux tests drive it
/// through the same calls an app makes, with a scene type of their own.
///
/// ```swift
/// let facade = AppLockFacade(configuration: configuration, platform: platform)
/// facade.protect(scene)                 // the lock at launch, the privacy cover
/// let set = try await facade.setPasscode(in: scene)
/// let key = try await facade.lock.dataKey.key()  // refused once the app is locked, or away too long
/// ```
@MainActor
@_spi(Skins) public final class AppLockFacade<Scene: AnyObject> {
  /// The configuration in effect.
  private(set) var configuration: AppLockConfiguration
  /// The app lock's runtime.
  public let runtime: AppLockDriver
  /// The lock the screens talk to (replaced when a configuration needs a new one).
  public var lock: PasscodeLock { runtime.lock }

  private let platform: AppLockPlatform<Scene>
  private let permanentLockHook: PermanentLockHook
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var lastScene: UInt64 = 0
  /// The scenes a view attached (SwiftUI's modifiers), oldest first: flows go to the one in
  /// front when the app names none.
  private var attached: [AppLock.SceneID] = []
  private let sceneWaiters = Waiters<UInt64, AppLock.SceneID?>()
  private var nextSceneWaiter: UInt64 = 0

  /// One connected scene.
  private struct Entry {
    weak var scene: Scene?
    let id: AppLock.SceneID
    let presenter: any AppLockScenePresenter
  }

  /// Creates the facade of an app.
  ///
  /// - Parameters:
  ///   - configuration: what the app decided.
  ///   - lock: a lock made elsewhere, which wins over the configuration's store, settings and
  ///     verifier until the configuration's store changes; `nil` makes one from it.
  ///   - platform: the platform's scenes and windows.
  public init(
    configuration: AppLockConfiguration, lock: PasscodeLock? = nil,
    platform: AppLockPlatform<Scene>
  ) {
    let hook = PermanentLockHook(configuration.onPermanentLock)
    self.configuration = configuration
    self.platform = platform
    permanentLockHook = hook
    runtime = AppLockDriver(
      lock: lock ?? Self.makeLock(configuration, hook: hook), settings: configuration.settings,
      biometrics: configuration.biometrics, installMarker: configuration.installMarker,
      protectedDataAvailable: platform.isProtectedDataAvailable(), clock: configuration.clock,
      timerClock: configuration.timerClock)
    runtime.reduceMotion = platform.reduceMotion
    runtime.onStoreDamaged = { [weak self] error in self?.configuration.onStoreDamaged?(error) }
    runtime.onMovedToNewDevice = configuration.onMovedToNewDevice
    runtime.holdBackgroundTime = { [weak self, platform] hold in
      guard hold else {
        self?.watchingProtectedData?.cancelAll()
        self?.watchingProtectedData = nil
        platform.endBackgroundTime()
        return
      }
      platform.beginBackgroundTime { self?.runtime.backgroundTimeEnded() }
      self?.watchProtectedData()
    }
    applyProtectedDataProbe()
  }

  /// The lock refuses the data key whenever protected data cannot be read (APP-1), unless
  /// the app opted out of the phone's lock.
  private func applyProtectedDataProbe() {
    lock.dataKey.requireProtectedData(
      configuration.settings.locksWhenPhoneLocks ? platform.protectedDataProbe : nil)
  }

  /// While the app is awake in the background within its grace period, protected data is read
  /// every few seconds, should the phone's notice be lost (APP-1).
  private var watchingProtectedData: ClockTimers<Int>?

  /// The interval of that reading.
  static var protectedDataInterval: Duration { .seconds(5) }

  private func watchProtectedData() {
    guard watchingProtectedData == nil else { return }
    watchingProtectedData = ClockTimers(clock: configuration.timerClock)
    scheduleProtectedDataReading()
  }

  private func scheduleProtectedDataReading() {
    watchingProtectedData?.start(0, after: Self.protectedDataInterval) { [weak self] _ in
      guard let self, self.watchingProtectedData != nil else { return }
      self.readProtectedData()
      self.scheduleProtectedDataReading()
    }
  }

  /// Tells the runtime whether protected data can be read, when it believes otherwise: a
  /// notice that never came while the app was suspended.
  private func readProtectedData() {
    let available = platform.isProtectedDataAvailable()
    if available != runtime.state.protectedDataAvailable {
      runtime.protectedDataChanged(available: available)
    }
  }

  private static func makeLock(_ configuration: AppLockConfiguration, hook: PermanentLockHook)
    -> PasscodeLock
  {
    PasscodeLock(
      store: configuration.store, configuration: configuration.lock,
      verifier: configuration.verifier ?? DeviceBoundVerifier(), clock: configuration.clock,
      onPermanentLock: { await hook.run() }, deviceMoveMarker: configuration.deviceMoveMarker)
  }

  // MARK: - Configuration

  /// Puts `new` in effect: the runtime takes the settings, the biometrics, the clocks and the
  /// hooks over in place; a different install marker replaces the old one (before this
  /// launch's check it is the one checked; after it, it is marked at once, since this
  /// installation is already established); a different store, lock settings, verifier, boot
  /// clock or move marker replace the lock — the new store decides from then on, and the app
  /// locks if it holds a passcode. Services compare as the engine defines
  /// (`ServiceIdentity`): nothing given is silently kept out of effect.
  public func configure(_ new: AppLockConfiguration) {
    let old = configuration
    configuration = new
    permanentLockHook.action = new.onPermanentLock
    runtime.settings = new.settings
    runtime.biometrics = new.biometrics
    runtime.clock = new.clock
    runtime.timerClock = new.timerClock
    // Set after the launch check, it is told of a move found before (the runtime keeps it).
    runtime.onMovedToNewDevice = new.onMovedToNewDevice
    if !ServiceIdentity.same(new.installMarker, old.installMarker) {
      runtime.installMarker = new.installMarker
    }
    defer { applyProtectedDataProbe() }
    guard new.needsNewLock(comparedWith: old) else { return }
    runtime.replaceLock(Self.makeLock(new, hook: permanentLockHook))
  }

  // MARK: - Scenes

  /// The presenter of `scene`, made (and the scene connected to the runtime) on first use.
  /// Making it does not protect the scene: ``protect(_:)`` does.
  public func presenter(for scene: Scene) -> any AppLockScenePresenter {
    entry(scene).presenter
  }

  /// The runtime's identifier of `scene`, connecting it on first use.
  func sceneID(of scene: Scene) -> AppLock.SceneID { entry(scene).id }

  private func entry(_ scene: Scene) -> Entry {
    if let entry = entries[ObjectIdentifier(scene)], entry.scene === scene { return entry }
    lastScene += 1
    let id = AppLock.SceneID(lastScene)
    let events = AppLockSceneEvents(
      activityChanged: { [weak self] activity in self?.activityChanged(id, to: activity) },
      userActivity: { [weak self] in self?.runtime.userActivity() })
    let presenter = platform.makePresenter(scene, events)
    let entry = Entry(scene: scene, id: id, presenter: presenter)
    entries[ObjectIdentifier(scene)] = entry
    runtime.connect(
      id, presenter: presenter, role: platform.role(scene), activity: platform.activity(scene))
    return entry
  }

  /// A scene's activity changed. Protected data is read again first: notifications queued
  /// while the app was suspended may never come.
  private func activityChanged(_ id: AppLock.SceneID, to activity: SceneLifecycle.Activity) {
    readProtectedData()
    runtime.activityChanged(id, to: activity)
  }

  /// Protects `scene`: the lock at launch when a passcode is set, again whenever the app
  /// locks, and the privacy cover whenever the scene is inactive. Again, it does nothing.
  public func protect(_ scene: Scene) {
    runtime.protect(entry(scene).id)
  }

  /// A window scene is connecting (`UIScene.willConnectNotification`): once the app protects a
  /// scene, every interactive scene that connects later is protected from its connection —
  /// before a view of its own could protect it (SwiftUI's `.passcodeLock` attaches once the
  /// view is in a window), so that a new window never shows its content while the app is
  /// locked (APP-4). An app that protects nothing is left alone.
  public func sceneConnecting(_ scene: Scene) {
    // A flow waiting for a window to show in (no scene yet) takes this one.
    if platform.role(scene) == .interactive, !sceneWaiters.isEmpty {
      let id = entry(scene).id
      for waiter in sceneWaiters.keys.sorted() { sceneWaiters.resume(waiter, with: id) }
    }
    guard runtime.state.protectsApp else { return }
    switch platform.role(scene) {
    case .interactive: protect(scene)
    // An external display is covered while the app is locked: it must be known to be.
    case .externalDisplay: _ = entry(scene)
    }
  }

  /// Whether `scene` is protected.
  public func isProtecting(_ scene: Scene) -> Bool {
    guard let entry = entries[ObjectIdentifier(scene)], entry.scene === scene else {
      return false
    }
    return runtime.isProtecting(entry.id)
  }

  /// A view attached `scene` (SwiftUI's modifiers): flows asked for without a scene go to the
  /// attached scene in front; `protects` protects it.
  public func attach(_ scene: Scene, protects: Bool) {
    let id = entry(scene).id
    attached.removeAll { $0 == id || !isConnected($0) }
    attached.append(id)
    if protects { runtime.protect(id) }
    for waiter in sceneWaiters.keys.sorted() { sceneWaiters.resume(waiter, with: id) }
  }

  /// The scene disconnected: its screens stop, its waiters end as cancelled.
  public func sceneDisconnected(_ scene: Scene) {
    guard let entry = entries.removeValue(forKey: ObjectIdentifier(scene)) else { return }
    attached.removeAll { $0 == entry.id }
    runtime.disconnect(entry.id)
    entry.presenter.tearDown()
  }

  /// Protected data became available (the phone was unlocked) or unavailable (it locks).
  public func protectedDataChanged(available: Bool) {
    runtime.protectedDataChanged(available: available)
  }

  private func isConnected(_ id: AppLock.SceneID) -> Bool {
    entries.values.contains { $0.id == id && $0.scene != nil }
  }

  private func scene(_ id: AppLock.SceneID) -> Scene? {
    entries.values.first { $0.id == id }?.scene
  }

  /// The scene a flow goes to when the app names none: the attached scene in front (the one
  /// the user acts in: active and holding the key window, by `SceneLifecycle.frontmost`);
  /// without one, the app's window scene in front; without any, the one a view attaches
  /// next — `nil` if the task is cancelled meanwhile. A scene that takes no input (an external
  /// display) never.
  func frontScene() async -> Scene? {
    let takesInput = { [platform] (scene: Scene) in platform.role(scene) == .interactive }
    let candidates = attached.compactMap(scene).filter(takesInput)
    if let front = frontmost(of: candidates) { return front }
    if let front = frontmost(of: platform.windowScenes().filter(takesInput)) { return front }
    while !Task.isCancelled {
      nextSceneWaiter += 1
      let waiter = nextSceneWaiter
      let id = await sceneWaiters.wait(for: waiter) { [weak self] in
        // A cancelled flow that waits for a window ends at once.
        self?.sceneWaiters.resume(waiter, with: nil)
      }
      guard let id else { return nil }
      if let scene = scene(id), takesInput(scene) { return scene }
    }
    return nil
  }

  private func frontmost(of scenes: [Scene]) -> Scene? {
    SceneLifecycle.frontmost(
      of: scenes, activity: platform.activity, holdsKeyWindow: platform.holdsKeyWindow)
  }

  // MARK: - The lock

  /// Locks the app now, in every protected window, when a passcode is set; `scene`, when
  /// given, is protected from then on.
  public func lockNow(in scene: Scene? = nil) {
    if let scene { protect(scene) }
    runtime.lockNow()
  }

  /// The app lock's state as of now: a grace period that ran out while the app was away
  /// counts at the moment it is asked.
  public var lockState: AppLockState {
    // A phone that locked while the app was suspended counts now (APP-1).
    readProtectedData()
    return runtime.lockState
  }

  /// The app lock's state now, then at every change, until the task is cancelled.
  public func lockStates() -> AsyncStream<AppLockState> { runtime.lockStates() }

  /// What the lock screen does from now on (``LockScreenEvent``), until the task is
  /// cancelled (APP-8).
  public func lockScreenEvents() -> AsyncStream<LockScreenEvent> { runtime.lockScreenEvents() }

  /// Whether a passcode is set, as far as the app knows (`false` while unknown).
  public var isPasscodeSet: Bool {
    switch runtime.state.knowledge {
    case .set, .damaged, .unreadable: true
    case .notSet, .unknown: false
    }
  }

  /// The stored passcode's type and length as last read; `nil` when none is set or while it
  /// is not known.
  public var passcodeFormat: PasscodeFormat? { runtime.state.storedFormat }

  /// Runs `body`, a system prompt of the app's own, so that the scene resigning active for
  /// it brings no privacy cover and its time is not counted as inactivity.
  public func withSystemPrompt<T>(_ body: () async throws -> T) async rethrows -> T {
    beginSystemPrompt()
    defer { endSystemPrompt() }
    return try await body()
  }

  /// A system prompt of the app's own goes up (one that reports by callback: a location
  /// permission, a share sheet's system part): until ``endSystemPrompt()``, resigning active
  /// brings no privacy cover and the idle time is not counted. Calls nest.
  public func beginSystemPrompt() {
    runtime.promptChanged(isUp: true)
  }

  /// The prompt ``beginSystemPrompt()`` announced went away. An end without a begin does
  /// nothing.
  public func endSystemPrompt() {
    runtime.promptChanged(isUp: false)
  }

  /// The user is active in a way the platform's skin cannot see (a gesture of the app's own,
  /// a game controller, a custom input): the idle timeout starts again.
  public func reportUserActivity() {
    runtime.userActivity()
  }

  // MARK: - Flows

  /// Asks for the passcode once (``PasscodeCheck``), in `scene` or the scene in front.
  public func authenticate(
    _ check: PasscodeCheck, in scene: Scene?, options: ScreenOptions = ScreenOptions()
  ) async -> PasscodeFlow.Ending {
    guard let target = await resolved(scene) else { return .cancelled }
    return await runtime.authenticate(check, in: entry(target).id, options: options)
  }

  /// Asks for the passcode: `allowsCancel` `false` locks the app and waits until it is
  /// unlocked (the scene is protected from then on); `true` asks once, like ``authenticate(_:in:options:)``.
  public func unlock(in scene: Scene?, allowsCancel: Bool, check: PasscodeCheck) async
    -> PasscodeFlow.Ending
  {
    guard let target = await resolved(scene) else { return .cancelled }
    guard allowsCancel else { return await runtime.unlock(in: entry(target).id) }
    return await runtime.authenticate(check, in: entry(target).id)
  }

  /// Runs `flow` in `scene` (or the scene in front) when its turn comes.
  ///
  /// - Throws: the `PasscodeError` that keeps the flow from starting.
  public func run(_ flow: PasscodeFlow, in scene: Scene?) async throws -> PasscodeFlow.Ending {
    guard let target = await resolved(scene) else { return .cancelled }
    switch await runtime.run(flow, in: entry(target).id) {
    case .ended(let ending): return ending
    case .refused(let error): throw error
    }
  }

  /// Starts `flow` in the app's own navigation (an `AppLock.EmbeddedFlow`): its screen is
  /// handed to `show` once made. Tell where its view is with ``embeddedFlow(_:movedTo:)``,
  /// wait for its one answer with `runtime.ending(ofEmbedded:)` (APP-9).
  public func embed(
    _ flow: PasscodeFlow, options: ScreenOptions = ScreenOptions(),
    show: @escaping @MainActor (AppLockScreen) -> Void
  ) -> AppLock.RequestID {
    runtime.embed(flow, options: options, show: show)
  }

  /// The embedded flow's view moved into a window of `scene` (connected on first use), or out
  /// of every window (`nil`).
  public func embeddedFlow(_ id: AppLock.RequestID, movedTo scene: Scene?) {
    runtime.embeddedFlow(id, movedTo: scene.map { entry($0).id })
  }

  private func resolved(_ scene: Scene?) async -> Scene? {
    if let scene { return scene }
    return await frontScene()
  }

  /// Erases the passcode without asking for it (LOCK-5), and the biometric token with it.
  public func resetPasscode() async throws {
    try await lock.reset()
    // A token left behind releases nothing the lock accepts any more.
    try? await configuration.biometrics.deleteToken()
  }

  // MARK: - Biometrics

  /// Whether the user wants biometric unlock: their stored choice, or the configuration's
  /// default when they never chose.
  public func biometricsEnabled() async throws -> Bool {
    PasscodeFlow.wantsBiometrics(
      choice: try await lock.biometrics.choice(),
      byDefault: configuration.settings.usesBiometrics)
  }

  /// What a settings screen's Face ID or Touch ID switch shows.
  public func biometricSetting() async throws -> BiometricSetting {
    try await lock.biometrics.setting(
      using: configuration.biometrics, byDefault: configuration.settings.usesBiometrics)
  }

  /// Turns biometric unlock on or off for the user, and stores the choice.
  public func setBiometricsEnabled(_ enabled: Bool) async throws {
    try await lock.biometrics.setEnabled(enabled, using: configuration.biometrics)
  }
}

/// What a scene's presenter reports to the facade: its activity and the user's touches and
/// keys. Given to the presenter when it is made; it cannot be replaced.
@_spi(Skins) public struct AppLockSceneEvents {
  /// The scene's activity changed.
  public let activityChanged: @MainActor (SceneLifecycle.Activity) -> Void
  /// The user touched the scene's windows, pressed a key, scrolled or moved an assistive
  /// technology's focus (the idle timeout).
  public let userActivity: @MainActor () -> Void
}

/// The platform under an ``AppLockFacade``: its window scenes and what it knows of them.
@_spi(Skins) public struct AppLockPlatform<Scene: AnyObject> {
  /// Whether protected data can be read now (`UIApplication.isProtectedDataAvailable`).
  var isProtectedDataAvailable: @MainActor () -> Bool
  /// What kind of scene it is (an external display takes no input).
  var role: @MainActor (Scene) -> AppLock.Role
  /// The scene's activity now.
  var activity: @MainActor (Scene) -> SceneLifecycle.Activity
  /// Whether the scene holds the app's key window.
  var holdsKeyWindow: @MainActor (Scene) -> Bool
  /// The app's window scenes, in the system's order.
  var windowScenes: @MainActor () -> [Scene]
  /// Whether the system asks to reduce motion.
  var reduceMotion: @MainActor () -> Bool
  /// Makes the presenter of a scene, which reports through the events it is given.
  var makePresenter: @MainActor (Scene, AppLockSceneEvents) -> any AppLockScenePresenter
  /// Whether protected data can be read now, from any thread (`nil`: cannot tell): the lock
  /// refuses the data key whenever it says no (APP-1). iOS: a `ProtectedDataCanary`.
  var protectedDataProbe: (@Sendable () -> Bool?)?
  /// Keeps the app running in the background until the time runs out, then calls the closure
  /// it is given (iOS: `beginBackgroundTask`); a second call while one holds does nothing.
  var beginBackgroundTime: @MainActor (@escaping @MainActor () -> Void) -> Void
  /// Lets the app go (iOS: `endBackgroundTask`).
  var endBackgroundTime: @MainActor () -> Void

  /// Creates a platform.
  public init(
    isProtectedDataAvailable: @escaping @MainActor () -> Bool,
    role: @escaping @MainActor (Scene) -> AppLock.Role,
    activity: @escaping @MainActor (Scene) -> SceneLifecycle.Activity,
    holdsKeyWindow: @escaping @MainActor (Scene) -> Bool,
    windowScenes: @escaping @MainActor () -> [Scene],
    reduceMotion: @escaping @MainActor () -> Bool,
    makePresenter: @escaping @MainActor (Scene, AppLockSceneEvents) -> any AppLockScenePresenter,
    protectedDataProbe: (@Sendable () -> Bool?)? = nil,
    beginBackgroundTime: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { _ in },
    endBackgroundTime: @escaping @MainActor () -> Void = {}
  ) {
    self.protectedDataProbe = protectedDataProbe
    self.beginBackgroundTime = beginBackgroundTime
    self.endBackgroundTime = endBackgroundTime
    self.isProtectedDataAvailable = isProtectedDataAvailable
    self.role = role
    self.activity = activity
    self.holdsKeyWindow = holdsKeyWindow
    self.windowScenes = windowScenes
    self.reduceMotion = reduceMotion
    self.makePresenter = makePresenter
  }
}

/// The configuration's `onPermanentLock` of the moment: the lock calls this, so that a new
/// hook needs no new lock.
@MainActor
private final class PermanentLockHook {
  var action: (@Sendable () async -> Void)?

  init(_ action: (@Sendable () async -> Void)?) {
    self.action = action
  }

  func run() async {
    await action?()
  }
}
