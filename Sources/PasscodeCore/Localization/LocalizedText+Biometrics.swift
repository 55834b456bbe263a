extension LocalizedText {
  /// The sentence for biometrics that did not release their token; each ends by asking for
  /// the passcode.
  public init(error: BiometricError) {
    switch error {
    case .cancelled: self.init(.biometricsCancelled)
    case .notRecognized: self.init(.biometricsNotRecognized)
    // The token is gone because fingers or faces changed: the same message as
    // BiometricAvailability.Reason.enrollmentChanged.
    case .tokenUnavailable: self.init(.biometricsEnrollmentChanged)
    case .unavailable: self.init(.biometricsUnavailable)
    case .system(let status): self.init(.biometricsSystemError, .number(Int(status)))
    }
  }

  /// The sentence for why biometric unlock is not offered now (BIO-2, BIO-3).
  public init(biometricsUnavailable reason: BiometricAvailability.Reason) {
    switch reason {
    case .noBiometrics: self.init(.biometricsNoSensor)
    case .missingUsageDescription: self.init(.biometricsMissingUsageDescription)
    case .passcodeNotSet: self.init(.biometricsNeedPasscodeSet)
    case .notEnabled: self.init(.biometricsNotEnabled)
    case .lockedOut: self.init(.biometricsLockedOut)
    case .permanentlyLocked: self.init(.biometricsPermanentlyLocked)
    case .enrollmentChanged: self.init(.biometricsEnrollmentChanged)
    case .storeUnreadable: self.init(.biometricsStoreUnreadable)
    case .deniedForApp: self.init(.biometricsDeniedForApp)
    }
  }
}
