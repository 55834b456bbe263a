@_spi(Skins) import PasscodeCore

#if os(Linux) || os(macOS)
  /// The passcode screen in a real terminal: one call runs a whole flow (create, unlock,
  /// change or remove) full screen and returns how it ended.
  ///
  /// ```swift
  /// let result = try await PasscodeTerminalSession.run(
  ///   configuration: PasscodeScreen.Configuration(mode: .unlock, format: status.format),
  ///   lock: lock, options: PasscodeTerminalOptions(locale: environment.locale))
  /// if result.outcome == .unlocked { … }
  /// ```
  @MainActor
  public enum PasscodeTerminalSession {
    /// Runs `configuration`'s flow on standard input and output until it ends.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be switched to raw mode.
    public static func run(
      configuration: PasscodeScreen.Configuration, lock: PasscodeLock,
      options: PasscodeTerminalOptions, clock: any Clock<Duration> = ContinuousClock()
    ) async throws -> PasscodeTerminalResult {
      let driver = PasscodeScreenDriver(configuration: configuration, lock: lock, clock: clock)
      defer { driver.stop() }
      let controller = try await FullScreenTerminal.run { size, output in
        PasscodeTerminalController(
          driver: driver, size: size, options: options, clock: clock, output: output)
      }
      // Answers under way finish, so a counted attempt is never lost.
      await driver.settle()
      return PasscodeTerminalResult(
        outcome: driver.screen.outcome ?? .cancelled, screen: controller.lastOpenScreen)
    }
  }
#endif
