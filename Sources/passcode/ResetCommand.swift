import ArgumentParser
import PasscodeCore

/// `passcode reset --erase --yes`: erases the verifier, the pepper and the state together.
struct ResetCommand: OutcomeCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Erase the passcode, its pepper and the failure count (needs --erase --yes).",
    discussion: """
      This is the only way out of a permanent lock or a damaged store, and it cannot be undone. \
      Non-interactively it needs both --erase and --yes; on a terminal, --erase alone asks for \
      confirmation, and any answer but yes erases nothing (status 130, cancelled).
      """)

  @OptionGroup var store: StoreOptions

  @Flag(help: "Erase the passcode: verifier, pepper and failure count.")
  var erase = false

  @Flag(help: "Do not ask for confirmation.")
  var yes = false

  static var question: String { Outcome.localizer.string(.cliResetQuestion) }

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

  func outcome() async throws -> Outcome {
    let confirmed = try yes || Interactive.terminal.confirm(Self.question)
    guard confirmed else {
      return Outcome(.cancelled, Outcome.localizer.string(.cliCancelledReset))
    }
    try await store.lock().reset()
    return .success(.cliResetDone)
  }
}
