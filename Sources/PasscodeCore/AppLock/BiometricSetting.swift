/// What a settings screen's Face ID or Touch ID switch shows: whether this device can offer
/// biometric unlock, and the user's wish, read together — so that the switch never shows ON
/// on a device without a sensor, says why it cannot be used, and stores nothing until the user
/// toggles it.
///
/// ```swift
/// let setting = try await PasscodeKit.shared.biometricSetting()
/// faceIDSwitch.isHidden = !setting.showsSwitch
/// faceIDSwitch.isEnabled = setting.isSwitchEnabled
/// faceIDSwitch.isOn = setting.isOn
/// // when the user flips it:
/// if let choice = setting.choice(switchedTo: faceIDSwitch.isOn) {
///   try await PasscodeKit.shared.setBiometricsEnabled(choice)
/// }
/// ```
public struct BiometricSetting: Equatable, Sendable {
  /// Why the switch cannot be used now.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Unavailability: Equatable, Sendable {
    /// The device has no sensor the app may use: hide the switch.
    case noSensor
    /// The sensor has no finger or face enrolled: the user sets it up in the Settings app.
    case notEnrolled
    /// The system locked the sensor after too many failed matches: the device's passcode
    /// unlocks it.
    case lockedOut
    /// Face ID without `NSFaceIDUsageDescription` in the app's Info.plist (BIO-3): a
    /// mistake of the app's, which asking would crash.
    case missingUsageDescription
    /// No passcode is set: biometrics only ever stand in for a passcode.
    case passcodeNotSet
    /// The user turned Face ID off for this app: show ``explanation`` and a button that opens
    /// the app's page in the Settings app (``opensAppSettings``).
    case deniedForApp
  }

  /// The sensor; `BiometryKind.none` when the device has none.
  public var kind: BiometryKind
  /// The user's own stored choice; `nil` when they never chose (``byDefault`` applies).
  public var choice: Bool?
  /// Whether biometric unlock is wanted for a user who never chose (the host's
  /// `usesBiometrics`).
  public var byDefault: Bool
  /// Why the switch cannot be used now; `nil` when it can.
  public var unavailability: Unavailability?

  /// Reads the setting from the device and the store.
  ///
  /// - Parameters:
  ///   - device: the platform's report (`BiometricAuthenticator.device()`).
  ///   - isPasscodeSet: whether a passcode is set.
  ///   - choice: the user's stored choice (`PasscodeBiometrics.choice()`).
  ///   - byDefault: the host's default for a user who never chose.
  public init(device: BiometricDevice, isPasscodeSet: Bool, choice: Bool?, byDefault: Bool) {
    kind = device.kind
    self.choice = choice
    self.byDefault = byDefault
    unavailability =
      if device.kind == .none {
        .noSensor
      } else if device.kind == .faceID, !device.hasFaceIDUsageDescription {
        .missingUsageDescription
      } else if device.isDeniedForApp {
        .deniedForApp
      } else if device.isLockedOut {
        .lockedOut
      } else if !device.isEnrolled {
        .notEnrolled
      } else if !isPasscodeSet {
        .passcodeNotSet
      } else {
        nil
      }
  }

  /// Whether the user wants biometric unlock: their choice, or the default.
  public var isWanted: Bool { choice ?? byDefault }
  /// Whether to show the switch at all: not on a device without a sensor.
  public var showsSwitch: Bool { unavailability != .noSensor }
  /// Whether the user may flip the switch now.
  public var isSwitchEnabled: Bool { unavailability == nil }
  /// Whether the switch shows ON: wanted, and usable now. A switch that cannot be used shows
  /// OFF, whatever the user wished.
  public var isOn: Bool { isSwitchEnabled && isWanted }

  /// The switch's label: the sensor's name ("Face ID", "Touch ID", "Optic ID"); `nil`
  /// without a sensor.
  public var title: LocalizedText? { kind.nameKey.map { LocalizedText($0) } }

  /// Why the switch cannot be used, as a sentence for the switch's footnote; `nil` when it
  /// can, or when the switch is hidden.
  public var explanation: LocalizedText? {
    let name = LocalizedText.Argument.text(kind.nameKey ?? .faceID)
    switch unavailability {
    case nil, .noSensor: return nil
    case .notEnrolled: return LocalizedText(.biometricSettingNotEnrolled, name)
    case .lockedOut: return LocalizedText(.biometricSettingLockedOut, name)
    case .missingUsageDescription: return LocalizedText(.biometricsMissingUsageDescription)
    case .passcodeNotSet: return LocalizedText(.biometricsNeedPasscodeSet)
    case .deniedForApp: return LocalizedText(.biometricSettingDeniedForApp, name)
    }
  }

  /// Whether the way to make the switch usable is the app's own page in the Settings app
  /// (`UIApplication.openSettingsURLString`): Face ID turned off for this app. (Setting up
  /// Face ID itself happens in the Settings app's Face ID page, which no app can open.)
  public var opensAppSettings: Bool { unavailability == .deniedForApp }

  /// What to store when the user sets the switch to `on`: `on` when it changes what the
  /// switch showed, `nil` when there is nothing to store (the switch cannot be used, or a
  /// redraw set it to what it already showed).
  public func choice(switchedTo on: Bool) -> Bool? {
    guard isSwitchEnabled, on != isOn else { return nil }
    return on
  }
}
