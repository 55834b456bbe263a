import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// A seeded random number generator (SplitMix64): the same seed gives the same day.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One thing that happens in a phone's day, as the test generates it: each carries the random
/// numbers it needs and reads them against the state it meets (a step that does not apply then
/// does nothing), so that a day shrinks by dropping steps.
enum DayStep: Equatable, CustomStringConvertible {
  case connect(UInt8)
  case protect(UInt8)
  case disconnect(UInt8)
  case activity(UInt8, SceneLifecycle.Activity)
  case lockPhone(notice: Notice)
  case unlockPhone(notice: Notice)
  case deliverNotice
  case openApp(UInt8)
  case pass(seconds: UInt16)
  case reboot
  case clockTrusted(Bool)
  case answerRead(UInt8, twice: Bool)
  case finishInstallCheck(newInstall: Bool)
  case typeCode(UInt8, late: Bool)
  case deliverLate
  case unlockRequest(UInt8)
  case flowRequest(UInt8, FlowKind)
  case finishFlow(UInt8, completed: Bool)
  case cancelFlow(UInt8)
  case cancelUnlock(UInt8)
  case lockNow
  case touch
  case prompt(up: Bool)
  case grace(seconds: UInt16)
  case idle(seconds: UInt16?)
  case phoneLockLocks(Bool)
  case replaceStore(withPasscode: Bool)
  case storeFault(StoreFault)
  case askForKey
  case eraseData(UInt8)
  case signIn(UInt8, succeeded: Bool)
  case backgroundTimeEnds
  case leaveAll
  /// The app shows a flow in its own navigation, in a scene's window (APP-9).
  case embed(UInt8, FlowKind)
  case finishEmbedded(UInt8, completed: Bool)
  /// Back, a pop, the view gone.
  case cancelEmbedded(UInt8)

  /// How a protected-data notification arrives.
  enum Notice: Equatable { case now, late, lost }
  /// A flow the app asks for.
  enum FlowKind: Equatable { case check, create, change, remove }
  /// How the store answers reads.
  enum StoreFault: Equatable {
    case healthy
    /// -25308: the Keychain refuses while the phone is locked.
    case temporary
    /// A read failure that is not temporary.
    case unreadable
    /// The store is damaged for good.
    case damaged
  }

  var description: String {
    switch self {
    case .connect(let s): ".connect(\(s))"
    case .protect(let s): ".protect(\(s))"
    case .disconnect(let s): ".disconnect(\(s))"
    case .activity(let s, let a): ".activity(\(s), .\(a))"
    case .lockPhone(let n): ".lockPhone(notice: .\(n))"
    case .unlockPhone(let n): ".unlockPhone(notice: .\(n))"
    case .deliverNotice: ".deliverNotice"
    case .openApp(let s): ".openApp(\(s))"
    case .pass(let seconds): ".pass(seconds: \(seconds))"
    case .reboot: ".reboot"
    case .clockTrusted(let t): ".clockTrusted(\(t))"
    case .answerRead(let r, let twice): ".answerRead(\(r), twice: \(twice))"
    case .finishInstallCheck(let n): ".finishInstallCheck(newInstall: \(n))"
    case .typeCode(let s, let late): ".typeCode(\(s), late: \(late))"
    case .deliverLate: ".deliverLate"
    case .unlockRequest(let s): ".unlockRequest(\(s))"
    case .flowRequest(let s, let k): ".flowRequest(\(s), .\(k))"
    case .finishFlow(let f, let c): ".finishFlow(\(f), completed: \(c))"
    case .cancelFlow(let f): ".cancelFlow(\(f))"
    case .cancelUnlock(let u): ".cancelUnlock(\(u))"
    case .lockNow: ".lockNow"
    case .touch: ".touch"
    case .prompt(let up): ".prompt(up: \(up))"
    case .grace(let seconds): ".grace(seconds: \(seconds))"
    case .idle(let seconds): ".idle(seconds: \(seconds.map(String.init) ?? "nil"))"
    case .phoneLockLocks(let l): ".phoneLockLocks(\(l))"
    case .replaceStore(let p): ".replaceStore(withPasscode: \(p))"
    case .storeFault(let f): ".storeFault(.\(f))"
    case .askForKey: ".askForKey"
    case .eraseData(let s): ".eraseData(\(s))"
    case .signIn(let s, let ok): ".signIn(\(s), succeeded: \(ok))"
    case .backgroundTimeEnds: ".backgroundTimeEnds"
    case .leaveAll: ".leaveAll"
    case .embed(let s, let kind): ".embed(\(s), .\(kind))"
    case .finishEmbedded(let p, let ok): ".finishEmbedded(\(p), completed: \(ok))"
    case .cancelEmbedded(let p): ".cancelEmbedded(\(p))"
    }
  }

