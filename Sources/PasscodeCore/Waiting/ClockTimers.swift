/// Timers on an injected clock: each waits in a task on the main actor until its deadline,
/// then runs its action — unless it was cancelled or restarted first.
///
/// It is the one implementation of "wait this long, then do that":
/// ``PasscodeScreenDriver`` runs the screen's countdown ticks and the pause before wrong-code
/// dots clear on it, ``MaskedTextTimers`` a secure field's reveal, and the terminal skin its
/// shake and key flashes. The state machines stay pure: they return effects with a
/// ``TimerToken``, and whoever performs those effects starts and cancels the timers here.
///
/// Time is injected (STYLE.md rule 3). Apps keep the default `ContinuousClock`, which keeps
/// counting while the device sleeps, so a countdown resumed after sleep shows the true time
/// left; tests pass PasscodeTestSupport's `TestClock` and move time by hand.
///
/// ```swift
/// let timers = ClockTimers<TimerToken>()
/// timers.start(token, after: .seconds(1)) { elapsed in
///   send(.tick(token, elapsed: elapsed))
/// }
/// timers.cancel(token)  // the tick never comes
/// ```
@MainActor
@_spi(Skins) public final class ClockTimers<Key: Hashable & Sendable> {
  private struct Pending {
    let serial: Int
    let task: Task<Void, Never>
  }

  /// The clock the timers wait on. Setting it affects the timers started afterwards; those
  /// pending keep their clock.
  var clock: any Clock<Duration>
  private var pending: [Key: Pending] = [:]
  private var serial = 0

  /// Creates timers that wait on `clock`.
  ///
  /// - Parameter clock: the clock to wait on; tests pass one they move by hand.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// The number of timers started and neither run nor cancelled.
  public var pendingCount: Int { pending.count }

  /// Whether the timer named `key` was started and has neither run nor been cancelled.
  public func isPending(_ key: Key) -> Bool { pending[key] != nil }

  /// Starts a timer: `action` runs on the main actor once `delay` has passed on the clock,
  /// with the time that actually passed (a sleeping device or a busy main actor can make it
  /// longer). Starting a key that is pending restarts it: the earlier action never runs.
  ///
  /// The deadline is fixed now, when the timer starts, not when its task first runs.
  public func start(
    _ key: Key, after delay: Duration,
    _ action: @escaping @MainActor (_ elapsed: Duration) -> Void
  ) {
    cancel(key)
    serial += 1
    let serial = serial
    let clock = clock
    let task = Self.wait(on: clock, for: delay) { [weak self] elapsed in
      guard let self, self.pending[key]?.serial == serial else { return }
      self.pending[key] = nil
      action(elapsed)
    }
    pending[key] = Pending(serial: serial, task: task)
  }

  /// Cancels the timer named `key`, if it is pending: its action will not run.
  public func cancel(_ key: Key) {
    pending.removeValue(forKey: key)?.task.cancel()
  }

  /// Cancels every pending timer (when the screen or field goes away).
  public func cancelAll() {
    let cancelled = pending
    pending = [:]
    for timer in cancelled.values { timer.task.cancel() }
  }

  deinit {
    for timer in pending.values { timer.task.cancel() }
  }

  /// Sleeps on `clock` until `delay` after now, then calls `action` with the time that passed.
  ///
  /// It calls the clock's `sleep(until:tolerance:)` requirement directly from the main actor:
  /// a clock whose sleep is isolated to the main actor (the tests' clock) then registers the
  /// sleep before this task first suspends and resumes it in the order it woke it, which makes
  /// advancing it deterministic.
  private static func wait<C: Clock<Duration>>(
    on clock: C, for delay: Duration, then action: @escaping @MainActor (Duration) -> Void
  ) -> Task<Void, Never> {
    let start = clock.now
    let deadline = start.advanced(by: delay)
    return Task { @MainActor in
      do {
        try await clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return  // cancelled
      }
      guard !Task.isCancelled else { return }
      action(start.duration(to: clock.now))
    }
  }
}
