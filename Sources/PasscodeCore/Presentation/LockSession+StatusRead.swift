extension LockSession.Event {
  /// The launch event once the lock's status has been read: a set passcode locks. A status
  /// that could not be read (`nil`: a damaged or unreachable store) counts as set, so the
  /// content stays locked and the passcode screen reports the error — damage never unlocks
  /// anything (SECURITY.md, order of a verification, step 1).
  public static func launched(afterReading status: PasscodeStatus?) -> LockSession.Event {
    .launched(passcodeSet: status?.isSet ?? true)
  }
}
