#if canImport(Darwin)
  import Darwin

  /// The system's boot-relative clock: `CLOCK_MONOTONIC_RAW`, which keeps counting while the
  /// device sleeps, tagged with the `kern.bootsessionuuid` boot session identifier (CLK-1).
  ///
  /// CLK-4 on Darwin: Darwin has no time namespaces, and there is no second, independent uptime
  /// known to agree with this clock on every device and through sleep, so there is nothing to
  /// compare a reading with. A check that misfired on a real iPhone would make every lockout
  /// last forever, so on iOS, tvOS, watchOS and visionOS the clock is always trusted: an app
  /// there cannot be started with libraries inserted. On macOS, where a command-line tool without
  /// the hardened runtime can be (`DYLD_INSERT_LIBRARIES`, which faketime uses), the clock is
  /// not trusted while that variable is set: dyld removes it for processes it does not apply
  /// to, so its presence means libraries were inserted. A library that clears it from its
  /// initialiser is not noticed.
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

    /// The verdict, made once per process (see the type's discussion).
    private static let processTrust: ClockTrust = {
      #if os(macOS)
        if getenv("DYLD_INSERT_LIBRARIES") != nil {
          return ClockTrust(doubts: [.clockFunctionReplaced])
        }
      #endif
      return .trusted
    }()

    /// Whether the clock can be trusted (CLK-4): always on iOS; on macOS unless libraries were
    /// inserted with `DYLD_INSERT_LIBRARIES`.
    public var trust: ClockTrust { Self.processTrust }

    /// The current reading, or ``BootInstant/untrusted`` when the clock cannot be trusted.
    public func now() -> BootInstant {
      guard Self.processTrust.isTrusted else { return .untrusted }
      return BootInstant(
        bootID: Self.bootID, nanoseconds: clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW))
    }
  }
#endif
