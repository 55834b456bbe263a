#if os(Linux) || os(Android)
  import Foundation

  /// The system's boot-relative clock: `CLOCK_BOOTTIME`, which keeps counting while the machine
  /// sleeps, tagged with `/proc/sys/kernel/random/boot_id` (CLK-1).
  public struct SystemBootClock: MonotonicClock {
    /// The boot identifier read once per process; it cannot change while the process lives.
    private static let bootID: String = {
      let path = "/proc/sys/kernel/random/boot_id"
      if let text = try? String(contentsOfFile: path, encoding: .utf8) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { return trimmed }
      }
      // Without a boot identifier a reboot still shows as the clock going backwards, which
      // restarts the wait (CLK-3).
      return "unknown-boot"
    }()

    /// Creates the clock.
    public init() {}

    /// The current reading.
    public func now() -> BootInstant {
      var time = timespec()
      clock_gettime(CLOCK_BOOTTIME, &time)
      let nanoseconds = UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
      return BootInstant(bootID: Self.bootID, nanoseconds: nanoseconds)
    }
  }
#endif
