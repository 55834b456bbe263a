import Foundation

/// One entry of a string table: a plain text, or a `.stringsdict` entry whose text depends on
/// numbers' plural categories.
enum StringEntry: Hashable, Sendable {
  /// A text with optional format specifiers (`%1$@`, `%2$d`).
  case text(String)
  /// A `.stringsdict` entry: `format` (its `NSStringLocalizedFormatKey`) names variables as
  /// `%#@name@` or `%1$#@name@`; each variable's forms are chosen by its argument's category.
  case plural(format: String, variables: [String: [PluralCategory: String]])
}

/// One language's strings, as read from a `.lproj` folder's `<name>.strings` and
/// `<name>.stringsdict`.
struct StringTable: Hashable, Sendable {
  /// The entries by key (`title.enterPasscode`).
  var entries: [String: StringEntry] = [:]

  /// Why a table file cannot be used.
  struct ReadError: Error, Hashable, Sendable {
    /// The file.
    var file: String
    /// What is wrong with it.
    var problem: String
  }

  /// The table in `folder` named `name`: the plain strings, then the plural entries over them.
  /// A file that is missing adds nothing; one that cannot be read throws.
  static func read(folder: URL, name: String) throws -> StringTable {
    var table = StringTable()
    let strings = folder.appendingPathComponent(name + ".strings")
    if let data = FileManager.default.contents(atPath: strings.path) {
      for (key, value) in try plainStrings(data, file: strings.path) {
        table.entries[key] = .text(value)
      }
    }
    let stringsdict = folder.appendingPathComponent(name + ".stringsdict")
    if let data = FileManager.default.contents(atPath: stringsdict.path) {
      for (key, entry) in try pluralEntries(data, file: stringsdict.path) {
        table.entries[key] = entry
      }
    }
    return table
  }

  /// The key–value pairs of a `.strings` file, in the text format translators edit
  /// (`"key" = "value";` with comments, UTF-8 or UTF-16) or as the binary or XML property list
  /// Xcode turns it into when it builds an app.
  static func plainStrings(_ data: Data, file: String) throws -> [String: String] {
    guard let dictionary = try propertyList(data, file: file) as? [String: Any] else {
      throw ReadError(file: file, problem: "it is not a list of \"key\" = \"value\"; pairs")
    }
    var result: [String: String] = [:]
    for (key, value) in dictionary {
      guard let text = value as? String else {
        throw ReadError(file: file, problem: "the value of \(key) is not a string")
      }
      result[key] = text
    }
    return result
  }

  /// The entries of a `.stringsdict` file (a property list): each a dictionary with
  /// `NSStringLocalizedFormatKey` and one dictionary per variable, whose
  /// `NSStringFormatSpecTypeKey` is `NSStringPluralRuleType` and whose other keys are CLDR
  /// categories (`zero`, `one`, `two`, `few`, `many`, `other`).
  static func pluralEntries(_ data: Data, file: String) throws -> [String: StringEntry] {
    guard let dictionary = try propertyList(data, file: file) as? [String: Any] else {
      throw ReadError(file: file, problem: "it is not a dictionary of entries")
    }
    var result: [String: StringEntry] = [:]
    for (key, value) in dictionary {
      guard let entry = value as? [String: Any],
        let format = entry["NSStringLocalizedFormatKey"] as? String
      else {
        throw ReadError(file: file, problem: "\(key) has no NSStringLocalizedFormatKey")
      }
      var variables: [String: [PluralCategory: String]] = [:]
      for case (let name, let rule as [String: Any]) in entry {
        guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
          throw ReadError(
            file: file, problem: "\(key).\(name) is not an NSStringPluralRuleType rule")
        }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
          if let form = rule[category.rawValue] as? String { forms[category] = form }
        }
        guard forms[.other] != nil else {
          throw ReadError(file: file, problem: "\(key).\(name) has no other form")
        }
        variables[name] = forms
      }
      result[key] = .plural(format: format, variables: variables)
    }
    return result
  }

  private static func propertyList(_ data: Data, file: String) throws -> Any {
    do {
      return try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw ReadError(file: file, problem: "it cannot be read as a strings file or property list")
    }
  }
}
