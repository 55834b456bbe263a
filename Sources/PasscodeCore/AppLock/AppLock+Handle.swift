extension AppLock {
  /// Something that happened to the app, one of its scenes, its store or its screens.
  public enum Event: Equatable, Sendable {
    /// A window scene connected (or was first used), with its role and activity, at this
    /// boot-clock reading (`nil`: unknown). It is not protected until ``sceneProtected(_:at:)``:
    /// flows run in it all the same.
    case sceneConnected(
      SceneID, role: Role, activity: SceneLifecycle.Activity, at: BootInstant? = nil)
    /// The app protects the scene: the app lock and the privacy cover (`protect(_:)`), at this
    /// boot-clock reading (`nil`: unknown). A scene protected in the foreground after the app
    /// was away longer than the grace period locks, like a return.
    case sceneProtected(SceneID, at: BootInstant? = nil)
    /// The scene disconnected, at this boot-clock reading (`nil`: unknown): its waiters end as
    /// cancelled.
    case sceneDisconnected(SceneID, at: BootInstant? = nil)
    /// A scene's activity changed, at this boot-clock reading (CLK-2).
    case activityChanged(SceneID, SceneLifecycle.Activity, at: BootInstant)
    /// Protected data became available (the device was unlocked) or unavailable (it locks):
    /// the phone's lock locks the app at once (APP-1).
    case protectedDataChanged(available: Bool)
    /// Someone asks about the app lock (its state, the data key) at this boot-clock reading,
    /// or the grace period's check is due (``Effect/scheduleGraceCheck(after:)``): a grace
    /// period that ran out while the app was away locks it now (APP-2).
    case clockRead(at: BootInstant)
    /// The platform stops running the app in the background (iOS's background time ran out;
    /// the app is about to be suspended): from now on it cannot see the phone lock, so an app
    /// away within its grace period locks now (APP-1) — unless it opted out.
    case backgroundTimeEnded
    /// The check for a new installation ended (whether or not it erased anything), with what
    /// the launch check found (`nil`: a store swapped in, or nothing to say).
    case installChecked(LaunchFinding? = nil)
    /// The app set (`true`) or cleared its handler of a move to a new phone: a move found
    /// while none was set is told once one is.
    case moveListenerChanged(isSet: Bool)
    /// The passcode reset that followed "Forgot passcode?" in `scene` ended
    /// (``Effect/resetPasscode(for:)``).
    case passcodeReset(SceneID, succeeded: Bool)
    /// A read the runtime asked for (``Effect/readStatus(_:)``) answered.
    case statusRead(ReadID, Result<Snapshot, StoreError>)
    /// The lock announced its status after a change made through it, or a screen read it.
    case statusChanged(Result<PasscodeStatus, StoreError>)
    /// The app asked to lock now.
    case lockRequested
    /// The app awaits an unlock in `scene`: the app lock goes up there (and the scene is
    /// protected from then on); ``Effect/resumeUnlock(_:_:)`` answers.
    case unlockRequested(RequestID, in: SceneID)
    /// The task awaiting an unlock was cancelled: it is answered as cancelled; the lock stays.
    case unlockCancelled(RequestID)
    /// The lock screen of `scene` (of that presentation) ended this way, its screen with this
    /// outcome (for the biometric follow-up).
    case lockScreenEnded(
      SceneID, generation: Int, PasscodeFlow.Ending, outcome: PasscodeScreen.Outcome? = nil)
    /// The app awaits `flow` in `scene`, asked with `options`; ``Effect/resumeFlow(_:_:)``
    /// answers. An app lock flow is an unlock.
    case flowRequested(
      RequestID, PasscodeFlow, in: SceneID, options: ScreenOptions = ScreenOptions())
    /// How the flow starts, decided from the status read for it
    /// (``Effect/startFlow(_:_:_:_:)``, `PasscodeFlow.start(status:lock:biometrics:reduceMotion:)`).
    case flowStarted(RequestID, PasscodeFlow.Start)
    /// The flow's screen ended this way, with this outcome (for the biometric follow-up).
    case flowEnded(RequestID, PasscodeFlow.Ending, outcome: PasscodeScreen.Outcome? = nil)
    /// The task awaiting the flow was cancelled: the flow ends as cancelled, on screen or not.
    /// For an embedded flow: the app's Back button, a pop or swipe-down, its view going away.
    case flowCancelled(RequestID)
    /// The app shows `flow` in its own navigation (`EmbeddedFlow`), asked with `options`:
    /// its status is read, then ``Effect/startEmbeddedFlow(_:_:_:)``; ``Effect/resumeFlow(_:_:)``
    /// answers once (APP-9). ``flowStarted(_:_:)``, ``flowEnded(_:_:outcome:)`` and
    /// ``flowCancelled(_:)`` apply to it as to a flow in a window. An unlock is never embedded:
    /// it ends at once, cancelled.
    case embeddedFlowRequested(RequestID, PasscodeFlow, options: ScreenOptions = ScreenOptions())
    /// The embedded flow's view moved into a window of `scene`, or out of every window
    /// (`nil`): it hears that scene's life, and ends with it.
    case embeddedFlowMoved(RequestID, to: SceneID?)
    /// A system prompt went up or away: PasscodeKit's biometric prompt, or one the app marked
    /// as its own (Face ID for its own purposes, Apple Pay, a permission alert). While one is
    /// up, resigning active brings no privacy cover, and the idle time is not counted.
    case promptChanged(isUp: Bool)
    /// The user touched the screen or pressed a key, at this boot-clock reading.
    case userActivity(at: BootInstant)
    /// The idle check scheduled with this token is due (``Effect/scheduleIdleCheck(token:after:)``).
    case idleCheck(token: Int, at: BootInstant)
    /// The app replaced its store: nothing is known of the new one, which decides from now —
    /// the app locks if it holds a passcode.
    case storeReplaced
    /// Whether a check for a new installation is wanted (the app set or removed its marker).
    /// Once the check ran, or the status was read, this changes nothing.
    case installCheckWanted(Bool)
    /// The retry scheduled with this token is due (``Effect/scheduleRetry(token:after:)``): the
    /// status is read again while it is unknown or unreadable and a protected scene is active.
    case retry(token: Int)
  }

  /// What the driver must do, in order.
  public enum Effect: Equatable, Sendable {
    /// Check for a new installation, then send ``Event/installChecked(_:)``. Only ever while
    /// protected data is available. At launch it is the launch check
    /// (`LaunchCheck.check(installMarker:)`: a new installation, a move to a new
    /// phone); for a store swapped in later only `LaunchCheck.eraseIfNewInstall(marker:)` (a move is
    /// decided once, at launch, on the store the app's data came with).
    case checkInstall(atLaunch: Bool)
    /// Tell the app that its data came from another phone without its passcode store
    /// (`onMovedToNewDevice`), once.
    case tellMovedToNewDevice
    /// "Forgot passcode?": the user proved who they are with the host's fallback on the lock
    /// screen of this scene; reset the passcode (and the biometric token kept for it), then
    /// send ``Event/passcodeReset(_:succeeded:)``.
    case resetPasscode(for: SceneID)
    /// Offer to set a new passcode in the scene (a create flow nobody awaits; the user may
    /// cancel it).
    case offerNewPasscode(SceneID)
    /// A first passcode was set: mark the installation again, should the first mark have
    /// failed (a full disk), so that the next launch never takes it for new.
    case markInstallation
    /// Do the biometric follow-up of a flow that ended with this outcome
    /// (`PasscodeBiometrics.followUp(_:outcome:biometricsByDefault:using:)`), with the flow's options'
    /// biometrics.
    case followUp(PasscodeFlow, PasscodeScreen.Outcome, ScreenOptions)
    /// Read the status and biometric availability (one load of the store), then send
    /// ``Event/statusRead(_:_:)``.
    case readStatus(ReadID)
    /// Put the privacy cover over the scene.
    case showCover(SceneID)
    /// Take the privacy cover away.
    case hideCover(SceneID)
    /// Put the lock's window up in the scene, with the theme's background and no screen yet.
    case presentLock(SceneID, generation: Int)
    /// Install the lock's screen in its window, set up from this read, made for it.
    case installLockScreen(SceneID, generation: Int, Result<Snapshot, StoreError>)
    /// Take the lock's window down.
    case dismissLock(SceneID)
    /// Decide how the flow starts from this read, made for it, and send
    /// ``Event/flowStarted(_:_:)``.
    case startFlow(RequestID, SceneID, PasscodeFlow, Result<Snapshot, StoreError>)
    /// Put the flow's screen up, set up like this.
    case presentFlow(RequestID, SceneID, PasscodeScreen.Configuration)
    /// Take the flow's screen down.
    case dismissFlow(RequestID, SceneID)
    /// Decide how the embedded flow starts from this read, made for it, and send
    /// ``Event/flowStarted(_:_:)``.
    case startEmbeddedFlow(RequestID, PasscodeFlow, Result<Snapshot, StoreError>)
    /// Give the app's view of the embedded flow its screen, set up like this.
    case presentEmbeddedFlow(RequestID, PasscodeScreen.Configuration)
    /// Send this event to the embedded flow's screen: ``PasscodeScreen/Event/backgrounded``
    /// when its scene goes to the background, ``PasscodeScreen/Event/foregrounded`` when it is
    /// active again.
    case embeddedScreen(RequestID, PasscodeScreen.Event)
    /// The app lock went up over the embedded flow's screen: wipe it and take its keys away
    /// now, let what it asked the lock be answered (a change being stored ends as it really
    /// ended: ``Event/flowEnded(_:_:outcome:)``), then send ``Event/flowCancelled(_:)`` (APP-9).
    case interruptEmbeddedFlow(RequestID)
    /// End editing in the scene's own windows: the lock, a flow or the background hides them,
    /// and a keyboard left up would float above the lock. Comes before the layer that hides
    /// the content.
    case endEditing(SceneID)
    /// Send this event to the screen of the layer: ``PasscodeScreen/Event/backgrounded`` to
    /// every screen when the scene goes to the background, ``PasscodeScreen/Event/foregrounded``
    /// to the top screen when it is active again.
    case screen(SceneID, Layer, PasscodeScreen.Event)
    /// Answer an unlock.
    case resumeUnlock(RequestID, PasscodeFlow.Ending)
    /// Answer a flow.
    case resumeFlow(RequestID, FlowResult)
    /// Tell the host that the store is damaged (once for each new damage).
    case storeDamaged(StoreError)
    /// Tell the app's observers the lock's new state.
    case lockStateChanged(LockState)
    /// Send ``Event/idleCheck(token:at:)`` with this token after this long.
    case scheduleIdleCheck(token: Int, after: Duration)
    /// Send ``Event/retry(token:)`` with this token after this long.
    case scheduleRetry(token: Int, after: Duration)
    /// Refuse the data key from this moment and zero it (`PasscodeDataKey.revoke()`): the
    /// app locked, the phone locked, or the app left the foreground with a key an on-demand
    /// check released (APP-1, APP-3).
    case revokeDataKey
    /// Refuse the data key once this boot-clock reading has passed (`nil`: the app came back
    /// in time, take the deadline back), however the time passes (APP-2;
    /// `PasscodeDataKey.expire(at:)`).
    case expireDataKey(at: BootInstant?)
    /// Send ``Event/clockRead(at:)`` after this long: the grace period's end, while the app
    /// runs in the background.
    case scheduleGraceCheck(after: Duration)
    /// Keep the app running in the background (`true`: iOS's background time, until
    /// ``Event/backgroundTimeEnded``) so that it sees the phone lock while it is away within
    /// its grace period; `false`: it needs it no more (back, locked, or opted out).
    case holdBackgroundTime(Bool)
    /// Tell the app's listeners what the lock screen does (APP-8).
    case lockScreenEvent(LockScreenEvent)
  }

  /// Applies `event` and returns the effects to perform, in order.
  mutating func handle(_ event: Event) -> [Effect] {
    let state = lockState
    let wasLocked = isLocked
    let wasInForeground = isInForeground
    let wasAppInForeground = isAppInForeground
    let lockScreenWasUp = isLockScreenUp
    var effects = apply(event)
    effects += noteAway(wasInForeground: wasInForeground, at: Self.time(of: event))
    // Whatever happened — a setting, a passcode found, a read — the phone's lock and the time
    // away hold (APP-1, APP-2).
    if phoneLockHolds, knowledge.mayHavePasscode { isLocked = true }
    effects += applyAway()
    effects += noteAppLeft(wasInForeground: wasAppInForeground)
    // The key goes first, before anyone hears the app locked (APP-1): whatever locked it, a
    // lock state that turns locked (a lock made elsewhere, unlocked before it came here), or
    // what revokes it again.
    let turnsLocked = isLocked && !wasLocked || lockState == .locked && state != .locked
    if turnsLocked || revokesAgain(event) {
      keyExpiry = nil
      effects.insert(.revokeDataKey, at: 0)
    }
    effects += reconcile(fresh: freshRead(of: event))
    // The lock went up over the app's own views: no embedded flow outlives it (APP-9).
    if lockState == .locked, state != .locked { effects += endEmbeddedFlowsForLock() }
    effects = toldToTheApp(effects, after: event, wasLocked: wasLocked, wasUp: lockScreenWasUp)
    if lockState != state { effects.append(.lockStateChanged(lockState)) }
    // Away within the grace period, the app stays awake to see the phone lock (APP-1).
    let wantsBackgroundTime = phoneLockLocks && keyExpiry != nil && !isLocked
    if wantsBackgroundTime != holdsBackgroundTime {
      holdsBackgroundTime = wantsBackgroundTime
      effects.append(.holdBackgroundTime(wantsBackgroundTime))
    }
    effects += idleEffects()
    effects += retryEffects()
    return effects
  }

  /// Whether a lock screen is up in any scene.
  var isLockScreenUp: Bool { scenes.values.contains { $0.lockGeneration != nil } }

  /// `effects` with what the app hears of the lock screen (APP-8): ``LockScreenEvent/willPresent``
  /// before the first lock window goes up, an unlock on a lock screen, then
  /// ``LockScreenEvent/willClose`` before the last goes down.
  private func toldToTheApp(
    _ effects: [Effect], after event: Event, wasLocked: Bool, wasUp: Bool
  ) -> [Effect] {
    var effects = effects
    var told: [Effect] = []
    if case .lockScreenEnded(_, _, let ending, let outcome) = event, wasLocked, !isLocked,
      let method = UnlockMethod(ending, outcome: outcome)
    {
      told.append(.lockScreenEvent(.didUnlock(method)))
    }
    if wasUp, !isLockScreenUp {
      told.append(.lockScreenEvent(.willClose))
      let first = effects.firstIndex { if case .dismissLock = $0 { true } else { false } }
      effects.insert(contentsOf: told, at: first ?? effects.endIndex)
      return effects
    }
    if !wasUp, isLockScreenUp {
      let first = effects.firstIndex { if case .presentLock = $0 { true } else { false } }
      effects.insert(.lockScreenEvent(.willPresent), at: first ?? effects.endIndex)
    }
    return effects + told
  }

  /// Whether `event` revokes the key again although the app was locked already: the phone
  /// locked (a key an on-demand check released goes too), or a check that succeeded and left
  /// the app locked — late, for a screen gone, under the lock, or while the phone is locked:
  /// the engine opened the key for it (DATA-2, APP-1).
  private func revokesAgain(_ event: Event) -> Bool {
    switch event {
    case .protectedDataChanged(available: false):
      return phoneLockLocks
    case .lockScreenEnded(_, _, let ending, _), .flowEnded(_, let ending, _):
      return isLocked && (ending == .completed || ending == .fallbackSucceeded)
    default:
      return false
    }
  }

  /// The boot-clock reading an event happened at, when it carries one.
  private static func time(of event: Event) -> BootInstant? {
    switch event {
    case .sceneConnected(_, _, _, let now), .sceneProtected(_, let now): now
    case .sceneDisconnected(_, let now): now
    case .activityChanged(_, _, let now), .userActivity(let now), .idleCheck(_, let now): now
    case .clockRead(let now): now
    default: nil
    }
  }

  /// The app's time away: from the moment its last protected foreground window left (went to
  /// the background, or closed) to the moment one is in the foreground again — a return, a
  /// window opened, a window protected. Away longer than the grace period, or for a time that
  /// cannot be measured, the app is locked — as it goes (a grace period of zero, a time that
  /// cannot be measured), when the deadline's check comes or anyone asks meanwhile
  /// (``Event/clockRead(at:)``), and at the latest on the return (APP-2). While it is away
  /// within the grace period, the lock refuses the data key past the deadline by itself.
  private mutating func noteAway(wasInForeground: Bool, at now: BootInstant?) -> [Effect] {
    if wasInForeground, !isInForeground {
      awaySince = now ?? .untrusted
    } else if !wasInForeground, isInForeground {
      if let left = awaySince {
        let away = now.flatMap { $0.duration(since: left) }
        if knowledge.mayHavePasscode, away.map({ $0 > grace }) ?? true { isLocked = true }
      }
      awaySince = nil
      rearmIdle()
      if keyExpiry != nil, !isLocked {
        keyExpiry = nil
        return [.expireDataKey(at: nil)]
      }
    }
    return []
  }

  /// While the app is away and unlocked: locked at once with a grace period of zero or a time
  /// away that cannot be measured; otherwise the lock is told the deadline past which it
  /// refuses the data key, and the deadline's check is scheduled (APP-2).
  private mutating func applyAway() -> [Effect] {
    guard let left = awaySince, !isInForeground, !isLocked, knowledge.mayHavePasscode,
      keyExpiry == nil
    else { return [] }
    guard grace > .zero, left.isTrusted else {
      isLocked = true
      return []
    }
    let deadline = left.advanced(by: grace)
    keyExpiry = deadline
    return [.expireDataKey(at: deadline), .scheduleGraceCheck(after: grace)]
  }

  /// The phone locked: no proof given before it counts after it. Every lock screen is put up
  /// afresh (a passcode typed on the old one, still being checked, ends a screen that is
  /// gone), and every check on screen or starting ends as cancelled (APP-1).
  private mutating func voidProofs() -> [Effect] {
    for scene in scenes.keys where scenes[scene]?.lockGeneration != nil {
      scenes[scene]?.lockGeneration = nil
      scenes[scene]?.isLockInstalled = false
      scenes[scene]?.lockShowsFailure = false
      lockReads[scene] = nil
    }
    var effects: [Effect] = []
    for (id, request) in flows.sorted(by: { $0.key < $1.key })
    where request.flow.mode == .unlock && request.phase != .waiting {
      effects += endFlow(id, .ended(.cancelled), onScreen: request.phase == .onScreen)
    }
    return effects
  }

  /// The app left the foreground (no interactive window is in it any more): a data key an
  /// unlock or an on-demand check released goes with it — unless the app lock is unlocked and
  /// within its grace period (APP-3) — and the app is locked.
  private mutating func noteAppLeft(wasInForeground: Bool) -> [Effect] {
    guard wasInForeground, !isAppInForeground else { return [] }
    // No system prompt outlives the foreground: one the app announced and never ended (a
    // permission that was decided already, so no callback came) does not keep the cover off
    // and the idle timeout stopped for good.
    promptsUp = 0
    guard !(protectsApp && !isLocked && keyExpiry != nil) else { return [] }
    if knowledge.mayHavePasscode, !isLocked {
      isLocked = true
      return []
    }
    return [.revokeDataKey]
  }

  /// A grace period that ran out while the app is away locks it, at the moment `now` is read
  /// (APP-2); one changed meanwhile moves the key's deadline.
  private mutating func clockRead(at now: BootInstant) -> [Effect] {
    guard let left = awaySince, !isInForeground, !isLocked, knowledge.mayHavePasscode else {
      return []
    }
    if now.duration(since: left).map({ $0 > grace }) ?? true {
      isLocked = true
      return []
    }
    let deadline = left.advanced(by: grace)
    guard keyExpiry != deadline else { return [] }
    keyExpiry = deadline
    return [
      .expireDataKey(at: deadline),
      .scheduleGraceCheck(after: deadline.duration(since: now) ?? grace),
    ]
  }

  /// The read `event` just delivered, when it may set up new screens.
  private func freshRead(of event: Event) -> Result<Snapshot, StoreError>? {
    guard case .statusRead(let id, let result) = event, id.rawValue == appliedRead else {
      return nil
    }
    return result
  }

  // MARK: - Events

  private mutating func apply(_ event: Event) -> [Effect] {
    switch event {
    case .sceneConnected(let scene, let role, let activity, _):
      guard scenes[scene] == nil else { return [] }
      var state = Scene(role: role, activity: activity)
      // Not active yet (a launch in the background, a window on its way in): covered for
      // the app switcher until it is.
      state.switcherCover = activity != .active
      scenes[scene] = state
      return startKnowing()
    case .sceneProtected(let scene, _):
      guard var state = scenes[scene], !state.isProtected else { return [] }
      state.isProtected = true
      scenes[scene] = state
      protectsApp = true
      return startKnowing()
    case .sceneDisconnected(let scene, _):
      return disconnect(scene)
    case .activityChanged(let scene, let activity, let now):
      return activityChanged(scene, to: activity, at: now)
    case .protectedDataChanged(let available):
      protectedDataAvailable = available
      if available { return startKnowing() }
      // The phone locks: the app with it, whatever the grace period (APP-1).
      guard phoneLockLocks, knowledge.mayHavePasscode else { return [] }
      isLocked = true
      return voidProofs()
    case .clockRead(let now):
      return clockRead(at: now)
    case .backgroundTimeEnded:
      holdsBackgroundTime = false
      // Suspended, the app would not see the phone lock: it locks now, rather than open
      // unlocked to whoever unlocks the phone within the grace period.
      if phoneLockLocks, awaySince != nil, !isInForeground, knowledge.mayHavePasscode {
        isLocked = true
      }
      return []
    case .installChecked(let finding):
      guard installCheck != .done else { return [] }
      installCheck = .done
      readDeferred = false
      var effects = scenes.isEmpty ? [] : readKnowledge()
      if finding == .movedToNewDevice {
        if hasMoveListener { effects.append(.tellMovedToNewDevice) } else { moveToTell = true }
      }
      // Flows asked for meanwhile start now.
      for (id, request) in flows.sorted(by: { $0.key < $1.key })
      where request.phase == .starting && flowReads[id] == nil {
        let read = newRead()
        flowReads[id] = read
        effects.append(.readStatus(read))
      }
      for (id, request) in embeddedFlows.sorted(by: { $0.key < $1.key })
      where request.phase == .starting && embeddedReads[id] == nil {
        let read = newRead()
        embeddedReads[id] = read
        effects.append(.readStatus(read))
      }
      return effects
    case .statusRead(let id, let result):
      return statusRead(id, result)
    case .statusChanged(let result):
      if case .failure = result {
        // A screen's own read failed: the lock screens are given the next good status.
        for scene in scenes.keys where scenes[scene]?.isLockInstalled == true {
          scenes[scene]?.lockShowsFailure = true
        }
      }
      return learn(
        result.map { Snapshot(status: $0, biometrics: .unavailable(.notEnabled)) },
        confirmsDamage: isActiveInForeground && protectedDataAvailable, biometricsKnown: false)
    case .lockRequested:
      if knowledge.mayHavePasscode { isLocked = true }
      return []
    case .unlockRequested(let id, let scene):
      return unlockRequested(id, in: scene)
    case .unlockCancelled(let id):
      guard unlocks.removeValue(forKey: id) != nil else { return [] }
      return [.resumeUnlock(id, .cancelled)]
    case .lockScreenEnded(let scene, let generation, let ending, let outcome):
      guard scenes[scene]?.lockGeneration == generation else { return [] }
      var effects = lockScreenEnded(ending)
      // "Forgot passcode?": the user proved who they are on the app lock's own screen (never
      // on a step-up check): the passcode is reset, then a new one offered.
      if ending == .fallbackSucceeded, settings.fallbackSuccess == .resetPasscode {
        effects.append(.resetPasscode(for: scene))
      }
      if ending != .permanentlyLocked, let outcome {
        effects.append(.followUp(lockFlow, outcome, ScreenOptions()))
      }
      return effects
    case .moveListenerChanged(let isSet):
      hasMoveListener = isSet
      guard isSet, moveToTell else { return [] }
      moveToTell = false
      return [.tellMovedToNewDevice]
    case .passcodeReset(let scene, let succeeded):
      // The store could not be written: the passcode stays, and the app is unlocked.
      guard succeeded else { return [] }
      let learned = learn(.success(Self.notSetSnapshot))
      return scenes[scene] == nil ? learned : learned + [.offerNewPasscode(scene)]
    case .flowRequested(let id, let flow, let scene, let options):
      if flow.isAppLock { return unlockRequested(id, in: scene) }
      return flowRequested(id, flow, in: scene, options: options)
    case .flowStarted(let id, let start):
      if embeddedFlows[id] != nil { return embeddedFlowStarted(id, start) }
      return flowStarted(id, start)
    case .flowEnded(let id, let ending, let outcome):
      if let phase = embeddedFlows[id]?.phase, phase != .starting {
        return endEmbeddedFlow(id, .ended(ending), outcome: outcome)
      }
      guard flows[id]?.phase == .onScreen else { return [] }
      return endFlow(id, .ended(ending), onScreen: true, outcome: outcome)
    case .flowCancelled(let id):
      if embeddedFlows[id] != nil { return endEmbeddedFlow(id, .ended(.cancelled)) }
      guard let request = flows[id] else { return [] }
      return endFlow(id, .ended(.cancelled), onScreen: request.phase == .onScreen)
    case .embeddedFlowRequested(let id, let flow, let options):
      return embeddedFlowRequested(id, flow, options: options)
    case .embeddedFlowMoved(let id, let scene):
      return embeddedFlowMoved(id, to: scene)
    case .promptChanged(let isUp):
      promptsUp = max(0, promptsUp + (isUp ? 1 : -1))
      if !isUp { rearmIdle() }
      return []
    case .userActivity(let now):
      if isIdleTimerArmed { lastActivity = now }
      return []
    case .idleCheck(let token, let now):
      return idleCheck(token, at: now)
    case .installCheckWanted(let wanted):
      checksInstall = wanted
      guard !wanted, installCheck == .waiting else { return [] }
      installCheck = .done
      return startKnowing()
    case .retry(let token):
      guard token == retryToken else { return [] }
      retryScheduled = false
      return startKnowing()
    case .storeReplaced:
      knowledge = .unknown
      isLocked = true
      lockEnding = nil
      reportedDamage = nil
      knowledgeRead = nil
      appliedRead = lastRead
      if checksInstall { installCheck = .waiting }
      return startKnowing()
    }
  }

  // MARK: - Knowing the store

  /// Starts the check for a new installation and the first read, when a scene needs them; reads
  /// again while the status is unknown or unreadable.
  mutating func startKnowing() -> [Effect] {
    guard !scenes.isEmpty else { return [] }
    switch installCheck {
    case .waiting:
      guard protectedDataAvailable else {
        readDeferred = true
        return []
      }
      installCheck = .running
      readDeferred = true
      let atLaunch = !launchChecked
      launchChecked = true
      return [.checkInstall(atLaunch: atLaunch)]
    case .running:
      readDeferred = true
      return []
    case .done:
      var effects: [Effect] = []
      for scene in scenes.keys.sorted() where waitsForLockRead(scene) {
        let id = newRead()
        lockReads[scene] = id
        effects.append(.readStatus(id))
      }
      switch knowledge {
      case .unknown, .unreadable:
        return effects + readKnowledge()
      case .notSet, .set, .damaged:
        // A lock screen showing a failure is given the next good status (APP-6).
        let failing = scenes.values.contains { $0.lockShowsFailure && $0.isLockInstalled }
        return failing ? effects + readKnowledge() : effects
      }
    }
  }

  /// Whether the lock is up in `scene` without its screen and without a read under way: a
  /// read for it said the store was damaged when nobody could confirm it (APP-6), and it
  /// waits for a read in the foreground.
  private func waitsForLockRead(_ scene: SceneID) -> Bool {
    guard let state = scenes[scene] else { return false }
    return state.lockGeneration != nil && !state.isLockInstalled && lockReads[scene] == nil
      && isActiveInForeground && protectedDataAvailable
  }

  /// A read for ``knowledge``, unless one is in flight.
  private mutating func readKnowledge() -> [Effect] {
    guard installCheck == .done else {
      readDeferred = true
      return []
    }
    guard knowledgeRead == nil else { return [] }
    let id = newRead()
    knowledgeRead = id
    return [.readStatus(id)]
  }

  /// A read for ``knowledge`` whatever is known (a passcode just set: its real status), unless
  /// one is in flight.
  mutating func refreshKnowledge() -> [Effect] {
    guard installCheck == .done, knowledgeRead == nil else { return [] }
    let id = newRead()
    knowledgeRead = id
    return [.readStatus(id)]
  }

  mutating func newRead() -> ReadID {
    lastRead += 1
    let id = ReadID(rawValue: lastRead)
    if !protectedDataAvailable { readsWhileLocked.insert(id) }
    if protectedDataAvailable, isActiveInForeground { readsInForeground.insert(id) }
    return id
  }

  private mutating func statusRead(_ id: ReadID, _ result: Result<Snapshot, StoreError>)
    -> [Effect]
  {
    if knowledgeRead == id { knowledgeRead = nil }
    let startedLocked = readsWhileLocked.remove(id) != nil
    // Damage is concluded only from a read asked and answered while the user looks at the
    // app with the phone unlocked (APP-6).
    let askedInForeground = readsInForeground.remove(id) != nil
    let confirms = askedInForeground && isActiveInForeground && protectedDataAvailable
    let unconfirmedDamage: Bool =
      switch result {
      case .failure(let error): error.isDamage && !confirms
      case .success: false
      }
    var effects: [Effect] = []
    // A read answers what asked for it: a lock screen, a flow about to start.
    for (scene, read) in lockReads.sorted(by: { $0.key < $1.key }) where read == id {
      lockReads[scene] = nil
      // Damage nobody could confirm waits for a read in the foreground: no Erase Data for a
      // Secure Enclave call refused for a moment.
      guard let generation = scenes[scene]?.lockGeneration, !unconfirmedDamage else { continue }
      scenes[scene]?.isLockInstalled = true
      if case .failure = result { scenes[scene]?.lockShowsFailure = true }
      effects.append(.installLockScreen(scene, generation: generation, result))
    }
    for (flow, read) in flowReads.sorted(by: { $0.key < $1.key }) where read == id {
      flowReads[flow] = nil
      guard let request = flows[flow] else { continue }
      // The flow keeps its read: its screen is set up from it.
      flows[flow]?.read = result
      effects.append(.startFlow(flow, request.scene, request.flow, result))
    }
    for (flow, read) in embeddedReads.sorted(by: { $0.key < $1.key }) where read == id {
      embeddedReads[flow] = nil
      guard let request = embeddedFlows[flow] else { continue }
      embeddedFlows[flow]?.read = result
      effects.append(.startEmbeddedFlow(flow, request.flow, result))
    }
    // Only a read newer than the last one applied changes what is known.
    guard id.rawValue > appliedRead else { return effects }
    appliedRead = id.rawValue
    let learned = learn(result, lockedWhenAsked: startedLocked, confirmsDamage: confirms)
    // Asked while the phone was locked and answered "not known" after it was unlocked: the
    // unlock's own read was not made (this one was in flight), so read again now.
    if startedLocked, protectedDataAvailable, knowledge == .unknown {
      return learned + effects + readKnowledge()
    }
    return learned + effects
  }

  /// What a read or an announcement says, applied to ``knowledge``. A temporary failure
  /// (the device is locked, the store busy, the device key refused while the phone is locked)
  /// never replaces what was known.
  private mutating func learn(
    _ result: Result<Snapshot, StoreError>, lockedWhenAsked: Bool = false,
    confirmsDamage: Bool = true, biometricsKnown: Bool = true, forwardsToScreens: Bool = true
  ) -> [Effect] {
    var effects: [Effect] = []
    if forwardsToScreens, case .success(let snapshot) = result {
      // The store answers again: every lock screen that shows a failure gets a keypad (APP-6).
      for scene in scenes.keys.sorted()
      where scenes[scene]?.lockShowsFailure == true && scenes[scene]?.isLockInstalled == true {
        scenes[scene]?.lockShowsFailure = false
        effects.append(.screen(scene, .lockScreen, .statusLoaded(snapshot.status)))
        if biometricsKnown {
          effects.append(
            .screen(scene, .lockScreen, .biometricAvailabilityChanged(snapshot.biometrics)))
        }
      }
    }
    let learned = Knowledge(
      result.map(\.status), protectedDataAvailable: protectedDataAvailable && !lockedWhenAsked,
      confirmsDamage: confirmsDamage)
    if learned == .unknown, knowledge != .unknown { return effects }
    knowledge = learned
    // A passcode found while the phone is locked finds the app locked (APP-1).
    if phoneLockHolds, knowledge.mayHavePasscode { isLocked = true }
    switch learned {
    case .notSet:
      isLocked = false
      lockEnding = nil
      reportedDamage = nil
      // Unlocks waiting have nothing left to wait for.
      for (id, _) in unlocks.sorted(by: { $0.key < $1.key }) {
        effects.append(.resumeUnlock(id, .noPasscodeSet))
      }
      unlocks = [:]
    case .set:
      // A passcode set while the app runs (a flow, another window) does not lock the user
      // out of what they are using; the launch, a lock or the grace period will.
      reportedDamage = nil
    case .damaged(let error):
      if reportedDamage != error {
        reportedDamage = error
        effects.append(.storeDamaged(error))
      }
    case .unknown, .unreadable:
      break
    }
    return effects
  }

  // MARK: - Scenes

  private mutating func disconnect(_ scene: SceneID) -> [Effect] {
    guard let state = scenes.removeValue(forKey: scene) else { return [] }
    lockReads[scene] = nil
    var effects: [Effect] = []
    for (id, at) in unlocks.sorted(by: { $0.key < $1.key }) where at == scene {
      unlocks[id] = nil
      effects.append(.resumeUnlock(id, .cancelled))
    }
    for id in state.flowQueue {
      flows[id] = nil
      flowReads[id] = nil
      effects.append(.resumeFlow(id, .ended(.cancelled)))
    }
    return effects + endEmbeddedFlows(in: scene)
  }

  private mutating func activityChanged(
    _ scene: SceneID, to activity: SceneLifecycle.Activity, at now: BootInstant
  ) -> [Effect] {
    guard var state = scenes[scene] else { return [] }
    let events = state.lifecycle.change(to: activity, at: now)
    var effects: [Effect] = []
    let guards = state.isProtected && knowledge.mayHavePasscode
    for event in events.session {
      switch event {
      case .willResignActive:
        if guards, promptsUp == 0, state.lockGeneration == nil { state.switcherCover = true }
      case .didEnterBackground:
        // Only where the content will be hidden: a scene the app does not protect, or an app
        // with no passcode, keeps its keyboard for the user's return.
        if guards, state.lockGeneration == nil { state.switcherCover = true }
        if guards { effects.append(.endEditing(scene)) }
      case .didBecomeActive:
        state.switcherCover = false
      default:
        break
      }
    }
    if events.session.contains(.didBecomeActive) { lastActivated = scene }
    scenes[scene] = state
    // The scene's screens: every one is wiped in the background; only the top one prompts
    // again on return.
    for layer in [Layer.flowScreen, .lockScreen] where layers(of: scene).contains(layer) {
      for event in events.screen where event != .foregrounded || isInteractiveScreen(layer, scene) {
        effects.append(.screen(scene, layer, event))
      }
    }
    effects += embeddedScreenEvents(in: scene, events.screen)
    // Back in the foreground with the status still unknown, or unreadable: read it again.
    let returning = events.session.contains {
      switch $0 {
      case .willEnterForeground, .didBecomeActive: true
      default: false
      }
    }
    if returning { effects += startKnowing() }
    return effects
  }

  /// Whether `layer`'s screen is the one on top of `scene`, the cover aside.
  private func isInteractiveScreen(_ layer: Layer, _ scene: SceneID) -> Bool {
    holdsFocus(layer, in: scene)
  }

  // MARK: - The lock

  private mutating func unlockRequested(_ id: RequestID, in scene: SceneID) -> [Effect] {
    // An external display takes no input: nobody could unlock there.
    guard var state = scenes[scene], state.role == .interactive else {
      return [.resumeUnlock(id, .cancelled)]
    }
    state.isProtected = true
    scenes[scene] = state
    protectsApp = true
    if knowledge == .notSet { return [.resumeUnlock(id, .noPasscodeSet)] }
    if lockEnding == .permanentlyLocked { return [.resumeUnlock(id, .permanentlyLocked)] }
    isLocked = true
    unlocks[id] = scene
    return startKnowing()
  }

  private mutating func lockScreenEnded(_ ending: PasscodeFlow.Ending) -> [Effect] {
    if phoneLockHolds, knowledge.mayHavePasscode,
      ending == .completed || ending == .fallbackSucceeded
    {
      // No unlock takes effect while the phone is locked (APP-1): the app stays locked, its
      // waiters keep waiting, and each lock screen is put up afresh.
      for scene in scenes.keys where scenes[scene]?.lockGeneration != nil {
        scenes[scene]?.lockGeneration = nil
        scenes[scene]?.isLockInstalled = false
        scenes[scene]?.lockShowsFailure = false
        lockReads[scene] = nil
      }
      return []
    }
    var effects: [Effect] = []
    for (id, _) in unlocks.sorted(by: { $0.key < $1.key }) {
      effects.append(.resumeUnlock(id, ending))
    }
    unlocks = [:]
    switch ending {
    case .completed, .fallbackSucceeded:
      isLocked = false
      lockEnding = nil
      // In the foreground, a proof of presence: the time away starts again from the next time
      // the app goes away. Away (a check that ended after the user left), the time away goes
      // on from when the app left, and its deadline with it (APP-2).
      if isInForeground { awaySince = nil }
      keyExpiry = nil
      rearmIdle()
    case .erased:
      isLocked = false
      lockEnding = nil
      knowledge = .notSet
      reportedDamage = nil
    case .permanentlyLocked:
      // The app lock stays: only erasing leaves the permanent lock. Its waiters, and those
      // that come later, learn where it stands.
      lockEnding = .permanentlyLocked
    case .cancelled, .noPasscodeSet:
      break
    }
    return effects
  }

  // MARK: - Flows

  private mutating func flowRequested(
    _ id: RequestID, _ flow: PasscodeFlow, in scene: SceneID, options: ScreenOptions
  ) -> [Effect] {
    guard scenes[scene]?.role == .interactive else { return [.resumeFlow(id, .ended(.cancelled))] }
    flows[id] = FlowRequest(flow: flow, scene: scene, phase: .waiting, options: options)
    scenes[scene]?.flowQueue.append(id)
    return startKnowing() + nextFlow(in: scene)
  }

  /// Starts the first flow of `scene` when none is on screen or starting.
  private mutating func nextFlow(in scene: SceneID) -> [Effect] {
    guard let first = scenes[scene]?.flowQueue.first, flows[first]?.phase == .waiting else {
      return []
    }
    flows[first]?.phase = .starting
    guard installCheck == .done else {
      // The read waits for the check for a new installation; it starts the flow after.
      flowReads[first] = nil
      return []
    }
    let id = newRead()
    flowReads[first] = id
    return [.readStatus(id)]
  }

  private mutating func flowStarted(_ id: RequestID, _ start: PasscodeFlow.Start) -> [Effect] {
    guard let request = flows[id], request.phase == .starting, flowReads[id] == nil else {
      return []
    }
    switch start {
    case .present(let configuration):
      var effects: [Effect] = []
      if !hidesContent(of: request.scene) { effects.append(.endEditing(request.scene)) }
      flows[id]?.phase = .onScreen
      effects.append(.presentFlow(id, request.scene, configuration))
      return effects
    case .finish(.completed) where request.flow.mode == .unlock:
      return endFlow(id, .ended(.noPasscodeSet), onScreen: false)
    case .finish(let ending):
      return endFlow(id, .ended(ending), onScreen: false)
    case .refuse(let error):
      return endFlow(id, .refused(error), onScreen: false)
    }
  }

  /// What a flow's end means for the app, windowed or embedded: the session's key, a first
  /// passcode's installation mark and fresh status, the biometric follow-up.
  mutating func endingEffects(
    of flow: PasscodeFlow, _ result: FlowResult, outcome: PasscodeScreen.Outcome?,
    options: ScreenOptions
  ) -> [Effect] {
    guard case .ended(let ending) = result else { return [] }
    var effects = sessionEffects(of: flow, after: ending)
    if flow.mode == .create, ending == .completed {
      // A first passcode: the installation is marked again, and the real status read (the
      // app knows of it when the call returns, not only from the lock's announcement).
      effects.append(.markInstallation)
      effects += refreshKnowledge()
    }
    if let outcome { effects.append(.followUp(flow, outcome, options)) }
    return effects
  }

  private mutating func endFlow(
    _ id: RequestID, _ result: FlowResult, onScreen: Bool,
    outcome: PasscodeScreen.Outcome? = nil
  ) -> [Effect] {
    guard let request = flows.removeValue(forKey: id) else { return [] }
    flowReads[id] = nil
    scenes[request.scene]?.flowQueue.removeAll { $0 == id }
    var effects: [Effect] = []
    if onScreen { effects.append(.dismissFlow(id, request.scene)) }
    effects.append(.resumeFlow(id, result))
    effects += endingEffects(of: request.flow, result, outcome: outcome, options: request.options)
    if onScreen { rearmIdle() }
    return effects + nextFlow(in: request.scene)
  }

  /// What a flow's ending means for the app: an unlock unlocks it, a passcode removed leaves
  /// nothing to lock; a passcode set is known from the lock's announcement that follows.
  mutating func sessionEffects(of flow: PasscodeFlow, after ending: PasscodeFlow.Ending)
    -> [Effect]
  {
    switch flow.consequence(after: ending) {
    case .unlocked:
      guard isLocked, knowledge.mayHavePasscode, !phoneLockHolds else { return [] }
      return lockScreenEnded(.completed)
    case .passcodeRemoved:
      return learn(.success(Self.notSetSnapshot))
    case .passcodeSet:
      // Known at once, not only from the lock's announcement that follows: the key the set
      // opened is held to the rules from this event on (APP-1, APP-2).
      return learn(.success(Self.setSnapshot), biometricsKnown: false, forwardsToScreens: false)
    case nil:
      return []
    }
  }

  /// A snapshot that says a passcode is set, until the lock's announcement says which.
  static let setSnapshot = Snapshot(
    status: PasscodeStatus(
      isSet: true, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false),
    biometrics: .unavailable(.notEnabled))

  /// A snapshot that says no passcode is set.
  static let notSetSnapshot = Snapshot(
    status: PasscodeStatus(
      isSet: false, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false),
    biometrics: .unavailable(.passcodeNotSet))

  // MARK: - Inactivity

  /// Starts the idle time afresh (an unlock, a return, a flow or prompt gone).
  private mutating func rearmIdle() {
    lastActivity = nil
    idleToken += 1
    idleCheckScheduled = false
  }

  private mutating func idleCheck(_ token: Int, at now: BootInstant) -> [Effect] {
    guard token == idleToken else { return [] }
    idleCheckScheduled = false
    guard isIdleTimerArmed, let idle else { return [] }
    guard let last = lastActivity else {
      // Nothing since the timer was armed a whole timeout ago.
      isLocked = true
      return []
    }
    guard let quiet = now.duration(since: last), quiet < idle else {
      // Quiet for the whole timeout, or a time that cannot be trusted: the safe direction.
      isLocked = true
      return []
    }
    idleCheckScheduled = true
    lastActivity = nil
    return [.scheduleIdleCheck(token: idleToken, after: idle - quiet)]
  }

  /// A read again after a while, while the status is unknown or unreadable and a protected
  /// scene is active: a store another process holds, or one that failed once, is read again
  /// without the user leaving the app. The delay doubles from 1 s up to 30 s.
  private mutating func retryEffects() -> [Effect] {
    let unknown: Bool =
      switch knowledge {
      case .unknown, .unreadable: true
      case .notSet, .set, .damaged: false
      }
    // A lock screen that shows a failure, or waits for a read that can confirm damage, is
    // retried too, whatever is known (APP-6).
    let screenWaits = scenes.keys.contains { scene in
      guard let state = scenes[scene], state.lockGeneration != nil else { return false }
      return state.isLockInstalled ? state.lockShowsFailure : lockReads[scene] == nil
    }
    let waiting = unknown || screenWaits
    guard waiting else {
      retryDelay = .seconds(1)
      return []
    }
    let active = scenes.values.contains {
      $0.isProtected && $0.role == .interactive && $0.lifecycle.activity == .active
    }
    guard active, !retryScheduled, installCheck == .done, knowledgeRead == nil else { return [] }
    retryScheduled = true
    retryToken += 1
    let delay = retryDelay
    retryDelay = min(retryDelay * 2, .seconds(30))
    return [.scheduleRetry(token: retryToken, after: delay)]
  }

  private mutating func idleEffects() -> [Effect] {
    guard isIdleTimerArmed, !idleCheckScheduled, let idle else { return [] }
    idleCheckScheduled = true
    return [.scheduleIdleCheck(token: idleToken, after: idle)]
  }

  // MARK: - What is shown

  /// Brings every scene's windows in line with the state: the lock where the app is locked
  /// (installed at once from `fresh`, a read just made, or after a read of its own), the
  /// privacy cover where it is wanted.
  private mutating func reconcile(fresh: Result<Snapshot, StoreError>?) -> [Effect] {
    var effects: [Effect] = []
    for scene in scenes.keys.sorted() {
      guard var state = scenes[scene] else { continue }
      let wantsLock =
        state.isProtected && state.role == .interactive && isLocked
        && knowledge.allowsLockScreen
      if wantsLock, state.lockGeneration == nil {
        if !hidesContent(of: scene) { effects.append(.endEditing(scene)) }
        nextGeneration += 1
        state.lockGeneration = nextGeneration
        effects.append(.presentLock(scene, generation: nextGeneration))
        if let fresh {
          state.isLockInstalled = true
          effects.append(.installLockScreen(scene, generation: nextGeneration, fresh))
        } else {
          let id = newRead()
          lockReads[scene] = id
          effects.append(.readStatus(id))
        }
      } else if !wantsLock, state.lockGeneration != nil {
        if !isLocked { lockEnding = nil }
        // Unlocked while not active (an Erase Data or a fallback that finished while the app
        // switcher shows): the switcher's card must not show the content.
        if state.isProtected, knowledge.mayHavePasscode, state.lifecycle.activity != .active {
          state.switcherCover = true
        }
        state.lockGeneration = nil
        state.isLockInstalled = false
        state.lockShowsFailure = false
        lockReads[scene] = nil
        effects.append(.dismissLock(scene))
      }
      let wantsCover = wantsCover(state)
      if wantsCover != state.isCoverShown {
        state.isCoverShown = wantsCover
        effects.append(wantsCover ? .showCover(scene) : .hideCover(scene))
      }
      scenes[scene] = state
    }
    return effects
  }

  private func wantsCover(_ state: Scene) -> Bool {
    switch state.role {
    case .externalDisplay:
      return isLocked && knowledge.mayHavePasscode
    case .interactive:
      guard state.isProtected, knowledge.mayHavePasscode else { return false }
      return knowledge == .unknown || state.switcherCover
    }
  }
}
