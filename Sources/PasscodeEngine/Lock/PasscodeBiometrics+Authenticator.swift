// Biometric unlock through the platform's biometrics (a ``BiometricAuthenticator``), which keep
// and release the token: what an app calls. Each call checks and writes through the token
// layer (``PasscodeBiometrics/enable(token:device:)``, ``PasscodeBiometrics/unlock(token:device:)``).
extension PasscodeBiometrics {
  /// Turns biometric unlock on: makes a random token, has `authenticator` store it behind the
  /// current biometric enrolment, and stores the token's keyed digest (BIO-1).
  ///
  /// Call it shortly after the user entered the passcode (within ``enrollmentWindow``).
  ///
  /// - Parameter authenticator: the platform's biometrics, which keep the token.
  /// - Throws: ``PasscodeError``: ``PasscodeError/passcodeRequired``,
  ///   ``PasscodeError/biometricsUnavailable(_:)``, ``PasscodeError/notSet``,
  ///   ``PasscodeError/store(_:)``, or ``PasscodeError/biometrics(_:)`` when the
  ///   authenticator could not keep the token.
  public func enable(using authenticator: any BiometricAuthenticator) async throws {
    let device = authenticator.device()
    let token = SecureRandom.secret(Self.tokenByteCount)
    defer { token.removeAll() }
    // Checked first, so that nothing is written to the Keychain when it would be refused.
    try await enable(token: token, device: device)
    do {
      try await authenticator.storeToken(token)
    } catch {
      try? await disable()
      throw PasscodeError.biometrics(BiometricError(wrapping: error))
    }
  }

  /// Turns biometric unlock off and deletes the stored token. The user's choice
  /// (``choice()``) is left as it is: use ``setEnabled(_:using:)`` for a user's switch.
  ///
  /// - Parameter authenticator: the platform's biometrics, which delete the token.
  /// - Throws: ``PasscodeError/store(_:)``, or ``PasscodeError/biometrics(_:)`` when the token
  ///   could not be deleted.
  public func disable(using authenticator: any BiometricAuthenticator) async throws {
    try await disable()
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
  public func unlock(
    using authenticator: any BiometricAuthenticator, reason: String
  ) async -> BiometricUnlockResult {
    let device = authenticator.device()
    // The app may lock while the prompt is up: a success after that opens no key (DATA-2).
    let lockedBefore = owner.dataKeyGate.generation
    let availability = await availability(device: device)
    guard availability.isAvailable else {
      if case .unavailable(let why) = availability { return .unavailable(why) }
      return .unavailable(.noBiometrics)
    }
    let token: SecretBuffer
    do {
      token = try await authenticator.releaseToken(reason: reason)
    } catch BiometricError.tokenUnavailable {
      try? await invalidate()
      return .unavailable(.enrollmentChanged)
    } catch {
      return .cancelled
    }
    defer { token.removeAll() }
    return await Self.unlock(token: token, device: device, lockedBefore: lockedBefore, on: owner)
  }
}

extension BiometricError {
  /// `error` if it is a ``BiometricError``; any other failure of an authenticator as
  /// ``system(status:)`` with status 0.
  init(wrapping error: any Error) {
    self = error as? BiometricError ?? .system(status: 0)
  }
}
