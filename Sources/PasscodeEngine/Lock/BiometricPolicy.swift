/// Decides whether biometric unlock is offered (BIO-2, BIO-3): a pure function, so that every
/// skin shows the biometric key in exactly the same cases.
public enum BiometricPolicy {
  /// Whether biometric unlock may be offered.
  ///
  /// - Parameters:
  ///   - status: the lock's status.
  ///   - isEnabled: whether biometric unlock is enabled for this passcode.
  ///   - enrollmentChanged: whether the device's enrolment differs from when it was enabled.
  ///   - device: the device's biometrics.
  public static func availability(
    status: PasscodeStatus, isEnabled: Bool, enrollmentChanged: Bool, device: BiometricDevice
  ) -> BiometricAvailability {
    guard device.kind != .none else { return .unavailable(.noBiometrics) }
    if device.kind == .faceID, !device.hasFaceIDUsageDescription {
      return .unavailable(.missingUsageDescription)
    }
    if device.isDeniedForApp { return .unavailable(.deniedForApp) }
    guard device.isEnrolled else { return .unavailable(.noBiometrics) }
    guard status.isSet else { return .unavailable(.passcodeNotSet) }
    if status.isPermanentlyLocked { return .unavailable(.permanentlyLocked) }
    if status.lockoutRemaining > .zero || device.isLockedOut { return .unavailable(.lockedOut) }
    if enrollmentChanged { return .unavailable(.enrollmentChanged) }
    guard isEnabled else { return .unavailable(.notEnabled) }
    return .available(device.kind)
  }
}
