import ArgumentParser
import Foundation
@_spi(Skins) import PasscodeCore
@_spi(Skins) import PasscodeTerminal

/// `--store DIR`: where the passcode's files live.
struct StoreOptions: ParsableArguments {
  /// The environment variable consulted when `--store` is not given.
  static let environmentVariable = "PASSCODE_STORE_DIR"

  @Option(
    name: .customLong("store"),
    help: ArgumentHelp(
      "The store directory (default: $PASSCODE_STORE_DIR, else $XDG_DATA_HOME/passcodekit or "
        + "~/.local/share/passcodekit).",
      valueName: "dir"))
  var directory: String?

  func validate() throws {
    if directory?.isEmpty == true {
      throw ValidationError(
        "--store is empty: give the store directory, or leave --store out to use "
          + "$PASSCODE_STORE_DIR or the default (~/.local/share/passcodekit).")
    }
  }

  /// `--store`, else `$PASSCODE_STORE_DIR` when set and not empty, else
  /// ``FileStore/defaultDirectory(environment:)`` (from `$XDG_DATA_HOME` or `$HOME`).
  ///
  /// - Throws: a ``CommandExit`` (status 4) when the directory would come from bytes that are not
  ///   valid UTF-8: Swift would read them as U+FFFD, a different path, so nothing is read or
  ///   written (``RawText``).
  func resolvedDirectory() throws -> String {
    if let directory {
      if RawText.isRepairedArgument(directory) { throw Self.notUTF8("--store") }
      return directory
    }
    switch RawText.variable(Self.environmentVariable) {
    case .notUTF8: throw Self.notUTF8("$\(Self.environmentVariable)")
    case .text(let fromEnvironment) where !fromEnvironment.isEmpty: return fromEnvironment
    case .text, .unset: break
    }
    var environment: [String: String] = [:]
    for name in ["XDG_DATA_HOME", "HOME"] {
      switch RawText.variable(name) {
      case .unset: break
      case .text(let value): environment[name] = value
      case .notUTF8(let repaired):
        // Refused only when FileStore would use it: XDG_DATA_HOME when absolute, HOME when
        // not empty (and no absolute XDG_DATA_HOME comes first).
        let used = name == "HOME" ? !repaired.isEmpty : repaired.hasPrefix("/")
        if used, environment["XDG_DATA_HOME"]?.hasPrefix("/") != true {
          throw Self.notUTF8("$\(name)")
        }
      }
    }
    return FileStore.defaultDirectory(environment: environment)
  }

  /// The store directory from `source` (`--store`, `$PASSCODE_STORE_DIR`, `$HOME`) is not
  /// valid UTF-8.
  private static func notUTF8(_ source: String) -> CommandExit {
    CommandExit(.storeUnusable, [LocalizedText(CLIKey.storePathNotUTF8, .verbatim(source))])
  }

  /// The environment variable that gives the PBKDF2 speed to calibrate with instead of
  /// measuring it (DEV-3): the same rounds on every machine of a fleet, or reproducible tests.
  static let speedVariable = "PASSCODE_KDF_ROUNDS_PER_SECOND"

  /// A lock over the store, setting up new passcodes with `configuration` and hashing new
  /// device-bound records (DEV-1) with `rounds`, or with rounds calibrated to this machine
  /// when `nil` (DEV-3) — at the speed `$PASSCODE_KDF_ROUNDS_PER_SECOND` gives, if set.
  ///
  /// - Throws: a ``CommandExit`` when the store's path cannot be used (``resolvedDirectory()``),
  ///   or `$PASSCODE_KDF_ROUNDS_PER_SECOND` is not a positive whole number.
  func lock(
    configuration: PasscodeConfiguration = PasscodeConfiguration(), rounds: Int? = nil
  ) throws -> PasscodeLock {
    let workFactor: DeviceBoundVerifier.WorkFactor
    if let rounds {
      workFactor = .rounds(rounds)
    } else if let speed = try Self.assumedSpeed() {
      workFactor = .calibratedFor(roundsPerSecond: speed)
    } else {
      workFactor = .calibrated
    }
    return PasscodeLock(
      store: FileStore(directory: try resolvedDirectory()), configuration: configuration,
      verifier: DeviceBoundVerifier(workFactor: workFactor))
  }

