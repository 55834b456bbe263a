/// How the dots signal a wrong code (``PasscodeScreen/SkinEffect/shake(reduceMotion:)``): the
/// side-to-side ``ShakeMotion``, or, when motion is reduced, a brief fade that moves nothing.
/// One table of frames that every skin plays: as keyframes (UIKit's `CAKeyframeAnimation`
/// takes the frames' values at ``keyTimes`` over ``durationInSeconds``), or sampled at any
/// point of its duration (SwiftUI on iOS 16, which has no keyframe animator).
///
/// ```swift
/// let animation = WrongCodeAnimation(reduceMotion: reduceMotion)
/// // keyframes:
/// shake.values = animation.frames.map(\.offset); shake.keyTimes = animation.keyTimes
/// // or sampled, progress 0…1 along the animation:
/// let frame = animation.frame(at: progress)
/// dots.offset(x: frame.offset).opacity(frame.opacity)
/// ```
@_spi(Skins) public struct WrongCodeAnimation: Equatable, Sendable {
  /// Where the dots are at one moment.
  public struct Frame: Equatable, Sendable {
    /// The horizontal offset of the dots, in points.
    public var offset: Double
    /// The dots' opacity, 0…1.
    public var opacity: Double

    /// Creates a frame.
    public init(offset: Double, opacity: Double) {
      self.offset = offset
      self.opacity = opacity
    }

    /// At rest: not moved, fully opaque.
    static let rest = Frame(offset: 0, opacity: 1)
  }

  /// The frames, evenly spaced over ``duration``; the first and last are at rest.
  public let frames: [Frame]
  /// How long the animation takes.
  public let duration: Duration

  /// The animation for a wrong code.
  ///
  /// - Parameters:
  ///   - reduceMotion: `true` when the effect asks for it, or the system's Reduce Motion is on
  ///     now: the dots fade to 30 % and back, over the shake's duration, without moving.
  ///   - shake: the motion played otherwise.
  public init(reduceMotion: Bool, shake: ShakeMotion = .standard) {
    duration = shake.duration
    frames =
      reduceMotion
      ? [.rest, Frame(offset: 0, opacity: 0.3), .rest]
      : shake.offsets.map { Frame(offset: $0, opacity: 1) }
  }

  /// Whether anything moves.
  var moves: Bool { frames.contains { $0.offset != 0 } }

  /// ``duration`` in seconds, for animation APIs that take a `TimeInterval`.
  public var durationInSeconds: Double { duration.inSeconds }

  /// When each of ``frames`` is reached, as a fraction of ``duration`` from 0 to 1, evenly
  /// spaced: the `keyTimes` of a `CAKeyframeAnimation`.
  public var keyTimes: [Double] {
    let intervals = Double(frames.count - 1)
    return frames.indices.map { Double($0) / intervals }
  }

  /// The frame at `progress` (0 at the start, 1 at the end), interpolated linearly between the
  /// two nearest frames; at rest outside 0…1.
  public func frame(at progress: Double) -> Frame {
    guard progress > 0, progress < 1, frames.count > 1 else { return .rest }
    let position = progress * Double(frames.count - 1)
    let index = Int(position)
    let fraction = position - Double(index)
    let from = frames[index]
    let to = frames[min(index + 1, frames.count - 1)]
    return Frame(
      offset: from.offset + (to.offset - from.offset) * fraction,
      opacity: from.opacity + (to.opacity - from.opacity) * fraction)
  }
}
