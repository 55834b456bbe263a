import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The string tables shipped with the package: PasscodeKit's own (in its resource bundle,
/// used by every skin), the terminal skin's and the `passcode` command's (each in its own
/// bundle, never in an app). Every one is complete in every shipped language.
enum ShippedTable: String, CaseIterable, CustomStringConvertible {
  case passcodeKit = "PasscodeKit"
  case terminal = "PasscodeTerminal"
  case cli = "PasscodeCLI"

  var description: String { rawValue }

  /// The package's root, found from this file (`Tests/PasscodeCoreTests/…`).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of the table's `.lproj` folders: PasscodeKit's as built (its resource
  /// bundle), the others' in the sources (their code is in other targets, which check that
  /// their keys are the English table's).
  func folder() throws -> URL {
    switch self {
    case .passcodeKit: try #require(PasscodeResources.folder, "PasscodeKit's bundle is built")
    case .terminal:
      Self.packageRoot.appendingPathComponent("Sources/PasscodeTerminalResources/Strings")
    case .cli: Self.packageRoot.appendingPathComponent("Sources/passcode/Strings")
    }
  }

  /// The keys the code knows: every `StringKey` for PasscodeKit's table, the English table's
  /// for the others.
  func keys() throws -> [String] {
    switch self {
    case .passcodeKit: StringKey.allCases.map(\.rawValue)
    case .terminal, .cli: try entries(.english).keys.sorted()
    }
  }

  /// The table in `locale` by key as a screen reads it: the folder's own entries over those
  /// of the tables its fallback chain names (a regional table such as `en-GB` holds only
  /// what differs from `en`), read strictly (a file that does not parse fails the test that
  /// asks); empty when no folder of the chain exists.
  func entries(_ locale: PasscodeLocale) throws -> [String: StringEntry] {
    var result: [String: StringEntry] = [:]
    for identifier in locale.fallbackChain.reversed() {
      let own = try ownEntries(identifier)
      result.merge(own) { $1 }
    }
    return result
  }

  /// The entries of exactly the folder `identifier.lproj`, read strictly; empty when there
  /// is no such folder or it has no file of this table.
  func ownEntries(_ identifier: String) throws -> [String: StringEntry] {
    // A built bundle's folder names are lowercased (`pt-br.lproj`); the sources' are not.
    let root = try folder()
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    guard
      let name = names.first(where: {
        $0.hasSuffix(".lproj")
          && $0.dropLast(".lproj".count).lowercased() == identifier.lowercased()
      })
    else { return [:] }
    return try StringTable.read(folder: root.appendingPathComponent(name), name: rawValue).entries
  }

  /// The table a regional table holds the differences from (`en` for `en-GB`, `zh-Hant` for
  /// `zh-HK`), or `nil` for a full table.
  static func parent(of locale: PasscodeLocale) -> PasscodeLocale? {
    regionalParents[locale.rawValue].flatMap(PasscodeLocale.init(identifier:))
  }

  /// The regional tables, each with its full table.
  static let regionalParents = ["en-GB": "en", "es-419": "es", "fr-CA": "fr", "zh-HK": "zh-Hant"]
}

/// The shipped tables as tests read them.
enum ShippedTables {
  /// PasscodeKit's own table for `locale` by key, read strictly (a file that does not parse
  /// fails the test that asks).
  /// A regional table (`en-GB`) is read over the full table it holds the differences from.
  static func table(_ locale: PasscodeLocale) throws -> [StringKey: StringEntry] {
    var result: [StringKey: StringEntry] = [:]
    for (raw, entry) in try ShippedTable.passcodeKit.entries(locale) {
      if let key = StringKey(rawValue: raw) { result[key] = entry }
    }
    return result
  }

  /// An entry's templates: a text, or the format with each category's forms put in.
  static func templates(_ entry: StringEntry) -> [String] {
    switch entry {
    case .text(let text):
      return [text]
    case .plural(let format, let variables):
      let categories = Set(variables.values.flatMap(\.keys))
      return categories.map { category in
        StringFormat.expand(format: format, variables: variables) { _ in category }
      }
    }
  }

  /// The regional tables, each with its full table.
  static var regionalParents: [String: String] { ShippedTable.regionalParents }

  /// How often a template shows each argument with each conversion (`1$d`: 2).
  static func specifierCounts(_ template: String) -> [String: Int] {
    StringFormat.specifiers(in: template).reduce(into: [:]) { counts, specifier in
      if let argument = specifier.argument {
        counts["\(argument + 1)$\(specifier.conversion)", default: 0] += 1
      }
    }
  }

  /// Keys whose text is the same in every language: names, placeholders and key caps.
  static let sameInEveryLanguage: Set<String> = [
    "biometry.faceID", "biometry.touchID", "biometry.opticID", "verbatim", "failure.system",
    "duration.parts", "key.digit", "announce.titleAndMessage", "key.submit",
    "terminal.keyHelpNextField", "terminal.keyHelpReturn", "terminal.keyHelpReturnShort",
    "terminal.keyHelpCancel",
  ]

