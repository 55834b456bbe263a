import Testing

@testable import PasscodeCore

/// LOCK-4: which wrong guesses are remembered, and for how long.
@Suite struct DuplicateGuessFilterTests {
  let start = BootInstant(bootID: "boot", nanoseconds: 1_000_000_000_000)

  @Test func remembersTheLastFive() {
    var filter = DuplicateGuessFilter()
    for index in 1...6 { filter.record(code("00000\(index)"), now: start) }
    #expect(!filter.contains(code("000001"), now: start))
    for index in 2...6 { #expect(filter.contains(code("00000\(index)"), now: start)) }
    #expect(!filter.contains(code("000007"), now: start))
  }

  @Test func forgetsAfterFiveMinutesOrAReboot() {
    var filter = DuplicateGuessFilter()
    filter.record(code("111222"), now: start)
    #expect(filter.contains(code("111222"), now: start.advanced(by: .seconds(299))))
    #expect(!filter.contains(code("111222"), now: start.advanced(by: .seconds(300))))
    #expect(!filter.contains(code("111222"), now: BootInstant(bootID: "other", nanoseconds: 0)))
    filter.removeAll()
    #expect(!filter.contains(code("111222"), now: start))
  }

  @Test func keysAreRandomPerFilter() {
    // Two filters (two processes) never share what they remember.
    var first = DuplicateGuessFilter()
    first.record(code("111222"), now: start)
    #expect(!DuplicateGuessFilter().contains(code("111222"), now: start))
  }
}
