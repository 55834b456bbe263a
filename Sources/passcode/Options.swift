import ArgumentParser
import Foundation
import PasscodeCore
import PasscodeTerminal

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

  /// `--store`, else `$PASSCODE_STORE_DIR` when set and not empty, else
  /// ``FileStore/defaultDirectory(environment:)``.
  func resolvedDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let directory { return directory }
    if let fromEnvironment = environment[Self.environmentVariable], !fromEnvironment.isEmpty {
      return fromEnvironment
    }
    return FileStore.defaultDirectory(environment: environment)
  }

  /// A lock over the store, setting up new passcodes with `configuration` and hashing new
  /// records with `rounds`.
  func lock(
    configuration: PasscodeConfiguration = PasscodeConfiguration(),
    rounds: Int = PBKDF2Verifier.defaultRounds
  ) -> PasscodeLock {
    PasscodeLock(
      store: FileStore(directory: resolvedDirectory()), configuration: configuration,
      verifier: PBKDF2Verifier(rounds: rounds))
  }
}

/// The options of a new passcode, shared by `set` and `change`.
struct NewPasscodeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The passcode's format: numeric:N (N digits, 4…12), variable (4…32 digits) or "
        + "alphanumeric (6…64 printable ASCII characters). Default for set: numeric:6; for "
        + "change: the current format.",
      valueName: "format"),
    transform: Self.parseFormat)
  var format: PasscodeFormat?

  @Option(
    help: ArgumentHelp(
      "PBKDF2 rounds for the new verifier (\(PBKDF2Verifier.minimumRounds)…"
        + "\(PBKDF2Verifier.maximumRounds)).",
      valueName: "n"))
  var kdfRounds = PBKDF2Verifier.defaultRounds

  @Flag(help: "Accept an easy-to-guess passcode (same digit, sequence, common PIN).")
  var allowWeak = false

  mutating func validate() throws {
    guard (PBKDF2Verifier.minimumRounds...PBKDF2Verifier.maximumRounds).contains(kdfRounds)
    else {
      throw ValidationError(
        "--kdf-rounds must be between \(PBKDF2Verifier.minimumRounds) and "
          + "\(PBKDF2Verifier.maximumRounds): fewer rounds make a stolen verifier quick to "
          + "brute-force.")
    }
  }

  private static func parseFormat(_ text: String) throws -> PasscodeFormat {
    guard let format = PasscodeFormat(text) else {
      throw ValidationError(
        "Unknown format '\(text)'. Use numeric:N with N from 4 to 12, variable or alphanumeric.")
    }
    return format
  }
}

/// `--theme`, `--appearance` and `--quiet`: how the full-screen passcode screen looks and
/// sounds. Colours are off when `NO_COLOR` is set; the language comes from `LC_ALL`,
/// `LC_MESSAGES` or `LANG`.
struct ScreenOptions: ParsableArguments {
  @Option(help: "The screen's theme: default, classic or teal (default: default).")
  var theme: String?

  @Option(
    help: "light or dark (default: from $COLORFGBG when the terminal sets it, else dark).")
  var appearance: String?

  @Flag(help: "Do not ring the terminal's bell on a wrong passcode.")
  var quiet = false

  func validate() throws {
    if let theme, PasscodeTheme.Preset(rawValue: theme) == nil {
      throw ValidationError("Unknown theme '\(theme)'. Use default, classic or teal.")
    }
    if let appearance, Appearance(rawValue: appearance) == nil {
      throw ValidationError("Unknown appearance '\(appearance)'. Use light or dark.")
    }
  }

  /// The full-screen flows with these options.
  var flows: ScreenFlows { ScreenFlows(options: terminalOptions()) }

  /// The screen's options in `environment`.
  func terminalOptions(environment: TerminalEnvironment = Interactive.environment)
    -> PasscodeTerminalOptions
  {
    Self.terminalOptions(
      theme: theme.flatMap(PasscodeTheme.Preset.init(rawValue:)),
      appearance: appearance.flatMap(Appearance.init(rawValue:)), quiet: quiet,
      environment: environment)
  }

  /// The screen's options for the given choices (`nil`: the default) in `environment`.
  static func terminalOptions(
    theme: PasscodeTheme.Preset? = nil, appearance: Appearance? = nil, quiet: Bool = false,
    environment: TerminalEnvironment = Interactive.environment
  ) -> PasscodeTerminalOptions {
    PasscodeTerminalOptions(
      theme: (theme ?? .default).theme(appearance ?? environment.appearance),
      colorMode: environment.colorMode, locale: environment.locale, quiet: quiet,
      permanentLockHint: "Run `passcode reset --erase --yes` to erase it.")
  }
}
