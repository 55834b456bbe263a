/// Checks passcodes for a ``PasscodeLock``.
///
/// The default is ``PBKDF2Verifier``, which checks on the device. A host that checks codes on
/// its own server implements this protocol and passes it to the lock; the lock still enforces
/// the format, the failure count, the lockouts and the permanent lock around every call, and
/// still writes the incremented count before calling ``check(_:pepper:against:)`` (CNT-1).
///
/// Implementations receive the normalised passcode and the device's pepper; they must not log
/// or store the passcode (STO-1, MEM-2).
public protocol PasscodeVerifier: Sendable {
  /// Makes the record to store for a new passcode.
  func enroll(_ passcode: SecretBuffer, pepper: SecretBuffer) async throws -> VerifierRecord

  /// Whether `candidate` is the enrolled passcode.
  ///
  /// Throwing means the check could not be made (``VerificationResult/verifierFailed(_:)``);
  /// the attempt stays counted. Throw a ``VerifierError`` to give the user a sentence.
  func check(_ candidate: SecretBuffer, pepper: SecretBuffer, against record: VerifierRecord)
    async throws -> Bool

  /// Whether a stored record is acceptable. A record that is not makes the store count as
  /// damaged: the lock stays locked (HASH-1).
  func isAcceptable(_ record: VerifierRecord) -> Bool

  /// Whether a record should be replaced after the next successful check, e.g. because it uses
  /// fewer rounds than the current default (HASH-1).
  func needsRehash(_ record: VerifierRecord) -> Bool
}

extension PasscodeVerifier {
  /// By default records are never replaced.
  public func needsRehash(_ record: VerifierRecord) -> Bool { false }
}
