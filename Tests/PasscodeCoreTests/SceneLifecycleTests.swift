import Testing

@_spi(Skins) @testable import PasscodeCore

/// Scene activity changes become the same steps and screen events in every skin.
@Suite struct SceneLifecycleTests {
  let now = BootInstant(bootID: "boot", nanoseconds: 42)

  @Test func stepByStepToTheBackgroundAndBack() {
    var lifecycle = SceneLifecycle(activity: .active)
    #expect(lifecycle.change(to: .inactive, at: now).session == [.willResignActive])
    let background = lifecycle.change(to: .background, at: now)
    #expect(background.session == [.didEnterBackground(now)])
    #expect(background.screen == [.backgrounded])
    #expect(lifecycle.isReturningFromBackground)
    let returning = lifecycle.change(to: .inactive, at: now)
    #expect(returning.session == [.willEnterForeground(now)])
    #expect(returning.screen == [])
    let active = lifecycle.change(to: .active, at: now)
    #expect(active.session == [.didBecomeActive])
    #expect(active.screen == [.foregrounded])
    #expect(!lifecycle.isReturningFromBackground)
  }

  @Test func jumpsOverInactiveProduceBothSteps() {
    var lifecycle = SceneLifecycle(activity: .active)
    #expect(
      lifecycle.change(to: .background, at: now)
        == SceneLifecycle.Events(
          session: [.willResignActive, .didEnterBackground(now)], screen: [.backgrounded]))
    #expect(
      lifecycle.change(to: .active, at: now)
        == SceneLifecycle.Events(
          session: [.willEnterForeground(now), .didBecomeActive], screen: [.foregrounded]))
  }

  @Test func anInterruptionWithoutBackgroundDoesNotForeground() {
    var lifecycle = SceneLifecycle(activity: .active)
    _ = lifecycle.change(to: .inactive, at: now)
    let back = lifecycle.change(to: .active, at: now)
    #expect(back.session == [.didBecomeActive])
    #expect(back.screen == [])
  }

  @Test func staysPutWithoutEvents() {
    for activity in SceneLifecycle.Activity.allCases {
      var lifecycle = SceneLifecycle(activity: activity)
      #expect(lifecycle.change(to: activity, at: now) == SceneLifecycle.Events())
    }
  }

  @Test func aSceneLaunchedInTheBackgroundForegroundsWhenActive() {
    var lifecycle = SceneLifecycle(activity: .background)
    #expect(lifecycle.change(to: .active, at: now).screen == [.foregrounded])
  }

  /// Every path through the phases, fed to a real app lock: its invariants hold, and a return
  /// from the background with no grace period always locks.
  @Test func everyPathKeepsTheAppLockConsistent() {
    let phases = SceneLifecycle.Activity.allCases
    let scene = AppLock.SceneID(1)
    for first in phases {
      for second in phases {
        for third in phases {
          var lock = AppLock(checksInstall: false)
          var reads: [AppLock.Effect] = []
          reads += lock.handle(.sceneConnected(scene, role: .interactive, activity: .active))
          reads += lock.handle(.sceneProtected(scene))
          let read = reads.first { if case .readStatus = $0 { true } else { false } }
          guard case .readStatus(let id) = read else {
            Issue.record("no read: \(reads)")
            return
          }
          let status = PasscodeStatus(
            isSet: true, format: .default, failures: 0, maxFailures: 10,
            lockoutRemaining: .zero, isPermanentlyLocked: false)
          _ = lock.handle(
            .statusRead(
              id,
              .success(AppLock.Snapshot(status: status, biometrics: .unavailable(.notEnabled)))))
          let generation = lock.scenes[scene]?.lockGeneration ?? -1
          _ = lock.handle(.lockScreenEnded(scene, generation: generation, .completed))
          var clock = now
          for phase in [first, second, third, .active] {
            clock = clock.advanced(by: .seconds(1))
            _ = lock.handle(.activityChanged(scene, phase, at: clock))
            lock.assertInvariants()
          }
          let visitedBackground = [first, second, third].contains(.background)
          #expect(lock.isLocked == visitedBackground, "\(first) \(second) \(third)")
          #expect(
            lock.scenes[scene]?.isCoverShown == false, "the cover goes once active")
        }
      }
    }
  }
}
