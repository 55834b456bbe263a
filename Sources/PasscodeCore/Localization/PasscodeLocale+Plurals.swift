extension PasscodeLocale {
  /// The plural categories this language distinguishes for whole numbers (CLDR), always
  /// with ``PluralCategory/other``, which every `.stringsdict` entry needs.
  public var pluralCategories: Set<PluralCategory> {
    PluralRule.rule(for: self).categories
  }

  /// The plural category of a whole number in this language (CLDR rules for integers).
  ///
  /// Common languages have their own rule (Arabic: 0 `zero`, 1 `one`, 2 `two`, n % 100 in
  /// 3…10 `few`, in 11…99 `many`, else `other`; Russian, Polish, Czech, Hebrew, Welsh…);
  /// Chinese, Japanese, Korean and others use only `other`; French, Spanish, Italian,
  /// Catalan and Portuguese use `many` for whole millions ("1000000 de minutes"); European
  /// Portuguese differs from Brazil's (0 is `other`); any language without a rule here uses
  /// English's (1 is `one`, everything else `other`).
  public func pluralCategory(for number: Int) -> PluralCategory {
    PluralRule.rule(for: self).category(number.magnitude)
  }
}

/// A CLDR plural rule for integers (`v = 0`), as the CLDR plural tables give it.
enum PluralRule: Sendable {
  /// Only `other`: Chinese, Japanese, Korean, Thai, Vietnamese, Indonesian…
  case otherOnly
  /// 1 is `one` (English, German, Dutch, the Nordic languages, Greek, Hungarian, Turkish…).
  case oneIsOne
  /// 1 is `one`, whole millions `many` (Spanish, Italian, Catalan, European Portuguese).
  case oneIsOneMillionsAreMany
  /// 0 and 1 are `one` (Hindi, Persian, Bengali…).
  case zeroAndOneAreOne
  /// 0 and 1 are `one`, whole millions `many` (French, Brazilian Portuguese).
  case zeroAndOneAreOneMillionsAreMany
  /// Russian, Ukrainian, Belarusian: one (…1 but not …11), few (…2–4 but not …12–14), many.
  case eastSlavic
  /// Polish: one (1), few (…2–4 but not …12–14), many.
  case polish
  /// Czech, Slovak: one (1), few (2–4), other.
  case czech
  /// Croatian, Serbian, Bosnian: one (…1 but not …11), few (…2–4 but not …12–14), other.
  case southSlavic
  /// Slovenian: one (…01), two (…02), few (…03–04), other.
  case slovenian
  /// Lithuanian: one (…1 but not …11–19), few (…2–9 but not …11–19), other.
  case lithuanian
  /// Latvian: zero (…0 or …11–19), one (…1 but not …11), other.
  case latvian
  /// Romanian: one (1), few (0, or …01–19 but not 1), other.
  case romanian
  /// Icelandic, Macedonian: one (…1 but not …11), other.
  case oneEndsInOne
  /// Hebrew: one (1), two (2), other.
  case hebrew
  /// Arabic: zero, one, two, few (…03–10), many (…11–99), other.
  case arabic
  /// Irish: one (1), two (2), few (3–6), many (7–10), other.
  case irish
  /// Welsh: zero, one, two, few (3), many (6), other.
  case welsh

  /// The rule for a locale: the first of its fallback chain with a rule of its own
  /// (`pt-AO` takes `pt-PT`'s), else its language's; English's for a language not listed.
  static func rule(for locale: PasscodeLocale) -> PluralRule {
    for identifier in locale.fallbackChain + [locale.language] {
      if let rule = rules[identifier] { return rule }
    }
    return .oneIsOne
  }

