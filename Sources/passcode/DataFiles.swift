import Foundation
@_spi(Skins) import PasscodeCore
@_spi(Files) import PasscodeEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `seal` or `open` reads (FILE-1): opened once, its kind decided by `fstat` of that
/// very descriptor, and every byte of it — the header checked before the passcode, the check
/// of the whole, the opening — read through it, so that no other file can take its place
/// meanwhile.
///
/// - A directory or a device is refused before the passcode (66).
/// - A regular file is read with `pread` from where its data starts: it can be read twice (a
///   check of the whole, then the opening).
/// - A named pipe, a pipe or a socket is a stream, read once as it comes; a named pipe opened
///   before any writer has is waited on, as `cat` waits.
/// - The same open file as stdin (`/dev/stdin`, or its path) is read through stdin itself, from
///   where stdin stands once the passcode's line was read from it.
final class DataInput {
  enum Kind {
    /// A regular file: read from an offset, so it can be read again.
    case regular
    /// A pipe, a named pipe or a socket: read once, as it comes.
    case stream
  }

  /// Why the data could not be read, once reading began: the C library's error number.
  struct ReadFailure: Error {
    let code: Int32
  }

  /// FILE as given, for messages.
  let path: String
  let kind: Kind
  /// Whether FILE is the same open file as stdin, which is then read itself.
  let isStandardInput: Bool
  private let descriptor: Int32
  /// A named pipe that no writer may have opened yet (the first read waits for one).
  private var waitsForWriter: Bool
  /// Bytes of a stream read before the passcode (its header), handed out first.
  private var readAhead: [UInt8] = []
  /// Where the data starts in a regular file, and where the next read begins.
  private var start: off_t = 0
  private var offset: off_t = 0

  /// Opens FILE and decides what it is.
  ///
  /// - Throws: a ``CommandExit`` (66) for a file that cannot be opened, a directory or a
  ///   device: nothing was asked.
  init(path: String) throws {
    self.path = path
    // Without waiting for a writer (a named pipe) or taking a terminal.
    let opened = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard opened >= 0 else { throw Self.refusal(.sealInputUnreadable, path, errno) }
    var info = stat()
    guard fstat(opened, &info) == 0 else {
      let code = errno
      close(opened)
      throw Self.refusal(.sealInputUnreadable, path, code)
    }
    let fileKind = info.st_mode & S_IFMT
    if fileKind == S_IFDIR || fileKind == S_IFCHR || fileKind == S_IFBLK {
      close(opened)
      throw Self.refusal(fileKind == S_IFDIR ? .sealInputDirectory : .sealInputDevice, path)
    }
    var standard = stat()
    if !Output.closedAtStart.contains(STDIN_FILENO), fstat(STDIN_FILENO, &standard) == 0,
      standard.st_dev == info.st_dev, standard.st_ino == info.st_ino
    {
      close(opened)
      descriptor = STDIN_FILENO
      isStandardInput = true
      kind = standard.st_mode & S_IFMT == S_IFREG ? .regular : .stream
      waitsForWriter = false
    } else {
      descriptor = opened
      isStandardInput = false
      kind = fileKind == S_IFREG ? .regular : .stream
      waitsForWriter = fileKind == S_IFIFO
      // Reads wait for data from now on.
      _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
    }
  }

  deinit {
    if !isStandardInput { close(descriptor) }
  }

  /// The CLI's refusal of FILE before the passcode (66), with the system's reason when
  /// `code` is given.
  private static func refusal(_ key: CLIKey, _ path: String, _ code: Int32? = nil) -> CommandExit {
    var text = LocalizedText(key, .verbatim(path))
    if let code { text.arguments.append(SystemReason.phrase(code)) }
    return CommandExit(.inputUnreadable, [text])
  }

  /// Whether `descriptor` (stdout) is the same open file as FILE's.
  func isSameFile(as other: Int32) -> Bool {
    var mine = stat()
    var theirs = stat()
    return fstat(descriptor, &mine) == 0 && fstat(other, &theirs) == 0
      && mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
  }

  /// Marks where the data starts: where stdin stands now, when FILE is stdin (after the
  /// passcode's line, if one was read from it); the start of any other file.
  func beginReading() {
    guard kind == .regular else { return }
    if isStandardInput { start = max(0, lseek(descriptor, 0, SEEK_CUR)) }
    offset = start
  }

  /// Reads the data again from its first byte (a regular file only).
  func rewind() {
    precondition(kind == .regular, "only a regular file is read twice")
    offset = start
  }

