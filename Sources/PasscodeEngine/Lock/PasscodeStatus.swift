/// What ``PasscodeLock/status()`` reports: everything a UI needs to decide what to show.
public struct PasscodeStatus: Equatable, Sendable {
  /// Whether a passcode is set.
  public var isSet: Bool
  /// The passcode's format; the configured default when none is set.
  public var format: PasscodeFormat
  /// Failed attempts since the last success.
  public var failures: Int
  /// Failures that lock the passcode for good.
  public var maxFailures: Int
  /// The time left before the next attempt is accepted; zero when there is no wait.
  public var lockoutRemaining: Duration
  /// Whether the failure limit was reached.
  public var isPermanentlyLocked: Bool
  /// Whether no passcode is set because a first `set` was interrupted before it finished
  /// (STO-4): setting one again is safe.
  public var firstSetInterrupted: Bool
  /// How the stored verifier is bound to the device (DEV-1); ``DeviceBinding/none`` when no
  /// passcode is set.
  public var deviceBinding: DeviceBinding

  /// Creates a status.
  public init(
    isSet: Bool, format: PasscodeFormat, failures: Int, maxFailures: Int,
    lockoutRemaining: Duration, isPermanentlyLocked: Bool, firstSetInterrupted: Bool = false,
    deviceBinding: DeviceBinding = .none
  ) {
    self.isSet = isSet
    self.format = format
    self.failures = failures
    self.maxFailures = maxFailures
    self.lockoutRemaining = lockoutRemaining
    self.isPermanentlyLocked = isPermanentlyLocked
    self.firstSetInterrupted = firstSetInterrupted
    self.deviceBinding = deviceBinding
  }

  /// Failures left before the permanent lock.
  public var attemptsLeft: Int { max(0, maxFailures - failures) }

  /// Whether an attempt would be accepted now.
  public var acceptsAttempts: Bool {
    isSet && !isPermanentlyLocked && lockoutRemaining == .zero
  }
}
