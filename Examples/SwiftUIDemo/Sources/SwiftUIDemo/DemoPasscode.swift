#if os(iOS)
  import Foundation
  import PasscodeSwiftUI
  import SwiftUI

  /// Every PasscodeKit call the demo makes beyond the controller's one-liners (`setPasscode`,
  /// `changePasscode`, `removePasscode`, `lockNow`) lives here, the flows shown in the app's own
  /// navigation (``PasscodeFlowScreen``) included.
  @MainActor
  enum DemoPasscode {
    /// The `UserDefaults` keys of the demo's settings (`@AppStorage`). Face ID is stored by
    /// PasscodeKit, and the passcode's type is chosen in "Passcode Options".
    enum Key {
      static let gracePeriod = "gracePeriod"
      static let theme = "theme"
      static let usesBrand = "usesBrand"
    }

    /// The demo's brand colour, for the "Brand" look.
    static let brandColor = Color(red: 0.89, green: 0.34, blue: 0.18)

    /// The look of the screens: a preset, or the brand colour over the default theme.
    static func themes(_ preset: PasscodeTheme.Preset, usesBrand: Bool) -> PasscodeThemes {
      usesBrand ? PasscodeThemes(accent: brandColor) : PasscodeThemes(preset)
    }

    /// The grace period saved by the settings screen.
    static var savedGracePeriod: GracePeriod {
      UserDefaults.standard.object(forKey: Key.gracePeriod) == nil
        ? .tenSeconds
        : GracePeriod(rawValue: UserDefaults.standard.integer(forKey: Key.gracePeriod))
          ?? .tenSeconds
    }

    /// Configures PasscodeKit, once at launch: the passcode in the Keychain, 6 digits with
    /// "Passcode Options" offering the iOS types, the saved grace period, and Erase Data. The
    /// settings screen changes the grace period at run time.
    static func configure() {
      PasscodeKit.configure(
        PasscodeKit.Configuration(
          gracePeriod: .seconds(savedGracePeriod.rawValue),
          eraseData: {
            DemoData.erase()
            return true
          }))
    }

    /// Asks for the passcode once, before something sensitive, without turning the app lock
    /// on; the user may cancel. Face ID is not offered: the codes want the passcode itself.
    static func askForPasscode(_ passcode: PasscodeController) async -> PasscodeFlow.Ending {
      await passcode.kit.authenticate(
        title: "Recovery Codes", reason: "Enter your passcode to show your recovery codes",
        allowsBiometrics: false)
    }

    /// What to tell the user about an error a flow threw.
    static func message(for error: any Error) -> String {
      error.localizedDescription
    }
  }

  /// A passcode flow in the app's own navigation — Settings › Change Passcode with its back
  /// button, an onboarding step — that leaves with `dismiss()` when it ends (which does
  /// nothing when the user went Back: the screen is gone already, and the ending is
  /// `.cancelled`).
  @MainActor
  struct PasscodeFlowScreen: View {
    let flow: EmbeddedPasscodeFlow
    let title: String
    /// Told whether the passcode was set, changed or turned off.
    var done: @MainActor (Bool) -> Void = { _ in }
    @EnvironmentObject private var passcode: PasscodeController
    @Environment(\.dismiss) private var dismiss
    @State private var problem: String?

    var body: some View {
      passcode.kit.flowView(for: flow) { result in
        switch result {
        case .success(.completed):
          done(true)
          dismiss()
        case .success(.permanentlyLocked):
          problem = "Too many wrong passcodes: erase the app's data from the lock screen."
        case .success:
          dismiss()  // Cancel, Back, or the app locked meanwhile.
        case .failure(let error):
          problem = DemoPasscode.message(for: error)
        }
      }
      // The screen keeps itself above the keyboard (a password's), as in PasscodeKit's windows.
      .ignoresSafeArea(.keyboard)
      .navigationTitle(title)
      .navigationBarTitleDisplayMode(.inline)
      .alert(
        "Not Changed",
        isPresented: Binding(get: { problem != nil }, set: { if !$0 { problem = nil } }),
        actions: {
          Button("OK") {
            problem = nil
            dismiss()
          }
        }, message: { Text(problem ?? "") })
    }
  }
#endif
