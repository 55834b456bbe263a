import Foundation
import PasscodeCore

/// The CLI's own words: what to do in this host, in its terms (commands, flags, stdin, file
/// modes), and its prompts. They come from PasscodeCore's tables (keys `cli.*`), in the
/// terminal's language (``Outcome/localizer``), like everything the CLI shares with the screens
/// and the engine's errors. ArgumentParser's `--help` and usage errors stay in English.
enum CLIText {
  private static func text(_ key: StringKey) -> String { Outcome.localizer.string(key) }

  /// After a permanent lock.
  static var onlyResetLeaves: String { text(.cliOnlyResetLeaves) }
  /// After a store that is damaged or incomplete.
  static var eraseWithReset: String { text(.cliEraseWithReset) }
  /// When no passcode is set.
  static var setOne: String { text(.cliSetOne) }
  /// When `set` finds a passcode already set.
  static var changeOrRemove: String { text(.cliChangeOrRemove) }
  /// After a weak new passcode (FMT-3).
  static var allowWeak: String { text(.cliAllowWeak) }
  /// After a store file or directory that others can reach (STO-3), at `path`.
  static func makePrivate(_ path: String) -> String {
    Outcome.localizer.string(LocalizedText(.cliMakePrivate, .verbatim(path)))
  }
  /// After a store error about the file at `path`.
  static func storeFile(_ path: String) -> String {
    Outcome.localizer.string(LocalizedText(.cliStoreFile, .verbatim(path)))
  }
  /// When the terminal cannot be used for input.
  static var pipeInstead: String { text(.cliPipeInstead) }
  /// Under the full screen's permanent lock.
  static var permanentLockHint: String { text(.cliPermanentLockHint) }
  /// After `reset` found no store where it looked.
  static var giveStoreDirectory: String { text(.cliGiveStoreDirectory) }
  /// After a new numeric passcode of `length` digits that the format's length refused.
  static func otherLength(_ length: Int) -> String {
    Outcome.localizer.string(LocalizedText(.cliOtherLength, .number(length)))
  }
}

/// What the CLI says when PasscodeKit's resource bundle (its string tables) is not installed
/// beside it, or cannot be reached from where it runs: where it looked and what to do.
/// Necessarily in English, since the tables are what is missing.
enum MissingResources {
  /// The message, or `nil` when the tables were found.
  static var message: String? {
    if PasscodeResources.executableFolderIsUnreachable { return unreachableFolder }
    guard PasscodeStrings.shared.hasBundledTables == false else { return nil }
    let executable =
      PasscodeResources.mainBundle?.executableURL?.resolvingSymlinksInPath()
      .deletingLastPathComponent().path ?? "the folder of the passcode binary"
    let folders = PasscodeResources.searchedFolders.map(\.path).joined(separator: ", ")
    return "PasscodeKit's string tables (\(PasscodeResources.bundleNames[0]) or "
      + "\(PasscodeResources.bundleNames[1])) were not found in \(folders). Copy the "
      + "\(PasscodeResources.bundleNames[0]) folder that `swift build` puts beside the passcode "
      + "binary into \(executable), then run the command again."
  }

  /// When this user may not look into the folder `passcode` runs from: a folder above it is
  /// closed to them, so nothing beside the binary — the string tables — can be read (and
  /// Foundation would stop the process, see `PasscodeResources.mainBundle`).
  private static var unreachableFolder: String {
    let bundle = PasscodeResources.bundleNames[0]
    guard let folder = PasscodeResources.executableFolder?.path else {
      return "passcode cannot tell which folder it runs from (/proc/self/exe cannot be read), "
        + "so it cannot find PasscodeKit's string tables (\(bundle)) beside it. Run it where "
        + "/proc is mounted, then run the command again."
    }
    return "passcode cannot look into \(folder), the folder it runs from: a folder above it is "
      + "closed to this user (uid \(getuid())), so PasscodeKit's string tables (\(bundle)) "
      + "beside it cannot be read. Run passcode as a user who may open that folder, or install "
      + "it with its \(bundle) folder where this user can reach them, then run the command again."
  }
}
