extension SecureInputTraits {
  /// The passcode screen's input for a format, with the software keyboard up when the format
  /// needs it: an alphanumeric passcode is typed on an ASCII keyboard (letters, digits and
  /// punctuation, nothing the format refuses) with Go; a numeric one on the screen's keypad,
  /// so no software keyboard shows, and the input only hears a hardware keyboard.
  ///
  /// No AutoFill: an app's passcode is not a saved password or a code from a message.
  public init(format: PasscodeFormat) {
    self.init(format: format, showsSoftwareKeyboard: !format.isNumeric)
  }

  /// The passcode screen's input now: as ``init(format:)``, with the software keyboard up
  /// only while the screen wants it (`PasscodeScreen.wantsSystemKeyboard`: not during a
  /// lockout or once the flow is over). Without the software keyboard every hardware key is
  /// the input's (`PasscodeScreen.event(for:)`); with it the system types, and the input takes
  /// only Escape, which cancels.
  public init(screen: PasscodeScreen) {
    self.init(format: screen.format, showsSoftwareKeyboard: screen.wantsSystemKeyboard)
  }

  private init(format: PasscodeFormat, showsSoftwareKeyboard: Bool) {
    self.init(
      keyboard: format.isNumeric ? .numberPad : .ascii, returnKey: .go, contentType: .none,
      showsSoftwareKeyboard: showsSoftwareKeyboard,
      hardwareKeys: showsSoftwareKeyboard ? .escape : .all, digitsOnly: false)
  }

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

extension SecureInputTraits.ReturnKey {
  /// The Return key of a form's return key.
  public init(_ key: FormModel.ReturnKey) {
    switch key {
    case .next: self = .next
    case .go: self = .go
    }
  }
}

extension PasscodeScreen {
  /// Whether the screen's secret input should hold the keyboard focus: until the flow is
  /// over, whatever the format — a numeric passcode too, so that a hardware keyboard types it
  /// (the software keyboard shows only when ``SecureInputTraits/showsSoftwareKeyboard`` says
  /// so). Once the flow is over the focus goes, and with it any keyboard, while the screen
  /// closes.
  public var wantsKeyInput: Bool { !isDone }
}
