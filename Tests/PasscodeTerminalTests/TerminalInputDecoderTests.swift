import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// Bytes from a raw terminal become keys and mouse reports, whatever way the reads split them.
@Suite struct TerminalInputDecoderTests {
  func decode(_ text: String) -> [TerminalEvent] {
    var decoder = TerminalInputDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  func keys(_ keys: TerminalKey...) -> [TerminalEvent] {
    keys.map { .key($0) }
  }

  @Test func printableCharactersAndDigits() {
    #expect(
      decode("4a ~") == keys(.character("4"), .character("a"), .character(" "), .character("~")))
    #expect(decode("é３") == keys(.character("é"), .character("３")))
  }

  @Test func controlBytes() {
    #expect(decode("\r\n\t") == keys(.enter, .enter, .tab))
    #expect(decode("\u{7F}\u{08}") == keys(.backspace, .backspace))
    #expect(
      decode("\u{03}\u{04}\u{15}\u{1A}")
        == keys(.interrupt, .endOfInput, .eraseLine, .control(0x1A)))
  }

  @Test func escapeSequences() {
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == keys(.up, .down, .right, .left))
    #expect(decode("\u{1B}OA\u{1B}OH\u{1B}OF") == keys(.up, .home, .end))
    #expect(decode("\u{1B}[3~\u{1B}[Z\u{1B}[1~\u{1B}[4~") == keys(.delete, .backTab, .home, .end))
    #expect(decode("\u{1B}[1;5C") == keys(.right), "modifiers are ignored")
    #expect(decode("\u{1B}[2~\u{1B}[15~x") == keys(.character("x")), "unknown keys are skipped")
  }

  @Test func keypadInApplicationMode() {
    #expect(decode("\u{1B}Op\u{1B}Oy\u{1B}OM") == keys(.character("0"), .character("9"), .enter))
  }

  @Test func escapeAloneNeedsAPause() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush() == keys(.escape))
    #expect(!decoder.isAwaitingMore)
    #expect(decode("\u{1B}\u{1B}") == keys(.escape, .escape))
  }

  @Test func altCharacters() {
    #expect(decode("\u{1B}x") == keys(.alt("x")))
    #expect(decode("\u{1B}é") == keys(.alt("é")))
  }

  @Test func sgrMousePressAndRelease() {
    #expect(
      decode("\u{1B}[<0;12;7M\u{1B}[<0;12;7m") == [
        .mouse(MouseEvent(button: .left, action: .press, column: 11, row: 6)),
        .mouse(MouseEvent(button: .left, action: .release, column: 11, row: 6)),
      ])
    #expect(
      decode("\u{1B}[<2;1;1M\u{1B}[<32;5;5M\u{1B}[<64;3;3M\u{1B}[<65;3;3M") == [
        .mouse(MouseEvent(button: .right, action: .press, column: 0, row: 0)),
        .mouse(MouseEvent(button: .left, action: .drag, column: 4, row: 4)),
        .mouse(MouseEvent(button: .wheelUp, action: .press, column: 2, row: 2)),
        .mouse(MouseEvent(button: .wheelDown, action: .press, column: 2, row: 2)),
      ])
    #expect(
      decode("\u{1B}[<4;200;100M") == [
        .mouse(MouseEvent(button: .left, action: .press, column: 199, row: 99))
      ], "modifier bits are ignored; coordinates past 223 work")
  }

  @Test func x10MouseReports() {
    // Button 0 at column 10, row 5 (1-based), each byte offset by 32.
    let bytes: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 32 + 10, 32 + 5]
    var decoder = TerminalInputDecoder()
    #expect(
      decoder.decode(bytes) == [
        .mouse(MouseEvent(button: .left, action: .press, column: 9, row: 4))
      ])
  }

  @Test func everySplitOfAReadGivesTheSameEvents() {
    let text = "1\u{1B}[<0;12;7M\u{1B}[3~ü日\u{1B}OB\r"
    let bytes = Array(text.utf8)
    var whole = TerminalInputDecoder()
    let expected = whole.decode(bytes)
    #expect(expected.count == 7)
    for split in 0...bytes.count {
      var decoder = TerminalInputDecoder()
      let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
      #expect(events == expected, "split at \(split)")
    }
    var byteByByte = TerminalInputDecoder()
    #expect(bytes.flatMap { byteByByte.decode([$0]) } == expected)
  }

  @Test func malformedInputIsSkipped() {
    var decoder = TerminalInputDecoder()
    #expect(
      decoder.decode([0xFF, 0x61, 0x80]) == keys(.character("a")),
      "bytes that start no character")
    #expect(decode("\u{1B}[<0;1M") == [], "a mouse report with two numbers")
    #expect(decode("\u{1B}[12\u{01}a") == keys(.control(1), .character("a")))
    let runaway = "\u{1B}[" + String(repeating: "1", count: 100) + "a"
    #expect(decode(runaway).last == .key(.character("a")))
  }

  @Test func incompleteCharacterIsDroppedOnFlush() {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode([0xE6, 0x97]).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("5".utf8)) == keys(.character("5")))
  }
}
