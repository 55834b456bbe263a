import Testing

@testable import PasscodeCore

/// How each presented screen is set up, and what its ending means for the scene.
@Suite struct PasscodeFlowTests {
  let lockConfiguration = PasscodeConfiguration(
    format: .variableNumeric, rejectsWeakPasscodes: false)
  let status = PasscodeStatus(
    isSet: true, format: .numeric(length: 4), failures: 0, maxFailures: 10,
    lockoutRemaining: .zero, isPermanentlyLocked: false)

  @Test func modesAndCancel() {
    #expect(PasscodeFlow.appLock.mode == .unlock)
    #expect(PasscodeFlow.confirmPasscode.mode == .unlock)
    #expect(PasscodeFlow.setPasscode.mode == .create)
    #expect(PasscodeFlow.changePasscode.mode == .change)
    #expect(PasscodeFlow.removePasscode.mode == .remove)
    for flow in PasscodeFlow.allCases {
      #expect(flow.allowsCancel == (flow != .appLock), "\(flow)")
    }
  }

  @Test func theAppLockCannotBeCancelled() {
    let configuration = PasscodeFlow.appLock.configuration(
      status: status, lock: lockConfiguration, biometrics: .available(.faceID),
      reduceMotion: false, hasFallback: true)
    var screen = PasscodeScreen(configuration)
    #expect(!screen.accessories.contains(.cancel))
    #expect(screen.handle(.cancel) == [])
    #expect(screen.label(for: .accessory) == LocalizedText(.faceID))
    #expect(!screen.cancelIsBelowKeypad)
    #expect(screen.accessories.contains(.fallback))
  }

  @Test func theStoredFormatIsUsedAndTheConfiguredOneWhenUnreadable() {
    for flow in PasscodeFlow.allCases {
      let known = flow.configuration(
        status: status, lock: lockConfiguration, biometrics: .unavailable(.notEnabled),
        reduceMotion: true, hasFallback: false)
      #expect(known.format == .numeric(length: 4))
      #expect(known.reduceMotion)
      #expect(!known.rejectsWeakPasscodes)
      #expect(known.allowsCancel == flow.allowsCancel)
      let unreadable = flow.configuration(
        status: nil, lock: lockConfiguration, biometrics: .unavailable(.storeUnreadable),
        reduceMotion: false, hasFallback: false)
      #expect(unreadable.format == .variableNumeric)
    }
  }

  @Test func biometricsAndFallbackOnlyWhereTheScreenUnlocks() {
    for flow in PasscodeFlow.allCases {
      let configuration = flow.configuration(
        status: status, lock: lockConfiguration, biometrics: .available(.touchID),
        reduceMotion: false, hasFallback: true)
      let unlocks = flow.mode == .unlock
      #expect(configuration.biometrics.isAvailable == unlocks, "\(flow)")
      #expect(configuration.offersFallback == unlocks, "\(flow)")
      #expect(flow.appearanceEvents == (unlocks ? [.biometricRequested] : []), "\(flow)")
    }
  }

  @Test func outcomesForTheSession() {
    let expected: [(PasscodeScreen.Outcome, LockSession.Event?)] = [
      (.unlocked, .unlocked), (.unlockedWithBiometrics, .unlocked),
      (.fallbackSucceeded, .unlocked), (.passcodeSet, .passcodeChanged(isSet: true)),
      (.passcodeRemoved, .passcodeChanged(isSet: false)), (.passcodeChanged, nil),
      (.cancelled, nil),
    ]
    for (outcome, event) in expected {
      #expect(PasscodeFlow.sessionEvent(after: outcome) == event, "\(outcome)")
    }
  }

  /// Removing the passcode from a flow takes the lock and the cover away; setting one arms
  /// the session without locking the user out of what they are doing.
  @Test func outcomesDriveARealSession() {
    var session = LockSession()
    _ = session.handle(.launched(passcodeSet: false))
    _ = session.handle(PasscodeFlow.sessionEvent(after: .passcodeSet)!)
    #expect(session.passcodeSet && !session.isLocked)
    _ = session.handle(.lockRequested)
    #expect(
      session.handle(PasscodeFlow.sessionEvent(after: .unlockedWithBiometrics)!)
        == [.dismissLock])
    _ = session.handle(.lockRequested)
    #expect(session.handle(PasscodeFlow.sessionEvent(after: .passcodeRemoved)!) == [.dismissLock])
    #expect(!session.passcodeSet && !session.isLocked)
  }
}
