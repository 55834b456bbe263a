import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// Full screen from 30×12 up, compact below; portrait on tall terminals, side by side on wide
/// short ones.
@Suite struct TerminalPresentationTests {
  func presentation(_ columns: Int, _ rows: Int, format: PasscodeFormat = .default)
    -> TerminalPresentation
  {
    TerminalPresentation.choose(
      for: unlockScreen(format: format), size: TerminalSize(columns: columns, rows: rows),
      options: plainOptions)
  }

  @Test func compactBelowThirtyByTwelve() {
    #expect(presentation(29, 12) == .compact)
    #expect(presentation(30, 11) == .compact)
    #expect(presentation(28, 10) == .compact)
    #expect(presentation(1, 1) == .compact)
    #expect(presentation(30, 12).layout != nil)
  }

  @Test(arguments: [
    (30, 12), (40, 14), (80, 24), (120, 30), (200, 60), (30, 40), (50, 50), (300, 12),
  ])
  func fullLayoutsStayInsideTheTerminal(columns: Int, rows: Int) throws {
    for format in [PasscodeFormat.default, .numeric(length: 12), .variableNumeric, .alphanumeric] {
      let layout = try #require(presentation(columns, rows, format: format).layout)
      let canvas = LayoutRect(x: 0, y: 0, width: Double(columns), height: Double(rows))
      for placement in layout.placements {
        #expect(canvas.contains(placement.frame), "\(placement.element) at \(columns)x\(rows)")
        #expect(placement.frame.x == placement.frame.x.rounded(), "whole cells")
      }
    }
  }

  @Test func tallTerminalsStackWideShortOnesGoSideBySide() {
    #expect(presentation(40, 40).layout?.arrangement == .stacked)
    #expect(presentation(60, 36).layout?.arrangement == .stacked)
    #expect(presentation(80, 24).layout?.arrangement == .sideBySide)
    #expect(presentation(40, 14).layout?.arrangement == .sideBySide)
  }

  @Test func rightToLeftMirrorsTheTitleColumn() throws {
    let screen = unlockScreen()
    let size = TerminalSize(columns: 80, rows: 24)
    var arabic = plainOptions
    arabic.locale = .arabic
    let left = try #require(
      TerminalPresentation.choose(for: screen, size: size, options: plainOptions).layout)
    let right = try #require(
      TerminalPresentation.choose(for: screen, size: size, options: arabic).layout)
    #expect(left.title.midX < left.frame(of: .five).midX)
    #expect(right.title.midX > right.frame(of: .five).midX)
  }
}
