import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// Writing into cells keeps wide characters whole.
@Suite struct CellGridTests {
  let size = TerminalSize(columns: 10, rows: 2)

  @Test func writesAndClips() {
    var grid = CellGrid(size: size)
    #expect(grid.write("Passcode!!!", column: 2, row: 0, style: .plain) == 10)
    #expect(grid.text(ofRow: 0) == "  Passcode")
    #expect(grid.write("abc", column: 0, row: 1, style: .plain, limit: 2) == 2)
    #expect(grid.text(ofRow: 1) == "ab        ")
    grid.write("xy", column: -1, row: 1, style: .plain)
    #expect(grid.text(ofRow: 1) == "yb        ", "cells left of the grid are dropped")
  }

  @Test func wideCharactersTakeTwoCells() {
    var grid = CellGrid(size: size)
    #expect(grid.write("入力", column: 0, row: 0, style: .plain) == 4)
    #expect(grid[0, 0].width == 2)
    #expect(grid[1, 0].isContinuation)
    #expect(grid.text(ofRow: 0) == "入力      ")
    // A wide character that would be cut at the edge is left out.
    #expect(grid.write("日", column: 9, row: 1, style: .plain) == 9)
    #expect(grid.text(ofRow: 1) == "          ")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var grid = CellGrid(size: size)
    grid.write("入力", column: 0, row: 0, style: .plain)
    grid.write("x", column: 1, row: 0, style: .plain)
    #expect(grid.text(ofRow: 0) == " x力      ")
    grid.write("y", column: 2, row: 0, style: .plain)
    #expect(grid.text(ofRow: 0) == " xy       ")
    #expect(!grid[3, 0].isContinuation)
  }

  @Test func fillAndRestyle() {
    var grid = CellGrid(size: size)
    let red = TerminalStyle(background: RGBAColor(red: 255, green: 0, blue: 0))
    grid.write("abcdef", column: 0, row: 0, style: .plain)
    grid.fill(column: 8, row: 1, width: 5, height: 5, style: red)
    #expect(grid[9, 1].style == red)
    #expect(grid[7, 1].style == .plain)
    grid.restyle(column: 0, row: 0, width: 2, height: 1) { $0.bold = true }
    #expect(grid[1, 0].style.bold)
    #expect(grid[1, 0].character == "b")
    #expect(!grid[2, 0].style.bold)
  }
}
