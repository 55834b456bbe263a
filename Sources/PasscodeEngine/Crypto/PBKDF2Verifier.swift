/// The built-in verifier: a salted, peppered PBKDF2-HMAC-SHA256 record (HASH-1…HASH-3).
///
/// The KDF input is `HMAC-SHA256(pepper, passcode)`; the pepper is 32 random bytes that the
/// store keeps apart from the record (HASH-2), so a stolen record alone cannot be brute-forced.
/// The output is compared in constant time (HASH-3).
public struct PBKDF2Verifier: PasscodeVerifier {
  /// The name stored in ``VerifierRecord/algorithm``.
  public static let algorithm = "pbkdf2-hmac-sha256"
  /// Rounds used for new records unless configured otherwise.
  public static let defaultRounds = 600_000
  /// Records with fewer rounds are refused (the store counts as damaged).
  public static let minimumRounds = 210_000
  /// Records with more rounds are refused: a damaged record must not make a check take hours.
  public static let maximumRounds = 100_000_000
  /// Bytes of random salt per passcode.
  public static let saltByteCount = 16
  /// Bytes of derived output.
  public static let outputByteCount = 32

  /// The rounds new records get; records with fewer are re-hashed after the next success.
  public let rounds: Int

  /// Creates a verifier that writes records with `rounds` iterations.
  ///
  /// - Precondition: `rounds` is between ``minimumRounds`` and ``maximumRounds``.
  public init(rounds: Int = PBKDF2Verifier.defaultRounds) {
    precondition(
      (Self.minimumRounds...Self.maximumRounds).contains(rounds),
      "PBKDF2 rounds must be between \(Self.minimumRounds) and \(Self.maximumRounds)")
    self.rounds = rounds
  }

  /// Derives a record for `passcode` with a new random salt.
  ///
  /// - Throws: ``VerifierError/derivationFailed`` when the derivation fails.
  public func enroll(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierRecord
  {
    let salt = SecureRandom.bytes(Self.saltByteCount)
    let rounds = rounds
    let pepper = input.pepper
    let hash = try await Offload.run {
      try Self.deriveForVerifier(passcode, pepper: pepper, salt: salt, rounds: rounds)
    }
    return VerifierRecord(algorithm: Self.algorithm, rounds: rounds, salt: salt, hash: hash)
  }

  /// Derives with the record's salt and rounds, compares in constant time, and tags the
  /// candidate with ``guessTag(derived:)``.
  ///
  /// - Throws: ``VerifierError/recordUnusable(_:)`` for a record it refuses,
  ///   ``VerifierError/derivationFailed`` when the derivation fails.
  public func evaluate(
    _ candidate: SecretBuffer, against record: VerifierRecord, with input: VerifierInput
  ) async throws -> VerifierCheck {
    if let problem = problem(with: record) { throw VerifierError.recordUnusable(problem) }
    let pepper = input.pepper
    let hash = try await Offload.run {
      try Self.deriveForVerifier(
        candidate, pepper: pepper, salt: record.salt, rounds: record.rounds)
    }
    return VerifierCheck(
      matches: ConstantTime.equals(hash, record.hash), candidateTag: Self.guessTag(derived: hash))
  }

  /// The first thing wrong with `record`, or `nil`.
  public func problem(with record: VerifierRecord) -> VerifierRecordProblem? {
    guard record.algorithm == Self.algorithm else { return .unknownAlgorithm(record.algorithm) }
    guard record.rounds >= Self.minimumRounds else {
      return .roundsBelowFloor(rounds: record.rounds, floor: Self.minimumRounds)
    }
    guard record.rounds <= Self.maximumRounds else {
      return .roundsAboveCeiling(rounds: record.rounds, ceiling: Self.maximumRounds)
    }
    guard record.salt.count == Self.saltByteCount, record.hash.count == Self.outputByteCount
    else { return .malformed }
    return nil
  }

  /// The tag kept for a wrong guess (LOCK-4): HMAC-SHA256 keyed with the derived value, under a
  /// label of its own, so that it is never equal to a verifier and costs a full derivation to
  /// test a guess against.
  public static func guessTag(derived: [UInt8]) -> [UInt8] {
    let label = Array("PasscodeKit recent wrong guess v1".utf8)
    let tag = derived.withUnsafeBytes { key in
      label.withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
    return tag.withUnsafeBytes { Array($0) }
  }

  /// Records with fewer rounds than this verifier's are replaced after the next success.
  public func needsRehash(
    _ record: VerifierRecord, checkTime: Duration, with input: VerifierInput
  ) -> Bool {
    record.rounds < rounds
  }

  /// `PBKDF2-HMAC-SHA256(HMAC-SHA256(pepper, passcode), salt, rounds, 32)`.
  ///
  /// This is the whole record computation, exposed so that the Apple and Linux paths can be
  /// checked against known answers (HASH-4) and benchmarked (HASH-5).
  public static func derive(
    _ passcode: SecretBuffer, pepper: SecretBuffer, salt: [UInt8], rounds: Int
  ) throws -> [UInt8] {
    let peppered = pepper.withUnsafeBytes { key in
      passcode.withUnsafeBytes { message in Digests.hmacSHA256(key: key, message: message)
      }
    }
    defer { peppered.removeAll() }
    return try peppered.withUnsafeBytes { input in
      try CryptoPrimitives.pbkdf2SHA256(
        password: input, salt: salt, rounds: rounds, outputByteCount: outputByteCount)
    }
  }

  /// ``derive(_:pepper:salt:rounds:)``, its failure reported as
  /// ``VerifierError/derivationFailed``. (Untyped `throws`: a typed `throws(VerifierError)`
  /// here crashes the Swift 6 compiler when it type-checks the engine for iOS.)
  private static func deriveForVerifier(
    _ passcode: SecretBuffer, pepper: SecretBuffer, salt: [UInt8], rounds: Int
  ) throws -> [UInt8] {
    do {
      return try derive(passcode, pepper: pepper, salt: salt, rounds: rounds)
    } catch {
      throw VerifierError.derivationFailed
    }
  }

  /// Plain PBKDF2-HMAC-SHA256 with no pepper and no floor, for known-answer tests (RFC 7914
  /// §11) and benchmarks.
  public static func pbkdf2(
    password: [UInt8], salt: [UInt8], rounds: Int, outputByteCount: Int
  ) throws -> [UInt8] {
    try password.withUnsafeBytes { input in
      try CryptoPrimitives.pbkdf2SHA256(
        password: input, salt: salt, rounds: rounds, outputByteCount: outputByteCount)
    }
  }
}
