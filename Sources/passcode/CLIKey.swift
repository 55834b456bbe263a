import Foundation
@_spi(Skins) import PasscodeCore

/// The keys of the `passcode` command's own strings: its advice in its own terms (commands,
/// flags, stdin, file modes), its prompts and its report lines — in its own table,
/// `PasscodeCLI.strings` (`Sources/passcode/Strings/<language>.lproj`), installed beside the
/// binary in its resource bundle, never in an app's. Placeholders are positional; the comment
/// on each case gives the English text.
enum CLIKey: String, CaseIterable, ClientStringKey {
  /// After a permanent lock: the only way out: "Only `passcode reset --erase --yes` leaves this
  /// state, and it erases the passcode."
  case onlyResetLeaves = "cli.onlyResetLeaves"
  /// After a store that is damaged or incomplete: "To erase it, run `passcode reset --erase
  /// --yes`."
  case eraseWithReset = "cli.eraseWithReset"
  /// "Set one with `passcode set`.": When no passcode is set.
  case setOne = "cli.setOne"
  /// When `set` finds a passcode already set: "Change it with `passcode change`, or remove it with
  /// `passcode remove`."
  case changeOrRemove = "cli.changeOrRemove"
  /// After a weak new passcode (FMT-3): "To use it anyway, pass --allow-weak to `passcode set` or
  /// `passcode change`."
  case allowWeak = "cli.allowWeak"
  /// After a store file or directory that others can reach (STO-3); `%1$@` is its path: "The store
  /// is at %1$@; for example, run chmod 700 on the store directory and chmod 600 on its files."
  case makePrivate = "cli.makePrivate"
  /// "The file is %1$@.": After a store error about one file; `%1$@` is its path.
  case storeFile = "cli.storeFile"
  /// "Pipe the input on stdin instead.": When the terminal cannot be used for input.
  case pipeInstead = "cli.pipeInstead"
  /// "Run `passcode reset --erase --yes` to erase it.": Under the full screen's permanent lock.
  case permanentLockHint = "cli.permanentLockHint"
  /// "Canceled: not unlocked.": Esc at the full screen of `unlock`.
  case cancelledNotUnlocked = "cli.cancelledNotUnlocked"
  /// "Canceled: nothing was changed.": Esc at the full screen of `set`, `change` or `remove`.
  case cancelledNothingChanged = "cli.cancelledNothingChanged"
  /// "Canceled: the form was not submitted.": Esc in `passcode form`.
  case cancelledForm = "cli.cancelledForm"
  /// `reset`'s confirmation declined: "Canceled: nothing was erased, since the answer was not
  /// yes."
  case cancelledReset = "cli.cancelledReset"
  /// `reset --erase`'s question; `cli.typeYes` follows it: "Erase the passcode, its pepper and the
  /// failure count? This cannot be undone."
  case resetQuestion = "cli.resetQuestion"
  /// The prompt after a question; the answer is always the English word yes: "Type yes to confirm:"
  case typeYes = "cli.typeYes"
  /// "The passcode, its pepper and the failure count were erased.": After `reset --erase`.
  case resetDone = "cli.resetDone"
  /// "Passcode": A line prompt's label: the passcode.
  case promptPasscode = "cli.promptPasscode"
  /// "Current passcode": A line prompt's label: the current passcode.
  case promptCurrent = "cli.promptCurrent"
  /// "New passcode": A line prompt's label: the new passcode.
  case promptNew = "cli.promptNew"
  /// "Confirmation of the new passcode": A line prompt's label: the new passcode again.
  case promptConfirmation = "cli.promptConfirmation"
  /// When the terminal's echo cannot be switched off; `cli.pipeInstead` follows: "The terminal's
  /// echo could not be switched off, so no passcode was read."
  case echoFailed = "cli.echoFailed"
  /// A warning at start when core dumps stay on (MEM-3): "Warning: core dumps could not be turned
  /// off; a crash could write memory that holds the passcode to a core file."
  case coreDumps = "cli.coreDumps"
  /// After a numeric passcode of another length than the format's; `%1$d` is the length typed
  /// (4 to 12): "To use a %1$d-digit code instead, pass --format numeric:%1$d."
  case otherLength = "cli.otherLength"
  /// `reset --erase` where there is nothing of a store; `%1$@` is the store directory: "There
  /// is no passcode store at %1$@, so nothing was erased." (LOCK-5)
  case noStoreAt = "cli.noStoreAt"
  /// After ``cliNoStoreAt``: "If the passcode is stored elsewhere, give its directory with
  /// --store."
  case giveStoreDirectory = "cli.giveStoreDirectory"
  /// After a store directory whose path is not valid UTF-8; `%1$@` is where the path came
  /// from (`--store`, `$PASSCODE_STORE_DIR`, `$HOME`): "The store directory from %1$@ is not
  /// valid UTF-8 text, so it cannot be used: nothing was read or written. Give a directory
  /// whose path is valid UTF-8 with --store."
  case storePathNotUTF8 = "cli.storePathNotUTF8"
  /// The line input ended early; `%1$d` is the line missing, `%2$@` its prompt's label
  /// (``cliPromptNew``…), `%3$d` the lines the command reads: "The input ended before line
  /// %1$d (%2$@) was read: this command reads %3$d lines."; plural on `%3$d`.
  case inputEnded = "cli.inputEnded"
  /// "The input could not be read (%1$@)."; `%1$@` is the system's reason.
  case inputUnreadable = "cli.inputUnreadable"
  /// The answer could not be written to stdout (status 74); `%1$@` is the system's reason:
  /// "The answer could not be written to standard output (%1$@). Send the output somewhere
  /// that can take it, such as a file on a disk with free space."
  case answerNotWritten = "cli.answerNotWritten"
  /// `render -o FILE` could not write it (status 74); `%1$@` is the file, `%2$@` the system's
  /// reason: "%1$@ could not be written (%2$@). Check that its directory exists, that you may
  /// write there and that the disk has free space."
  case fileNotWritten = "cli.fileNotWritten"
  /// `passcode form` with neither a screen nor lines on stdin: "`passcode form` needs a
  /// terminal that can show it (TERM set and not dumb), or name=value lines on stdin."
  case formNeedsTerminal = "cli.formNeedsTerminal"
  /// A `form` input line over the limit; `%1$d` is the line's number, `%2$d` the limit: "Line
  /// %1$d is longer than %2$d bytes."; plural on `%2$d`.
  case formLineTooLong = "cli.formLineTooLong"
  /// A `form` input line without `=`; `%1$d` is its number: "Line %1$d is not name=value:
  /// write username=, password= or phone=."
  case formNotNameValue = "cli.formNotNameValue"
  /// A `form` input line naming no field; `%1$d` is its number, `%2$@` the name it gives,
  /// `%3$@` the field names: "Line %1$d names no field of the form (%2$@). Use %3$@."
  case formUnknownField = "cli.formUnknownField"
  /// "Passcode: set (%1$@)"; `%1$@` is the format's name (``numericCode``…).
  case statusSet = "cli.statusSet"
  /// "Wrong attempts: %1$d of %2$d"; `%1$d` is the failure count, `%2$d` the limit.
  case statusFailures = "cli.statusFailures"
  /// "Next attempt: now".
  case statusNextNow = "cli.statusNextNow"
  /// "Next attempt: in %1$@"; `%1$@` is a duration such as `1 minute`.
  case statusNextIn = "cli.statusNextIn"
  /// "Next attempt: never": the permanent lock.
  case statusNextNever = "cli.statusNextNever"
  /// "Device binding: %1$@"; `%1$@` is ``cliBindingSecureEnclave``, ``cliBindingSoftware``
  /// or ``cliBindingNone`` (DEV-1).
  case statusBinding = "cli.statusBinding"
  /// "Secure Enclave (each guess needs this device)".
  case bindingSecureEnclave = "cli.bindingSecureEnclave"
  /// "software key in the store (not hardware-bound)".
  case bindingSoftware = "cli.bindingSoftware"
  /// "none (plain PBKDF2 record; upgraded after the next correct passcode)".
  case bindingNone = "cli.bindingNone"
  /// "Data key: %1$@"; `%1$@` is ``dataKeyPasscode``, ``dataKeyDeviceOnly`` or
  /// ``dataKeyNone`` (DATA-1, DATA-4).
  case statusDataKey = "cli.statusDataKey"
  /// "protected by the passcode (available only while unlocked)".
  case dataKeyPasscode = "cli.dataKeyPasscode"
  /// "protected by this device alone (no passcode is set)".
  case dataKeyDeviceOnly = "cli.dataKeyDeviceOnly"
  /// "none yet (made at the next correct passcode)".
  case dataKeyNone = "cli.dataKeyNone"
  /// "Refusing to write sealed or opened data to a terminal…" (`-o -` on a terminal).
  case sealNotToATerminal = "cli.sealNotToATerminal"
  /// "%1$@ is not a file sealed by passcode…".
  case sealNotSealed = "cli.sealNotSealed"
  /// "%1$@ was sealed in format %2$d by a newer version…".
  case sealNewerVersion = "cli.sealNewerVersion"
  /// "%1$@ was changed, cut short or put together from other files…" (DATA-5).
  case sealTampered = "cli.sealTampered"
  /// "%1$@ is too large to seal in one file…".
  case sealTooLarge = "cli.sealTooLarge"
  /// FILE's path is not valid UTF-8 (66, before the passcode): "The path of the file to read is
  /// not valid UTF-8 text…" (FILE-4).
  case sealInputNotUTF8 = "cli.sealInputNotUTF8"
  /// OUT's path is not valid UTF-8 (74, before the passcode): "The path given with -o is not
  /// valid UTF-8 text…" (FILE-4).
  case sealOutputNotUTF8 = "cli.sealOutputNotUTF8"
  /// FILE cannot be opened (66, before the passcode); `%1$@` is the path, `%2$@` a
  /// `cli.reason.*` phrase: "%1$@ cannot be read (%2$@): nothing was asked or written."
  case sealInputUnreadable = "cli.sealInputUnreadable"
  /// "%1$@ is a directory, not a file: …" (66, before the passcode; FILE-1).
  case sealInputDirectory = "cli.sealInputDirectory"
  /// "%1$@ is a device, not a file: …" (66, before the passcode; FILE-1).
  case sealInputDevice = "cli.sealInputDevice"
  /// `open` from a pipe to stdout, a pipe or a device (64, before the passcode): "%1$@ is a
  /// pipe, which can be read only once, …" (FILE-1).
  case sealInputPipe = "cli.sealInputPipe"
  /// FILE failed while it was read (66, after the passcode); `%1$@` is the path, `%2$@` a
  /// `cli.reason.*` phrase: "%1$@ could not be read to its end (%2$@)."
  case sealReadFailed = "cli.sealReadFailed"
  /// OUT cannot be created or opened (74, before the passcode); `%1$@` is the path (or its
  /// directory), `%2$@` a `cli.reason.*` phrase: "%1$@ cannot be written (%2$@): …"
  case sealOutputUnwritable = "cli.sealOutputUnwritable"
  /// "%1$@ is a directory: give the name of a file. …" (74, before the passcode; FILE-2).
  case sealOutputDirectory = "cli.sealOutputDirectory"
  /// "%1$@ is a symbolic link that leads neither to a named pipe nor to a device, …" (74,
  /// before the passcode; FILE-2).
  case sealOutputLink = "cli.sealOutputLink"
  /// "%1$@ is neither a file, a named pipe nor a character device: …" (74, before the
  /// passcode; FILE-2).
  case sealOutputNotAFile = "cli.sealOutputNotAFile"
  /// "Standard output is closed, so nothing could be written there: …" (`-o -`, 74, before
  /// the passcode; FILE-2).
  case sealStdoutClosed = "cli.sealStdoutClosed"
  /// OUT failed while it was written (74); `%1$@` is the path, `%2$@` a `cli.reason.*`
  /// phrase: "%1$@ could not be written (%2$@)."; ``sealNothingWritten`` or
  /// ``sealPartlyWritten`` follows.
  case sealWriteFailed = "cli.sealWriteFailed"
  /// "Nothing was written there.": after a failure that left the output as it was.
  case sealNothingWritten = "cli.sealNothingWritten"
  /// "What was already written there is incomplete.": after a failure once part of the output
  /// had gone to stdout, a pipe or a device.
  case sealPartlyWritten = "cli.sealPartlyWritten"
  /// A format version no passcode wrote (0; 6); `%1$@` is the path, `%2$d` the version:
  /// "%1$@ names format %2$d, which is not a format of passcode: …"
  case sealUnknownVersion = "cli.sealUnknownVersion"
  /// `open` to stdout, a pipe or a device: the file checked whole failed as it was opened (6):
  /// "%1$@ changed while it was being opened: …"; ``sealPartlyWritten`` follows.
  case sealChanged = "cli.sealChanged"
  /// FILE is the very file stdout writes to (64, before the passcode): "%1$@ is also standard
  /// output, so the command would read what it writes: …" (FILE-1).
  case sealInputIsOutput = "cli.sealInputIsOutput"

