/// Checks passcodes for a ``PasscodeLock``.
///
/// The default is ``DeviceBoundVerifier``, which checks on the device with a key only this
/// device holds. A host that checks codes on its own server implements this protocol and passes
/// it to the lock; the lock still enforces the format, the failure count, the lockouts and the
/// permanent lock around every call, and still writes the incremented count before calling
/// ``evaluate(_:against:with:)`` (CNT-1).
///
/// One requirement per question: make a record (``enroll(_:with:)``), check a candidate
/// against one (``evaluate(_:against:with:)``), say why a stored record cannot be used
/// (``problem(with:)``), say whether one should be re-derived after a success
/// (``needsRehash(_:checkTime:with:)``), and — for a verifier that binds its records to the
/// device — which device keys it uses (``deviceBinding``). What a call needs is passed to it
/// explicitly (``VerifierInput``: the pepper, and the store's device key when there is one),
/// so a verifier that wraps another (to count, log or time it) forwards every requirement and
/// loses nothing.
///
/// Implementations receive the normalised passcode and the device's pepper; they must not log
/// or store the passcode (STO-1, MEM-2).
public protocol PasscodeVerifier: Sendable {
  /// Makes the record to store for a new passcode.
  ///
  /// - Parameters:
  ///   - passcode: the normalised new passcode.
  ///   - input: the pepper, and the device key when the verifier binds records
  ///     (``deviceBinding``) and the store keeps one.
  func enroll(_ passcode: SecretBuffer, with input: VerifierInput) async throws -> VerifierRecord

  /// Makes the record for a new passcode, and — for a verifier that can — the key that wraps
  /// the store's data key under this passcode and record (``VerifierEnrollment/dataKeyWrap``):
  /// the same key ``evaluate(_:against:with:)`` gives back for a match.
  ///
  /// Default: ``enroll(_:with:)``, with no wrapping key (the store then has no data key).
  func enrollment(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierEnrollment

  /// Checks `candidate` against `record` and, where the verifier can, derives a tag that
  /// identifies the candidate as expensively as the record does. The lock keeps the tags of
  /// the last few wrong guesses in the state record, so that a wrong guess repeated from
  /// another process is not counted twice (LOCK-4); a verifier that gives no tag
  /// (``VerifierCheck/candidateTag`` `nil`) simply has repeats counted.
  ///
  /// Throwing means the check could not be made (``VerificationResult/verifierFailed(_:)``);
  /// the attempt stays counted. Throw ``VerifierError/reported(_:)`` to give the user a
  /// sentence, ``DeviceKeyError`` when the device key cannot be used (the store then counts
  /// as damaged).
  func evaluate(
    _ candidate: SecretBuffer, against record: VerifierRecord, with input: VerifierInput
  )
    async throws -> VerifierCheck

  /// Why a stored record cannot be used, or `nil` when it can. The lock reports it as damage,
  /// or as ``StoreError/weakParameters(rounds:floor:)`` when the work factor is below the
  /// floor (HASH-1).
  func problem(with record: VerifierRecord) -> VerifierRecordProblem?

  /// Whether a record should be replaced after a successful check that took `checkTime`: it
  /// uses fewer rounds than the current default (HASH-1), it is not bound to the device key
  /// `input` now offers (DEV-2), or it is well under this device's calibration (DEV-3). The
  /// lock keeps the new record only when it raises the rounds or binds the record.
  ///
  /// Default: never.
  func needsRehash(_ record: VerifierRecord, checkTime: Duration, with input: VerifierInput)
    -> Bool

  /// The device keys this verifier binds its records with (DEV-1), or `nil` for a verifier
  /// that binds nothing (the lock then gives it no device key). A wrapper forwards its base's.
  ///
  /// Default: `nil`.
  var deviceBinding: DeviceBindingSupport? { get }
}

extension PasscodeVerifier {
  /// ``enroll(_:with:)``, with no wrapping key.
  public func enrollment(_ passcode: SecretBuffer, with input: VerifierInput) async throws
    -> VerifierEnrollment
  {
    VerifierEnrollment(record: try await enroll(passcode, with: input), dataKeyWrap: nil)
  }

  /// Never.
  public func needsRehash(
    _ record: VerifierRecord, checkTime: Duration, with input: VerifierInput
  ) -> Bool { false }

  /// No device binding.
  public var deviceBinding: DeviceBindingSupport? { nil }
}

/// What a ``PasscodeVerifier`` is given for one enrolment or check.
public struct VerifierInput: Sendable {
  /// The device's pepper, kept apart from the record (HASH-2).
  public var pepper: SecretBuffer
  /// The store's device key, when the verifier binds records (``PasscodeVerifier/deviceBinding``)
  /// and the store keeps one (DEV-1); `nil` otherwise.
  public var deviceKey: DeviceKeyAccess?

