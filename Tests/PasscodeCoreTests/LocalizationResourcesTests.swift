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
    #expect(Set(languages) == Set(PasscodeLocale.allCases.map(\.rawValue)))
    #expect(
      PasscodeStrings(appTables: nil).languages == [
        .english, .arabic, .german, .spanish, .japanese,
      ])
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
      case .plural(let format, let variables):
        // The general form always shows the number it was chosen by.
        let other = StringFormat.expand(format: format, variables: variables) { _ in .other }
        #expect(!ShippedTables.placeholders(other).isEmpty, "\(note)")
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
