/// Whether the system's boot clock can be trusted right now, and if not, why (CLK-4).
///
/// ``SystemBootClock`` reads ``BootInstant/untrusted`` whenever this has a doubt, so a lockout
/// wait restarts and does not run down, and no faked time is stored. Hosts can show the
/// doubts (``summary``) so that the user knows why a wait does not end:
///
/// ```swift
/// let trust = SystemBootClock().trust
/// if !trust.isTrusted { print(trust.summary) }
/// ```
public struct ClockTrust: Hashable, Sendable {
  /// A reason not to trust the clock.
  public enum Doubt: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The process runs in a Linux time namespace that shifts the boot or monotonic clock
    /// (`unshare --time --boottime …`).
    case timeNamespace
    /// `CLOCK_BOOTTIME` disagrees with the uptime the kernel reports in `/proc/uptime` or
    /// through `sysinfo()`: something between the process and the kernel fakes the clock.
    case uptimeMismatch
    /// `clock_gettime` is not the C library's own: a library loaded first (`LD_PRELOAD`, as
    /// `faketime` does) replaces it; on macOS, libraries were inserted with
    /// `DYLD_INSERT_LIBRARIES`.
    case clockFunctionReplaced
    /// A `/proc` file the clock is checked against is not the kernel's own: it is on another
    /// file system or a mount hides the real one.
    case procNotGenuine
    /// `/proc` cannot be read, so the clock cannot be checked.
    case procUnavailable

    /// One sentence: what is wrong and what to do.
    public var description: String {
      switch self {
      case .timeNamespace:
        "This process runs in a time namespace that shifts the boot clock; run it outside that "
          + "namespace (without `unshare --time`)."
      case .uptimeMismatch:
        "The boot clock disagrees with the kernel's uptime; run without tools that fake the "
          + "time, such as faketime."
      case .clockFunctionReplaced:
        "The time functions are replaced by a preloaded library; run without LD_PRELOAD or "
          + "DYLD_INSERT_LIBRARIES libraries that fake the time, such as libfaketime."
      case .procNotGenuine:
        "A /proc file the clock is checked against is hidden by a mount; run without mounts "
          + "over /proc."
      case .procUnavailable:
        "/proc cannot be read, so the clock cannot be checked; run with /proc mounted and "
          + "readable."
      }
    }
  }

  /// Everything found wrong, in ``Doubt``'s declaration order, without repeats; empty when the
  /// clock is trusted.
  public let doubts: [Doubt]

  /// Creates a verdict from the doubts found (order and repeats do not matter).
  public init(doubts: some Sequence<Doubt>) {
    let found = Set(doubts)
    self.doubts = Doubt.allCases.filter(found.contains)
  }

  /// A clock with nothing found wrong.
  public static let trusted = ClockTrust(doubts: [])

  /// Whether readings of the clock can be used to time lockouts.
  public var isTrusted: Bool { doubts.isEmpty }

  /// For people: that waits do not run down, and each doubt's sentence; empty when trusted.
  public var summary: String {
    guard !isTrusted else { return "" }
    let reasons = doubts.map(\.description).joined(separator: " ")
    return "The boot clock cannot be trusted, so a lockout wait restarts and does not run "
      + "down. \(reasons)"
  }
}
