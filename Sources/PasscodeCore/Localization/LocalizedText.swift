import Foundation

/// A user-facing text as a key and its arguments, resolved for a language by ``Localizer``.
///
/// State machines expose texts in this form, so that a skin can show them in the user's
/// language, and tests can compare them without depending on wording.
public struct LocalizedText: Hashable, Sendable {
  /// A value inserted into the text's placeholders (`%1$@`, `%2$d`…), the first argument at
  /// `%1$`.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
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

  /// The string's name in its table (`title.enterPasscode`).
  public let name: String
  /// The table the string lives in: ``StringKey/table`` for PasscodeKit's own strings, or a
  /// client's (``ClientStringKey``).
  public let table: String
  /// The values for the placeholders, in order.
  public var arguments: [Argument]

  /// PasscodeKit's key of the string; `nil` for a client's string.
  public var key: StringKey? {
    table == StringKey.table ? StringKey(rawValue: name) : nil
  }

  /// Creates a text from PasscodeKit's own tables.
  public init(_ key: StringKey, _ arguments: Argument...) {
    name = key.rawValue
    table = StringKey.table
    self.arguments = arguments
  }

  /// Creates a text from a client's own table (the `passcode` command's, the terminal skin's).
  public init<Key: ClientStringKey>(_ key: Key, _ arguments: Argument...) {
    name = key.rawValue
    table = Key.table
    self.arguments = arguments
    PasscodeStrings.register(Key.self)
  }
}

/// The keys of a string table that a client of PasscodeCore ships itself — the `passcode`
/// command's advice, the terminal skin's key help — so that PasscodeKit's own tables, which
/// every iOS app ships, hold only what every client says.
///
/// ```swift
/// enum CLIKey: String, ClientStringKey {
///   case setOne = "cli.setOne"
///   static let table = "PasscodeCLI"
///   static var tablesFolder: URL? { CLIResources.folder }
/// }
/// Localizer(.german).string(LocalizedText(CLIKey.setOne))
/// ```
///
/// The table is read from `tablesFolder` (its `<language>.lproj/<table>.strings` and
/// `.stringsdict`), after the app's own tables of that name; English is the fallback, as for
/// PasscodeKit's.
public protocol ClientStringKey: RawRepresentable, Hashable, Sendable where RawValue == String {
  /// The table's name: `<table>.strings` in each language's folder.
  static var table: String { get }
  /// The folder holding the table's `<language>.lproj` folders; `nil` when it is not
  /// installed (every string then shows its key).
  static var tablesFolder: URL? { get }
}
