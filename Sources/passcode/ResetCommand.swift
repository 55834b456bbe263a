import ArgumentParser
@_spi(Skins) import PasscodeCore
@_spi(Core) import PasscodeEngine

/// `passcode reset --erase --yes`: erases the verifier, the pepper and the state together.
/// Where there is nothing of a store (a directory that does not exist, or holds no state,
/// pepper or device key), it erases nothing, says so and exits 5 (LOCK-5).
struct ResetCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Erase the passcode, its pepper and the failure count (needs --erase --yes).",
    discussion: """
      This is the only way out of a permanent lock or a damaged store, and it cannot be undone. \
      Non-interactively it needs both --erase and --yes; on a terminal, --erase alone asks for \
      confirmation, and any answer but yes erases nothing (status 130, cancelled). Where there \
      is no store (the directory does not exist, or holds no state, pepper or device key), \
      nothing is erased and the status is 5; a store with only some of its files, or damaged \
      ones, is erased.
      """)

  @OptionGroup var store: StoreOptions

  @Flag(help: "Erase the passcode: verifier, pepper and failure count.")
  var erase = false

  @Flag(help: "Do not ask for confirmation.")
  var yes = false

  static var question: String { CommandExit.localizer.string(CLIKey.resetQuestion) }

  func validate() throws {
    guard erase else {
      throw ValidationError(
        "`passcode reset` erases the passcode, its pepper and the failure count, and cannot be "
          + "undone. To do it, run `passcode reset --erase --yes`.")
    }
    guard yes || Interactive.isAvailable else {
      throw ValidationError(
        "`passcode reset --erase` needs --yes when stdin is not a terminal, since it cannot ask "
          + "for confirmation. Run `passcode reset --erase --yes`.")
    }
  }

  func outcome() async throws -> CommandExit {
    let confirmed = try yes || Interactive.terminal.confirm(Self.question)
    guard confirmed else {
      return CommandExit(.cancelled, CommandExit.localizer.string(CLIKey.cancelledReset))
    }
    guard try await store.lock().reset(announcing: true) else {
      // Nothing of a store at that path (a typo in --store, say): nothing was written.
      let directory = try store.resolvedDirectory()
      return CommandExit(
        .notSet, [LocalizedText(CLIKey.noStoreAt, .verbatim(directory))],
        advice: CLIText.giveStoreDirectory)
    }
    return .success(CLIKey.resetDone)
  }
}
