import Testing

@_spi(Skins) @testable import PasscodeCore

/// The one-call unlock's answer, from the flow's ending.
@Suite struct UnlockResultTests {
  @Test func eachEndingHasItsResult() {
    #expect(UnlockResult(.completed) == .unlocked)
    #expect(UnlockResult(.cancelled) == .cancelled)
    #expect(UnlockResult(.fallbackSucceeded) == .fallbackSucceeded)
    #expect(UnlockResult(.permanentlyLocked) == .permanentlyLocked)
  }

  @Test func anEndingAndItsResultRoundTrip() {
    let endings: [PasscodeFlow.Ending] = [
      .completed, .cancelled, .fallbackSucceeded, .permanentlyLocked, .erased,
    ]
    for ending in endings {
      #expect(PasscodeFlow.Ending(UnlockResult(ending)) == ending)
    }
    #expect(Set(endings.map(UnlockResult.init)).count == endings.count)
  }
}
