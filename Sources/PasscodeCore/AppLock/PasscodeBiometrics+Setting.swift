@_spi(Core) import PasscodeEngine

extension PasscodeBiometrics {
  /// The biometric switch of a settings screen (``BiometricSetting``): what `authenticator`
  /// says of the device, and the user's stored choice, from one load of the store. Reading it
  /// stores nothing.
  ///
  /// - Parameters:
  ///   - authenticator: the platform's biometrics.
  ///   - byDefault: whether biometric unlock is wanted for a user who never chose.
  /// - Throws: ``PasscodeError/store(_:)`` when the store cannot be read.
  public func setting(using authenticator: any BiometricAuthenticator, byDefault: Bool)
    async throws -> BiometricSetting
  {
    let device = authenticator.device()
    switch await snapshot(device: device) {
    case .success(let snapshot):
      return BiometricSetting(
        device: device, isPasscodeSet: snapshot.status.isSet, choice: snapshot.biometricsChoice,
        byDefault: byDefault)
    case .failure(let error):
      throw PasscodeError.store(error)
    }
  }
}
