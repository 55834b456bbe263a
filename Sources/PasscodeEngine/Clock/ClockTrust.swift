/// Whether the system's boot clock can be trusted right now, and if not, why (CLK-4).
///
/// ``SystemBootClock`` reads ``BootInstant/untrusted`` whenever this has a doubt, so a lockout
/// wait restarts and does not run down, and no faked time is stored. Hosts can show the
/// doubts so that the user knows why a wait does not end; they are data, and PasscodeCore
/// words them (`LocalizedText.explaining(trust)`):
///
/// ```swift
/// let trust = SystemBootClock().trust
/// if !trust.isTrusted { print(Localizer(.english).sentences(LocalizedText.explaining(trust))) }
/// ```
public struct ClockTrust: Hashable, Sendable {
  /// A reason not to trust the clock.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Doubt: String, CaseIterable, Hashable, Sendable {
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
}