  /// Names and typed syntax a translation keeps in English: product and technology names,
  /// the answer `yes`, environment variables and their values, tools and packages.
  static let keptNames: Set<String> = [
    "face", "touch", "optic", "passcodekit", "secure", "enclave", "pbkdf2", "utf", "nul",
    "openssl", "aes", "gcm", "python3", "cryptography", "tmpdir", "ld_preload",
    "dyld_insert_libraries", "libfaketime", "faketime", "term", "dumb", "stdin", "yes", "chmod",
    "nsfaceidusagedescription", "proc", "enter", "tab", "esc", "swift", "release", "passcode",
  ]

  /// Words English shares with the languages PasscodeKit speaks (loanwords), never a leftover.
  static let sharedWords: Set<String> = [
    "app", "apps", "data", "code", "format", "system", "software", "hardware", "terminal",
    "socket", "kernel", "byte", "bytes", "pepper", "minute", "minutes", "moment", "debug", "build",
    "core", "dump", "dumps", "bit", "namespace", "test",
  ]

  /// Words of English that are also words of one language, so no leftover there.
  static let sharedWordsOf: [String: Set<String>] = [
    "it": ["password", "input", "output", "standard"],
    "da": ["for", "store", "send", "input", "output", "standard"], "nb": ["for", "store"],
    "ro": ["text", "valid"], "ms": ["input", "output", "standard"],
  ]

  /// The words of `template` outside what is typed as it is: commands in backticks, options
  /// (`--store`, `-o`), variables (`$HOME`), `name=value` syntax, paths and placeholders.
  static func words(_ template: String) -> [String] {
    let unquoted = template.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " · ")
    return unquoted.split(whereSeparator: \.isWhitespace).flatMap { token -> [String] in
      if token.hasPrefix("-") || token.hasPrefix("$") || token.contains("=")
        || token.contains("/") || token.contains("%")
      {
        return ["·"]
      }
      return token.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        .map(String.init) + (token.last.map { $0.isLetter || $0.isNumber } == false ? ["·"] : [])
    }
  }

  /// Runs of two or more English words in a row in `template` ("Try again"), leaving out
  /// names, typed syntax and words English shares with other languages.
  static func englishRuns(in template: String, locale: PasscodeLocale? = nil) -> [String] {
    let shared = sharedWords.union(locale.flatMap { sharedWordsOf[$0.language] } ?? [])
    var runs: [String] = []
    var run: [String] = []
    func close() {
      if run.count >= 2 { runs.append(run.joined(separator: " ")) }
      run = []
    }
    for word in words(template) {
      let lower = word.lowercased()
      if lower.count >= 3, englishVocabulary.contains(lower), !keptNames.contains(lower),
        !shared.contains(lower)
      {
        run.append(word)
      } else {
        close()
      }
    }
    close()
    return runs
  }

  /// Every word of three letters or more in the English tables.
  static let englishVocabulary: Set<String> = {
    var result = Set<String>()
    for shipped in ShippedTable.allCases {
      for entry in (try? shipped.entries(.english))?.values.map({ $0 }) ?? [] {
        for template in templates(entry) {
          for word in words(template)
          where word.count >= 3 && word.allSatisfy({ $0.isASCII && $0.isLetter }) {
            result.insert(word.lowercased())
          }
        }
      }
    }
    return result
  }()

  /// The arguments a template refers to, each with its conversion (`1$d`, `2$@`).
  static func placeholders(_ template: String) -> Set<String> {
    Set(
      StringFormat.specifiers(in: template).compactMap { specifier in
        specifier.argument.map { "\($0 + 1)$\(specifier.conversion)" }
      })
  }
}

/// A temporary folder of `.lproj` folders, as an app bundle's resources are; removed when the
/// value goes.
final class TemporaryTables {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "passcode-tables-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `<language>.lproj/<table>.strings` in the text format translators edit.
  func write(_ language: String, table: String = "PasscodeKit", strings: [String: String]) throws {
    let folder = try lproj(language)
    let text = strings.sorted { $0.key < $1.key }.map { key, value in
      "/* A comment. */\n\"\(key)\" = \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\";"
    }.joined(separator: "\n")
    try text.write(
      to: folder.appendingPathComponent(table + ".strings"), atomically: true, encoding: .utf8)
  }

  /// Writes `<language>.lproj/<table>.stringsdict` as an XML property list, each entry with
  /// one variable `n`.
  func write(
    _ language: String, table: String = "PasscodeKit",
    stringsdict entries: [String: (format: String, forms: [PluralCategory: String])],
    format: PropertyListSerialization.PropertyListFormat = .xml
  ) throws {
    var plist: [String: Any] = [:]
    for (key, entry) in entries {
      var variable: [String: String] = [
        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
      ]
      for (category, form) in entry.forms { variable[category.rawValue] = form }
      plist[key] = ["NSStringLocalizedFormatKey": entry.format, "n": variable]
    }
    let data = try PropertyListSerialization.data(
      fromPropertyList: plist, format: format, options: 0)
    try data.write(to: try lproj(language).appendingPathComponent(table + ".stringsdict"))
  }

  private func lproj(_ language: String) throws -> URL {
    let folder = url.appendingPathComponent(language + ".lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
