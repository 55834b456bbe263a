@_spi(Core) import PasscodeEngine

extension FormModel {
  /// The word for what the return key does in a field, for skins that name it (the terminal's
  /// key help): "Next" before the last field, "Go" on the last, as ``returnKey(for:)`` decides
  /// and as iOS labels the same return keys.
  public func returnKeyLabel(for id: FieldID) -> LocalizedText {
    switch returnKey(for: id) {
    case .next: LocalizedText(.returnNext)
    case .go: LocalizedText(.returnGo)
    }
  }

  /// Why typing `scalar` at the end of a field is refused, or `nil` when it would be typed:
  /// a skin that cannot keep the character off the keyboard (a terminal) tells the user why
  /// nothing appeared.
  ///
  /// A character the field does not allow gives "“ï” is not allowed here." — without the
  /// character for a secure field, whose characters are never shown, and for one that cannot be
  /// seen (a space, a control character); a character past the maximum length gives the
  /// length sentence of ``FieldError`` ("Enter at most 16 characters.", or "Enter exactly 10
  /// digits." for a field of a fixed length). Checked as ``shouldChange(_:range:replacement:)``
  /// and ``handleSecure(_:_:)`` check a typed character.
  public func refusal(typing scalar: Unicode.Scalar, into id: FieldID) -> LocalizedText? {
    let field = self[id]
    var accepted = scalar
    if field.isDigitsOnly, field.kind != .secure {
      guard let byte = PasscodeFormat.normalizedByte(for: scalar, numeric: true) else {
        return Self.notAllowed(scalar, in: field)
      }
      accepted = Unicode.Scalar(byte)
    }
    guard field.allows(accepted) else { return Self.notAllowed(scalar, in: field) }
    guard let maximum = field.maximumLength else { return nil }
    let count: Int
    if field.kind == .secure {
      count = field.count + 1
    } else {
      var text = field.text
      text.unicodeScalars.append(accepted)
      count = text.count
    }
    guard count > maximum else { return nil }
    let error: FieldError =
      field.exactLength.map { .wrongLength(exactly: $0) } ?? .tooLong(maximum: maximum)
    return error.text(digits: field.isDigitsOnly)
  }

  /// "“ï” is not allowed here.", or "That character is not allowed here." for a secure field or
  /// a character that cannot be seen.
  private static func notAllowed(_ scalar: Unicode.Scalar, in field: FormField) -> LocalizedText {
    let properties = scalar.properties
    let invisible =
      properties.isWhitespace || properties.isDefaultIgnorableCodePoint
      || [.control, .format, .nonspacingMark, .enclosingMark, .unassigned, .privateUse, .surrogate]
        .contains(properties.generalCategory)
    guard field.kind != .secure, !invisible else {
      return LocalizedText(.thatCharacterNotAllowed)
    }
    return LocalizedText(.characterNotAllowed, .verbatim(String(Character(scalar))))
  }
}
