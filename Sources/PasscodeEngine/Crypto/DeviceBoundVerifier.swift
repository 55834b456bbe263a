/// The default verifier: a PBKDF2 record that only this device can check (DEV-1…DEV-3).
///
/// The KDF is ``PBKDF2Verifier``'s; its output is mapped to a P-256 point, agreed with the
/// device's key (``DeviceKey``: the Secure Enclave where there is one), and the stored value is
/// an HKDF tag of the shared secret (see the *Security model* article). A copy of the store
/// without the device key cannot test a single guess.
///
/// The ``PasscodeLock`` gives the verifier the store's device key: it creates it at `set`
/// (``PasscodeStore/saveDeviceKey(_:)``), and upgrades a plain ``PBKDF2Verifier`` record after
/// its next successful check. A device-bound store that holds a plain record again is damage,
/// never a downgrade (DEV-2). Over a store that keeps no device key
/// (``PasscodeStore/keepsDeviceKey``) it writes plain PBKDF2 records, and the status says so
/// (``DeviceBinding/none``).
///
/// The work factor is calibrated at `set` (DEV-3): rounds for about 100 ms per check on this
/// device, never fewer than 600,000, capped so a check takes at most about 1 s. The rounds are
/// kept in each record.
public struct DeviceBoundVerifier: PasscodeVerifier {
  /// How many PBKDF2 rounds new records get.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum WorkFactor: Equatable, Sendable {
    /// Measured at each `set` (DEV-3).
    case calibrated
    /// Calibrated as if PBKDF2 ran at this many rounds per second on this device, instead of
    /// measuring it: the same rounds on every device of a fleet, or reproducible tests. The
    /// floor and the cap apply as for ``calibrated``.
    case calibratedFor(roundsPerSecond: Int)
    /// A fixed count, between ``PBKDF2Verifier/minimumRounds`` and
    /// ``PBKDF2Verifier/maximumRounds``.
    case rounds(Int)
  }

  /// The start of every device-bound record's algorithm name; the binding follows.
  public static let algorithmPrefix = "pbkdf2-hmac-sha256+p256-ecdh-hkdf/"
  /// What a calibrated check aims at.
  public static let calibrationTarget = Duration.milliseconds(100)
  /// The longest a calibrated check may take, unless the floor needs longer.
  public static let calibrationCeiling = Duration.seconds(1)
  /// The fewest rounds calibration chooses (DEV-3).
  public static let calibratedFloor = 600_000

  /// The key new stores get.
  public let deviceKey: any DeviceKey
  /// How many rounds new records get.
  public let workFactor: WorkFactor

  /// Creates the verifier.
  ///
  /// - Parameters:
  ///   - deviceKey: the key type for new stores; by default ``platformDeviceKey()``.
  ///   - workFactor: calibrated (the default) or a fixed number of rounds.
  /// - Precondition: fixed rounds are within PBKDF2Verifier's floor and ceiling.
  public init(
    deviceKey: any DeviceKey = DeviceBoundVerifier.platformDeviceKey(),
    workFactor: WorkFactor = .calibrated
  ) {
    if case .rounds(let rounds) = workFactor {
      precondition(
        (PBKDF2Verifier.minimumRounds...PBKDF2Verifier.maximumRounds).contains(rounds),
        "PBKDF2 rounds must be between \(PBKDF2Verifier.minimumRounds) and "
          + "\(PBKDF2Verifier.maximumRounds)")
    }
    self.deviceKey = deviceKey
    self.workFactor = workFactor
  }

  /// The Secure Enclave where the device has one, else ``SoftwareDeviceKey``.
  public static func platformDeviceKey() -> any DeviceKey {
    #if canImport(CryptoKit) && canImport(Security) && !os(Linux)
      if SecureEnclaveDeviceKey.isAvailable { return SecureEnclaveDeviceKey() }
    #endif
    return SoftwareDeviceKey()
  }

  /// How a stored record is bound: ``DeviceBinding/none`` for a plain PBKDF2 record (or any
  /// other), else the binding its algorithm names.
  public static func binding(of record: VerifierRecord) -> DeviceBinding {
    guard record.algorithm.hasPrefix(algorithmPrefix) else { return .none }
    let name = record.algorithm.dropFirst(algorithmPrefix.count)
    return DeviceBinding(rawValue: String(name)).flatMap { $0 == .none ? nil : $0 } ?? .none
  }

  /// The algorithm name of a record bound with `binding`.
  static func algorithm(_ binding: DeviceBinding) -> String {
    algorithmPrefix + binding.rawValue
  }

  // MARK: PasscodeVerifier

  /// Binds new records with ``deviceKey``.
  public var deviceBinding: DeviceBindingSupport? { DeviceBindingSupport(deviceKey: deviceKey) }

  /// A record bound to the store's device key, with calibrated or fixed rounds; a plain
  /// PBKDF2 record when the store keeps no device key (`input.deviceKey` is `nil`: its status
  /// then says ``DeviceBinding/none``).
  ///
  /// - Throws: ``DeviceKeyError`` when the device key cannot be used,
  ///   ``VerifierError/derivationFailed`` when a derivation fails.
  public func enroll(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierRecord
  {
    try await enrollment(passcode, with: input).record
  }

  /// ``enroll(_:with:)``, with the data key's wrapping key of a device-bound record (the
  /// same shared secret as its tag, another HKDF label); a plain record over a store without
  /// a device key has none.
  public func enrollment(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierEnrollment
  {
    guard let access = input.deviceKey else {
      return VerifierEnrollment(
        record: try await unboundFallback.enroll(passcode, with: input), dataKeyWrap: nil)
    }
    let key = access.key
    let keyBlob = access.blob
    let pepper = input.pepper
    let workFactor = workFactor
    let salt = SecureRandom.bytes(PBKDF2Verifier.saltByteCount)
    let (rounds, bound) = try await Offload.run {
      let rounds: Int
      switch workFactor {
      case .rounds(let fixed): rounds = fixed
      case .calibrated: rounds = try Self.calibrate(deviceKey: key, keyBlob: keyBlob).rounds
      case .calibratedFor(let speed):
        rounds = Self.rounds(roundsPerSecond: speed, bindingCost: .zero)
      }
      let bound = try Self.boundTagAndWrap(
        passcode, pepper: pepper, salt: salt, rounds: rounds, deviceKey: key, keyBlob: keyBlob)
      return (rounds, bound)
    }
    return VerifierEnrollment(
      record: VerifierRecord(
        algorithm: Self.algorithm(key.binding), rounds: rounds, salt: salt, hash: bound.tag),
      dataKeyWrap: bound.wrap)
  }

  /// Checks a device-bound record with the store's device key, or a plain PBKDF2 record as
  /// ``PBKDF2Verifier`` does (it is upgraded after a success).
  ///
  /// - Throws: ``DeviceKeyError`` when the device key is missing or cannot be used,
  ///   ``VerifierError``.
  public func evaluate(
    _ candidate: SecretBuffer, against record: VerifierRecord, with input: VerifierInput
  ) async throws -> VerifierCheck {
    if let problem = problem(with: record) { throw VerifierError.recordUnusable(problem) }
    let binding = Self.binding(of: record)
    guard binding != .none else {
      return try await PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds)
        .evaluate(candidate, against: record, with: input)
    }
    guard let access = input.deviceKey, access.key.binding == binding else {
      throw DeviceKeyError.unavailable
    }
    let key = access.key
    let keyBlob = access.blob
    let pepper = input.pepper
    let bound = try await Offload.run {
      try Self.boundTagAndWrap(
        candidate, pepper: pepper, salt: record.salt, rounds: record.rounds, deviceKey: key,
        keyBlob: keyBlob)
    }
    let matches = ConstantTime.equals(bound.tag, record.hash)
    if !matches { bound.wrap.removeAll() }
    return VerifierCheck(
      matches: matches, candidateTag: PBKDF2Verifier.guessTag(derived: bound.tag),
      dataKeyWrap: bound.wrap)
  }

  /// Plain PBKDF2 records as ``PBKDF2Verifier`` judges them; device-bound records with a
  /// known binding, rounds within PBKDF2's floor and ceiling, a 16-byte salt and a 32-byte tag.
  public func problem(with record: VerifierRecord) -> VerifierRecordProblem? {
    let plain = PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds)
    guard record.algorithm.hasPrefix(Self.algorithmPrefix) else {
      return plain.problem(with: record)
    }
    guard Self.binding(of: record) != .none else {
      return .unknownAlgorithm(record.algorithm)
    }
    var asPlain = record
    asPlain.algorithm = PBKDF2Verifier.algorithm
    return plain.problem(with: asPlain)
  }

  /// Plain records when the store offers a device key (the upgrade, DEV-2), or have fewer
  /// rounds than the floor; device-bound ones with fewer rounds than this verifier's fixed
  /// count or the calibration floor, or well under this device's calibration
  /// (DEV-3: a record set while the device was busy converges to about ``calibrationTarget``).
  public func needsRehash(
    _ record: VerifierRecord, checkTime: Duration, with input: VerifierInput
  ) -> Bool {
    if Self.binding(of: record) == .none {
      return input.deviceKey != nil || record.rounds < minimumRounds
    }
    return record.rounds < minimumRounds || needsRecalibration(record, checkTime: checkTime)
  }

  /// The rounds below which a record is upgraded.
  private var minimumRounds: Int {
    switch workFactor {
    case .calibrated, .calibratedFor: Self.calibratedFloor
    case .rounds(let fixed): fixed
    }
  }

  /// How far under this device's calibration a record's rounds must be before a success
  /// re-derives it (DEV-3): 15 %, so that the noise of one measurement does not re-derive a
  /// record at every unlock.
  static let recalibrationMargin = 1.15

  /// Whether a device-bound record whose successful check took `checkTime` has well under the
  /// rounds this device calibrates to now (DEV-3): a record set while the device was busy
  /// (its calibration then measured it slow) converges to about ``calibrationTarget`` per
  /// check. The check itself is the measurement: its time includes the key agreement, so the
  /// speed it suggests errs low, and a check slowed by load suggests no raise at all. Records
  /// are only ever raised: the lock keeps the old record unless the new one has more rounds.
  /// Fixed work factors are never recalibrated.
  func needsRecalibration(_ record: VerifierRecord, checkTime: Duration) -> Bool {
    guard Self.binding(of: record) != .none else { return false }
    let speed: Int
    switch workFactor {
    case .rounds: return false
    case .calibratedFor(let assumed): speed = assumed
    case .calibrated:
      let seconds = max(checkTime.inSeconds, 1e-6)
      speed = Int(min(Double(record.rounds) / seconds, Double(Int.max / 2)))
    }
    let calibrated = Self.rounds(roundsPerSecond: speed, bindingCost: .zero)
    return Double(calibrated) >= Double(record.rounds) * Self.recalibrationMargin
  }

  /// The plain PBKDF2 verifier this one falls back to over a store that keeps no device key.
  var unboundFallback: PBKDF2Verifier {
    PBKDF2Verifier(rounds: max(minimumRounds, PBKDF2Verifier.minimumRounds))
  }

  // MARK: The computation

  /// The whole device-bound record computation: the KDF output
  /// (``PBKDF2Verifier/derive(_:pepper:salt:rounds:)``), mapped to a P-256 point, agreed with
  /// the device key stored as `keyBlob`, through HKDF. Exposed for known-answer tests and
  /// benchmarks (`passcode bench kdf`).
  ///
  /// - Throws: ``DeviceKeyError``, ``VerifierError/derivationFailed``.
  public static func boundTag(
    _ passcode: SecretBuffer, pepper: SecretBuffer, salt: [UInt8], rounds: Int,
    deviceKey: any DeviceKey, keyBlob: SecretBuffer
  ) throws -> [UInt8] {
    let bound = try boundTagAndWrap(
      passcode, pepper: pepper, salt: salt, rounds: rounds, deviceKey: deviceKey,
      keyBlob: keyBlob)
    bound.wrap.removeAll()
    return bound.tag
  }

  /// ``boundTag(_:pepper:salt:rounds:deviceKey:keyBlob:)`` and the data key's wrapping key
  /// from the same shared secret (`HKDF` info `"PasscodeKit data key wrap v1"`).
  static func boundTagAndWrap(
    _ passcode: SecretBuffer, pepper: SecretBuffer, salt: [UInt8], rounds: Int,
    deviceKey: any DeviceKey, keyBlob: SecretBuffer
  ) throws -> (tag: [UInt8], wrap: SecretBuffer) {
    var derived: [UInt8]
    do {
      derived = try PBKDF2Verifier.derive(passcode, pepper: pepper, salt: salt, rounds: rounds)
    } catch {
      throw VerifierError.derivationFailed
    }
    defer { derived.withUnsafeMutableBytes { SecureZero.zero($0) } }
    do {
      return try DeviceBoundConstruction.tagAndWrap(
        derived: derived, salt: salt, deviceKey: deviceKey, keyBlob: keyBlob)
    } catch let error as DeviceKeyError {
      throw error
    } catch {
      throw VerifierError.derivationFailed
    }
  }
}
