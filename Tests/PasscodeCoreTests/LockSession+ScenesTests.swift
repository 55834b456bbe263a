import Testing

@testable import PasscodeCore

/// Which session events every scene hears.
@Suite struct LockSessionScenesTests {
  @Test func onlyPasscodeChangesConcernEveryScene() {
    let now = BootInstant(bootID: "boot", nanoseconds: 1)
    let local: [LockSession.Event] = [
      .launched(passcodeSet: true), .willResignActive, .didEnterBackground(now),
      .willEnterForeground(now), .didBecomeActive, .unlocked, .lockRequested,
    ]
    for event in local { #expect(!event.concernsEveryScene, "\(event)") }
    #expect(LockSession.Event.passcodeChanged(isSet: true).concernsEveryScene)
    #expect(LockSession.Event.passcodeChanged(isSet: false).concernsEveryScene)
  }
}
