import PasscodeTestHelpers
import Testing

@testable import PasscodeEngine

/// HASH-1…HASH-4.
@Suite struct PBKDF2VerifierTests {
  @Test("RFC 7914 section 11 vectors (HASH-4)")
  func rfc7914Section11Vectors() throws {
    let first = try PBKDF2Verifier.pbkdf2(
      password: Array("passwd".utf8), salt: Array("salt".utf8), rounds: 1, outputByteCount: 64)
    #expect(
      first
        == hexBytes(
          "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
            + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"))
    let second = try PBKDF2Verifier.pbkdf2(
      password: Array("Password".utf8), salt: Array("NaCl".utf8), rounds: 80_000,
      outputByteCount: 64)
    #expect(
      second
        == hexBytes(
          "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
            + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"))
  }

  /// The whole record computation, PBKDF2(HMAC(pepper, code), salt), against a value computed
  /// independently with Python's `hmac` and `hashlib` (OpenSSL). The Apple path (CommonCrypto)
  /// and the Linux path (BoringSSL) must both produce it, so records move between them.
  @Test("a peppered record matches an independent implementation (HASH-2, HASH-4)")
  func pepperedRecordMatchesAnIndependentImplementation() throws {
    let derived = try PBKDF2Verifier.derive(
      code("480213"), pepper: SecretBuffer(copying: Array(0..<32)), salt: Array(0..<16),
      rounds: 210_000)
    #expect(derived == hexBytes("2a6889d692cb5c5ad229acc53bbfe628ee7701d009a0cb60216dd998c072b724"))
  }

  @Test("enrolment makes a versioned, salted record (HASH-1)")
  func enrolmentMakesAVersionedSaltedRecord() async throws {
    let verifier = PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds)
    let pepper = SecretBuffer(copying: Array(repeating: 9, count: 32))
    let first = try await verifier.enroll(code("480213"), with: VerifierInput(pepper: pepper))
    let second = try await verifier.enroll(code("480213"), with: VerifierInput(pepper: pepper))
    #expect(first.algorithm == "pbkdf2-hmac-sha256")
    #expect(first.rounds == 210_000)
    #expect(first.salt.count == 16)
    #expect(first.hash.count == 32)
    #expect(first.salt != second.salt)
    #expect(first.hash != second.hash)
    #expect(
      try await verifier.evaluate(
        code("480213"), against: first, with: VerifierInput(pepper: pepper)
      ).matches)
    #expect(
      try await !verifier.evaluate(
        code("480214"), against: first, with: VerifierInput(pepper: pepper)
      ).matches)
  }

  @Test("the same code under another pepper does not verify (HASH-2)")
  func theSameCodeUnderAnotherPepperDoesNotVerify() async throws {
    let verifier = PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds)
    let record = try await verifier.enroll(
      code("480213"),
      with: VerifierInput(pepper: SecretBuffer(copying: Array(repeating: 1, count: 32))))
    let other = VerifierInput(pepper: SecretBuffer(copying: Array(repeating: 2, count: 32)))
    #expect(try await !verifier.evaluate(code("480213"), against: record, with: other).matches)
  }

  @Test("the verifier accepts only sound records (HASH-1)")
  func acceptsOnlySoundRecords() {
    let verifier = PBKDF2Verifier()
    let good = VerifierRecord(
      algorithm: PBKDF2Verifier.algorithm, rounds: 600_000, salt: Array(repeating: 0, count: 16),
      hash: Array(repeating: 0, count: 32))
    #expect(verifier.problem(with: good) == nil)
    var record = good
    record.rounds = 209_999
    #expect(verifier.problem(with: record) != nil)
    record = good
    record.rounds = 100_000_001
    #expect(verifier.problem(with: record) != nil)
    record = good
    record.algorithm = "sha256"
    #expect(verifier.problem(with: record) != nil)
    record = good
    record.salt = Array(repeating: 0, count: 8)
    #expect(verifier.problem(with: record) != nil)
    record = good
    record.hash = Array(repeating: 0, count: 31)
    #expect(verifier.problem(with: record) != nil)
  }

  @Test("records below the current rounds need a rehash (HASH-1)")
  func recordsBelowTheCurrentRoundsNeedRehash() {
    let verifier = PBKDF2Verifier()
    #expect(PBKDF2Verifier.defaultRounds == 600_000)
    #expect(PBKDF2Verifier.minimumRounds == 210_000)
    let record = VerifierRecord(
      algorithm: PBKDF2Verifier.algorithm, rounds: 310_000, salt: [], hash: [])
    let pepper = SecretBuffer(copying: Array(repeating: 9, count: 32))
    #expect(verifier.needsRehash(record, checkTime: .zero, with: VerifierInput(pepper: pepper)))
    #expect(
      !PBKDF2Verifier(rounds: 310_000).needsRehash(
        record, checkTime: .zero, with: VerifierInput(pepper: pepper)))
  }

  // An exit test shares the test process with the end-to-end tests' children; it cannot hang
  // on them because none is ever left unreaped (Tests/passcodeTests/ChildProcesses.swift).
  @Test func roundsBelowTheFloorTrap() async {
    await #expect(processExitsWith: .failure) { _ = PBKDF2Verifier(rounds: 209_999) }
  }
}
