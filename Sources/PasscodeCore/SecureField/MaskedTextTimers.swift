/// Performs a ``MaskedText``'s timer effects for a skin: schedules the timers that mask the
/// character shown for a moment, cancels the ones no longer needed, and hands back the
/// announcements for the skin to speak — one timer bookkeeping for every secure field, as
/// ``PasscodeScreenDriver`` is the one effect loop of the passcode screen.
///
/// The text itself stays wherever the skin keeps it (a field, a binding, a ``FormModel``):
/// when a timer comes due, `fire` gets its token, for ``MaskedText/Event/timerFired(_:)``.
///
/// ```swift
/// let announcements = timers.perform(text.handle(event)) { token in
///   send(.timerFired(token))
/// }
/// for announcement in announcements { speak(localizer.string(announcement)) }
/// ```
@MainActor
public final class MaskedTextTimers {
  private let timers: any TimerScheduling
  private var scheduled: [TimerToken: any ScheduledTimer] = [:]

  /// Creates the timers of one field (or one form).
  ///
  /// - Parameter timers: the scheduler (tests and previews may pass their own).
  public init(timers: any TimerScheduling = ClockTimerScheduler()) {
    self.timers = timers
  }

  /// The mask timers scheduled and neither fired nor cancelled.
  public var pendingCount: Int { scheduled.count }

  /// Performs `effects`: a mask timer calls `fire` with its token when it is due; a cancelled
  /// one never does.
  ///
  /// - Returns: the texts to announce with VoiceOver, in order.
  public func perform(
    _ effects: [MaskedText.Effect], fire: @escaping @MainActor (TimerToken) -> Void
  ) -> [LocalizedText] {
    var announcements: [LocalizedText] = []
    for effect in effects {
      switch effect {
      case .scheduleMask(let delay, let token):
        scheduled[token] = timers.schedule(after: delay) { [weak self] _ in
          self?.scheduled[token] = nil
          fire(token)
        }
      case .cancelMaskTimer(let token):
        scheduled.removeValue(forKey: token)?.cancel()
      case .announce(let text):
        announcements.append(text)
      }
    }
    return announcements
  }

  /// Cancels every timer (when the field goes away).
  public func cancelAll() {
    for timer in scheduled.values { timer.cancel() }
    scheduled = [:]
  }
}
