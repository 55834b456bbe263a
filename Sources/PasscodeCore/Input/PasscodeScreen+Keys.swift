@_spi(Skins) extension PasscodeScreen {
  /// The event that pressing an element sends, or `nil` when the element is not pressable or
  /// its slot is empty now.
  ///
  /// A digit key types its digit, Delete deletes, the accessory slot prompts for biometrics or
  /// cancels (whichever ``accessoryKey`` it holds), and the buttons under the keypad cancel,
  /// open the fallback (or, in its place, Erase Data or the Passcode Options) or submit.
  public func event(forPressing element: KeypadLayout.Element) -> Event? {
    switch element {
    case .key(let slot):
      if let digit = slot.digit { return .digit(digit) }
      if slot == .delete { return .delete }
      switch accessoryKey {
      case .biometrics: return .biometricRequested
      case .cancel: return .cancel
      case nil: return nil
      }
    case .cancelButton: return .cancel
    case .fallbackButton:
      let visible = accessories
      if visible.contains(.recovery) { return .recoveryRequested }
      if visible.contains(.formatOptions) { return .formatOptionsRequested }
      return visible.contains(.fallback) ? .fallbackRequested : nil
    case .submitButton: return .submit
    case .secondaryButton:
      return accessories.contains(.secondaryAction) ? .secondaryActionRequested : nil
    case .panel, .appHeader, .title, .subtitle, .dots, .message: return nil
    }
  }

  /// Whether a visible element reacts to presses now: digit keys while input is accepted, OK
  /// once enough is typed, every other visible control always (Cancel and the fallback stay
  /// usable during a lockout). Skins grey out or disable the rest.
  public func isEnabled(_ element: KeypadLayout.Element) -> Bool {
    switch element {
    case .key(let slot) where slot.digit != nil: isInputEnabled
    case .submitButton: isSubmitEnabled
    default: event(forPressing: element) != nil
    }
  }

  /// The event a hardware key sends to the screen's own controller (the keys it takes itself,
  /// beside its hidden input): every key while no system keyboard is up; while one is
  /// (`typing`), only Escape — what is typed reaches the screen through the keyboard, and
  /// taking it here too would type it twice.
  public static func event(forHardwareKey key: KeyboardKey, whileTyping typing: Bool) -> Event? {
    guard !typing || key == .escape else { return nil }
    return event(for: key)
  }

  /// The event a key of a hardware keyboard sends, or `nil` for keys the screen ignores.
  ///
  /// Characters are typed (the screen itself drops what the format does not allow and
  /// normalises other scripts' digits), Backspace deletes, Return submits, Escape cancels.
  public static func event(for key: KeyboardKey) -> Event? {
    switch key {
    case .character(let scalar): .character(scalar)
    case .backspace: .delete
    case .returnKey: .submit
    case .escape: .cancel
    case .other: nil
    }
  }
}
