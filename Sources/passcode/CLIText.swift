import Foundation
@_spi(Skins) import PasscodeCore
import PasscodeTerminalResources

/// The CLI's own words: what to do in this host, in its terms (commands, flags, stdin, file
/// modes), and its prompts. They come from the CLI's own table (``CLIKey``, `PasscodeCLI.strings`),
/// in the terminal's language (``CommandExit/localizer``), like everything the CLI shares with the
/// screens and the engine's errors from PasscodeKit's tables. ArgumentParser's `--help` and usage errors stay in English.
enum CLIText {
  private static func text(_ key: CLIKey) -> String { CommandExit.localizer.string(key) }

  /// After a permanent lock.
  static var onlyResetLeaves: String { text(CLIKey.onlyResetLeaves) }
  /// After a store that is damaged or incomplete.
  static var eraseWithReset: String { text(CLIKey.eraseWithReset) }
  /// When no passcode is set.
  static var setOne: String { text(CLIKey.setOne) }
  /// When `set` finds a passcode already set.
  static var changeOrRemove: String { text(CLIKey.changeOrRemove) }
  /// After a weak new passcode (FMT-3).
  static var allowWeak: String { text(CLIKey.allowWeak) }
  /// After a store file or directory that others can reach (STO-3), at `path`.
  static func makePrivate(_ path: String) -> String {
    CommandExit.localizer.string(LocalizedText(CLIKey.makePrivate, .verbatim(path)))
  }
  /// After a store error about the file at `path`.
  static func storeFile(_ path: String) -> String {
    CommandExit.localizer.string(LocalizedText(CLIKey.storeFile, .verbatim(path)))
  }
  /// When the terminal cannot be used for input.
  static var pipeInstead: String { text(CLIKey.pipeInstead) }
  /// Under the full screen's permanent lock.
  static var permanentLockHint: String { text(CLIKey.permanentLockHint) }
  /// After `reset` found no store where it looked.
  static var giveStoreDirectory: String { text(CLIKey.giveStoreDirectory) }
  /// A `bench` command run from a debug build; `benchmark` is its name (`seal`).
  static func benchDebugBuild(_ benchmark: String) -> String {
    CommandExit.localizer.string(LocalizedText(CLIKey.benchDebugBuild, .verbatim(benchmark)))
  }
  /// `bench seal` found neither `openssl speed` nor python3's cryptography.
  static var benchOpenSSLSkipped: String { text(CLIKey.benchOpenSSLSkipped) }
  /// After a new numeric passcode of `length` digits that the format's length refused.
  static func otherLength(_ length: Int) -> String {
    CommandExit.localizer.string(LocalizedText(CLIKey.otherLength, .number(length)))
  }
}

/// What the CLI says when one of its resource bundles (its string tables) is not installed
/// beside it, or cannot be reached from where it runs: where it looked and what to do. The
/// CLI needs three: PasscodeKit's tables (the screens' and the engine's words), the terminal
/// skin's and its own. Necessarily in English, since the tables are what is missing.
enum MissingResources {
  /// The bundles the CLI needs, each with the names it is found under (Linux, then Apple
  /// platforms) and whether it was found.
  private static var bundles: [(names: [String], found: Bool)] {
    [
      (PasscodeResources.bundleNames, PasscodeStrings.shared.hasBundledTables),
      (PasscodeTerminalResources.bundleNames, PasscodeTerminalResources.folder != nil),
      (CLIKey.bundleNames, CLIKey.tablesFolder != nil),
    ]
  }

  /// The message, or `nil` when the tables were found.
  static var message: String? {
    if PasscodeResources.executableFolderIsUnreachable { return unreachableFolder }
    let missing = bundles.filter { $0.found == false }.map(\.names)
    guard missing.isEmpty == false else { return nil }
    let executable =
      PasscodeResources.mainBundle?.executableURL?.resolvingSymlinksInPath()
      .deletingLastPathComponent().path ?? "the folder of the passcode binary"
    let folders = PasscodeResources.searchedFolders.map(\.path).joined(separator: ", ")
    let names = missing.map { "\($0[0]) (or \($0[1]))" }.joined(separator: ", ")
    let copies = missing.map(\.[0]).joined(separator: ", ")
    let what = missing.count == 1 ? "folder" : "folders"
    return "The string tables of passcode were not found in \(folders): \(names) missing. "
      + "Copy the \(copies) \(what) that `swift build` puts beside the passcode binary into "
      + "\(executable), then run the command again."
  }

  /// When this user may not look into the folder `passcode` runs from: a folder above it is
  /// closed to them, so nothing beside the binary — the string tables — can be read (and
  /// Foundation would stop the process, see `PasscodeResources.mainBundle`).
  private static var unreachableFolder: String {
    let bundle = PasscodeResources.bundleNames[0]
    guard let folder = PasscodeResources.executableFolder?.path else {
      return "passcode cannot tell which folder it runs from (/proc/self/exe cannot be read), "
        + "so it cannot find its string tables (\(bundle) and the others) beside it. Run it "
        + "where /proc is mounted, then run the command again."
    }
    return "passcode cannot look into \(folder), the folder it runs from: a folder above it is "
      + "closed to this user (uid \(getuid())), so its string tables (\(bundle) and the "
      + "others) beside it cannot be read. Run passcode as a user who may open that folder, or "
      + "install it with its resource folders where this user can reach them, then run the "
      + "command again."
  }
}
