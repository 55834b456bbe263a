import ArgumentParser
import Foundation
@_spi(Skins) import PasscodeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `passcode seal FILE -o OUT`: seals a file under the store's data key (DATA-5).
struct SealCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "seal",
    abstract: "Seal a file under the data key the passcode protects.",
    discussion: """
      Asks for the passcode once (the full screen or the keypad on a terminal, one line on \
      stdin otherwise), counted like `verify` and refused during a lockout; with no passcode \
      set and the data key kept by the device alone (after `remove`), it asks nothing. Then \
      writes FILE sealed (AES-256-GCM in authenticated chunks) to OUT. A wrong passcode \
      writes nothing.

      """ + "\n" + DataCommand.files + "\n\n" + DataCommand.exitStatuses)

  @OptionGroup var store: StoreOptions
  @OptionGroup var screen: ScreenOptions
  @Argument(
    help: ArgumentHelp(
      "The file to seal; /dev/stdin or a pipe is read as it comes.", valueName: "file"))
  var file: String
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Where to write the sealed file; - for stdout.", valueName: "out"))
  var output: String

  func outcome() async throws -> CommandExit {
    try await DataCommand(store: store, screen: screen, input: file, output: output).run(.seal)
  }
}

/// `passcode open FILE -o OUT`: opens a file `passcode seal` wrote (DATA-5).
struct OpenCommand: ExitingCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open a file sealed by `passcode seal`.",
    discussion: """
      Asks for the passcode as `seal` does, then writes FILE's plaintext to OUT. A sealed \
      file that was changed, cut short, reordered or put together from others is refused \
      whole (exit 6) and nothing is written: a file OUT is put in place only once every chunk \
      authenticated, and to stdout, a named pipe or a device (which cannot take back what \
      they got) the whole of FILE is checked first, then opened from the same open file. A \
      pipe can be read only once, so it cannot be checked first: `open` from a pipe or a \
      named pipe writes to a file only, and refuses -o -, a named pipe or a device as OUT \
      before asking for the passcode (exit 64). A file whose header says it is not sealed \
      data is refused before the passcode too.

      """ + "\n" + DataCommand.files + "\n\n" + DataCommand.exitStatuses)

  @OptionGroup var store: StoreOptions
  @OptionGroup var screen: ScreenOptions
  @Argument(
    help: ArgumentHelp(
      "The sealed file; /dev/stdin or a pipe is read as it comes.", valueName: "file"))
  var file: String
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Where to write the opened file; - for stdout.", valueName: "out"))
  var output: String

  func outcome() async throws -> CommandExit {
    try await DataCommand(store: store, screen: screen, input: file, output: output).run(.open)
  }
}

/// The work of `seal` and `open`: FILE and OUT examined and made ready before anything is
/// asked (FILE-1, FILE-2, FILE-4), the passcode asked once, the data key taken, the output
/// written whole or not at all (FILE-3).
struct DataCommand {
  enum Direction { case seal, open }

  var store: StoreOptions
  var screen: ScreenOptions
  var input: String
  var output: String

  /// What `seal` and `open` do with each kind of file, for `--help`.
  static let files = """
    FILE is opened once and read through that one open file. A directory or a device is \
    refused before the passcode (exit 66). /dev/stdin, a pipe (<(...)) or a named pipe is \
    read as it comes; FILE that is stdin itself is read from where stdin stands after the \
    passcode's line. OUT: a new name or a regular file is written atomically (on Linux an \
    unnamed file linked to its name when complete; a file replaced is renamed over, and a \
    copy a kill leaves under .OUT.pktmp.* is deleted by the next seal or open into that \
    folder); - is stdout, written a chunk at a time, only when it is not a terminal; a named \
    pipe or a character device, or a symbolic link to one, is written into, never replaced \
    (a full device is exit 74). A directory, any other symbolic link, a block device or a \
    socket as OUT, a closed stdout, and a path that is not valid UTF-8 are refused before the \
    passcode.
    """

  static let exitStatuses = """
    Exit status: 0 written; 1, 2, 3 as `verify` (nothing written); 4 the store is damaged or \
    unreadable; 5 no passcode and no data key; 6 the sealed file is not sealed data, names a \
    format passcode does not read, or was changed (nothing written); 64 usage (`-o -` to a \
    terminal; `open` from a pipe to anything but a file); 66 FILE cannot be read, is a \
    directory or a device, or its path is not UTF-8; 74 OUT cannot be written.
    """

