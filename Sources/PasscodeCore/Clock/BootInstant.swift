/// A reading of a boot-relative clock: nanoseconds since boot, tagged with the boot's
/// identifier (CLK-1).
///
/// Two instants can be subtracted only when they come from the same boot; lockout arithmetic
/// lives in ``LockoutPolicy/timeLeft(failures:lastFailure:now:)``.
public struct BootInstant: Hashable, Sendable, Codable {
  /// Identifies the boot the reading belongs to (Linux `/proc/sys/kernel/random/boot_id`,
  /// Darwin `kern.bootsessionuuid`).
  public var bootID: String
  /// Nanoseconds since boot, counting time asleep.
  public var nanoseconds: UInt64

  /// Creates an instant.
  public init(bootID: String, nanoseconds: UInt64) {
    self.bootID = bootID
    self.nanoseconds = nanoseconds
  }

  /// The time from `earlier` to `self`, or `nil` when they come from different boots or
  /// `earlier` is later than `self` (the clock went backwards).
  public func duration(since earlier: BootInstant) -> Duration? {
    guard bootID == earlier.bootID, nanoseconds >= earlier.nanoseconds else { return nil }
    return .nanoseconds(Int64(clamping: nanoseconds - earlier.nanoseconds))
  }

  /// The instant `duration` later on the same boot.
  public func advanced(by duration: Duration) -> BootInstant {
    let delta = UInt64(clamping: duration.nanosecondsClamped)
    let (sum, overflow) = nanoseconds.addingReportingOverflow(delta)
    return BootInstant(bootID: bootID, nanoseconds: overflow ? .max : sum)
  }

  private enum CodingKeys: String, CodingKey {
    case bootID = "boot"
    case nanoseconds = "ns"
  }
}

extension Duration {
  /// The duration in whole nanoseconds, clamped to `Int64`.
  public var nanosecondsClamped: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return seconds < 0 ? .min : .max }
    let (sum, overflow2) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    if overflow2 { return seconds < 0 ? .min : .max }
    return sum
  }

  /// The duration in seconds, for APIs that take a `TimeInterval` and for measurements.
  public var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The duration in whole seconds, rounded up: what a countdown shows ("try again in 0:01"
  /// while any time is left).
  public var wholeSecondsRoundedUp: Int64 {
    let (seconds, attoseconds) = components
    return attoseconds > 0 ? seconds + 1 : seconds
  }
}
