import Foundation

/// The strings PasscodeKit's screens and messages use: its own tables, an app's tables over
/// them, and single strings an app sets in code.
///
/// A string is looked up in this order, the first found wins:
/// 1. `overrides` (set in code; the same text in every language),
/// 2. the app's table (`appTables`) in the chosen language,
/// 3. PasscodeKit's table in that language,
/// 4. the app's English table,
/// 5. PasscodeKit's English table,
///
/// where "the language" falls back from a region to its language (`de-AT` → `de`). A plural
/// entry found is used whole; a form it lacks falls back to its `other` form.
///
/// An app changes a string, or adds a language, with `PasscodeKit.strings` and
/// `PasscodeKit.stringsdict` files in its own `<language>.lproj` folders, with PasscodeKit's
/// keys (``StringKey``). On Apple platforms these are read from `Bundle.main` unless the app
/// names another bundle:
///
/// ```swift
/// PasscodeStrings.appTables = PasscodeStrings.TableLocation(bundle: .main, table: "PasscodeKit")
/// PasscodeStrings.overrides = [.enterPasscode: String(localized: "Unlock Notes")]
/// ```
///
/// Set these before the first screen shows; a change applies to strings looked up after it.
public final class PasscodeStrings: @unchecked Sendable {
  /// A string table in a bundle: the folder that holds its `.lproj` folders and the table's
  /// file name without extension.
  public struct TableLocation: Hashable, Sendable {
    /// The folder holding the `<language>.lproj` folders.
    public var folder: URL
    /// The file name of the table without extension: `PasscodeKit` for
    /// `PasscodeKit.strings` and `PasscodeKit.stringsdict`.
    public var table: String

    /// The table `table` in the `.lproj` folders of `folder`.
    public init(folder: URL, table: String = "PasscodeKit") {
      self.folder = folder
      self.table = table
    }

    /// The table `table` in `bundle`'s resources.
    public init(bundle: Bundle, table: String = "PasscodeKit") {
      self.init(folder: bundle.resourceURL ?? bundle.bundleURL, table: table)
    }
  }

  /// The strings every screen and message uses unless given others.
  public static let shared = PasscodeStrings()

  /// The app's tables used by ``shared``: `Bundle.main`'s `PasscodeKit` tables on Apple
  /// platforms, none elsewhere.
  public static var appTables: TableLocation? {
    get { shared.appTables }
    set { shared.appTables = newValue }
  }

  /// Strings set in code for ``shared``, used in every language over any table.
  public static var overrides: [StringKey: String] {
    get { shared.overrides }
    set { shared.overrides = newValue }
  }

  /// The languages ``shared`` speaks: PasscodeKit's and those the app's tables add.
  public static var languages: [PasscodeLocale] { shared.languages }

  private let lock = NSLock()
  private let bundledFolder: URL?
  private var appLocation: TableLocation?
  private var codeOverrides: [StringKey: String]
  private var cache: [URL: Folder] = [:]
  /// The folders of the clients' own tables (``ClientStringKey``), by table name, for every
  /// instance.
  private nonisolated(unsafe) static var clientFolders: [String: URL?] = [:]
  private static let clientLock = NSLock()

  /// Makes the table of `Key` known: its texts are looked up in `Key.tablesFolder`. Creating
  /// a `LocalizedText` from such a key does it; once per table.
  public static func register<Key: ClientStringKey>(_ key: Key.Type) {
    let known = clientLock.withLock { clientFolders[Key.table] != nil }
    guard !known else { return }
    let folder = Key.tablesFolder
    clientLock.withLock {
      if clientFolders[Key.table] == nil { clientFolders[Key.table] = .some(folder) }
    }
  }

  /// Whether the client table `table` is installed where its keys said (``register(_:)``).
  public static func hasTables(for table: String) -> Bool {
    clientLock.withLock { (clientFolders[table] ?? nil) != nil }
  }

  private static func clientFolder(_ table: String) -> URL? {
    clientLock.withLock { clientFolders[table] ?? nil }
  }

  /// Strings from PasscodeKit's tables in `bundledTables` (by default its resource bundle,
  /// see `PasscodeResources`), the app's tables in `appTables`, and `overrides`.
  public init(
    bundledTables: URL? = PasscodeResources.folder,
    appTables: TableLocation? = PasscodeStrings.defaultAppTables,
    overrides: [StringKey: String] = [:]
  ) {
    bundledFolder = bundledTables
    appLocation = appTables
    codeOverrides = overrides
  }

  /// `Bundle.main`'s `PasscodeKit` tables on Apple platforms; none elsewhere (on Linux
  /// `Bundle.main` is the executable's folder).
  public static var defaultAppTables: TableLocation? {
    #if canImport(Darwin)
      TableLocation(bundle: .main)
    #else
      nil
    #endif
  }

