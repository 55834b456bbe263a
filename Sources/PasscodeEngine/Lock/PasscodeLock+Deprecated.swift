// The spellings from before the lock's collaborators (the data key, biometrics, the launch
// checks) had types of their own, and the status's second spellings: kept for apps,
// deprecated, each forwarding to its new home (CHANGELOG.md, Unreleased: "One authority per
// concern"). The package's own code calls none of them.
extension PasscodeLock {
  // MARK: - Status

  /// The lock's status, or the store error that kept it from being read.
  @available(
    *, deprecated,
    message: "Use status(): a store that cannot be read throws PasscodeError.store(_:) with it"
  )
  public func statusResult() async -> Result<PasscodeStatus, StoreError> {
    do {
      return .success(try await readStatus())
    } catch let error as StoreError {
      return .failure(error)
    } catch {
      return .failure(.reading(error))
    }
  }

  /// The status now, then after every change: ``statusUpdates(includingCurrent:)`` with
  /// `includingCurrent: true`.
  @available(*, deprecated, renamed: "statusUpdates(includingCurrent:)")
  public func statusAndUpdates() async -> AsyncStream<PasscodeStatus?> {
    await statusUpdates(includingCurrent: true)
  }

  /// ``reset()``, telling whether there was a store to erase (LOCK-5).
  @available(
    *, deprecated,
    message: "Use reset(): it erases the same, and writes nothing where there is no store"
  )
  public func resetIfStored() async throws -> Bool {
    try await reset(announcing: true)
  }

  // MARK: - The data key

  /// The data key while the app is unlocked: ``PasscodeDataKey/key()``.
  @available(*, deprecated, renamed: "dataKey.key()")
  public func dataKey() async throws -> SecretBuffer {
    try await dataKey.key()
  }

  /// Whether the data key is in memory now: ``PasscodeDataKey/isAvailable``.
  @available(*, deprecated, renamed: "dataKey.isAvailable")
  public var isDataKeyAvailable: Bool {
    PasscodeDataKey.isAvailable(in: self)
  }

  /// Zeroes the data key in memory: ``PasscodeDataKey/lock()``.
  @available(*, deprecated, renamed: "dataKey.lock()")
  public func lockDataKey() {
    PasscodeDataKey.lock(in: self)
  }

  /// Whether the data key is available, now and at every change:
  /// ``PasscodeDataKey/availability()``.
  @available(*, deprecated, renamed: "dataKey.availability()")
  public func dataKeyAvailability() -> AsyncStream<Bool> {
    PasscodeDataKey.availability(in: self)
  }

  // MARK: - Biometrics

  /// How long after a passcode success biometrics may be enabled:
  /// ``PasscodeBiometrics/enrollmentWindow``.
  @available(*, deprecated, renamed: "PasscodeBiometrics.enrollmentWindow")
  public static var biometricEnrollmentWindow: Duration { PasscodeBiometrics.enrollmentWindow }

  /// Whether biometric unlock may be offered now: ``PasscodeBiometrics/availability(device:)``.
  @available(*, deprecated, renamed: "biometrics.availability(device:)")
  public func biometricAvailability(device: BiometricDevice) async -> BiometricAvailability {
    await biometrics.availability(device: device)
  }

  /// Enables biometric unlock with `token`: ``PasscodeBiometrics/enable(token:device:)``.
  @available(*, deprecated, renamed: "biometrics.enable(token:device:)")
  public func enableBiometrics(token: SecretBuffer, device: BiometricDevice) async throws {
    try await biometrics.enable(token: token, device: device)
  }

  /// Switches biometric unlock off: ``PasscodeBiometrics/disable()``.
  @available(*, deprecated, renamed: "biometrics.disable()")
  public func disableBiometrics() async throws {
    try await biometrics.disable()
  }

  /// Unlocks with a released token: ``PasscodeBiometrics/unlock(token:device:)``.
  @available(*, deprecated, renamed: "biometrics.unlock(token:device:)")
  public func unlockWithBiometrics(token: SecretBuffer, device: BiometricDevice) async
    -> BiometricUnlockResult
  {
    await biometrics.unlock(token: token, device: device)
  }

  /// Turns biometric unlock on: ``PasscodeBiometrics/enable(using:)``.
  @available(*, deprecated, renamed: "biometrics.enable(using:)")
  public func enableBiometrics(using authenticator: any BiometricAuthenticator) async throws {
    try await biometrics.enable(using: authenticator)
  }

  /// Turns biometric unlock off and deletes the token: ``PasscodeBiometrics/disable(using:)``.
  @available(*, deprecated, renamed: "biometrics.disable(using:)")
  public func disableBiometrics(using authenticator: any BiometricAuthenticator) async throws {
    try await biometrics.disable(using: authenticator)
  }

  /// Unlocks with a biometric match: ``PasscodeBiometrics/unlock(using:reason:)``.
  @available(*, deprecated, renamed: "biometrics.unlock(using:reason:)")
  public func unlockWithBiometrics(
    using authenticator: any BiometricAuthenticator, reason: String
  ) async -> BiometricUnlockResult {
    await biometrics.unlock(using: authenticator, reason: reason)
  }

  /// The user's stored choice of biometric unlock: ``PasscodeBiometrics/choice()``.
  @available(*, deprecated, renamed: "biometrics.choice()")
  public func biometricsChoice() async throws -> Bool? {
    try await biometrics.choice()
  }

  /// Records the user's choice of biometric unlock and applies it:
  /// ``PasscodeBiometrics/setEnabled(_:using:)``.
  @available(*, deprecated, renamed: "biometrics.setEnabled(_:using:)")
  public func setBiometricsEnabled(
    _ enabled: Bool, using authenticator: any BiometricAuthenticator
  ) async throws {
    try await biometrics.setEnabled(enabled, using: authenticator)
  }

  // MARK: - Launch checks

  /// Where the app's backed-up data remembers that it goes with this store:
  /// ``LaunchCheck/deviceMoveMarker``.
  @available(*, deprecated, renamed: "launch.deviceMoveMarker")
  public nonisolated var deviceMoveMarker: (any DeviceMoveMarker)? { moveMarker }

  /// Erases what an earlier installation left: ``LaunchCheck/eraseIfNewInstall(marker:)``.
  @available(*, deprecated, renamed: "launch.eraseIfNewInstall(marker:)")
  @discardableResult
  public func eraseIfNewInstall(marker: some InstallMarker) async throws -> Bool {
    try await launch.eraseIfNewInstall(marker: marker)
  }

  /// The launch check: ``LaunchCheck/check(installMarker:)``.
  @available(*, deprecated, renamed: "launch.check(installMarker:)")
  public func checkLaunch(installMarker: (any InstallMarker)?) async throws -> LaunchFinding {
    try await launch.check(installMarker: installMarker)
  }
}
