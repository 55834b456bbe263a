/// A failure reported by a ``PasscodeVerifier``, such as a server that cannot be reached.
public struct VerifierError: Error, Equatable, Sendable {
  /// A sentence for the user, written by the verifier. It must not contain the passcode.
  public var message: String

  /// Creates an error with a user-facing sentence.
  public init(_ message: String) {
    self.message = message
  }
}