  /// A random step of a calm day: the user unlocks, leaves, locks the phone, comes back, as a
  /// phone is mostly used — where the time away, the phone's lock and iOS's suspension meet.
  static func calm(using rng: inout SeededGenerator) -> DayStep {
    let scene = UInt8.random(in: 0..<2, using: &rng)
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<4: return .connect(scene)
    case 4..<8: return .protect(scene)
    case 8..<18: return .answerRead(UInt8.random(in: 0..<255, using: &rng), twice: false)
    case 18..<20: return .finishInstallCheck(newInstall: false)
    case 20..<34: return .typeCode(scene, late: Int.random(in: 0..<6, using: &rng) == 0)
    case 34..<44: return .leaveAll
    case 44..<54: return .openApp(scene)
    case 54..<62: return .lockPhone(notice: [.now, .late, .lost].randomElement(using: &rng)!)
    case 62..<70: return .unlockPhone(notice: [.now, .late].randomElement(using: &rng)!)
    case 70..<76: return .backgroundTimeEnds
    case 76..<84: return .pass(seconds: [2, 5, 9, 30, 61].randomElement(using: &rng)!)
    case 84..<90: return .askForKey
    case 90..<93: return .deliverLate
    case 93..<96: return .deliverNotice
    case 96..<98: return .flowRequest(scene, .check)
    default: return .finishFlow(UInt8.random(in: 0..<255, using: &rng), completed: true)
    }
  }

  /// A random step.
  static func random(using rng: inout SeededGenerator) -> DayStep {
    let scene = UInt8.random(in: 0..<3, using: &rng)
    let pick = UInt8.random(in: 0..<255, using: &rng)
    func notice() -> Notice {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: .lost
      case 1, 2: .late
      default: .now
      }
    }
    switch Int.random(in: 0..<104, using: &rng) {
    case 100..<102:
      return .embed(scene, [.create, .change, .remove].randomElement(using: &rng)!)
    case 102..<103: return .finishEmbedded(pick, completed: Int.random(in: 0..<4, using: &rng) != 0)
    case 103..<104: return .cancelEmbedded(pick)
    case 0..<3: return .connect(scene)
    case 3..<6: return .protect(scene)
    case 6..<7: return .disconnect(scene)
    case 7..<17:
      return .activity(scene, SceneLifecycle.Activity.allCases.randomElement(using: &rng)!)
    case 17..<20: return .lockPhone(notice: notice())
    case 20..<24: return .unlockPhone(notice: notice())
    case 24..<26: return .deliverNotice
    case 26..<34: return .openApp(scene)
    case 34..<42:
      let long = Bool.random(using: &rng)
      return .pass(seconds: long ? UInt16.random(in: 30..<900, using: &rng) : UInt16(pick % 30))
    case 42..<43: return .reboot
    case 43..<44: return .clockTrusted(Int.random(in: 0..<3, using: &rng) != 0)
    case 44..<54: return .answerRead(pick, twice: Int.random(in: 0..<10, using: &rng) == 0)
    case 54..<56: return .finishInstallCheck(newInstall: Int.random(in: 0..<12, using: &rng) == 0)
    case 56..<68: return .typeCode(scene, late: Int.random(in: 0..<4, using: &rng) == 0)
    case 68..<70: return .deliverLate
    case 70..<72: return .unlockRequest(scene)
    case 72..<75:
      let kinds: [FlowKind] = [.check, .check, .create, .change, .remove]
      return .flowRequest(scene, kinds.randomElement(using: &rng)!)
    case 75..<80: return .finishFlow(pick, completed: Int.random(in: 0..<4, using: &rng) != 0)
    case 80..<81: return .cancelFlow(pick)
    case 81..<82: return .cancelUnlock(pick)
    case 82..<84: return .lockNow
    case 84..<85: return .touch
    case 85..<86: return .prompt(up: Bool.random(using: &rng))
    case 86..<87: return .grace(seconds: [0, 0, 10, 60, 300].randomElement(using: &rng)!)
    case 87..<88: return .idle(seconds: [nil, 60, 120].randomElement(using: &rng)!)
    case 88..<89: return .phoneLockLocks(Int.random(in: 0..<4, using: &rng) != 0)
    case 89..<90: return .replaceStore(withPasscode: Bool.random(using: &rng))
    case 90..<92:
      let faults: [StoreFault] = [.healthy, .healthy, .healthy, .temporary, .unreadable, .damaged]
      return .storeFault(faults.randomElement(using: &rng)!)
    case 92..<94: return .askForKey
    case 94..<95: return .signIn(scene, succeeded: Int.random(in: 0..<4, using: &rng) != 0)
    case 95..<97: return .finishInstallCheck(newInstall: false)
    case 97..<98: return .backgroundTimeEnds
    default: return .eraseData(scene)
    }
  }
}

/// A phone running an app with the app lock, as ``AppLock`` sees it: scenes, the phone's own
/// lock, the boot clock, the store's answers, the screens, the timers — and the data key, as
/// the engine keeps it. Each step becomes events; after every event every rule is checked.
struct RandomDay {
  typealias Effect = AppLock.Effect

  var lock: AppLock
  /// What broke a rule, if anything did.
  var violation: String?

  // The phone.
  var phoneLocked = false
  var pendingNotice: Bool?
  var now = BootInstant(bootID: "day-1", nanoseconds: 1_000_000_000_000)
  var boots = 1
  var clockTrusted = true
  var connected: [UInt8: AppLock.SceneID] = [:]
  var nextScene: UInt64 = 0

  // The store.
  var passcodeSet: Bool {
    // With no passcode there is nothing for the phone's lock to keep locked.
    didSet { if !passcodeSet { phoneLockUnproven = false } }
  }
  var fault = DayStep.StoreFault.healthy
  var storeGeneration = 0
  var checksOfStore: [Int: Int] = [:]

