import Testing

@testable import PasscodeCore

@Suite("Localizer and string tables")
struct LocalizerTests {
  /// The `{n}` placeholders a template uses.
  private func placeholders(_ template: String) -> Set<Int> {
    var result: Set<Int> = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      if let index = Int(rest[rest.index(after: open)..<close]) { result.insert(index) }
      rest = rest[rest.index(after: close)...]
    }
    return result
  }

  private func templates(_ entry: StringEntry) -> [String] {
    switch entry {
    case .text(let text): [text]
    case .plural(_, let forms): Array(forms.values)
    }
  }

  @Test(
    "every key exists in every language, with exactly the plural forms it needs",
    arguments: PasscodeLocale.allCases)
  func tablesAreComplete(locale: PasscodeLocale) {
    let table = Strings.table(for: locale)
    for key in StringKey.allCases {
      guard let entry = table[key] else {
        Issue.record("\(locale.rawValue) has no string for \(key.rawValue)")
        continue
      }
      let english = Strings.english[key]
      switch (entry, english) {
      case (.text, .text?):
        break
      case (.plural(let argument, let forms), .plural(let englishArgument, _)?):
        #expect(
          argument == englishArgument, "\(locale.rawValue) \(key.rawValue) counts another argument")
        #expect(
          Set(forms.keys) == locale.pluralCategories,
          "\(locale.rawValue) \(key.rawValue) has forms \(forms.keys.map(\.rawValue).sorted())")
      default:
        Issue.record("\(locale.rawValue) \(key.rawValue) is plural where English is not, or back")
      }
      for template in templates(entry) {
        #expect(!template.isEmpty, "\(locale.rawValue) \(key.rawValue) is empty")
      }
    }
    #expect(table.count == StringKey.allCases.count)
  }

  @Test(
    "translations use only the placeholders English uses; plain strings use all of them",
    arguments: PasscodeLocale.allCases)
  func placeholdersMatchEnglish(locale: PasscodeLocale) throws {
    for key in StringKey.allCases {
      let english = try #require(Strings.english[key])
      let allowed = templates(english).map(placeholders).reduce(into: Set<Int>()) {
        $0.formUnion($1)
      }
      let entry = try #require(Strings.table(for: locale)[key])
      for template in templates(entry) {
        #expect(placeholders(template).isSubset(of: allowed), "\(locale.rawValue) \(key.rawValue)")
      }
      if case .text(let template) = entry {
        #expect(placeholders(template) == allowed, "\(locale.rawValue) \(key.rawValue)")
      }
      if case .plural(_, let forms) = entry, let other = forms[.other] {
        // The general form always shows the number it was chosen by.
        #expect(!placeholders(other).isEmpty, "\(locale.rawValue) \(key.rawValue) other form")
      }
    }
  }

  @Test("plurals: 1 attempt left, 3 attempts left, and each language's forms")
  func plurals() {
    let english = Localizer(.english)
    #expect(
      english.string(LocalizedText(.wrongPasscode, .number(1))) == "Wrong passcode. 1 attempt left")
    #expect(
      english.string(LocalizedText(.wrongPasscode, .number(3))) == "Wrong passcode. 3 attempts left"
    )
    #expect(
      english.string(LocalizedText(.wrongPasscode, .number(0))) == "Wrong passcode. 0 attempts left"
    )
    #expect(
      Localizer(.german).string(LocalizedText(.wrongPasscode, .number(1)))
        == "Falscher Code. Noch 1 Versuch")
    #expect(
      Localizer(.spanish).string(LocalizedText(.wrongPasscode, .number(2)))
        == "Código incorrecto. Quedan 2 intentos")
    #expect(
      Localizer(.japanese).string(LocalizedText(.wrongPasscode, .number(1))) == "パスコードが違います。残り1回")
    // Arabic: the dual has its own word and no number; 3…10 take the plural noun.
    let arabic = Localizer(.arabic)
    #expect(arabic.string(LocalizedText(.wrongPasscode, .number(2))).hasSuffix("محاولتان"))
    #expect(arabic.string(LocalizedText(.wrongPasscode, .number(5))).hasSuffix("5 محاولات"))
    #expect(arabic.string(LocalizedText(.wrongPasscode, .number(11))).hasSuffix("11 محاولة"))
  }

  @Test("the plural argument can be any argument: '2 of 6 digits entered' counts the 6")
  func pluralArgument() {
    #expect(
      Localizer(.english).string(LocalizedText(.digitsOfTotalEntered, .number(1), .number(6)))
        == "1 of 6 digits entered")
    #expect(
      Localizer(.german).string(LocalizedText(.digitsOfTotalEntered, .number(2), .number(6)))
        == "2 von 6 Ziffern eingegeben")
    // Japanese puts the total first: placeholders are positional.
    #expect(
      Localizer(.japanese).string(LocalizedText(.digitsOfTotalEntered, .number(2), .number(6)))
        == "6桁中2桁入力済み")
  }

  @Test("countdowns: m:ss below an hour, h:mm:ss above, rounded up to whole seconds")
  func countdowns() {
    #expect(Localizer.countdown(.seconds(299)) == "4:59")
    #expect(Localizer.countdown(.seconds(60)) == "1:00")
    #expect(Localizer.countdown(.seconds(3723)) == "1:02:03")
    #expect(Localizer.countdown(.milliseconds(200)) == "0:01")
    #expect(Localizer.countdown(.milliseconds(59_001)) == "1:00")
    #expect(Localizer.countdown(.zero) == "0:00")
    #expect(Localizer.countdown(.seconds(-5)) == "0:00")
    #expect(
      Localizer(.english).string(LocalizedText(.tryAgainIn, .countdown(.seconds(299))))
        == "Try again in 4:59")
  }

  @Test("text arguments are resolved in the same language")
  func nestedText() {
    #expect(
      Localizer(.english).string(LocalizedText(.biometryLocked, .text(.faceID)))
        == "Face ID is locked. Enter your passcode.")
    #expect(
      Localizer(.arabic).string(LocalizedText(.biometryLocked, .text(.faceID))).hasPrefix(
        "بصمة الوجه"))
  }

  @Test("a key missing from a table falls back to English; a missing plural form to 'other'")
  func fallbacks() {
    let empty: [StringKey: StringEntry] = [:]
    #expect(Localizer.resolve(LocalizedText(.cancel), locale: .german, table: empty) == "Cancel")
    let partial: [StringKey: StringEntry] = [.wrongPasscode: .plural([.other: "{0} left"])]
    #expect(
      Localizer.resolve(LocalizedText(.wrongPasscode, .number(1)), locale: .english, table: partial)
        == "1 left")
  }

  @Test("placeholders are filled in one pass: an argument is never scanned again")
  func onePass() {
    let table: [StringKey: StringEntry] = [.biometryLocked: "{0} and {1}", .faceID: "{1}"]
    let text = LocalizedText(.biometryLocked, .text(.faceID), .number(7))
    #expect(Localizer.resolve(text, locale: .english, table: table) == "{1} and 7")
  }
}
