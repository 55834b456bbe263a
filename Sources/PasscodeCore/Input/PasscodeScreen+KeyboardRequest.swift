/// What a passcode screen asks of the keyboard now. The one answer both iOS skins follow: the
/// window that holds the focus (`AppLockScreen.holdsFocus`) gives its secret input the focus
/// unless this is ``none``, and brings the software keyboard up only for ``softwareKeyboard``.
@_spi(Skins) public enum KeyboardRequest: Hashable, Sendable {
  /// No key input: the flow is over and the screen closes; the focus, and any keyboard, go.
  case none
  /// Hardware keys only: a numeric passcode is typed on the keypad, or a hardware keyboard,
  /// with no software keyboard over the keypad — also while an alphanumeric screen is blocked
  /// (a lockout, the permanent lock, a damaged store, the host's fallback or the Passcode
  /// Options list), so Escape and Delete still work.
  case hardwareKeys
  /// The software keyboard: an alphanumeric passcode needs letters, which the keypad does not
  /// have. It stays up while the lock answers or a wrong code is held, so that it does not
  /// bounce between attempts (the screen ignores what is typed meanwhile).
  case softwareKeyboard
}

@_spi(Skins) extension PasscodeScreen {
  /// What the screen asks of the keyboard now (``KeyboardRequest``).
  public var keyboardRequest: KeyboardRequest {
    if isDone { return .none }
    let blocked =
      lockoutRemaining != nil || isPermanentlyLocked || storeFailure != nil
      || overlay == .fallback || overlay == .formatOptions
    return format.isNumeric || blocked ? .hardwareKeys : .softwareKeyboard
  }
}
