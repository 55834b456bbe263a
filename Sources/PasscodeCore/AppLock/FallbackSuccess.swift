/// What the app lock does once the host's fallback on its lock screen (the app's own sign-in)
/// proved who the user is. A step-up check's fallback only proves it: it never resets.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum FallbackSuccess: Hashable, Sendable {
  /// Unlocks, the passcode unchanged (the default): the failure count stays, and the data
  /// key stays locked — only the passcode unwraps it (DATA-1).
  case unlock
  /// "Forgot passcode?" (the lock screen's button says so): resets the passcode — the failure count, a lockout, biometric unlock,
  /// and the data key with it (what was sealed under it can no longer be opened, DATA-4) —
  /// unlocks, and offers to set a new passcode at once; the user may cancel and go on
  /// without one.
  case resetPasscode
}
