@_spi(Core) import PasscodeEngine

/// A form: fields with rules, a focus chain, return keys, validation on submit, and the
/// arithmetic that keeps the focused field above the keyboard (``KeyboardAvoidance``).
///
/// A skin forwards every edit to ``shouldChange(_:range:replacement:)`` (the
/// `textField(_:shouldChangeCharactersIn:replacementString:)` of UIKit) and secure input to
/// ``handleSecure(_:_:)``, sends focus and keyboard events to ``handle(_:)``, and performs the
/// effects. ``signUp()`` builds the sign-up form used by `passcode form` and the demos.
public struct FormModel: Equatable, Sendable {
  /// Something that happened to the form.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Event: Equatable, Sendable {
    /// The user put focus in a field (tapped it), or the system took it away (`nil`).
    case focused(FieldID?)
    /// The "next field" control.
    case focusNext
    /// The "previous field" control.
    case focusPrevious
    /// The return key of the focused field: ``ReturnKey/next`` or ``ReturnKey/go``.
    case returnPressed
    /// A tap outside the fields: hide the keyboard.
    case tappedOutside
    /// The submit button.
    case submit
    /// The app went to the background (secure fields mask).
    case backgrounded
    /// Screen capture started or stopped (secure fields mask and stop revealing).
    case screenCaptureChanged(Bool)
    /// VoiceOver started or stopped (secure fields mask and announce counts instead).
    case voiceOverChanged(Bool)
  }

  /// Something the skin must do.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Effect: Equatable, Sendable {
    /// Move the keyboard focus to this field (`becomeFirstResponder`), or hide the keyboard
    /// (`nil`).
    case focus(FieldID?)
    /// Every field is valid: read the values (``FormField/text``, ``secret(for:)``) and go on.
    case submit
    /// Speak this with VoiceOver (the first problem after a failed submit).
    case announce(LocalizedText)
    /// An effect of a secure field's ``MaskedText``; send its timer back with
    /// ``handleSecure(_:_:)``.
    case secure(FieldID, MaskedText.Effect)
  }

  /// The kind of return key a field shows.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum ReturnKey: String, Hashable, Sendable {
    /// Moves to the next field.
    case next
    /// Submits the form (the last field).
    case go
  }

  /// The fields, in focus order.
  public internal(set) var fields: [FormField]
  /// The field with the keyboard focus.
  public private(set) var focusedField: FieldID?
  /// The problems found by the last submit, cleared field by field as they are edited.
  public internal(set) var errors: [FieldID: FieldError] = [:]

  /// Creates a form.
  ///
  /// - Precondition: there is at least one field and the identifiers are unique.
  public init(fields: [FormField]) {
    precondition(!fields.isEmpty, "a form has fields")
    precondition(Set(fields.map(\.id)).count == fields.count, "field identifiers are unique")
    self.fields = fields
  }

  /// The field with `id`.
  ///
  /// - Precondition: the form has such a field.
  public subscript(id: FieldID) -> FormField {
    fields[index(of: id)]
  }

  /// The return key of a field: ``ReturnKey/go`` on the last, ``ReturnKey/next`` before.
  public func returnKey(for id: FieldID) -> ReturnKey {
    index(of: id) == fields.count - 1 ? .go : .next
  }

  /// The message to show under a field after a failed submit, if any.
  public func errorText(for id: FieldID) -> LocalizedText? {
    errors[id].map { $0.text(digits: self[id].isDigitsOnly) }
  }

  /// A copy of a secure field's value as UTF-8, for the host to use and clear.
  ///
  /// - Precondition: the field is secure.
  public func secret(for id: FieldID) -> SecretBuffer {
    guard let secure = self[id].secure else { preconditionFailure("\(id) is not secure") }
    return secure.secret()
  }

  /// Applies `event` and returns what the skin must do.
  public mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .focused(let id):
      return moveFocus(to: id, announce: false)
    case .focusNext:
      return moveFocus(by: 1)
    case .focusPrevious:
      return moveFocus(by: -1)
    case .returnPressed:
      guard let focusedField else { return [] }
      return returnKey(for: focusedField) == .go ? submit() : moveFocus(by: 1)
    case .tappedOutside:
      return moveFocus(to: nil, announce: true)
    case .submit:
      return submit()
    case .backgrounded:
      return broadcast(.backgrounded)
    case .screenCaptureChanged(let captured):
      return broadcast(.screenCaptureChanged(captured))
    case .voiceOverChanged(let running):
      return broadcast(.voiceOverChanged(running))
    }
  }

  func index(of id: FieldID) -> Int {
    guard let index = fields.firstIndex(where: { $0.id == id }) else {
      preconditionFailure("the form has no field \(id)")
    }
    return index
  }

  /// Moves focus `step` fields on; past either end the keyboard hides.
  private mutating func moveFocus(by step: Int) -> [Effect] {
    guard let focusedField else { return [] }
    let target = index(of: focusedField) + step
    return moveFocus(to: fields.indices.contains(target) ? fields[target].id : nil, announce: true)
  }

  /// Moves focus to `id`, telling the secure fields concerned; `announce` emits the focus
  /// effect (not needed when the user moved focus themselves).
  mutating func moveFocus(to id: FieldID?, announce: Bool) -> [Effect] {
    guard id != focusedField else { return [] }
    var effects: [Effect] = []
    if let previous = focusedField { effects += send(.focusChanged(false), to: previous) }
    focusedField = id
    if let id { effects += send(.focusChanged(true), to: id) }
    return (announce ? [.focus(id)] : []) + effects
  }

  /// Sends a masked-text event to a field, if it is secure.
  mutating func send(_ event: MaskedText.Event, to id: FieldID) -> [Effect] {
    let index = index(of: id)
    guard fields[index].secure != nil else { return [] }
    return fields[index].secure!.handle(event).map { .secure(id, $0) }
  }

  private mutating func broadcast(_ event: MaskedText.Event) -> [Effect] {
    fields.map(\.id).flatMap { send(event, to: $0) }
  }

  private mutating func submit() -> [Effect] {
    errors = validate()
    guard let first = fields.first(where: { errors[$0.id] != nil }) else {
      return moveFocus(to: nil, announce: true) + [.submit]
    }
    var effects = moveFocus(to: first.id, announce: true)
    if let text = errorText(for: first.id) { effects.append(.announce(text)) }
    return effects
  }
}
