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
  /// Failures that lock a new passcode for good, 3…20 (LOCK-7). Default: 10 (LOCK-1).
  ///
  /// A value outside the range is not a trap: ``validate()``, and every set or change of a
  /// lock with this configuration, throws ``PasscodeError/invalidConfiguration(_:)``.
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
  ///   - maxFailures: failures that lock a new passcode for good, 3…20.
  ///   - rejectsWeakPasscodes: whether easy-to-guess codes are refused.
  ///
  /// Values outside their ranges are kept as given and reported by ``validate()`` — and
  /// thrown by the lock's set and change — as ``PasscodeError/invalidConfiguration(_:)``.
  public init(
    format: PasscodeFormat = .default,
    formatChoices: [PasscodeFormat] = PasscodeConfiguration.standardFormatChoices,
    maxFailures: Int = LockoutPolicy.defaultMaxFailures,
    rejectsWeakPasscodes: Bool = true
  ) {
    self.format = format
    self.formatChoices = formatChoices
    self.maxFailures = maxFailures
    self.rejectsWeakPasscodes = rejectsWeakPasscodes
  }

  /// What is outside its range in a configuration.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Problem: Equatable, Sendable {
    /// ``PasscodeConfiguration/maxFailures`` is outside ``LockoutPolicy/maxFailuresRange``
    /// (LOCK-7); the value given is attached.
    case maxFailuresOutOfRange(Int)
    /// ``PasscodeConfiguration/format``, or one of ``PasscodeConfiguration/formatChoices``, is
    /// outside FMT-1's ranges (a numeric length outside 4…12); the first such format is attached.
    case formatOutOfRange(PasscodeFormat)
  }

  /// What is outside its range, or `nil` when the configuration is valid: the failure limit
  /// first, then ``format``, then ``formatChoices`` in order.
  public var problem: Problem? {
    if !LockoutPolicy.maxFailuresRange.contains(maxFailures) {
      return .maxFailuresOutOfRange(maxFailures)
    }
    if let format = ([format] + formatChoices).first(where: { !$0.isValid }) {
      return .formatOutOfRange(format)
    }
    return nil
  }

  /// Throws when the configuration is outside its ranges: an app can check a configuration it
  /// builds from its own settings before it hands it to a lock. Every set and change of a lock
  /// checks it too, before anything is read or stored.
  ///
  /// - Throws: ``PasscodeError/invalidConfiguration(_:)`` with the ``problem``.
  public func validate() throws {
    if let problem { throw PasscodeError.invalidConfiguration(problem) }
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
