import Testing

@testable import PasscodeCore

/// The presenters' shared decisions: privacy cover, auto-lock after a grace period on the boot
/// clock (CLK-2), one lock per scene.
@Suite struct LockSessionTests {
  let start = BootInstant(bootID: "boot", nanoseconds: 1_000_000_000_000)

  func run(_ session: inout LockSession, _ events: [LockSession.Event]) -> [LockSession.Effect] {
    var effects: [LockSession.Effect] = []
    for event in events {
      effects += session.handle(event)
      session.assertInvariants()
    }
    return effects
  }

  @Test func locksAtLaunchOnlyWhenAPasscodeIsSet() {
    var session = LockSession()
    #expect(run(&session, [.launched(passcodeSet: true)]) == [.presentLock])
    #expect(session.isLocked)
    var unset = LockSession()
    #expect(run(&unset, [.launched(passcodeSet: false), .willResignActive]) == [])
  }

  @Test func presentsTheLockAtMostOncePerScene() {
    var session = LockSession()
    let effects = run(&session, [.launched(passcodeSet: true), .lockRequested, .lockRequested])
    #expect(effects == [.presentLock])
    #expect(run(&session, [.unlocked, .unlocked]) == [.dismissLock])
    #expect(run(&session, [.lockRequested]) == [.presentLock])
  }

  @Test("our own biometric prompt does not bring the privacy cover over a flow screen")
  func ownBiometricPromptDoesNotCover() {
    var session = LockSession()
    _ = run(&session, [.launched(passcodeSet: true), .unlocked])
    // A cancellable unlock on a flow screen prompts for Face ID: the scene resigns active.
    #expect(run(&session, [.biometricPromptStarted, .willResignActive]) == [])
    #expect(session.isBiometricPromptUp)
    #expect(run(&session, [.didBecomeActive, .biometricPromptEnded]) == [])
    // Once the prompt is gone, resigning active is the app switcher again.
    #expect(run(&session, [.willResignActive]) == [.showPrivacyCover])
  }

  @Test("going to the background during our biometric prompt still covers the content")
  func backgroundDuringThePromptCovers() {
    var session = LockSession(gracePeriod: .seconds(60))
    _ = run(&session, [.launched(passcodeSet: true), .unlocked, .biometricPromptStarted])
    #expect(run(&session, [.willResignActive]) == [])
    #expect(run(&session, [.didEnterBackground(start)]) == [.showPrivacyCover])
    #expect(run(&session, [.biometricPromptEnded, .didBecomeActive]) == [.hidePrivacyCover])
  }

  @Test func coversTheContentForTheAppSwitcher() {
    var session = LockSession(gracePeriod: .seconds(60))
    _ = run(&session, [.launched(passcodeSet: true), .unlocked])
    #expect(run(&session, [.willResignActive]) == [.showPrivacyCover])
    #expect(run(&session, [.didBecomeActive]) == [.hidePrivacyCover])
    #expect(!session.isLocked)
  }

  @Test func locksAfterTheGracePeriodOnly_CLK2() {
    for (away, locks) in [(59, false), (60, false), (61, true)] {
      var session = LockSession(gracePeriod: .seconds(60))
      _ = run(&session, [.launched(passcodeSet: true), .unlocked])
      let effects = run(
        &session,
        [
          .willResignActive, .didEnterBackground(start),
          .willEnterForeground(start.advanced(by: .seconds(Int64(away)))), .didBecomeActive,
        ])
      let expected: [LockSession.Effect] =
        locks
        ? [.showPrivacyCover, .presentLock, .hidePrivacyCover]
        : [.showPrivacyCover, .hidePrivacyCover]
      #expect(effects == expected, "away \(away) s")
      #expect(session.isLocked == locks)
    }
  }

  @Test func aZeroGracePeriodLocksOnEveryReturn() {
    var session = LockSession()
    _ = run(&session, [.launched(passcodeSet: true), .unlocked, .didEnterBackground(start)])
    #expect(run(&session, [.willEnterForeground(start)]) == [])
    _ = run(&session, [.didEnterBackground(start)])
    #expect(
      run(&session, [.willEnterForeground(start.advanced(by: .nanoseconds(1)))]) == [.presentLock])
  }

  @Test func aRebootOrABackwardClockLocks_CLK3() {
    for back in [
      BootInstant(bootID: "other", nanoseconds: start.nanoseconds + 1),
      BootInstant(bootID: "boot", nanoseconds: start.nanoseconds - 1),
    ] {
      var session = LockSession(gracePeriod: .seconds(3600))
      _ = run(&session, [.launched(passcodeSet: true), .unlocked, .didEnterBackground(start)])
      #expect(run(&session, [.willEnterForeground(back)]) == [.presentLock])
    }
  }

  @Test func removingThePasscodeUncoversEverything() {
    var session = LockSession()
    _ = run(&session, [.launched(passcodeSet: true), .willResignActive])
    #expect(run(&session, [.passcodeChanged(isSet: false)]) == [.dismissLock])
    #expect(!session.isLocked)
    #expect(run(&session, [.lockRequested, .willResignActive]) == [])
    #expect(run(&session, [.passcodeChanged(isSet: true), .lockRequested]) == [.presentLock])
  }

  /// A launch that finds no passcode after the cover went up (the status arrived late) uncovers.
  @Test func aLateLaunchWithoutPasscodeUncovers() {
    var session = LockSession()
    _ = run(&session, [.launched(passcodeSet: true), .unlocked, .willResignActive])
    #expect(session.isCoverShown)
    #expect(run(&session, [.launched(passcodeSet: false)]) == [.hidePrivacyCover])
    #expect(!session.isCoverShown && !session.isLocked)
  }

  @Test func backgroundingWithoutResigningStillCovers() {
    var session = LockSession(gracePeriod: .seconds(60))
    _ = run(&session, [.launched(passcodeSet: true), .unlocked])
    #expect(run(&session, [.didEnterBackground(start)]) == [.showPrivacyCover])
  }

  @Test func theGracePeriodEndsOnAnUntrustedReading_CLK4() {
    let start = BootInstant(bootID: "boot", nanoseconds: 1_000_000_000_000)
    let pairs: [(BootInstant, BootInstant)] = [
      (start, .untrusted), (.untrusted, start.advanced(by: .seconds(1))), (.untrusted, .untrusted),
    ]
    for (left, back) in pairs {
      var session = LockSession(gracePeriod: .seconds(3600))
      _ = session.handle(.launched(passcodeSet: true))
      _ = session.handle(.unlocked)
      _ = session.handle(.didEnterBackground(left))
      #expect(session.handle(.willEnterForeground(back)) == [.presentLock])
      #expect(session.isLocked)
      session.assertInvariants()
    }
    // The same trip on a trusted clock stays unlocked: the grace period is what ends.
    var session = LockSession(gracePeriod: .seconds(3600))
    _ = session.handle(.launched(passcodeSet: true))
    _ = session.handle(.unlocked)
    _ = session.handle(.didEnterBackground(start))
    #expect(session.handle(.willEnterForeground(start.advanced(by: .seconds(1)))) == [])
  }
}
