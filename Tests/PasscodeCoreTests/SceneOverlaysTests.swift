import Testing

@testable import PasscodeCore

/// What covers a scene's content, and which layer takes input.
@Suite struct SceneOverlaysTests {
  @Test func theContentIsCoveredUntilTheStatusIsKnown() {
    let overlays = SceneOverlays(session: LockSession(), statusLoaded: false, flowPresented: false)
    #expect(overlays.layers == [.privacyCover])
    #expect(overlays.coversContent)
    #expect(!overlays.isInteractive(.lockScreen))
  }

  @Test func nothingCoversAnUnlockedScene() {
    var session = LockSession()
    _ = session.handle(.launched(passcodeSet: false))
    let overlays = SceneOverlays(session: session, statusLoaded: true, flowPresented: false)
    #expect(overlays.layers.isEmpty)
    #expect(!overlays.coversContent)
    #expect(overlays.topLayer == nil)
  }

  @Test func theLockSitsAboveAFlowAndTheCoverAboveAll() {
    var session = LockSession()
    _ = session.handle(.launched(passcodeSet: true))
    let locked = SceneOverlays(session: session, statusLoaded: true, flowPresented: true)
    #expect(locked.layers == [.flowScreen, .lockScreen])
    #expect(locked.isInteractive(.lockScreen))
    #expect(!locked.isInteractive(.flowScreen))
    #expect(locked.shows(.flowScreen))

    _ = session.handle(.unlocked)
    _ = session.handle(.willResignActive)
    let covered = SceneOverlays(session: session, statusLoaded: true, flowPresented: true)
    #expect(covered.layers == [.flowScreen, .privacyCover])
    #expect(covered.topLayer == .privacyCover)
    #expect(!covered.isInteractive(.flowScreen))

    _ = session.handle(.didBecomeActive)
    let flow = SceneOverlays(session: session, statusLoaded: true, flowPresented: true)
    #expect(flow.layers == [.flowScreen])
    #expect(flow.isInteractive(.flowScreen))
  }

  /// Back from the background past the grace period, the lock is presented while the cover is
  /// still up, then the cover goes: the content is never uncovered in between.
  @Test func theContentStaysCoveredThroughARelock() {
    let start = BootInstant(bootID: "boot", nanoseconds: 0)
    var session = LockSession()
    _ = session.handle(.launched(passcodeSet: true))
    _ = session.handle(.unlocked)
    var lifecycle = SceneLifecycle(activity: .active)
    var clock = start
    for phase: SceneLifecycle.Activity in [.inactive, .background, .inactive, .active] {
      clock = clock.advanced(by: .seconds(30))
      for event in lifecycle.change(to: phase, at: clock).session {
        _ = session.handle(event)
        let overlays = SceneOverlays(session: session, statusLoaded: true, flowPresented: false)
        #expect(overlays.coversContent, "\(phase) \(event)")
      }
    }
    let end = SceneOverlays(session: session, statusLoaded: true, flowPresented: false)
    #expect(end.layers == [.lockScreen])
  }

  @Test func onlyTheTopScreenComesBackToTheForeground() {
    var session = LockSession()
    _ = session.handle(.launched(passcodeSet: true))
    let overlays = SceneOverlays(session: session, statusLoaded: true, flowPresented: true)
    let events: [PasscodeScreen.Event] = [.backgrounded, .foregrounded]
    #expect(overlays.screenEvents(events, for: .lockScreen) == events)
    #expect(overlays.screenEvents(events, for: .flowScreen) == [.backgrounded])
    #expect(overlays.screenEvents(events, for: .privacyCover) == [])
    _ = session.handle(.unlocked)
    let unlocked = SceneOverlays(session: session, statusLoaded: true, flowPresented: true)
    #expect(unlocked.screenEvents(events, for: .flowScreen) == events)
    #expect(unlocked.screenEvents(events, for: .lockScreen) == [], "not shown")
  }
}
