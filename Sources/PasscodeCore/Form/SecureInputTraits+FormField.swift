@_spi(Skins) extension SecureInputTraits {
  /// The input of a form's secure field: the field's keyboard (`FormField.keyboard`), its
  /// AutoFill type (`FormField.contentType`: a password, a new password, a one-time code), its
  /// digits-only rule, and Return as the form says (`FormModel.returnKey(for:)`: Next, or Go
  /// on the last field).
  public init(field: FormField, in form: FormModel) {
    self.init(
      keyboard: field.keyboard, returnKey: ReturnKey(form.returnKey(for: field.id)),
      contentType: field.contentType, showsSoftwareKeyboard: true, hardwareKeys: .typedBySystem,
      digitsOnly: field.isDigitsOnly)
    if field.contentType == .newPassword {
      passwordRules = Self.passwordRules(for: field.rules)
    }
  }

  /// The password-rules descriptor a suggested password must follow for `rules`: their
  /// lengths and the characters they allow; `nil` when they say nothing of either.
  static func passwordRules(for rules: [FieldRule]) -> String? {
    var minimum: Int?
    var maximum: Int?
    var allowed: String?
    for rule in rules {
      switch rule.kind {
      case .minimumLength(let length): minimum = max(minimum ?? 0, length)
      case .maximumLength(let length): maximum = min(maximum ?? .max, length)
      case .exactLength(let length):
        minimum = length
        maximum = length
      case .asciiOnly: allowed = allowed ?? "ascii-printable"
      case .digitsOnly: allowed = "digit"
      case .required, .pattern, .sameAs: break
      }
    }
    var parts: [String] = []
    if let minimum { parts.append("minlength: \(minimum);") }
    if let maximum { parts.append("maxlength: \(maximum);") }
    if let allowed { parts.append("allowed: \(allowed);") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}

@_spi(Skins) extension SecureInputTraits.ReturnKey {
  /// The Return key of a form's return key.
  public init(_ key: FormModel.ReturnKey) {
    switch key {
    case .next: self = .next
    case .go: self = .go
    }
  }
}