  // What the runtime asked for and waits for.
  var pendingReads: [AppLock.ReadID] = []
  var answeredReads: [AppLock.ReadID] = []
  var installCheckPending = false
  var lockScreens: [AppLock.SceneID: (generation: Int, usable: Bool)] = [:]
  var flowsOnScreen: [AppLock.RequestID: PasscodeFlow] = [:]
  /// The embedded flows whose screen is in the app's view.
  var embeddedOnScreen: [AppLock.RequestID: PasscodeFlow] = [:]
  /// The lock state after the last event (APP-9).
  var lastLockState = AppLockState.unknown
  var waitingUnlocks: Set<AppLock.RequestID> = []
  var waitingFlows: Set<AppLock.RequestID> = []
  var requests: [AppLock.RequestID: PasscodeFlow] = [:]
  var nextRequest: UInt64 = 0
  var late: [AppLock.Event] = []
  var lateGeneration: [Int] = []
  var lateEpoch: [Int] = []
  /// How many deadlines the engine's gate had been given when each late check began.
  var lateDeadlines: [Int] = []
  /// How many deadlines the engine's gate was given (the engine's `deadlineGeneration`).
  var deadlinesSet = 0
  /// How many times protected data went away (the phone's lock took effect).
  var phoneLockEpoch = 0
  var timers: [(due: BootInstant, event: AppLock.Event)] = []
  /// Whether the read being answered was answered before (a fault arriving twice).
  var secondAnswer = false

  /// Whether the app holds background time (awake while away).
  var backgroundTimeHeld = false
  /// Whether iOS took the background time back since the app was last in the foreground.
  var backgroundTimeSpent = false
  /// Whether the phone locked (with the app lock following it) since the user last proved who
  /// they are: the app must not be found unlocked in the foreground then (APP-1).
  var phoneLockUnproven = false
  var launchChecks = 0
  var movesTold = 0
  /// Whether the user just confirmed "Forgot passcode?" on the app lock's own screen.
  var resetAllowed = false

  // The data key, as the engine keeps it.
  var keyInMemory = false
  var keyGateClosed = false
  var keyDeadline: BootInstant?
  var keyGeneration = 0

  init(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    passcodeSet = Int.random(in: 0..<5, using: &rng) != 0
    lock = AppLock(
      gracePeriod: .seconds([0, 0, 10, 60].randomElement(using: &rng)!),
      idleTimeout: Bool.random(using: &rng) ? nil : .seconds(120),
      protectedDataAvailable: Int.random(in: 0..<5, using: &rng) != 0,
      checksInstall: Bool.random(using: &rng),
      locksWhenPhoneLocks: Int.random(in: 0..<5, using: &rng) != 0)
    phoneLocked = !lock.protectedDataAvailable
    lock.settings.offersFallback = Bool.random(using: &rng)
    lock.settings.fallbackSuccess = Bool.random(using: &rng) ? .unlock : .resetPasscode
  }

  // MARK: - Steps

