/// A reading of a boot-relative clock: nanoseconds since boot, tagged with the boot's
/// identifier (CLK-1).
///
/// Two instants can be subtracted only when they come from the same boot; lockout arithmetic
/// lives in ``LockoutPolicy/timeLeft(failures:lastFailure:now:)``.
///
/// A clock that cannot be trusted reads ``untrusted`` (CLK-4). That reading cannot be
/// subtracted from or to anything, itself included, so everything timed with it acts as after
/// a reboot: a lockout wait restarts from it and never runs down while the clock stays
/// untrusted, an auto-lock grace period is over, a "shortly after" window is closed. Stored in
/// place of a time, it records no time at all.
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

  /// The boot identifier reserved for ``untrusted``; no real boot is ever named so.
  public static let untrustedBootID = "untrusted-clock"

  /// The reading of a clock that cannot be trusted (CLK-4): a time namespace with offsets, a
  /// boot clock that disagrees with the kernel's uptime, a replaced `clock_gettime`.
  ///
  /// It carries no time (zero nanoseconds under the reserved ``untrustedBootID``), and
  /// ``duration(since:)`` is `nil` whenever either side is untrusted.
  public static let untrusted = BootInstant(bootID: untrustedBootID, nanoseconds: 0)

  /// Whether this is a real reading: `false` for ``untrusted`` and for anything else tagged
  /// with ``untrustedBootID`` (whatever its nanoseconds say).
  public var isTrusted: Bool { bootID != Self.untrustedBootID }

  /// The time from `earlier` to `self`, or `nil` when they come from different boots,
  /// `earlier` is later than `self` (the clock went backwards), or either reading is not
  /// trusted (CLK-4).
  public func duration(since earlier: BootInstant) -> Duration? {
    guard isTrusted, earlier.isTrusted else { return nil }
    guard bootID == earlier.bootID, nanoseconds >= earlier.nanoseconds else { return nil }
    return .nanoseconds(Int64(clamping: nanoseconds - earlier.nanoseconds))
  }

  /// The instant `duration` later on the same boot; ``untrusted`` stays ``untrusted``.
  public func advanced(by duration: Duration) -> BootInstant {
    guard isTrusted else { return .untrusted }
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
