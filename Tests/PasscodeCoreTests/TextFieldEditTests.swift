import Testing

@_spi(Skins) @testable import PasscodeCore

/// Recovering UIKit-style edits from old and new text.
@Suite struct TextFieldEditTests {
  @Test func typingDeletingAndReplacing() {
    #expect(TextFieldEdit(from: "ab", to: "abc") == TextFieldEdit(range: 2..<2, replacement: "c"))
    #expect(TextFieldEdit(from: "abc", to: "ab") == TextFieldEdit(range: 2..<3, replacement: ""))
    #expect(TextFieldEdit(from: "abc", to: "aXc") == TextFieldEdit(range: 1..<2, replacement: "X"))
    #expect(TextFieldEdit(from: "", to: "555") == TextFieldEdit(range: 0..<0, replacement: "555"))
    #expect(TextFieldEdit(from: "abc", to: "") == TextFieldEdit(range: 0..<3, replacement: ""))
    #expect(TextFieldEdit(from: "same", to: "same").isEmpty)
  }

  @Test func repeatedCharactersPreferTheEnd() {
    // Typing a second "a" after "aa": the common prefix takes both, the edit is at the end.
    #expect(TextFieldEdit(from: "aa", to: "aaa") == TextFieldEdit(range: 2..<2, replacement: "a"))
  }

  @Test func offsetsAreUTF16AndCharactersStayWhole() {
    let edit = TextFieldEdit(from: "👍a", to: "👍ab")
    #expect(edit == TextFieldEdit(range: 3..<3, replacement: "b"))
    let accent = TextFieldEdit(from: "e", to: "e\u{301}")
    #expect(accent == TextFieldEdit(range: 0..<1, replacement: "e\u{301}"))
  }

  /// Applying the edit to the old text gives the new text, over a sweep of pairs.
  @Test func applyingTheEditGivesTheNewText() {
    let samples = ["", "a", "ab", "ba", "aab", "abc", "555-1234", "👍", "e\u{301}x", "xyz"]
    for old in samples {
      for new in samples {
        let edit = TextFieldEdit(from: old, to: new)
        var utf16 = Array(old.utf16)
        utf16.replaceSubrange(edit.range, with: Array(edit.replacement.utf16))
        #expect(String(decoding: utf16, as: UTF16.self) == new, "\(old) → \(new)")
      }
    }
  }

  /// The recovered edit drives FormModel's veto as UIKit's delegate would.
  @Test func drivesTheFormVeto() {
    var form = FormModel.signUp()
    var shown = ""
    for typed in ["5", "55", "555", "555a", "5551", "555123456789"] {
      let edit = TextFieldEdit(from: form[.phone].text, to: typed)
      let change = form.shouldChange(.phone, range: edit.range, replacement: edit.replacement)
      if change.decision == .allow { shown = typed }
    }
    #expect(form[.phone].text == "5551")
    #expect(shown == "5551", "a letter and a paste past the limit were refused")
  }
}
