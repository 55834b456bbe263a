/// The app lock's runtime for every window scene of an app, as a value-type state machine:
/// what goes up when, what the app knows of its passcode store, who is waiting for what.
///
/// The UIKit and SwiftUI skins share it through ``AppLockDriver``, which performs its effects
/// (reads the store, checks for a new installation, runs the screens) and hands each window
/// scene's effects to that scene's presenter, which only manages windows. Every decision a
/// user can notice is made here and tested on Linux, device faults included:
///
/// - **One lock for the app**, as the device passcode is one lock for the device. Unlocking in
///   any window unlocks every window; a window opened while the app is unlocked does not ask
///   again; ``Event/lockRequested``, the grace period and the idle timeout lock every window.
///   The grace period is the app's time away: from the moment its last window went to the
///   background until one comes back, on the boot clock (CLK-2).
/// - **What the store says, kept apart from what it could not say** (``Knowledge``). A status
///   that could not be read is never taken for "a passcode is set": while it is unknown — a
///   background launch on a locked phone, whose Keychain answers
///   `errSecInteractionNotAllowed` — protected scenes show the privacy cover and no keypad,
///   and the status is read again when protected data becomes available and at every return
///   to the foreground. A store that is damaged shows the lock with its way out (Erase Data
///   or the reinstall advice) and tells the host (``Effect/storeDamaged(_:)``). A store that
///   fails to read in the foreground keeps the lock up, saying it could not check.
/// - **The check for a new installation never destroys blindly**: it runs only while
///   protected data is available, before the first read of the status.
/// - **The privacy cover** hides a protected scene in the app switcher (from resign-active to
///   active again), except while a system prompt the app or PasscodeKit started is up
///   (``Event/promptChanged(isUp:)``). Editing in the app ends only when the lock, a flow or
///   the background hides the content, not for every resign-active.
/// - **Flows** (set, change, remove, an on-demand check) run one at a time per scene, in the
///   order asked for, each started from a status read for it; a flow's task that is
///   cancelled ends it (``Event/flowCancelled(_:)``).
/// - **External displays** (``Role/externalDisplay``) never get a keypad; they are covered
///   while the app is locked.
/// - **Auto-lock after inactivity** (``idleTimeout``): the app locks when no touch or key
///   reached it for that long while unlocked in the foreground; the time is not counted while
///   a flow or a system prompt is up.
///
/// ```swift
/// var lock = AppLock(gracePeriod: .seconds(60))
/// perform(lock.handle(.sceneConnected(scene, role: .interactive, activity: .active)))
/// perform(lock.handle(.sceneProtected(scene)))        // [.checkInstall, .showCover(scene)]
/// perform(lock.handle(.installChecked))               // [.readStatus(read)]
/// perform(lock.handle(.statusRead(read, .success(snapshot))))
/// ```
///
/// Tests call its internal `assertInvariants()` after every event.
@_spi(Skins) public struct AppLock: Equatable, Sendable {
  // MARK: - Identifiers

  /// One window scene of the app.
  public struct SceneID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number the driver gave the scene.
    let rawValue: UInt64
    /// Creates an identifier.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    /// Whether `lhs` was numbered before `rhs`.
    public static func < (lhs: SceneID, rhs: SceneID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `scene#N`, for logs.
    public var description: String { "scene#\(rawValue)" }
  }

