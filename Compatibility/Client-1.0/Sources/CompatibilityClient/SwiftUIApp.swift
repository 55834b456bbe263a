#if canImport(SwiftUI) && os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  // A SwiftUI app's use of PasscodeKit 1.0: the controller, the modifiers, the settings
  // screen's calls, a step-up check and the secure field. Kept as written for 1.0
  // (README.md): never edit it to follow a change in the library.

  @MainActor
  struct NotesRootView: View {
    @StateObject private var passcode = PasscodeController()  // observes PasscodeKit.shared

    var body: some View {
      VStack {
        Text(LockStateObserver.describe(passcode.lockState))
        Text(passcode.isPasscodeSet ? "Passcode on" : "Passcode off")
        NotesSettingsView()
      }
      .passcodeLock(passcode, themes: PasscodeThemes(.default), appName: "Notes")
    }
  }

  /// An app that only asks on demand: no lock at launch.
  @MainActor
  struct OnDemandRootView: View {
    @StateObject private var passcode = PasscodeController(kit: .shared)

    var body: some View {
      Button("Show Codes") {
        Task {
          let ending = await passcode.authenticate(allowsBiometrics: false)
          _ = FlowEndings.allowsAccess(ending)
        }
      }
      .passcodeChecks(passcode)
      .passcodeChecks(passcode, themes: PasscodeThemes(accent: Color.orange), appName: "Notes")
    }
  }

  @MainActor
  struct NotesSettingsView: View {
    @EnvironmentObject var passcode: PasscodeController
    @State private var faceID = false
    @State private var code = MaskedText(maximumLength: 6)

    var body: some View {
      Form {
        Button("Turn Passcode On") { Task { try await passcode.setPasscode() } }
        Button("Change Passcode") { Task { _ = try await passcode.changePasscode() } }
        Button("Turn Passcode Off") { Task { _ = try await passcode.removePasscode() } }
        Button("Erase") { Task { try await passcode.resetPasscode() } }
        Button("Lock Now") { passcode.lockNow() }
        Toggle("Face ID", isOn: $faceID)
          .task { faceID = (try? await passcode.biometricsEnabled()) ?? false }
          .onChange(of: faceID) { on in Task { try await passcode.setBiometricsEnabled(on) } }
        SecureCodeField("Verification code", text: $code, onSubmit: verify)
        SecureCodeField(
          "Code", text: $code, contentType: .oneTimeCode, locale: .current,
          announcer: VoiceOverAnnouncer(), onSubmit: {})
      }
    }

    private func verify() {
      let typed = code.secret()
      defer { typed.removeAll() }
      code = MaskedText(maximumLength: 6)
    }
  }

  /// The controller's calls beyond the buttons.
  @MainActor
  enum ControllerCalls {
    static func use(_ passcode: PasscodeController) async throws {
      let kit: PasscodeKit = passcode.kit
      _ = kit
      let lock: PasscodeLock = passcode.lock
      _ = lock
      var configuration: PasscodeKit.Configuration = passcode.configuration
      configuration.gracePeriod = .seconds(30)
      passcode.configuration = configuration
      passcode.gracePeriod = .seconds(60)
      passcode.usesBiometrics = true
      passcode.fallback = { _ in false }
      passcode.eraseData = { true }
      passcode.locale = .german
      passcode.appIcon = nil
      _ = passcode.announcer
      let unlocked: PasscodeFlow.Ending = await passcode.unlock()
      _ = FlowEndings.describe(unlocked)
      _ = await passcode.unlock(allowsCancel: true)
      _ = await passcode.authenticate(title: "Payment", reason: "Confirm the payment")
      _ = try await passcode.run(PasscodeFlow(.change))
      _ = await passcode.withSystemPrompt { 1 }
    }
  }

  /// The SwiftUI look: themes by colour scheme, a SwiftUI header.
  @MainActor
  enum SwiftUILooks {
    static func appearance(for scheme: ColorScheme) -> PasscodeAppearance {
      let themes = PasscodeThemes(accent: Color.indigo)
      let theme: PasscodeTheme = themes.theme(for: scheme)
      _ = theme
      return PasscodeAppearance(
        themes: themes, header: PasscodeHeader(Text("Notes").font(.headline)))
    }
  }
#endif
