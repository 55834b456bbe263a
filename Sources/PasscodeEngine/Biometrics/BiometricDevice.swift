/// The kind of biometric sensor a device has.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum BiometryKind: String, Equatable, Sendable, Codable {
  /// No sensor, or none the app may use.
  case none
  /// Touch ID.
  case touchID
  /// Face ID.
  case faceID
  /// Optic ID.
  case opticID
}

/// What a platform adapter reports about the device's biometrics, for ``BiometricPolicy``.
public struct BiometricDevice: Equatable, Sendable {
  /// The sensor.
  public var kind: BiometryKind
  /// Whether the user has enrolled a finger or face.
  public var isEnrolled: Bool
  /// Whether the app's Info.plist has `NSFaceIDUsageDescription` (BIO-3).
  public var hasFaceIDUsageDescription: Bool
  /// The current enrolment's fingerprint (`LAContext.evaluatedPolicyDomainState`); changes when
  /// a finger or face is added or removed.
  public var enrollmentState: [UInt8]?
  /// Whether the system locked the sensor after too many failed matches
  /// (`LAError.biometryLockout`): it matches nothing until the user enters the device's
  /// passcode. The sensor stays enrolled.
  public var isLockedOut: Bool
  /// Whether the user turned Face ID off for this app (Settings › the app › Face ID;
  /// `LAError.biometryNotAvailable` with the sensor there): the sensor may well be enrolled,
  /// and only the app's own settings turn it back on.
  public var isDeniedForApp = false

  /// Creates a description of the device's biometrics (not locked out).
  public init(
    kind: BiometryKind, isEnrolled: Bool, hasFaceIDUsageDescription: Bool,
    enrollmentState: [UInt8]?
  ) {
    self.init(
      kind: kind, isEnrolled: isEnrolled, hasFaceIDUsageDescription: hasFaceIDUsageDescription,
      enrollmentState: enrollmentState, isLockedOut: false)
  }

  /// Creates a description of the device's biometrics.
  public init(
    kind: BiometryKind, isEnrolled: Bool, hasFaceIDUsageDescription: Bool,
    enrollmentState: [UInt8]?, isLockedOut: Bool
  ) {
    self.kind = kind
    self.isEnrolled = isEnrolled
    self.hasFaceIDUsageDescription = hasFaceIDUsageDescription
    self.enrollmentState = enrollmentState
    self.isLockedOut = isLockedOut
  }

  /// Creates a description of the device's biometrics, `isDeniedForApp` included.
  public init(
    kind: BiometryKind, isEnrolled: Bool, hasFaceIDUsageDescription: Bool,
    enrollmentState: [UInt8]?, isLockedOut: Bool, isDeniedForApp: Bool
  ) {
    self.init(
      kind: kind, isEnrolled: isEnrolled, hasFaceIDUsageDescription: hasFaceIDUsageDescription,
      enrollmentState: enrollmentState, isLockedOut: isLockedOut)
    self.isDeniedForApp = isDeniedForApp
  }

  /// A device without biometrics (Linux, the simulator without enrolment, tests).
  public static let unavailable = BiometricDevice(
    kind: .none, isEnrolled: false, hasFaceIDUsageDescription: false, enrollmentState: nil)
}

/// Whether biometric unlock may be offered now, and if not, why.
///
/// This enumeration is complete.
public enum BiometricAvailability: Equatable, Sendable {
  /// Offer it, with this sensor.
  case available(BiometryKind)
  /// Do not offer it.
  case unavailable(Reason)

  /// Why biometric unlock is not offered.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Reason: Equatable, Sendable {
    /// The device has no usable sensor, or nothing is enrolled.
    case noBiometrics
    /// Face ID without `NSFaceIDUsageDescription` in Info.plist: asking would crash the app
    /// (BIO-3).
    case missingUsageDescription
    /// No passcode is set; biometrics only ever stand in for a passcode.
    case passcodeNotSet
    /// The user turned it off, or never turned it on.
    case notEnabled
    /// A failure imposed a wait (BIO-2), or the system locked the sensor after too many
    /// failed matches (``BiometricDevice/isLockedOut``: the device's passcode unlocks it).
    case lockedOut
    /// The failure limit was reached (BIO-2).
    case permanentlyLocked
    /// Fingers or faces changed since it was enabled; the passcode is needed to turn it back
    /// on (BIO-2).
    case enrollmentChanged
    /// The passcode store could not be read; the passcode screen reports the error.
    case storeUnreadable
    /// The user turned Face ID off for this app: only the app's page in the Settings app
    /// turns it back on (``BiometricDevice/isDeniedForApp``).
    case deniedForApp
  }

  /// Whether biometric unlock may be offered.
  public var isAvailable: Bool {
    if case .available = self { return true }
    return false
  }
}
