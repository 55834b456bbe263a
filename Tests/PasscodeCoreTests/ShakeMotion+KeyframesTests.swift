import Testing

@testable import PasscodeCore

/// The shake as keyframes for animation APIs.
@Suite struct ShakeMotionKeyframesTests {
  @Test func keyTimesAreEvenFromZeroToOne() {
    let motion = ShakeMotion.standard
    let times = motion.keyTimes
    #expect(times.count == motion.offsets.count)
    #expect(times.first == 0)
    #expect(times.last == 1)
    for (earlier, later) in zip(times, times.dropFirst()) {
      #expect(abs((later - earlier) - 1 / Double(motion.offsets.count - 1)) < 1e-12)
    }
  }

  @Test func theDurationIsInSeconds() {
    #expect(ShakeMotion.standard.durationInSeconds == 0.4)
    let slow = ShakeMotion(offsets: [0, 3, 0], duration: .seconds(2) + .milliseconds(250))
    #expect(slow.durationInSeconds == 2.25)
    #expect(slow.keyTimes == [0, 0.5, 1])
  }
}
