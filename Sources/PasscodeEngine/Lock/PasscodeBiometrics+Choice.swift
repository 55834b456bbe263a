// The user's own choice of biometric unlock, stored with the passcode.
extension PasscodeBiometrics {
  /// The user's own choice of biometric unlock, as stored with the passcode: `true` on,
  /// `false` off, `nil` when the user never chose (or no passcode is set) — the host's default
  /// then applies.
  ///
  /// The choice outlives relaunches: an unlock turns biometrics back on only when the choice
  /// (or, without one, the host's default) says so (`PasscodeFlow.biometricFollowUp`). It
  /// belongs to the passcode: removing or resetting the passcode forgets it.
  ///
  /// - Throws: ``PasscodeError/store(_:)`` when the store cannot be read.
  public func choice() async throws -> Bool? {
    try await Self.choice(on: owner)
  }

  private static func choice(on lock: isolated PasscodeLock) async throws -> Bool? {
    try await lock.exclusive(wrapping: PasscodeError.store) { _, transaction in
      do {
        guard case .passcode(let record, _) = try transaction.loadContents() else { return nil }
        return record.biometricsChoice
      } catch {
        throw PasscodeError.wrapping(error)
      }
    }
  }

  /// Records the user's choice of biometric unlock and applies it.
  ///
  /// Off takes effect at once: the choice is saved, biometric unlock switched off and the
  /// token deleted. On is saved, then biometric unlock is turned on at once when the passcode
  /// was set or accepted in the last ``enrollmentWindow``; otherwise it follows the next
  /// passcode unlock (this is not an error).
  ///
  /// - Parameters:
  ///   - enabled: the user's choice.
  ///   - authenticator: the platform's biometrics, which keep or delete the token.
  /// - Throws: ``PasscodeError``: ``PasscodeError/notSet`` when no passcode is set (nothing
  ///   is saved); ``PasscodeError/biometricsUnavailable(_:)`` when turning on cannot work on
  ///   this device (no sensor or nothing enrolled, Face ID without its usage description) —
  ///   nothing is saved; ``PasscodeError/store(_:)``; or, once the choice is saved,
  ///   ``PasscodeError/biometrics(_:)`` when the platform could not keep or delete the token.
  public func setEnabled(_ enabled: Bool, using authenticator: any BiometricAuthenticator)
    async throws
  {
    if enabled {
      let device = authenticator.device()
      guard device.kind != .none, device.isEnrolled else {
        throw PasscodeError.biometricsUnavailable(.noBiometrics)
      }
      if device.kind == .faceID, !device.hasFaceIDUsageDescription {
        throw PasscodeError.biometricsUnavailable(.missingUsageDescription)
      }
    }
    try await saveChoice(enabled)
    guard enabled else {
      do {
        try await authenticator.deleteToken()
      } catch {
        throw PasscodeError.biometrics(BiometricError(wrapping: error))
      }
      return
    }
    do {
      try await enable(using: authenticator)
    } catch PasscodeError.passcodeRequired {
      // Saved: the next passcode unlock turns it on.
    } catch PasscodeError.biometricsUnavailable(.lockedOut) {
      // Saved: the next passcode success turns it on (BIO-2).
    }
  }

  /// Saves the user's choice; off also switches biometric unlock off, in the same write.
  private func saveChoice(_ enabled: Bool) async throws {
    try await Self.saveChoice(enabled, on: owner)
  }

  private static func saveChoice(_ enabled: Bool, on lock: isolated PasscodeLock) async throws {
    try await lock.exclusive(wrapping: PasscodeError.store) { _, transaction in
      do {
        guard case .passcode(var record, _) = try transaction.loadContents() else {
          throw PasscodeError.notSet
        }
        record.biometricsChoice = enabled
        if !enabled { record.biometrics = nil }
        try transaction.save(record)
      } catch {
        throw PasscodeError.wrapping(error)
      }
    }
  }
}
