// The lock's biometric follow-ups from before biometrics had a type of their own
// (``PasscodeBiometrics``): kept for apps, deprecated, forwarding (CHANGELOG.md, Unreleased:
// "One authority per concern"). The package's own code calls none of them.
extension PasscodeLock {
  /// The biometric switch of a settings screen:
  /// ``PasscodeBiometrics/setting(using:byDefault:)``.
  @available(*, deprecated, renamed: "biometrics.setting(using:byDefault:)")
  public func biometricSetting(
    using authenticator: any BiometricAuthenticator, byDefault: Bool
  ) async throws -> BiometricSetting {
    try await biometrics.setting(using: authenticator, byDefault: byDefault)
  }

  /// Turns biometric unlock on, deletes its token, or nothing, once `flow` ended:
  /// ``PasscodeBiometrics/followUp(_:outcome:biometricsByDefault:using:)``.
  @available(*, deprecated, renamed: "biometrics.followUp(_:outcome:biometricsByDefault:using:)")
  public func followUp(
    _ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?, biometricsByDefault: Bool,
    using authenticator: any BiometricAuthenticator
  ) async {
    await biometrics.followUp(
      flow, outcome: outcome, biometricsByDefault: biometricsByDefault, using: authenticator)
  }

  /// Offers to turn on biometric unlock after `flow` ended with `outcome`, when the host
  /// wants it. The spelling from before 1.0.0.
  @available(*, deprecated, renamed: "biometrics.followUp(_:outcome:biometricsByDefault:using:)")
  public func followUp(
    _ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?, wantsBiometrics: Bool,
    using authenticator: any BiometricAuthenticator
  ) async {
    await biometrics.followUp(
      flow, outcome: outcome, biometricsByDefault: wantsBiometrics, using: authenticator)
  }
}
