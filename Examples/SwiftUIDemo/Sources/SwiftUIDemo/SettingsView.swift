#if os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  /// Passcode settings: on/off, change (with the type in "Passcode Options"), Face ID, when to
  /// ask again, and the lock's look.
  @MainActor
  struct SettingsView: View {
    @EnvironmentObject private var passcode: PasscodeController
    @AppStorage(DemoPasscode.Key.gracePeriod) private var gracePeriod = GracePeriod.tenSeconds
    @AppStorage(DemoPasscode.Key.theme) private var theme = PasscodeTheme.Preset.default
    @AppStorage(DemoPasscode.Key.usesBrand) private var usesBrand = false
    /// Whether the user wants Face ID, as PasscodeKit stored it.
    @State private var usesFaceID = false
    @State private var isBusy = false
    @State private var problem: String?

    var body: some View {
      Form {
        Section {
          Toggle("Passcode", isOn: passcodeBinding)
          if passcode.isPasscodeSet {
            Button("Change Passcode") {
              run { _ = try await passcode.changePasscode() }
            }
          }
        } header: {
          Text("Passcode")
        } footer: {
          Text(
            passcode.isPasscodeSet
              ? "Change Passcode asks for the passcode, then a new one: Passcode Options there "
                + "changes its type."
              : "The app locks at launch once a passcode is set. Passcode Options on the "
                + "screen chooses its type.")
        }
        Section {
          if passcode.isPasscodeSet {
            Toggle("Face ID", isOn: faceIDBinding)
          }
          Picker("Require Passcode", selection: gracePeriodBinding) {
            ForEach(GracePeriod.allCases, id: \.self) { Text($0.title).tag($0) }
          }
        } header: {
          Text("Unlocking")
        } footer: {
          Text("The app locks again after this long in the background.")
        }
        Section {
          Picker("Theme", selection: $theme) {
            ForEach(PasscodeTheme.Preset.allCases, id: \.self) { Text($0.title).tag($0) }
          }
          .pickerStyle(.inline)
          .labelsHidden()
          .disabled(usesBrand)
          Toggle("Brand Colour", isOn: $usesBrand)
        } header: {
          Text("Look")
        } footer: {
          Text(
            "The lock, the privacy cover and the passcode screens. Brand Colour draws them in "
              + "the app's accent colour.")
        }
      }
      .navigationTitle("Passcode Settings")
      .task(id: passcode.isPasscodeSet) { await readFaceID() }
      .disabled(isBusy)
      .alert(
        "Not Changed",
        isPresented: Binding(get: { problem != nil }, set: { if !$0 { problem = nil } }),
        actions: { Button("OK") { problem = nil } }, message: { Text(problem ?? "") })
    }

    /// On sets a passcode (Face ID turns on with it); off asks for the passcode and removes it.
    private var passcodeBinding: Binding<Bool> {
      Binding(
        get: { passcode.isPasscodeSet },
        set: { turnOn in
          run {
            if turnOn {
              _ = try await passcode.setPasscode()  // turns Face ID on too, unless the user said no
            } else {
              _ = try await passcode.removePasscode()
            }
          }
        })
    }

    /// The user's choice, stored by PasscodeKit. After a failed change (no biometrics on this
    /// device, say) the alert explains, and the switch keeps the stored choice.
    private var faceIDBinding: Binding<Bool> {
      Binding(
        get: { usesFaceID },
        set: { enabled in
          run {
            try await passcode.setBiometricsEnabled(enabled)
            usesFaceID = enabled  // only once stored: after an error the switch stays as it was
          }
        })
    }

    /// Reads the stored Face ID choice (none without a passcode).
    private func readFaceID() async {
      guard passcode.isPasscodeSet else { return }
      do {
        usesFaceID = try await passcode.biometricsEnabled()
      } catch {
        problem = DemoPasscode.message(for: error)
      }
    }

    /// The grace period: saved, and applied to the controller at once.
    private var gracePeriodBinding: Binding<GracePeriod> {
      Binding(
        get: { gracePeriod },
        set: { period in
          gracePeriod = period
          passcode.gracePeriod = .seconds(period.rawValue)
        })
    }

    /// Runs a passcode flow and shows its error.
    private func run(_ flow: @escaping @MainActor () async throws -> Void) {
      guard !isBusy else { return }
      isBusy = true
      Task {
        do {
          try await flow()
        } catch {
          problem = DemoPasscode.message(for: error)
        }
        isBusy = false
      }
    }
  }
#endif
