extension PasscodeLock {
  /// Does what ``PasscodeFlow/biometricFollowUp(after:wantsBiometrics:availability:)``
  /// decides once `flow` ended with `outcome`: turns biometric unlock on with `authenticator`,
  /// deletes the token it keeps, or nothing. The one follow-up every presenter performs.
  ///
  /// Failures are not reported: biometric unlock simply stays off (it is offered again after
  /// the next passcode success), and a token that could not be deleted releases nothing the
  /// lock still accepts.
  ///
  /// - Parameters:
  ///   - flow: the flow that ended.
  ///   - outcome: how its screen ended (`nil` if it did not).
  ///   - wantsBiometrics: whether the host (its user) wants biometric unlock turned on.
  ///   - authenticator: the platform's biometrics.
  public func followUp(
    _ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?, wantsBiometrics: Bool,
    using authenticator: any BiometricAuthenticator
  ) async {
    let availability = await biometricAvailability(device: authenticator.device())
    switch flow.biometricFollowUp(
      after: outcome, wantsBiometrics: wantsBiometrics, availability: availability)
    {
    case .enable: try? await enableBiometrics(using: authenticator)
    case .deleteToken: try? await authenticator.deleteToken()
    case .none: break
    }
  }
}