  /// One request a caller waits for: an unlock, or a flow.
  public struct RequestID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number the driver gave the request.
    let rawValue: UInt64
    /// Creates an identifier.
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }
    /// Whether `lhs` was asked for before `rhs`.
    public static func < (lhs: RequestID, rhs: RequestID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `request#N`, for logs.
    public var description: String { "request#\(rawValue)" }
  }

  /// One read of the store's status.
  public struct ReadID: Hashable, Comparable, Sendable {
    /// The read's number: later reads have higher numbers.
    let rawValue: UInt64
    /// Whether `lhs` was asked for before `rhs`.
    public static func < (lhs: ReadID, rhs: ReadID) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// What kind of window scene it is.
  public enum Role: Hashable, Sendable {
    /// A window the user touches: it gets the lock's keypad.
    case interactive
    /// An external display that mirrors or extends the app without input
    /// (`UISceneSession.Role.windowExternalDisplayNonInteractive`): covered while the app is
    /// locked, never given a keypad nobody can touch.
    case externalDisplay
  }

  /// Something that covers a scene's content, bottom to top.
  public enum Layer: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// A flow the app asked for: set, change, remove, an on-demand check.
    case flowScreen
    /// The privacy cover: the app switcher's snapshot, an unknown status, an external
    /// display while the app is locked.
    case privacyCover
    /// The app lock.
    case lockScreen

    /// Whether `lhs` lies under `rhs`.
    public static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  // MARK: - What is known

  /// What a read of the store found: the status, and whether biometric unlock may be offered
  /// now — read together, in one load of the store.
  public struct Snapshot: Equatable, Sendable {
    /// The lock's status.
    var status: PasscodeStatus
    /// `PasscodeBiometrics.availability(device:)` at the same moment.
    var biometrics: BiometricAvailability

    /// Creates a snapshot.
    public init(status: PasscodeStatus, biometrics: BiometricAvailability) {
      self.status = status
      self.biometrics = biometrics
    }
  }

  /// The stored passcode's type and length, as last read: `nil` when none is set or it is not
  /// known (not read yet, the phone locked at launch, a store error).
  var storedFormat: PasscodeFormat? {
    if case .set(let status) = knowledge { return status.format }
    return nil
  }

  /// What the app knows of its passcode store.
  public enum Knowledge: Equatable, Sendable {
    /// Not read yet, or not readable now: the device is locked (protected data unavailable)
    /// or the store is busy. Protected scenes stay covered, with no keypad.
    case unknown
    /// No passcode is set.
    case notSet
    /// A passcode is set; the status last read.
    case set(PasscodeStatus)
    /// The store could not be read although it should have been (the device is unlocked):
    /// the lock stays up and says it could not check the passcode.
    case unreadable(StoreError)
    /// The store is not whole (`StoreError.isDamage`): the lock stays up and offers the way
    /// out — Erase Data when the app erases its data, else the reinstall advice.
    case damaged(StoreError)

    /// What a status read says. While protected data is unavailable (the phone is locked), a
    /// device key that cannot be used says nothing yet: a Secure Enclave key is usable only
    /// while the phone is unlocked, so a store whose items can be read then
    /// (`.afterFirstUnlockThisDeviceOnly`) reports its key unusable until the user unlocks.
    ///
    /// Damage is concluded only from a read made in the foreground (`confirmsDamage`): a Secure
    /// Enclave call refused for a moment — the phone locking during a read — is not damage,
    /// and until a read the user is looking at confirms it, nothing offers Erase Data (APP-6).
    init(
      _ result: Result<PasscodeStatus, StoreError>, protectedDataAvailable: Bool = true,
      confirmsDamage: Bool = true
    ) {
      switch result {
      case .success(let status): self = status.isSet ? .set(status) : .notSet
      case .failure(.damaged(.deviceKey(.unusable))) where !protectedDataAvailable:
        self = .unknown
      case .failure(let error) where error.isDamage && !confirmsDamage: self = .unknown
      case .failure(let error) where error.isDamage: self = .damaged(error)
      case .failure(let error) where error.isTemporary: self = .unknown
      case .failure(let error): self = .unreadable(error)
      }
    }

    /// Whether a passcode may be set: anything but a status that says none is.
    var mayHavePasscode: Bool { self != .notSet }

    /// Whether the lock may present its screen: the store was read, or failed in a way that
    /// only the lock screen can say.
    var allowsLockScreen: Bool {
      switch self {
      case .set, .unreadable, .damaged: true
      case .unknown, .notSet: false
      }
    }
  }

  /// The app lock's state, as an app observes it (``Effect/lockStateChanged(_:)``).
  public typealias LockState = AppLockState

  /// How a flow ended, for its caller.
  public enum FlowResult: Equatable, Sendable {
    /// Its screen ended this way (or it finished without one).
    case ended(PasscodeFlow.Ending)
    /// It could not start: no passcode to change, one already set, an unreadable store.
    case refused(PasscodeError)
  }

  // MARK: - Settings

  /// What the app decides about its lock; any of it may change at run time. The time settings
  /// are also ``gracePeriod``, ``idleTimeout`` and ``locksWhenPhoneLocks``, validated.
  public struct Settings: Equatable, Sendable {
    /// How long the app may stay away without locking again (negative: zero).
    public var gracePeriod: Duration
    /// How long without a touch or key before the app locks; `nil` never.
    public var idleTimeout: Duration?
    /// Whether unlock screens offer the host's fallback (an account password).
    var offersFallback: Bool
    /// What a fallback that succeeded does: unlock, or reset the passcode and offer a new one.
    var fallbackSuccess: FallbackSuccess
    /// The permanent lock's and a damaged store's way out: Erase Data, or the reinstall
    /// advice.
    var recovery: PasscodeScreen.PermanentLockRecovery
    /// When the app lock offers biometrics without a tap on their key.
    var biometricPrompt: BiometricPrompt
    /// Whether biometric unlock is wanted for a user who never chose.
    var usesBiometrics: Bool
    /// The sentence of the Touch ID prompt.
    var biometricReason: String
    /// Whether the phone's lock locks the app at once, whatever the grace period (APP-1).
    public var locksWhenPhoneLocks: Bool
    /// The title of the app's own action on the lock screen ("Log Out"), in the user's
    /// language; `nil` (the default) shows none
    /// (`PasscodeScreen.Configuration.secondaryActionTitle`). On-demand checks never show it.
    var lockScreenActionTitle: String?

    /// Creates settings; every parameter has a default.
    public init(
      gracePeriod: Duration = .zero, idleTimeout: Duration? = nil, offersFallback: Bool = false,
      recovery: PasscodeScreen.PermanentLockRecovery = .reinstall,
      biometricPrompt: BiometricPrompt = .onAppearAndForeground, usesBiometrics: Bool = true,
      biometricReason: String = "", fallbackSuccess: FallbackSuccess = .unlock,
      locksWhenPhoneLocks: Bool = true, lockScreenActionTitle: String? = nil
    ) {
      self.locksWhenPhoneLocks = locksWhenPhoneLocks
      self.lockScreenActionTitle = lockScreenActionTitle
      self.gracePeriod = gracePeriod
      self.idleTimeout = idleTimeout
      self.offersFallback = offersFallback
      self.fallbackSuccess = fallbackSuccess
      self.recovery = recovery
      self.biometricPrompt = biometricPrompt
      self.usesBiometrics = usesBiometrics
      self.biometricReason = biometricReason
    }
  }

  /// What the app decided: the lock screen's fallback and way out, its biometric prompt,
  /// whether biometric unlock is wanted by default. (The driver sets the time settings
  /// through ``gracePeriod``, ``idleTimeout`` and ``locksWhenPhoneLocks`` too.)
  var settings = Settings()

  /// How long the app may stay away (every window in the background) without locking again;
  /// never negative. A change applies from the next return.
  public var gracePeriod: Duration {
    get { grace }
    set { grace = Self.validGracePeriod(newValue) }
  }

  /// How long the app may go without a touch or a key while unlocked in the foreground
  /// before it locks; `nil` (the default) never locks for inactivity. At least one second.
  public var idleTimeout: Duration? {
    get { idle }
    set {
      idle = newValue.map { max($0, .seconds(1)) }
      idleToken += 1
      idleCheckScheduled = false
    }
  }

  /// Whether the phone's own lock locks the app at once, whatever the grace period (APP-1):
  /// the default. `false` leaves it to the grace period, so that someone who learned the
  /// phone's passcode and picks the phone up within it finds the app open.
  public var locksWhenPhoneLocks: Bool {
    get { phoneLockLocks }
    set { phoneLockLocks = newValue }
  }

  /// A grace period as the runtime uses it: a negative one is zero (every return locks). The
  /// one rule for every setter: nothing traps.
  static func validGracePeriod(_ duration: Duration) -> Duration { max(duration, .zero) }

  // MARK: - State

  /// What the app knows of its store.
  var knowledge: Knowledge = .unknown
  /// Whether the app's content is locked: set at launch and by every lock; a passcode must be
  /// set for it to show (``lockState``).
  var isLocked = true
  /// Whether protected data (the Keychain, files with complete protection) can be read now.
  var protectedDataAvailable: Bool
  /// Where the check for a new installation stands.
  var installCheck: InstallCheck
  /// Every scene the runtime knows, by identifier.
  var scenes: [SceneID: Scene] = [:]
  /// The unlocks waiting, and the scene each asked in.
  var unlocks: [RequestID: SceneID] = [:]
  /// Every flow asked for and not ended yet.
  var flows: [RequestID: FlowRequest] = [:]
  /// Every flow the app shows in its own navigation (`EmbeddedFlow`) and not ended yet.
  var embeddedFlows: [RequestID: EmbeddedFlow] = [:]
  /// Reads of the embedded flows about to start, by flow.
  var embeddedReads: [RequestID: ReadID] = [:]
  /// How many system prompts (biometrics, the app's own) are up now.
  var promptsUp = 0
  /// When the app's last foreground window went to the background, while it is away.
  var awaySince: BootInstant?
  /// How the lock screen ended while it stays up: ``PasscodeFlow/Ending/permanentlyLocked``
  /// once no passcode is accepted any more (an unlock asked for then is answered at once).
  var lockEnding: PasscodeFlow.Ending?

  var grace: Duration
  var idle: Duration?
  var phoneLockLocks = true
  /// Whether the app ever protected a scene (or awaited an unlock) in this process: an app that
  /// protects nothing reports no lock (APP-7).
  var protectsApp = false
  /// When the data key stops being handed out, told to the lock as the app went away within
  /// its grace period (APP-2); `nil` when no such deadline is pending.
  var keyExpiry: BootInstant?
  /// Whether the app holds background time to see the phone lock while away (APP-1).
  var holdsBackgroundTime = false
  /// Whether the launch check ran in this process (later checks are for stores swapped in).
  var launchChecked = false
  /// Whether a move to a new phone was found with nobody to tell yet.
  var moveToTell = false
  /// Whether the app has a handler for a move to a new phone.
  var hasMoveListener = false
  /// Reads asked for while a protected scene was active with protected data available: only
  /// their answer may conclude that the store is damaged (APP-6).
  var readsInForeground: Set<ReadID> = []
  /// Whether a check for a new installation runs before the first read of each store.
  var checksInstall: Bool
  /// The scene that became active last: the one whose lock screen may prompt for biometrics
  /// when several are shown (two iPad windows side by side).
  var lastActivated: SceneID?
  var retryToken = 0
  var retryScheduled = false
  var retryDelay = Duration.seconds(1)
  var lastRead: UInt64 = 0
  var appliedRead: UInt64 = 0
  /// Reads asked for while protected data was unavailable: their answer is judged as of then
  /// (a device key refused then says nothing, even if the phone was unlocked meanwhile).
  var readsWhileLocked: Set<ReadID> = []
  /// The read for ``knowledge`` in flight, if any.
  var knowledgeRead: ReadID?
  /// A read asked for before the check for a new installation ended.
  var readDeferred = false
  /// Reads of the lock screens waiting for their status, by scene.
  var lockReads: [SceneID: ReadID] = [:]
  /// Reads of the flows about to start, by flow.
  var flowReads: [RequestID: ReadID] = [:]
  var nextGeneration = 0
  /// The last user activity since the idle timer was armed; `nil`: none since then.
  var lastActivity: BootInstant?
  var idleToken = 0
  var idleCheckScheduled = false
  /// The store errors the host was told of.
  var reportedDamage: StoreError?

  /// Where the check for a new installation stands (``Effect/checkInstall(atLaunch:)``).
  enum InstallCheck: Hashable, Sendable {
    /// Not started: it waits for a scene, and for protected data.
    case waiting
    /// Under way.
    case running
    /// Done (or not wanted): the store may be read.
    case done
  }

  /// A flow asked for, and where it is.
  struct FlowRequest: Equatable, Sendable {
    /// The flow.
    let flow: PasscodeFlow
    /// The scene it runs in.
    let scene: SceneID
    /// Where it is.
    var phase: Phase
    /// What the app asked for its screen (its prompt, biometrics, look).
    var options = ScreenOptions()
    /// The status read for it, once read: its screen is set up from it.
    var read: Result<Snapshot, StoreError>?

    /// Where a flow is.
    enum Phase: Hashable, Sendable {
      /// Behind another flow of its scene.
      case waiting
      /// Its status is being read (``Effect/startFlow(_:_:_:_:)`` follows).
      case starting
      /// Its screen is up.
      case onScreen
    }
  }

  /// One window scene.
  public struct Scene: Equatable, Sendable {
    /// What kind of window it is.
    let role: Role
    /// Whether the app protects it (the app lock and the privacy cover); flows run in any
    /// scene.
    var isProtected = false
    /// Its activity.
    var lifecycle: SceneLifecycle
    /// Whether the privacy cover is up for the app switcher (from resign-active to active).
    var switcherCover = false
    /// Whether the cover is up now (what was last decided).
    var isCoverShown = false
    /// The lock's presentation in this scene: its generation while its window is up.
    var lockGeneration: Int?
    /// Whether the lock's screen is installed in its window.
    var isLockInstalled = false
    /// Whether the lock's screen shows a store failure (it was set up from a failed read, or a
    /// read failed since): it is given the next good status (APP-6).
    var lockShowsFailure = false
    /// The flows of the scene, in the order asked for: the first is on screen or starting.
    var flowQueue: [RequestID] = []

    init(role: Role, activity: SceneLifecycle.Activity) {
      self.role = role
      lifecycle = SceneLifecycle(activity: activity)
    }

    /// Whether the scene is in the foreground (active or inactive).
    var isInForeground: Bool { lifecycle.activity != .background }
  }

  // MARK: - Creating

  /// Creates the runtime of an app that has not shown a window yet.
  ///
  /// - Parameters:
  ///   - gracePeriod: how long the app may stay away without locking again (negative: zero).
  ///   - idleTimeout: how long without a touch or key before it locks; `nil` never.
  ///   - protectedDataAvailable: whether protected data can be read now
  ///     (`UIApplication.isProtectedDataAvailable`).
  ///   - checksInstall: whether a check for a new installation runs before the first read.
  ///   - locksWhenPhoneLocks: whether the phone's lock locks the app at once (APP-1).
  public init(
    gracePeriod: Duration = .zero, idleTimeout: Duration? = nil,
    protectedDataAvailable: Bool = true, checksInstall: Bool = true,
    locksWhenPhoneLocks: Bool = true
  ) {
    grace = Self.validGracePeriod(gracePeriod)
    phoneLockLocks = locksWhenPhoneLocks
    idle = idleTimeout.map { max($0, .seconds(1)) }
    self.protectedDataAvailable = protectedDataAvailable
    self.checksInstall = checksInstall
    installCheck = checksInstall ? .waiting : .done
  }

  // MARK: - Queries

  /// The app lock's state as an app sees it. An app that protects nothing is never locked
  /// (APP-7).
  public var lockState: LockState {
    switch knowledge {
    case .unknown: .unknown
    case .notSet: .noPasscode
    case .set, .unreadable, .damaged: isLocked && protectsApp ? .locked : .unlocked
    }
  }

  /// What covers `scene`'s content now, bottom to top.
  func layers(of scene: SceneID) -> [Layer] {
    guard let state = scenes[scene] else { return [] }
    var layers: [Layer] = []
    if let first = state.flowQueue.first, flows[first]?.phase == .onScreen {
      layers.append(.flowScreen)
    }
    if state.isCoverShown { layers.append(.privacyCover) }
    if state.lockGeneration != nil { layers.append(.lockScreen) }
    return layers
  }

  /// The flow on screen in `scene`, if any.
  func flowOnScreen(in scene: SceneID) -> RequestID? {
    guard let first = scenes[scene]?.flowQueue.first, flows[first]?.phase == .onScreen else {
      return nil
    }
    return first
  }

  /// Whether `layer` of `scene` takes input: it is shown, and on top.
  func isInteractive(_ layer: Layer, in scene: SceneID) -> Bool {
    layers(of: scene).last == layer
  }

  /// Whether the screen of `layer` (the lock's or a flow's) may hold the keyboard focus and
  /// send the prompts it keeps for when it is on top (its biometric prompt): the topmost
  /// screen of the scene, the privacy cover aside — the cover comes and goes with every
  /// resign-active, and taking the focus away under it would drop and raise the keyboard each
  /// time. A flow under the lock never does.
  public func holdsFocus(_ layer: Layer, in scene: SceneID) -> Bool {
    guard layer != .privacyCover else { return false }
    let shown = layers(of: scene)
    guard shown.contains(layer) else { return false }
    return shown.last(where: { $0 != .privacyCover }) == layer
  }

  /// Whether `scene`'s own content is hidden now — from the eye, VoiceOver and touches.
  func hidesContent(of scene: SceneID) -> Bool { !layers(of: scene).isEmpty }

  /// Whether the app is in the foreground: a protected, interactive window of it is.
  var isInForeground: Bool {
    scenes.values.contains { $0.isProtected && $0.role == .interactive && $0.isInForeground }
  }

  /// Whether any interactive window of the app is in the foreground, protected or not.
  var isAppInForeground: Bool {
    scenes.values.contains { $0.role == .interactive && $0.isInForeground }
  }

  /// The app lock's flow, from the settings: an unlock that cannot be cancelled, with the
  /// host's fallback and way out.
  var lockFlow: PasscodeFlow {
    PasscodeFlow.appLock(
      offersFallback: settings.offersFallback, recovery: settings.recovery,
      biometricPrompt: settings.biometricPrompt)
  }

  /// How the lock screen starts from `read`: ``lockFlow``'s start, with "Forgot passcode?" on
  /// its fallback button when the fallback resets the passcode.
  func lockScreenStart(
    from read: Result<Snapshot, StoreError>, lock: PasscodeConfiguration, reduceMotion: Bool
  ) -> PasscodeFlow.Start {
    let start = lockFlow.start(
      status: read.map(\.status), lock: lock,
      biometrics: (try? read.get().biometrics) ?? .unavailable(.storeUnreadable),
      reduceMotion: reduceMotion)
    guard case .present(var configuration) = start else { return start }
    configuration.fallbackResetsPasscode = settings.fallbackSuccess == .resetPasscode
    configuration.secondaryActionTitle = settings.lockScreenActionTitle
    return .present(configuration)
  }

  /// How a flow starts from the read made for it, with its options.
  func flowStart(
    _ id: RequestID, lock: PasscodeConfiguration, reduceMotion: Bool
  ) -> PasscodeFlow.Start? {
    guard let request = flows[id], let read = request.read else { return nil }
    return request.flow.start(
      status: read.map(\.status), lock: lock,
      biometrics: request.options.availability(
        (try? read.get().biometrics) ?? .unavailable(.notEnabled)),
      reduceMotion: reduceMotion)
  }

  /// Whether an interactive window is active: the user is looking at the app.
  var isActiveInForeground: Bool {
    scenes.values.contains { $0.role == .interactive && $0.lifecycle.activity == .active }
  }

  /// Whether the phone is locked and its lock locks the app (APP-1).
  var phoneLockHolds: Bool { phoneLockLocks && !protectedDataAvailable }

  /// Whether the idle timer runs now.
  var isIdleTimerArmed: Bool {
    guard idle != nil, !isLocked, case .set = knowledge, promptsUp == 0, isInForeground else {
      return false
    }
    return !flows.values.contains { $0.phase == .onScreen }
  }
}