  mutating func run(_ step: DayStep) {
    guard violation == nil else { return }
    switch step {
    case .connect(let index):
      guard connected[index] == nil else { return }
      nextScene += 1
      let id = AppLock.SceneID(nextScene)
      connected[index] = id
      let role: AppLock.Role = index == 2 && nextScene % 2 == 0 ? .externalDisplay : .interactive
      let activity: SceneLifecycle.Activity = phoneLocked ? .background : .active
      send(.sceneConnected(id, role: role, activity: activity, at: reading()))
    case .protect(let index):
      guard let id = connected[index] else { return }
      send(.sceneProtected(id, at: reading()))
    case .disconnect(let index):
      guard let id = connected.removeValue(forKey: index) else { return }
      lockScreens[id] = nil
      send(.sceneDisconnected(id, at: reading()))
    case .activity(let index, let activity):
      guard let id = connected[index] else { return }
      // A locked phone shows no app: nothing comes to the foreground.
      if phoneLocked, activity != .background { return }
      move(id, to: activity)
    case .lockPhone(let notice):
      guard !phoneLocked else { return }
      phoneLocked = true
      for id in connected.values.sorted() { move(id, to: .background) }
      finishBeforeSuspension()
      if isSuspended {
        // A suspended app is told nothing; protected data does go away meanwhile.
        pendingNotice = nil
        dataWentAway()
      } else {
        // Awake, a notice lost is found by the facade's poll a few seconds later: late.
        notify(available: false, notice == .lost ? .late : notice)
      }
    case .unlockPhone(let notice):
      guard phoneLocked else { return }
      phoneLocked = false
      // Unlocked before its notice came: protected data never went away.
      if pendingNotice == false { pendingNotice = nil }
      notify(available: true, isSuspended ? .lost : notice)
    case .backgroundTimeEnds:
      guard backgroundTimeHeld else { return }
      backgroundTimeHeld = false
      backgroundTimeSpent = true
      send(.backgroundTimeEnded)
      finishBeforeSuspension()
    case .deliverNotice:
      guard !isSuspended, let available = pendingNotice else { return }
      pendingNotice = nil
      if !available { dataWentAway() }
      send(.protectedDataChanged(available: available))
    case .embed(let index, let kind):
      let flow: PasscodeFlow =
        switch kind {
        case .check, .create: PasscodeFlow(.create)
        case .change: PasscodeFlow(.change)
        case .remove: PasscodeFlow(.remove)
        }
      let request = newRequest(flow)
      waitingFlows.insert(request)
      send(.embeddedFlowRequested(request, flow))
      if let id = connected[index] { send(.embeddedFlowMoved(request, to: id)) }
    case .finishEmbedded(let pick, let completed):
      finishEmbedded(pick, completed: completed)
    case .cancelEmbedded(let pick):
      let waiting = waitingFlows.sorted().filter { lock.embeddedFlows[$0] != nil }
      guard !waiting.isEmpty else { return }
      send(.flowCancelled(waiting[Int(pick) % waiting.count]))
    case .leaveAll:
      // The user goes to the home screen: every window goes to the background.
      for id in connected.values.sorted() { move(id, to: .background) }
      finishBeforeSuspension()
    case .openApp(let index):
      guard !phoneLocked, let id = connected[index] else { return }
      // The facade reads protected data again at every activity change.
      if lock.protectedDataAvailable != !phoneLocked {
        pendingNotice = nil
        send(.protectedDataChanged(available: !phoneLocked))
      }
      move(id, to: .inactive)
      move(id, to: .active)
    case .pass(let seconds):
      advance(by: .seconds(Int(seconds)))
    case .reboot:
      boots += 1
      now = BootInstant(bootID: "day-\(boots)", nanoseconds: 5_000_000_000)
    case .clockTrusted(let trusted):
      clockTrusted = trusted
    case .answerRead(let pick, let twice):
      if twice, !answeredReads.isEmpty {
        let id = answeredReads[Int(pick) % answeredReads.count]
        secondAnswer = true
        send(.statusRead(id, readResult()))
        secondAnswer = false
        return
      }
      guard !pendingReads.isEmpty else { return }
      let id = pendingReads.remove(at: Int(pick) % pendingReads.count)
      answeredReads.append(id)
      send(.statusRead(id, readResult()))
    case .finishInstallCheck(let newInstall):
      guard installCheckPending else { return }
      installCheckPending = false
      // A new installation proven (its marker absent, with protected data): the store an
      // earlier one left is erased.
      if newInstall, !phoneLocked { passcodeSet = false }
      send(.installChecked())
    case .typeCode(let index, let isLate):
      typeCode(index, late: isLate)
    case .deliverLate:
      deliverLate()
    case .unlockRequest(let index):
      guard let id = connected[index] else { return }
      let request = newRequest(PasscodeFlow.appLock(offersFallback: false))
      waitingUnlocks.insert(request)
      send(.unlockRequested(request, in: id))
    case .flowRequest(let index, let kind):
      guard let id = connected[index] else { return }
      let flow: PasscodeFlow =
        switch kind {
        case .check: PasscodeCheck().flow
        case .create: PasscodeFlow(.create)
        case .change: PasscodeFlow(.change)
        case .remove: PasscodeFlow(.remove)
        }
      let request = newRequest(flow)
      waitingFlows.insert(request)
      send(.flowRequested(request, flow, in: id))
    case .finishFlow(let pick, let completed):
      finishFlow(pick, completed: completed)
    case .cancelFlow(let pick):
      let waiting = waitingFlows.sorted()
      guard !waiting.isEmpty else { return }
      send(.flowCancelled(waiting[Int(pick) % waiting.count]))
    case .cancelUnlock(let pick):
      let waiting = waitingUnlocks.sorted()
      guard !waiting.isEmpty else { return }
      send(.unlockCancelled(waiting[Int(pick) % waiting.count]))
    case .lockNow:
      send(.lockRequested)
    case .touch:
      send(.userActivity(at: reading()))
    case .prompt(let up):
      send(.promptChanged(isUp: up))
    case .grace(let seconds):
      lock.gracePeriod = .seconds(Int(seconds))
      send(.clockRead(at: reading()))
    case .idle(let seconds):
      lock.idleTimeout = seconds.map { .seconds(Int($0)) }
      send(.clockRead(at: reading()))
    case .phoneLockLocks(let locks):
      lock.locksWhenPhoneLocks = locks
      if !locks { phoneLockUnproven = false }
      send(.clockRead(at: reading()))
    case .replaceStore(let withPasscode):
      passcodeSet = withPasscode
      storeGeneration += 1
      fault = .healthy
      // A new lock over the new store: nothing in memory.
      keyInMemory = false
      keyGateClosed = false
      keyDeadline = nil
      late = []
      lateGeneration = []
      lateEpoch = []
      lateDeadlines = []
      send(.storeReplaced)
    case .storeFault(let fault):
      self.fault = fault
    case .askForKey:
      // Background code (or the app) asks: the facade reads protected data and the clock first.
      if lock.protectedDataAvailable != !phoneLocked {
        pendingNotice = nil
        if phoneLocked { dataWentAway() }
        send(.protectedDataChanged(available: !phoneLocked))
      }
      send(.clockRead(at: reading()))
      // Then the engine's gate answers: a passed deadline, or the phone's lock, closes it and
      // zeroes the key; a check begun before opens nothing.
      let deadlinePassed = keyDeadline.map { !isWithin($0) } ?? false
      if keyInMemory, !keyGateClosed,
        deadlinePassed || (phoneLocked && lock.locksWhenPhoneLocks)
      {
        keyInMemory = false
        keyGateClosed = true
        keyDeadline = nil
        keyGeneration += 1
      }
    case .signIn(let index, let succeeded):
      // The host's fallback (an account sign-in) on the app lock's screen.
      guard lock.settings.offersFallback, let id = connected[index], let screen = lockScreens[id],
        !phoneLocked, lock.scenes[id]?.lifecycle.activity == .active
      else { return }
      guard succeeded else { return }
      phoneLockUnproven = false
      resetAllowed = lock.settings.fallbackSuccess == .resetPasscode
      send(.lockScreenEnded(id, generation: screen.generation, .fallbackSucceeded))
      resetAllowed = false
    case .eraseData(let index):
      // The user confirms Erase Data on a damaged or permanently locked lock screen.
      guard let id = connected[index], let screen = lockScreens[id], fault == .damaged,
        lock.scenes[id]?.lifecycle.activity == .active
      else { return }
      passcodeSet = false
      fault = .healthy
      storeGeneration += 1
      keyInMemory = false
      send(.lockScreenEnded(id, generation: screen.generation, .erased))
    }
  }

