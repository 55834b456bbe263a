@_spi(Skins) import PasscodeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every byte `passcode` writes goes through here, with `write(2)` straight to the descriptor:
/// never `FileHandle.write(_:)` (it traps when the write fails) and never stdio's buffer (its
/// failure shows only when the buffer is flushed at exit, where nobody looks).
///
/// There are two kinds of output, and a failed write means different things for each:
/// - **The answer** — what a command was run for: `status` and `status --json`, `form`'s JSON,
///   `render`'s SVG or JSON (stdout or `-o` file), `bench`'s figures. A failed write (a full
///   disk, a closed pipe, stdout closed when the process started) ends the command with
///   ``ExitStatus/outputFailed`` (74), so that a script never takes nothing for an answer.
/// - **Messages** on stderr — what happened and what to do, and the prompts. They are written
///   as well as can be and a failure is ignored: the exit status still tells the result
///   (`passcode verify 2>/dev/full` exits 1 for a wrong code, 0 for the right one).
enum Output {
  /// The standard descriptors that were closed when the process started, and now lead to
  /// `/dev/null` (see ``prepareProcess()``).
  nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

  /// Makes the standard descriptors safe to use; call it first thing in the process.
  ///
  /// - Opens `/dev/null` onto each of descriptors 0, 1 and 2 that is closed, so that no file
  ///   the process opens later (a store file, a lock file) can become stdout or stderr and
  ///   receive a message. Descriptors that were closed are remembered: an answer written to a
  ///   stdout that was closed is a failed write, not a success.
  /// - Ignores SIGPIPE, so that writing to a pipe nobody reads any more is a failed write
  ///   (`EPIPE`) rather than death by signal: a `verify` whose stderr is a closed pipe still
  ///   exits with its real status.
  static func prepareProcess() {
    for descriptor: Int32 in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closedAtStart.insert(descriptor)
      let opened = open("/dev/null", O_RDWR)
      // `open` returns the lowest free descriptor, which is this one; anything else means a
      // lower one was closed in between, which cannot happen this early.
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
    _ = signal(SIGPIPE, SIG_IGN)
  }

  // MARK: Writing

  /// Writes the answer `text` to stdout, followed by a line break unless it ends with one.
  ///
  /// - Throws: an ``CommandExit`` with ``ExitStatus/outputFailed`` when it could not be written
  ///   whole, saying why in the terminal's language (`cli.answerNotWritten`).
  static func answer(_ text: String) throws {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    let failure =
      closedAtStart.contains(STDOUT_FILENO) ? EBADF : write(line, to: STDOUT_FILENO)
    if let failure {
      throw CommandExit(
        .outputFailed, [LocalizedText(CLIKey.answerNotWritten, SystemReason.phrase(failure))])
    }
  }

  /// Writes `text` and a line break to stderr, ignoring failure (see the type's discussion).
  static func message(_ text: String) {
    prompt(text + "\n")
  }

  /// Writes `text` to stderr as it is (a prompt, without a line break), ignoring failure.
  static func prompt(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Writes `text` to the file at `path` whole.
  ///
  /// A new or regular file is replaced only once every byte is written: the text goes into a
  /// new file beside it, which is then renamed over it. Anything else — a symbolic link, a
  /// device such as `/dev/null` or `/dev/stdout`, a named pipe — is written to as it is, never
  /// replaced.
  ///
  /// - Throws: an ``CommandExit`` with ``ExitStatus/outputFailed`` saying why the file could not
  ///   be written.
  static func writeFile(_ text: String, to path: String) throws {
    var info = stat()
    let replaceable = lstat(path, &info) != 0 || (info.st_mode & S_IFMT) == S_IFREG
    let failure = replaceable ? replace(path, with: text) : writeInto(path, text)
    if let failure {
      throw CommandExit(
        .outputFailed,
        [LocalizedText(CLIKey.fileNotWritten, .verbatim(path), SystemReason.phrase(failure))])
    }
  }

  /// Writes `text` into a new file beside `path` and renames it over `path`; `nil` when done,
  /// else the `errno` of the failure (the new file is then removed).
  private static func replace(_ path: String, with text: String) -> Int32? {
    let directory = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temporary = "\(directory).\(name).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var failure = write(text, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, path) != 0 { failure = errno }
    if failure != nil { _ = unlink(temporary) }
    return failure
  }

  /// Writes `text` into the existing `path` as it is; `nil` when done, else the `errno`.
  private static func writeInto(_ path: String, _ text: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { return errno }
    var failure = write(text, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = errno }
    return failure
  }

  /// Writes all of `text` to `descriptor`; `nil` when done, else the `errno` of the failure.
  ///
  /// Retries when interrupted, and waits when the descriptor is non-blocking and full.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written >= 0 {
          offset += written
          continue
        }
        let code = errno
        switch code {
        case EINTR: continue
        case EAGAIN, EWOULDBLOCK:
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
        default: return code
        }
      }
      return nil
    }
  }

  /// `write(2)`, named apart from ``write(_:to:)``.
  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
