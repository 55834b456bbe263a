import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// A passcode screen state becomes cells: key boxes, dots, texts, and what a click presses.
@Suite struct PasscodeFrameRendererTests {
  @Test func keysAreBoxesWithTheirDigits() {
    let grid = render(unlockScreen(), 40, 14).grid
    // Gaps give way before keys: full-size keys with their digits centred.
    #expect(grid.rows(containing: "╭─────╮ ╭─────╮ ╭─────╮").count == 3)
    #expect(grid.rows(containing: "│  1  │ │  2  │ │  3  │").count == 1)
    #expect(grid.rows(containing: "│  4  │ │  5  │ │  6  │").count == 1)
    #expect(grid.rows(containing: "│  7  │ │  8  │ │  9  │").count == 1)
    #expect(grid.rows(containing: "Cancel  │  0  │").count == 1, "Cancel in the accessory slot")
    #expect(grid.rows(containing: "Delete").isEmpty, "no Delete before anything is typed")
    #expect(grid.rows(containing: "Enter Passcode").count == 1)
  }

  @Test("keypad letters have no row in a three-row key box: the keys are drawn as without them")
  func keypadLettersAreNotDrawn() {
    for theme in [PasscodeTheme.default(.dark), .classic(.dark)] {
      for (columns, rows) in [(40, 14), (80, 24), (132, 50)] {
        var lettered = plainOptions
        lettered.theme = theme.withKeypadLetters()
        var plain = plainOptions
        plain.theme = theme
        let drawn = render(unlockScreen(typing: [1]), columns, rows, options: lettered)
        #expect(drawn.grid == render(unlockScreen(typing: [1]), columns, rows, options: plain).grid)
        #expect(drawn.grid.rows(containing: "ABC").isEmpty)
        #expect(drawn.presentation.layout?.keyFace.letters == nil)
      }
    }
  }

  @Test func circlesForTheClassicTheme() {
    var options = plainOptions
    options.theme = .classic(.dark)
    let grid = render(unlockScreen(), 80, 24, options: options).grid
    #expect(grid.rows(containing: "(  1  )  (  2  )  (  3  )").count == 1)
    #expect(grid.rows(containing: " ╭───╮    ╭───╮    ╭───╮").count == 3)
    #expect(grid.rows(containing: "(  0  )").count == 1)
  }

  @Test func dotsFillAsDigitsArrive() {
    let empty = render(unlockScreen(), 40, 14).grid
    #expect(empty.count(of: "○") == 6)
    #expect(empty.count(of: "●") == 0)
    let two = render(unlockScreen(typing: [4, 8]), 40, 14).grid
    #expect(two.count(of: "●") == 2)
    #expect(two.count(of: "○") == 4)
    #expect(two.rows(containing: "Delete").count == 1, "Delete shows once something is typed")
  }

  @Test func variableLengthCodesShowOneDotPerCharacterAndOK() throws {
    let screen = unlockScreen(typing: [1, 2, 3], format: .variableNumeric)
    let frame = render(screen, 40, 16)
    #expect(frame.grid.count(of: "●") == 3)
    #expect(frame.grid.count(of: "○") == 0)
    let ok = try #require(frame.grid.rows(containing: "OK").first)
    let column = try #require(frame.grid.text(ofRow: ok).firstIndex(of: "O"))
    let offset = frame.grid.text(ofRow: ok).distance(
      from: frame.grid.text(ofRow: ok).startIndex, to: column)
    #expect(frame.target(atColumn: offset, row: ok) == .submitButton)
  }

  @Test func theShakeMovesOnlyTheDots() throws {
    let screen = unlockScreen(typing: [1, 1, 1])
    let still = render(screen, 40, 40).grid
    let moved = render(screen, 40, 40, shakeOffset: -2).grid
    let row = try #require(still.rows(containing: "●").first)
    let dots = still.text(ofRow: row)
    let shifted = moved.text(ofRow: row)
    #expect(String(dots.dropFirst(2)) + "  " == shifted)
    for other in 0..<40 where other != row {
      #expect(still.text(ofRow: other) == moved.text(ofRow: other))
    }
  }

  @Test func wrongCodeMessage() {
    var screen = unlockScreen(typing: [1, 1, 1, 1, 1, 1])
    _ = screen.handle(.verified(.wrong(attemptsLeft: 9, wait: .zero)))
    let grid = render(screen, 80, 24).grid
    #expect(grid.rows(containing: "Wrong passcode. 9 attempts left").count == 1)
    #expect(grid.count(of: "●") == 6, "the dots stay full while the error holds")
  }

  @Test func lockoutShowsTheCountdownAndFadesTheKeys() throws {
    var screen = unlockScreen(typing: [1, 1, 1, 1, 1, 1])
    _ = screen.handle(.verified(.lockedOut(timeLeft: .seconds(299))))
    let frame = render(screen, 80, 24)
    #expect(frame.grid.rows(containing: "Try again in 4:59").count == 1)
    let five = CellRect(try #require(frame.presentation.layout).frame(of: .five))
    #expect(frame.grid[five.column + 3, five.row + 1].character == "5")
    #expect(frame.grid[five.column + 3, five.row + 1].style.dim)
    let colour = render(screen, 80, 24, options: PasscodeTerminalOptions()).grid
    let open = render(unlockScreen(), 80, 24, options: PasscodeTerminalOptions()).grid
    #expect(
      colour[five.column + 3, five.row + 1].style.foreground
        != open[five.column + 3, five.row + 1].style.foreground)
  }

