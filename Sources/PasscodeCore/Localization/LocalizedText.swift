/// A user-facing text as a key and its arguments, resolved for a language by ``Localizer``.
///
/// State machines expose texts in this form, so that a skin can show them in the user's
/// language, and tests can compare them without depending on wording.
public struct LocalizedText: Hashable, Sendable {
  /// A value inserted into the text's placeholders (`%1$@`, `%2$d`…), the first argument at
  /// `%1$`.
  public enum Argument: Hashable, Sendable {
    /// A whole number; it also selects the plural form when the string has plural forms.
    case number(Int)
    /// A time left, written as a countdown: `4:59`, `1:02:03` (rounded up to whole seconds).
    case countdown(Duration)
    /// Another string from the tables, such as a biometric sensor's name.
    case text(StringKey)
    /// A time span in words, in the text's language: "1 minute", "4 minutes 30 seconds"
    /// (rounded up to whole seconds).
    case duration(Duration)
    /// Another text from the tables with its own arguments, such as the detail of a damaged
    /// store.
    case phrase(LocalizedText)
    /// A text inserted as it is, never translated: a file path, a system's error text, or a
    /// sentence a host wrote in the user's language (a host verifier's).
    case verbatim(String)
  }

  /// The string's key in the tables.
  public var key: StringKey
  /// The values for the placeholders, in order.
  public var arguments: [Argument]

  /// Creates a text.
  public init(_ key: StringKey, _ arguments: Argument...) {
    self.key = key
    self.arguments = arguments
  }
}
