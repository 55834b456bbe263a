/// How a ``PasscodeLock`` sets up new passcodes.
///
/// The format and failure limit are stored with each passcode when it is set, so changing the
/// configuration later affects only passcodes set afterwards.
///
/// The passcode types a user may pick from when setting or changing the passcode (the screen's
/// Passcode Options, as in iOS Settings) are ``format`` plus ``formatChoices``:
///
/// ```swift
/// PasscodeConfiguration()                                    // 6 digits; 4 digits, custom numeric
///                                                            // and alphanumeric offered
/// PasscodeConfiguration(format: .numeric(length: 6), formatChoices: [])  // 6 digits, no options
/// PasscodeConfiguration(format: .alphanumeric, formatChoices: [.alphanumeric, .variableNumeric])
/// ```
public struct PasscodeConfiguration: Equatable, Sendable {
  /// The format a new passcode starts in (the one preselected when the user sets the first
  /// passcode). Default: 6 digits (FMT-1).
  public var format: PasscodeFormat
  /// The other passcode types the user may choose when setting or changing the passcode, in
  /// the order the options list shows them. ``format`` is always offered, whether listed or
  /// not; with no other type, no options are offered. Default: ``standardFormatChoices``.
  ///
  /// This is what the passcode screens offer; the lock itself accepts any valid format it is
  /// given (``PasscodeLock/setPasscode(_:format:)``,
  /// ``PasscodeLock/changePasscode(current:new:format:)``).
  public var formatChoices: [PasscodeFormat]
  /// Failures that lock a new passcode for good, 5…20. Default: 10 (LOCK-1).
  public var maxFailures: Int
  /// Whether easy-to-guess codes are refused when set or changed. Default: `true` (FMT-3).
  public var rejectsWeakPasscodes: Bool

  /// The passcode types of iOS Settings' Passcode Options, in its order: Custom Alphanumeric
  /// Code, Custom Numeric Code, 4-Digit Numeric Code, 6-Digit Numeric Code.
  public static let standardFormatChoices: [PasscodeFormat] = [
    .alphanumeric, .variableNumeric, .numeric(length: 4), .numeric(length: 6),
  ]

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - format: the format a new passcode starts in.
  ///   - formatChoices: the other types the user may choose (``format`` is always offered);
  ///     `[]` offers no choice.
  ///   - maxFailures: failures that lock a new passcode for good.
  ///   - rejectsWeakPasscodes: whether easy-to-guess codes are refused.
  /// - Precondition: every format is within FMT-1's ranges and `maxFailures` within 5…20.
  public init(
    format: PasscodeFormat = .default,
    formatChoices: [PasscodeFormat] = PasscodeConfiguration.standardFormatChoices,
    maxFailures: Int = LockoutPolicy.defaultMaxFailures,
    rejectsWeakPasscodes: Bool = true
  ) {
    precondition(format.isValid, "a numeric passcode has 4 to 12 digits")
    precondition(formatChoices.allSatisfy(\.isValid), "a numeric passcode has 4 to 12 digits")
    precondition(
      LockoutPolicy.maxFailuresRange.contains(maxFailures), "maxFailures must be between 5 and 20")
    self.format = format
    self.formatChoices = formatChoices
    self.maxFailures = maxFailures
    self.rejectsWeakPasscodes = rejectsWeakPasscodes
  }

  /// The passcode types offered, each once, in the order shown: ``formatChoices`` with
  /// ``format`` added at the end when it is not listed. One type means no choice.
  public var offeredFormats: [PasscodeFormat] {
    var offered: [PasscodeFormat] = []
    for format in formatChoices + [format] where format.isValid && !offered.contains(format) {
      offered.append(format)
    }
    return offered
  }
}
