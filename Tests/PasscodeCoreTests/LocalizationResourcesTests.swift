import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("Localization resources: the shipped .strings and .stringsdict tables")
struct LocalizationResourcesTests {
  @Test("PasscodeKit's resource bundle is found without Bundle.module, with every shipped language")
  func bundleIsFound() throws {
    let folder = try #require(PasscodeResources.folder)
    #expect(PasscodeResources.bundleNames.contains(folder.lastPathComponent))
    let languages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
    #expect(
      Set(languages.compactMap(PasscodeLocale.init(identifier:))) == Set(PasscodeLocale.allCases))
    #expect(PasscodeStrings(appTables: nil).languages == PasscodeLocale.allCases)
    #expect(PasscodeLocale.allCases.count == 38)
  }

  /// Each shipped table in each shipped language.
  static let tablesAndLocales = ShippedTable.allCases.flatMap { table in
    PasscodeLocale.allCases.map { (table, $0) }
  }

  @Test(
    "every key is in every shipped language of every table, plural where English is, with the language's forms",
    arguments: tablesAndLocales)
  func tablesAreComplete(shipped: ShippedTable, locale: PasscodeLocale) throws {
    let table = try shipped.entries(locale)
    let english = try shipped.entries(.english)
    let keys = try shipped.keys()
    #expect(!keys.isEmpty, "\(shipped) has keys")
    for key in keys {
      let note = "\(shipped) \(locale.rawValue) \(key)"
      guard let entry = table[key], let englishEntry = english[key] else {
        Issue.record("\(note): no string")
        continue
      }
      switch (entry, englishEntry) {
      case (.text, .text):
        break
      case (.plural(let format, let variables), .plural(let englishFormat, _)):
        #expect(format == englishFormat, "\(note) counts another argument")
        for (name, forms) in variables {
          #expect(
            Set(forms.keys) == locale.pluralCategories,
            "\(note).\(name) has forms \(forms.keys.map(\.rawValue).sorted())")
        }
      default:
        Issue.record("\(note) is plural where English is not, or back")
      }
      for template in ShippedTables.templates(entry) {
        #expect(!template.isEmpty, "\(note) is empty")
      }
    }
    #expect(
      Set(table.keys) == Set(keys),
      "\(shipped) \(locale.rawValue): no key the code does not know: \(Set(table.keys).subtracting(keys).sorted())"
    )
  }

  @Test(
    "translations use the placeholders English uses: all of them in plain strings, none other",
    arguments: tablesAndLocales)
  func placeholdersMatchEnglish(shipped: ShippedTable, locale: PasscodeLocale) throws {
    let table = try shipped.entries(locale)
    let english = try shipped.entries(.english)
    for key in try shipped.keys() {
      let note = "\(shipped) \(locale.rawValue) \(key)"
      let englishEntry = try #require(english[key])
      let allowed = ShippedTables.templates(englishEntry).map(ShippedTables.placeholders)
        .reduce(into: Set<String>()) { $0.formUnion($1) }
      let entry = try #require(table[key], "\(note)")
      for template in ShippedTables.templates(entry) {
        let used = ShippedTables.placeholders(template)
        #expect(used.isSubset(of: allowed), "\(note): \(used)")
        // Only positional specifiers: a translator may reorder them.
        #expect(
          StringFormat.specifiers(in: template).allSatisfy {
            $0.isPositional || $0.argument == nil
          },
          "\(note)")
      }
      switch entry {
      case .text(let template):
        #expect(ShippedTables.placeholders(template) == allowed, "\(note)")
        // The same specifiers as English, each as often: an argument shown twice in English
        // (`cli.otherLength`) is shown twice in every language.
        if case .text(let englishTemplate) = englishEntry {
          #expect(
            ShippedTables.specifierCounts(template)
              == ShippedTables.specifierCounts(englishTemplate), "\(note): \(template)")
        }
      case .plural(let format, let variables):
        // The general form always shows the number it was chosen by.
        let other = StringFormat.expand(format: format, variables: variables) { _ in .other }
        #expect(!ShippedTables.placeholders(other).isEmpty, "\(note)")
      }
    }
  }

  @Test(
    "a regional table holds only strings that differ from its language's table, under keys that table has",
    arguments: ShippedTable.allCases)
  func regionalTablesHoldDifferences(shipped: ShippedTable) throws {
    for (regional, parent) in ShippedTables.regionalParents {
      let own = try shipped.ownEntries(regional)
      let full = try shipped.ownEntries(parent)
      for (key, entry) in own {
        #expect(full[key] != nil, "\(shipped) \(regional) \(key): no such key in \(parent)")
        #expect(full[key] != entry, "\(shipped) \(regional) \(key) is the same as in \(parent)")
      }
    }
    for locale in PasscodeLocale.allCases
    where !ShippedTables.regionalParents.keys.contains(locale.rawValue) {
      // A full table stands alone: its chain adds nothing of another shipped table.
      let inherited = locale.fallbackChain.dropFirst().filter {
        PasscodeLocale.allCases.map(\.rawValue).contains($0)
      }
      #expect(inherited.isEmpty, "\(locale): \(inherited)")
    }
  }

  @Test(
    "no English is left in another language's table: only names (Face ID, Touch ID, Optic ID), keys and typed syntax stay",
    arguments: tablesAndLocales.filter { $0.1.language != "en" })
  func noEnglishLeft(shipped: ShippedTable, locale: PasscodeLocale) throws {
    let english = try shipped.entries(.english)
    let table = try shipped.entries(locale)
    for key in try shipped.keys() {
      guard let entry = table[key], let englishEntry = english[key] else { continue }
      let note = "\(shipped) \(locale.rawValue) \(key)"
      // The same text as English only for names, placeholders and words the language shares
      // with English ("Code" is German too).
      let shared = ShippedTables.templates(entry).allSatisfy { template in
        ShippedTables.words(template).allSatisfy { word in
          let lower = word.lowercased()
          return !lower.allSatisfy(\.isLetter) || lower.count < 3
            || ShippedTables.sharedWords.contains(lower) || ShippedTables.keptNames.contains(lower)
            || ShippedTables.sharedWordsOf[locale.language, default: []].contains(lower)
        }
      }
      if !ShippedTables.sameInEveryLanguage.contains(key) && !shared {
        #expect(entry != englishEntry, "\(note) is English")
      }
      for template in ShippedTables.templates(entry) {
        let runs = ShippedTables.englishRuns(in: template, locale: locale)
        #expect(runs.isEmpty, "\(note): English \(runs) in “\(template)”")
        if shipped != .cli {
          // The screens' word for a passcode is the language's own; `passcode` is only the
          // command's name, in the command's table.
          let words = ShippedTables.words(template).map { $0.lowercased() }
          #expect(!words.contains("passcode"), "\(note): “\(template)”")
        }
      }
    }
  }

  @Test("the English check catches English words left in a translation")
  func englishCheckCatchesLeftovers() {
    #expect(ShippedTables.englishRuns(in: "Código incorrecto. Try again.") == ["Try again"])
    #expect(ShippedTables.englishRuns(in: "Face ID ist gesperrt. Gib deinen Code ein.").isEmpty)
    #expect(
      ShippedTables.englishRuns(in: "Führe `passcode reset --erase --yes` aus, TERM=dumb.")
        .isEmpty)
    #expect(ShippedTables.englishRuns(in: "Zeile %1$d: the input ended.") == ["the input ended"])
  }

  /// A whole number of each plural category `locale` gives whole numbers, found among the
  /// numbers a screen or report shows and a few millions; `nil` for a category only fractions
  /// take (Russian's, Polish's and Czech's `other`).
  static func sample(_ category: PluralCategory, in locale: PasscodeLocale) -> Int? {
    (Array(0...200) + [1_000_000, 2_000_000]).first { locale.pluralCategory(for: $0) == category }
  }

  @Test(
    "every category of every plural key in every language: a number of that category shows that category's form, with the number",
    arguments: tablesAndLocales)
  func everyPluralCategoryIsShown(shipped: ShippedTable, locale: PasscodeLocale) throws {
    let table = try shipped.entries(locale)
    for (key, entry) in table {
      guard case .plural(let format, let variables) = entry else { continue }
      // The counted argument: `%2$#@count@` counts the second.
      let counted = try #require(
        StringFormat.specifiers(in: format).first { $0.variable != nil }?.argument,
        "\(key)")
      for category in locale.pluralCategories {
        guard let number = Self.sample(category, in: locale) else { continue }
        let chosen = StringFormat.expand(format: format, variables: variables) { index in
          index == counted ? locale.pluralCategory(for: number) : .other
        }
        let form = StringFormat.expand(format: format, variables: variables) { _ in category }
        let note = "\(shipped) \(locale.rawValue) \(key) \(category) (\(number))"
        #expect(chosen == form, "\(note)")
        if shipped == .passcodeKit, let stringKey = StringKey(rawValue: key) {
          let arguments = (0..<3).map { $0 == counted ? number : 7 }
          let text = LocalizedText(
            stringKey, .number(arguments[0]), .number(arguments[1]), .number(arguments[2]))
          let shown = Localizer(locale).string(text)
          let expected = StringFormat.fill(form) { index in
            index < arguments.count ? String(arguments[index]) : nil
          }
          #expect(shown == expected, "\(note): \(shown)")
        }
      }
    }
  }

  @Test("no key is in two tables: each text has one owner")
  func tablesAreDisjoint() throws {
    var owners: [String: ShippedTable] = [:]
    for shipped in ShippedTable.allCases {
      for key in try shipped.keys() {
        #expect(
          owners[key] == nil, "\(key) is in \(owners[key].map(\.rawValue) ?? "") and \(shipped)")
        owners[key] = shipped
      }
    }
  }

  @Test("a .strings file reads the same as text, as UTF-16, and as Xcode's binary and XML plists")
  func stringsFormats() throws {
    let folder = try #require(PasscodeResources.folder)
    let file = folder.appendingPathComponent("de.lproj/PasscodeKit.strings")
    let text = try Data(contentsOf: file)
    let parsed = try StringTable.plainStrings(text, file: file.path)
    #expect(parsed["title.enterPasscode"] == "Code eingeben")
    let utf16 = try #require(String(data: text, encoding: .utf8)?.data(using: .utf16))
    #expect(try StringTable.plainStrings(utf16, file: "utf16") == parsed)
    for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
      let data = try PropertyListSerialization.data(
        fromPropertyList: parsed, format: format, options: 0)
      #expect(try StringTable.plainStrings(data, file: "\(format)") == parsed)
    }
    #expect(throws: StringTable.ReadError.self) {
      try StringTable.plainStrings(Data("\"a\" = ".utf8), file: "broken")
    }
  }

  @Test("a .stringsdict reads as XML and as binary, and needs an other form")
  func stringsdictFormats() throws {
    let folder = try TemporaryTables()
    let entries: [String: (format: String, forms: [PluralCategory: String])] = [
      "message.wrongPasscode": (format: "%1$#@n@", forms: [.one: "one left", .other: "%d left"])
    ]
    try folder.write("en", stringsdict: entries, format: .binary)
    let table = try StringTable.read(
      folder: folder.url.appendingPathComponent("en.lproj"), name: "PasscodeKit")
    #expect(
      table.entries["message.wrongPasscode"]
        == .plural(format: "%1$#@n@", variables: ["n": [.one: "one left", .other: "%d left"]]))
    try folder.write("de", stringsdict: ["x": (format: "%#@n@", forms: [.one: "eins"])])
    #expect(throws: StringTable.ReadError.self) {
      try StringTable.read(
        folder: folder.url.appendingPathComponent("de.lproj"), name: "PasscodeKit")
    }
  }

  @Test("format specifiers: positional, plain, %%, variables; each argument substituted once")
  func specifiers() {
    let fill = { (template: String) in
      StringFormat.fill(template) {
        ["A", "B", "C"].indices.contains($0) ? ["A", "B", "C"][$0] : nil
      }
    }
    #expect(fill("%2$@ then %1$@") == "B then A")
    #expect(fill("%@ %d %ld") == "A B C")
    #expect(fill("%3$d%% of %1$lu") == "C% of A")
    #expect(fill("%4$@ and % and %q") == "%4$@ and % and %q")
    #expect(
      StringFormat.expand(
        format: "%2$#@n@ (%1$@)", variables: ["n": [.one: "%d item", .other: "%d items"]]
      ) {
        $0 == 1 ? .one : .other
      } == "%2$d item (%1$@)")
  }

  @Test("without PasscodeKit's tables nothing traps: strings are their keys")
  func missingBundle() {
    let strings = PasscodeStrings(bundledTables: nil, appTables: nil)
    #expect(!strings.hasBundledTables)
    #expect(strings.languages == [.english])
    #expect(Localizer(.german, strings: strings).string(.enterPasscode) == "title.enterPasscode")
    #expect(
      Localizer(.german, strings: strings).string(LocalizedText(.wrongPasscode, .number(2)))
        == "message.wrongPasscode")
  }
}
