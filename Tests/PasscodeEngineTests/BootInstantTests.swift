import Foundation
import Testing

@testable import PasscodeEngine

/// CLK-1: boot-relative instants.
@Suite struct BootInstantTests {
  @Test func durationOnlyWithinOneBootAndForward() {
    let start = BootInstant(bootID: "boot", nanoseconds: 5_000)
    #expect(start.advanced(by: .nanoseconds(1_500)).duration(since: start) == .nanoseconds(1_500))
    #expect(start.duration(since: start) == .zero)
    #expect(start.duration(since: start.advanced(by: .nanoseconds(1))) == nil)
    #expect(BootInstant(bootID: "other", nanoseconds: 9_000).duration(since: start) == nil)
  }

  @Test func advancingSaturates() {
    let late = BootInstant(bootID: "boot", nanoseconds: .max - 10)
    #expect(late.advanced(by: .seconds(1)).nanoseconds == .max)
  }

  @Test func encodesCompactly() throws {
    let instant = BootInstant(bootID: "0a1b", nanoseconds: 42)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(instant), as: UTF8.self)
    #expect(text == #"{"boot":"0a1b","ns":42}"#)
    #expect(try JSONDecoder().decode(BootInstant.self, from: Data(text.utf8)) == instant)
  }

  @Test("the system clock is monotonic and names its boot (CLK-1)")
  func systemClockIsMonotonicAndNamesItsBoot() {
    let clock = SystemBootClock()
    let first = clock.now()
    let second = clock.now()
    #expect(first.isTrusted, "\(clock.trust.doubts)")
    #expect(!first.bootID.isEmpty)
    #expect(first.bootID == second.bootID)
    #expect(second.nanoseconds >= first.nanoseconds)
    #if os(Linux)
      let bootID = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
      #expect(first.bootID == bootID?.trimmingCharacters(in: .whitespacesAndNewlines))
    #endif
  }

  @Test("an untrusted reading compares with nothing, itself included (CLK-4)")
  func anUntrustedReadingComparesWithNothingItselfIncluded() {
    let real = BootInstant(bootID: "boot", nanoseconds: 5_000)
    let untrusted = BootInstant.untrusted
    #expect(real.isTrusted)
    #expect(!untrusted.isTrusted)
    #expect(untrusted.duration(since: untrusted) == nil)
    #expect(untrusted.duration(since: real) == nil)
    #expect(real.duration(since: untrusted) == nil)
    // Forward, backward and across boots alike.
    let zero = BootInstant(bootID: "boot", nanoseconds: 0)
    #expect(real.duration(since: zero) == .nanoseconds(5_000))
    #expect(untrusted.duration(since: zero) == nil)
    #expect(BootInstant(bootID: "later", nanoseconds: .max).duration(since: untrusted) == nil)
  }

  @Test("the untrusted reading carries no time (CLK-4)")
  func theUntrustedReadingCarriesNoTime() throws {
    #expect(BootInstant.untrusted.bootID == BootInstant.untrustedBootID)
    #expect(BootInstant.untrusted.nanoseconds == 0)
    #expect(BootInstant.untrusted.advanced(by: .seconds(86_400)) == .untrusted)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(BootInstant.untrusted), as: UTF8.self)
    #expect(text == #"{"boot":"untrusted-clock","ns":0}"#)
    // Whatever else a stored sentinel says, it stays untrusted.
    let forged = try JSONDecoder().decode(
      BootInstant.self, from: Data(#"{"boot":"untrusted-clock","ns":123}"#.utf8))
    #expect(!forged.isTrusted)
    #expect(forged.duration(since: forged) == nil)
    #expect(BootInstant(bootID: "boot", nanoseconds: 200).duration(since: forged) == nil)
  }

  @Test func wholeSecondsRoundUp() {
    #expect(Duration.seconds(59).wholeSecondsRoundedUp == 59)
    #expect((Duration.seconds(59) + .milliseconds(1)).wholeSecondsRoundedUp == 60)
    #expect(Duration.zero.wholeSecondsRoundedUp == 0)
    #expect(Duration.nanoseconds(1).wholeSecondsRoundedUp == 1)
  }
}
