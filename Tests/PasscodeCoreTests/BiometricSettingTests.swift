import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The Face ID switch of a settings screen: availability and the user's wish read together,
/// and nothing stored until the user flips it (issue 24: both samples showed ON on a device
/// without a sensor, and one stored a choice by opening its settings).
@Suite struct BiometricSettingTests {
  static let faceID = BiometricDevice(
    kind: .faceID, isEnrolled: true, hasFaceIDUsageDescription: true, enrollmentState: [1])

  static func device(
    _ kind: BiometryKind = .faceID, enrolled: Bool = true, usageDescription: Bool = true,
    lockedOut: Bool = false
  ) -> BiometricDevice {
    BiometricDevice(
      kind: kind, isEnrolled: enrolled, hasFaceIDUsageDescription: usageDescription,
      enrollmentState: [1], isLockedOut: lockedOut)
  }

  @Test("a device without a sensor hides the switch; it never shows ON, whatever the default")
  func noSensor() {
    let setting = BiometricSetting(
      device: .unavailable, isPasscodeSet: true, choice: nil, byDefault: true)
    #expect(setting.unavailability == .noSensor)
    #expect(!setting.showsSwitch)
    #expect(!setting.isOn)
    #expect(setting.isWanted, "the wish is kept: the default")
    #expect(setting.explanation == nil)
    #expect(setting.title == nil)
    #expect(setting.choice(switchedTo: true) == nil, "nothing to store")
  }

  @Test("each reason the switch cannot be used: shown OFF, disabled, with its sentence")
  func unavailableReasons() {
    let cases: [(BiometricDevice, Bool, BiometricSetting.Unavailability, String)] = [
      (Self.device(enrolled: false), true, .notEnrolled, "Set up Face ID in the Settings app"),
      (Self.device(.touchID, lockedOut: true), true, .lockedOut, "Touch ID is locked"),
      (Self.device(usageDescription: false), true, .missingUsageDescription, "Face ID cannot"),
      (Self.device(), false, .passcodeNotSet, "needs a passcode"),
    ]
    let english = Localizer(.english)
    for (device, isSet, reason, sentence) in cases {
      let setting = BiometricSetting(
        device: device, isPasscodeSet: isSet, choice: true, byDefault: true)
      #expect(setting.unavailability == reason)
      #expect(setting.showsSwitch)
      #expect(!setting.isSwitchEnabled)
      #expect(!setting.isOn, "\(reason): OFF although the user chose on")
      #expect(setting.choice(switchedTo: false) == nil, "\(reason): nothing to store")
      let text = setting.explanation.map(english.string) ?? ""
      #expect(text.contains(sentence), "\(reason): \(text)")
    }
  }

  @Test("usable: the switch shows the stored choice, else the default")
  func usable() {
    for (choice, byDefault, on) in [(nil, true, true), (nil, false, false), (false, true, false)]
      as [(Bool?, Bool, Bool)]
    {
      let setting = BiometricSetting(
        device: Self.faceID, isPasscodeSet: true, choice: choice, byDefault: byDefault)
      #expect(setting.isSwitchEnabled)
      #expect(setting.isOn == on)
      #expect(setting.explanation == nil)
      #expect(setting.title.map(Localizer(.english).string) == "Face ID")
    }
  }

  @Test("a redraw that sets the switch to what it shows stores nothing; a flip stores it")
  func onlyAFlipIsStored() {
    let setting = BiometricSetting(
      device: Self.faceID, isPasscodeSet: true, choice: nil, byDefault: true)
    #expect(setting.choice(switchedTo: true) == nil)
    #expect(setting.choice(switchedTo: false) == false)
    let off = BiometricSetting(
      device: Self.faceID, isPasscodeSet: true, choice: false, byDefault: true)
    #expect(off.choice(switchedTo: true) == true)
  }

  @Test("read from the lock: the sensor and the stored choice; reading stores no choice")
  func readFromTheLock() async throws {
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock())
    let biometrics = FakeBiometricAuthenticator()
    biometrics.setDevice(.unavailable)
    var setting = try await lock.biometrics.setting(using: biometrics, byDefault: true)
    #expect(setting.unavailability == .noSensor)
    biometrics.setDevice(Self.faceID)
    setting = try await lock.biometrics.setting(using: biometrics, byDefault: true)
    #expect(setting.unavailability == .passcodeNotSet)
    try await lock.setPasscode(code("480213"))
    setting = try await lock.biometrics.setting(using: biometrics, byDefault: true)
    #expect(setting.isOn && setting.choice == nil)
    #expect(try await lock.biometrics.choice() == nil, "reading stored nothing")
    try await lock.biometrics.setEnabled(false, using: biometrics)
    setting = try await lock.biometrics.setting(using: biometrics, byDefault: true)
    #expect(!setting.isOn && setting.choice == false)
  }

  @Test("the system's lockout of the sensor: not offered on the lock screen either (BIO-2)")
  func systemLockoutIsNotOffered() {
    let status = PasscodeStatus(
      isSet: true, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
      isPermanentlyLocked: false)
    let availability = BiometricPolicy.availability(
      status: status, isEnabled: true, enrollmentChanged: false,
      device: Self.device(lockedOut: true))
    #expect(availability == .unavailable(.lockedOut))
  }

  @Test("Face ID denied for this app: its own sentence and its Settings page, never set it up")
  func deniedForThisApp() {
    // What LocalAuthentication reports then: "not available" with the sensor there, nothing
    // known of the enrolment.
    let denied = BiometricDevice(
      kind: .faceID, isEnrolled: false, hasFaceIDUsageDescription: true, enrollmentState: nil,
      isLockedOut: false, isDeniedForApp: true)
    let setting = BiometricSetting(
      device: denied, isPasscodeSet: true, choice: true, byDefault: true)
    #expect(setting.unavailability == .deniedForApp)
    #expect(setting.opensAppSettings)
    #expect(setting.showsSwitch && !setting.isSwitchEnabled && !setting.isOn)
    let text = setting.explanation.map(Localizer(.english).string) ?? ""
    #expect(text == "Face ID is turned off for this app. Turn it on in Settings, under this app.")
    #expect(!text.contains("Set up"))
    let notEnrolled = BiometricSetting(
      device: Self.device(enrolled: false), isPasscodeSet: true, choice: true, byDefault: true)
    #expect(!notEnrolled.opensAppSettings, "setting up Face ID is the Settings app's")
    // The lock screen does not offer it either, and says why.
    let availability = BiometricPolicy.availability(
      status: PasscodeStatus(
        isSet: true, format: .default, failures: 0, maxFailures: 10, lockoutRemaining: .zero,
        isPermanentlyLocked: false),
      isEnabled: true, enrollmentChanged: false, device: denied)
    #expect(availability == .unavailable(.deniedForApp))
    #expect(
      Localizer(.english).string(LocalizedText(biometricsUnavailable: .deniedForApp))
        == "Face ID is turned off for this app in Settings. Enter your passcode.")
  }
}
