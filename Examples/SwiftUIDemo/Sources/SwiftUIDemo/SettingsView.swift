#if os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  /// Passcode settings: on/off, change, type, Face ID, when to ask again, and the lock's look.
  @MainActor
  struct SettingsView: View {
    @EnvironmentObject private var passcode: PasscodeController
    @AppStorage(DemoPasscode.Key.type) private var type = PasscodeType.sixDigits
    @AppStorage(DemoPasscode.Key.gracePeriod) private var gracePeriod = GracePeriod.tenSeconds
    @AppStorage(DemoPasscode.Key.theme) private var theme = PasscodeTheme.Preset.default
    @AppStorage(DemoPasscode.Key.usesFaceID) private var usesFaceID = true
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
          Picker("Type of a New Passcode", selection: $type) {
            ForEach(PasscodeType.allCases, id: \.self) { Text($0.title).tag($0) }
          }
        } header: {
          Text("Passcode")
        } footer: {
          Text(typeFooter)
        }
        Section {
          Toggle("Face ID", isOn: faceIDBinding)
          Picker("Require Passcode", selection: $gracePeriod) {
            ForEach(GracePeriod.allCases, id: \.self) { Text($0.title).tag($0) }
          }
        } header: {
          Text("Unlocking")
        } footer: {
          Text(
            gracePeriod == DemoPasscode.launchGracePeriod
              ? "The app locks again after this long in the background."
              : "Takes effect the next time the app starts.")
        }
        Section {
          Picker("Theme", selection: $theme) {
            ForEach(PasscodeTheme.Preset.allCases, id: \.self) { Text($0.title).tag($0) }
          }
          .pickerStyle(.inline)
          .labelsHidden()
        } header: {
          Text("Look")
        } footer: {
          Text("The lock, the privacy cover and the passcode screens.")
        }
      }
      .navigationTitle("Passcode Settings")
      .disabled(isBusy)
      .alert(
        "Passcode Not Changed",
        isPresented: Binding(get: { problem != nil }, set: { if !$0 { problem = nil } }),
        actions: { Button("OK") { problem = nil } }, message: { Text(problem ?? "") })
    }

    private var typeFooter: String {
      if type == DemoPasscode.launchType {
        return passcode.isPasscodeSet
          ? "To use another type, choose it, restart the app, and set the passcode again."
          : "The app locks at launch once a passcode is set."
      }
      return "A new passcode is \(type.title.lowercased()) from the next time the app starts."
    }

    /// On sets a passcode (then Face ID, if wanted); off asks for the passcode and removes it.
    private var passcodeBinding: Binding<Bool> {
      Binding(
        get: { passcode.isPasscodeSet },
        set: { turnOn in
          run {
            if turnOn {
              try await DemoPasscode.setPasscode(passcode, faceID: usesFaceID)
            } else {
              _ = try await passcode.removePasscode()
            }
          }
        })
    }

    /// The user's choice; applied at once when a passcode is set, else when one is.
    private var faceIDBinding: Binding<Bool> {
      Binding(
        get: { usesFaceID },
        set: { enabled in
          guard passcode.isPasscodeSet else {
            usesFaceID = enabled
            return
          }
          run {
            if try await DemoPasscode.setFaceID(enabled, passcode) { usesFaceID = enabled }
          }
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
