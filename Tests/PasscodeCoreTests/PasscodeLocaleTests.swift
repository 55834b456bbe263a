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
    let produced = Set((0...1000).map(locale.pluralCategory(for:)))
    #expect(produced == locale.pluralCategories)
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
      let produced = Set((0...1000).map(locale.pluralCategory(for:)))
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
    #expect(PasscodeLocale.allCases.map(\.rawValue) == ["en", "de", "es", "ja", "ar"])
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
    // The app speaks French, PasscodeKit does not: the next of the app's languages.
    let frenchApp = PasscodeLocale.preferredLocalizations(
      appLocalizations: ["en", "fr", "de"], userLanguages: ["fr-FR", "de-DE"])
    #expect(frenchApp == ["fr", "de", "en"])
    #expect(PasscodeLocale.preferred(appLocalizations: frenchApp, available: shipped) == .german)
    // Region fallback, and a regional table when there is one.
    #expect(PasscodeLocale.preferred(appLocalizations: ["es-MX"], available: shipped) == .spanish)
    let mexican = PasscodeLocale(identifier: "es-MX")!
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["es-MX"], available: shipped + [mexican])
        == mexican)
    #expect(
      PasscodeLocale.preferred(appLocalizations: ["Base", "fr"], available: shipped) == .english)
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
  }

  @Test("right to left: Arabic, Hebrew, Persian, Urdu; the others left to right")
  func directions() {
    for identifier in ["ar", "ar-EG", "he", "iw", "fa", "ur", "ps", "yi", "ckb"] {
      #expect(
        PasscodeLocale(identifier: identifier)?.layoutDirection == .rightToLeft, "\(identifier)")
    }
    for identifier in ["en", "de", "ja", "zh-Hant", "ru", "tr", "hi"] {
      #expect(
        PasscodeLocale(identifier: identifier)?.layoutDirection == .leftToRight, "\(identifier)")
    }
  }
}
