@_spi(Core) import PasscodeEngine

extension PasscodeBiometrics {
  /// Does what
  /// ``PasscodeFlow/biometricFollowUp(after:choice:byDefault:availability:)`` decides once
  /// `flow` ended with `outcome`, from the user's stored choice (``PasscodeBiometrics/choice()``):
  /// turns biometric unlock on with `authenticator`, deletes the token it keeps, or nothing.
  /// The one follow-up every presenter performs.
  ///
  /// Failures are not reported (no caller is waiting for them): biometric unlock simply stays
  /// off (it is offered again after the next passcode success), and a token that could not be
  /// deleted releases nothing the lock still accepts.
  ///
  /// - Parameters:
  ///   - flow: the flow that ended.
  ///   - outcome: how its screen ended (`nil` if it did not).
  ///   - biometricsByDefault: whether biometric unlock is wanted when the user never chose.
  ///   - authenticator: the platform's biometrics.
  public func followUp(
    _ flow: PasscodeFlow, outcome: PasscodeScreen.Outcome?, biometricsByDefault: Bool,
    using authenticator: any BiometricAuthenticator
  ) async {
    let decision: PasscodeFlow.BiometricFollowUp
    switch outcome {
    case .passcodeRemoved, .erased:
      decision = .deleteToken
    case .unlocked, .passcodeChanged, .passcodeSet:
      // One load of the store: the availability and the stored choice together.
      guard case .success(let snapshot) = await snapshot(device: authenticator.device()) else {
        return
      }
      decision = flow.biometricFollowUp(
        after: outcome, choice: snapshot.biometricsChoice, byDefault: biometricsByDefault,
        availability: snapshot.biometrics)
    case .unlockedWithBiometrics, .fallbackSucceeded, .cancelled, nil:
      return
    }
    switch decision {
    case .enable: try? await enable(using: authenticator)
    case .deleteToken: try? await authenticator.deleteToken()
    case .none: break
    }
  }
}