  /// A check under way finishes: iOS lets the app finish its work before it suspends it (a
  /// check takes a fraction of a second), and runs nothing while it is suspended.
  private mutating func deliverLate() {
    guard !late.isEmpty, !isSuspended else { return }

    let event = late.removeFirst()
    let generation = lateGeneration.removeFirst()
    let epoch = lateEpoch.removeFirst()
    let deadlineSeen = lateDeadlines.removeFirst()
    // The engine opens the key only for a check that began after the last lock.
    if generation == keyGeneration { releaseKey(deadlineSeen: deadlineSeen) }
    // A code typed after the phone's last lock proves who the user is.
    if epoch == phoneLockEpoch { phoneLockUnproven = false }
    send(event)
  }

  /// Whatever was under way finishes before iOS suspends the app.
  private mutating func finishBeforeSuspension() {
    guard isSuspended else { return }
    while !late.isEmpty, violation == nil {
      let event = late.removeFirst()
      let generation = lateGeneration.removeFirst()
      let epoch = lateEpoch.removeFirst()
      let deadlineSeen = lateDeadlines.removeFirst()
      if generation == keyGeneration { releaseKey(deadlineSeen: deadlineSeen) }
      if epoch == phoneLockEpoch { phoneLockUnproven = false }
      send(event)
    }
  }

  private mutating func move(_ id: AppLock.SceneID, to activity: SceneLifecycle.Activity) {
    guard lock.scenes[id]?.lifecycle.activity != activity else { return }
    if activity != .background { backgroundTimeSpent = false }
    send(.activityChanged(id, activity, at: reading()))
  }

  /// Protected data went away for real (the phone stayed locked for its ten seconds): from
  /// now on the app must not be found unlocked in the foreground until a new proof (APP-1).
  private mutating func dataWentAway() {
    phoneLockEpoch += 1
    if lock.locksWhenPhoneLocks, passcodeSet { phoneLockUnproven = true }
  }

  private mutating func notify(available: Bool, _ notice: DayStep.Notice) {
    switch notice {
    case .now:
      pendingNotice = nil
      if !available { dataWentAway() }
      send(.protectedDataChanged(available: available))
    case .late: pendingNotice = available
    case .lost: pendingNotice = nil
    }
  }

  private mutating func advance(by duration: Duration) {
    now = now.advanced(by: duration)
    // Timers fire while the app runs (in the background too, for this model).
    while let index = timers.indices.min(by: {
      timers[$0].due.nanoseconds < timers[$1].due.nanoseconds
    }),
      timers[index].due.bootID != now.bootID || timers[index].due.nanoseconds <= now.nanoseconds
    {
      let timer = timers.remove(at: index)
      switch timer.event {
      case .idleCheck(let token, _): send(.idleCheck(token: token, at: reading()))
      case .clockRead: send(.clockRead(at: reading()))
      default: send(timer.event)
      }
      guard violation == nil else { return }
    }
  }

  private mutating func typeCode(_ index: UInt8, late isLate: Bool) {
    guard let id = connected[index], let screen = lockScreens[id], screen.usable,
      passcodeSet, fault == .healthy, !phoneLocked,
      lock.scenes[id]?.lifecycle.activity == .active, lock.holdsFocus(.lockScreen, in: id)
    else { return }
    let event = AppLock.Event.lockScreenEnded(id, generation: screen.generation, .completed)
    if isLate {
      // The check is under way; its answer comes later, maybe after the phone locked.
      late.append(event)
      lateGeneration.append(keyGeneration)
      lateEpoch.append(phoneLockEpoch)
      lateDeadlines.append(deadlinesSet)
      return
    }
    releaseKey()
    send(event)
  }

