import Testing

@testable import PasscodeCore

/// A scene is covered from the moment it connects until the lock's status decides.
@Suite struct ProtectedSceneTests {
  let now = BootInstant(bootID: "boot", nanoseconds: 5_000_000_000_000)

  func status(isSet: Bool) -> PasscodeStatus {
    PasscodeStatus(
      isSet: isSet, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false)
  }

  func run(_ scene: inout ProtectedScene, _ events: [ProtectedScene.Event])
    -> [LockSession.Effect]
  {
    var effects: [LockSession.Effect] = []
    for event in events {
      effects += scene.handle(event)
      scene.session.assertInvariants()
    }
    return effects
  }

  @Test func theLockGoesUpBeforeTheCoverComesDown() {
    var scene = ProtectedScene()
    #expect(run(&scene, [.connected]) == [.showPrivacyCover])
    #expect(scene.isCoverShown)
    #expect(run(&scene, [.statusLoaded(status(isSet: true))]) == [.presentLock, .hidePrivacyCover])
    #expect(!scene.isCoverShown)
    #expect(scene.session.isLockPresented)
  }

  @Test func withoutAPasscodeTheCoverJustGoes() {
    var scene = ProtectedScene()
    let effects = run(&scene, [.connected, .statusLoaded(status(isSet: false))])
    #expect(effects == [.showPrivacyCover, .hidePrivacyCover])
    #expect(!scene.session.isLocked)
  }

  @Test func anUnreadableStoreLocks() {
    var scene = ProtectedScene()
    let effects = run(&scene, [.connected, .statusLoaded(nil)])
    #expect(effects == [.showPrivacyCover, .presentLock, .hidePrivacyCover])
    #expect(scene.session.isLocked)
  }

  @Test func lifeCycleEventsWhileLoadingNeverUncover() {
    var scene = ProtectedScene(gracePeriod: .seconds(60))
    let effects = run(
      &scene,
      [
        .connected, .session(.passcodeChanged(isSet: true)), .session(.willResignActive),
        .session(.didBecomeActive),
      ])
    #expect(effects == [.showPrivacyCover])
    #expect(scene.isCoverShown)
  }

  @Test func aPasscodeSetWhileLoadingIsNewerThanTheStatus() {
    var scene = ProtectedScene()
    _ = run(&scene, [.connected, .session(.passcodeChanged(isSet: true))])
    #expect(
      run(&scene, [.statusLoaded(status(isSet: false))]) == [.presentLock, .hidePrivacyCover])
    var removed = ProtectedScene()
    _ = run(&removed, [.connected, .session(.passcodeChanged(isSet: false))])
    #expect(run(&removed, [.statusLoaded(status(isSet: true))]) == [.hidePrivacyCover])
  }

  @Test func aSceneThatConnectsWhileCoveredKeepsTheCover() {
    var scene = ProtectedScene()
    _ = run(&scene, [.connected, .statusLoaded(status(isSet: true)), .session(.unlocked)])
    _ = run(&scene, [.session(.willResignActive)])
    #expect(scene.session.isCoverShown)
    #expect(run(&scene, [.connected]) == [])
    #expect(run(&scene, [.statusLoaded(status(isSet: true))]) == [.presentLock])
    #expect(run(&scene, [.session(.didBecomeActive)]) == [.hidePrivacyCover])
  }

  @Test func theSessionDecidesOnceLoaded() {
    var scene = ProtectedScene(gracePeriod: .seconds(30))
    _ = run(&scene, [.connected, .statusLoaded(status(isSet: true)), .session(.unlocked)])
    let effects = run(
      &scene,
      [
        .session(.willResignActive), .session(.didEnterBackground(now)),
        .session(.willEnterForeground(now.advanced(by: .seconds(31)))),
        .session(.didBecomeActive),
      ])
    #expect(effects == [.showPrivacyCover, .presentLock, .hidePrivacyCover])
  }

  @Test func connectingTwiceWhileLoadingChangesNothing() {
    var scene = ProtectedScene()
    #expect(run(&scene, [.connected, .connected]) == [.showPrivacyCover])
    #expect(
      run(&scene, [.statusLoaded(status(isSet: false)), .statusLoaded(status(isSet: true))])
        == [.hidePrivacyCover])
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
    _ = run(&scene, [.session(.willResignActive)])
    #expect(scene.hidesContent)
    #expect(!scene.unlockIsPending)
    var unset = ProtectedScene()
    _ = run(&unset, [.connected, .statusLoaded(status(isSet: false)), .session(.lockRequested)])
    #expect(!unset.hidesContent)
    #expect(!unset.unlockIsPending, "nothing to unlock")
  }
}
