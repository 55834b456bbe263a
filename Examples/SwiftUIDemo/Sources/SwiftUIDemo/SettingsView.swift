#if os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  /// Passcode settings: on/off, change (with the type in "Passcode Options"), Face ID, when to
  /// ask again, and the lock's look.
  @MainActor
  struct SettingsView: View {
    @EnvironmentObject private var passcode: PasscodeController
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL
    @AppStorage(DemoPasscode.Key.gracePeriod) private var gracePeriod = GracePeriod.tenSeconds
    @AppStorage(DemoPasscode.Key.theme) private var theme = PasscodeTheme.Preset.default
    @AppStorage(DemoPasscode.Key.usesBrand) private var usesBrand = false
    /// The Face ID switch: whether this device can offer it, why not, and the user's wish.
    /// `nil` until read; reading it stores nothing.
    @State private var faceID: BiometricSetting?
    @State private var isBusy = false
    @State private var problem: String?

    var body: some View {
      Form {
        Section {
          Toggle("Passcode", isOn: passcodeBinding)
          if passcode.isPasscodeSet {
            // Pushed onto this NavigationStack, not in PasscodeKit's window: Back cancels it.
            NavigationLink("Change Passcode") {
              PasscodeFlowScreen(flow: .change(), title: "Change Passcode")
            }
            NavigationLink("Change to a Simple 4-Digit Code") {
              PasscodeFlowScreen(
                flow: .change(startingIn: .numeric(length: 4)), title: "Simple Passcode")
            }
          }
        } header: {
          Text("Passcode")
        } footer: {
          Text(
            passcode.isPasscodeSet
              ? "Change Passcode opens here, with a back button: it asks for the passcode, then "
                + "a new one (Passcode Options there changes its type). The simple code starts "
                + "the new one in 4 digits."
              : "The app locks at launch once a passcode is set. Passcode Options on the "
                + "screen chooses its type.")
        }
        Section {
          if passcode.isPasscodeSet, let faceID, faceID.showsSwitch {
            // "Face ID" or "Touch ID", as the device has; OFF and disabled when it cannot be
            // used, with the reason below.
            Toggle(faceID.title.map(string) ?? "Face ID", isOn: faceIDBinding)
              .disabled(!faceID.isSwitchEnabled)
            if faceID.opensAppSettings {
              // Face ID turned off for this app: only the app's own page in Settings turns it
              // back on.
              Button("Open Settings") {
                guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
                openURL(url)
              }
            }
          }
          Picker("Require Passcode", selection: gracePeriodBinding) {
            ForEach(GracePeriod.allCases, id: \.self) { Text($0.title).tag($0) }
          }
        } header: {
          Text("Unlocking")
        } footer: {
          Text(
            [
              faceIDExplanation,
              "The app locks again after this long in the background.",
            ]
            .compactMap { $0 }.joined(separator: " "))
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
      .onChange(of: scenePhase) { phase in
        // Back from Settings, where the user may have enrolled a face, given the app Face ID
        // or cleared a lockout: the switch is read again.
        guard phase == .active else { return }
        Task { await readFaceID() }
      }
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
              // Turns Face ID on too, unless the user said no.
              _ = try await passcode.kit.setPasscode()
            } else {
              _ = try await passcode.kit.removePasscode()
            }
          }
        })
    }

    /// What the switch shows; only a flip the user made is stored (a redraw that sets the
    /// switch to what it shows stores nothing). After a failed change the alert explains, and
    /// the switch shows the stored choice again.
    private var faceIDBinding: Binding<Bool> {
      Binding(
        get: { faceID?.isOn ?? false },
        set: { on in
          guard let choice = faceID?.choice(switchedTo: on) else { return }
          run {
            try await passcode.kit.setBiometricsEnabled(choice)
            await readFaceID()
          }
        })
    }

    /// Why the Face ID switch cannot be used, when it is on screen (a passcode is set and the
    /// device has the sensor).
    private var faceIDExplanation: String? {
      guard passcode.isPasscodeSet, let faceID, faceID.showsSwitch else { return nil }
      return faceID.explanation.map(string)
    }

    /// Reads the Face ID switch (the device's availability and the stored choice).
    private func readFaceID() async {
      do {
        faceID = try await passcode.kit.biometricSetting()
      } catch {
        faceID = nil
        problem = DemoPasscode.message(for: error)
      }
    }

    /// A sentence of PasscodeKit's, in the screens' language.
    private func string(_ text: LocalizedText) -> String {
      passcode.kit.configuration.appearance.localizer.string(text)
    }

    /// The grace period: saved, and applied to the controller at once.
    private var gracePeriodBinding: Binding<GracePeriod> {
      Binding(
        get: { gracePeriod },
        set: { period in
          gracePeriod = period
          passcode.kit.configuration.gracePeriod = .seconds(period.rawValue)
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
