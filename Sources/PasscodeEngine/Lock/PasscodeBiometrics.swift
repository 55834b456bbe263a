/// The answer to ``PasscodeBiometrics/unlock(token:device:)``.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum BiometricUnlockResult: Equatable, Sendable {
  /// Unlocked. The failure count is back to zero.
  case success
  /// Biometric unlock may not be used now; ask for the passcode.
  case unavailable(BiometricAvailability.Reason)
  /// The released token does not match: biometric unlock is switched off until it is enabled
  /// again after a passcode success.
  case rejected
  /// The user cancelled the biometric prompt, or was not recognised; ask for the passcode.
  case cancelled
  /// The store could not be read or written.
  case storeError(StoreError)
}

/// What ``PasscodeLock`` reports in one load of the store (``PasscodeBiometrics/snapshot(device:)``).
@_spi(Core) public struct LockSnapshot: Equatable, Sendable {
  /// The status.
  public var status: PasscodeStatus
  /// Whether biometric unlock may be offered now.
  public var biometrics: BiometricAvailability
  /// The user's own biometric choice; `nil` when they never chose or no passcode is set.
  public var biometricsChoice: Bool?
}

/// Biometric unlock (BIO-1 … BIO-3), a lock's ``PasscodeLock/biometrics`` — one authority for
/// it: whether it may be offered, turning it on and off, unlocking with the token a Face ID or
/// Touch ID match releases, and the user's stored choice.
///
/// ```swift
/// try await lock.biometrics.enable(using: authenticator)   // shortly after a passcode success
/// switch await lock.biometrics.unlock(using: authenticator, reason: "Unlock your notes") {
/// case .success: unlock()
/// default: askForThePasscode()
/// }
/// ```
///
/// Two ways in, one rule: with an ``BiometricAuthenticator`` (the platform's biometrics keep
/// and release the token — what an app calls), or with the token itself
/// (``enable(token:device:)``, ``unlock(token:device:)``) for a host with a Keychain adapter
/// of its own. Either way the token is checked inside the lock's exclusive section, against a
/// keyed digest stored with the passcode, and a success counts as the lock's own.
public struct PasscodeBiometrics: Sendable {
  /// The lock whose biometric unlock this is.
  let owner: PasscodeLock

  /// How long after a passcode success ``enable(token:device:)`` is allowed.
  public static let enrollmentWindow = Duration.seconds(5 * 60)

  /// Bytes in a biometric token.
  static let tokenByteCount = 32

  /// Whether biometric unlock may be offered now (BIO-2, BIO-3).
  ///
  /// When the device's enrolment differs from the one biometrics were enabled with, biometric
  /// unlock is switched off and stays off until it is enabled again after a passcode success.
  public func availability(device: BiometricDevice) async -> BiometricAvailability {
    switch await snapshot(device: device) {
    case .success(let snapshot): snapshot.biometrics
    case .failure: .unavailable(.storeUnreadable)
    }
  }

  /// What a screen or an app lock needs to know before it shows, in one load of the store:
  /// the status, whether biometric unlock may be offered (``availability(device:)``, which
  /// switches it off after an enrolment change), and the user's biometric choice
  /// (``choice()``).
  @_spi(Core) public func snapshot(device: BiometricDevice) async
    -> Result<LockSnapshot, StoreError>
  {
    await Self.snapshot(device: device, on: owner)
  }

  private static func snapshot(device: BiometricDevice, on lock: isolated PasscodeLock) async
    -> Result<LockSnapshot, StoreError>
  {
    do {
      return .success(
        try await lock.exclusive { lock, transaction in
          try snapshot(device: device, lock: lock, in: &transaction)
        })
    } catch {
      return .failure(.reading(error))
    }
  }

