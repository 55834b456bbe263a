import ArgumentParser
@_spi(Skins) import PasscodeCore

/// `passcode set`: sets the first passcode.
struct SetCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Set the passcode (reads it and its confirmation).",
    discussion: ExitStatus.helpText)

  @OptionGroup var store: StoreOptions
  @OptionGroup var newPasscode: NewPasscodeOptions
  @OptionGroup var screen: ScreenOptions

  @Option(
    help: ArgumentHelp(
      "Wrong attempts that lock the passcode for good (\(LockoutPolicy.maxFailuresRange.lowerBound)"
        + "…\(LockoutPolicy.maxFailuresRange.upperBound)).",
      valueName: "n"))
  var maxFailures = LockoutPolicy.defaultMaxFailures

  func validate() throws {
    // The engine's own check and sentence (LOCK-7), in the terminal's language, before any
    // input is read.
    do {
      try PasscodeConfiguration(maxFailures: maxFailures).validate()
    } catch let error as PasscodeError {
      throw ValidationError(
        "--max-failures: " + CommandExit.localizer.string(LocalizedText(error: error)))
    }
  }

  func outcome() async throws -> CommandExit {
    let configuration = PasscodeConfiguration(
      format: newPasscode.format ?? .default, maxFailures: maxFailures,
      rejectsWeakPasscodes: !newPasscode.allowWeak)
    let lock = try store.lock(configuration: configuration, rounds: newPasscode.kdfRounds)
    return try await PasscodeFlows(lock: lock, screen: screen.flows).set()
  }
}

/// `passcode change`: replaces the passcode after checking the current one.
struct ChangeCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "change",
    abstract: "Change the passcode (reads the current one, the new one and its confirmation).",
    discussion: ExitStatus.helpText)

  @OptionGroup var store: StoreOptions
  @OptionGroup var newPasscode: NewPasscodeOptions
  @OptionGroup var screen: ScreenOptions

  func outcome() async throws -> CommandExit {
    let configuration = PasscodeConfiguration(rejectsWeakPasscodes: !newPasscode.allowWeak)
    let lock = try store.lock(configuration: configuration, rounds: newPasscode.kdfRounds)
    return try await PasscodeFlows(lock: lock, screen: screen.flows).change(
      format: newPasscode.format)
  }
}

/// `passcode remove`: removes the passcode after checking it.
struct RemoveCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove the passcode (reads it first; a wrong one counts as a failure).",
    discussion: ExitStatus.helpText)

  @OptionGroup var store: StoreOptions
  @OptionGroup var screen: ScreenOptions

  func outcome() async throws -> CommandExit {
    try await PasscodeFlows(lock: store.lock(), screen: screen.flows).remove()
  }
}

/// `passcode verify`: checks the passcode once (the non-interactive unlock).
struct VerifyCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check the passcode once; the exit status says whether it was right.",
    discussion: ExitStatus.helpText)

  @OptionGroup var store: StoreOptions

  func outcome() async throws -> CommandExit {
    try await PasscodeFlows(lock: store.lock()).verify(interactive: false)
  }
}

/// `passcode unlock`: the unlock flow on a terminal; the same as `verify` otherwise.
struct UnlockCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "unlock",
    abstract: "Unlock: the interactive flow on a terminal, the same as verify otherwise.",
    discussion: ExitStatus.helpText)

  @OptionGroup var store: StoreOptions
  @OptionGroup var screen: ScreenOptions

  func outcome() async throws -> CommandExit {
    try await PasscodeFlows(lock: store.lock(), screen: screen.flows).verify(interactive: true)
  }
}