  func run(_ direction: Direction) async throws -> CommandExit {
    // Paths are bytes: one that is not UTF-8 would be read as another (FILE-4).
    if RawText.isRepairedArgument(input) {
      throw CommandExit(.inputUnreadable, [LocalizedText(CLIKey.sealInputNotUTF8)])
    }
    if output != "-", RawText.isRepairedArgument(output) {
      throw CommandExit(.outputFailed, [LocalizedText(CLIKey.sealOutputNotUTF8)])
    }
    if output == "-", isatty(STDOUT_FILENO) == 1 {
      throw CommandExit(.usage, [LocalizedText(CLIKey.sealNotToATerminal)])
    }
    // FILE and OUT are examined before anything is asked: what cannot be read or written
    // costs no attempt.
    let source = try DataInput(path: input)
    let sink = try DataOutput(path: output)
    defer { sink.discard() }
    // `seal f -o - >> f` would read what it writes, for ever.
    if sink.isStandardOutput, source.isSameFile(as: STDOUT_FILENO) {
      throw CommandExit(.usage, [LocalizedText(CLIKey.sealInputIsOutput, .verbatim(input))])
    }
    if direction == .open, sink.isStream, source.kind == .stream {
      throw CommandExit(.usage, [LocalizedText(CLIKey.sealInputPipe, .verbatim(input))])
    }
    // Nor does a file that is not sealed data: its header says so. (Stdin is read after the
    // passcode's line.)
    if direction == .open, !source.isStandardInput { try checkHeader(source, sink) }

    let lock = try store.lock()
    let key = try await unlockedDataKey(lock)
    defer {
      key.removeAll()
    }
    await lock.dataKey.lock()
    let sealer: DataSealer
    do {
      sealer = try DataSealer(key: key)
    } catch {
      throw CommandExit(
        .storeUnusable, [LocalizedText(error: StoreError.damaged(.dataKeyUnopenable))])
    }
    source.beginReading()
    if direction == .open, source.isStandardInput { try checkHeader(source, sink) }
    do {
      switch direction {
      case .seal:
        try sink.prepare()
        try sealer.seal(reading: source.read(into:), writing: sink.write)
      case .open where sink.isStream:
        // What cannot be taken back gets nothing until the whole file authenticated; then the
        // same open file is opened again from its start.
        try sealer.open(reading: source.read(into:), writing: { _ in })
        source.rewind()
        try sink.prepare()
        try sealer.open(reading: source.read(into:), writing: sink.write)
      case .open:
        try sink.prepare()
        try sealer.open(reading: source.read(into:), writing: sink.write)
      }
      try sink.commit()
    } catch let error as SealError {
      throw Self.outcome(error, source, sink)
    } catch let failure as DataInput.ReadFailure {
      throw Self.readFailure(failure.code, source, sink)
    } catch let failure as DataOutput.WriteFailure {
      throw Self.writeFailure(failure.code, sink)
    }
    return .success()
  }

  /// Refuses FILE when its first bytes say it is not sealed data passcode reads (6).
  private func checkHeader(_ source: DataInput, _ sink: DataOutput) throws {
    do {
      try DataSealer.checkHeader(try source.header())
    } catch let error as SealError {
      throw Self.outcome(error, source, sink)
    } catch let failure as DataInput.ReadFailure {
      throw Self.readFailure(failure.code, source, sink)
    }
  }

  /// The data key after the passcode was accepted — or, with no passcode set, the one the
  /// device alone keeps (DATA-4).
  private func unlockedDataKey(_ lock: PasscodeLock) async throws -> SecretBuffer {
    let status = try await lock.status()
    if status.isSet {
      let answer = try await PasscodeFlows(lock: lock, screen: screen.flows)
        .verify(interactive: true)
      guard answer.status == .success else { throw answer }
    } else if status.dataProtection != .deviceOnly {
      throw CommandExit(PasscodeError.notSet)
    }
    do {
      return try await lock.dataKey.key()
    } catch let error as DataKeyError {
      throw CommandExit(error)
    }
  }

  /// FILE failed while it was read (66), and what that left of OUT.
  static func readFailure(_ code: Int32, _ source: DataInput, _ sink: DataOutput) -> CommandExit {
    CommandExit(
      .inputUnreadable,
      [
        LocalizedText(CLIKey.sealReadFailed, .verbatim(source.path), SystemReason.phrase(code)),
        sink.aftermath,
      ])
  }

  /// OUT failed while it was written (74), and what that left of it.
  static func writeFailure(_ code: Int32, _ sink: DataOutput) -> CommandExit {
    guard !sink.isStandardOutput else {
      let partly = sink.bytesWritten > 0 ? [sink.aftermath] : []
      return CommandExit(
        .outputFailed, [LocalizedText(CLIKey.answerNotWritten, SystemReason.phrase(code))] + partly)
    }
    return CommandExit(
      .outputFailed,
      [
        LocalizedText(CLIKey.sealWriteFailed, .verbatim(sink.path), SystemReason.phrase(code)),
        sink.aftermath,
      ])
  }

  /// What `seal` and `open` say when the sealed data or a file fails them.
  static func outcome(_ error: SealError, _ source: DataInput, _ sink: DataOutput) -> CommandExit {
    let path = source.path
    switch error {
    case .notSealed:
      return CommandExit(.sealedDataRefused, [LocalizedText(CLIKey.sealNotSealed, .verbatim(path))])
    case .unsupportedVersion(let version):
      // Format 0 was never written: it is not a newer passcode's file.
      let key = version == 0 ? CLIKey.sealUnknownVersion : .sealNewerVersion
      return CommandExit(
        .sealedDataRefused, [LocalizedText(key, .verbatim(path), .number(Int(version)))])
    case .tampered where sink.bytesWritten > 0:
      // Checked whole, then changed where it lies before the opening reached the change.
      return CommandExit(
        .sealedDataRefused, [LocalizedText(CLIKey.sealChanged, .verbatim(path)), sink.aftermath])
    case .tampered:
      return CommandExit(.sealedDataRefused, [LocalizedText(CLIKey.sealTampered, .verbatim(path))])
    case .tooLarge:
      return CommandExit(.invalidInput, [LocalizedText(CLIKey.sealTooLarge, .verbatim(path))])
    case .invalidKey:
      return CommandExit(
        .storeUnusable, [LocalizedText(error: StoreError.damaged(.dataKeyUnopenable))])
    case .readFailed(_, let code):
      return readFailure(code, source, sink)
    case .writeFailed(_, let code):
      return writeFailure(code, sink)
    }
  }
}

extension CommandExit {
  /// What `seal` and `open` say when the data key cannot be had.
  init(_ error: DataKeyError) {
    switch error {
    case .store(let failure): self.init(PasscodeError.store(failure))
    case .noDataKey, .unsupported:
      self.init(.notSet, [LocalizedText(error: error)])
    case .locked, .notReady, .passcodeNeeded:
      self.init(.storeUnusable, [LocalizedText(error: error)])
    }
  }
}