  @Test func permanentLockSaysHowToErase() {
    var screen = unlockScreen(typing: [1, 1, 1, 1, 1, 1])
    _ = screen.handle(.verified(.permanentlyLocked))
    var options = plainOptions
    options.permanentLockHint = "Run passcode reset --erase --yes"
    let grid = render(screen, 120, 30, options: options).grid
    #expect(grid.rows(containing: "Too many failed attempts.").count == 1)
    #expect(grid.rows(containing: "Run passcode reset --erase --yes").count == 1)
    let compact = render(screen, 28, 10, options: options).grid
    #expect(compact.rows(containing: "Run passcode reset").count == 1)
  }

  @Test func aPressedKeyIsInverseWithoutColour() throws {
    let frame = render(unlockScreen(), 40, 14, pressed: .five)
    let five = CellRect(try #require(frame.presentation.layout).frame(of: .five))
    #expect(frame.grid[five.column + 1, five.row + 1].style.inverse)
    #expect(!frame.grid[five.column + 1, five.row + 1 - 4].style.inverse, "the 2 key")
  }

  @Test func coloursComeFromTheTheme() {
    let theme = PasscodeTheme.default(.light)
    let grid = render(unlockScreen(), 40, 14, options: PasscodeTerminalOptions(theme: theme)).grid
    #expect(grid[0, 0].style.background == theme.background.fallbackColor)
    let plain = render(unlockScreen(), 40, 14).grid
    #expect(plain[0, 0].style == .plain)
  }

  @Test func japaneseTitlesAreMeasuredInCells() throws {
    var options = plainOptions
    options.locale = .japanese
    let frame = render(unlockScreen(), 40, 14, options: options)
    let title = CellRect(try #require(frame.presentation.layout).title)
    let row = frame.grid.text(ofRow: title.row)
    #expect(row.contains("パスコードを入力"))
    // Centred in its frame by width in cells (16), not in characters (8).
    let start = (title.width - 16) / 2
    #expect(frame.grid[title.column + start, title.row].character == "パ")
  }

  @Test func clicksHitTheKeyUnderThem() throws {
    let screen = unlockScreen(typing: [3])
    let frame = render(screen, 80, 24)
    let layout = try #require(frame.presentation.layout)
    for slot in KeySlot.allCases {
      let rect = CellRect(layout.frame(of: slot))
      for (column, row) in [
        (rect.column, rect.row), (rect.column + rect.width - 1, rect.row + rect.height - 1),
      ] {
        #expect(frame.target(atColumn: column, row: row) == .key(slot))
      }
      #expect(frame.target(atColumn: rect.column - 1, row: rect.row) != .key(slot))
    }
    #expect(frame.target(atColumn: 0, row: 0) == nil)
    #expect(PasscodeHitTarget.key(.five).event(for: screen) == .digit(5))
    #expect(PasscodeHitTarget.key(.delete).event(for: screen) == .delete)
    #expect(PasscodeHitTarget.key(.accessory).event(for: screen) == .cancel)
    #expect(PasscodeHitTarget.key(.delete).event(for: unlockScreen()) == nil)
    let empty = render(unlockScreen(), 80, 24)
    let delete = CellRect(layout.frame(of: .delete))
    #expect(empty.target(atColumn: delete.column, row: delete.row) == nil, "no Delete key yet")
  }

  @Test func compactPromptIsOneLine() {
    let grid = render(unlockScreen(typing: [1, 2]), 28, 10).grid
    let rows = (0..<10).filter { !grid.text(ofRow: $0).allSatisfy { $0 == " " } }
    #expect(rows.count == 1)
    #expect(grid.text(ofRow: rows[0]).contains("Enter Passcode  ●●○○○○"))
  }

  @Test func compactPromptPutsALongMessageBelow() {
    var screen = unlockScreen(typing: [1, 1, 1, 1, 1, 1])
    _ = screen.handle(.verified(.lockedOut(timeLeft: .seconds(59))))
    let narrow = render(screen, 28, 10).grid
    #expect(narrow.rows(containing: "Try Again Later").count == 1)
    #expect(narrow.rows(containing: "Try again in 0:59.").count == 1)
    #expect(narrow.rows(containing: "Try Again Later") != narrow.rows(containing: "Try again in"))
    let wide = render(screen, 80, 8).grid
    #expect(
      wide.rows(
        containing: "Try Again Later  ○○○○○○  Too many failed attempts. Try again in 0:59."
      ).count == 1)
  }

  @Test func compactPromptShowsTheSubtitleWhenThereIsRoom() {
    let create = PasscodeScreen(PasscodeScreen.Configuration(mode: .create))
    let grid = render(create, 32, 10).grid
    #expect(grid.rows(containing: "Create a Passcode").count == 1)
    #expect(grid.rows(containing: "Use 6 digits").count == 1)
    let oneRow = render(create, 32, 1).grid
    #expect(oneRow.rows(containing: "Create a Passcode").count == 1)
    #expect(oneRow.rows(containing: "Use 6 digits").isEmpty)
  }

  @Test func compactPromptCountsALongEntry() {
    let long = unlockScreen(typing: Array(repeating: 7, count: 20), format: .variableNumeric)
    let grid = render(long, 28, 10).grid
    #expect(grid.rows(containing: "Enter Passcode  ●×20").count == 1)
    let short = unlockScreen(typing: [7, 7], format: .variableNumeric)
    #expect(render(short, 28, 10).grid.rows(containing: "Enter Passcode  ●●").count == 1)
  }

  @Test func compactShakeStaysClearOfTheTitle() {
    let screen = unlockScreen(typing: [1])
    for offset in ShakeMotion.standard.cellOffsets() {
      let grid = render(screen, 28, 10, shakeOffset: offset).grid
      #expect(grid.rows(containing: "Passcode ").count == 1, "offset \(offset)")
    }
  }
}
