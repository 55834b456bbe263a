/// The escalating lockout schedule: a pure function of the failure count F (LOCK-1).
///
/// | F after the failure | wait before the next attempt |
/// |---|---|
/// | 1–4 | none |
/// | 5 | 1 min |
/// | 6 | 5 min |
/// | 7 | 15 min |
/// | 8 | 30 min |
/// | 9 | 90 min |
/// | 10 … | 3^(F−5) min |
/// | `maxFailures` | permanently locked |
///
/// Rows 5–7 match the device passcode on iOS; 8–9 follow current Android.
public struct LockoutPolicy: Hashable, Sendable {
  /// The allowed range of ``maxFailures``: from 3, the limit banking apps commonly use, to 20
  /// (LOCK-7).
  public static let maxFailuresRange = 3...20
  /// The default limit: ten failures lock for good, as on the device passcode.
  public static let defaultMaxFailures = 10

  /// The failure count at which the lock becomes permanent.
  public let maxFailures: Int

  /// Creates a policy.
  ///
  /// - Precondition: `maxFailures` is within ``maxFailuresRange`` (3…20). For a value that has
  ///   not been checked — one an app or a user chose — use ``init(checking:)``, which throws.
  public init(maxFailures: Int = LockoutPolicy.defaultMaxFailures) {
    precondition(
      Self.maxFailuresRange.contains(maxFailures), "maxFailures must be between 3 and 20")
    self.maxFailures = maxFailures
  }

  /// Creates a policy, or throws when `maxFailures` is outside ``maxFailuresRange`` (LOCK-7).
  ///
  /// - Throws: ``PasscodeError/invalidConfiguration(_:)`` with
  ///   ``PasscodeConfiguration/Problem/maxFailuresOutOfRange(_:)``.
  public init(checking maxFailures: Int) throws {
    guard Self.maxFailuresRange.contains(maxFailures) else {
      throw PasscodeError.invalidConfiguration(.maxFailuresOutOfRange(maxFailures))
    }
    self.maxFailures = maxFailures
  }

  /// Whether `failures` is a count this policy can have recorded (0…maxFailures).
  public func isValidCount(_ failures: Int) -> Bool {
    (0...maxFailures).contains(failures)
  }

  /// Whether `failures` failed attempts lock the passcode for good (LOCK-1, LOCK-5).
  public func isPermanentlyLocked(failures: Int) -> Bool {
    failures >= maxFailures
  }

  /// How many more failures are allowed before the permanent lock.
  public func attemptsLeft(failures: Int) -> Int {
    max(0, maxFailures - failures)
  }

  /// The wait after the `failures`-th failure before the next attempt is accepted.
  ///
  /// Zero below 5 failures and at or past ``maxFailures`` (where no attempt is ever accepted).
  public func wait(afterFailures failures: Int) -> Duration {
    guard failures >= 5, failures < maxFailures else { return .zero }
    let minutes: Int64 =
      switch failures {
      case 5: 1
      case 6: 5
      case 7: 15
      case 8: 30
      case 9: 90
      default: Self.powerOfThree(failures - 5)
      }
    return .seconds(minutes * 60)
  }

  /// The time left before the next attempt (CLK-3, CLK-4).
  ///
  /// The wait runs from `lastFailure`. When `now` belongs to another boot, reads earlier than
  /// `lastFailure` (the clock was reset), or either of them is ``BootInstant/untrusted`` (a
  /// faked clock), nothing is known about the time that passed, so the full wait is returned:
  /// the caller restarts it from `now`. Restarted from an untrusted reading, the wait never
  /// runs down while the clock stays untrusted, and runs in full once it is trusted again. The
  /// result is always within `0...wait(afterFailures: failures)`.
  public func timeLeft(failures: Int, lastFailure: BootInstant?, now: BootInstant) -> Duration {
    let wait = wait(afterFailures: failures)
    guard wait > .zero, let lastFailure else { return .zero }
    guard let elapsed = now.duration(since: lastFailure) else { return wait }
    return elapsed >= wait ? .zero : wait - elapsed
  }

  private static func powerOfThree(_ exponent: Int) -> Int64 {
    (0..<exponent).reduce(1) { product, _ in product * 3 }
  }
}
