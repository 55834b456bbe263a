import PasscodeCore

/// Timers that fire only when a test moves time forward, synchronously and in order.
@MainActor
public final class ManualTimerScheduler: TimerScheduling {
  private final class Entry: ScheduledTimer {
    let due: Duration
    let scheduledAt: Duration
    let order: Int
    var fire: (@MainActor (Duration) -> Void)?

    init(
      due: Duration, scheduledAt: Duration, order: Int,
      fire: @escaping @MainActor (Duration) -> Void
    ) {
      self.due = due
      self.scheduledAt = scheduledAt
      self.order = order
      self.fire = fire
    }

    func cancel() { fire = nil }
  }

  private var now = Duration.zero
  private var entries: [Entry] = []
  private var count = 0

  /// Creates a scheduler at time zero.
  public init() {}

  /// Timers scheduled and neither fired nor cancelled.
  public var pendingCount: Int { entries.count { $0.fire != nil } }

  /// Records the timer.
  public func schedule(
    after delay: Duration, _ fire: @escaping @MainActor (_ elapsed: Duration) -> Void
  ) -> any ScheduledTimer {
    count += 1
    let entry = Entry(due: now + delay, scheduledAt: now, order: count, fire: fire)
    entries.append(entry)
    return entry
  }

  /// Moves time forward by `duration`, firing every timer that comes due, in order, including
  /// timers those timers schedule.
  public func advance(by duration: Duration) {
    let end = now + duration
    while let next = entries.filter({ $0.fire != nil && $0.due <= end })
      .min(by: { ($0.due, $0.order) < ($1.due, $1.order) })
    {
      entries.removeAll { $0 === next }
      now = next.due
      let fire = next.fire
      next.fire = nil
      fire?(now - next.scheduledAt)
    }
    entries.removeAll { $0.fire == nil }
    now = end
  }
}
