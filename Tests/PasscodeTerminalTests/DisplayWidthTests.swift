import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// Cells taken by text: CJK and emoji two, combining marks none.
@Suite struct DisplayWidthTests {
  @Test func widths() {
    #expect(DisplayWidth.of("Enter Passcode") == 14)
    #expect(DisplayWidth.of("パスコードを入力") == 16)
    #expect(DisplayWidth.of("비밀번호") == 8)
    #expect(DisplayWidth.of("０１２") == 6, "full-width digits")
    #expect(DisplayWidth.of("●○╭─╮") == 5, "ambiguous-width symbols count as one")
    #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent takes no cell")
    #expect(DisplayWidth.of("أدخل رمز الدخول") == 15)
    #expect(DisplayWidth.of("🔒") == 2)
    #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 2, "emoji presentation selector")
    #expect(DisplayWidth.of("a\u{200B}b") == 2, "zero-width space")
    #expect(DisplayWidth.of("\u{1B}") == 0)
  }

  @Test func truncation() {
    #expect(DisplayWidth.truncated("Cancel", toWidth: 6) == "Cancel")
    #expect(DisplayWidth.truncated("Cancel", toWidth: 5) == "Canc…")
    #expect(DisplayWidth.truncated("キャンセル", toWidth: 5) == "キャ…")
    #expect(DisplayWidth.truncated("キャンセル", toWidth: 4) == "キ…")
    #expect(DisplayWidth.truncated("abc", toWidth: 0) == "")
  }

  @Test func wrappingAtSpaces() {
    let lines = DisplayWidth.wrapped("Wrong passcode. 9 attempts left", toWidth: 16, lines: 2)
    #expect(lines == ["Wrong passcode.", "9 attempts left"])
    let cut = DisplayWidth.wrapped(
      "Too many failed attempts. This passcode is locked.", toWidth: 12, lines: 2)
    #expect(cut.count == 2)
    #expect(cut.allSatisfy { DisplayWidth.of($0) <= 12 })
    #expect(cut[1].hasSuffix("…"))
  }

  @Test func wrappingWithoutSpaces() {
    let lines = DisplayWidth.wrapped("パスコードが違います。残り6回", toWidth: 20, lines: 2)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    #expect(lines.joined() == "パスコードが違います。残り6回")
    #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("。") }, "。 never starts a line")
  }
}
