import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("PasscodeLocale")
struct PasscodeLocaleTests {
  @Test("CLDR integer plural rules for Arabic")
  func arabicRules() {
    let expected: [(Int, PluralCategory)] = [
      (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
      (100, .other), (101, .other), (102, .other), (103, .few), (110, .few), (111, .many),
      (199, .many), (1000, .other),
    ]
    for (number, category) in expected {
      #expect(PasscodeLocale.arabic.pluralCategory(for: number) == category, "\(number)")
    }
  }

  @Test("English, German and Spanish: one for 1 only; Japanese: other always")
  func otherRules() {
    for number in 0...200 {
      for locale in [PasscodeLocale.english, .german, .spanish] {
        #expect(locale.pluralCategory(for: number) == (number == 1 ? .one : .other))
      }
      #expect(PasscodeLocale.japanese.pluralCategory(for: number) == .other)
    }
  }

  @Test(
    "every category a rule returns is one the language declares", arguments: PasscodeLocale.allCases
  )
  func rulesStayInDeclaredCategories(locale: PasscodeLocale) {
    let numbers = Array(0...1000) + [1_000_000, 2_000_000, 1_000_001]
    let produced = Set(numbers.map(locale.pluralCategory(for:)))
    // `other` is declared even where no whole number takes it (.stringsdict requires it).
    #expect(produced.subtracting(locale.pluralCategories).isEmpty)
    #expect(locale.pluralCategories.subtracting(produced).isSubset(of: [.other]))
  }

  /// The CLDR categories (as ICU 72, CLDR 42, gives them) of 0, 1, 2, 3, 5, 11, 12, 21, 22,
  /// 101, 102, 111 and 1000000 in each shipped language: `z`ero, `o`ne, `t`wo, `f`ew,
  /// `m`any, `-` other.
  static let cldr: [String: String] = [
    "ar": "zotffmmmm--m-", "ca": "-o----------m", "cs": "-off---------", "da": "-o-----------",
    "de": "-o-----------", "el": "-o-----------", "en": "-o-----------", "en-GB": "-o-----------",
    "es": "-o----------m", "es-419": "-o----------m", "fi": "-o-----------",
    "fr": "oo----------m", "fr-CA": "oo----------m", "he": "-ot----------",
    "hi": "oo-----------", "hr": "-off---ofof--", "hu": "-o-----------", "id": "-------------",
    "it": "-o----------m", "ja": "-------------", "ko": "-------------", "ms": "-------------",
    "nb": "-o-----------", "nl": "-o-----------", "pl": "moffmmmmfmfmm",
    "pt-BR": "oo----------m", "pt-PT": "-o----------m", "ro": "fofffff--fff-",
    "ru": "moffmmmofofmm", "sk": "-off---------", "sv": "-o-----------", "th": "-------------",
    "tr": "-o-----------", "uk": "moffmmmofofmm", "vi": "-------------",
    "zh-HK": "-------------", "zh-Hans": "-------------", "zh-Hant": "-------------",
  ]

  @Test("CLDR integer plural rules of every shipped language", arguments: PasscodeLocale.allCases)
  func cldrRules(locale: PasscodeLocale) throws {
    let expected = try #require(Self.cldr[locale.rawValue], "\(locale) has a row")
    let numbers = [0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 102, 111, 1_000_000]
    let letters: [PluralCategory: Character] = [
      .zero: "z", .one: "o", .two: "t", .few: "f", .many: "m", .other: "-",
    ]
    let got = String(numbers.map { letters[locale.pluralCategory(for: $0)]! })
    #expect(got == expected, "\(locale)")
    let declared = Set(expected.compactMap { letter in letters.first { $0.value == letter }?.key })
    #expect(locale.pluralCategories == declared.union([.other]), "\(locale)")
  }

  @Test("rules for languages an app adds: Slavic, Hebrew, French, Welsh; English's otherwise")
  func addedLanguagesRules() throws {
    func categories(_ identifier: String, _ numbers: [Int]) throws -> [PluralCategory] {
      let locale = try #require(PasscodeLocale(identifier: identifier))
      return numbers.map(locale.pluralCategory(for:))
    }
    #expect(
      try categories("ru", [1, 2, 5, 11, 12, 21, 22, 25, 111, 101])
        == [.one, .few, .many, .many, .many, .one, .few, .many, .many, .one])
    #expect(
      try categories("pl", [1, 2, 5, 12, 21, 22]) == [.one, .few, .many, .many, .many, .few])
    #expect(try categories("cs", [1, 3, 5, 22]) == [.one, .few, .other, .other])
    #expect(try categories("he", [1, 2, 3, 20]) == [.one, .two, .other, .other])
    #expect(try categories("fr-CA", [0, 1, 2]) == [.one, .one, .other])
    #expect(try categories("pt-BR", [0, 1, 2]) == [.one, .one, .other])
    #expect(try categories("cy", [0, 1, 2, 3, 6, 7]) == [.zero, .one, .two, .few, .many, .other])
    #expect(try categories("zh-Hans", [0, 1, 2]) == [.other, .other, .other])
    #expect(try categories("lv", [0, 1, 11, 21]) == [.zero, .one, .zero, .one])
    #expect(
      try categories("sl", [1, 2, 3, 5, 101, 102]) == [.one, .two, .few, .other, .one, .two])
    #expect(try categories("xx", [0, 1, 2]) == [.other, .one, .other])
    for identifier in [
      "ru", "pl", "cs", "he", "fr", "cy", "zh", "lv", "sl", "lt", "ro", "ga", "hr",
    ] {
      let locale = try #require(PasscodeLocale(identifier: identifier))
      let produced = Set((Array(0...1000) + [1_000_000]).map(locale.pluralCategory(for:)))
      // `other` is declared even where no whole number takes it (.stringsdict requires it).
      #expect(produced.isSubset(of: locale.pluralCategories), "\(identifier)")
      #expect(locale.pluralCategories.subtracting(produced).isSubset(of: [.other]), "\(identifier)")
    }
  }

  @Test("identifiers: BCP 47 and POSIX spellings normalised; anything else is no language")
  func identifiers() {
    #expect(PasscodeLocale(identifier: "de") == .german)
    #expect(PasscodeLocale(identifier: "de-AT")?.rawValue == "de-AT")
    #expect(PasscodeLocale(identifier: "es_mx")?.rawValue == "es-MX")
    #expect(PasscodeLocale(identifier: "de_DE.UTF-8")?.rawValue == "de-DE")
    #expect(PasscodeLocale(identifier: "sr_RS@latin")?.rawValue == "sr-RS")
    #expect(PasscodeLocale(identifier: "ZH-hans-cn")?.rawValue == "zh-Hans-CN")
    #expect(PasscodeLocale(identifier: "es-419")?.rawValue == "es-419")
    #expect(PasscodeLocale(identifier: "JA") == .japanese)
    #expect(PasscodeLocale(identifier: "pt-BR")?.language == "pt")
    #expect(PasscodeLocale(identifier: "") == nil)
    #expect(PasscodeLocale(identifier: "C") == nil)
    #expect(PasscodeLocale(identifier: "POSIX") == nil)
    #expect(PasscodeLocale(identifier: "Base") == nil)
    #expect(PasscodeLocale(rawValue: "en") == .english)
    #expect(PasscodeLocale.allCases.first == .english)
    #expect(
      Array(PasscodeLocale.allCases.dropFirst())
        == PasscodeLocale.allCases.dropFirst().sorted {
          $0.rawValue < $1.rawValue
        })
  }

  /// Identifiers in BCP 47 and POSIX spelling, and the shipped table each is shown in.
  static let regionalChoices: [(String, String)] = [
    ("pt-PT", "pt-PT"), ("pt_PT.UTF-8", "pt-PT"), ("pt-AO", "pt-PT"), ("pt_MZ", "pt-PT"),
    ("pt-BR", "pt-BR"), ("pt_BR.UTF-8", "pt-BR"), ("pt", "pt-BR"),
    ("zh-HK", "zh-HK"), ("zh_HK.UTF-8", "zh-HK"), ("zh-Hant-HK", "zh-HK"), ("zh-MO", "zh-HK"),
    ("zh-Hant-MO", "zh-HK"), ("zh-TW", "zh-Hant"), ("zh_TW.Big5", "zh-Hant"),
    ("zh-Hant-TW", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh", "zh-Hans"),
    ("zh_CN.UTF-8", "zh-Hans"),
    ("zh-Hans-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"),
    ("es-MX", "es-419"), ("es_MX.UTF-8", "es-419"), ("es-419", "es-419"), ("es_AR", "es-419"),
    ("es-US", "es-419"), ("es-ES", "es"), ("es_ES.UTF-8", "es"), ("es", "es"),
    ("fr-CA", "fr-CA"), ("fr_CA.UTF-8", "fr-CA"), ("fr-FR", "fr"), ("fr_BE", "fr"),
    ("fr-CH", "fr"), ("en-GB", "en-GB"), ("en_GB.UTF-8", "en-GB"), ("en-AU", "en-GB"),
    ("en_IN", "en-GB"), ("en-IE", "en-GB"), ("en-US", "en"), ("en_CA", "en"), ("en", "en"),
    ("nb-NO", "nb"), ("nb_NO.UTF-8", "nb"), ("no_NO", "nb"), ("no", "nb"), ("nn_NO", "nb"),
    ("iw_IL", "he"), ("he_IL.UTF-8", "he"), ("in_ID", "id"), ("id_ID", "id"), ("ms_MY", "ms"),
    ("de_AT", "de"), ("de_CH.UTF-8", "de"), ("ca_ES@valencia", "ca"), ("sr_RS@latin", "en"),
  ]

  @Test(
    "each regional identifier picks its table: pt-PT vs pt-BR, zh-HK vs zh-Hant vs zh-Hans, es-MX, fr-CA, en-GB, nb",
    arguments: regionalChoices)
  func regionalChoice(identifier: String, table: String) {
    let chosen = PasscodeLocale.preferred(
      appLocalizations: [identifier], available: PasscodeLocale.allCases)
    #expect(chosen.rawValue == table, "\(identifier)")
    let posix = PasscodeLocale.preferred(
      appLocalizations: PasscodeLocale.posixLanguages(["LANG": identifier]),
      available: PasscodeLocale.allCases)
    #expect(posix.rawValue == table, "LANG=\(identifier)")
  }

  @Test("the fallback chains: regional table, then language; Traditional Chinese never reaches zh")
  func fallbackChains() throws {
    func chain(_ identifier: String) throws -> [String] {
      try #require(PasscodeLocale(identifier: identifier)).fallbackChain
    }
    #expect(try chain("es-MX") == ["es-MX", "es-419", "es"])
    #expect(try chain("es-419") == ["es-419", "es"])
    #expect(try chain("pt") == ["pt-BR", "pt"])
    #expect(try chain("pt-PT") == ["pt-PT", "pt"])
    #expect(try chain("pt-AO") == ["pt-AO", "pt-PT", "pt"])
    #expect(try chain("zh-Hant-HK") == ["zh-Hant-HK", "zh-HK", "zh-Hant"])
    #expect(try chain("zh-MO") == ["zh-MO", "zh-HK", "zh-Hant"])
    #expect(try chain("zh-TW") == ["zh-TW", "zh-Hant"])
    #expect(try chain("zh-Hans-CN") == ["zh-Hans-CN", "zh-CN", "zh-Hans", "zh"])
    #expect(try chain("zh") == ["zh-Hans", "zh"])
    #expect(try chain("fr-CA") == ["fr-CA", "fr"])
    #expect(try chain("en-AU") == ["en-AU", "en-GB", "en"])
    #expect(try chain("en-US") == ["en-US", "en"])
    #expect(try chain("nb-NO") == ["nb-NO", "nb", "no-NO", "no"])
    #expect(try chain("nn") == ["nn", "nb", "no"])
    #expect(try chain("iw-IL") == ["iw-IL", "iw", "he-IL", "he"])
    #expect(try chain("de-AT") == ["de-AT", "de"])
    #expect(try chain("sr-Latn-RS") == ["sr-Latn-RS", "sr-Latn", "sr"])
  }

  @Test("the language is the app's: an English-only app speaks English to a German user")
  func appLanguagesDecide() {
    let shipped = PasscodeLocale.allCases
    let englishOnly = PasscodeLocale.preferredLocalizations(
      appLocalizations: ["en"], userLanguages: ["de-DE", "en-US"])
    #expect(englishOnly == ["en"])
    #expect(PasscodeLocale.preferred(appLocalizations: englishOnly, available: shipped) == .english)
    let germanApp = PasscodeLocale.preferredLocalizations(
      appLocalizations: ["en", "de"], userLanguages: ["de-AT", "en-US"])
    #expect(germanApp == ["de", "en"])
    #expect(PasscodeLocale.preferred(appLocalizations: germanApp, available: shipped) == .german)
    // The app speaks Welsh, PasscodeKit does not: the next of the app's languages.
    let welshApp = PasscodeLocale.preferredLocalizations(
      appLocalizations: ["en", "cy", "de"], userLanguages: ["cy-GB", "de-DE"])
    #expect(welshApp == ["cy", "de", "en"])
    #expect(PasscodeLocale.preferred(appLocalizations: welshApp, available: shipped) == .german)
    // Chinese scripts are not one language: a Traditional user of a Simplified-only app.
    #expect(
      PasscodeLocale.preferredLocalizations(
        appLocalizations: ["en", "zh-Hans"], userLanguages: ["zh-Hant-TW", "en-US"]) == ["en"])
    #expect(
      PasscodeLocale.preferredLocalizations(
        appLocalizations: ["en", "zh-Hans", "zh-Hant"], userLanguages: ["zh-Hant-HK"])
        == ["zh-Hant", "en"])
    #expect(
      PasscodeLocale.preferredLocalizations(
        appLocalizations: ["en", "no"], userLanguages: ["nb-NO"])
        == ["no", "en"])
    // Region fallback, and a regional table when there is one.
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["es-MX"], available: [.spanish]) == .spanish)
    #expect(PasscodeLocale.preferred(appLocalizations: ["es-ES"], available: shipped) == .spanish)
    let mexican = PasscodeLocale(identifier: "es-MX")!
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["es-MX"], available: shipped + [mexican])
        == mexican)
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["Base", "cy"], available: shipped) == .english)
  }

  @Test("the terminal's language: LC_ALL, then LC_MESSAGES, then LANG; C and POSIX are none")
  func posixLanguages() {
    #expect(PasscodeLocale.posixLanguages(["LANG": "de_DE.UTF-8"]) == ["de_DE.UTF-8"])
    #expect(PasscodeLocale.posixLanguages(["LANG": "de_DE.UTF-8", "LC_ALL": "ja_JP"]) == ["ja_JP"])
    #expect(
      PasscodeLocale.posixLanguages(["LC_MESSAGES": "es", "LANG": "de", "LC_ALL": ""]) == ["es"])
    #expect(PasscodeLocale.posixLanguages(["LANG": "C.UTF-8"]) == [])
    #expect(PasscodeLocale.posixLanguages(["LC_ALL": "POSIX", "LANG": "de"]) == [])
    #expect(PasscodeLocale.posixLanguages([:]) == [])
    // GNU gettext's LANGUAGE list comes first, but only with a locale that is not C.
    #expect(
      PasscodeLocale.posixLanguages(["LANG": "de_DE.UTF-8", "LANGUAGE": "pt_BR:pt:en"])
        == ["pt_BR", "pt", "en", "de_DE.UTF-8"])
    #expect(PasscodeLocale.posixLanguages(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == [])
    #expect(PasscodeLocale.posixLanguages(["LANGUAGE": "de"]) == [])
    #expect(
      PasscodeLocale.posixLanguages(["LC_ALL": "fr_CA.UTF-8", "LANGUAGE": ""]) == ["fr_CA.UTF-8"])
  }

  @Test("right to left: Arabic, Hebrew, Persian, Urdu; the others left to right")
  func directions() {
    for identifier in ["ar", "ar-EG", "he", "he-IL", "iw", "fa", "ur", "ps", "yi", "ckb"] {
      #expect(
        PasscodeLocale(identifier: identifier)?.layoutDirection == .rightToLeft, "\(identifier)")
    }
    for identifier in ["en", "de", "ja", "zh-Hant", "ru", "tr", "hi"] {
      #expect(
        PasscodeLocale(identifier: identifier)?.layoutDirection == .leftToRight, "\(identifier)")
    }
  }
}
