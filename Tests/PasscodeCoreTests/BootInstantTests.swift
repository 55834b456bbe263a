import Foundation
import Testing

@testable import PasscodeCore

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

  @Test func systemClockIsMonotonicAndNamesItsBoot_CLK1() {
    let clock = SystemBootClock()
    let first = clock.now()
    let second = clock.now()
    #expect(!first.bootID.isEmpty)
    #expect(first.bootID == second.bootID)
    #expect(second.nanoseconds >= first.nanoseconds)
    #if os(Linux)
      let bootID = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
      #expect(first.bootID == bootID?.trimmingCharacters(in: .whitespacesAndNewlines))
    #endif
  }

  @Test func wholeSecondsRoundUp() {
    #expect(Duration.seconds(59).wholeSecondsRoundedUp == 59)
    #expect((Duration.seconds(59) + .milliseconds(1)).wholeSecondsRoundedUp == 60)
    #expect(Duration.zero.wholeSecondsRoundedUp == 0)
    #expect(Duration.nanoseconds(1).wholeSecondsRoundedUp == 1)
  }
}
