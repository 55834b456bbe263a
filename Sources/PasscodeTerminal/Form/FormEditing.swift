@_spi(Skins) import PasscodeCore

/// What a key does in a form.
enum FormAction: Hashable, Sendable {
  /// Type a character into the focused field.
  case type(Unicode.Scalar)
  /// Delete the character before the end of the focused field.
  case deleteBackward
  /// Empty the focused field.
  case clearField
  /// Move to the next field (after the last: the first).
  case next
  /// Move to the previous field (before the first: the last).
  case previous
  /// The return key: the next field, or submit on the last.
  case returnKey
  /// Leave the form without submitting.
  case cancel
  /// Put focus in a field (a click on it).
  case focus(FieldID)
}

/// The form's keyboard and its edits: keys become ``FormAction``s, and actions become calls on
/// ``FormModel``, which keeps every rule (a character a field refuses, or one past its maximum
/// length, is never typed; a complete phone number moves focus on by itself).
enum FormEditing {
  /// The action of `key`, or `nil` for a key that does nothing in a form.
  ///
  /// | key | action |
  /// |---|---|
  /// | printable characters | ``FormAction/type(_:)`` |
  /// | Backspace, Delete | ``FormAction/deleteBackward`` |
  /// | Ctrl-U | ``FormAction/clearField`` |
  /// | Tab, ↓ | ``FormAction/next`` |
  /// | Shift-Tab, ↑ | ``FormAction/previous`` |
  /// | Enter | ``FormAction/returnKey`` |
  /// | Esc, Ctrl-C, Ctrl-D | ``FormAction/cancel`` |
  static func action(for key: TerminalKey) -> FormAction? {
    switch key {
    case .character(let scalar): .type(scalar)
    case .backspace, .delete: .deleteBackward
    case .eraseLine: .clearField
    case .tab, .down: .next
    case .backTab, .up: .previous
    case .enter: .returnKey
    case .escape, .interrupt, .endOfInput: .cancel
    case .alt, .left, .right, .home, .end, .control: nil
    }
  }

  /// Applies `action` to `form` and returns the form's effects. ``FormAction/cancel`` changes
  /// nothing (the caller ends the form).
  static func apply(_ action: FormAction, to form: inout FormModel) -> [FormModel.Effect] {
    switch action {
    case .type(let scalar):
      guard let id = focused(&form) else { return [] }
      if form[id].kind == .secure { return form.handleSecure(id, .typed(scalar)) }
      let end = form[id].text.utf16.count
      return form.shouldChange(id, range: end..<end, replacement: String(Character(scalar)))
        .effects
    case .deleteBackward:
      guard let id = form.focusedField else { return [] }
      if form[id].kind == .secure { return form.handleSecure(id, .deleteBackward) }
      let text = form[id].text
      guard let last = text.last else { return [] }
      let end = text.utf16.count
      return form.shouldChange(id, range: end - String(last).utf16.count..<end, replacement: "")
        .effects
    case .clearField:
      guard let id = form.focusedField else { return [] }
      if form[id].kind == .secure { return form.handleSecure(id, .clear) }
      return form.shouldChange(id, range: 0..<form[id].text.utf16.count, replacement: "").effects
    case .next:
      return move(&form, .focusNext, wrapTo: form.fields.first?.id)
    case .previous:
      return move(&form, .focusPrevious, wrapTo: form.fields.last?.id)
    case .returnKey:
      guard focused(&form) != nil else { return [] }
      return form.handle(.returnPressed)
    case .cancel:
      return []
    case .focus(let id):
      return form.handle(.focused(id))
    }
  }

  /// The focused field, focusing the first when none is (typing always goes somewhere).
  private static func focused(_ form: inout FormModel) -> FieldID? {
    if form.focusedField == nil, let first = form.fields.first?.id {
      _ = form.handle(.focused(first))
    }
    return form.focusedField
  }

  /// Moves focus; past either end, wraps to `wrap` (a terminal has no keyboard to hide).
  private static func move(_ form: inout FormModel, _ event: FormModel.Event, wrapTo wrap: FieldID?)
    -> [FormModel.Effect]
  {
    guard form.focusedField != nil else { return wrap.map { form.handle(.focused($0)) } ?? [] }
    let effects = form.handle(event)
    guard form.focusedField == nil, let wrap else { return effects }
    return effects + form.handle(.focused(wrap))
  }
}

/// The values of a submitted form, ready to print: each field's identifier and value, in the
/// form's order, secure fields replaced by `<redacted>` (a password never leaves its buffer).
public enum FormSubmission {
  /// What is printed in place of a secure field's value.
  static let redacted = "<redacted>"

  /// One field's printable value.
  public struct Value: Hashable, Sendable {
    /// The field's identifier.
    public var name: String
    /// Its value, or `<redacted>` for a secure field.
    public var value: String
  }

  /// The values of `form`'s fields.
  public static func values(of form: FormModel) -> [Value] {
    form.fields.map { field in
      Value(name: field.id.rawValue, value: field.kind == .secure ? redacted : field.text)
    }
  }
}
