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
  /// the attempt stays counted. Throw ``VerifierError/reported(_:)`` to give the user a
  /// sentence.
  func check(_ candidate: SecretBuffer, pepper: SecretBuffer, against record: VerifierRecord)
    async throws -> Bool

  /// Checks `candidate` and, where the verifier can, derives a tag that identifies the
  /// candidate as expensively as the record does. The lock keeps the tags of the last few wrong
  /// guesses in the state record, so that a wrong guess repeated from another process is not
  /// counted twice (LOCK-4).
  ///
  /// The default calls ``check(_:pepper:against:)`` and gives no tag: repeats are then counted.
  func evaluate(_ candidate: SecretBuffer, pepper: SecretBuffer, against record: VerifierRecord)
    async throws -> VerifierCheck

  /// Whether a stored record is acceptable. A record that is not makes the store count as
  /// damaged: the lock stays locked (HASH-1).
  func isAcceptable(_ record: VerifierRecord) -> Bool

  /// Why a stored record cannot be used, or `nil` when it can. The lock reports it as damage,
  /// or as ``StoreError/weakParameters(rounds:floor:)`` when the work factor is below the
  /// floor (HASH-1).
  ///
  /// The default answers ``VerifierRecordProblem/unusable`` for every record that
  /// ``isAcceptable(_:)`` refuses.
  func problem(with record: VerifierRecord) -> VerifierRecordProblem?

  /// Whether a record should be replaced after the next successful check, e.g. because it uses
  /// fewer rounds than the current default (HASH-1).
  func needsRehash(_ record: VerifierRecord) -> Bool
}

extension PasscodeVerifier {
  /// By default records are never replaced.
  public func needsRehash(_ record: VerifierRecord) -> Bool { false }

  /// ``check(_:pepper:against:)``, without a tag.
  public func evaluate(
    _ candidate: SecretBuffer, pepper: SecretBuffer, against record: VerifierRecord
  ) async throws -> VerifierCheck {
    VerifierCheck(
      matches: try await check(candidate, pepper: pepper, against: record), candidateTag: nil)
  }

  /// ``VerifierRecordProblem/unusable`` when ``isAcceptable(_:)`` refuses the record.
  public func problem(with record: VerifierRecord) -> VerifierRecordProblem? {
    isAcceptable(record) ? nil : .unusable
  }
}

/// What ``PasscodeVerifier/evaluate(_:pepper:against:)`` found.
public struct VerifierCheck: Equatable, Sendable {
  /// Whether the candidate is the enrolled passcode.
  public var matches: Bool
  /// A value derived from the candidate at the full cost of a check (for PBKDF2: a keyed digest
  /// of the derived key), or `nil` when the verifier cannot give one. Equal candidates give
  /// equal tags for the same record; it reveals no more than the record itself.
  public var candidateTag: [UInt8]?

  /// Creates a result.
  public init(matches: Bool, candidateTag: [UInt8]?) {
    self.matches = matches
    self.candidateTag = candidateTag
  }
}

/// Why a stored ``VerifierRecord`` cannot be used.
public enum VerifierRecordProblem: Equatable, Sendable {
  /// The record names an algorithm this verifier does not know.
  case unknownAlgorithm(String)
  /// The work factor is below the security floor (HASH-1).
  case roundsBelowFloor(rounds: Int, floor: Int)
  /// The work factor is above the ceiling: a damaged record must not make a check take hours.
  case roundsAboveCeiling(rounds: Int, ceiling: Int)
  /// The salt or the derived value has the wrong length.
  case malformed
  /// The verifier refuses the record without saying why.
  case unusable
}