  private mutating func finishFlow(_ pick: UInt8, completed: Bool) {
    let onScreen = flowsOnScreen.keys.sorted()
    guard !onScreen.isEmpty else { return }
    let id = onScreen[Int(pick) % onScreen.count]
    guard let flow = flowsOnScreen[id], let request = lock.flows[id],
      lock.scenes[request.scene]?.lifecycle.activity == .active
    else { return }
    guard completed, fault == .healthy, !phoneLocked else {
      send(.flowEnded(id, .cancelled))
      return
    }
    switch flow.mode {
    case .unlock: releaseKey()
    case .create:
      passcodeSet = true
      releaseKey()
    case .change: releaseKey()
    case .remove: passcodeSet = false
    }
    send(.flowEnded(id, .completed))
    if flow.mode == .create { send(.statusChanged(.success(status()))) }
  }

  /// The user finishes an embedded flow they can see and type on: its scene active, nothing
  /// of the runtime's over it.
  private mutating func finishEmbedded(_ pick: UInt8, completed: Bool) {
    let onScreen = embeddedOnScreen.keys.sorted()
    guard !onScreen.isEmpty else { return }
    let id = onScreen[Int(pick) % onScreen.count]
    guard let flow = embeddedOnScreen[id], lock.embeddedHoldsFocus(id),
      let scene = lock.embeddedFlows[id]?.scene,
      lock.scenes[scene]?.lifecycle.activity == .active
    else { return }
    guard completed, fault == .healthy, !phoneLocked else {
      send(.flowEnded(id, .cancelled))
      return
    }
    switch flow.mode {
    case .unlock, .change: releaseKey()
    case .create:
      passcodeSet = true
      releaseKey()
    case .remove: passcodeSet = false
    }
    send(.flowEnded(id, .completed))
    if flow.mode == .create { send(.statusChanged(.success(status()))) }
  }

  /// Whether iOS would have suspended the app: no window in the foreground, no background time.
  var isSuspended: Bool { !lock.isAppInForeground && !backgroundTimeHeld }

  /// A success the engine answers: the key is in memory and handed out.
  ///
  /// The engine's gate: a deadline still to come stays; a passed one is lifted only by a check
  /// that began under it (`deadlineSeen`, the deadlines set when it began; a check that begins
  /// and ends at once saw them all). A passed deadline that someone asked past had closed the
  /// gate already (`.askForKey`), and the check that began before that opens nothing.
  private mutating func releaseKey(deadlineSeen: Int? = nil) {
    phoneLockUnproven = false
    guard passcodeSet else { return }
    keyInMemory = true
    if let deadline = keyDeadline, (deadlineSeen ?? deadlinesSet) == deadlinesSet,
      !isWithin(deadline)
    {
      keyDeadline = nil
    }
    keyGateClosed = false
  }

  private func isWithin(_ deadline: BootInstant) -> Bool {
    let reading = reading()
    return reading.isTrusted && deadline.isTrusted && reading.bootID == deadline.bootID
      && reading.nanoseconds <= deadline.nanoseconds
  }

  private mutating func newRequest(_ flow: PasscodeFlow) -> AppLock.RequestID {
    nextRequest += 1
    let id = AppLock.RequestID(nextRequest)
    requests[id] = flow
    return id
  }

  private func reading() -> BootInstant { clockTrusted ? now : .untrusted }

  private func status() -> PasscodeStatus {
    PasscodeStatus(
      isSet: passcodeSet, format: .default, failures: 0, maxFailures: 10,
      lockoutRemaining: .zero, isPermanentlyLocked: false)
  }

  private func readResult() -> Result<AppLock.Snapshot, StoreError> {
    // A Secure Enclave key refuses while the phone is locked, which the engine reports as an
    // unusable key (damage) — a moment's refusal, not damage.
    if phoneLocked, passcodeSet { return .failure(.damaged(.deviceKey(.unusable))) }
    switch fault {
    case .healthy:
      return .success(
        AppLock.Snapshot(
          status: status(),
          biometrics: passcodeSet ? .unavailable(.notEnabled) : .unavailable(.passcodeNotSet)))
    case .temporary:
      return .failure(.readFailed(.keychain(status: StoreError.interactionNotAllowed)))
    case .unreadable: return .failure(.readFailed(.keychain(status: -34018)))
    case .damaged: return .failure(.damaged(.pepperCheckFailed))
    }
  }

  // MARK: - Events and effects

  mutating func send(_ event: AppLock.Event) {
    guard violation == nil else { return }
    let effects = lock.handle(event)
    if let broken = lock.invariantViolations().first {
      fail("invariant: \(broken)")
      return
    }
    for effect in effects { perform(effect) }
    check(after: event, effects: effects)
    flush()
  }

  /// Whether the app was told the lock screen is up (APP-8).
  var lockScreenTold = false

