/// How a ``PasscodeLock`` sets up new passcodes.
///
/// The format and failure limit are stored with each passcode when it is set, so changing the
/// configuration later affects only passcodes set afterwards.
public struct PasscodeConfiguration: Equatable, Sendable {
  /// The format of new passcodes. Default: 6 digits (FMT-1).
  public var format: PasscodeFormat
  /// Failures that lock a new passcode for good, 5…20. Default: 10 (LOCK-1).
  public var maxFailures: Int
  /// Whether easy-to-guess codes are refused when set or changed. Default: `true` (FMT-3).
  public var rejectsWeakPasscodes: Bool

  /// Creates a configuration.
  ///
  /// - Precondition: `format` is within FMT-1's ranges and `maxFailures` within 5…20.
  public init(
    format: PasscodeFormat = .default,
    maxFailures: Int = LockoutPolicy.defaultMaxFailures,
    rejectsWeakPasscodes: Bool = true
  ) {
    precondition(format.isValid, "a numeric passcode has 4 to 12 digits")
    precondition(
      LockoutPolicy.maxFailuresRange.contains(maxFailures), "maxFailures must be between 5 and 20")
    self.format = format
    self.maxFailures = maxFailures
    self.rejectsWeakPasscodes = rejectsWeakPasscodes
  }
}
