import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite struct ShakeMotionTests {
  @Test func startsAndEndsAtRestAndDiesOut() {
    let motion = ShakeMotion.standard
    #expect(motion.offsets.first == 0)
    #expect(motion.offsets.last == 0)
    let amplitudes = motion.offsets.map(abs)
    #expect(zip(amplitudes.dropFirst(2), amplitudes.dropFirst()).allSatisfy { $0 <= $1 || $0 == 0 })
    // It really goes both ways.
    #expect(motion.offsets.contains { $0 < 0 })
    #expect(motion.offsets.contains { $0 > 0 })
    #expect(motion.frameInterval * (motion.offsets.count - 1) == motion.duration)
  }

  @Test func terminalFramesAreWholeCellsWithoutRepeats() {
    let cells = ShakeMotion.standard.cellOffsets()
    #expect(cells == [0, -2, 2, -2, 2, -1, 1, 0])
    #expect(zip(cells, cells.dropFirst()).allSatisfy { $0 != $1 })
    #expect(ShakeMotion.standard.cellOffsets(pointsPerCell: 100) == [0])
  }
}
