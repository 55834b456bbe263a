@_spi(Skins) extension PasscodeScreen {
  /// Whether the passcode is typed on the system keyboard rather than the keypad alone: an
  /// alphanumeric format needs letters, which the keypad does not have.
  public var usesSystemKeyboard: Bool { !format.isNumeric }

  /// Whether the system keyboard should be up now (skins give its hidden input focus): with an
  /// alphanumeric format, while the flow runs and no lockout, permanent lock, host fallback or
  /// Passcode Options list blocks it. It stays up while the lock answers or a wrong code is
  /// held, so that it does not bounce between attempts (the screen ignores what is typed
  /// meanwhile).
  public var wantsSystemKeyboard: Bool {
    usesSystemKeyboard && !isDone && lockoutRemaining == nil && !isPermanentlyLocked
      && storeFailure == nil
      && overlay != .fallback && overlay != .formatOptions
  }

  /// Whether the screen's secret input should hold the keyboard focus: until the flow is
  /// over, whatever the format — a numeric passcode too, so that a hardware keyboard types it
  /// (the software keyboard shows only when ``SecureInputTraits/showsSoftwareKeyboard`` says
  /// so). Once the flow is over the focus goes, and with it any keyboard, while the screen
  /// closes.
  public var wantsKeyInput: Bool { !isDone }
}
