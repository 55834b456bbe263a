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
      writes FILE sealed (AES-256-GCM in authenticated chunks) to OUT, atomically: OUT is \
      whole or untouched. `-o -` writes to stdout, only when stdout is not a terminal. A \
      wrong passcode writes nothing.

      """ + DataCommand.exitStatuses)

  @OptionGroup var store: StoreOptions
  @OptionGroup var screen: ScreenOptions
  @Argument(help: ArgumentHelp("The file to seal.", valueName: "file")) var file: String
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
      Asks for the passcode as `seal` does, then writes FILE's plaintext to OUT atomically. \
      A sealed file that was changed, cut short, reordered or put together from others is \
      refused whole (exit 6) and nothing is written; with `-o -` (stdout, only when it is \
      not a terminal) the whole file is checked before the first byte is written.

      """ + DataCommand.exitStatuses)

  @OptionGroup var store: StoreOptions
  @OptionGroup var screen: ScreenOptions
  @Argument(help: ArgumentHelp("The sealed file.", valueName: "file")) var file: String
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Where to write the opened file; - for stdout.", valueName: "out"))
  var output: String

  func outcome() async throws -> CommandExit {
    try await DataCommand(store: store, screen: screen, input: file, output: output).run(.open)
  }
}

/// The work of `seal` and `open`: arguments checked before anything is asked, the passcode
/// asked once, the data key taken, the file written whole or not at all.
struct DataCommand {
  enum Direction { case seal, open }

  var store: StoreOptions
  var screen: ScreenOptions
  var input: String
  var output: String

  static let exitStatuses = """
    Exit status: 0 written; 1, 2, 3 as `verify` (nothing written); 4 the store is damaged or \
    unreadable; 5 no passcode and no data key; 6 the sealed file is not sealed data, was \
    sealed by a newer version, or was changed (nothing written); 64 usage (`-o -` to a \
    terminal); 66 FILE cannot be read; 74 OUT cannot be written.
    """

  func run(_ direction: Direction) async throws -> CommandExit {
    let toStdout = output == "-"
    if toStdout, isatty(STDOUT_FILENO) == 1 {
      throw CommandExit(.usage, [LocalizedText(CLIKey.sealNotToATerminal)])
    }
    // A file that cannot be read costs no attempt: it is checked before the passcode.
    guard FileManager.default.isReadableFile(atPath: input) else {
      throw CommandExit(.inputUnreadable, [LocalizedText(CLIKey.sealCannotRead, .verbatim(input))])
    }
    // Nor does a file that is not sealed data at all: its first bytes say so.
    if direction == .open, !Self.startsLikeSealedData(input) {
      throw CommandExit(SealError.notSealed, input: input, output: output)
    }
    let lock = try store.lock()
    let key = try await unlockedDataKey(lock)
    defer {
      key.removeAll()
    }
    await lock.lockDataKey()
    let sealer: DataSealer
    do {
      sealer = try DataSealer(key: key)
    } catch {
      throw CommandExit(
        .storeUnusable, [LocalizedText(error: StoreError.damaged(.dataKeyUnopenable))])
    }
    let source = URL(fileURLWithPath: input)
    do {
      switch (direction, toStdout) {
      case (.seal, false): try sealer.seal(fileAt: source, to: URL(fileURLWithPath: output))
      case (.open, false): try sealer.open(fileAt: source, to: URL(fileURLWithPath: output))
      case (.seal, true): try Self.sealToStdout(sealer, source)
      case (.open, true):
        // Checked whole first: never half a plaintext on a pipe.
        try sealer.authenticate(fileAt: source)
        try sealer.open(fileAt: source, writingTo: Self.writeToStdout)
      }
    } catch let error as SealError {
      throw CommandExit(error, input: input, output: output)
    }
    return .success()
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
      return try await lock.dataKey()
    } catch let error as DataKeyError {
      throw CommandExit(error)
    }
  }

  /// Whether the file at `path` starts with the sealed-data magic (`PKSEAL`); the whole
  /// header and every chunk are checked when it is opened.
  private static func startsLikeSealedData(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return true }
    defer { try? handle.close() }
    let start = handle.readData(ofLength: 6)
    return start == Data("PKSEAL".utf8)
  }

  /// Seals to a private temporary file, then copies it to stdout: the sealer writes files.
  private static func sealToStdout(_ sealer: DataSealer, _ source: URL) throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
      "passcode-seal-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    try sealer.seal(fileAt: source, to: temporary)
    guard let handle = FileHandle(forReadingAtPath: temporary.path) else {
      throw SealError.readFailed(path: temporary.path, errno: errno)
    }
    defer { try? handle.close() }
    while true {
      let chunk = handle.readData(ofLength: 1 << 16)
      if chunk.isEmpty { break }
      try chunk.withUnsafeBytes { try writeToStdout($0) }
    }
  }

  /// Writes all of `bytes` to stdout, or throws ``ExitStatus/outputFailed``.
  private static func writeToStdout(_ bytes: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < bytes.count {
      let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw CommandExit(.outputFailed, [LocalizedText(CLIKey.sealCannotWrite, .verbatim("-"))])
      }
      offset += written
    }
  }
}

extension CommandExit {
  /// What `seal` and `open` say when the sealed data or a file fails them.
  init(_ error: SealError, input: String, output: String) {
    switch error {
    case .notSealed:
      self.init(.sealedDataRefused, [LocalizedText(CLIKey.sealNotSealed, .verbatim(input))])
    case .unsupportedVersion(let version):
      self.init(
        .sealedDataRefused,
        [LocalizedText(CLIKey.sealNewerVersion, .verbatim(input), .number(Int(version)))])
    case .tampered:
      self.init(.sealedDataRefused, [LocalizedText(CLIKey.sealTampered, .verbatim(input))])
    case .tooLarge:
      self.init(.invalidInput, [LocalizedText(CLIKey.sealTooLarge, .verbatim(input))])
    case .invalidKey:
      self.init(.storeUnusable, [LocalizedText(error: StoreError.damaged(.dataKeyUnopenable))])
    case .readFailed(let path, _):
      self.init(.inputUnreadable, [LocalizedText(CLIKey.sealCannotRead, .verbatim(path))])
    case .writeFailed(let path, _):
      self.init(.outputFailed, [LocalizedText(CLIKey.sealCannotWrite, .verbatim(path))])
    }
  }

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
