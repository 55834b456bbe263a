import ArgumentParser
import PasscodeCore

/// `passcode`: a passcode lock for the terminal, over PasscodeCore's ``PasscodeLock``.
///
/// Without a subcommand it sets a passcode when none is set, and checks it otherwise. When
/// stdin and stdout are a terminal the passcode screen runs full screen (``ScreenFlows``);
/// when only stdin is, the person is asked through ``Interactive/terminal``; otherwise each
/// secret is one line on stdin (`set`: new, confirmation; `change`: current, new,
/// confirmation; `remove`, `verify`, `unlock`: the passcode).
///
/// Exit statuses (``ExitStatus``): 0 success · 1 wrong passcode · 2 locked out for now ·
/// 3 permanently locked · 4 store damaged, unreadable, busy or with wrong permissions, or the
/// check failed · 5 no passcode set · 64 usage error · 65 invalid input (bad characters, wrong
/// length, weak code, confirmation differs, input ended early) · 130 cancelled at the screen.
@main
struct Passcode: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passcode",
    abstract: "A passcode lock for the terminal: lockouts that survive killing and clock changes.",
    discussion: """
      Without a subcommand, `passcode` sets a passcode when none is set and unlocks otherwise.

      When stdin and stdout are a terminal (and TERM is set and not dumb), set, change, remove, \
      unlock and this command run the passcode screen full screen: type the digits or click the \
      keys, Backspace deletes, Enter submits a variable-length or alphanumeric code, Esc or \
      Ctrl-C cancels (status 130). A terminal smaller than 30x12 gets a one-line prompt. \
      NO_COLOR turns colours off; LC_ALL, LC_MESSAGES or LANG choose the language. When only \
      stdin is a terminal, the passcode is asked for on stderr with echo off. Otherwise each \
      secret is one line on stdin: set reads the new passcode and its confirmation; change reads the \
      current passcode, the new one and its confirmation; remove, verify and unlock read the \
      passcode. The passcode is never printed, logged or stored.

      \(ExitStatus.helpText)
      """,
    subcommands: [
      StartCommand.self, SetCommand.self, VerifyCommand.self, UnlockCommand.self,
      ChangeCommand.self,
      RemoveCommand.self, StatusCommand.self, ResetCommand.self, FormCommand.self,
      BenchCommand.self, RenderCommand.self,
    ],
    defaultSubcommand: StartCommand.self)
}

/// `passcode start`, also what `passcode` alone runs: sets a passcode when none is set, and
/// unlocks otherwise. Its options live here rather than on the root command, so that they never
/// shadow a subcommand's options of the same name (`render --theme`).
struct StartCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "start",
    abstract: "Set a passcode when none is set, otherwise unlock (what `passcode` alone does).")

  @OptionGroup var store: StoreOptions
  @OptionGroup var screen: ScreenOptions

  mutating func run() async throws {
    let flows = PasscodeFlows(lock: store.lock(), screen: screen.flows)
    try await Outcome.finish {
      try await flows.lock.status().isSet
        ? flows.verify(interactive: true) : flows.set()
    }
  }
}

/// A command whose work ends in an ``Outcome``: printed to stderr, then the exit status.
protocol OutcomeCommand: AsyncParsableCommand {
  /// Does the command's work.
  func outcome() async throws -> Outcome
}

extension OutcomeCommand {
  mutating func run() async throws {
    try await Outcome.finish { try await outcome() }
  }
}
