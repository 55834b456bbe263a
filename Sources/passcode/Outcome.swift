import ArgumentParser
import Foundation
import PasscodeCore
import PasscodeTerminal

/// How a command ends: an exit status and a sentence for stderr.
///
/// This is the one place where the engine's answers (``VerificationResult``, ``PasscodeError``,
/// ``StoreError``, ``InputError``) and the CLI's own input failures become exit statuses and
/// messages. Every case is mapped on purpose; see ``ExitStatus`` for the table. No message
/// carries the passcode or any part of it (MEM-2): the engine's errors never hold it, and the
/// CLI only ever adds counts and durations.
struct Outcome: Error, Equatable, Sendable {
  /// The process's exit status.
  var status: ExitStatus
  /// A sentence for stderr saying what happened and what to do; empty for nothing to say.
  var message: String

  init(_ status: ExitStatus, _ message: String) {
    self.status = status
    self.message = message
  }

  /// Success, with a sentence for stderr.
  static func success(_ message: String = "") -> Outcome {
    Outcome(.success, message)
  }

  /// The new passcode and its confirmation differ.
  static let confirmationDiffers = Outcome(
    .invalidInput,
    "The confirmation does not match the new passcode. Nothing was changed; enter the same code twice."
  )

  /// Runs a command's body and ends the command with its outcome: a success's message is
  /// written to stderr here; any other outcome, and any error the body throws, is thrown for
  /// ``Passcode/report(_:)`` to write and turn into the exit status.
  static func finish(_ body: () async throws -> Outcome) async throws {
    let outcome = try await body()
    guard outcome.status == .success else { throw outcome }
    if !outcome.message.isEmpty { Output.message(outcome.message) }
  }
}

// MARK: - The mapping

extension Outcome {
  /// The outcome of an error the CLI knows, or `nil` for ArgumentParser's own errors.
  init?(mapping error: any Error) {
    switch error {
    case let outcome as Outcome: self = outcome
    case let error as PasscodeError: self.init(error)
    case let error as StoreError: self.init(error)
    case let error as InputError: self.init(error)
    case let error as SecretLineReader.Failure: self.init(error)
    case let error as TerminalError: self.init(.invalidInput, error.message)
    case let error as VerifierError: self.init(.storeUnusable, error.message)
    default: return nil
    }
  }

  /// The outcome of one verification.
  init(_ result: VerificationResult) {
    switch result {
    case .success:
      self.init(.success, "Passcode accepted.")
    case .wrong(let attemptsLeft, let wait):
      self.init(.wrongPasscode, Self.wrongMessage(attemptsLeft: attemptsLeft, wait: wait))
    case .duplicate(let attemptsLeft):
      self.init(
        .wrongPasscode,
        "Wrong passcode. It is the same as a recent wrong attempt, so it was not counted again; "
          + "\(Self.attempts(attemptsLeft)) left.")
    case .lockedOut(let timeLeft):
      let trust = SystemBootClock().trust
      self.init(
        .lockedOut,
        "Too many wrong attempts. Try again in \(timeLeft.spoken)."
          + (trust.isTrusted ? "" : " " + trust.summary))
    case .permanentlyLocked:
      self.init(
        .permanentlyLocked,
        "The passcode is permanently locked after too many wrong attempts. Only "
          + "`passcode reset --erase --yes` leaves this state, and it erases the passcode.")
    case .invalidInput(let error):
      self.init(.invalidInput, "\(error.message) It was not counted as an attempt.")
    case .notSet:
      self.init(.notSet, "No passcode is set. Set one with `passcode set`.")
    case .storeError(let error):
      self.init(error)
    case .verifierFailed(let error):
      // Counted by the engine but neither right nor wrong: the lock stays locked.
      self.init(
        .storeUnusable,
        "\(error.message) The attempt was counted; check the store, then try again.")
    }
  }

