@_spi(Skins) extension PasscodeScreen {
  /// The subtitle, if any: the rules of a new passcode, "enter it again", or what removing
  /// needs.
  public var subtitle: LocalizedText? {
    switch (mode, step) {
    case (.remove, _): return LocalizedText(.enterToTurnOff)
    case (_, .confirm): return LocalizedText(.enterSameAgain)
    case (_, .current): return nil
    case (_, .new): return Self.requirement(of: chosenFormat)
    }
  }

  /// The name of a passcode type in the Passcode Options list: "4-Digit Numeric Code",
  /// "Custom Numeric Code", "Custom Alphanumeric Code".
  public static func name(of format: PasscodeFormat) -> LocalizedText {
    switch format {
    case .numeric(let length): LocalizedText(.numericCode, .number(length))
    case .variableNumeric: LocalizedText(.customNumericCode)
    case .alphanumeric: LocalizedText(.customAlphanumericCode)
    }
  }

  /// The accessibility label of a key, or `nil` when the slot is empty now: "5", "Delete",
  /// "Face ID", "Cancel".
  public func label(for slot: KeySlot) -> LocalizedText? {
    if let digit = slot.digit { return LocalizedText(.digitKey, .number(Int(digit))) }
    if slot == .delete { return accessories.contains(.delete) ? LocalizedText(.delete) : nil }
    switch accessoryKey {
    case .biometrics(let kind): return kind.nameKey.map { LocalizedText($0) }
    case .cancel: return LocalizedText(.cancel)
    case nil: return nil
    }
  }

  /// The label of the button in the fallback place, or `nil` when it is hidden now: "Erase
  /// Data" on a permanently locked screen that offers it, "Passcode Options" while a new
  /// passcode is typed and other types may be chosen (and, disabled, while the options show:
  /// the iPad popover stays anchored to it), else "Use Password" when the fallback is offered ("Forgot Passcode?" when it resets the
  /// passcode).
  /// The label of the app's own action under the keypad (its title, as the app gave it), or
  /// `nil` when it is hidden now (``Accessories/secondaryAction``).
  public var secondaryActionLabel: LocalizedText? {
    guard accessories.contains(.secondaryAction), let title = configuration.secondaryActionTitle
    else { return nil }
    return LocalizedText(.verbatim, .verbatim(title))
  }

  /// The label of the button in the fallback place, or `nil` when it is hidden now: "Erase
  /// Data" on a permanently locked screen that offers it, "Passcode Options" while a new
  /// passcode is typed and other types may be chosen (and, disabled, while the options show:
  /// the iPad popover stays anchored to it), else "Use Password" when the fallback is offered ("Forgot Passcode?" when it resets the
  /// passcode).
  public var fallbackButtonLabel: LocalizedText? {
    let visible = accessories
    if visible.contains(.recovery) { return LocalizedText(.eraseData) }
    if visible.contains(.formatOptions) || overlay == .formatOptions {
      return LocalizedText(.passcodeOptions)
    }
    guard visible.contains(.fallback) else { return nil }
    return LocalizedText(configuration.fallbackResetsPasscode ? .forgotPasscode : .usePassword)
  }
}