extension AppLock {
  /// Checks the runtime's invariants; tests call it after every event.
  func assertInvariants() {
    if let broken = invariantViolations().first { preconditionFailure(broken) }
  }

  /// The invariants that do not hold now (none, after every event): for tests that report
  /// rather than stop, such as the random days.
  func invariantViolations() -> [String] {
    var broken: [String] = []
    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { broken.append(message()) }
    }
    for (id, state) in scenes {
      let wantsLock =
        state.isProtected && state.role == .interactive && isLocked && knowledge.allowsLockScreen
      require(wantsLock == (state.lockGeneration != nil), "\(id): the lock is up iff wanted")
      require(
        state.lockGeneration != nil || !state.isLockInstalled, "\(id): a screen needs its window")
      require(
        lockReads[id] == nil || (state.lockGeneration != nil && !state.isLockInstalled),
        "\(id): only a lock window without its screen waits for a read")
      require(
        state.role == .interactive || state.lockGeneration == nil,
        "\(id): an external display never gets a keypad")
      require(
        !state.lockShowsFailure || state.isLockInstalled,
        "\(id): only an installed lock screen shows a failure")
      for (index, flow) in state.flowQueue.enumerated() {
        guard let request = flows[flow] else {
          broken.append("\(flow) is queued but unknown")
          continue
        }
        require(request.scene == id, "\(flow) is queued in its own scene")
        require(index == 0 || request.phase == .waiting, "\(flow): only the first flow starts")
      }
      require(Set(state.flowQueue).count == state.flowQueue.count, "\(id): queued once")
    }
    for (id, request) in flows {
      require(
        scenes[request.scene]?.flowQueue.contains(id) == true, "\(id) is in its scene's queue")
    }
    for id in flowReads.keys {
      require(flows[id]?.phase == .starting, "\(id): only a starting flow waits for a read")
    }
    for id in embeddedReads.keys {
      require(embeddedFlows[id]?.phase == .starting, "\(id): only a starting flow waits for a read")
    }
    for id in embeddedFlows.keys {
      require(flows[id] == nil && unlocks[id] == nil, "\(id): embedded, or in a window, not both")
    }
    for (id, scene) in unlocks {
      require(scenes[scene] != nil, "\(id) waits in a scene that exists")
    }
    if knowledge == .notSet {
      require(!isLocked, "nothing is locked without a passcode")
      require(unlocks.isEmpty, "no unlock waits without a passcode")
    }
    require(installCheck == .done || knowledgeRead == nil, "no read before the check")
    require(promptsUp >= 0, "prompts are counted")
    require(appliedRead <= lastRead, "only reads asked for are applied")
    require(keyExpiry == nil || !isLocked, "a deadline for the key only while unlocked")
    return broken
  }
}

/// The app lock's state, as an app observes it (`PasscodeKit.lockState`, `lockStates()`).
///
/// This enumeration is complete.
public enum AppLockState: Hashable, Sendable {
  /// The status is not known yet: the content is covered.
  case unknown
  /// No passcode is set: nothing is locked.
  case noPasscode
  /// The content is locked.
  case locked
  /// The content is unlocked.
  case unlocked
}