  private static let rules: [String: PluralRule] = {
    var rules: [String: PluralRule] = [:]
    let groups: [(PluralRule, [String])] = [
      (
        .otherOnly,
        ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue", "bo", "jv", "ii", "yo"]
      ),
      (.oneIsOneMillionsAreMany, ["es", "it", "ca", "pt-PT"]),
      (.zeroAndOneAreOne, ["hi", "fa", "bn", "gu", "kn", "am", "zu", "as", "hy", "ff"]),
      (.zeroAndOneAreOneMillionsAreMany, ["fr", "pt"]),
      (.eastSlavic, ["ru", "uk", "be"]),
      (.polish, ["pl"]),
      (.czech, ["cs", "sk"]),
      (.southSlavic, ["hr", "sr", "bs", "sh"]),
      (.slovenian, ["sl"]),
      (.lithuanian, ["lt"]),
      (.latvian, ["lv"]),
      (.romanian, ["ro", "mo"]),
      (.oneEndsInOne, ["is", "mk"]),
      (.hebrew, ["he", "iw"]),
      (.arabic, ["ar"]),
      (.irish, ["ga"]),
      (.welsh, ["cy"]),
    ]
    for (rule, languages) in groups {
      for language in languages { rules[language] = rule }
    }
    return rules
  }()

  /// The categories the rule returns for whole numbers, with `other` always.
  var categories: Set<PluralCategory> {
    switch self {
    case .otherOnly: [.other]
    case .oneIsOne, .zeroAndOneAreOne, .oneEndsInOne: [.one, .other]
    case .oneIsOneMillionsAreMany, .zeroAndOneAreOneMillionsAreMany: [.one, .many, .other]
    case .eastSlavic, .polish: [.one, .few, .many, .other]
    case .czech, .southSlavic, .lithuanian, .romanian: [.one, .few, .other]
    case .slovenian: [.one, .two, .few, .other]
    case .latvian: [.zero, .one, .other]
    case .hebrew: [.one, .two, .other]
    case .arabic, .welsh: Set(PluralCategory.allCases)
    case .irish: [.one, .two, .few, .many, .other]
    }
  }

  /// The category of `n`.
  func category(_ n: UInt) -> PluralCategory {
    let mod10 = n % 10
    let mod100 = n % 100
    let teen = (11...19).contains(mod100)
    switch self {
    case .otherOnly:
      return .other
    case .oneIsOne:
      return n == 1 ? .one : .other
    case .oneIsOneMillionsAreMany:
      return n == 1 ? .one : Self.isWholeMillions(n) ? .many : .other
    case .zeroAndOneAreOne:
      return n <= 1 ? .one : .other
    case .zeroAndOneAreOneMillionsAreMany:
      return n <= 1 ? .one : Self.isWholeMillions(n) ? .many : .other
    case .eastSlavic, .polish:
      if self == .eastSlavic ? (mod10 == 1 && mod100 != 11) : n == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .czech:
      return n == 1 ? .one : (2...4).contains(n) ? .few : .other
    case .southSlavic:
      if mod10 == 1 && mod100 != 11 { return .one }
      return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .other
    case .slovenian:
      return [1: .one, 2: .two, 3: .few, 4: .few][mod100] ?? .other
    case .lithuanian:
      if teen { return .other }
      return mod10 == 1 ? .one : mod10 >= 2 ? .few : .other
    case .latvian:
      if mod10 == 0 || teen { return .zero }
      return mod10 == 1 && mod100 != 11 ? .one : .other
    case .romanian:
      if n == 1 { return .one }
      return n == 0 || (1...19).contains(mod100) ? .few : .other
    case .oneEndsInOne:
      return mod10 == 1 && mod100 != 11 ? .one : .other
    case .hebrew:
      return n == 1 ? .one : n == 2 ? .two : .other
    case .arabic:
      switch (n, mod100) {
      case (0, _): return .zero
      case (1, _): return .one
      case (2, _): return .two
      case (_, 3...10): return .few
      case (_, 11...99): return .many
      default: return .other
      }
    case .irish:
      switch n {
      case 1: return .one
      case 2: return .two
      case 3...6: return .few
      case 7...10: return .many
      default: return .other
      }
    case .welsh:
      return [0: .zero, 1: .one, 2: .two, 3: .few, 6: .many][n] ?? .other
    }
  }

  /// Whether `n` is a whole number of millions (CLDR: `e = 0 and i != 0 and i % 1000000 = 0`).
  private static func isWholeMillions(_ n: UInt) -> Bool {
    n != 0 && n % 1_000_000 == 0
  }
}
