@_spi(Skins) import PasscodeCore

/// The exit statuses of `passcode`; ``Passcode`` lists them in `--help`, and ``CommandExit`` is
/// the one place that chooses them.
///
/// | status | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | wrong passcode: the failure was counted (also the one that reached the limit), or it repeated a recent wrong one and was not |
/// | 2 | locked out for now: wait, then try again |
/// | 3 | permanently locked: only `passcode reset --erase --yes` leaves this state |
/// | 4 | the store is damaged, unreadable, busy or has wrong permissions, its path is not valid UTF-8, or the verifier failed (the attempt was counted) |
/// | 5 | no passcode is set; for `reset`, no store where it looked (nothing was erased); for `seal` and `open`, no data key |
/// | 6 | `open`: the file is not sealed data, names a format passcode does not read (a newer version's, or none), or was changed, cut short or put together from others (nothing was written to a file) |
/// | 64 | usage error: unknown command, bad option, empty `--store`, `reset` without `--erase --yes`, `set` when a passcode is set, `seal`/`open -o -` to a terminal, `open` from a pipe to stdout, a pipe or a device; the arguments could not be read at all (nothing is done) |
/// | 65 | invalid input: bad characters, wrong length, weak code, confirmation differs, input ended early; `form`: a field refused |
/// | 66 | `seal`, `open`: the input file cannot be read, is a directory or a device, or its path is not UTF-8 (nothing was asked or written); or it failed while it was read |
/// | 69 | not installed whole: PasscodeKit's resource bundle (its string tables) is not beside the binary, or this user may not look into the binary's folder |
/// | 74 | the answer could not be written (stdout of `status`, `form`, `render`, `bench`, or `render -o`'s file): a full disk, a closed pipe, a closed stdout; `seal` or `open` cannot write OUT: before the passcode a directory, a link to neither a named pipe nor a device, a block device, a socket, a closed stdout, a path that is not UTF-8 or a folder that cannot be written, after it a full disk or device (nothing of a file is left); or `bench seal --file-mebibytes` could not write, seal or open its temporary files |
/// | 130 | cancelled at the full screen (Esc, Ctrl-C) or `reset`'s confirmation declined: nothing was changed, not unlocked, the form not submitted |
enum ExitStatus: Int32, Sendable {
  /// The command did what was asked.
  case success = 0
  /// The passcode was wrong.
  case wrongPasscode = 1
  /// An earlier failure imposed a wait that has not passed.
  case lockedOut = 2
  /// The failure limit was reached.
  case permanentlyLocked = 3
  /// The store cannot be used as it is, or the passcode could not be checked.
  case storeUnusable = 4
  /// No passcode is set; for `reset`, there is no store to erase where it looked.
  case notSet = 5
  /// The sealed data is refused: not sealed data, a newer format, or changed (DATA-5).
  case sealedDataRefused = 6
  /// The command line is wrong (EX_USAGE).
  case usage = 64
  /// The input on stdin or at the prompt is not acceptable (EX_DATAERR).
  case invalidInput = 65
  /// The input file of `seal` or `open` cannot be read, or is not a file to read (EX_NOINPUT).
  case inputUnreadable = 66
  /// PasscodeKit's resource bundle, which holds every message's text, is not installed beside
  /// the binary, or the user running it may not look into the binary's folder (EX_UNAVAILABLE:
  /// a support file does not exist or cannot be reached).
  case notInstalled = 69
  /// The answer the command was run for could not be written to stdout or to its file
  /// (EX_IOERR), or `bench seal --file-mebibytes` could not write its temporary files. Messages
  /// on stderr never cause it: when they cannot be written, the status still tells the result.
  case outputFailed = 74
  /// The person left the full screen with Esc or Ctrl-C, or did not confirm `reset --erase`
  /// (128 + SIGINT, what a shell reports for Ctrl-C, as fzf does). Nothing was changed.
  case cancelled = 130

  /// The table shown at the end of `passcode --help`.
  static let helpText = """
    Exit status:
      0   success
      1   wrong passcode (a repeat of a recent wrong one is not counted again)
      2   locked out for now: wait, then try again
      3   permanently locked: only `passcode reset --erase --yes` recovers
      4   store damaged, unreadable, busy or with wrong permissions, its path
          not valid UTF-8, or the passcode could not be checked
      5   no passcode is set (reset: no store there, nothing erased; seal, open:
          no data key)
      6   open: not sealed data, a format passcode does not read, or changed
          (nothing written)
      64  usage error (unknown command, bad option, empty --store, reset
          without --erase --yes, already set; seal, open: -o - to a terminal,
          open from a pipe to stdout, a pipe or a device)
      65  invalid input (bad characters, wrong length, weak code, confirmation
          differs, input ended before every line was read; form: a field refused)
      66  seal, open: the input file cannot be read, is a directory or a
          device, or its path is not UTF-8
      69  not installed whole: PasscodeKit's resource bundle is not beside the
          binary
      74  the answer (stdout of status, form, render or bench; render -o's
          file) could not be written, or bench seal's temporary files; seal,
          open: OUT cannot be written or must not be replaced
      130 cancelled (Esc or Ctrl-C at the full screen, reset not confirmed):
          nothing was changed
    """
}
