import Foundation
@_spi(Skins) import PasscodeCore
@_spi(Skins) import PasscodeTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the CLI talks to a person at a terminal.
///
/// | stdin | stdout | `TERM` | style |
/// |---|---|---|---|
/// | terminal | terminal | set, not `dumb` | full screen: ``ScreenFlows`` (compact one-line prompt below 30×12) |
/// | terminal | anything else | | line prompts on stderr, echo off: ``LinePromptTerminal`` |
/// | not a terminal | | | one line per secret on stdin: ``SecretLineReader`` |
///
/// (`InteractionStyle.choose` in PasscodeTerminal decides; `passcode form` also counts stderr
/// as a screen when stdout is redirected.)
enum Interactive {
  /// The process's environment, read once.
  static let environment = TerminalEnvironment(ProcessInfo.processInfo.environment)

  /// How to ask: full screen, line prompts, or not at all.
  static let style = InteractionStyle.choose(
    stdinIsTerminal: TerminalDevice.isTerminal(STDIN_FILENO),
    stdoutIsTerminal: TerminalDevice.isTerminal(STDOUT_FILENO), environment: environment)

  /// Whether stdin is a terminal, so that a person can be asked (full screen or prompts).
  static var isAvailable: Bool { style != .none }

  /// Whether the full-screen passcode screen is used.
  static var usesScreen: Bool { style == .screen }

  /// The line prompts: secrets for the flows the screen does not run, and confirmations.
  static let terminal: any InteractiveTerminal = LinePromptTerminal()
}

/// Secrets and confirmations asked for one line at a time.
///
/// The full-screen flows (``ScreenFlows``) replace it for set, change, remove and unlock when
/// a full screen is available; it still asks `reset --erase`'s confirmation.
protocol InteractiveTerminal: Sendable {
  /// Asks for one secret per prompt, in order, and returns them (never echoed, never in a
  /// `String`). The caller clears the buffers.
  ///
  /// - Throws: ``SecretLineReader/Failure`` or an ``CommandExit`` (for example when the person
  ///   cancels); the buffers already read are cleared first.
  func readSecrets(_ prompts: [SecretPrompt]) throws -> [SecretBuffer]

  /// Asks a yes-or-no question about a destructive action; `false` unless clearly confirmed.
  func confirm(_ question: String) throws -> Bool

  /// The unlock flow: asks for the passcode (in `format`) and checks it with `lock`. Returns
  /// the answer, which becomes the exit status.
  func unlock(_ lock: PasscodeLock, format: PasscodeFormat) async throws -> VerificationResult
}

/// The passcode screen's flows, full screen: each runs a `PasscodeScreen` in one mode,
/// driven by `PasscodeScreenDriver`, and ends in an ``CommandExit``.
struct ScreenFlows {
  /// The look and language.
  var options: PasscodeTerminalOptions

  /// Runs the flow of `mode` over `lock`, for a passcode in `format`; a new passcode (set,
  /// change) is typed and stored in `newFormat`, `nil` for `format`. The terminal screen
  /// offers no Passcode Options: the format is chosen with `--format`.
  func run(
    _ mode: PasscodeScreen.Mode, lock: PasscodeLock, format: PasscodeFormat,
    newFormat: PasscodeFormat? = nil
  ) async throws -> CommandExit {
    let configuration = PasscodeScreen.Configuration(
      mode: mode, format: format, newFormat: newFormat,
      rejectsWeakPasscodes: lock.configuration.rejectsWeakPasscodes)
    let result = try await PasscodeTerminalSession.run(
      configuration: configuration, lock: lock, options: options)
    return CommandExit(result)
  }
}

/// A minimal interactive terminal: prompts on stderr, one line per secret read from the
/// terminal with echo switched off (restored afterwards, and on SIGINT, SIGTERM and SIGHUP).
struct LinePromptTerminal: InteractiveTerminal {
  func readSecrets(_ prompts: [SecretPrompt]) throws -> [SecretBuffer] {
    var secrets: [SecretBuffer] = []
    do {
      for prompt in prompts {
        let line = try Self.withEchoOff {
          Self.write("\(prompt.label): ")
          defer { Self.write("\n") }
          return try SecretLineReader().readLines([prompt])[0]
        }
        secrets.append(line)
      }
      return secrets
    } catch {
      for secret in secrets { secret.removeAll() }
      // Whatever the terminal still holds of a refused line must not reach the shell.
      tcflush(STDIN_FILENO, TCIFLUSH)
      throw error
    }
  }

  func confirm(_ question: String) throws -> Bool {
    Self.write("\(question) \(CommandExit.localizer.string(CLIKey.typeYes)) ")
    guard case .line(let answer) = try SecretLineReader().readLine(maximumByteCount: 8) else {
      tcflush(STDIN_FILENO, TCIFLUSH)
      return false
    }
    defer { answer.removeAll() }
    return answer.withUnsafeBytes { $0.elementsEqual("yes".utf8) }
  }

  func unlock(_ lock: PasscodeLock, format: PasscodeFormat) async throws -> VerificationResult {
    let secret = try readSecrets([SecretPrompt(role: .passcode, format: format)])[0]
    defer { secret.removeAll() }
    return await lock.verify(secret)
  }

  private static func write(_ text: String) {
    Output.prompt(text)
  }

  /// Runs `body` with the terminal's echo off, switched back on afterwards and before the
  /// process dies of SIGINT, SIGTERM or SIGHUP.
  private static func withEchoOff<T>(_ body: () throws -> T) throws -> T {
    let echo: TerminalModeGuard
    do {
      echo = try TerminalModeGuard(mode: .echoOff, input: STDIN_FILENO, output: STDERR_FILENO)
    } catch {
      throw CommandExit(
        .invalidInput, [LocalizedText(CLIKey.echoFailed)], advice: CLIText.pipeInstead)
    }
    defer { echo.restore() }
    return try body()
  }
}

extension Interactive {
  /// The language of messages taken from the screen's tables.
  static var localizer: Localizer { Localizer(environment.locale) }
}
