extension PasscodeFlow {
  /// Whether biometric unlock is wanted: the user's own choice as the lock stores it
  /// (`PasscodeBiometrics.choice()`), or the host's default when the user never chose.
  ///
  /// - Parameters:
  ///   - choice: the stored choice; `nil` when the user never chose (an older store too).
  ///   - byDefault: the host's default (`PasscodeKit.Configuration.usesBiometrics`).
  public static func wantsBiometrics(choice: Bool?, byDefault: Bool) -> Bool {
    choice ?? byDefault
  }

  /// ``biometricFollowUp(after:wantsBiometrics:availability:)`` for the user's stored choice:
  /// after a relaunch, an unlock turns biometrics back on only when the user chose them (or,
  /// never having chosen, the host's default says so).
  ///
  /// - Parameters:
  ///   - outcome: how the screen ended (`nil` if it did not).
  ///   - choice: the user's stored choice (`PasscodeBiometrics.choice()`).
  ///   - byDefault: the host's default.
  ///   - availability: `PasscodeBiometrics.availability(device:)` now.
  public func biometricFollowUp(
    after outcome: PasscodeScreen.Outcome?, choice: Bool?, byDefault: Bool,
    availability: BiometricAvailability
  ) -> BiometricFollowUp {
    biometricFollowUp(
      after: outcome, wantsBiometrics: Self.wantsBiometrics(choice: choice, byDefault: byDefault),
      availability: availability)
  }
}
