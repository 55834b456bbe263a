extension PasscodeScreen {
  /// The words a layout of this screen makes room for, in `localizer`'s language: the title
  /// and subtitle, the message shown now with a wrong-code message and a lockout countdown (so
  /// that a message appearing never moves the keypad), the words on keys and buttons; numbers
  /// bound to the word after them, as the scene shows them.
  public func layoutLabels(localizer: Localizer, appName: String) -> KeypadLayout.Labels {
    var messages = [
      LocalizedText(.wrongPasscode, .number(9)),
      LocalizedText(.tryAgainIn, .countdown(.seconds(59 * 60 + 59))),
    ].map(localizer.string)
    if let message { messages.insert(localizer.string(message.text), at: 0) }
    let keyWords = [KeySlot.accessory, .delete].compactMap { slot in
      label(for: slot).map(localizer.string)
    }
    var buttons: [KeypadLayout.Element: String] = [:]
    let visible = accessories
    if visible.contains(.cancel) { buttons[.cancelButton] = localizer.string(.cancel) }
    if visible.contains(.submit) { buttons[.submitButton] = localizer.string(.submit) }
    buttons[.fallbackButton] = fallbackButtonLabel.map(localizer.string)
    let bound = TextMeasure.bindingNumbers
    return KeypadLayout.Labels(
      appName: appName, title: bound(localizer.string(title)),
      subtitle: subtitle.map { bound(localizer.string($0)) }, messages: messages.map(bound),
      keyWords: keyWords, buttons: buttons)
  }
}
