extension KeypadLayout {
  /// The words a layout makes room for, so that no skin has to shrink or cut a label: the
  /// title and messages get as many lines as they need, footer buttons move under each other
  /// when their words do not fit side by side.
  ///
  /// ``ScreenFrame`` fills these in from the screen and its language; a skin that computes a
  /// layout itself passes them in ``Input/labels``.
  public struct Labels: Hashable, Sendable {
    /// The app's name in the app header.
    public var appName: String
    /// The title.
    public var title: String
    /// The subtitle; `nil` reserves no line for it.
    public var subtitle: String?
    /// The messages that may appear under the dots without a new layout (the one shown now, a
    /// wrong-code message, a lockout countdown): the tallest sets the message's height.
    public var messages: [String]
    /// The words on the keys that are not digits (Delete, Cancel, the biometric key).
    public var keyWords: [String]
    /// The words of the buttons under the keypad, by element.
    public var buttons: [Element: String]

    /// Creates labels.
    public init(
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
    public var title: Int
    /// The subtitle's lines.
    public var subtitle: Int
    /// The message's lines.
    public var message: Int
    /// The lines of a footer button's words.
    public var button: Int
    /// The lines of a word on a key (Delete, Cancel, the biometric key).
    public var keyWord: Int
  }
}