  private mutating func perform(_ effect: Effect) {
    switch effect {
    case .lockScreenEvent(.willPresent):
      if lockScreenTold { fail("APP-8: told the lock screen goes up while it is up") }
      lockScreenTold = true
    case .lockScreenEvent(.willClose):
      if !lockScreenTold { fail("APP-8: told the lock screen goes down while it is down") }
      lockScreenTold = false
    case .lockScreenEvent(.didUnlock):
      if !lockScreenTold { fail("APP-8: told of an unlock with no lock screen up") }
    case .lockScreenEvent:
      fail("APP-8: a lock screen event the day does not know")
    case .checkInstall(let atLaunch):
      installCheckPending = true
      if atLaunch {
        launchChecks += 1
        if launchChecks > 1 { fail("APP-5: the launch check ran twice in one process") }
      }
      checksOfStore[storeGeneration, default: 0] += 1
      if !lock.protectedDataAvailable {
        fail("the check for a new installation ran without protected data")
      }
    case .readStatus(let id): pendingReads.append(id)
    case .presentLock: break
    case .installLockScreen(let scene, let generation, let read):
      let usable: Bool =
        switch read {
        case .success(let snapshot): snapshot.status.isSet
        case .failure: false
        }
      lockScreens[scene] = (generation, usable)
    case .dismissLock(let scene): lockScreens[scene] = nil
    case .startFlow(let id, _, let flow, let read):
      let start = flow.start(
        status: read.map(\.status), lock: PasscodeConfiguration(),
        biometrics: .unavailable(.notEnabled), reduceMotion: false)
      sendLater(.flowStarted(id, start))
    case .presentFlow(let id, _, _): flowsOnScreen[id] = requests[id]
    case .startEmbeddedFlow(let id, let flow, let read):
      let start = flow.start(
        status: read.map(\.status), lock: PasscodeConfiguration(),
        biometrics: .unavailable(.notEnabled), reduceMotion: false)
      sendLater(.flowStarted(id, start))
    case .presentEmbeddedFlow(let id, _): embeddedOnScreen[id] = requests[id]
    case .embeddedScreen: break
    case .interruptEmbeddedFlow(let id): sendLater(.flowCancelled(id))
    case .dismissFlow(let id, _): flowsOnScreen[id] = nil
    case .resumeUnlock(let id, _):
      if waitingUnlocks.remove(id) == nil { fail("\(id) answered twice, or never asked") }
    case .resumeFlow(let id, _):
      flowsOnScreen[id] = nil
      embeddedOnScreen[id] = nil
      if waitingFlows.remove(id) == nil { fail("\(id) answered twice, or never asked") }
    case .storeDamaged:
      if fault != .damaged { fail("the host was told of damage the store does not have") }
    case .scheduleIdleCheck(let token, let delay):
      timers.append((now.advanced(by: delay), .idleCheck(token: token, at: now)))
    case .scheduleRetry(let token, let delay):
      timers.append((now.advanced(by: delay), .retry(token: token)))
    case .scheduleGraceCheck(let delay):
      timers.append((now.advanced(by: delay), .clockRead(at: now)))
    case .revokeDataKey:
      keyInMemory = false
      keyGateClosed = true
      keyDeadline = nil
      keyGeneration += 1
    case .expireDataKey(let deadline):
      keyDeadline = deadline
      if deadline != nil { deadlinesSet += 1 }
    case .holdBackgroundTime(let hold):
      // iOS gives no more background time once it took it back, until the app returns.
      backgroundTimeHeld = hold && !backgroundTimeSpent
    case .resetPasscode(let scene):
      // "Forgot passcode?" after the host's sign-in on the app lock's own screen.
      if lock.scenes[scene] == nil { break }
      if !resetAllowed { fail("APP-5: a reset nobody confirmed (the fallback's own setting)") }
      passcodeSet = false
      keyInMemory = false
      keyGateClosed = true
      storeGeneration += 1
      sendLater(.passcodeReset(scene, succeeded: true))
    case .offerNewPasscode(let scene):
      let request = newRequest(PasscodeFlow(.create))
      waitingFlows.insert(request)
      sendLater(.flowRequested(request, PasscodeFlow(.create), in: scene))
    case .tellMovedToNewDevice:
      movesTold += 1
    case .showCover, .hideCover, .endEditing, .screen, .lockStateChanged, .markInstallation,
      .followUp:
      break
    }
  }

  private var queued: [AppLock.Event] = []

  /// The driver sends what an effect decides (a flow's start) at once, after the effects.
  private mutating func sendLater(_ event: AppLock.Event) {
    queued.append(event)
  }

  private mutating func flush() {
    while !queued.isEmpty, violation == nil {
      let event = queued.removeFirst()
      send(event)
    }
  }

  /// Whether the engine hands the key out now.
  var keyGiven: Bool {
    guard keyInMemory, !keyGateClosed else { return false }
    // The lock asks the phone itself (the canary), unless the app opted out.
    if phoneLocked, lock.locksWhenPhoneLocks { return false }
    guard let keyDeadline else { return true }
    return isWithin(keyDeadline)
  }

  private mutating func fail(_ message: String) {
    if violation == nil { violation = message }
  }

  // MARK: - The rules

