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
  /// What keeps the app's data key (DATA-1, DATA-4): the passcode, the device alone (the
  /// passcode was turned off), or nothing yet.
  public var dataProtection: DataProtection

  /// Creates a status.
  public init(
    isSet: Bool, format: PasscodeFormat, failures: Int, maxFailures: Int,
    lockoutRemaining: Duration, isPermanentlyLocked: Bool, firstSetInterrupted: Bool = false,
    deviceBinding: DeviceBinding = .none, dataProtection: DataProtection = .none
  ) {
    self.dataProtection = dataProtection
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

/// What keeps the app's data key (``PasscodeStatus/dataProtection``).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum DataProtection: String, Equatable, Sendable, CaseIterable {
  /// No data key: no passcode was set since data keys exist, or it was erased, or the lock
  /// cannot bind one (``DataKeyError/unsupported``).
  case none
  /// The passcode on this device: the key is in memory only while the app is unlocked.
  case passcode
  /// The device alone: the passcode was turned off; the app's sealed data stays readable on
  /// this device, by this app, until a passcode is set again (which takes the key over) or
  /// the store is reset.
  case deviceOnly
}
