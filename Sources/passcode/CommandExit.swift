import ArgumentParser
import Foundation
@_spi(Skins) import PasscodeCore
@_spi(Skins) import PasscodeTerminal

/// How a command ends: an exit status and a sentence for stderr.
///
/// This is the one place where the engine's answers (``VerificationResult``, ``PasscodeError``,
/// ``StoreError``, ``InputError``) and the CLI's own input failures become exit statuses and
/// messages. Every case is mapped on purpose; see ``ExitStatus`` for the table. What the
/// engine's answers say comes from PasscodeCore's string tables, in ``localizer``'s language;
/// the CLI adds only its own advice (``CLIText``). No message carries the passcode or any part
/// of it (MEM-2): the engine's errors never hold it, and the CLI only ever adds counts and
/// durations.
struct CommandExit: Error, Equatable, Sendable {
  /// The process's exit status.
  var status: ExitStatus
  /// A sentence for stderr saying what happened and what to do; empty for nothing to say.
  var message: String

  init(_ status: ExitStatus, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The tables' sentences for `texts`, then the CLI's own `advice`.
  init(_ status: ExitStatus, _ texts: [LocalizedText], advice: String? = nil) {
    self.init(status, Self.sentences(texts, then: advice))
  }

  /// The language of the CLI's messages: the terminal's (`LC_ALL`, `LC_MESSAGES`, `LANG`),
  /// when PasscodeKit speaks it; else English.
  static var localizer: Localizer { Interactive.localizer }

  /// `texts` as sentences in ``localizer``'s language, followed by `advice` (the CLI's own).
  static func sentences(_ texts: [LocalizedText], then advice: String? = nil) -> String {
    [localizer.sentences(texts), advice ?? ""].filter { !$0.isEmpty }.joined(
      separator: sentenceSeparator)
  }

  /// What goes between two sentences in ``localizer``'s language: a space, or nothing in
  /// Japanese and Chinese.
  static var sentenceSeparator: String {
    ["ja", "zh", "yue"].contains(localizer.locale.language) ? "" : " "
  }

  /// Success, with a sentence for stderr.
  static func success(_ message: String = "") -> CommandExit {
    CommandExit(.success, message)
  }

  /// Success, with the tables' sentence for `key` ("Passcode set.").
  static func success(_ key: StringKey) -> CommandExit {
    CommandExit(.success, [LocalizedText(key)])
  }

  /// Success, with the CLI table's sentence for `key` ("The passcode … were erased.").
  static func success(_ key: CLIKey) -> CommandExit {
    CommandExit(.success, [LocalizedText(key)])
  }

  /// The new passcode and its confirmation differ.
  static let confirmationDiffers = CommandExit(
    .invalidInput, [LocalizedText(.mismatch), LocalizedText(.nothingChanged)])

  /// Runs a command's body and ends the command with its outcome: a success's message is
  /// written to stderr here; any other outcome, and any error the body throws, is thrown for
  /// ``Passcode/report(_:)`` to write and turn into the exit status.
  static func finish(_ body: () async throws -> CommandExit) async throws {
    let outcome = try await body()
    guard outcome.status == .success else { throw outcome }
    if !outcome.message.isEmpty { Output.message(outcome.message) }
  }
}

// MARK: - The mapping

extension CommandExit {
  /// The outcome of an error the CLI knows, or `nil` for ArgumentParser's own errors.
  init?(mapping error: any Error) {
    switch error {
    case let outcome as CommandExit: self = outcome
    case let error as PasscodeError: self.init(error)
    case let error as StoreError: self.init(error)
    case let error as InputError: self.init(error)
    case let error as SecretLineReader.Failure: self.init(error)
    case let error as TerminalError:
      self.init(.invalidInput, [error.text], advice: CLIText.pipeInstead)
    case let error as VerifierError: self.init(.storeUnusable, [LocalizedText(error: error)])
    default: return nil
    }
  }

  /// The outcome of one verification.
  init(_ result: VerificationResult) {
    let text = LocalizedText(result: result)
    switch result {
    case .success:
      self.init(.success, [text])
    case .wrong(attemptsLeft: 0, _):
      self.init(.wrongPasscode, [text], advice: CLIText.onlyResetLeaves)
    case .wrong(_, let wait):
      let then = wait > .zero ? [LocalizedText(.tryAgainIn, .duration(wait))] : []
      self.init(.wrongPasscode, [text] + then)
    case .duplicate:
      self.init(.wrongPasscode, [text, LocalizedText(.notCounted)])
    case .lockedOut:
      self.init(.lockedOut, [text] + LocalizedText.explaining(SystemBootClock().trust))
    case .permanentlyLocked:
      self.init(.permanentlyLocked, [text], advice: CLIText.onlyResetLeaves)
    case .invalidInput:
      self.init(.invalidInput, [text, LocalizedText(.notCounted)])
    case .notSet:
      self.init(.notSet, [text], advice: CLIText.setOne)
    case .storeError(let error):
      self.init(error)
    case .verifierFailed:
      // Counted by the engine but neither right nor wrong: the lock stays locked.
      self.init(.storeUnusable, [text, LocalizedText(.attemptCounted)])
    }
  }

