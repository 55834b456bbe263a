import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// The terminal skin at every size from 20×8 to 200×60: whatever the size, every element is
/// inside the grid, no two elements share a cell, texts are whole or deliberately shortened
/// at a word (never cut inside one), key labels are centred in their boxes, and the form's key
/// help keeps the Cancel key.
@Suite struct TerminalSizeInvariantTests {
  static let widths = [20, 24, 30, 40, 60, 80, 120, 200]
  static let heights = [8, 10, 12, 15, 24, 40, 60]
  static let sizes = widths.flatMap { width in
    heights.map { TerminalSize(columns: width, rows: $0) }
  }

  /// The permanent lock's hint as the CLI gives it.
  static let hint = "Run `passcode reset --erase --yes` to erase it."

  /// The passcode screen in each state the sweep draws.
  static func screens() -> [(name: String, screen: PasscodeScreen)] {
    let partial = unlockScreen(typing: [1, 2])
    var error = unlockScreen(typing: [1, 1, 1, 1, 1, 1])
    _ = error.handle(.verified(.wrong(attemptsLeft: 4, wait: .zero)))
    var lockout = unlockScreen(typing: [1, 1, 1, 1, 1, 1])
    _ = lockout.handle(.verified(.lockedOut(timeLeft: .seconds(59))))
    var locked = unlockScreen(typing: [1, 1, 1, 1, 1, 1])
    _ = locked.handle(.verified(.permanentlyLocked))
    let change = PasscodeScreen(PasscodeScreen.Configuration(mode: .change))
    return [
      ("empty", unlockScreen()), ("partial", partial), ("error", error), ("lockout", lockout),
      ("locked", locked), ("change", change),
    ]
  }

  /// Whether `shown` is `full` whole, or `full` shortened after a whole word with `…`.
  static func isWholeOrShortenedAtAWord(_ shown: String, _ full: String) -> Bool {
    if shown.contains(full) { return true }
    guard let ellipsis = shown.firstIndex(of: "…") else { return false }
    let kept = shown[..<ellipsis].trimmingPrefix(while: \.isWhitespace)
    guard !kept.isEmpty, full.hasPrefix(kept) else { return false }
    return full[full.index(full.startIndex, offsetBy: kept.count)] == " "
  }

  /// The problems of `elements` drawn in `size`: outside the grid, overlapping.
  static func layoutProblems(_ elements: [DrawnElement], in size: TerminalSize) -> [String] {
    var problems: [String] = []
    let grid = CellRect(column: 0, row: 0, width: size.columns, height: size.rows)
    for element in elements where element.rect.width > 0 {
      if element.rect.union(grid) != grid { problems.append("\(element.kind) outside the grid") }
    }
    for (index, element) in elements.enumerated() where element.rect.width > 0 {
      for other in elements[(index + 1)...] where other.rect.width > 0 {
        if element.rect.intersects(other.rect) {
          problems.append("\(element.kind) overlaps \(other.kind)")
        }
      }
    }
    return problems
  }

  @Test(
    "passcode screen: inside, apart, title whole, digits centred, at every size", arguments: sizes)
  func passcodeScreen(size: TerminalSize) throws {
    var options = plainOptions
    options.permanentLockHint = Self.hint
    let english = options.localizer
    for (name, screen) in Self.screens() {
      let frame = render(screen, size.columns, size.rows, options: options)
      let label = "\(name) at \(size.columns)×\(size.rows)"
      #expect(Self.layoutProblems(frame.elements, in: size) == [], "\(label)")
      let title = english.string(screen.title)
      let shownTitle = frame.elements.filter { $0.kind == .title }.map(\.text).joined(
        separator: " ")
      #expect(Self.isWholeOrShortenedAtAWord(shownTitle, title), "\(label): \(shownTitle)")
      if size.columns >= 20, size.rows >= 8 {
        #expect(shownTitle.contains(title), "\(label): the title is whole from 20×8 on")
      }
      #expect(frame.elements.contains { $0.kind == .dots }, "\(label): the dots are drawn")
      if let message = screen.message.map({ english.string($0.text) }) {
        let shown = frame.elements.filter { $0.kind == .message }.map(\.text)
          .joined(separator: " ")
        #expect(Self.isWholeOrShortenedAtAWord(shown, message), "\(label): \(shown)")
      }
      if screen.isPermanentlyLocked {
        let shown = frame.elements.filter { $0.kind == .hint || $0.kind == .subtitle }
          .map(\.text).joined(separator: " ")
        #expect(Self.isWholeOrShortenedAtAWord(shown, Self.hint), "\(label): \(shown)")
      }
      for element in frame.elements {
        guard case .key(let slot) = element.kind, slot.digit != nil else { continue }
        try Self.expectCentred(element, in: frame.grid, label: "\(label) key \(slot)")
      }
    }
  }

