@_spi(Skins) import PasscodeCore

#if os(Linux) || os(macOS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// A form in a real terminal: one call runs it full screen until it is submitted or
  /// cancelled.
  @MainActor
  public enum FormTerminalSession {
    /// Runs `form` on standard input, drawn on `output` (standard output, or standard error
    /// when standard output is redirected), and returns how it ended and the form as it was
    /// then (read the values of a submitted form from it).
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be switched to raw mode.
    public static func run(
      _ form: FormModel, output: Int32 = STDOUT_FILENO, options: PasscodeTerminalOptions,
      clock: any Clock<Duration> = ContinuousClock()
    ) async throws -> (outcome: FormTerminalOutcome, form: FormModel) {
      let controller = try await FullScreenTerminal.run(output: output) { size, output in
        FormTerminalController(
          form: form, size: size, options: options, clock: clock, output: output)
      }
      return (controller.outcome ?? .cancelled, controller.form)
    }
  }
#endif