  /// The outcome of a flow on the full screen. A cancel is status 130, unless the passcode
  /// is permanently locked (status 3, which a script must not mistake for a cancel).
  init(_ result: PasscodeTerminalResult) {
    switch result.outcome {
    case .unlocked, .unlockedWithBiometrics, .fallbackSucceeded:
      self = .success(.unlocked)
    case .passcodeSet:
      self = .success(.passcodeSet)
    case .passcodeChanged:
      self = .success(.passcodeChanged)
    case .passcodeRemoved, .erased:  // the CLI offers no Erase Data: its way out is `reset`
      self = .success(.passcodeRemoved)
    case .cancelled where result.screen.isPermanentlyLocked:
      self.init(VerificationResult.permanentlyLocked)
    case .cancelled:
      let key: CLIKey =
        result.screen.mode == .unlock ? CLIKey.cancelledNotUnlocked : CLIKey.cancelledNothingChanged
      let wait = result.screen.lockoutRemaining.map { LocalizedText(.tryAgainIn, .duration($0)) }
      self.init(.cancelled, [LocalizedText(key)] + (wait.map { [$0] } ?? []))
    }
  }

  /// The outcome of a failed set, change or remove.
  init(_ error: PasscodeError) {
    let text = LocalizedText(error: error)
    switch error {
    case .alreadySet:
      self.init(.usage, [text], advice: CLIText.changeOrRemove)
    case .notSet:
      self.init(VerificationResult.notSet)
    case .invalidInput(let input):
      self.init(input)
    case .weak:
      self.init(.invalidInput, [text], advice: CLIText.allowWeak)
    case .unsupportedFormat, .invalidConfiguration:
      // The options asked for something outside the lock's ranges (FMT-1, LOCK-7).
      self.init(.usage, [text])
    case .currentPasscodeRejected(.success):
      // The engine never rejects with success; if it did, nothing was changed.
      self.init(.storeUnusable, [text, LocalizedText(.nothingChanged)])
    case .currentPasscodeRejected(let result):
      self.init(result)
    case .store(let store):
      self.init(store)
    case .verifierFailed:
      self.init(.storeUnusable, [text, LocalizedText(.nothingChanged)])
    case .passcodeRequired, .biometricsUnavailable, .biometrics:
      // The CLI never enables biometrics; mapped for completeness.
      self.init(.usage, [text])
    }
  }

  /// The outcome of a store that cannot be used: always status 4, never a reset.
  init(_ error: StoreError) {
    let text = LocalizedText(error: error)
    switch error {
    case .damaged(let damage):
      let file = Self.path(of: damage).map(CLIText.storeFile)
      self.init(
        .storeUnusable, [text],
        advice: [file, CLIText.eraseWithReset].compactMap { $0 }.joined(
          separator: Self.sentenceSeparator))
    case .missingSecret, .weakParameters:
      self.init(.storeUnusable, [text], advice: CLIText.eraseWithReset)
    case .insecurePermissions(let path):
      self.init(.storeUnusable, [text], advice: CLIText.makePrivate(path))
    case .readFailed(.system(let path, let code)):
      // The system's reason in the terminal's language, not `strerror`'s.
      self.init(
        .storeUnusable, [LocalizedText(.storeReadFailed, SystemReason.phrase(code))],
        advice: CLIText.storeFile(path))
    case .writeFailed(.system(let path, let code)):
      self.init(
        .storeUnusable, [LocalizedText(.storeWriteFailed, SystemReason.phrase(code))],
        advice: CLIText.storeFile(path))
    case .unsupportedVersion, .readFailed, .writeFailed, .busy:
      self.init(.storeUnusable, [text])
    }
  }

  /// The file a damage is about, which the shared sentences do not name (an app's user reads
  /// them) and the CLI does.
  private static func path(of damage: StoreDamage) -> String? {
    switch damage {
    case .notARegularFile(let path, _), .tooLarge(let path): path
    default: nil
    }
  }

  /// The outcome of input that does not fit the format.
  init(_ error: InputError) {
    self.init(.invalidInput, [LocalizedText(error: error)])
  }

  /// The outcome of a new passcode that does not fit `format`. When `format` is a fixed
  /// number of digits and the new passcode is digits of another length a numeric format
  /// allows (4 to 12), the advice says how to choose that length (`--format numeric:4`). Only
  /// the length is told, never a digit (MEM-2).
  init(_ error: InputError, newPasscode: SecretBuffer, format: PasscodeFormat) {
    var advice: String?
    if case .numeric(let length) = format,
      case .success(let digits) = PasscodeFormat.variableNumeric.normalized(newPasscode)
    {
      let typed = digits.count
      digits.removeAll()
      if typed != length, PasscodeFormat.numericLengths.contains(typed) {
        advice = CLIText.otherLength(typed)
      }
    }
    self.init(.invalidInput, [LocalizedText(error: error)], advice: advice)
  }

  /// The outcome of stdin or the prompt failing to deliver the lines a command needs.
  init(_ failure: SecretLineReader.Failure) {
    switch failure {
    case .endOfInput(let missing, let expected):
      let line = (expected.firstIndex(of: missing) ?? expected.count - 1) + 1
      self.init(
        .invalidInput,
        [
          LocalizedText(
            CLIKey.inputEnded, .number(line), .verbatim(missing.label), .number(expected.count))
        ])
    case .readFailed(let code):
      self.init(.invalidInput, [LocalizedText(CLIKey.inputUnreadable, SystemReason.phrase(code))])
    }
  }
}
