@_spi(Skins) import PasscodeCore
import PasscodeTestSupport
import Testing

/// The one timer implementation (wait this long, then do that) on an injected clock, and the
/// tests' clock that moves only when told to.
@MainActor
@Suite struct ClockTimersTests {
  let clock = TestClock()
  let log = Log()

  /// What fired, when, and how long it said it had waited.
  @MainActor final class Log {
    var entries: [String] = []
  }

  func timers() -> ClockTimers<String> {
    ClockTimers(clock: clock)
  }

  func start(_ name: String, after delay: Duration, on timers: ClockTimers<String>) {
    timers.start(name, after: delay) { [log, clock] elapsed in
      log.entries.append("\(name) at \(clock.now) after \(elapsed)")
    }
  }

  @Test func timersFireAtTheirDeadlineInDeadlineOrderThenStartOrder() async {
    let timers = timers()
    start("a", after: .seconds(3), on: timers)
    start("b", after: .seconds(1), on: timers)
    start("c", after: .seconds(1), on: timers)
    start("d", after: .seconds(2), on: timers)
    #expect(timers.pendingCount == 4)
    await clock.advance(by: .milliseconds(999))
    #expect(log.entries.isEmpty)
    await clock.advance(by: .seconds(5))
    #expect(
      log.entries == [
        "b at T+1.0 seconds after 1.0 seconds", "c at T+1.0 seconds after 1.0 seconds",
        "d at T+2.0 seconds after 2.0 seconds", "a at T+3.0 seconds after 3.0 seconds",
      ])
    #expect(timers.pendingCount == 0)
    #expect(clock.now == TestClock.Instant(offset: .milliseconds(5999)))
  }

  @Test func timersThatTimersStartComeDueInTheSameAdvance() async {
    let timers = timers()
    func tick() {
      timers.start("tick", after: .seconds(1)) { [log, clock] _ in
        log.entries.append("\(clock.now)")
        if log.entries.count < 60 { tick() }
      }
    }
    tick()
    await clock.advance(by: .seconds(60))
    #expect(log.entries == (1...60).map { "\(TestClock.Instant(offset: .seconds($0)))" })
    #expect(!timers.isPending("tick"))
  }

  @Test func aCancelledTimerNeverFiresAndStopsSleeping() async {
    let timers = timers()
    start("a", after: .seconds(1), on: timers)
    await clock.settle()
    #expect(clock.sleeperCount == 1)
    timers.cancel("a")
    #expect(!timers.isPending("a"))
    await clock.settle()
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(2))
    #expect(log.entries.isEmpty)
  }

  @Test func aTimerCancelledBeforeItsTaskRanNeverFires() async {
    let timers = timers()
    start("a", after: .seconds(1), on: timers)
    timers.cancel("a")
    await clock.advance(by: .seconds(2))
    #expect(log.entries.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func startingAPendingKeyRestartsIt() async {
    let timers = timers()
    start("a", after: .seconds(1), on: timers)
    await clock.advance(by: .milliseconds(500))
    start("a", after: .seconds(1), on: timers)
    #expect(timers.pendingCount == 1)
    await clock.advance(by: .seconds(2))
    #expect(log.entries == ["a at T+1.5 seconds after 1.0 seconds"])
  }

  @Test func cancelAllStopsEveryTimer() async {
    let timers = timers()
    start("a", after: .seconds(1), on: timers)
    start("b", after: .seconds(2), on: timers)
    timers.cancelAll()
    #expect(timers.pendingCount == 0)
    await clock.advance(by: .seconds(3))
    #expect(log.entries.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func timersGoAwayWithTheirOwner() async {
    var timers: ClockTimers<String>? = timers()
    start("a", after: .seconds(1), on: timers!)
    await clock.settle()
    #expect(clock.sleeperCount == 1)
    timers = nil
    await clock.settle()
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(2))
    #expect(log.entries.isEmpty)
  }

  @Test func aSleepWhoseDeadlinePassedReturnsAtOnce() async throws {
    await clock.advance(by: .seconds(2))
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  }

  @Test func aCancelledSleepThrows() async {
    let clock = clock
    let sleep = Task { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }
    await clock.settle()
    #expect(clock.sleeperCount == 1)
    sleep.cancel()
    await #expect(throws: CancellationError.self) { try await sleep.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSleepInATaskCancelledBeforeItSleptThrows() async {
    let clock = clock
    let sleep = Task { @MainActor in
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    }
    sleep.cancel()
    await #expect(throws: CancellationError.self) { try await sleep.value }
    #expect(clock.sleeperCount == 0)
  }

  /// The default clock, as apps use it: the test waits for the timer's action, not for time.
  @Test func timersRunOnTheContinuousClock() async {
    let timers = ClockTimers<Int>()
    let elapsed = await withCheckedContinuation { continuation in
      timers.start(1, after: .milliseconds(1)) { continuation.resume(returning: $0) }
    }
    #expect(elapsed >= .milliseconds(1))
    #expect(timers.pendingCount == 0)
  }
}
