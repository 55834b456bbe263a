/// The answer to ``PasscodeLock/unlockWithBiometrics(token:device:)``.
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

/// What ``PasscodeLock`` reports in one load of the store (`snapshot(device:)`).
@_spi(Core) public struct LockSnapshot: Equatable, Sendable {
  /// The status.
  public var status: PasscodeStatus
  /// Whether biometric unlock may be offered now.
  public var biometrics: BiometricAvailability
  /// The user's own biometric choice; `nil` when they never chose or no passcode is set.
  public var biometricsChoice: Bool?
}

extension PasscodeLock {
  /// How long after a passcode success ``enableBiometrics(token:device:)`` is allowed.
  public static let biometricEnrollmentWindow = Duration.seconds(5 * 60)

  /// Whether biometric unlock may be offered now (BIO-2, BIO-3).
  ///
  /// When the device's enrolment differs from the one biometrics were enabled with, biometric
  /// unlock is switched off and stays off until it is enabled again after a passcode success.
  public func biometricAvailability(device: BiometricDevice) async -> BiometricAvailability {
    switch await snapshot(device: device) {
    case .success(let snapshot): snapshot.biometrics
    case .failure: .unavailable(.storeUnreadable)
    }
  }

  /// What a screen or an app lock needs to know before it shows, in one load of the store:
  /// the status, whether biometric unlock may be offered (``biometricAvailability(device:)``,
  /// which switches it off after an enrolment change), and the user's biometric choice
  /// (``biometricsChoice()``).
  @_spi(Core) public func snapshot(device: BiometricDevice) async
    -> Result<LockSnapshot, StoreError>
  {
    do {
      let access = try await beginExclusive()
      defer { endExclusive(access) }
      let contents = try loadContents()
      guard case .passcode(var record, _) = contents else {
        let status = notSetStatus(contents)
        let availability = BiometricPolicy.availability(
          status: status, isEnabled: false, enrollmentChanged: false, device: device)
        return .success(LockSnapshot(status: status, biometrics: availability))
      }
      let status = statusHoldingAccess(&record)
      let changed = enrollmentChanged(record, device: device)
      if changed, record.biometrics != nil {
        record.invalidateBiometrics()
        try save(record)
      }
      let availability = BiometricPolicy.availability(
        status: status, isEnabled: record.biometrics != nil, enrollmentChanged: changed,
        device: device)
      return .success(
        LockSnapshot(
          status: status, biometrics: availability, biometricsChoice: record.biometricsChoice))
    } catch {
      return .failure(.reading(error))
    }
  }

  /// Enables biometric unlock with `token`, a random secret that the platform adapter keeps in
  /// a Keychain item protected by `.biometryCurrentSet` (BIO-1).
  ///
  /// Allowed only within ``biometricEnrollmentWindow`` after this lock accepted the passcode,
  /// so that turning biometrics on (or back on after an enrolment change) needs the passcode.
  /// Only a keyed digest of the token is stored.
  ///
  /// - Throws: ``PasscodeError/passcodeRequired``, ``PasscodeError/biometricsUnavailable(_:)``,
  ///   ``PasscodeError/notSet`` or a store error.
  public func enableBiometrics(token: SecretBuffer, device: BiometricDevice) async throws {
    let access = try await beginExclusive(wrapping: PasscodeError.store)
    defer { endExclusive(access) }
    do {
      guard case .passcode(var record, let pepper) = try loadContents() else {
        throw PasscodeError.notSet
      }
      let now = clock.now()
      guard let success = lastPasscodeSuccess, let age = now.duration(since: success),
        age < Self.biometricEnrollmentWindow
      else { throw PasscodeError.passcodeRequired }
      let status = statusHoldingAccess(&record)
      let availability = BiometricPolicy.availability(
        status: status, isEnabled: true, enrollmentChanged: false, device: device)
      guard availability.isAvailable else {
        if case .unavailable(let reason) = availability {
          throw PasscodeError.biometricsUnavailable(reason)
        }
        throw PasscodeError.biometricsUnavailable(.noBiometrics)
      }
      record.biometrics = BiometricRecord(
        tokenDigest: Self.tokenDigest(token, pepper: pepper),
        domainState: device.enrollmentState)
      record.biometricsInvalidated = nil
      // The data key, for a biometric unlock to open too (DATA-2): wrapped under the token. A
      // wrap under an earlier token goes in any case.
      record.dataKey?.biometrics = nil
      if case .available(let dataKey) = dataKeyState, record.dataKey?.passcode != nil {
        let wrap = WrappedDataKey.biometricWrap(token: token, pepper: pepper)
        defer { wrap.removeAll() }
        record.dataKey?.biometrics = try? WrappedDataKey.wrap(dataKey, under: wrap)
      }
      try save(record)
    } catch {
      throw PasscodeError.wrapping(error)
    }
  }

