import Testing

@_spi(Skins) @testable import PasscodeCore

/// The wrong-code signal: the shake, or a fade when motion is reduced.
@Suite struct WrongCodeAnimationTests {
  @Test func theShakeFollowsShakeMotion() {
    let animation = WrongCodeAnimation(reduceMotion: false)
    #expect(animation.frames.map(\.offset) == ShakeMotion.standard.offsets)
    #expect(animation.frames.allSatisfy { $0.opacity == 1 })
    #expect(animation.duration == ShakeMotion.standard.duration)
    #expect(animation.durationInSeconds == 0.4)
    #expect(animation.moves)
  }

  @Test func reducedMotionMovesNothing() {
    let animation = WrongCodeAnimation(reduceMotion: true)
    #expect(!animation.moves)
    #expect(animation.frames.first == .rest && animation.frames.last == .rest)
    #expect(animation.frames.contains { $0.opacity < 1 })
    for step in 0...100 {
      #expect(animation.frame(at: Double(step) / 100).offset == 0)
    }
  }

  @Test func samplingInterpolatesBetweenFrames() {
    let animation = WrongCodeAnimation(reduceMotion: false)
    let interval = 1 / Double(animation.frames.count - 1)
    #expect(animation.frame(at: interval).offset == -12)
    #expect(abs(animation.frame(at: interval / 2).offset - -6) < 1e-9)
    #expect(abs(animation.frame(at: interval * 1.5).offset) < 1e-9)
    let fade = WrongCodeAnimation(reduceMotion: true)
    #expect(abs(fade.frame(at: 0.5).opacity - 0.3) < 1e-9)
    #expect(abs(fade.frame(at: 0.25).opacity - 0.65) < 1e-9)
  }

  @Test func atRestAtBothEndsAndOutside() {
    for reduceMotion in [false, true] {
      let animation = WrongCodeAnimation(reduceMotion: reduceMotion)
      for progress in [-1, 0, 1, 2.5] {
        #expect(animation.frame(at: progress) == .rest)
      }
      for step in 0...1000 {
        let frame = animation.frame(at: Double(step) / 1000)
        #expect(abs(frame.offset) <= 12)
        #expect(frame.opacity >= 0.3 && frame.opacity <= 1)
      }
    }
  }

  /// The keyframes UIKit plays: one time per frame, evenly spaced from 0 to 1, for the shake
  /// and the fade alike.
  @Test func keyTimesAreEvenFromZeroToOne() {
    for reduceMotion in [false, true] {
      let animation = WrongCodeAnimation(reduceMotion: reduceMotion)
      let times = animation.keyTimes
      #expect(times.count == animation.frames.count)
      #expect(times.first == 0)
      #expect(times.last == 1)
      for (earlier, later) in zip(times, times.dropFirst()) {
        #expect(abs((later - earlier) - 1 / Double(animation.frames.count - 1)) < 1e-12)
      }
    }
  }

  @Test func anotherMotionKeepsItsDurationAndFrames() {
    let slow = ShakeMotion(offsets: [0, 3, 0], duration: .seconds(2) + .milliseconds(250))
    let animation = WrongCodeAnimation(reduceMotion: false, shake: slow)
    #expect(animation.durationInSeconds == 2.25)
    #expect(animation.keyTimes == [0, 0.5, 1])
    #expect(animation.frames.map(\.offset) == [0, 3, 0])
    #expect(WrongCodeAnimation(reduceMotion: true, shake: slow).durationInSeconds == 2.25)
  }
}
