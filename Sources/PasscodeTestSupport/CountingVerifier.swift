import Foundation
@_spi(Skins) import PasscodeCore

/// Wraps a verifier and counts the checks and enrolments that started, so a test can tell
/// whether a code reached the verifier at all, and compare the failure count on disk with the
/// number of checks begun: the lock writes a failure before it checks (CNT-1).
///
/// ```swift
/// let verifier = CountingVerifier()   // around a FastTestVerifier
/// let lock = PasscodeLock(store: InMemoryStore(), verifier: verifier, clock: TestBootClock())
/// ```
public final class CountingVerifier: PasscodeVerifier, @unchecked Sendable {
  private let base: any PasscodeVerifier
  private let lock = NSLock()
  private var checks = 0
  private var enrolments = 0
  private var beforeCheck: (@Sendable () throws -> Void)?

  /// Wraps `base` (by default a fast test verifier).
  public init(_ base: any PasscodeVerifier = FastTestVerifier()) {
    self.base = base
  }

  /// Checks started so far.
  public var checksStarted: Int { lock.withLock { checks } }
  /// Enrolments started so far.
  public var enrolmentsStarted: Int { lock.withLock { enrolments } }

  /// Runs `action` at the start of every check, after counting it (e.g. to crash the store
  /// "mid-hash").
  public func onCheck(_ action: (@Sendable () throws -> Void)?) {
    lock.withLock { beforeCheck = action }
  }

  /// Counts, then enrols with the wrapped verifier.
  public func enroll(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierRecord
  {
    lock.withLock { enrolments += 1 }
    return try await base.enroll(passcode, with: input)
  }

  /// Counts, then enrols with the wrapped verifier, keeping its data key's wrapping key.
  public func enrollment(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierEnrollment
  {
    lock.withLock { enrolments += 1 }
    return try await base.enrollment(passcode, with: input)
  }

  /// Counts, runs the hook, then evaluates with the wrapped verifier.
  public func evaluate(
    _ candidate: SecretBuffer, against record: VerifierRecord, with input: VerifierInput
  ) async throws -> VerifierCheck {
    let hook = lock.withLock {
      checks += 1
      return beforeCheck
    }
    try hook?()
    return try await base.evaluate(candidate, against: record, with: input)
  }

  /// As the wrapped verifier.
  public func problem(with record: VerifierRecord) -> VerifierRecordProblem? {
    base.problem(with: record)
  }

  /// As the wrapped verifier.
  public func needsRehash(
    _ record: VerifierRecord, checkTime: Duration, with input: VerifierInput
  ) -> Bool {
    base.needsRehash(record, checkTime: checkTime, with: input)
  }

  /// As the wrapped verifier: wrapping the default verifier keeps its device binding.
  public var deviceBinding: DeviceBindingSupport? { base.deviceBinding }
}

/// A verifier for tests: the real peppered derivation with a single round, so that hundreds of
/// checks run in milliseconds. Never use it outside tests: its records are trivially
/// brute-forced.
///
/// A lock accepts only records its verifier accepts: reopen a store written with this verifier
/// with this verifier too.
public struct FastTestVerifier: PasscodeVerifier {
  /// The algorithm name written into its records.
  public static let algorithm = "test-fast-hmac-sha256"

  /// Creates the verifier.
  public init() {}

  /// A one-round record with a fixed salt.
  public func enroll(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierRecord
  {
    try await enrollment(passcode, with: input).record
  }

  /// A one-round record with a fixed salt, and a data key wrapping key derived the same way
  /// with another salt — so that tests of the data key run in milliseconds too.
  public func enrollment(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierEnrollment
  {
    let salt = [UInt8](repeating: 7, count: 16)
    let hash = try PBKDF2Verifier.derive(passcode, pepper: input.pepper, salt: salt, rounds: 1)
    return VerifierEnrollment(
      record: VerifierRecord(algorithm: Self.algorithm, rounds: 1, salt: salt, hash: hash),
      dataKeyWrap: try Self.wrap(passcode, pepper: input.pepper))
  }

  private static func wrap(_ passcode: SecretBuffer, pepper: SecretBuffer) throws -> SecretBuffer {
    let salt = [UInt8](repeating: 9, count: 16)
    let key = SecretBuffer(
      copying: try PBKDF2Verifier.derive(passcode, pepper: pepper, salt: salt, rounds: 1))
    return key
  }

  /// Derives, compares, and tags the candidate as `PBKDF2Verifier` does.
  public func evaluate(
    _ candidate: SecretBuffer, against record: VerifierRecord, with input: VerifierInput
  ) async throws -> VerifierCheck {
    let hash = try PBKDF2Verifier.derive(
      candidate, pepper: input.pepper, salt: record.salt, rounds: 1)
    let matches = SecretBuffer(copying: hash).constantTimeEquals(
      SecretBuffer(copying: record.hash))
    return VerifierCheck(
      matches: matches, candidateTag: PBKDF2Verifier.guessTag(derived: hash),
      dataKeyWrap: matches ? try Self.wrap(candidate, pepper: input.pepper) : nil)
  }

  /// Only its own records.
  public func problem(with record: VerifierRecord) -> VerifierRecordProblem? {
    guard record.algorithm == Self.algorithm else { return .unknownAlgorithm(record.algorithm) }
    return record.hash.count == 32 ? nil : .malformed
  }
}
