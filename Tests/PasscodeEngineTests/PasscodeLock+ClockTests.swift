import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// CLK-1…CLK-3 through the lock: forward, backward, reboot, long sleep.
@Suite struct PasscodeLockClockTests {
  /// A lock with six failures: a five-minute wait.
  func lockedForFiveMinutes() async throws -> LockFixture {
    let fixture = try await LockFixture().withPasscode()
    for index in 1...5 { _ = await fixture.lock.verify(wrongCode(index)) }
    fixture.clock.advance(by: .seconds(60))
    #expect(await fixture.lock.verify(wrongCode(6)) == .wrong(attemptsLeft: 4, wait: .seconds(300)))
    return fixture
  }

  @Test("the wait runs on the boot clock (CLK-1)")
  func theWaitRunsOnTheBootClock() async throws {
    let fixture = try await lockedForFiveMinutes()
    fixture.clock.advance(by: .seconds(120))
    #expect(try await fixture.lock.status().lockoutRemaining == .seconds(180))
    fixture.clock.advance(by: .seconds(180))
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  @Test("sleeping longer than the wait ends it (CLK-1)")
  func sleepingLongerThanTheWaitEndsIt() async throws {
    let fixture = try await lockedForFiveMinutes()
    fixture.clock.advance(by: .seconds(7 * 86_400))
    #expect(try await fixture.lock.status().lockoutRemaining == .zero)
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  @Test("a clock going backwards restarts the wait from now (CLK-3)")
  func aClockGoingBackwardsRestartsTheWaitFromNow() async throws {
    let fixture = try await lockedForFiveMinutes()
    fixture.clock.advance(by: .seconds(200))
    fixture.clock.rewind(by: .seconds(500))
    #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(300)))
    // The restart was saved: the wait now counts down from the new reading.
    fixture.clock.advance(by: .seconds(100))
    #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(200)))
    fixture.clock.advance(by: .seconds(200))
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  @Test("a reboot restarts the wait from now (CLK-3)")
  func aRebootRestartsTheWaitFromNow() async throws {
    let fixture = try await lockedForFiveMinutes()
    fixture.clock.advance(by: .seconds(290))
    fixture.clock.reboot(uptime: .seconds(10_000))
    let restarted = fixture.reopened()
    #expect(try await restarted.status().lockoutRemaining == .seconds(300))
    fixture.clock.advance(by: .seconds(299))
    #expect(await restarted.verify(code("480213")) == .lockedOut(timeLeft: .seconds(1)))
    fixture.clock.advance(by: .seconds(1))
    #expect(await restarted.verify(code("480213")) == .success)
  }

  @Test("rebooting twice never shortens the wait (CLK-3)")
  func rebootingTwiceNeverShortensTheWait() async throws {
    let fixture = try await lockedForFiveMinutes()
    for _ in 0..<5 {
      fixture.clock.reboot(uptime: .seconds(1))
      let remaining = try await fixture.reopened().status().lockoutRemaining
      #expect(remaining == .seconds(300))
    }
  }

  /// CLK-2: the wall clock is not an input. Moving `Date()` cannot be done from a test, so the
  /// lock's sources are checked not to read it.
  @Test("lockout code never reads the wall clock (CLK-2)")
  func lockoutCodeNeverReadsTheWallClock() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PasscodeEngine")
    let folders = ["Lock", "Clock", "Storage", "Crypto", "Biometrics", "Format", "Memory"]
    var checked = 0
    for folder in folders {
      let directory = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
      where name.hasSuffix(".swift") {
        let source = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let text = source.split(separator: "\n")
          .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
          .joined(separator: "\n")
        for forbidden in [
          "Date()", "Date.now", "timeIntervalSince1970", "gettimeofday", "CLOCK_REALTIME",
        ] {
          #expect(!text.contains(forbidden), "\(folder)/\(name) uses \(forbidden)")
        }
        checked += 1
      }
    }
    #expect(checked > 10)
  }
}
