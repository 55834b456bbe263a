/// Performs a ``MaskedText``'s timer effects for a skin: starts the timers that mask the
/// character shown for a moment, cancels the ones no longer needed, and hands back the
/// announcements for the skin to speak — one timer bookkeeping for every secure field, as
/// ``PasscodeScreenDriver`` is the one effect loop of the passcode screen. The timers run on
/// ``ClockTimers``.
///
/// The text itself stays wherever the skin keeps it (a field, a binding, a ``FormModel``):
/// when a timer comes due, `fire` gets its token, for ``MaskedText/Event/timerFired(_:)``.
/// Each field needs its own `MaskedTextTimers`: tokens are unique within one ``MaskedText``,
/// not across fields.
///
/// ```swift
/// let announcements = timers.perform(text.handle(event)) { token in
///   send(.timerFired(token))
/// }
/// for announcement in announcements { speak(localizer.string(announcement)) }
/// ```
@MainActor
@_spi(Skins) public final class MaskedTextTimers {
  private let timers: ClockTimers<TimerToken>

  /// Creates the timers of one field.
  ///
  /// - Parameter clock: the clock the mask timers wait on (tests pass one they move by hand).
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    timers = ClockTimers(clock: clock)
  }

  /// The mask timers started and neither fired nor cancelled.
  var pendingCount: Int { timers.pendingCount }

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
        timers.start(token, after: delay) { _ in fire(token) }
      case .cancelMaskTimer(let token):
        timers.cancel(token)
      case .announce(let text):
        announcements.append(text)
      }
    }
    return announcements
  }

  /// Cancels every timer (when the field goes away).
  public func cancelAll() {
    timers.cancelAll()
  }
}
