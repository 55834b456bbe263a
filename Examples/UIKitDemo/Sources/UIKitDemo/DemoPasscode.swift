#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  /// Every PasscodeKit call the demo makes beyond the one-liners (`protect`, `setPasscode`,
  /// `changePasscode`, `removePasscode`, `lockNow`) lives here, the flows pushed onto the
  /// app's own navigation included.
  @MainActor
  enum DemoPasscode {
    /// The user's choices of look and grace period; every change is saved and applied. (Face
    /// ID is stored by PasscodeKit, and the type is chosen in "Passcode Options".)
    static var settings = DemoSettings.load() {
      didSet {
        guard settings != oldValue else { return }
        settings.save()
        apply()
      }
    }

    /// Configures PasscodeKit from ``settings``: at launch, and again after a change (a late
    /// `configure` is safe: the shared instance keeps protecting every scene, and the next
    /// screen uses the new configuration).
    static func apply() {
      // One string of the screens set in code (the app's `PasscodeKit.strings` table can do
      // the same per language; see the README).
      PasscodeStrings.overrides[.createPasscode] = "Choose a Passcode"
      // New passcodes are 6 digits; "Passcode Options" on the set and change screens offers
      // the iOS set of types.
      PasscodeKit.configure(
        PasscodeKit.Configuration(
          lock: PasscodeConfiguration(),
          appearance: appearance,
          gracePeriod: .seconds(settings.gracePeriod.rawValue),
          eraseData: {
            DemoData.erase()
            return true
          }))
    }

    /// The demo's brand colour, for the "Brand" look.
    static let brandColor = UIColor(red: 0.89, green: 0.34, blue: 0.18, alpha: 1)

    /// The look of the lock, and of the secure fields' keypad.
    static var appearance: PasscodeAppearance {
      guard settings.usesBrand else {
        return PasscodeAppearance(preset: settings.theme, appName: "UIKit Demo")
      }
      return PasscodeAppearance(
        themes: PasscodeThemes(accent: brandColor), appName: "UIKit Demo",
        header: PasscodeHeader { brandHeader() })
    }

    /// The app's own header above the brand look's keypad.
    private static func brandHeader() -> UIView {
      let label = UILabel()
      label.text = "UIKit Demo"
      label.font = .preferredFont(forTextStyle: .headline)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = brandColor
      label.textAlignment = .center
      return label
    }

    /// Whether a passcode is set now.
    static func isPasscodeSet() async -> Bool {
      (try? await PasscodeKit.shared.lock.status().isSet) ?? false
    }

    /// Asks for the passcode once, before something sensitive, without turning the app lock
    /// on; the user may cancel. Face ID is not offered: the codes want the passcode itself.
    static func askForPasscode(in scene: UIWindowScene) async -> PasscodeFlow.Ending {
      await PasscodeKit.shared.authenticate(
        in: scene, title: "Recovery Codes",
        reason: "Enter your passcode to show your recovery codes",
        allowsBiometrics: false)
    }

    /// The Face ID switch: whether this device can offer it (a sensor, enrolled, not locked
    /// by the system), why not, and the user's wish. Reading it stores nothing.
    static func faceIDSetting() async throws -> BiometricSetting {
      try await PasscodeKit.shared.biometricSetting()
    }

    /// A sentence of PasscodeKit's, in the screens' language.
    static func string(_ text: LocalizedText) -> String {
      PasscodeKit.shared.configuration.appearance.localizer.string(text)
    }

    /// Turns Face ID on or off and stores the choice: off at once; on at once when the
    /// passcode was entered in the last five minutes, otherwise after the next unlock with
    /// the passcode.
    static func setFaceID(_ enabled: Bool) async throws {
      try await PasscodeKit.shared.setBiometricsEnabled(enabled)
    }

    /// Pushes `flow` onto `host`'s navigation stack — Settings › Change Passcode with a back
    /// button, an onboarding step — and pops back to `host` when it ends. `popToViewController`
    /// is safe when the user went Back (the flow's screen is gone already, and the completion
    /// then says `.cancelled`). `done` hears whether the passcode was set, changed or turned
    /// off.
    static func push(
      _ flow: EmbeddedPasscodeFlow, title: String, from host: UIViewController,
      then done: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
      let controller = PasscodeKit.shared.makeViewController(for: flow) { [weak host] result in
        guard let host else { return }
        host.navigationController?.popToViewController(host, animated: true)
        switch result {
        case .success(.completed):
          done(true)
        case .success(.permanentlyLocked):
          host.presentAlert(
            title: "Passcode Locked",
            message: "Too many wrong passcodes: erase the app's data from the lock screen.")
          done(false)
        case .success:
          done(false)  // Cancel, Back, or the app locked meanwhile.
        case .failure(let error):
          host.presentAlert(title: "Not Changed", message: message(for: error))
          done(false)
        }
      }
      controller.title = title
      host.navigationController?.pushViewController(controller, animated: true)
    }

    /// What to tell the user about an error a flow threw.
    static func message(for error: any Error) -> String {
      error.localizedDescription
    }
  }
#endif