  /// The app's tables, or `nil` for none.
  public var appTables: TableLocation? {
    get { lock.withLock { appLocation } }
    set { lock.withLock { appLocation = newValue } }
  }

  /// Strings set in code, used in every language over any table: for the title, say, or the
  /// wording of the account-password fallback (``StringKey/usePassword``). Placeholders are
  /// written as in the tables (`%1$d`); a plural entry set here has one form for every number.
  public var overrides: [StringKey: String] {
    get { lock.withLock { codeOverrides } }
    set { lock.withLock { codeOverrides = newValue } }
  }

  /// Whether PasscodeKit's own tables were found; without them every string it does not find
  /// elsewhere is shown as its key.
  public var hasBundledTables: Bool { bundledFolder != nil }

  /// The languages with a table, PasscodeKit's or the app's: English first, then the others
  /// by identifier.
  public var languages: [PasscodeLocale] {
    var result = Set<PasscodeLocale>()
    lock.withLock {
      if let bundledFolder {
        result.formUnion(folder(bundledFolder).languages(table: "PasscodeKit"))
      }
      if let appLocation {
        result.formUnion(folder(appLocation.folder).languages(table: appLocation.table))
      }
    }
    result.remove(.english)
    return [.english] + result.sorted { $0.rawValue < $1.rawValue }
  }

  /// The entry for `key` in `locale`, in the order of precedence; `nil` when no table has it.
  func entry(_ key: StringKey, locale: PasscodeLocale) -> StringEntry? {
    entry(name: key.rawValue, table: StringKey.table, locale: locale)
  }

  /// The entry named `name` in the table `table` (PasscodeKit's or a client's), in `locale`,
  /// in the order of precedence: set in code (PasscodeKit's only), the app's table in the
  /// language, the bundled table in the language, then the same in English; `nil` when no
  /// table has it.
  func entry(name: String, table: String, locale: PasscodeLocale) -> StringEntry? {
    lock.withLock {
      if table == StringKey.table, let key = StringKey(rawValue: name),
        let text = codeOverrides[key]
      {
        return .text(text)
      }
      let app = appLocation.map { location in
        (folder(location.folder), table == StringKey.table ? location.table : table)
      }
      let bundledURL = table == StringKey.table ? bundledFolder : Self.clientFolder(table)
      let bundled = bundledURL.map { folder in (self.folder(folder), table) }
      let english = PasscodeLocale.english.fallbackChain
      let order = [
        (app, locale.fallbackChain), (bundled, locale.fallbackChain), (app, english),
        (bundled, english),
      ]
      for (source, languages) in order {
        guard let (folder, tableName) = source else { continue }
        for language in languages {
          if let entry = folder.table(language, name: tableName)?.entries[name] {
            return entry
          }
        }
      }
      return nil
    }
  }

  /// The `.lproj` folders of `url`, read once; call with the lock held.
  private func folder(_ url: URL) -> Folder {
    if let folder = cache[url] { return folder }
    let folder = Folder(url: url)
    cache[url] = folder
    return folder
  }

  /// A folder's `.lproj` folders by language, and the tables read from them.
  private final class Folder {
    /// Each language's `.lproj` folder, by the locale its name spells in any letter case
    /// (SwiftPM lowercases the names in a bundle it builds: `zh-hant.lproj`).
    let languages: [PasscodeLocale: URL]
    private var tables: [String: StringTable?] = [:]
    private var tableLanguages: [String: [PasscodeLocale]] = [:]

    init(url: URL) {
      var languages: [PasscodeLocale: URL] = [:]
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".lproj") {
        if let locale = PasscodeLocale(identifier: String(name.dropLast(".lproj".count))) {
          languages[locale] = url.appendingPathComponent(name)
        }
      }
      self.languages = languages
    }

    /// The languages whose folder holds `name.strings` or `name.stringsdict`, looked up once.
    func languages(table name: String) -> [PasscodeLocale] {
      if let known = tableLanguages[name] { return known }
      let found = languages.filter { _, folder in
        ["strings", "stringsdict"].contains { ext in
          FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(name + "." + ext).path)
        }
      }.map(\.key)
      tableLanguages[name] = found
      return found
    }

    /// The table `name` in the language `identifier`; `nil` when there is no such folder or
    /// its files cannot be read (a broken table is skipped, never fatal).
    func table(_ identifier: String, name: String) -> StringTable? {
      let key = identifier + "/" + name
      if let table = tables[key] { return table }
      var table: StringTable?
      if let locale = PasscodeLocale(identifier: identifier), let folder = languages[locale] {
        table = try? StringTable.read(folder: folder, name: name)
      }
      tables[key] = table
      return table
    }
  }
}