  private static func snapshot(
    device: BiometricDevice, lock: isolated PasscodeLock, in transaction: inout LockTransaction
  ) throws -> LockSnapshot {
    let contents = try transaction.loadContents()
    guard case .passcode(var record, _) = contents else {
      let status = lock.notSetStatus(contents, in: transaction)
      let availability = BiometricPolicy.availability(
        status: status, isEnabled: false, enrollmentChanged: false, device: device)
      return LockSnapshot(status: status, biometrics: availability)
    }
    let status = lock.status(of: &record, in: transaction)
    let changed = enrollmentChanged(record, device: device)
    if changed, record.biometrics != nil {
      record.invalidateBiometrics()
      try transaction.save(record)
    }
    let availability = BiometricPolicy.availability(
      status: status, isEnabled: record.biometrics != nil, enrollmentChanged: changed,
      device: device)
    return LockSnapshot(
      status: status, biometrics: availability, biometricsChoice: record.biometricsChoice)
  }

  /// Enables biometric unlock with `token`, a random secret that the platform adapter keeps in
  /// a Keychain item protected by `.biometryCurrentSet` (BIO-1).
  ///
  /// Allowed only within ``enrollmentWindow`` after this lock accepted the passcode, so that
  /// turning biometrics on (or back on after an enrolment change) needs the passcode. Only a
  /// keyed digest of the token is stored. The data key in memory is wrapped under the token
  /// too, so that a biometric unlock opens it (DATA-2).
  ///
  /// - Throws: ``PasscodeError/passcodeRequired``, ``PasscodeError/biometricsUnavailable(_:)``,
  ///   ``PasscodeError/notSet`` or a store error.
  public func enable(token: SecretBuffer, device: BiometricDevice) async throws {
    try await Self.enable(token: token, device: device, on: owner)
  }

  private static func enable(
    token: SecretBuffer, device: BiometricDevice, on lock: isolated PasscodeLock
  ) async throws {
    try await lock.exclusive(wrapping: PasscodeError.store) { lock, transaction in
      do {
        try enable(token: token, device: device, lock: lock, in: &transaction)
      } catch {
        throw PasscodeError.wrapping(error)
      }
    }
  }

  private static func enable(
    token: SecretBuffer, device: BiometricDevice, lock: isolated PasscodeLock,
    in transaction: inout LockTransaction
  ) throws {
    guard case .passcode(var record, let pepper) = try transaction.loadContents() else {
      throw PasscodeError.notSet
    }
    let now = lock.clock.now()
    guard let success = lock.lastPasscodeSuccess, let age = now.duration(since: success),
      age < enrollmentWindow
    else { throw PasscodeError.passcodeRequired }
    let status = lock.status(of: &record, in: transaction)
    let availability = BiometricPolicy.availability(
      status: status, isEnabled: true, enrollmentChanged: false, device: device)
    guard availability.isAvailable else {
      if case .unavailable(let reason) = availability {
        throw PasscodeError.biometricsUnavailable(reason)
      }
      throw PasscodeError.biometricsUnavailable(.noBiometrics)
    }
    record.biometrics = BiometricRecord(
      tokenDigest: tokenDigest(token, pepper: pepper), domainState: device.enrollmentState)
    record.biometricsInvalidated = nil
    PasscodeDataKey.wrapForBiometrics(
      &record, token: token, pepper: pepper, memory: lock.dataKeyMemory)
    try transaction.save(record)
  }

  /// Switches biometric unlock off. Needs no passcode: it only removes a way in. The user's
  /// choice (``choice()``) is left as it is: use ``setEnabled(_:using:)`` for a user's switch.
  ///
  /// - Throws: ``PasscodeError/store(_:)``.
  public func disable() async throws {
    try await Self.disable(on: owner)
  }

  private static func disable(on lock: isolated PasscodeLock) async throws {
    try await lock.exclusive(wrapping: PasscodeError.store) { _, transaction in
      do {
        guard case .passcode(var record, _) = try transaction.loadContents(),
          record.biometrics != nil
        else { return }
        record.biometrics = nil
        record.dataKey?.biometrics = nil
        try transaction.save(record)
      } catch {
        throw PasscodeError.wrapping(error)
      }
    }
  }

