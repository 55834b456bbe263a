#if os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  /// The app's first screen: the protected content, the secure input demos, the settings.
  @MainActor
  struct HomeView: View {
    @EnvironmentObject private var passcode: PasscodeController
    @State private var showsRecoveryCodes = false
    @State private var recoveryCodes: [String] = []
    @State private var problem: String?

    var body: some View {
      List {
        Section {
          Button {
            showRecoveryCodes()
          } label: {
            Label("Show Recovery Codes", systemImage: "key")
          }
        } header: {
          Text("Protected")
        } footer: {
          Text("Asks for the passcode every time, and may be cancelled.")
        }
        Section {
          NavigationLink {
            OneTimeCodeView()
          } label: {
            Label("One-Time Code", systemImage: "number")
          }
          NavigationLink {
            SignUpView()
          } label: {
            Label("Sign Up Form", systemImage: "person.crop.circle.badge.plus")
          }
        } header: {
          Text("Secure Input")
        } footer: {
          Text("PasscodeKit's secure field and form focus chain, outside the lock.")
        }
        Section {
          if !passcode.isPasscodeSet {
            // An onboarding step: the set-passcode screen in this NavigationStack.
            NavigationLink {
              PasscodeFlowScreen(flow: .set, title: "Step 2 of 2: Passcode")
            } label: {
              Label("Set Up a Passcode", systemImage: "checkmark.shield")
            }
          }
          NavigationLink {
            SettingsView()
          } label: {
            Label("Passcode Settings", systemImage: "lock")
          }
          Button {
            passcode.kit.lockNow()
          } label: {
            Label("Lock Now", systemImage: "lock.fill")
          }
          .disabled(!passcode.isPasscodeSet)
        } header: {
          Text("Passcode")
        }
      }
      .navigationTitle("SwiftUI Demo")
      .navigationDestination(isPresented: $showsRecoveryCodes) {
        RecoveryCodesView(codes: recoveryCodes)
      }
      .alert(
        "Passcode Locked",
        isPresented: Binding(get: { problem != nil }, set: { if !$0 { problem = nil } }),
        actions: { Button("OK") { problem = nil } }, message: { Text(problem ?? "") })
    }

    /// The on-demand check: the codes show only after the passcode itself (no Face ID).
    private func showRecoveryCodes() {
      Task {
        switch await DemoPasscode.askForPasscode(passcode) {
        case .completed, .fallbackSucceeded:  // the user proved who they are
          do {
            recoveryCodes = try await DemoData.recoveryCodes(from: passcode.kit.lock)
            showsRecoveryCodes = true
          } catch {
            problem = "The recovery codes could not be opened: \(error)"
          }
        case .cancelled, .erased:
          break
        case .permanentlyLocked:
          problem = "Too many wrong passcodes: erase the app's data from the lock screen."
        case .noPasscodeSet:
          problem = "Set a passcode in Settings first: it protects the recovery codes."
        @unknown default:
          break  // PasscodeFlow.Ending may gain cases in a minor release
        }
      }
    }
  }

  /// The protected content: shown only after the on-demand passcode check.
  struct RecoveryCodesView: View {
    /// The codes, opened after the passcode check.
    let codes: [String]

    var body: some View {
      List {
        Section {
          ForEach(codes, id: \.self) { code in
            Text(code).font(.system(.body, design: .monospaced))
          }
        } footer: {
          Text(
            "Each code signs you in once. Erase Data on the permanently locked screen deletes them."
          )
        }
      }
      .navigationTitle("Recovery Codes")
    }
  }
#endif
