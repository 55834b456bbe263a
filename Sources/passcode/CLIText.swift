/// The CLI's own advice: what to do in this host, in its terms (commands, flags, stdin, file
/// modes). Each sentence is written here once; everything the CLI shares with the screens and
/// the engine's errors comes from PasscodeCore's tables (``Outcome/localizer``).
enum CLIText {
  /// After a permanent lock.
  static let onlyResetLeaves =
    "Only `passcode reset --erase --yes` leaves this state, and it erases the passcode."
  /// After a store that is damaged or incomplete.
  static let eraseWithReset = "To erase it, run `passcode reset --erase --yes`."
  /// When no passcode is set.
  static let setOne = "Set one with `passcode set`."
  /// When `set` finds a passcode already set.
  static let changeOrRemove =
    "Change it with `passcode change`, or remove it with `passcode remove`."
  /// After a weak new passcode (FMT-3).
  static let allowWeak =
    "To use it anyway, pass --allow-weak to `passcode set` or `passcode change`."
  /// After a store file or directory that others can reach (STO-3).
  static let makePrivate =
    "For example, run chmod 700 on the store directory and chmod 600 on its files."
  /// When the terminal cannot be used for input.
  static let pipeInstead = "Pipe the input on stdin instead."
}
