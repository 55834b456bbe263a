@_spi(Skins) import PasscodeCore

/// Something on the passcode screen a mouse click can press.
enum PasscodeHitTarget: Hashable, Sendable {
  /// A keypad key.
  case key(KeySlot)
  /// The OK button under the keypad.
  case submitButton
  /// The Cancel button under the keypad.
  case cancelButton
  /// The fallback button under the keypad.
  case fallbackButton
  /// The app's own action under the keypad.
  case secondaryButton

  /// The event pressing it sends to `screen`, or `nil` when it does nothing now (an empty
  /// slot).
  func event(for screen: PasscodeScreen) -> PasscodeScreen.Event? {
    switch self {
    case .key(let slot):
      if let digit = slot.digit { return .digit(digit) }
      if slot == .delete { return screen.accessories.contains(.delete) ? .delete : nil }
      switch screen.accessoryKey {
      case .cancel: return .cancel
      case .biometrics: return .biometricRequested
      case nil: return nil
      }
    case .submitButton: return .submit
    case .cancelButton: return .cancel
    case .fallbackButton: return screen.event(forPressing: .fallbackButton)
    case .secondaryButton: return screen.event(forPressing: .secondaryButton)
    }
  }
}
