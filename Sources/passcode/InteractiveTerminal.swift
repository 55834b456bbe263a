import Foundation
import PasscodeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The seam where the interactive terminal UI plugs in.
///
/// The CLI talks to a person at a terminal only through this protocol, and only when stdin is a
/// terminal (``Interactive/isAvailable``); otherwise it reads lines from stdin. For now
/// ``LinePromptTerminal`` implements it with plain prompts and echo switched off. The
/// full-screen keypad from PasscodeTerminal replaces it by changing ``Interactive/terminal``;
/// the commands, the exit statuses and the messages stay as they are.
protocol InteractiveTerminal: Sendable {
  /// Asks for one secret per prompt, in order, and returns them (never echoed, never in a
  /// `String`). The caller clears the buffers.
  ///
  /// - Throws: ``SecretLineReader/Failure`` or an ``Outcome`` (for example when the person
  ///   cancels); the buffers already read are cleared first.
  func readSecrets(_ prompts: [SecretPrompt]) throws -> [SecretBuffer]

  /// Asks a yes-or-no question about a destructive action; `false` unless clearly confirmed.
  func confirm(_ question: String) throws -> Bool

  /// The unlock flow: asks for the passcode (in `format`) and checks it with `lock`, and may
  /// retry or show waits on its own. Returns the last answer, which becomes the exit status.
  func unlock(_ lock: PasscodeLock, format: PasscodeFormat) async throws -> VerificationResult
}

/// Where the CLI finds its interactive terminal.
enum Interactive {
  /// Whether stdin is a terminal, so that a person can be asked.
  static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 }

  /// The interactive terminal in use. Replace `LinePromptTerminal()` with PasscodeTerminal's
  /// full-screen UI when it exists.
  static let terminal: any InteractiveTerminal = LinePromptTerminal()
}

/// A minimal interactive terminal: prompts on stderr, one line per secret read from the
/// terminal with echo switched off (restored afterwards, and on SIGINT, SIGTERM and SIGHUP).
struct LinePromptTerminal: InteractiveTerminal {
  func readSecrets(_ prompts: [SecretPrompt]) throws -> [SecretBuffer] {
    var secrets: [SecretBuffer] = []
    do {
      for prompt in prompts {
        let line = try EchoGuard.withEchoOff {
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
    Self.write("\(question) Type yes to confirm: ")
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
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Switches the terminal's echo off around a read, and back on afterwards, even when the
/// process is interrupted.
private enum EchoGuard {
  /// The settings to put back; read by the signal handler, written only before it is installed.
  nonisolated(unsafe) static var saved = termios()
  static let signals = [SIGINT, SIGTERM, SIGHUP]
  static let echoFailure = Outcome(
    .invalidInput,
    "The terminal's echo could not be switched off, so no passcode was read. Pipe it on stdin "
      + "instead.")

  static func withEchoOff<T>(_ body: () throws -> T) throws -> T {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
      throw echoFailure
    }
    saved = settings
    let previous = signals.map { signal($0, restoreAndDie) }
    settings.c_lflag &= ~tcflag_t(ECHO)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else {
      for (number, handler) in zip(signals, previous) { signal(number, handler) }
      throw echoFailure
    }
    defer {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
      for (number, handler) in zip(signals, previous) { signal(number, handler) }
    }
    return try body()
  }
}

/// Puts the terminal's settings back, then dies of the same signal (async-signal-safe calls only).
private func restoreAndDie(_ number: Int32) {
  tcsetattr(STDIN_FILENO, TCSANOW, &EchoGuard.saved)
  signal(number, SIG_DFL)
  raise(number)
}
