@_spi(Skins) import PasscodeCore

#if os(Linux) || os(macOS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Runs a ``TerminalApplication`` full screen on standard input and output: raw mode, the
  /// alternate screen, the cursor hidden, line wrap off, xterm mouse reports on — all undone
  /// when the application finishes, when it throws, and on SIGINT, SIGTERM and SIGHUP
  /// (``TerminalModeGuard``).
  @MainActor
  enum FullScreenTerminal {
    /// What switches the screen on: the alternate screen, cursor hidden, no line wrap, mouse
    /// button reports in SGR encoding.
    static let enterSequence =
      "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h"
    /// What switches it off again: mouse reports off, line wrap on, attributes reset, the
    /// cursor shown, the main screen back.
    static let leaveSequence =
      "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Runs the application made by `make` (given the terminal's size and a function that
    /// writes to the terminal) until it finishes or the input ends, and returns it.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be switched; the terminal is
    ///   then unchanged.
    static func run<Application: TerminalApplication>(
      input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
      _ make: (TerminalSize, @escaping (String) -> Void) -> Application
    ) async throws -> Application {
      let mode = try TerminalModeGuard(
        mode: .raw, input: input, output: output, enter: enterSequence, leave: leaveSequence)
      defer { mode.restore() }
      let reader = try TerminalInputReader(descriptor: input) {
        TerminalDevice.size(of: output) ?? .standard
      }
      defer { reader.stop() }
      let size = TerminalDevice.size(of: output) ?? .standard
      let application = make(size) { TerminalDevice.write($0, to: output) }
      var done = false
      application.onFinish = {
        done = true
        reader.stop()
      }
      reader.start()
      await application.start()
      for await input in reader.inputs {
        application.handle(input)
      }
      if !done { await application.abandon() }
      return application
    }
  }
#endif
