#if os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  /// PasscodeKit's secure digit field as a one-time-code screen: the code arrives in a
  /// simulated message, the field takes it from the number pad, AutoFill or a paste, and
  /// checks it as soon as six digits are in.
  @MainActor
  struct OneTimeCodeView: View {
    @State private var code = MaskedText(maximumLength: 6)
    @State private var sentCode = Self.newCode()
    @State private var result: (text: String, accepted: Bool)?

    var body: some View {
      Form {
        Section {
          VStack(alignment: .leading, spacing: 4) {
            Text("Messages · now").font(.caption).foregroundColor(.secondary)
            Text("Your SwiftUI Demo code is \(sentCode).")
          }
        } header: {
          Text("Simulated text message")
        }
        Section {
          SecureCodeField("Verification code", text: $code, onSubmit: verify)
          Button("Verify", action: verify)
          Button("Send a New Code") {
            sentCode = Self.newCode()
            code = MaskedText(maximumLength: 6)
            result = nil
          }
        } footer: {
          if let result {
            Text(result.text)
              .font(.headline)
              .foregroundColor(result.accepted ? .green : .red)
          }
        }
      }
      .navigationTitle("One-Time Code")
      .onChange(of: code.count) { count in
        if count > 0 { result = nil }
        if count == 6 { verify() }
      }
    }

    private nonisolated static func newCode() -> String {
      String((0..<6).map { _ in "0123456789".randomElement()! })
    }

    /// Compares the typed code with the one sent, in constant time, and clears both copies.
    private func verify() {
      let typed = code.secret()
      let expected = SecretBuffer(utf8: sentCode)
      defer {
        typed.removeAll()
        expected.removeAll()
      }
      if typed.constantTimeEquals(expected) {
        result = ("Code accepted.", true)
      } else {
        result = (typed.isEmpty ? "Enter the code." : "Wrong code: try again.", false)
        code = MaskedText(maximumLength: 6)
      }
    }
  }
#endif