  /// Switches biometric unlock off because its token can no longer be trusted or released
  /// (an enrolment change, a forged token): it stays off until enabled again after a passcode
  /// success (BIO-2).
  ///
  /// - Throws: ``StoreError``.
  func invalidate() async throws {
    try await Self.invalidate(on: owner)
  }

  private static func invalidate(on lock: isolated PasscodeLock) async throws {
    try await lock.exclusive { _, transaction in
      guard case .passcode(var record, _) = try transaction.loadContents(),
        record.biometrics != nil
      else { return }
      record.invalidateBiometrics()
      record.dataKey?.biometrics = nil
      try transaction.save(record)
    }
  }

  /// Unlocks with the token the biometry-protected Keychain item released (BIO-1).
  ///
  /// Refused while locked out or permanently locked, and after an enrolment change (BIO-2).
  /// A success resets the failure count, like a passcode success, and opens the data key when
  /// it was wrapped under the token (DATA-2). A token that does not match switches biometric
  /// unlock off; it is not counted as a failed passcode attempt.
  public func unlock(token: SecretBuffer, device: BiometricDevice) async
    -> BiometricUnlockResult
  {
    await Self.unlock(token: token, device: device, lockedBefore: nil, on: owner)
  }

  /// `lockedBefore`: how many times the data key's gate had closed when the prompt began, if
  /// known; if the app locked since, the success opens no key (DATA-2).
  static func unlock(
    token: SecretBuffer, device: BiometricDevice, lockedBefore: UInt64?,
    on lock: isolated PasscodeLock
  ) async -> BiometricUnlockResult {
    do {
      return try await lock.exclusive { lock, transaction in
        try unlock(
          token: token, device: device, lockedBefore: lockedBefore, lock: lock, in: &transaction)
      }
    } catch {
      return .storeError(.reading(error))
    }
  }

  private static func unlock(
    token: SecretBuffer, device: BiometricDevice, lockedBefore: UInt64?,
    lock: isolated PasscodeLock, in transaction: inout LockTransaction
  ) throws -> BiometricUnlockResult {
    guard case .passcode(var record, let pepper) = try transaction.loadContents() else {
      return .unavailable(.passcodeNotSet)
    }
    let status = lock.status(of: &record, in: transaction)
    let changed = enrollmentChanged(record, device: device)
    let availability = BiometricPolicy.availability(
      status: status, isEnabled: record.biometrics != nil, enrollmentChanged: changed,
      device: device)
    if case .unavailable(let reason) = availability { return .unavailable(reason) }
    guard let stored = record.biometrics else { return .unavailable(.notEnabled) }
    guard ConstantTime.equals(tokenDigest(token, pepper: pepper), stored.tokenDigest) else {
      record.invalidateBiometrics()
      record.dataKey?.biometrics = nil
      try transaction.save(record)
      return .rejected
    }
    transaction.recordSuccess(&record, pepper: pepper)
    try transaction.save(record)
    // Not if the app locked while the prompt was up (DATA-2), as for a passcode check.
    if let lockedBefore, lock.dataKeyGate.generation != lockedBefore { return .success }
    PasscodeDataKey.openAfterBiometrics(
      record, token: token, pepper: pepper, now: lock.clock.now(), memory: &lock.dataKeyMemory)
    return .success
  }

  /// Whether the enrolment differs from the one biometrics were enabled with (BIO-2). Only
  /// two known enrolments are compared: the system gives none while biometry is locked out or
  /// Face ID is off for the app, and that is no change of fingers or faces.
  private static func enrollmentChanged(_ record: StateRecord, device: BiometricDevice) -> Bool {
    if record.biometricsInvalidated == true { return true }
    guard let stored = record.biometrics?.domainState, let current = device.enrollmentState
    else { return false }
    return current != stored
  }

  /// The keyed digest of `token` the record keeps: `HMAC-SHA256(key: pepper, token)`.
  private static func tokenDigest(_ token: SecretBuffer, pepper: SecretBuffer) -> [UInt8] {
    let digest = pepper.withUnsafeBytes { key in
      token.withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
    return digest.withUnsafeBytes { Array($0) }
  }
}
