@_spi(Skins) import PasscodeCore

#if os(Linux) || os(macOS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// A signal handler as `signal(2)` takes it (`sighandler_t` in Glibc, `sig_t` in Darwin).
  typealias SignalHandler = @convention(c) (Int32) -> Void

  /// What the terminal is switched to.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum TerminalMode: Sendable {
    /// Raw: every key arrives at once, nothing is echoed, Ctrl-C and Ctrl-Z arrive as bytes
    /// rather than signals, and no output translation happens.
    case raw
    /// Lines as usual, but nothing typed is echoed (for a secret typed at a prompt).
    case echoOff
  }

  /// Switches a terminal into a mode and guarantees it comes back: on ``restore()`` (call it
  /// in a `defer`), and on SIGINT, SIGTERM, SIGHUP, SIGQUIT and crash signals, whose handlers
  /// restore the settings and write the `leave` sequence before the process dies of the same
  /// signal.
  ///
  /// While raw, SIGWINCH wakes the full-screen sessions' input reader to report the new size.
  ///
  /// Only one guard can be active at a time (the signal handlers use process-wide state).
  public final class TerminalModeGuard {
    /// The signals that restore the terminal and then end the process.
    static let fatalSignals = [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE,
    ]

    private let previousHandlers: [(Int32, SignalHandler?)]
    private var active = true

    /// Saves `input`'s settings, switches it to `mode`, and writes `enter` to `output`.
    ///
    /// - Parameters:
    ///   - mode: what to switch the terminal to.
    ///   - input: the terminal's descriptor whose settings change (standard input).
    ///   - output: where `enter` and `leave` are written (standard output or standard error).
    ///   - enter: written to `output` once the settings changed: escape sequences such as
    ///     the alternate screen's.
    ///   - leave: written to `output` on restore (and by the signal handlers): the escape
    ///     sequences that undo `enter`.
    /// - Throws: ``TerminalError/notATerminal`` or ``TerminalError/settingsRefused(_:)``.
    public init(
      mode: TerminalMode, input: Int32, output: Int32, enter: String = "", leave: String = ""
    ) throws {
      precondition(!TerminalRestoration.isActive, "one terminal mode guard at a time")
      var settings = termios()
      guard tcgetattr(input, &settings) == 0 else { throw TerminalError.notATerminal }
      TerminalRestoration.prepare(input: input, output: output, saved: settings, leave: leave)
      previousHandlers =
        Self.fatalSignals.map { ($0, signal($0, restoreAndDie)) }
        + (mode == .raw ? [(SIGWINCH, signal(SIGWINCH, wakeOnResize))] : [])
      switch mode {
      case .raw:
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_oflag &= ~tcflag_t(OPOST)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        Self.setControlCharacter(&settings, VMIN, 1)
        Self.setControlCharacter(&settings, VTIME, 0)
      case .echoOff:
        settings.c_lflag &= ~tcflag_t(ECHO)
      }
      guard tcsetattr(input, TCSAFLUSH, &settings) == 0 else {
        let reason = String(cString: strerror(errno))
        Self.putBack(previousHandlers)
        TerminalRestoration.finish()
        throw TerminalError.settingsRefused(reason)
      }
      TerminalRestoration.write(enter, to: output)
    }

    deinit {
      restore()
    }

    /// Puts the settings and the signal handlers back and writes the `leave` sequence; only
    /// the first call does anything.
    public func restore() {
      guard active else { return }
      active = false
      TerminalRestoration.restoreNow(discardingInput: true)
      Self.putBack(previousHandlers)
      TerminalRestoration.finish()
    }

    private static func putBack(_ handlers: [(Int32, SignalHandler?)]) {
      for (number, handler) in handlers { signal(number, handler) }
    }

    private static func setControlCharacter(
      _ settings: inout termios, _ index: Int32, _ value: cc_t
    ) {
      withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
        bytes.bindMemory(to: cc_t.self)[Int(index)] = value
      }
    }
  }

  /// The state the signal handlers restore from, written only while no handler is installed.
  enum TerminalRestoration {
    nonisolated(unsafe) static var input: Int32 = -1
    nonisolated(unsafe) static var output: Int32 = -1
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var leave: UnsafeMutableBufferPointer<UInt8>?
    /// The pipe SIGWINCH writes to, or -1.
    nonisolated(unsafe) static var resizeWake: Int32 = -1
    nonisolated(unsafe) static var isActive = false

    static func prepare(input: Int32, output: Int32, saved: termios, leave text: String) {
      self.input = input
      self.output = output
      self.saved = saved
      let bytes = Array(text.utf8)
      leave = nil
      if !bytes.isEmpty {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        leave = buffer
      }
      isActive = true
    }

    /// Restores the settings and writes the leave sequence: async-signal-safe calls only.
    ///
    /// - Parameter discardingInput: also drop what was typed but not read (keys meant for the
    ///   screen must not reach the shell); a signal handler does not wait for that.
    static func restoreNow(discardingInput: Bool) {
      if let leave, let base = leave.baseAddress {
        _ = systemWrite(output, base, leave.count)
      }
      _ = tcsetattr(input, discardingInput ? TCSAFLUSH : TCSANOW, &saved)
    }

    static func finish() {
      leave?.deallocate()
      leave = nil
      isActive = false
    }

    /// Writes all of `text` to `descriptor`, retrying on interruption.
    static func write(_ text: String, to descriptor: Int32) {
      var bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeMutableBytes {
          systemWrite(descriptor, $0.baseAddress!, $0.count)
        }
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
      bytes.removeAll()
    }
  }

  /// `write(2)`, named apart from the methods called `write`.
  @inline(__always)
  func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  /// Restores the terminal, then dies of the same signal.
  private func restoreAndDie(_ number: Int32) {
    TerminalRestoration.restoreNow(discardingInput: false)
    signal(number, SIG_DFL)
    raise(number)
  }

  /// Wakes the input reader to report the new size.
  private func wakeOnResize(_ number: Int32) {
    var byte = UInt8(ascii: "w")
    let descriptor = TerminalRestoration.resizeWake
    if descriptor >= 0 { _ = systemWrite(descriptor, &byte, 1) }
  }
#endif
