@_spi(Skins) extension SecureInputTraits {
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
  /// only while the screen asks for it (`PasscodeScreen.keyboardRequest` is
  /// `.softwareKeyboard`: not during a lockout or once the flow is over). Without the software keyboard every hardware key is
  /// the input's (`PasscodeScreen.event(for:)`); with it the system types, and the input takes
  /// only Escape, which cancels.
  public init(screen: PasscodeScreen) {
    self.init(
      format: screen.format, showsSoftwareKeyboard: screen.keyboardRequest == .softwareKeyboard)
  }

  private init(format: PasscodeFormat, showsSoftwareKeyboard: Bool) {
    self.init(
      keyboard: format.isNumeric ? .numberPad : .ascii, returnKey: .go, contentType: .none,
      showsSoftwareKeyboard: showsSoftwareKeyboard,
      hardwareKeys: showsSoftwareKeyboard ? .escape : .all, digitsOnly: false)
  }
}