  /// Switches biometric unlock off. Needs no passcode: it only removes a way in. The user's
  /// choice (``biometricsChoice()``) is left as it is: use
  /// ``setBiometricsEnabled(_:using:)`` for a user's switch.
  ///
  /// - Throws: ``PasscodeError/store(_:)``.
  public func disableBiometrics() async throws {
    let access = try await beginExclusive(wrapping: PasscodeError.store)
    defer { endExclusive(access) }
    do {
      guard case .passcode(var record, _) = try loadContents(), record.biometrics != nil else {
        return
      }
      record.biometrics = nil
      record.dataKey?.biometrics = nil
      try save(record)
    } catch {
      throw PasscodeError.wrapping(error)
    }
  }

  /// Switches biometric unlock off because its token can no longer be trusted or released
  /// (an enrolment change, a forged token): it stays off until enabled again after a passcode
  /// success (BIO-2).
  func invalidateBiometrics() async throws {
    let access = try await beginExclusive()
    defer { endExclusive(access) }
    guard case .passcode(var record, _) = try loadContents(), record.biometrics != nil else {
      return
    }
    record.invalidateBiometrics()
    record.dataKey?.biometrics = nil
    try save(record)
  }

  /// Unlocks with the token the biometry-protected Keychain item released (BIO-1).
  ///
  /// Refused while locked out or permanently locked, and after an enrolment change (BIO-2).
  /// A success resets the failure count, like a passcode success. A token that does not match
  /// switches biometric unlock off; it is not counted as a failed passcode attempt.
  public func unlockWithBiometrics(token: SecretBuffer, device: BiometricDevice) async
    -> BiometricUnlockResult
  {
    do {
      let access = try await beginExclusive()
      defer { endExclusive(access) }
      guard case .passcode(var record, let pepper) = try loadContents() else {
        return .unavailable(.passcodeNotSet)
      }
      let status = statusHoldingAccess(&record)
      let changed = enrollmentChanged(record, device: device)
      let availability = BiometricPolicy.availability(
        status: status, isEnabled: record.biometrics != nil, enrollmentChanged: changed,
        device: device)
      if case .unavailable(let reason) = availability { return .unavailable(reason) }
      guard let stored = record.biometrics else { return .unavailable(.notEnabled) }
      guard ConstantTime.equals(Self.tokenDigest(token, pepper: pepper), stored.tokenDigest) else {
        record.invalidateBiometrics()
        record.dataKey?.biometrics = nil
        try save(record)
        return .rejected
      }
      recordSuccess(&record, pepper: pepper)
      try save(record)
      openDataKey(of: record, token: token, pepper: pepper)
      return .success
    } catch {
      return .storeError(.reading(error))
    }
  }

  /// Whether the enrolment differs from the one biometrics were enabled with (BIO-2). Only
  /// two known enrolments are compared: the system gives none while biometry is locked out or
  /// Face ID is off for the app, and that is no change of fingers or faces.
  private func enrollmentChanged(_ record: StateRecord, device: BiometricDevice) -> Bool {
    if record.biometricsInvalidated == true { return true }
    guard let stored = record.biometrics?.domainState, let current = device.enrollmentState
    else { return false }
    return current != stored
  }

  private static func tokenDigest(_ token: SecretBuffer, pepper: SecretBuffer) -> [UInt8] {
    let digest = pepper.withUnsafeBytes { key in
      token.withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
    return digest.withUnsafeBytes { Array($0) }
  }
}
