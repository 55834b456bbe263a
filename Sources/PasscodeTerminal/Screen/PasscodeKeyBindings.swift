@_spi(Skins) import PasscodeCore

/// Maps keys typed on the keyboard to the passcode screen's events (`PasscodeScreen.Event`).
public enum PasscodeKeyBindings {
  /// The event for `key`, or `nil` when the key means nothing on the screen.
  ///
  /// | key | event |
  /// |---|---|
  /// | `0`–`9` | `.digit(_:)` |
  /// | other printable characters | `.character(_:)` (alphanumeric codes; the screen ignores what its format refuses) |
  /// | Backspace, Delete | `.delete` |
  /// | Ctrl-U | `.clear` |
  /// | Enter | `.submit` |
  /// | Esc, Ctrl-C, Ctrl-D | `.cancel` |
  public static func event(for key: TerminalKey) -> PasscodeScreen.Event? {
    switch key {
    case .character(let scalar):
      if ("0"..."9").contains(scalar) { return .digit(UInt8(scalar.value) - UInt8(ascii: "0")) }
      return .character(scalar)
    case .backspace, .delete: return .delete
    case .eraseLine: return .clear
    case .enter: return .submit
    case .escape, .interrupt, .endOfInput: return .cancel
    case .alt, .tab, .backTab, .up, .down, .left, .right, .home, .end, .control: return nil
    }
  }

  /// The key slot a typed key stands for, to flash it on the keypad: its digit's key, or
  /// Delete.
  static func slot(for key: TerminalKey) -> KeySlot? {
    switch event(for: key) {
    case .digit(let digit): KeySlot.allCases.first { $0.digit == digit }
    case .delete: .delete
    default: nil
    }
  }
}
