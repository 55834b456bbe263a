import Testing

@testable import PasscodeCore

/// Reading a hidden forwarding field's edits, and turning them into field and screen events.
@Suite struct HiddenFieldEditTests {
  let sentinel = String(HiddenFieldEdit.sentinel)

  func edit(_ text: String) -> HiddenFieldEdit {
    HiddenFieldEdit(fieldText: text.unicodeScalars)
  }

  @Test func readsEachKindOfEdit() {
    #expect(edit(sentinel) == HiddenFieldEdit.none)
    #expect(edit("") == .deleteBackward)
    #expect(edit(sentinel + "7") == .typed("7"))
    #expect(edit("7" + sentinel) == .typed("7"), "a caret moved before the sentinel")
    #expect(edit(sentinel + "123456") == .inserted(code("123456")))
    #expect(edit("123456") == .replaced(code("123456")))
    #expect(edit("é") == .replaced(code("é")), "one character over everything replaces")
  }

  @Test func maskedTextEventsForDigits() {
    #expect(edit(sentinel + "٣").maskedTextEvent(digitsOnly: true) == .typed("3"))
    #expect(edit(sentinel + "a").maskedTextEvent(digitsOnly: true) == nil)
    #expect(edit(sentinel + "a").maskedTextEvent(digitsOnly: false) == .typed("a"))
    #expect(edit("").maskedTextEvent(digitsOnly: true) == .deleteBackward)
    #expect(edit(sentinel).maskedTextEvent(digitsOnly: true) == nil)
    #expect(
      edit(sentinel + "123 456").maskedTextEvent(digitsOnly: true) == .pasted(code("123456")))
    #expect(edit("１２-３４").maskedTextEvent(digitsOnly: true) == .replaced(code("1234")))
    #expect(edit(sentinel + "12a4").maskedTextEvent(digitsOnly: true) == nil, "refused whole")
    #expect(edit(sentinel + "ab c").maskedTextEvent(digitsOnly: false) == .pasted(code("ab c")))
  }

  /// Typing, pasting and deleting through the edits into a real MaskedText.
  @Test func drivesAMaskedText() {
    var field = MaskedText(maximumLength: 6)
    _ = field.handle(.focusChanged(true))
    for text in [sentinel + "4", sentinel + "2", ""] {
      let edit = edit(text)
      if let event = edit.maskedTextEvent(digitsOnly: true) { _ = field.handle(event) }
      edit.wipe()
    }
    #expect(bytes(of: field.secret()) == Array("4".utf8))
    let paste = edit(sentinel + "98765")
    _ = field.handle(paste.maskedTextEvent(digitsOnly: true)!)
    paste.wipe()
    #expect(bytes(of: field.secret()) == Array("498765".utf8))
    #expect(!field.isRevealing, "a paste never reveals")
  }

  @Test func screenEvents() {
    #expect(edit("").screenEvents == [.delete])
    #expect(edit(sentinel + "x").screenEvents == [.character("x")])
    #expect(edit(sentinel + "ab").screenEvents == [.character("a"), .character("b")])
    #expect(edit("ab").screenEvents == [.clear, .character("a"), .character("b")])
    #expect(edit(sentinel).screenEvents == [])
  }

  /// An alphanumeric passcode typed on a keyboard through the edits reaches the lock intact.
  @Test func drivesAnAlphanumericScreen() {
    var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: .alphanumeric))
    var effects: [PasscodeScreen.Effect] = []
    for text in [sentinel + "p", sentinel + "x", "", sentinel + "a55w0rd"] {
      for event in edit(text).screenEvents { effects += screen.handle(event) }
    }
    #expect(screen.dots == .variable(count: 8))
    effects += screen.handle(.submit)
    #expect(effects.contains(.verify(code("pa55w0rd"))))
  }

  @Test func wipeZeroesInsertedCharacters() {
    let inserted = edit(sentinel + "123456")
    guard case .inserted(let buffer) = inserted else {
      Issue.record("not an insertion")
      return
    }
    inserted.wipe()
    #expect(buffer.isEmpty)
  }
}
