import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// A secure field's mask timers: a revealed character is masked when its time is up, a reveal
/// ended early never fires, announcements go back to the skin.
@MainActor
@Suite struct MaskedTextTimersTests {
  /// A field run the way the skins run one: every event's effects through the timers.
  @MainActor final class Field {
    let clock = TestClock()
    lazy var timers = MaskedTextTimers(clock: clock)
    var text = MaskedText(maximumLength: 6, revealDuration: .seconds(1))
    var announcements: [LocalizedText] = []

    func send(_ event: MaskedText.Event) {
      let effects = text.handle(event)
      text.assertInvariants()
      announcements += timers.perform(effects) { [weak self] token in
        self?.send(.timerFired(token))
      }
    }
  }

  @Test func aRevealedCharacterIsMaskedWhenItsTimeIsUp() async {
    let field = Field()
    field.send(.focusChanged(true))
    field.send(.typed("4"))
    #expect(field.text.isRevealing)
    #expect(field.timers.pendingCount == 1)
    await field.clock.advance(by: .milliseconds(999))
    #expect(field.text.isRevealing)
    await field.clock.advance(by: .milliseconds(1))
    #expect(!field.text.isRevealing)
    #expect(field.timers.pendingCount == 0)
  }

  @Test func aRevealEndedEarlyCancelsItsTimer() async {
    let field = Field()
    field.send(.focusChanged(true))
    field.send(.typed("4"))
    field.send(.typed("2"))
    #expect(field.timers.pendingCount == 1, "the first reveal's timer is cancelled")
    await field.clock.settle()
    #expect(field.clock.sleeperCount == 1)
    field.send(.focusChanged(false))
    #expect(field.timers.pendingCount == 0)
    await field.clock.settle()
    #expect(field.clock.sleeperCount == 0)
    #expect(!field.text.isRevealing)
  }

  @Test func announcementsAreHandedBack() {
    let field = Field()
    field.send(.voiceOverChanged(true))
    field.send(.typed("4"))
    field.send(.typed("2"))
    #expect(
      field.announcements == [
        LocalizedText(.ofTotalEntered, .number(1), .number(6)),
        LocalizedText(.ofTotalEntered, .number(2), .number(6)),
      ])
    #expect(field.timers.pendingCount == 0, "nothing is revealed under VoiceOver")
  }

  @Test func cancelAllStopsEveryTimer() async {
    let field = Field()
    field.send(.focusChanged(true))
    field.send(.typed("4"))
    field.timers.cancelAll()
    #expect(field.timers.pendingCount == 0)
    await field.clock.advance(by: .seconds(5))
    #expect(field.text.isRevealing, "nothing fired: the skin went away")
  }
}
