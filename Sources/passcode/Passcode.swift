import ArgumentParser
import PasscodeCore

/// `passcode`: a passcode lock for the terminal, over PasscodeCore's ``PasscodeLock``.
///
/// Without a subcommand it sets a passcode when none is set, and checks it otherwise. When
/// stdin is a terminal the person is asked through ``Interactive/terminal``; otherwise each
/// secret is one line on stdin (`set`: new, confirmation; `change`: current, new,
/// confirmation; `remove`, `verify`, `unlock`: the passcode).
///
/// Exit statuses (``ExitStatus``): 0 success · 1 wrong passcode · 2 locked out for now ·
/// 3 permanently locked · 4 store damaged, unreadable, busy or with wrong permissions, or the
/// check failed · 5 no passcode set · 64 usage error · 65 invalid input (bad characters, wrong
/// length, weak code, confirmation differs, input ended early).
@main
struct Passcode: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passcode",
    abstract: "A passcode lock for the terminal: lockouts that survive killing and clock changes.",
    discussion: """
      Without a subcommand, `passcode` sets a passcode when none is set and unlocks otherwise.

      When stdin is a terminal, the passcode is asked for with echo off. Otherwise each secret \
      is one line on stdin: set reads the new passcode and its confirmation; change reads the \
      current passcode, the new one and its confirmation; remove, verify and unlock read the \
      passcode. The passcode is never printed, logged or stored.

      \(ExitStatus.helpText)
      """,
    subcommands: [
      SetCommand.self, VerifyCommand.self, UnlockCommand.self, ChangeCommand.self,
      RemoveCommand.self, StatusCommand.self, ResetCommand.self, BenchCommand.self,
      RenderCommand.self,
    ])

  @OptionGroup var store: StoreOptions

  mutating func run() async throws {
    let flows = PasscodeFlows(lock: store.lock())
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
