/// Schedules the screen's timers (countdown ticks, the pause before wrong-code dots clear).
///
/// Time is injected (STYLE.md rule 3): the app uses ``ClockTimerScheduler``, tests use
/// `ManualTimerScheduler` from PasscodeTestSupport, which fires timers when told to.
@MainActor
public protocol TimerScheduling: AnyObject {
  /// Calls `fire` once, about `delay` from now, with the time that actually elapsed; never if
  /// the returned timer is cancelled first.
  func schedule(after delay: Duration, _ fire: @escaping @MainActor (_ elapsed: Duration) -> Void)
    -> any ScheduledTimer
}

/// A timer from a ``TimerScheduling``.
@MainActor
public protocol ScheduledTimer: AnyObject {
  /// Stops the timer; its action will not run.
  func cancel()
}

/// Timers on a real clock, measured with `ContinuousClock`, which keeps counting while the
/// device sleeps, so a countdown resumed after sleep shows the true time left.
@MainActor
public final class ClockTimerScheduler: TimerScheduling {
  /// Creates a scheduler.
  public init() {}

  /// Sleeps in a task on the main actor, then fires with the measured elapsed time.
  public func schedule(
    after delay: Duration, _ fire: @escaping @MainActor (_ elapsed: Duration) -> Void
  ) -> any ScheduledTimer {
    let clock = ContinuousClock()
    let start = clock.now
    let task = Task { @MainActor in
      try? await clock.sleep(until: start.advanced(by: delay), tolerance: nil)
      guard !Task.isCancelled else { return }
      fire(start.duration(to: clock.now))
    }
    return TaskTimer(task)
  }

  private final class TaskTimer: ScheduledTimer {
    let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
      self.task = task
    }

    func cancel() {
      task.cancel()
    }
  }
}