  /// APP-8: the app hears the lock screen go up before its window does, every unlock on it with
  /// its method before it goes down, and its going down before its last window does.
  private mutating func checkToldLockScreen(after event: AppLock.Event, effects: [Effect]) {
    if lockScreenTold != lock.isLockScreenUp {
      fail(
        "APP-8: the app was told the lock screen is \(lockScreenTold ? "up" : "down") while it is not"
      )
    }
    func index(_ matches: (Effect) -> Bool) -> Int? { effects.firstIndex(where: matches) }
    let willPresent = index { $0 == .lockScreenEvent(.willPresent) }
    let willClose = index { $0 == .lockScreenEvent(.willClose) }
    let unlocked = index { if case .lockScreenEvent(.didUnlock) = $0 { true } else { false } }
    let present = index { if case .presentLock = $0 { true } else { false } }
    let dismiss = index { if case .dismissLock = $0 { true } else { false } }
    if let willPresent, let present, willPresent > present {
      fail("APP-8: the lock screen went up before the app was told")
    }
    if let willClose, let dismiss, willClose > dismiss {
      fail("APP-8: the lock screen went down before the app was told")
    }
    if let unlocked, let willClose, unlocked > willClose {
      fail("APP-8: the unlock was told after the lock screen went down")
    }
    if unlocked != nil, lock.isLocked { fail("APP-8: told of an unlock while locked") }
    if case .lockScreenEnded(_, _, let ending, let outcome) = event,
      UnlockMethod(ending, outcome: outcome) != nil,
      effects.contains(where: { if case .lockStateChanged(.unlocked) = $0 { true } else { false } }
      ),
      unlocked == nil
    {
      fail("APP-8: the app unlocked on its lock screen and was not told")
    }
  }

  private mutating func check(after event: AppLock.Event, effects: [Effect]) {
    let state = lock.lockState
    checkToldLockScreen(after: event, effects: effects)
    // APP-9: the lock going up ends every embedded flow, in the same event.
    if state == .locked, lastLockState != .locked,
      lock.embeddedFlows.values.contains(where: { $0.phase != .interrupted })
    {
      fail("APP-9: an embedded flow outlived the lock going up")
    }
    lastLockState = state
    // APP-7: an app that protects nothing reports no lock.
    if !lock.protectsApp, state == .locked { fail("APP-7: locked while protecting nothing") }
    // APP-1, against the phone itself: a phone locked since the user last proved who they are
    // never finds the app unlocked in the foreground, however the notices went.
    if phoneLockUnproven, lock.locksWhenPhoneLocks, lock.isActiveInForeground,
      lock.protectsApp, state == .unlocked, lock.knowledge.mayHavePasscode
    {
      fail("APP-1: back in the foreground unlocked after the phone locked")
    }
    // APP-1: the phone's lock locks the app and takes the key, at once.
    if lock.locksWhenPhoneLocks, !lock.protectedDataAvailable {
      if keyGiven { fail("APP-1: the key is handed out while the phone is locked") }
      if lock.knowledge.mayHavePasscode, !lock.isLocked {
        fail("APP-1: unlocked while the phone is locked")
      }
    }
    // APP-2: away longer than the grace period, locked as soon as anyone asks, and the key
    // refused even before anyone asks.
    if let left = lock.awaySince, passcodeSet {
      let away = reading().duration(since: left)
      let over = away.map { $0 > lock.gracePeriod } ?? true
      if over, keyGiven { fail("APP-2: the key is handed out past the grace period") }
      if over, case .clockRead = event, state == .unlocked, lock.protectsApp {
        fail("APP-2: unlocked when asked, away past the grace period")
      }
      let wentAway = lock.awaySince != nil && !lock.isInForeground
      if wentAway, lock.gracePeriod == .zero, away == .zero, lock.knowledge.mayHavePasscode,
        !lock.isLocked, lock.keyExpiry == nil, keyGiven
      {
        fail("APP-2: grace 0, away, and the key still handed out")
      }
    }
    // APP-3: out of the foreground, a key only within an unlocked app lock's grace period.
    if !lock.isAppInForeground, keyGiven, passcodeSet {
      let withinGrace = lock.protectsApp && !lock.isLocked && lock.keyExpiry != nil
      if !withinGrace { fail("APP-3: the key outlives the foreground") }
    }
    // DATA-2: a locked app hands out no key.
    if lock.isLocked, keyGiven, passcodeSet, lock.knowledge.mayHavePasscode {
      fail("DATA-2: the key is handed out while the app is locked")
    }
    // APP-4: nothing protected shows while the lock is locked or unknown.
    if state == .locked || state == .unknown {
      for (id, scene) in lock.scenes where scene.isProtected && scene.role == .interactive {
        if lock.knowledge.mayHavePasscode, !lock.hidesContent(of: id) {
          fail("APP-4: \(id) shows its content while \(state)")
        }
      }
    }
    // APP-5: one check for a new installation per store, only with protected data.
    if checksOfStore.values.contains(where: { $0 > 1 }) {
      fail("APP-5: the check for a new installation ran twice on one store")
    }
    // APP-6: damage is told only when it is real; a lock screen that shows a failure is
    // retried while the user looks at it.
    let failing = lock.scenes.contains { id, scene in
      scene.isProtected && scene.lockGeneration != nil && scene.lockShowsFailure
        && scene.lifecycle.activity == .active
    }
    if failing, !lock.retryScheduled, lock.knowledgeRead == nil, lock.installCheck == .done {
      fail("APP-6: a lock screen shows a failure and nothing will read the store again")
    }
    if case .statusRead(let id, .success) = event, id.rawValue == lock.appliedRead, !secondAnswer {
      for (scene, state) in lock.scenes where state.lockShowsFailure && state.isLockInstalled {
        fail("APP-6: \(scene) still shows a failure after a good read")
      }
    }
  }
}
