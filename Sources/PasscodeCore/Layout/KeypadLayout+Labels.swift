extension KeypadLayout {
  /// The words a layout makes room for, so that no skin has to shrink or cut a label: the
  /// title and messages get as many lines as they need, footer buttons move under each other
  /// when their words do not fit side by side.
  ///
  /// ``ScreenFrame`` fills these in from the screen and its language; a skin that computes a
  /// layout itself passes them in ``Input/labels``.
  public struct Labels: Hashable, Sendable {
    /// The app's name in the app header.
    var appName: String
    /// The title.
    var title: String
    /// The subtitle; `nil` reserves no line for it.
    var subtitle: String?
    /// The messages that may appear under the dots without a new layout (the one shown now, a
    /// wrong-code message, a lockout countdown): the tallest sets the message's height.
    var messages: [String]
    /// The words on the keys that are not digits (Delete, Cancel, the biometric key).
    var keyWords: [String]
    /// The words of the buttons under the keypad, by element.
    var buttons: [Element: String]

    /// Creates labels.
    init(
      appName: String = "", title: String, subtitle: String? = nil, messages: [String] = [],
      keyWords: [String] = [], buttons: [Element: String] = [:]
    ) {
      self.appName = appName
      self.title = title
      self.subtitle = subtitle
      self.messages = messages
      self.keyWords = keyWords
      self.buttons = buttons
    }
  }

  /// How many lines each text may take (what a skin sets as `numberOfLines` / `lineLimit`).
  public struct LineLimits: Hashable, Sendable {
    /// The title's lines.
    var title: Int
    /// The subtitle's lines.
    var subtitle: Int
    /// The message's lines.
    var message: Int
    /// The lines of a footer button's words.
    var button: Int
    /// The lines of a word on a key (Delete, Cancel, the biometric key).
    var keyWord: Int
  }
}