  /// The digit sits as far from the left side of its box as from the right, and as far from
  /// the top as from the bottom.
  static func expectCentred(_ key: DrawnElement, in grid: CellGrid, label: String) throws {
    let box = key.rect
    let rows = (box.row..<box.bottom).filter { row in
      (box.column..<box.right).contains { grid[$0, row].character == key.text.first }
    }
    let row = try #require(rows.first, "\(label): its digit is drawn")
    let column = try #require(
      (box.column..<box.right).first { grid[$0, row].character == key.text.first })
    #expect(column - box.column == box.right - 1 - column, "\(label): centred across")
    #expect(row - box.row == box.bottom - 1 - row, "\(label): centred down")
    if box.width >= 3, box.height >= 3 {
      let sides: Set<Character> = ["│", "(", ")"]
      #expect(sides.contains(grid[box.column, row].character), "\(label): left side")
      #expect(sides.contains(grid[box.right - 1, row].character), "\(label): right side")
    }
  }

  @Test("the key box centres a label of any width in a frame of any size")
  func keyBoxes() {
    for width in 1...12 {
      for height in 1...7 {
        for labelWidth in 1...2 {
          let box = KeyBox(
            frame: CellRect(column: 5, row: 3, width: width, height: height),
            labelWidth: labelWidth)
          #expect(box.rect.width <= width && box.rect.height <= height)
          #expect(box.rect.column == 5 && box.rect.row == 3)
          guard box.hasBorder, box.rect.width - 2 >= labelWidth else { continue }
          let leftGap = box.label.column - (box.rect.column + 1)
          let rightGap = box.rect.right - 1 - (box.label.column + labelWidth)
          #expect(leftGap == rightGap, "\(width)×\(height), label \(labelWidth)")
          #expect(box.label.row - box.rect.row == box.rect.bottom - 1 - box.label.row)
          #expect(width - box.rect.width <= 1 && height - box.rect.height <= 1)
        }
      }
    }
  }

  /// The sign-up form in the states the sweep draws: empty, filled, failed submit, a refused
  /// character's notice.
  static func forms() -> [(name: String, form: FormModel, notice: LocalizedText?)] {
    var empty = FormModel.signUp()
    _ = empty.handle(.focused(.username))
    var filled = empty
    for character in "abcdefghijklmnop" {
      let end = filled[.username].text.utf16.count
      _ = filled.shouldChange(.username, range: end..<end, replacement: String(character))
    }
    _ = filled.handle(.focused(.phone))
    _ = filled.shouldChange(.phone, range: 0..<0, replacement: "5551234")
    var failed = FormModel.signUp()
    _ = failed.handle(.submit)
    let notice = empty.refusal(typing: "ï", into: .username)
    return [
      ("empty", empty, nil), ("filled", filled, nil), ("failed", failed, nil),
      ("notice", empty, notice),
    ]
  }

  @Test(
    "form: inside, apart, labels and values whole, Cancel in the key help, at every size",
    arguments: sizes)
  func form(size: TerminalSize) {
    let renderer = FormFrameRenderer(options: plainOptions)
    let english = plainOptions.localizer
    for (name, form, notice) in Self.forms() {
      let frame = renderer.render(form, size: size, notice: notice)
      let label = "\(name) at \(size.columns)×\(size.rows)"
      #expect(Self.layoutProblems(frame.elements, in: size) == [], "\(label)")
      let help = frame.elements.filter { $0.kind == .keyHelp }.map(\.text).joined(separator: " ")
      #expect(help.contains("Esc Cancel"), "\(label): \(help)")
      let word = english.string(form.returnKeyLabel(for: form.focusedField ?? .username))
      if size.columns >= 20 { #expect(help.contains("⏎ \(word)"), "\(label): \(help)") }
      for field in form.fields {
        let shownLabel = frame.elements.first { $0.kind == .label(field.id) }?.text ?? ""
        #expect(shownLabel == english.string(field.label), "\(label): \(shownLabel)")
        let input = frame.elements.first { $0.kind == .input(field.id) }?.text ?? ""
        if field.kind == .text {
          let visible = input.dropFirst(2).dropLast(2).trimmingPrefix("…")
          #expect(field.text.hasSuffix(visible), "\(label): \(input)")
          #expect(visible.count >= min(field.text.count, 6), "\(label): the value can be seen")
        }
        if case .segmented = field.kind {
          #expect(input.filter(\.isNumber) == field.text, "\(label): every digit is shown")
        }
      }
      if let notice {
        let shown = frame.elements.filter { $0.kind == .fieldMessage(.username) }.map(\.text)
          .joined(separator: " ")
        #expect(
          Self.isWholeOrShortenedAtAWord(shown, english.string(notice)), "\(label): \(shown)")
      }
    }
  }

  @Test("the key help gives up Tab, then the word Enter, before it gives up Esc Cancel")
  func keyHelpPriority() {
    let renderer = FormFrameRenderer(options: plainOptions)
    var form = FormModel.signUp()
    _ = form.handle(.focused(.password))
    #expect(renderer.keyHelp(form, width: 44, lines: 1) == ["Tab ↓   Enter ⏎ Next   Esc Cancel"])
    #expect(renderer.keyHelp(form, width: 30, lines: 1) == ["Tab ↓   ⏎ Next   Esc Cancel"])
    #expect(renderer.keyHelp(form, width: 28, lines: 2) == ["Tab ↓   Enter ⏎ Next", "Esc Cancel"])
    #expect(renderer.keyHelp(form, width: 18, lines: 1) == ["⏎ Next  Esc Cancel"])
    #expect(renderer.keyHelp(form, width: 12, lines: 1) == ["Esc Cancel"])
    _ = form.handle(.focused(.phone))
    #expect(renderer.keyHelp(form, width: 44, lines: 1) == ["Tab ↓   Enter ⏎ Go   Esc Cancel"])
  }

  @Test("a value wider than its input scrolls to its end")
  func scrolling() {
    #expect(FormFrameRenderer.scrolled("abcdef", toWidth: 6) == "abcdef")
    #expect(FormFrameRenderer.scrolled("abcdefgh", toWidth: 6) == "…defgh")
  }

  @Test("text is shortened at a word, and cut inside one only when no word fits")
  func shortening() {
    #expect(DisplayWidth.shortened("Enter Passcode", toWidth: 14) == "Enter Passcode")
    #expect(DisplayWidth.shortened("Enter Passcode", toWidth: 12) == "Enter…")
    #expect(DisplayWidth.shortened("Enter Passcode", toWidth: 4) == "Ent…")
  }
}
