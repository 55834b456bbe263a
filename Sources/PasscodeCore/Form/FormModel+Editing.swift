@_spi(Core) import PasscodeEngine

extension FormModel {
  /// What to do with an edit, as UIKit's `textField(_:shouldChangeCharactersIn:replacementString:)`
  /// needs it.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum ChangeDecision: Equatable, Sendable {
    /// Let the text field apply the edit (return `true`).
    case allow
    /// Refuse it (return `false`): the field stays as it was.
    case deny
    /// Refuse it (return `false`), then set the field's text to `text` and put the caret at
    /// UTF-16 offset `caret`: the edit was accepted in a cleaned form (separators dropped from
    /// a pasted phone number, digits of another script converted).
    case replace(text: String, caret: Int)
  }

  /// The answer to ``FormModel/shouldChange(_:range:replacement:)``.
  public struct Change: Equatable, Sendable {
    /// What the text field must do.
    public var decision: ChangeDecision
    /// What the skin must do besides (auto-advance moves focus to the next field).
    public var effects: [Effect]
  }

  /// Characters dropped from a pasted or autofilled value of a digits-only field.

  /// Decides an edit of a field that is not secure and, when it is accepted, applies it to the
  /// model (the model stays the source of truth).
  ///
  /// - Typing a character the field forbids, or past its maximum length, is refused: the user
  ///   physically cannot do it.
  /// - A paste or autofill (several characters) is **refused as a whole** when it contains a
  ///   forbidden character or would exceed the maximum length. Trimming it instead would
  ///   silently store something else than what was pasted (a password the user does not know,
  ///   a wrong phone number). In digits-only fields, spaces, hyphens, dots, slashes and
  ///   parentheses are dropped first, and digits of any script become ASCII (FMT-2's rule),
  ///   so "(555) 123-4567" pastes as 5551234567.
  /// - When an exact-length field (a segmented phone number, a code) becomes complete, focus
  ///   moves to the next field (auto-advance).
  ///
  /// - Parameters:
  ///   - id: the field.
  ///   - range: the replaced range in UTF-16 offsets (`NSRange` as UIKit gives it).
  ///   - replacement: the new text; empty for a deletion.
  /// - Precondition: the field exists and is not secure (use ``handleSecure(_:_:)``).
  public mutating func shouldChange(_ id: FieldID, range: Range<Int>, replacement: String)
    -> Change
  {
    let index = index(of: id)
    let field = fields[index]
    precondition(field.kind != .secure, "secure fields take MaskedText events: handleSecure")
    let deny = Change(decision: .deny, effects: [])
    let utf16 = field.text.utf16
    guard range.lowerBound >= 0, range.upperBound <= utf16.count,
      let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound).samePosition(
        in: field.text),
      let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound).samePosition(
        in: field.text)
    else { return deny }

    guard let accepted = cleaned(replacement, for: field) else { return deny }
    var text = field.text
    text.replaceSubrange(lower..<upper, with: accepted)
    if let maximum = field.maximumLength, text.count > maximum { return deny }

    fields[index].text = text
    errors[id] = nil
    let decision: ChangeDecision =
      accepted == replacement
      ? .allow : .replace(text: text, caret: range.lowerBound + accepted.utf16.count)
    var effects: [Effect] = []
    let next = index + 1
    if !accepted.isEmpty, let exact = field.exactLength, text.count == exact,
      fields.indices.contains(next)
    {
      effects = moveFocus(to: fields[next].id, announce: true)
    }
    return Change(decision: decision, effects: effects)
  }

  /// The replacement as the field accepts it, or `nil` when it is refused whole.
  private func cleaned(_ replacement: String, for field: FormField) -> String? {
    var scalars = replacement.unicodeScalars[...]
    if field.isDigitsOnly {
      if scalars.count > 1 { scalars.removeAll(where: SecureFieldInput.digitSeparators.contains) }
      var digits = String.UnicodeScalarView()
      for scalar in scalars {
        guard let byte = PasscodeFormat.normalizedByte(for: scalar, numeric: true) else {
          return nil
        }
        digits.append(Unicode.Scalar(byte))
      }
      scalars = digits[...]
    }
    guard scalars.allSatisfy(field.allows) else { return nil }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Applies a secure field's event to its ``MaskedText``, after checking typed, pasted or
  /// autofilled characters against the field's rules (a forbidden character is refused; a
  /// paste containing one is refused whole). Timers of the masked text come back here.
  ///
  /// - Precondition: the field exists and is secure.
  public mutating func handleSecure(_ id: FieldID, _ event: MaskedText.Event) -> [Effect] {
    let field = self[id]
    precondition(field.kind == .secure, "\(id) is not secure: use shouldChange")
    switch event {
    case .typed(let scalar):
      guard field.allows(scalar) else { return [] }
      errors[id] = nil
    case .pasted(let bytes), .replaced(let bytes):
      guard bytes.withUnsafeBytes({ SecretText.decode($0, field.allows) }) else { return [] }
      errors[id] = nil
    case .deleteBackward, .clear:
      errors[id] = nil
    case .focusChanged, .backgrounded, .screenCaptureChanged, .voiceOverChanged, .timerFired:
      break
    }
    let effects = send(event, to: id)
    return effects
  }
}
