extension PasscodeLock {
  /// Bytes in a biometric token.
  static let biometricTokenByteCount = 32

  /// Turns biometric unlock on: makes a random token, has `authenticator` store it behind the
  /// current biometric enrolment, and stores the token's keyed digest (BIO-1).
  ///
  /// Call it shortly after the user entered the passcode (within
  /// ``biometricEnrollmentWindow``).
  ///
  /// - Parameter authenticator: the platform's biometrics, which keep the token.
  /// - Throws: ``PasscodeError``: ``PasscodeError/passcodeRequired``,
  ///   ``PasscodeError/biometricsUnavailable(_:)``, ``PasscodeError/notSet``,
  ///   ``PasscodeError/store(_:)``, or ``PasscodeError/biometrics(_:)`` when the
  ///   authenticator could not keep the token.
  public func enableBiometrics(using authenticator: any BiometricAuthenticator) async throws {
    let device = authenticator.device()
    let token = SecureRandom.secret(Self.biometricTokenByteCount)
    defer { token.removeAll() }
    // Checked first, so that nothing is written to the Keychain when it would be refused.
    try await enableBiometrics(token: token, device: device)
    do {
      try await authenticator.storeToken(token)
    } catch {
      try? await disableBiometrics()
      throw PasscodeError.biometrics(BiometricError(wrapping: error))
    }
  }

  /// Turns biometric unlock off and deletes the stored token. The user's choice
  /// (``biometricsChoice()``) is left as it is: use ``setBiometricsEnabled(_:using:)`` for a
  /// user's switch.
  ///
  /// - Parameter authenticator: the platform's biometrics, which delete the token.
  /// - Throws: ``PasscodeError/store(_:)``, or ``PasscodeError/biometrics(_:)`` when the token
  ///   could not be deleted.
  public func disableBiometrics(using authenticator: any BiometricAuthenticator) async throws {
    try await disableBiometrics()
    do {
      try await authenticator.deleteToken()
    } catch {
      throw PasscodeError.biometrics(BiometricError(wrapping: error))
    }
  }

  /// Unlocks with a biometric match: checks that biometrics may be used now (BIO-2, BIO-3)
  /// before prompting, has `authenticator` release the token, and checks the token (BIO-1).
  ///
  /// - Parameters:
  ///   - authenticator: the platform's biometrics, which release the token.
  ///   - reason: the sentence the system prompt shows (Touch ID; Face ID shows the app's
  ///     `NSFaceIDUsageDescription`).
  /// - Returns: the result; a cancelled or unrecognised prompt is
  ///   ``BiometricUnlockResult/unavailable(_:)`` with the reason that applies, or
  ///   ``BiometricUnlockResult/cancelled``.
  public func unlockWithBiometrics(
    using authenticator: any BiometricAuthenticator, reason: String
  ) async -> BiometricUnlockResult {
    let device = authenticator.device()
    let availability = await biometricAvailability(device: device)
    guard availability.isAvailable else {
      if case .unavailable(let why) = availability { return .unavailable(why) }
      return .unavailable(.noBiometrics)
    }
    let token: SecretBuffer
    do {
      token = try await authenticator.releaseToken(reason: reason)
    } catch BiometricError.tokenUnavailable {
      try? await invalidateBiometrics()
      return .unavailable(.enrollmentChanged)
    } catch {
      return .cancelled
    }
    defer { token.removeAll() }
    return await unlockWithBiometrics(token: token, device: device)
  }
}