  /// The outcome of a flow on the full screen. A cancel is status 130, unless the passcode
  /// is permanently locked (status 3, which a script must not mistake for a cancel).
  init(_ result: PasscodeTerminalResult) {
    switch result.outcome {
    case .unlocked, .unlockedWithBiometrics, .fallbackSucceeded:
      self.init(.success, "Passcode accepted.")
    case .passcodeSet:
      self.init(.success, "Passcode set.")
    case .passcodeChanged:
      self.init(.success, "Passcode changed.")
    case .passcodeRemoved:
      self.init(.success, "Passcode removed.")
    case .cancelled where result.screen.isPermanentlyLocked:
      self.init(VerificationResult.permanentlyLocked)
    case .cancelled:
      let what = result.screen.mode == .unlock ? "not unlocked" : "nothing was changed"
      let wait = result.screen.lockoutRemaining.map {
        " Too many wrong attempts: try again in \($0.spoken)."
      }
      self.init(.cancelled, "Cancelled: \(what).\(wait ?? "")")
    }
  }

  /// The outcome of a failed set, change or remove.
  init(_ error: PasscodeError) {
    switch error {
    case .alreadySet:
      self.init(
        .usage,
        "A passcode is already set. Change it with `passcode change`, or remove it with "
          + "`passcode remove`.")
    case .notSet:
      self.init(VerificationResult.notSet)
    case .invalidInput(let input):
      self.init(input)
    case .weak:
      self.init(
        .invalidInput,
        "\(error.message) To use it anyway, pass --allow-weak to `passcode set` or "
          + "`passcode change`.")
    case .unsupportedFormat:
      self.init(.usage, error.message)
    case .currentPasscodeRejected(.success):
      // The engine never rejects with success; if it did, nothing was changed.
      self.init(.storeUnusable, "\(error.message) Nothing was changed; try again.")
    case .currentPasscodeRejected(let result):
      self.init(result)
    case .store(let store):
      self.init(store)
    case .verifierFailed(let verifier):
      self.init(.storeUnusable, "\(verifier.message) Nothing was changed.")
    case .passcodeRequired, .biometricsUnavailable:
      // The CLI never enables biometrics; mapped for completeness.
      self.init(.usage, error.message)
    }
  }

  /// The outcome of a store that cannot be used: always status 4, never a reset.
  init(_ error: StoreError) {
    switch error {
    case .damaged, .missingSecret, .weakParameters:
      self.init(
        .storeUnusable,
        "\(error.message) To erase it, run `passcode reset --erase --yes`.")
    case .unsupportedVersion, .insecurePermissions, .readFailed, .writeFailed, .busy:
      self.init(.storeUnusable, error.message)
    }
  }

  /// The outcome of input that does not fit the format.
  init(_ error: InputError) {
    self.init(.invalidInput, error.message)
  }

  /// The outcome of stdin or the prompt failing to deliver the lines a command needs.
  init(_ failure: SecretLineReader.Failure) {
    switch failure {
    case .endOfInput(let missing, let expected):
      let list = expected.map(\.label).joined(separator: ", ")
      self.init(
        .invalidInput,
        "The input ended before the \(missing.label.lowercased()) was read. Give one line "
          + "each: \(list.lowercased()).")
    case .tooLong(let maximumLength):
      self.init(InputError.tooLong(maximum: maximumLength))
    case .readFailed(let reason):
      self.init(.invalidInput, "The input could not be read: \(reason).")
    }
  }

  private static func wrongMessage(attemptsLeft: Int, wait: Duration) -> String {
    if attemptsLeft == 0 {
      return "Wrong passcode. That was the last attempt: the passcode is now permanently "
        + "locked. Only `passcode reset --erase --yes` leaves this state, and it erases "
        + "the passcode."
    }
    let left = "Wrong passcode. \(attempts(attemptsLeft)) left before the passcode is locked "
    return wait > .zero
      ? left + "for good. Try again in \(wait.spoken)." : left + "for good."
  }

  private static func attempts(_ count: Int) -> String {
    count == 1 ? "1 attempt" : "\(count) attempts"
  }
}

extension Duration {
  /// The duration in words, rounded up to the second: "1 minute", "4 minutes 30 seconds",
  /// "1 hour 30 minutes".
  var spoken: String {
    let total = max(wholeSecondsRoundedUp, 0)
    let parts: [(Int64, String)] = [
      (total / 3600, "hour"), (total % 3600 / 60, "minute"), (total % 60, "second"),
    ]
    let words = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
    return words.isEmpty ? "0 seconds" : words.joined(separator: " ")
  }
}