  /// The first bytes of the data (up to a sealed file's header), for the checks that need no
  /// key; a stream keeps them, to hand them out again first.
  ///
  /// - Throws: ``ReadFailure``.
  func header() throws -> Data {
    let byteCount = 28
    switch kind {
    case .regular:
      var bytes = [UInt8](repeating: 0, count: byteCount)
      let count = try bytes.withUnsafeMutableBytes { buffer in
        var filled = 0
        while filled < buffer.count {
          let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
          if count == 0 { break }
          filled += count
        }
        return filled
      }
      offset = start
      return Data(bytes[0..<count])
    case .stream:
      var bytes = [UInt8](repeating: 0, count: byteCount)
      while readAhead.count < byteCount {
        let count = try bytes.withUnsafeMutableBytes {
          try readStream(
            UnsafeMutableRawBufferPointer(rebasing: $0[..<(byteCount - readAhead.count)]))
        }
        if count == 0 { break }
        readAhead += bytes[0..<count]
      }
      return Data(readAhead)
    }
  }

  /// Puts the next bytes of the data at the start of `buffer`; returns how many, 0 at the end
  /// (the engine's reader, ``DataSealer/seal(associatedData:reading:writing:)``).
  ///
  /// - Throws: ``ReadFailure``.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    if !readAhead.isEmpty {
      let count = min(buffer.count, readAhead.count)
      readAhead.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: count) }
      readAhead.removeFirst(count)
      return count
    }
    switch kind {
    case .regular:
      while true {
        let count = pread(descriptor, base, buffer.count, offset)
        if count >= 0 {
          offset += off_t(count)
          return count
        }
        if errno != EINTR { throw ReadFailure(code: errno) }
      }
    case .stream:
      return try readStream(buffer)
    }
  }

  /// Reads a stream, waiting for its data (and for a writer, the first time for a named pipe).
  private func readStream(_ buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    if waitsForWriter {
      // Until a writer opens the pipe, a read finds its end at once; `poll` waits for data, or
      // for a writer that came and went.
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      while poll(&ready, 1, -1) < 0, errno == EINTR {}
      waitsForWriter = false
    }
    while true {
      let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK:
        // A stdin another process left non-blocking.
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
      default: throw ReadFailure(code: errno)
      }
    }
  }
}

/// Where `seal` or `open` writes (FILE-2, FILE-3), decided before the passcode, so that an
/// output that cannot be written costs no attempt:
///
/// - `-`: stdout, written a chunk at a time; refused when it is a terminal (64) or was closed
///   when the process started (74).
/// - A new name or a regular file: written atomically by the engine's ``AtomicFileWriter``,
///   whose temporary file is made now (in OUT's directory: a directory that cannot be written
///   is refused now) and put in place only once everything was written.
/// - A named pipe or a character device, or a symbolic link to one: written into, never
///   replaced — a device is opened now (a terminal is refused, 64), a named pipe once the
///   passcode was accepted (waiting for a reader, as any writer to a pipe does).
/// - A directory, a symbolic link to anything else, a block device or a socket: refused (74).
final class DataOutput {
  private enum Target {
    case standardOutput
    case file(AtomicFileWriter)
    /// A named pipe or a character device; its descriptor once opened, else -1.
    case stream(path: String, descriptor: Int32)
  }

  /// Why the output could not be written: the C library's error number.
  struct WriteFailure: Error {
    let code: Int32
  }

  /// OUT as given (`-` for stdout), for messages.
  let path: String
  private var target: Target
  /// Bytes handed to a stream output so far (what cannot be taken back after a failure).
  private(set) var bytesWritten = 0

  /// Whether OUT is stdout.
  var isStandardOutput: Bool { path == "-" }
  /// Whether what is written goes out at once (stdout, a named pipe, a device) rather than to
  /// a file put in place at the end.
  var isStream: Bool {
    if case .file = target { return false }
    return true
  }

