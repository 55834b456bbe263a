import PasscodeTestHelpers
import Testing

@testable import PasscodeEngine

/// DEV-1: every step of the device-bound check against known answers computed by
/// `scripts/device-bound-vectors.py` (Python hashlib and pyca/cryptography on OpenSSL), not by
/// this code.
@Suite struct DeviceBoundConstructionTests {
  static let vectors = [
    DeviceBoundVectors.short, DeviceBoundVectors.record, DeviceBoundVectors.retried,
  ]

  @Test("KDF input and output match the known answers (DEV-1)", arguments: vectors)
  func kdfSteps(_ vector: DeviceBoundVectors.Vector) throws {
    let peppered = vector.pepper.withUnsafeBytes { key in
      Array(vector.passcode.utf8).withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
    #expect(bytes(of: peppered) == vector.peppered)
    let derived = try PBKDF2Verifier.derive(
      code(vector.passcode), pepper: SecretBuffer(copying: vector.pepper), salt: vector.salt,
      rounds: vector.rounds)
    #expect(derived == vector.derived)
  }

  @Test("the point, the agreement and the tag match the known answers (DEV-1)", arguments: vectors)
  func bindingSteps(_ vector: DeviceBoundVectors.Vector) throws {
    #expect(
      DeviceBoundConstruction.candidate(derived: vector.derived, counter: 0)
        == vector.firstCandidate)
    let point = try DeviceBoundConstruction.point(derived: vector.derived)
    #expect(point.counter == vector.counter)
    #expect(point.point == vector.point)
    let secret = try SoftwareDeviceKey().sharedSecret(
      keyBlob: SecretBuffer(copying: vector.deviceKey), point: vector.point)
    #expect(bytes(of: secret) == vector.sharedSecret)
    #expect(DeviceBoundConstruction.tag(sharedSecret: secret, salt: vector.salt) == vector.tag)
    #expect(PBKDF2Verifier.guessTag(derived: vector.tag) == vector.guessTag)
    let whole = try DeviceBoundVerifier.boundTag(
      code(vector.passcode), pepper: SecretBuffer(copying: vector.pepper), salt: vector.salt,
      rounds: vector.rounds, deviceKey: SoftwareDeviceKey(),
      keyBlob: SecretBuffer(copying: vector.deviceKey))
    #expect(whole == vector.tag)
    let wrap = DeviceBoundConstruction.dataKeyWrap(sharedSecret: secret, salt: vector.salt)
    #expect(bytes(of: wrap) == vector.dataKeyWrap)
  }

  @Test(
    "the data key's wraps match the known answers, and a key wrapped outside opens (DATA-1, DATA-4)"
  )
  func dataKeyWraps() throws {
    let deviceKey = SecretBuffer(copying: DeviceBoundVectors.record.deviceKey)
    let deviceOnly = try DeviceBoundConstruction.deviceOnlyWrap(
      deviceKey: SoftwareDeviceKey(), keyBlob: deviceKey)
    #expect(bytes(of: deviceOnly) == DeviceBoundVectors.deviceOnlyWrap)
    let key = try WrappedDataKey.unwrap(
      DeviceBoundVectors.wrappedDataKey,
      under: SecretBuffer(copying: DeviceBoundVectors.record.dataKeyWrap))
    #expect(bytes(of: key) == DeviceBoundVectors.dataKey)
    // And the other way: a key this code wraps opens with the independent wrap key.
    let rewrapped = try WrappedDataKey.wrap(
      key, under: SecretBuffer(copying: DeviceBoundVectors.record.dataKeyWrap))
    let reopened = try WrappedDataKey.unwrap(
      rewrapped, under: SecretBuffer(copying: DeviceBoundVectors.record.dataKeyWrap))
    #expect(bytes(of: reopened) == DeviceBoundVectors.dataKey)
    #expect(throws: CryptoFailure.self) {
      try WrappedDataKey.unwrap(DeviceBoundVectors.wrappedDataKey, under: deviceOnly)
    }
  }

  @Test("a known record verifies the right code only, with the known guess tag (DEV-1)")
  func knownRecordVerifies() async throws {
    let vector = DeviceBoundVectors.record
    let record = VerifierRecord(
      algorithm: DeviceBoundVerifier.algorithmPrefix + "software", rounds: vector.rounds,
      salt: vector.salt, hash: vector.tag)
    #expect(DeviceBoundVerifier.binding(of: record) == .software)
    let verifier = DeviceBoundVerifier(deviceKey: SoftwareDeviceKey(), workFactor: .rounds(210_000))
    let input = VerifierInput(
      pepper: SecretBuffer(copying: vector.pepper),
      deviceKey: DeviceKeyAccess(
        key: SoftwareDeviceKey(), blob: SecretBuffer(copying: vector.deviceKey)))
    let right = try await verifier.evaluate(code(vector.passcode), against: record, with: input)
    #expect(right.matches)
    #expect(right.candidateTag == vector.guessTag)
    #expect(right.dataKeyWrap?.count == 32, "a match gives the data key's wrapping key")
    let wrong = try await verifier.evaluate(code("730185"), against: record, with: input)
    #expect(!wrong.matches)
    #expect(wrong.candidateTag != vector.guessTag)
  }

  @Test("candidates at or above the field prime are skipped, whatever the library says (DEV-1)")
  func outOfRangeCandidatesAreSkipped() {
    let prime = DeviceBoundVectors.fieldPrime
    #expect(DeviceBoundConstruction.fieldPrime == prime)
    var belowPrime = prime
    belowPrime[31] = 0xFE
    var abovePrime = prime
    abovePrime[7] = 0x02
    #expect(DeviceBoundConstruction.isBelowFieldPrime(belowPrime))
    #expect(!DeviceBoundConstruction.isBelowFieldPrime(prime))
    #expect(!DeviceBoundConstruction.isBelowFieldPrime(abovePrime))
    #expect(!DeviceBoundConstruction.isBelowFieldPrime([UInt8](repeating: 0xFF, count: 32)))
    #expect(DeviceBoundConstruction.isBelowFieldPrime([UInt8](repeating: 0, count: 32)))
  }

  /// The P-256 base point, uncompressed.
  static let generator = hexBytes(
    "046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
      + "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5")

  @Test("the point is hashed onto the curve, not the public key of the KDF output (DEV-1)")
  func pointIsNotTheScalarsPublicKey() throws {
    let vector = DeviceBoundVectors.short
    // x(k·G): what the point would be with the KDF output as a private scalar.
    let scalarPoint = try SoftwareDeviceKey().sharedSecret(
      keyBlob: SecretBuffer(copying: vector.derived), point: Self.generator)
    #expect(bytes(of: scalarPoint) != Array(vector.point[1...32]))
    // The test's own check of the helper: x(d·G) is the device key's public x.
    let deviceX = try SoftwareDeviceKey().sharedSecret(
      keyBlob: SecretBuffer(copying: vector.deviceKey), point: Self.generator)
    #expect(bytes(of: deviceX) == DeviceBoundVectors.devicePublicX)
  }

  @Test("the device key's check value matches the independent script's (DEV-4)")
  func keyCheckKnownAnswer() throws {
    #expect(DeviceBoundConstruction.generator == Self.generator)
    let check = try DeviceBoundConstruction.keyCheck(
      deviceKey: SoftwareDeviceKey(),
      keyBlob: SecretBuffer(copying: DeviceBoundVectors.short.deviceKey))
    #expect(check == DeviceBoundVectors.deviceKeyCheck)
  }
}
