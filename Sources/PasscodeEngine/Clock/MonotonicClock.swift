/// A clock that lockouts are timed with: boot-relative, counting sleep, never set by the user
/// (CLK-1, CLK-2).
///
/// The wall clock (`Date()`) is never an input to a lockout; it is for display only. A clock
/// that finds its own reading faked returns ``BootInstant/untrusted`` instead (CLK-4). Tests use
/// `TestBootClock` from PasscodeTestSupport, which can advance, go backwards, reboot and stop
/// being trusted.
public protocol MonotonicClock: Sendable {
  /// The current reading.
  func now() -> BootInstant
}

extension MonotonicClock where Self == SystemBootClock {
  /// The operating system's boot-relative clock.
  public static var system: SystemBootClock { SystemBootClock() }
}
