import Testing

@testable import PasscodeCore

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

  @Test("identifiers: language first, region ignored, unknown languages rejected")
  func identifiers() {
    #expect(PasscodeLocale(identifier: "de") == .german)
    #expect(PasscodeLocale(identifier: "de-AT") == .german)
    #expect(PasscodeLocale(identifier: "es_MX") == .spanish)
    #expect(PasscodeLocale(identifier: "JA") == .japanese)
    #expect(PasscodeLocale(identifier: "ar-EG") == .arabic)
    #expect(PasscodeLocale(identifier: "pt-BR") == nil)
    #expect(PasscodeLocale(identifier: "") == nil)
    #expect(PasscodeLocale.bestMatch(for: ["pt-BR", "es-MX", "de"]) == .spanish)
    #expect(PasscodeLocale.bestMatch(for: ["fr"]) == .english)
    #expect(PasscodeLocale.bestMatch(for: []) == .english)
  }

  @Test("Arabic is right to left, the others left to right")
  func directions() {
    for locale in PasscodeLocale.allCases {
      #expect(locale.layoutDirection == (locale == .arabic ? .rightToLeft : .leftToRight))
    }
  }
}
