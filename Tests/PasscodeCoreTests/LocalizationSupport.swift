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

  /// The table in `locale` by key, read strictly (a file that does not parse fails the test
  /// that asks); empty when the language has no folder.
  func entries(_ locale: PasscodeLocale) throws -> [String: StringEntry] {
    let folder = try folder().appendingPathComponent(locale.rawValue + ".lproj")
    guard FileManager.default.fileExists(atPath: folder.path) else { return [:] }
    return try StringTable.read(folder: folder, name: rawValue).entries
  }
}

/// The shipped tables as tests read them.
enum ShippedTables {
  /// PasscodeKit's own table for `locale` by key, read strictly (a file that does not parse
  /// fails the test that asks).
  static func table(_ locale: PasscodeLocale) throws -> [StringKey: StringEntry] {
    let strings = PasscodeStrings(appTables: nil)
    guard let table = try strings.bundledTable(locale) else { return [:] }
    var result: [StringKey: StringEntry] = [:]
    for (raw, entry) in table.entries {
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
