import ArgumentParser
@_spi(Skins) import PasscodeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
/// length, weak code, confirmation differs, input ended early) · 74 the answer could not be
/// written · 130 cancelled.
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
      SealCommand.self, OpenCommand.self, BenchCommand.self, RenderCommand.self,
    ],
    defaultSubcommand: StartCommand.self)

  /// The process's entry point, in place of ArgumentParser's: the same parsing and running,
  /// but every error and every help text is reported here, through ``Output``.
  ///
  /// Before anything else it makes the standard descriptors safe (``Output/prepareProcess()``)
  /// and turns core dumps off (MEM-3), since most commands go on to read a passcode. The
  /// arguments are ``RawText/arguments``: when they cannot be read the process acts on no store
  /// (it would run `start` on the default one) and exits with status 64.
  static func main() async {
    Output.prepareProcess()
    if let missing = MissingResources.message {
      Output.message(missing)
      exitProcess(ExitStatus.notInstalled.rawValue)
    }
    if !CoreDumps.disable() {
      Output.message(CommandExit.localizer.string(CLIKey.coreDumps))
    }
    guard let arguments = RawText.arguments else {
      exitProcess(report(CommandExit(.usage, lostArguments)))
    }
    exitProcess(await run(Array(arguments.dropFirst())))
  }

  /// When neither `CommandLine` nor `/proc/self/cmdline` gives the arguments (in English, as
  /// ArgumentParser's usage errors are).
  static let lostArguments =
    "passcode could not read its own command line: the Swift runtime saw no arguments, not even "
    + "the program's name (a library loaded first with LD_PRELOAD, such as libfaketime, can "
    + "hide them), and /proc/self/cmdline could not be read either. Nothing was done. Run the "
    + "command again without the preloaded library, or where /proc is mounted."

  /// Parses `arguments`, runs the command they name and returns the exit status.
  static func run(_ arguments: [String]) async -> Int32 {
    do {
      try requireCommandName(arguments)
      var command = try await asyncParseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      return ExitStatus.success.rawValue
    } catch {
      return report(error)
    }
  }

  /// Writes what `error` means and returns its exit status: an ``CommandExit`` (or an error that
  /// maps to one) as its message on stderr, ArgumentParser's help as the answer on stdout, and
  /// ArgumentParser's usage errors on stderr.
  static func report(_ error: any Error) -> Int32 {
    if let outcome = CommandExit(mapping: error) {
      if !outcome.message.isEmpty { Output.message(outcome.message) }
      return outcome.status.rawValue
    }
    let status = exitCode(for: error).rawValue
    let text = fullMessage(for: error)
    guard !text.isEmpty else { return status }
    if status == ExitStatus.success.rawValue {
      do {
        try Output.answer(text)
      } catch {
        return report(error)
      }
    } else {
      Output.message(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }
    return status
  }

  /// The commands, as typed.
  static let commandNames = configuration.subcommands.map { $0._commandName }

  /// Refuses a first argument that is neither an option nor a command: without this,
  /// ArgumentParser hands it to the default command (`start`) and shows that command's usage.
  ///
  /// The word is repeated in the message only when it looks like a command name (at most 16
  /// lowercase ASCII letters and dashes), so that a passcode typed as an argument by mistake
  /// is not echoed (MEM-2).
  static func requireCommandName(_ arguments: [String]) throws {
    guard let first = arguments.first, !first.hasPrefix("-"),
      !commandNames.contains(first), first != "help"
    else { return }
    let looksLikeAName =
      (1...16).contains(first.utf8.count)
      && first.utf8.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == 0x2D
      }
    let what = looksLikeAName ? "`\(first)` is" : "The first argument is"
    throw CommandExit(
      .usage,
      "\(what) not a passcode command. The commands are "
        + "\(commandNames.joined(separator: ", ")); run `passcode --help` to see what each does.")
  }
}

/// `exit(3)`, named apart from ArgumentParser's `exit(withError:)`.
private func exitProcess(_ status: Int32) -> Never {
  #if canImport(Glibc)
    Glibc.exit(status)
  #else
    Darwin.exit(status)
  #endif
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
    try await CommandExit.finish {
      let flows = PasscodeFlows(lock: try store.lock(), screen: screen.flows)
      return try await flows.lock.status().isSet
        ? flows.verify(interactive: true) : flows.set()
    }
  }
}

/// A command whose work ends in a ``CommandExit``: its message on stderr, then its exit status.
protocol ExitingCommand: AsyncParsableCommand {
  /// Does the command's work.
  func outcome() async throws -> CommandExit
}

extension ExitingCommand {
  mutating func run() async throws {
    try await CommandExit.finish { try await outcome() }
  }
}