  /// The system's reasons for the C library's error numbers, as phrases in parentheses, in
  /// the terminal's language (``SystemReason``): never `strerror`'s English in a line of
  /// another language.
  case reasonENOENT = "cli.reason.ENOENT"
  case reasonEACCES = "cli.reason.EACCES"
  case reasonEPERM = "cli.reason.EPERM"
  case reasonENOSPC = "cli.reason.ENOSPC"
  case reasonEDQUOT = "cli.reason.EDQUOT"
  case reasonEROFS = "cli.reason.EROFS"
  case reasonEIO = "cli.reason.EIO"
  case reasonEISDIR = "cli.reason.EISDIR"
  case reasonENOTDIR = "cli.reason.ENOTDIR"
  case reasonEPIPE = "cli.reason.EPIPE"
  case reasonEBADF = "cli.reason.EBADF"
  case reasonENAMETOOLONG = "cli.reason.ENAMETOOLONG"
  case reasonELOOP = "cli.reason.ELOOP"
  case reasonEFBIG = "cli.reason.EFBIG"
  case reasonENXIO = "cli.reason.ENXIO"
  case reasonENOTSUP = "cli.reason.ENOTSUP"
  case reasonEEXIST = "cli.reason.EEXIST"
  /// Any other error number; `%1$d` is it: "system error %1$d".
  case reasonOther = "cli.reason.other"

