@_spi(Core) import PasscodeEngine

extension FormModel {
  /// Checks every field and returns the first problem of each field that has one.
  ///
  /// An empty field fails only ``FieldRule/required``; its other rules are not checked.
  public func validate() -> [FieldID: FieldError] {
    var result: [FieldID: FieldError] = [:]
    for field in fields {
      if let error = problem(with: field) { result[field.id] = error }
    }
    return result
  }

  private func problem(with field: FormField) -> FieldError? {
    let count = field.count
    guard count > 0 else { return field.rules.contains(.required) ? .required : nil }
    for rule in field.effectiveRules {
      switch rule.kind {
      case .required:
        continue
      case .minimumLength(let minimum):
        if count < minimum { return .tooShort(minimum: minimum) }
      case .maximumLength(let maximum):
        if count > maximum { return .tooLong(maximum: maximum) }
      case .exactLength(let length):
        if count != length { return .wrongLength(exactly: length) }
      case .asciiOnly:
        if !allCharacters(of: field, satisfy: rule) { return .notASCII }
      case .digitsOnly:
        if !allCharacters(of: field, satisfy: rule) { return .notDigits }
      case .pattern(_, let message):
        if !rule.matches(field.text) { return .invalidFormat(message) }
      case .sameAs(let other):
        if !hasSameValue(field, self[other]) { return .mismatch(other) }
      }
    }
    return nil
  }

  private func allCharacters(of field: FormField, satisfy rule: FieldRule) -> Bool {
    if let secure = field.secure {
      return secure.withUnsafeBytes { SecretText.decode($0, rule.allows) }
    }
    return field.text.unicodeScalars.allSatisfy(rule.allows)
  }

  /// Whether two fields hold the same value; secure values are compared in constant time.
  private func hasSameValue(_ field: FormField, _ other: FormField) -> Bool {
    switch (field.secure, other.secure) {
    case (let mine?, let theirs?): mine.secret().constantTimeEquals(theirs.secret())
    case (nil, nil): field.text == other.text
    default: false
    }
  }
}
