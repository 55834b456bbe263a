#if canImport(Darwin)
  import Darwin

  /// The system's boot-relative clock: `CLOCK_MONOTONIC_RAW`, which keeps counting while the
  /// device sleeps, tagged with the `kern.bootsessionuuid` boot session identifier (CLK-1).
  public struct SystemBootClock: MonotonicClock {
    /// The boot session identifier read once per process.
    private static let bootID: String = {
      var size = 0
      guard sysctlbyname("kern.bootsessionuuid", nil, &size, nil, 0) == 0, size > 0 else {
        return "unknown-boot"
      }
      var bytes = [CChar](repeating: 0, count: size)
      guard sysctlbyname("kern.bootsessionuuid", &bytes, &size, nil, 0) == 0 else {
        return "unknown-boot"
      }
      let utf8 = bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      return String(decoding: utf8, as: UTF8.self)
    }()

    /// Creates the clock.
    public init() {}

    /// The current reading.
    public func now() -> BootInstant {
      BootInstant(bootID: Self.bootID, nanoseconds: clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW))
    }
  }
#endif