  /// A `bench` command run from a debug build; `%1$@` is the benchmark (`seal`): "This is a
  /// debug build, which runs unoptimized code; for figures worth comparing, run `swift run -c
  /// release passcode bench %1$@`."
  case benchDebugBuild = "cli.benchDebugBuild"
  /// `bench seal` without OpenSSL to compare with: "OpenSSL's AES-256-GCM was not measured:
  /// neither `openssl speed` nor python3 with the cryptography package could be run."
  case benchOpenSSLSkipped = "cli.benchOpenSSLSkipped"
  /// `bench seal --file-mebibytes` could not write, seal or open its files (status 74); `%1$@`
  /// is the file or folder, `%2$@` the system's reason: "The file measurement failed at %1$@
  /// (%2$@). Set TMPDIR to a folder with room for twice the file, or leave out
  /// --file-mebibytes."
  case benchFileFailed = "cli.benchFileFailed"

  static let table = "PasscodeCLI"

  /// The command's resource bundle beside the binary (`PasscodeKit_passcode.resources`).
  static var tablesFolder: URL? { PasscodeResources.folder(ofBundleNamed: bundleNames) }

  /// The bundle's names, in the order they are tried: what SwiftPM builds on Linux, then on
  /// Apple platforms.
  static let bundleNames = ["PasscodeKit_passcode.resources", "PasscodeKit_passcode.bundle"]
}