  /// `$PASSCODE_KDF_ROUNDS_PER_SECOND`, or `nil` when it is not set or empty.
  ///
  /// - Throws: a ``CommandExit`` (usage) when it is not a positive whole number.
  static func assumedSpeed() throws -> Int? {
    guard case .text(let text) = RawText.variable(speedVariable), !text.isEmpty else {
      if case .notUTF8 = RawText.variable(speedVariable) { throw badSpeed }
      return nil
    }
    guard let speed = Int(text), speed > 0 else { throw badSpeed }
    return speed
  }

  private static var badSpeed: CommandExit {
    CommandExit(
      .usage,
      "$\(speedVariable) must be a whole number of PBKDF2 rounds per second, such as 8000000; "
        + "nothing was read or written. Unset it to measure this machine.")
  }
}

/// The options of a new passcode, shared by `set` and `change`.
struct NewPasscodeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The passcode's format (default for set: \(PasscodeFormat.default); for change: the "
        + "current format).",
      valueName: "format"))
  var format: PasscodeFormat?

  @Option(
    help: ArgumentHelp(
      "PBKDF2 rounds for the new verifier (\(PBKDF2Verifier.minimumRounds)…"
        + "\(PBKDF2Verifier.maximumRounds); default: calibrated to about 100 ms per check, "
        + "at least \(DeviceBoundVerifier.calibratedFloor), at the speed "
        + "$\(StoreOptions.speedVariable) gives when it is set).",
      valueName: "n"))
  var kdfRounds: Int?

  @Flag(help: "Accept an easy-to-guess passcode (same digit, sequence, common PIN).")
  var allowWeak = false

  mutating func validate() throws {
    guard let kdfRounds else { return }
    guard (PBKDF2Verifier.minimumRounds...PBKDF2Verifier.maximumRounds).contains(kdfRounds)
    else {
      throw ValidationError(
        "--kdf-rounds must be between \(PBKDF2Verifier.minimumRounds) and "
          + "\(PBKDF2Verifier.maximumRounds): fewer rounds make a stolen verifier quick to "
          + "brute-force.")
    }
  }
}

/// `--theme`, `--appearance` and `--quiet`: how the full-screen passcode screen looks and
/// sounds. Colours are off when `NO_COLOR` is set; the language comes from `LC_ALL`,
/// `LC_MESSAGES` or `LANG`.
struct ScreenOptions: ParsableArguments {
  @Option(help: "The screen's theme.")
  var theme = PasscodeTheme.Preset.default

  @Option(
    help: "Light or dark (default: from $COLORFGBG when the terminal sets it, else dark).")
  var appearance: Appearance?

  @Flag(help: "Do not ring the terminal's bell on a wrong passcode or a refused character.")
  var quiet = false

  /// The full-screen flows with these options.
  var flows: ScreenFlows { ScreenFlows(options: terminalOptions()) }

  /// The screen's options in `environment`.
  func terminalOptions(environment: TerminalEnvironment = Interactive.environment)
    -> PasscodeTerminalOptions
  {
    Self.terminalOptions(
      theme: theme, appearance: appearance, quiet: quiet, environment: environment)
  }

  /// The screen's options for the given choices (`nil`: the default) in `environment`.
  static func terminalOptions(
    theme: PasscodeTheme.Preset? = nil, appearance: Appearance? = nil, quiet: Bool = false,
    environment: TerminalEnvironment = Interactive.environment
  ) -> PasscodeTerminalOptions {
    PasscodeTerminalOptions(
      theme: (theme ?? .default).theme(appearance ?? environment.appearance),
      colorMode: environment.colorMode, locale: environment.locale, quiet: quiet,
      permanentLockHint: CLIText.permanentLockHint)
  }
}