  /// Creates an input.
  public init(pepper: SecretBuffer, deviceKey: DeviceKeyAccess? = nil) {
    self.pepper = pepper
    self.deviceKey = deviceKey
  }
}

/// A device key for one operation: the key's type and the blob the store keeps for it.
public struct DeviceKeyAccess: Sendable {
  /// The kind of key, which uses the blob.
  public let key: any DeviceKey
  /// The blob the store keeps (``DeviceKey/makeKey()``).
  public let blob: SecretBuffer

  /// Pairs a key type with its stored blob.
  public init(key: any DeviceKey, blob: SecretBuffer) {
    self.key = key
    self.blob = blob
  }
}

/// The device keys a verifier binds its records with (DEV-1): the kind new stores get, and the
/// kind that can use a store bound another way.
public struct DeviceBindingSupport: Sendable {
  /// The key new stores get.
  public let deviceKey: any DeviceKey

  /// Binds new stores with `deviceKey`.
  public init(deviceKey: any DeviceKey) {
    self.deviceKey = deviceKey
  }

  /// The key type that can use a store bound with `binding`: ``deviceKey`` when it matches,
  /// else the platform's; `nil` when this build has none (``DeviceBinding/none``, or a Secure
  /// Enclave record on a platform without CryptoKit).
  public func key(for binding: DeviceBinding) -> (any DeviceKey)? {
    if deviceKey.binding == binding { return deviceKey }
    switch binding {
    case .software: return SoftwareDeviceKey()
    case .secureEnclave:
      #if canImport(CryptoKit) && canImport(Security) && !os(Linux)
        return SecureEnclaveDeviceKey()
      #else
        return nil
      #endif
    case .none: return nil
    }
  }
}

/// What ``PasscodeVerifier/evaluate(_:against:with:)`` found.
public struct VerifierCheck: Equatable, Sendable {
  /// Whether the candidate is the enrolled passcode.
  public var matches: Bool
  /// A value derived from the candidate at the full cost of a check (for PBKDF2: a keyed digest
  /// of the derived key), or `nil` when the verifier cannot give one. Equal candidates give
  /// equal tags for the same record; it reveals no more than the record itself.
  public var candidateTag: [UInt8]?
  /// For a match, the key that wraps the store's data key (32 bytes), derived from the check
  /// itself so that only the passcode on this device gives it; `nil` for a mismatch or a
  /// verifier that cannot give one.
  public var dataKeyWrap: SecretBuffer?

  /// Creates a result.
  public init(matches: Bool, candidateTag: [UInt8]?, dataKeyWrap: SecretBuffer? = nil) {
    self.matches = matches
    self.candidateTag = candidateTag
    self.dataKeyWrap = matches ? dataKeyWrap : nil
  }
}

/// What ``PasscodeVerifier/enrollment(_:with:)`` made: the record, and the key that wraps the
/// store's data key under it (``VerifierCheck/dataKeyWrap`` for the same passcode).
public struct VerifierEnrollment: Sendable {
  /// The record to store.
  public var record: VerifierRecord
  /// The data key's wrapping key, or `nil` when the verifier cannot give one.
  public var dataKeyWrap: SecretBuffer?

  /// Creates an enrolment.
  public init(record: VerifierRecord, dataKeyWrap: SecretBuffer?) {
    self.record = record
    self.dataKeyWrap = dataKeyWrap
  }
}

/// Why a stored ``VerifierRecord`` cannot be used.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
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

// MARK: - Earlier spellings

extension PasscodeVerifier {
  /// ``enroll(_:with:)`` with a pepper and no device key.
  @available(*, deprecated, message: "Use enroll(_:with: VerifierInput(pepper:)).")
  public func enroll(_ passcode: SecretBuffer, pepper: SecretBuffer) async throws
    -> VerifierRecord
  {
    try await enroll(passcode, with: VerifierInput(pepper: pepper))
  }

  /// ``evaluate(_:against:with:)`` with a pepper and no device key.
  @available(*, deprecated, message: "Use evaluate(_:against:with: VerifierInput(pepper:)).")
  public func evaluate(
    _ candidate: SecretBuffer, pepper: SecretBuffer, against record: VerifierRecord
  ) async throws -> VerifierCheck {
    try await evaluate(candidate, against: record, with: VerifierInput(pepper: pepper))
  }

  /// Whether `candidate` matches: ``evaluate(_:against:with:)``'s answer.
  @available(
    *, deprecated, message: "Use evaluate(_:against:with:), whose answer says whether it matches."
  )
  public func check(
    _ candidate: SecretBuffer, pepper: SecretBuffer, against record: VerifierRecord
  ) async throws -> Bool {
    try await evaluate(candidate, against: record, with: VerifierInput(pepper: pepper)).matches
  }

  /// Whether ``problem(with:)`` finds nothing.
  @available(*, deprecated, message: "Use problem(with:), which says why.")
  public func isAcceptable(_ record: VerifierRecord) -> Bool { problem(with: record) == nil }
}
