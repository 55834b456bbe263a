import Foundation
@_spi(Skins) import PasscodeCore

/// A boot clock that tests move by hand: forward, backward, or through a reboot (CLK-1…3),
/// and that can stop being trusted (CLK-4). Pass it as the `clock` of a `PasscodeLock`.
///
/// While ``isTrusted`` is `false`, ``now()`` reads `BootInstant.untrusted`, as
/// `SystemBootClock` does when it finds the clock faked; the hidden time still moves with
/// ``advance(by:)``, ``rewind(by:)`` and ``reboot(uptime:)``, and shows again once the clock is
/// trusted again.
public final class TestBootClock: MonotonicClock, @unchecked Sendable {
  private let lock = NSLock()
  private var current: BootInstant
  private var boots = 1
  private var trusted = true

  /// Creates a clock at `uptime` into the first boot.
  public init(uptime: Duration = .seconds(1000)) {
    current = BootInstant(
      bootID: "test-boot-1", nanoseconds: UInt64(uptime.components.seconds) * 1_000_000_000)
  }

  /// The current reading: `BootInstant.untrusted` while the clock is not trusted.
  public func now() -> BootInstant { lock.withLock { trusted ? current : .untrusted } }

  /// Whether readings are real; set it to `false` to act as a faked clock (CLK-4).
  public var isTrusted: Bool {
    get { lock.withLock { trusted } }
    set { lock.withLock { trusted = newValue } }
  }

  /// Moves the clock forward, as time passing (asleep or awake) does.
  public func advance(by duration: Duration) {
    lock.withLock { current = current.advanced(by: duration) }
  }

  /// Moves the clock backward, which a boot clock never does by itself: a test of CLK-3.
  public func rewind(by duration: Duration) {
    lock.withLock {
      let delta = UInt64(duration.components.seconds) * 1_000_000_000
      current.nanoseconds = current.nanoseconds > delta ? current.nanoseconds - delta : 0
    }
  }

  /// Simulates a reboot: a new boot identifier and the clock back near zero.
  public func reboot(uptime: Duration = .seconds(5)) {
    lock.withLock {
      boots += 1
      current = BootInstant(
        bootID: "test-boot-\(boots)",
        nanoseconds: UInt64(uptime.components.seconds) * 1_000_000_000)
    }
  }
}
