import PasscodeTestSupport
import Testing

@testable import PasscodeCore

/// A scene is covered from the moment it connects until the lock's status decides; what covers
/// it is stacked flow, cover, lock; life-cycle changes reach the session and the screens.
@Suite struct ProtectedSceneTests {
  let now = BootInstant(bootID: "boot", nanoseconds: 5_000_000_000_000)

  func status(isSet: Bool) -> PasscodeStatus {
    PasscodeStatus(
      isSet: isSet, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false)
  }

  func run(_ scene: inout ProtectedScene, _ events: [ProtectedScene.Event])
    -> [ProtectedScene.Effect]
  {
    var effects: [ProtectedScene.Effect] = []
    for event in events {
      effects += scene.handle(event)
      scene.assertInvariants()
    }
    return effects
  }

  /// A scene whose status said a passcode is set and that the user unlocked.
  func unlocked(gracePeriod: Duration = .zero) -> ProtectedScene {
    var scene = ProtectedScene(gracePeriod: gracePeriod)
    _ = run(&scene, [.connected, .statusLoaded(status(isSet: true)), .session(.unlocked)])
    return scene
  }

  @Test("only the topmost screen holds the focus; a flow under the lock never does")
  func onlyTheTopScreenHoldsTheFocus() {
    var scene = unlocked()
    _ = run(&scene, [.flowPresented])
    #expect(scene.holdsFocus(.flowScreen))
    #expect(!scene.holdsFocus(.lockScreen), "not shown")
    _ = run(&scene, [.session(.lockRequested)])
    #expect(scene.holdsFocus(.lockScreen))
    #expect(!scene.holdsFocus(.flowScreen), "keys and Face ID belong to the lock")
    _ = run(&scene, [.session(.unlocked)])
    #expect(scene.holdsFocus(.flowScreen), "back on top once the lock goes")
  }

  @Test("the privacy cover does not take the focus from the screen under it")
  func theCoverLeavesTheFocus() {
    var scene = unlocked()
    _ = run(&scene, [.flowPresented, .activityChanged(.inactive, at: now)])
    #expect(scene.shows(.privacyCover))
    #expect(!scene.isInteractive(.flowScreen))
    #expect(scene.holdsFocus(.flowScreen))
    #expect(!scene.holdsFocus(.privacyCover))
  }

