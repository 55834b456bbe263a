/// The one edit that turns a text field's old text into its new text, in the UTF-16 offsets
/// UIKit's `textField(_:shouldChangeCharactersIn:replacementString:)` uses.
///
/// Skins whose text fields report only the new text (SwiftUI's `TextField`) recover the edit
/// with this and ask ``FormModel/shouldChange(_:range:replacement:)``, so that typing limits,
/// filters, paste cleaning and auto-advance work exactly as in UIKit:
///
/// ```swift
/// let edit = TextFieldEdit(from: form[id].text, to: newText)
/// let change = form.shouldChange(id, range: edit.range, replacement: edit.replacement)
/// ```
///
/// The edit is the smallest one: the text both share at the start and at the end is kept, and
/// it never splits a character (a grapheme cluster such as an emoji or a letter with an accent).
/// For fields that are not secure only; secure input never becomes a `String`.
@_spi(Skins) public struct TextFieldEdit: Hashable, Sendable {
  /// The replaced range of the old text, in UTF-16 offsets.
  public var range: Range<Int>
  /// The text put in its place; empty for a deletion.
  public var replacement: String

  /// Creates an edit.
  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// The edit from `old` to `new`.
  public init(from old: String, to new: String) {
    var oldStart = old.startIndex
    var newStart = new.startIndex
    while oldStart < old.endIndex, newStart < new.endIndex, old[oldStart] == new[newStart] {
      oldStart = old.index(after: oldStart)
      newStart = new.index(after: newStart)
    }
    var oldEnd = old.endIndex
    var newEnd = new.endIndex
    while oldEnd > oldStart, newEnd > newStart {
      let oldLast = old.index(before: oldEnd)
      let newLast = new.index(before: newEnd)
      guard old[oldLast] == new[newLast] else { break }
      oldEnd = oldLast
      newEnd = newLast
    }
    let lower = old.utf16.distance(from: old.startIndex, to: oldStart)
    let upper = old.utf16.distance(from: old.startIndex, to: oldEnd)
    self.init(range: lower..<upper, replacement: String(new[newStart..<newEnd]))
  }

  /// Whether nothing changes.
  var isEmpty: Bool { range.isEmpty && replacement.isEmpty }
}
