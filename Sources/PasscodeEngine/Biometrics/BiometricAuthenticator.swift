/// The platform's biometrics, as the lock needs them (BIO-1): describe the sensor, keep a
/// token in storage that only a successful biometric match releases, and release it.
///
/// On Apple platforms use `SystemBiometricAuthenticator` (LocalAuthentication and a Keychain
/// item protected by `.biometryCurrentSet`); elsewhere ``NoBiometrics``.
public protocol BiometricAuthenticator: Sendable {
  /// The sensor, its enrolment, and whether the app may use Face ID (BIO-3). Must not prompt.
  func device() -> BiometricDevice

  /// Stores `token` so that only a biometric match of the current enrolment releases it,
  /// replacing any earlier token.
  func storeToken(_ token: SecretBuffer) async throws

  /// Prompts for a biometric match (showing `reason`) and returns the stored token.
  ///
  /// - Throws: ``BiometricError``.
  func releaseToken(reason: String) async throws -> SecretBuffer

  /// Deletes the stored token, if any.
  func deleteToken() async throws
}

/// Why the platform's biometrics did not release the token.
///
/// The cases are data, not sentences: PasscodeCore words each one (`LocalizedText(error)`).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum BiometricError: Error, Equatable, Sendable {
  /// The user cancelled the prompt or chose the passcode instead.
  case cancelled
  /// The face or finger did not match (the system counts these itself).
  case notRecognized
  /// The token is gone, usually because fingers or faces changed since it was stored.
  case tokenUnavailable
  /// Biometrics cannot be used: no sensor, nothing enrolled, locked by the system, or Face ID
  /// without `NSFaceIDUsageDescription`.
  case unavailable
  /// The system reported another error, with this status code (an `OSStatus` from the
  /// Keychain, or the code of a `CFError`).
  case system(status: Int32)
}

/// A device without biometrics: Linux, tests, and apps that do not offer them.
public struct NoBiometrics: BiometricAuthenticator {
  /// Creates the authenticator.
  public init() {}

  /// ``BiometricDevice/unavailable``.
  public func device() -> BiometricDevice { .unavailable }

  /// Always fails with ``BiometricError/unavailable``.
  public func storeToken(_ token: SecretBuffer) async throws { throw BiometricError.unavailable }

  /// Always fails with ``BiometricError/unavailable``.
  public func releaseToken(reason: String) async throws -> SecretBuffer {
    throw BiometricError.unavailable
  }

  /// Nothing to delete.
  public func deleteToken() async throws {}
}