  /// Decides what OUT is and makes it ready, before the passcode.
  ///
  /// - Throws: a ``CommandExit``: 64 for a terminal, 74 for an output that cannot be written
  ///   or must not be replaced.
  init(path: String) throws {
    self.path = path
    if path == "-" {
      if isatty(STDOUT_FILENO) == 1 {
        throw CommandExit(.usage, [LocalizedText(CLIKey.sealNotToATerminal)])
      }
      if Output.closedAtStart.contains(STDOUT_FILENO) {
        throw CommandExit(.outputFailed, [LocalizedText(CLIKey.sealStdoutClosed)])
      }
      target = .standardOutput
      return
    }
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT else { throw Self.refusal(.sealOutputUnwritable, path, errno) }
      target = .file(try Self.writer(path))
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      target = .file(try Self.writer(path))
    case S_IFDIR:
      throw Self.refusal(.sealOutputDirectory, path)
    case S_IFIFO:
      target = .stream(path: path, descriptor: -1)
    case S_IFCHR:
      target = .stream(path: path, descriptor: try Self.openDevice(path))
    case S_IFLNK:
      // Followed only to a named pipe or a device, which are written into.
      var followed = stat()
      guard stat(path, &followed) == 0 else { throw Self.refusal(.sealOutputLink, path) }
      switch followed.st_mode & S_IFMT {
      case S_IFIFO: target = .stream(path: path, descriptor: -1)
      case S_IFCHR: target = .stream(path: path, descriptor: try Self.openDevice(path))
      default: throw Self.refusal(.sealOutputLink, path)
      }
    default:
      throw Self.refusal(.sealOutputNotAFile, path)
    }
  }

  deinit {
    discard()
  }

  /// The CLI's refusal of OUT before the passcode (74), with the system's reason when `code`
  /// is given.
  private static func refusal(_ key: CLIKey, _ path: String, _ code: Int32? = nil) -> CommandExit {
    var text = LocalizedText(key, .verbatim(path))
    if let code { text.arguments.append(SystemReason.phrase(code)) }
    return CommandExit(.outputFailed, [text])
  }

  /// The engine's atomic writer for `path`, its temporary file made now.
  private static func writer(_ path: String) throws -> AtomicFileWriter {
    do {
      return try AtomicFileWriter(replacing: URL(fileURLWithPath: path))
    } catch SealError.writeFailed(let failed, let code) {
      switch code {
      case EISDIR: throw refusal(.sealOutputDirectory, path)
      case ENOTSUP: throw refusal(.sealOutputNotAFile, path)
      default: throw refusal(.sealOutputUnwritable, failed, code)
      }
    }
  }

  /// Opens the character device at `path` for writing, now; refuses a terminal.
  private static func openDevice(_ path: String) throws -> Int32 {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw refusal(.sealOutputUnwritable, path, errno) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else {
      close(descriptor)
      throw refusal(.sealOutputNotAFile, path)
    }
    guard isatty(descriptor) == 0 else {
      close(descriptor)
      throw CommandExit(.usage, [LocalizedText(CLIKey.sealNotToATerminal)])
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }

  /// Opens a named pipe for writing, once the passcode was accepted: it waits for a reader,
  /// as any writer to a pipe does.
  ///
  /// - Throws: ``WriteFailure``, or a ``CommandExit`` (74) when what is there now is neither a
  ///   named pipe nor a device (nothing was written: it is opened without truncating).
  func prepare() throws {
    guard case .stream(let path, -1) = target else { return }
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw WriteFailure(code: errno) }
    var info = stat()
    guard fstat(descriptor, &info) == 0,
      info.st_mode & S_IFMT == S_IFIFO || info.st_mode & S_IFMT == S_IFCHR
    else {
      close(descriptor)
      throw Self.refusal(.sealOutputNotAFile, path)
    }
    target = .stream(path: path, descriptor: descriptor)
  }

  /// Writes all of `bytes` (the engine's writer).
  ///
  /// - Throws: ``WriteFailure``.
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    switch target {
    case .file(let writer):
      do {
        try writer.write(bytes)
      } catch SealError.writeFailed(_, let code) {
        throw WriteFailure(code: code)
      }
    case .standardOutput:
      try writeAll(STDOUT_FILENO, bytes)
    case .stream(_, let descriptor):
      try writeAll(descriptor, bytes)
    }
  }

  private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
      if written >= 0 {
        offset += written
        bytesWritten += written
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK:
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      default: throw WriteFailure(code: errno)
      }
    }
  }

  /// Puts a file in place (``AtomicFileWriter/commit()``); closes a named pipe or a device.
  ///
  /// - Throws: ``WriteFailure``.
  func commit() throws {
    switch target {
    case .file(let writer):
      do {
        try writer.commit()
      } catch SealError.writeFailed(_, let code) {
        throw WriteFailure(code: code)
      }
    case .stream(let path, let descriptor):
      target = .stream(path: path, descriptor: -1)
      if descriptor >= 0, close(descriptor) != 0, errno != EINTR {
        throw WriteFailure(code: errno)
      }
    case .standardOutput:
      break
    }
  }

  /// Deletes a file's temporary (the output stays as it was), or closes a pipe or a device.
  func discard() {
    switch target {
    case .file(let writer): writer.discard()
    case .stream(let path, let descriptor):
      if descriptor >= 0 { close(descriptor) }
      target = .stream(path: path, descriptor: -1)
    case .standardOutput: break
    }
  }

  /// What a failure left of the output: nothing (a file's temporary is deleted, and nothing
  /// had gone out), or an incomplete part on stdout, a pipe or a device.
  var aftermath: LocalizedText {
    LocalizedText(isStream && bytesWritten > 0 ? CLIKey.sealPartlyWritten : .sealNothingWritten)
  }
}
