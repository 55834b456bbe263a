/// A language PasscodeKit's screens speak: one it ships, or any other an app adds.
///
/// A locale is a BCP 47 language identifier (`en`, `de`, `pt-BR`, `zh-Hans`). PasscodeKit ships
/// every language iOS offers as a system language (``allCases``: 36 languages, with British
/// English, Canadian French, Latin American Spanish and Hong Kong Chinese where their words
/// differ); an app adds a language, or changes any string, with tables of its own (see
/// ``PasscodeStrings``). Plural rules and the writing direction come from the language code,
/// so they work for a language an app adds.
///
/// ```swift
/// let locale = PasscodeLocale(identifier: "de_AT.UTF-8")  // de-AT
/// locale?.language                                       // "de"
/// PasscodeLocale.arabic.layoutDirection                  // .rightToLeft
/// ```
public struct PasscodeLocale: RawRepresentable, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The identifier: a lowercase language code, then an optional script (`Hans`) and region
  /// (`AT`, `419`), joined by hyphens.
  public let rawValue: String

  /// English.
  public static let english = PasscodeLocale(known: "en")
  /// German.
  public static let german = PasscodeLocale(known: "de")
  /// Spanish.
  public static let spanish = PasscodeLocale(known: "es")
  /// Japanese.
  public static let japanese = PasscodeLocale(known: "ja")
  /// Arabic, written right to left.
  public static let arabic = PasscodeLocale(known: "ar")

  /// The languages PasscodeKit ships tables for: English first, then the others by identifier.
  ///
  /// A regional table (`en-GB`, `es-419`, `fr-CA`, `zh-HK`) holds only the strings that differ
  /// from its language's; the others come from that table (`en`, `es`, `fr`, `zh-Hant`).
  /// Portuguese has two full tables, `pt-BR` and `pt-PT`, and Chinese `zh-Hans` and `zh-Hant`.
  /// A language an app adds is not listed here; `PasscodeStrings.languages` lists both.
  public static let allCases: [PasscodeLocale] =
    [.english]
    + PasscodeLocale.shippedIdentifiers.filter { $0 != "en" }.sorted().map(
      PasscodeLocale.init(known:))

  /// The `.lproj` folders PasscodeKit's tables ship in.
  static let shippedIdentifiers: Set<String> = [
    "ar", "ca", "cs", "da", "de", "el", "en", "en-GB", "es", "es-419", "fi", "fr", "fr-CA",
    "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT",
    "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-HK", "zh-Hans", "zh-Hant",
  ]

  private init(known identifier: String) {
    rawValue = identifier
  }

  /// The locale for an identifier in BCP 47 or POSIX spelling (`de`, `de-AT`, `es_MX`,
  /// `de_DE.UTF-8`, `zh-Hans-CN`), normalised to `de-AT`, `es-MX`, `zh-Hans-CN`; `nil` when
  /// it names no language (empty, `C`, `POSIX`, or not letters).
  public init?(rawValue: String) {
    self.init(identifier: rawValue)
  }

  /// The locale for a language identifier such as `de`, `de-AT`, `es_MX` or `de_DE.UTF-8`;
  /// `nil` when it names no language.
  ///
  /// Any language is accepted: strings it has no table for come from English.
  public init?(identifier: String) {
    // POSIX adds an encoding (`.UTF-8`) and a modifier (`@euro`); neither is a language.
    let core = identifier.prefix { $0 != "." && $0 != "@" }
    let parts = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    var normalized = [first.lowercased()]
    for part in parts.dropFirst() {
      if part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
        normalized.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
      } else if part.count == 2, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
        normalized.append(part.uppercased())
      } else if part.count == 3, part.allSatisfy({ $0.isASCII && $0.isNumber }) {
        normalized.append(part)
      } else {
        break
      }
    }
    rawValue = normalized.joined(separator: "-")
  }

  /// The identifier, such as `de-AT`.
  public var identifier: String { rawValue }

  /// The identifier, such as `de-AT`.
  public var description: String { rawValue }

  /// The language code alone: `de` for `de-AT`, `zh` for `zh-Hans`.
  public var language: String {
    String(rawValue.prefix { $0 != "-" })
  }

  /// The direction the language is written in: right to left for Arabic, Hebrew, Persian,
  /// Urdu and the other languages written in Arabic or Hebrew script.
  public var layoutDirection: LayoutDirection {
    Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
  }

  /// Languages written right to left (ISO 639 codes), including the old Hebrew code `iw`.
  private static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
  ]
}