  @Test func theLockGoesUpBeforeTheCoverComesDown() {
    var scene = ProtectedScene()
    #expect(run(&scene, [.connected]) == [.endEditing, .session(.showPrivacyCover)])
    #expect(scene.isCoverShown)
    #expect(
      run(&scene, [.statusLoaded(status(isSet: true))])
        == [.session(.presentLock), .session(.hidePrivacyCover)])
    #expect(!scene.isCoverShown)
    #expect(scene.session.isLockPresented)
  }

  @Test func withoutAPasscodeTheCoverJustGoes() {
    var scene = ProtectedScene()
    let effects = run(&scene, [.connected, .statusLoaded(status(isSet: false))])
    #expect(effects == [.endEditing, .session(.showPrivacyCover), .session(.hidePrivacyCover)])
    #expect(!scene.session.isLocked)
  }

  @Test func anUnreadableStoreLocks() async {
    let store = FaultyStore()
    store.failReads(with: .readFailed(.other("unreadable")))
    let status = try? await PasscodeLock(store: store).status()
    #expect(status == nil)
    var scene = ProtectedScene()
    let effects = run(&scene, [.connected, .statusLoaded(status)])
    #expect(
      effects == [
        .endEditing, .session(.showPrivacyCover), .session(.presentLock),
        .session(.hidePrivacyCover),
      ])
    #expect(scene.session.isLocked)
  }

  @Test func lifeCycleEventsWhileLoadingNeverUncover() {
    var scene = ProtectedScene(gracePeriod: .seconds(60))
    let effects = run(
      &scene,
      [
        .connected, .session(.passcodeChanged(isSet: true)), .activityChanged(.inactive, at: now),
        .activityChanged(.active, at: now),
      ])
    #expect(effects == [.endEditing, .session(.showPrivacyCover)])
    #expect(scene.isCoverShown)
  }

  @Test func aPasscodeSetWhileLoadingIsNewerThanTheStatus() {
    var scene = ProtectedScene()
    _ = run(&scene, [.connected, .session(.passcodeChanged(isSet: true))])
    #expect(
      run(&scene, [.statusLoaded(status(isSet: false))])
        == [.session(.presentLock), .session(.hidePrivacyCover)])
    var removed = ProtectedScene()
    _ = run(&removed, [.connected, .session(.passcodeChanged(isSet: false))])
    #expect(run(&removed, [.statusLoaded(status(isSet: true))]) == [.session(.hidePrivacyCover)])
  }

  @Test func aSceneThatConnectsWhileCoveredKeepsTheCover() {
    var scene = unlocked()
    _ = run(&scene, [.activityChanged(.inactive, at: now)])
    #expect(scene.session.isCoverShown)
    #expect(run(&scene, [.connected]) == [])
    #expect(run(&scene, [.statusLoaded(status(isSet: true))]) == [.session(.presentLock)])
    #expect(run(&scene, [.activityChanged(.active, at: now)]) == [.session(.hidePrivacyCover)])
  }

  @Test func theSessionDecidesOnceLoaded() {
    var scene = unlocked(gracePeriod: .seconds(30))
    let effects = run(
      &scene,
      [
        .activityChanged(.inactive, at: now), .activityChanged(.background, at: now),
        .activityChanged(.inactive, at: now.advanced(by: .seconds(31))),
        .activityChanged(.active, at: now.advanced(by: .seconds(31))),
      ])
    #expect(
      effects == [
        .endEditing, .session(.showPrivacyCover), .session(.presentLock),
        .session(.hidePrivacyCover), .screen(.foregrounded, .lockScreen),
      ])
  }

  @Test func connectingTwiceWhileLoadingChangesNothing() {
    var scene = ProtectedScene()
    #expect(run(&scene, [.connected, .connected]) == [.endEditing, .session(.showPrivacyCover)])
    #expect(
      run(&scene, [.statusLoaded(status(isSet: false)), .statusLoaded(status(isSet: true))])
        == [.session(.hidePrivacyCover)])
  }

  @Test func theContentIsHiddenWhileCoveredOrLocked() {
    var scene = ProtectedScene()
    #expect(!scene.hidesContent)
    #expect(!scene.unlockIsPending)
    _ = run(&scene, [.connected])
    #expect(scene.hidesContent)
    #expect(scene.unlockIsPending)
    _ = run(&scene, [.statusLoaded(status(isSet: true))])
    #expect(scene.hidesContent)
    #expect(scene.unlockIsPending)
    _ = run(&scene, [.session(.unlocked)])
    #expect(!scene.hidesContent)
    #expect(!scene.unlockIsPending)
    _ = run(&scene, [.activityChanged(.inactive, at: now)])
    #expect(scene.hidesContent)
    #expect(!scene.unlockIsPending)
    var unset = ProtectedScene()
    _ = run(&unset, [.connected, .statusLoaded(status(isSet: false)), .session(.lockRequested)])
    #expect(!unset.hidesContent)
    #expect(!unset.unlockIsPending, "nothing to unlock")
  }

  @Test func theContentIsCoveredUntilTheStatusIsKnown() {
    var scene = ProtectedScene()
    _ = run(&scene, [.connected])
    #expect(scene.layers == [.privacyCover])
    #expect(!scene.isInteractive(.lockScreen))
    _ = run(&scene, [.statusLoaded(status(isSet: false))])
    #expect(scene.layers.isEmpty)
    #expect(scene.topLayer == nil)
  }

  @Test func aFlowSitsUnderTheCoverAndTheLock() {
    var scene = unlocked()
    _ = run(&scene, [.flowPresented])
    #expect(scene.layers == [.flowScreen])
    #expect(scene.isInteractive(.flowScreen))
    #expect(scene.hidesContent, "a flow covers the content too")

    _ = run(&scene, [.activityChanged(.inactive, at: now)])
    #expect(scene.layers == [.flowScreen, .privacyCover])
    #expect(!scene.isInteractive(.flowScreen))

    _ = run(&scene, [.activityChanged(.active, at: now), .session(.lockRequested)])
    #expect(scene.layers == [.flowScreen, .lockScreen])
    #expect(scene.isInteractive(.lockScreen))
    #expect(!scene.isInteractive(.flowScreen))

    _ = run(&scene, [.session(.unlocked), .flowDismissed])
    #expect(scene.layers.isEmpty)
    #expect(!scene.hidesContent)
  }

  /// Back from the background past the grace period, the lock is presented while the cover is
  /// still up, on top of it, then the cover goes: the content is never uncovered in between.
  @Test func theContentStaysCoveredThroughARelock() {
    var scene = unlocked()
    var clock = now
    for activity: SceneLifecycle.Activity in [.inactive, .background, .inactive, .active] {
      clock = clock.advanced(by: .seconds(30))
      _ = run(&scene, [.activityChanged(activity, at: clock)])
      #expect(scene.hidesContent, "\(activity)")
      if activity == .inactive, scene.session.isLockPresented {
        #expect(scene.layers == [.privacyCover, .lockScreen])
      }
    }
    #expect(scene.layers == [.lockScreen])
  }

  @Test func everyScreenIsWipedButOnlyTheTopOneComesBack() {
    var scene = unlocked()
    _ = run(&scene, [.flowPresented])
    let background = run(&scene, [.activityChanged(.background, at: now)])
    #expect(background.contains(.screen(.backgrounded, .flowScreen)))
    let later = now.advanced(by: .seconds(1))
    let back = run(
      &scene, [.activityChanged(.inactive, at: later), .activityChanged(.active, at: later)])
    #expect(scene.layers == [.flowScreen, .lockScreen], "no grace period: locked again")
    #expect(
      back.filter { if case .screen = $0 { true } else { false } } == [
        .screen(.foregrounded, .lockScreen)
      ])

    let again = run(&scene, [.activityChanged(.background, at: now)])
    #expect(
      again.filter { if case .screen = $0 { true } else { false } } == [
        .screen(.backgrounded, .flowScreen), .screen(.backgrounded, .lockScreen),
      ])
  }

  @Test func anInterruptionWithoutBackgroundForegroundsNothing() {
    var scene = unlocked()
    _ = run(&scene, [.flowPresented])
    let effects = run(
      &scene, [.activityChanged(.inactive, at: now), .activityChanged(.active, at: now)])
    #expect(effects == [.session(.showPrivacyCover), .session(.hidePrivacyCover)])
  }

  @Test func aSceneLaunchedInTheBackgroundForegroundsItsLockWhenActive() {
    var scene = ProtectedScene(activity: .background)
    _ = run(&scene, [.connected, .statusLoaded(status(isSet: true))])
    let effects = run(&scene, [.activityChanged(.active, at: now)])
    #expect(effects.contains(.screen(.foregrounded, .lockScreen)))
  }

  // MARK: - Editing ends when the content is hidden

  /// Every event in `events`, each with whether it emitted `.endEditing`.
  func endsEditing(_ scene: inout ProtectedScene, _ events: [ProtectedScene.Event]) -> [Bool] {
    events.map { event in
      let wasHiding = scene.hidesContent
      let effects = run(&scene, [event])
      #expect(
        effects.contains(.endEditing) == (!wasHiding && scene.hidesContent), "\(event)")
      #expect(effects.filter { $0 == .endEditing }.count <= 1)
      if effects.contains(.endEditing) { #expect(effects.first == .endEditing, "first") }
      return effects.contains(.endEditing)
    }
  }

  @Test func editingEndsWhenTheCoverHidesTheContent() {
    var scene = unlocked()
    let ended = endsEditing(
      &scene,
      [
        .activityChanged(.inactive, at: now), .activityChanged(.background, at: now),
        .activityChanged(.inactive, at: now), .activityChanged(.active, at: now),
      ])
    // Hidden at `inactive`; a zero grace period relocks, still hidden: editing ended once.
    #expect(ended == [true, false, false, false])
  }

  @Test func editingEndsWhenTheLockOrAFlowGoesUp() {
    var scene = unlocked()
    #expect(endsEditing(&scene, [.session(.lockRequested)]) == [true])
    #expect(endsEditing(&scene, [.flowPresented, .session(.unlocked)]) == [false, false])
    #expect(scene.layers == [.flowScreen], "the flow still hides the content")
    #expect(endsEditing(&scene, [.flowDismissed, .flowPresented]) == [false, true])
  }

  @Test func nothingEndsEditingWhileTheContentStaysVisible() {
    var scene = ProtectedScene()
    _ = run(&scene, [.connected, .statusLoaded(status(isSet: false))])
    let ended = endsEditing(
      &scene,
      [
        .session(.lockRequested), .activityChanged(.inactive, at: now),
        .activityChanged(.background, at: now), .activityChanged(.active, at: now),
      ])
    #expect(ended == [false, false, false, false], "no passcode: nothing covers the content")
    #expect(!scene.hidesContent)
  }

  @Test func aPasscodeSetElsewhereLocksWithTheKeyboardDown() {
    var scene = ProtectedScene()
    _ = run(&scene, [.connected, .statusLoaded(status(isSet: false))])
    #expect(endsEditing(&scene, [.session(.passcodeChanged(isSet: true))]) == [false])
    #expect(endsEditing(&scene, [.session(.lockRequested)]) == [true])
  }

  @Test func theGracePeriodCanChangeLater() {
    var scene = unlocked(gracePeriod: .seconds(60))
    scene.gracePeriod = .zero
    _ = run(
      &scene,
      [
        .activityChanged(.background, at: now),
        .activityChanged(.active, at: now.advanced(by: .seconds(1))),
      ])
    #expect(scene.session.isLockPresented, "the new grace period applies")
    scene.gracePeriod = .seconds(-5)
    #expect(scene.gracePeriod == .zero, "never negative")
  }

  // MARK: - Flows in a scene that is not protected

  /// Whether `effects` holds any lock-session effect (cover, lock).
  func touchesTheSession(_ effects: [ProtectedScene.Effect]) -> Bool {
    effects.contains { if case .session = $0 { true } else { false } }
  }

  @Test("a flow in a scene that is not protected never covers or locks it")
  func aFlowDoesNotProtectTheScene() {
    var scene = ProtectedScene()
    #expect(!scene.isProtected)
    let later = now.advanced(by: .seconds(3600))
    let effects = run(
      &scene,
      [
        .flowPresented, .session(.passcodeChanged(isSet: true)), .flowDismissed,
        .activityChanged(.inactive, at: now), .activityChanged(.background, at: now),
        .activityChanged(.inactive, at: later), .activityChanged(.active, at: later),
        .session(.lockRequested), .session(.unlocked),
      ])
    #expect(!touchesTheSession(effects))
    #expect(scene.layers.isEmpty)
    #expect(!scene.session.passcodeSet, "the session heard nothing")
    #expect(!scene.unlockIsPending)
    #expect(!scene.isProtected)
  }

  @Test("a flow in a scene that is not protected is still wiped in the background (MEM-1)")
  func anUnprotectedFlowIsWipedInTheBackground() {
    var scene = ProtectedScene()
    _ = run(&scene, [.flowPresented])
    let away = run(&scene, [.activityChanged(.background, at: now)])
    #expect(away == [.screen(.backgrounded, .flowScreen)])
    let back = run(
      &scene, [.activityChanged(.inactive, at: now), .activityChanged(.active, at: now)])
    #expect(back == [.screen(.foregrounded, .flowScreen)], "on top: it may prompt again")
    #expect(scene.holdsFocus(.flowScreen))
  }

  @Test("protecting a scene later reads the status afresh and locks by it")
  func protectingLaterLocks() {
    var scene = ProtectedScene()
    _ = run(&scene, [.session(.passcodeChanged(isSet: false))])
    #expect(run(&scene, [.connected]) == [.endEditing, .session(.showPrivacyCover)])
    #expect(scene.isProtected)
    #expect(
      run(&scene, [.statusLoaded(status(isSet: true))])
        == [.session(.presentLock), .session(.hidePrivacyCover)],
      "what was heard before protection does not count")
  }
}
