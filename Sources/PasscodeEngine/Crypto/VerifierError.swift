/// Why a ``PasscodeVerifier`` could not enrol or check a passcode.
///
/// A host's own verifier (for example one that asks a server) is a public extension point: it
/// throws ``reported(_:)`` with its own sentence for the user, already in the user's language.
/// The built-in ``PBKDF2Verifier``'s failures, and a verifier that throws anything else, are
/// cases that PasscodeCore words (`LocalizedText(error)`).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum VerifierError: Error, Equatable, Sendable {
  /// A host verifier's failure, with the sentence it gives the user, such as "The server
  /// cannot be reached." It must not contain the passcode (MEM-2).
  case reported(String)
  /// The built-in verifier refuses the stored record. The lock checks the record before any
  /// verification, so this only happens when it changed in between.
  case recordUnusable(VerifierRecordProblem)
  /// The built-in verifier's key derivation failed in the system's cryptography library.
  case derivationFailed
  /// The verifier threw an error that is not a ``VerifierError``, so there is no reason to
  /// give.
  case unexplained

  /// A host verifier's failure with a sentence for the user: ``reported(_:)``.
  public init(_ message: String) {
    self = .reported(message)
  }
}
