import Foundation
import Testing

@testable import PasscodeCore

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

  @Test(
    "every key is in every shipped language, plural where English is, with the language's forms",
    arguments: PasscodeLocale.allCases)
  func tablesAreComplete(locale: PasscodeLocale) throws {
    let table = try ShippedTables.table(locale)
    let english = try ShippedTables.table(.english)
    for key in StringKey.allCases {
      guard let entry = table[key], let englishEntry = english[key] else {
        Issue.record("\(locale.rawValue) has no string for \(key.rawValue)")
        continue
      }
      switch (entry, englishEntry) {
      case (.text, .text):
        break
      case (.plural(let format, let variables), .plural(let englishFormat, _)):
        #expect(
          format == englishFormat, "\(locale.rawValue) \(key.rawValue) counts another argument")
        for (name, forms) in variables {
          #expect(
            Set(forms.keys) == locale.pluralCategories,
            "\(locale.rawValue) \(key.rawValue).\(name) has forms \(forms.keys.map(\.rawValue).sorted())"
          )
        }
      default:
        Issue.record("\(locale.rawValue) \(key.rawValue) is plural where English is not, or back")
      }
      for template in ShippedTables.templates(entry) {
        #expect(!template.isEmpty, "\(locale.rawValue) \(key.rawValue) is empty")
      }
    }
    #expect(table.count == StringKey.allCases.count, "no key the code does not know")
  }

  @Test(
    "translations use the placeholders English uses: all of them in plain strings, none other",
    arguments: PasscodeLocale.allCases)
  func placeholdersMatchEnglish(locale: PasscodeLocale) throws {
    let table = try ShippedTables.table(locale)
    let english = try ShippedTables.table(.english)
    for key in StringKey.allCases {
      let englishEntry = try #require(english[key])
      let allowed = ShippedTables.templates(englishEntry).map(ShippedTables.placeholders)
        .reduce(into: Set<String>()) { $0.formUnion($1) }
      let entry = try #require(table[key])
      for template in ShippedTables.templates(entry) {
        let used = ShippedTables.placeholders(template)
        #expect(used.isSubset(of: allowed), "\(locale.rawValue) \(key.rawValue): \(used)")
        // Only positional specifiers: a translator may reorder them.
        #expect(
          StringFormat.specifiers(in: template).allSatisfy {
            $0.isPositional || $0.argument == nil
          },
          "\(locale.rawValue) \(key.rawValue)")
      }
      switch entry {
      case .text(let template):
        #expect(
          ShippedTables.placeholders(template) == allowed, "\(locale.rawValue) \(key.rawValue)")
      case .plural(let format, let variables):
        // The general form always shows the number it was chosen by.
        let other = StringFormat.expand(format: format, variables: variables) { _ in .other }
        #expect(!ShippedTables.placeholders(other).isEmpty, "\(locale.rawValue) \(key.rawValue)")
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
