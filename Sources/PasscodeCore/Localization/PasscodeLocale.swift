/// A language PasscodeKit's screens are translated into.
///
/// Every user-facing string comes from a table in Swift source (`Strings+en.swift` and its
/// siblings) rather than a resource bundle, so a copied command-line binary and Linux behave
/// the same as an app. Unknown languages fall back to English.
public enum PasscodeLocale: String, CaseIterable, Hashable, Sendable {
  /// English.
  case english = "en"
  /// German.
  case german = "de"
  /// Spanish.
  case spanish = "es"
  /// Japanese.
  case japanese = "ja"
  /// Arabic, written right to left.
  case arabic = "ar"

  /// The locale for a language identifier such as `de`, `de-AT` or `es_MX`; `nil` when the
  /// language is not one of PasscodeKit's.
  public init?(identifier: String) {
    let language = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
    guard let language, let locale = PasscodeLocale(rawValue: language.lowercased()) else {
      return nil
    }
    self = locale
  }

  /// The first of the user's preferred languages that PasscodeKit speaks, or English.
  ///
  /// Pass `Locale.preferredLanguages` on Apple platforms, or the `LANG` value in a terminal.
  public static func bestMatch(for preferredLanguages: [String]) -> PasscodeLocale {
    preferredLanguages.lazy.compactMap(PasscodeLocale.init(identifier:)).first ?? .english
  }

  /// The direction the language is written in; Arabic is right to left.
  public var layoutDirection: LayoutDirection {
    self == .arabic ? .rightToLeft : .leftToRight
  }

  /// The plural categories this language distinguishes (CLDR).
  public var pluralCategories: Set<PluralCategory> {
    switch self {
    case .english, .german, .spanish: [.one, .other]
    case .japanese: [.other]
    case .arabic: Set(PluralCategory.allCases)
    }
  }

  /// The plural category of a whole number in this language (CLDR rules for integers).
  ///
  /// - English, German, Spanish: 1 is `one`, everything else `other`.
  /// - Japanese: always `other`.
  /// - Arabic: 0 `zero`, 1 `one`, 2 `two`, n % 100 in 3…10 `few`, n % 100 in 11…99 `many`,
  ///   everything else `other`.
  public func pluralCategory(for number: Int) -> PluralCategory {
    let magnitude = number.magnitude
    switch self {
    case .english, .german, .spanish:
      return magnitude == 1 ? .one : .other
    case .japanese:
      return .other
    case .arabic:
      switch (magnitude, magnitude % 100) {
      case (0, _): return .zero
      case (1, _): return .one
      case (2, _): return .two
      case (_, 3...10): return .few
      case (_, 11...99): return .many
      default: return .other
      }
    }
  }
}
