/// The side-to-side shake of the dots after a wrong code: one motion for every skin.
///
/// UIKit and SwiftUI play it through ``WrongCodeAnimation`` (as keyframes, or sampled), which
/// replaces it with a fade when the screen asks for reduced motion
/// (``PasscodeScreen/SkinEffect/shake(reduceMotion:)``); the terminal plays it as frames of whole
/// cells (``cellOffsets(pointsPerCell:)``).
@_spi(Skins) public struct ShakeMotion: Equatable, Sendable {
  /// Horizontal offsets in points, one per frame, starting and ending at rest.
  var offsets: [Double]
  /// How long the whole motion takes.
  public var duration: Duration

  /// Creates a motion.
  ///
  /// - Precondition: at least two offsets, the first and last zero.
  init(offsets: [Double], duration: Duration) {
    precondition(
      offsets.count >= 2 && offsets.first == 0 && offsets.last == 0,
      "a shake starts and ends at rest")
    self.offsets = offsets
    self.duration = duration
  }

  /// A damped shake: 12 points each way, dying out in 0.4 s.
  public static let standard = ShakeMotion(
    offsets: [0, -12, 12, -9, 9, -5, 5, -2, 0], duration: .milliseconds(400))

  /// The time between two frames.
  var frameInterval: Duration { duration / (offsets.count - 1) }

  /// The offsets in whole character cells for a terminal, where a cell is about
  /// `pointsPerCell` points wide; frames that round to the same cell as the one before are
  /// dropped, so a terminal redraws only when something moves.
  public func cellOffsets(pointsPerCell: Double = 6) -> [Int] {
    precondition(pointsPerCell > 0, "a cell has a width")
    var cells: [Int] = []
    for offset in offsets {
      let cell = Int((offset / pointsPerCell).rounded())
      if cells.last != cell { cells.append(cell) }
    }
    return cells
  }
}
