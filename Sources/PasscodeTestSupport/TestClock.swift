import Foundation

/// A clock that moves only when a test moves it, for the timers of `ClockTimers` (the passcode
/// screen's countdown and wrong-code pause, secure fields' reveal, the terminal's animations).
///
/// Like swift-clocks' `TestClock`, written here so that the library products keep depending on
/// nothing but the SDK: ``sleep(until:tolerance:)`` waits until ``advance(by:)`` moves ``now`` to
/// its deadline. Advancing wakes the sleeps that come due one at a time — in deadline order,
/// then in the order they began — sets ``now`` to each one's deadline, and lets the woken work
/// run, including timers it starts, before it goes on. So a countdown that ticks every second
/// ticks sixty times in `advance(by: .seconds(60))`, each tick one second after the last.
///
/// ```swift
/// let clock = TestClock()
/// let driver = PasscodeScreenDriver(configuration: configuration, lock: lock, clock: clock)
/// …
/// await clock.advance(by: .milliseconds(500))  // the wrong code's dots clear
/// ```
///
/// ## Why it is deterministic
///
/// Nothing here waits for real time, so a loaded machine changes how long a test takes, not
/// what it sees. The timers run on the main actor, as every timer of PasscodeKit does:
///
/// - The clock's ``sleep(until:tolerance:)`` is isolated to the main actor too, so a timer's
///   task, which Swift queues on the main actor directly, begins its sleep in its first job.
/// - ``advance(by:)`` wakes one sleep and waits for that task's own signal that it is back on
///   the main actor; the timer's action runs there, in the same job, before advancing can go
///   on.
/// - ``settle()`` queues a task of its own behind the main actor's work (first in, first out)
///   until a round passes in which nothing happened on the clock, so timers that an action
///   started have begun their sleep before the next one is woken.
///
/// `Task.yield()` and resuming a continuation are not used to wait for that work: both may go
/// through the global executor, where a task on another thread can overtake them.
public final class TestClock: Clock, @unchecked Sendable {
  /// A reading of a ``TestClock``: the time since the clock was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock was made.
    public var offset: Duration

    /// Creates a reading `offset` after the clock was made.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The reading `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this reading to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// `T+1.5 seconds`, for test failures.
    public var description: String { "T+\(offset)" }
  }

  private struct Sleeper {
    let order: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  /// ``advance(by:)`` waiting for a sleep it woke to run on, by the sleep's order.
  private var wakeWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var started = 0
  /// Counts what happened on the clock (a sleep begun, woken or cancelled), so that
  /// ``settle()`` can tell when nothing more does.
  private var activity = 0

  /// Creates a clock at ``Instant/offset`` zero, with nothing sleeping.
  public init() {}

  /// The current reading; it moves only with ``advance(by:)``.
  public var now: Instant { lock.withLock { current } }

  /// Zero: the clock keeps deadlines exactly.
  public var minimumResolution: Duration { .zero }

  /// The sleeps waiting for the clock to reach their deadline. Call ``settle()`` first, so
  /// that timers started just before have begun their sleep.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Waits until ``advance(by:)`` moves ``now`` to `deadline`; returns at once if it is already
  /// there. Throws `CancellationError` when the task is cancelled first.
  ///
  /// Isolated to the main actor, so that a timer's task on the main actor begins its sleep
  /// before it first suspends (see the type's discussion); `tolerance` is ignored.
  @MainActor
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    record()
    defer { record() }
    try Task.checkCancellation()
    let order: Int? = lock.withLock {
      guard deadline > current else { return nil }
      started += 1
      return started
    }
    guard let order else { return }
    defer { lock.withLock { wakeWaiters.removeValue(forKey: order) }?.resume() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = lock.withLock {
          // The handler may have run before the sleeper was listed: the flag is set first.
          if Task.isCancelled { return true }
          sleepers.append(Sleeper(order: order, deadline: deadline, continuation: continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = lock.withLock {
        sleepers.firstIndex { $0.order == order }.map { sleepers.remove(at: $0) }
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, waking every sleep that comes due on the way — in
  /// deadline order, each at its deadline — and letting the woken work run (``settle()``)
  /// before waking the next, so timers that woken timers start come due on the way too.
  ///
  /// - Precondition: `duration` is not negative: a clock for timers never goes back.
  @MainActor
  public func advance(by duration: Duration) async {
    precondition(duration >= .zero, "a test clock only moves forward")
    await settle()
    let end = now.advanced(by: duration)
    while let sleeper = wakeNext(dueBy: end) {
      // Resumes once the woken task is back on the main actor, where what it does next
      // (a timer's action) runs before this task can.
      await withCheckedContinuation { woken in
        lock.withLock { wakeWaiters[sleeper.order] = woken }
        sleeper.continuation.resume()
      }
      await settle()
    }
    lock.withLock { current = max(current, end) }
  }

  /// Waits until the work the clock woke has run and timers started on the main actor have
  /// begun their sleep: it queues behind the main actor's work until a round passes in which
  /// nothing happened on the clock. ``advance(by:)`` settles by itself; call this before
  /// reading ``sleeperCount``.
  @MainActor
  public func settle() async {
    var seen: Int
    repeat {
      seen = lock.withLock { activity }
      await Self.queueBehindMainActorWork()
    } while lock.withLock { activity } != seen
  }

  /// Removes the sleep due first by `end` and moves the clock to its deadline.
  private func wakeNext(dueBy end: Instant) -> Sleeper? {
    lock.withLock {
      guard
        let index = sleepers.indices.filter({ sleepers[$0].deadline <= end }).min(by: {
          (sleepers[$0].deadline, sleepers[$0].order) < (sleepers[$1].deadline, sleepers[$1].order)
        })
      else { return nil }
      let sleeper = sleepers.remove(at: index)
      current = max(current, sleeper.deadline)
      return sleeper
    }
  }

  private func record() {
    lock.withLock { activity += 1 }
  }

  /// Suspends until the main actor has run the jobs queued before this call, and those they
  /// queued in turn: a task isolated to the main actor is queued on it directly when it is
  /// made, behind what is there. (Resuming this call may take longer, never less.)
  @MainActor
  private static func queueBehindMainActorWork() async {
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
  }
}
