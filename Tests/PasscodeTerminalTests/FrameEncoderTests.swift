import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// Frames are sent whole the first time, then only what changed; colours only when wanted.
@Suite struct FrameEncoderTests {
  let size = TerminalSize(columns: 20, rows: 3)
  let encoder = FrameEncoder(colorMode: .trueColor)
  let accent = TerminalStyle(foreground: RGBAColor(red: 52, green: 66, blue: 198), bold: true)

  func grid(_ rows: String...) -> CellGrid {
    var grid = CellGrid(size: size)
    for (row, text) in rows.enumerated() { grid.write(text, column: 0, row: row, style: .plain) }
    return grid
  }

  /// The cursor moves in `output`, as (row, column), 1-based.
  func moves(_ output: String) -> [String] {
    output.split(separator: "\u{1B}").compactMap { sequence in
      guard sequence.hasPrefix("["), let end = sequence.firstIndex(of: "H") else { return nil }
      let position = sequence[sequence.index(after: sequence.startIndex)..<end]
      return position.allSatisfy { $0.isNumber || $0 == ";" } ? String(position) : nil
    }
  }

  @Test func firstFrameIsDrawnWhole() {
    let output = encoder.encode(from: nil, to: grid("Enter Passcode", "", "○ ○ ○"))
    #expect(moves(output) == ["1;1", "2;1", "3;1"])
    #expect(output.contains("Enter Passcode      "))
    #expect(output.hasSuffix("\u{1B}[0m"))
  }

  @Test func nothingChangedSendsNothing() {
    let frame = grid("Enter Passcode", "", "○ ○ ○")
    #expect(encoder.encode(from: frame, to: frame) == "")
  }

  @Test func onlyChangedCellsAreSent() {
    let before = grid("Enter Passcode", "", "○ ○ ○ ○ ○ ○")
    let after = grid("Enter Passcode", "", "● ○ ○ ○ ○ ○")
    let output = encoder.encode(from: before, to: after)
    #expect(moves(output) == ["3;1"])
    #expect(output == "\u{1B}[3;1H\u{1B}[0m●\u{1B}[0m")
  }

  @Test func nearbyChangesAreJoinedFarOnesAreNot() {
    let before = grid("abcdefghijklmnopqrst")
    let near = grid("Xbcd Fghijklmnopqrst")
    #expect(moves(encoder.encode(from: before, to: near)) == ["1;1"])
    #expect(encoder.encode(from: before, to: near).contains("Xbcd "))
    let far = grid("Xbcdefghijklmnopqrs!")
    #expect(moves(encoder.encode(from: before, to: far)) == ["1;1", "1;20"])
  }

  @Test func stylesAreSentWhereTheyChange() {
    var before = CellGrid(size: size)
    before.write("OK", column: 0, row: 0, style: .plain)
    var after = before
    after.write("OK", column: 0, row: 0, style: accent)
    let output = encoder.encode(from: before, to: after)
    #expect(output == "\u{1B}[1;1H\u{1B}[0;1;38;2;52;66;198mOK\u{1B}[0m")
  }

  @Test func noColorSendsAttributesOnly() {
    let plain = FrameEncoder(colorMode: .none)
    #expect(plain.sgr(accent) == "\u{1B}[0;1m")
    let background = TerminalStyle(background: RGBAColor(red: 1, green: 2, blue: 3), inverse: true)
    #expect(plain.sgr(background) == "\u{1B}[0;7m")
    #expect(encoder.sgr(background) == "\u{1B}[0;7;48;2;1;2;3m")
    var frame = CellGrid(size: size, style: background)
    frame.write("x", column: 0, row: 0, style: accent)
    #expect(!plain.encode(from: nil, to: frame).contains("38;2"))
    #expect(!plain.encode(from: nil, to: frame).contains("48;2"))
    #expect(encoder.encode(from: nil, to: frame).contains("48;2;1;2;3"))
  }

  @Test func aResizedFrameIsDrawnWhole() {
    let before = grid("Enter Passcode")
    var after = CellGrid(size: TerminalSize(columns: 20, rows: 4))
    after.write("Enter Passcode", column: 0, row: 0, style: .plain)
    #expect(moves(encoder.encode(from: before, to: after)).count == 4)
  }

  @Test func wideCharactersAreSentWhole() {
    var before = CellGrid(size: size)
    before.write("パスコード", column: 0, row: 0, style: .plain)
    var after = before
    after.write("ス", column: 2, row: 0, style: accent)
    let output = encoder.encode(from: before, to: after)
    #expect(moves(output) == ["1;3"])
    #expect(output.contains("ス"))
    #expect(!output.contains("パ"))
  }
}
