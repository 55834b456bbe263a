extension LockSession.Event {
  /// Whether every scene of the app must hear this event, not only the one it happened in: a
  /// passcode set or removed changes what all of them protect. Life-cycle events, unlocks and
  /// lock requests belong to one scene (each scene has its own lock, as on iPad each window
  /// has its own content).
  public var concernsEveryScene: Bool {
    switch self {
    case .passcodeChanged: true
    case .launched, .willResignActive, .didEnterBackground, .willEnterForeground,
      .didBecomeActive, .unlocked, .lockRequested, .biometricPromptStarted, .biometricPromptEnded:
      false
    }
  }
}
