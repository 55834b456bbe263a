extension AppLock {
  /// A flow the app shows in its own navigation (``EmbeddedPasscodeFlow``: set, change, turn
  /// off) — a screen in the app's window, not in one of the runtime's. It takes no turn behind
  /// the scene's flows and adds no layer: the app lock, the privacy cover and the flows in
  /// PasscodeKit's windows go up above it.
  ///
  /// It ends once (APP-9): with its screen's ending, or cancelled — by the app (its Back
  /// button, a pop, the view going away, its task cancelled), by its scene disconnecting, or
  /// by the app lock going up over it, so that nothing typed before the lock counts after it.
  struct EmbeddedFlow: Equatable, Sendable {
    /// The flow.
    let flow: PasscodeFlow
    /// The scene its view is in, once the app put it in a window (`nil` before, or out of
    /// one).
    var scene: SceneID?
    /// Where it is.
    var phase: Phase
    /// What the app asked for its screen (its look).
    var options: ScreenOptions
    /// The status read for it, once read: its screen is set up from it.
    var read: Result<Snapshot, StoreError>?

    /// Where an embedded flow is.
    enum Phase: Hashable, Sendable {
      /// Its status is being read (``Effect/startEmbeddedFlow(_:_:_:)`` follows).
      case starting
      /// Its screen is shown in the app's view.
      case onScreen
      /// The app lock went up over it: its screen is wiped and takes no keys; it ends once
      /// what it asked the lock before is answered — a change the lock was already storing
      /// ends as it really ended — and as cancelled otherwise
      /// (``Effect/interruptEmbeddedFlow(_:)``).
      case interrupted
    }
  }

  /// How the embedded flow `id` starts from the read made for it, with its options.
  func embeddedFlowStart(
    _ id: RequestID, lock: PasscodeConfiguration, reduceMotion: Bool
  ) -> PasscodeFlow.Start? {
    guard let request = embeddedFlows[id], let read = request.read else { return nil }
    return request.flow.start(
      status: read.map(\.status), lock: lock,
      biometrics: request.options.availability(
        (try? read.get().biometrics) ?? .unavailable(.notEnabled)),
      reduceMotion: reduceMotion)
  }

  /// Whether the embedded flow `id`'s screen may hold the keyboard focus: it is on screen in a
  /// scene where no screen of the runtime's is up (the lock, a flow's window). The privacy
  /// cover aside, as for the runtime's own screens (``holdsFocus(_:in:)``): it comes and goes
  /// with every resign-active, and taking the focus away under it would drop and raise the
  /// keyboard each time.
  func embeddedHoldsFocus(_ id: RequestID) -> Bool {
    guard let request = embeddedFlows[id], request.phase == .onScreen, let scene = request.scene,
      scenes[scene] != nil
    else { return false }
    return layers(of: scene).allSatisfy { $0 == .privacyCover }
  }

  // MARK: - Events

  mutating func embeddedFlowRequested(
    _ id: RequestID, _ flow: PasscodeFlow, options: ScreenOptions
  ) -> [Effect] {
    // Only what changes the passcode is embedded: unlocking and checks stay in the windows.
    guard flow.mode != .unlock, embeddedFlows[id] == nil, flows[id] == nil else {
      return [.resumeFlow(id, .ended(.cancelled))]
    }
    embeddedFlows[id] = EmbeddedFlow(flow: flow, phase: .starting, options: options)
    guard installCheck == .done else {
      // The read waits for the check for a new installation.
      return startKnowing()
    }
    let read = newRead()
    embeddedReads[id] = read
    return startKnowing() + [.readStatus(read)]
  }

  mutating func embeddedFlowMoved(_ id: RequestID, to scene: SceneID?) -> [Effect] {
    guard embeddedFlows[id] != nil else { return [] }
    // A scene that is gone (or never connected), or that takes no input (an external
    // display), is no place for it: the flow waits for a window the user touches.
    embeddedFlows[id]?.scene = scene.flatMap { scenes[$0]?.role == .interactive ? $0 : nil }
    return []
  }

  mutating func embeddedFlowStarted(_ id: RequestID, _ start: PasscodeFlow.Start) -> [Effect] {
    guard let request = embeddedFlows[id], request.phase == .starting, embeddedReads[id] == nil
    else { return [] }
    switch start {
    case .present(let configuration):
      embeddedFlows[id]?.phase = .onScreen
      return [.presentEmbeddedFlow(id, configuration)]
    case .finish(let ending):
      return endEmbeddedFlow(id, .ended(ending))
    case .refuse(let error):
      return endEmbeddedFlow(id, .refused(error))
    }
  }

  /// Ends the embedded flow `id` once: its answer, and what its ending means for the app (a
  /// passcode set or removed, the biometric follow-up). Nothing after the first ending counts.
  mutating func endEmbeddedFlow(
    _ id: RequestID, _ result: FlowResult, outcome: PasscodeScreen.Outcome? = nil
  ) -> [Effect] {
    guard let request = embeddedFlows.removeValue(forKey: id) else { return [] }
    embeddedReads[id] = nil
    return [.resumeFlow(id, result)]
      + endingEffects(of: request.flow, result, outcome: outcome, options: request.options)
  }

  /// The app lock went up: every embedded flow ends — one still starting at once, as
  /// cancelled; one on screen once its screen, wiped at once (what was typed, a new passcode
  /// awaiting confirmation, a current passcode already accepted), has heard what it asked the
  /// lock before — so that nothing typed before the lock counts after it, and a passcode the
  /// lock was storing is not reported as unchanged (APP-9). The app pops its view.
  mutating func endEmbeddedFlowsForLock() -> [Effect] {
    var effects: [Effect] = []
    for (id, request) in embeddedFlows.sorted(by: { $0.key < $1.key }) {
      switch request.phase {
      case .starting:
        effects += endEmbeddedFlow(id, .ended(.cancelled))
      case .onScreen:
        embeddedFlows[id]?.phase = .interrupted
        effects.append(.interruptEmbeddedFlow(id))
      case .interrupted:
        break
      }
    }
    return effects
  }

  /// `scene` disconnected: the embedded flows shown in it end as cancelled.
  mutating func endEmbeddedFlows(in scene: SceneID) -> [Effect] {
    var effects: [Effect] = []
    for (id, request) in embeddedFlows.sorted(by: { $0.key < $1.key }) where request.scene == scene
    {
      effects += endEmbeddedFlow(id, .ended(.cancelled))
    }
    return effects
  }

  /// What `scene`'s life means for the embedded screens in it: wiped in the background
  /// (MEM-1), told of the return when it is active again and nothing of the runtime's covers
  /// it.
  func embeddedScreenEvents(in scene: SceneID, _ events: [PasscodeScreen.Event]) -> [Effect] {
    var effects: [Effect] = []
    for (id, request) in embeddedFlows.sorted(by: { $0.key < $1.key })
    where request.scene == scene && request.phase == .onScreen {
      for event in events where event != .foregrounded || embeddedHoldsFocus(id) {
        effects.append(.embeddedScreen(id, event))
      }
    }
    return effects
  }
}
