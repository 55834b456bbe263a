@_spi(Skins) import PasscodeCore

/// Something drawn into a frame and the cells it took, recorded by the renderers so that a
/// frame can be checked as a whole: nothing outside the grid, no two elements on the same
/// cell, text whole or deliberately shortened.
struct DrawnElement: Hashable, Sendable {
  /// What was drawn.
  enum Kind: Hashable, Sendable {
    /// The passcode screen's title.
    case title
    /// Its subtitle, or the permanent lock's hint in its place.
    case subtitle
    /// The dots.
    case dots
    /// The error or lockout message.
    case message
    /// The permanent lock's hint of the compact prompt.
    case hint
    /// A keypad key.
    case key(KeySlot)
    /// A button under the keypad: `.submitButton`, `.cancelButton` or `.fallbackButton`.
    case button(KeypadLayout.Element)
    /// A form field's label.
    case label(FieldID)
    /// A form field's input.
    case input(FieldID)
    /// A form field's error or notice.
    case fieldMessage(FieldID)
    /// The form's key help.
    case keyHelp
  }

  /// What was drawn.
  var kind: Kind
  /// The cells it took (for a key, its whole box).
  var rect: CellRect
  /// Its text as drawn, lines joined by spaces (empty for the dots).
  var text: String
}
