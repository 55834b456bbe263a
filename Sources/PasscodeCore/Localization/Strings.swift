/// One entry of a string table: a plain text, or forms chosen by a number's plural category.
enum StringEntry: Sendable, ExpressibleByStringLiteral {
  /// A text with optional `{n}` placeholders.
  case text(String)
  /// Texts per plural category, chosen by the number at argument `argument`.
  case plural(argument: Int, forms: [PluralCategory: String])

  init(stringLiteral value: String) {
    self = .text(value)
  }

  /// Plural forms chosen by argument 0.
  static func plural(_ forms: [PluralCategory: String]) -> StringEntry {
    .plural(argument: 0, forms: forms)
  }
}

/// The string tables, one file per language (`Strings+en.swift`…).
enum Strings {
  /// The table for `locale`.
  static func table(for locale: PasscodeLocale) -> [StringKey: StringEntry] {
    switch locale {
    case .english: english
    case .german: german
    case .spanish: spanish
    case .japanese: japanese
    case .arabic: arabic
    }
  }
}
