#if os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  /// PasscodeKit's sign-up form (`FormModel.signUp()`) driven by a `FormFocusChain`: Next and
  /// Go return keys, character rules, a secure password field, a phone number in 3-3-4 groups
  /// that moves on when complete, errors under the fields.
  @MainActor
  struct SignUpView: View {
    @StateObject private var signUp = SignUp()
    @FocusState private var focus: FieldID?

    var body: some View {
      Form {
        Section {
          ForEach(signUp.chain.form.fields) { field in
            FormFieldView(field.id, chain: signUp.chain, focus: $focus)
          }
        }
        Section {
          Button("Sign Up") { signUp.chain.submit() }
        }
      }
      .formFocusChain(signUp.chain, focus: $focus)
      .navigationTitle("Sign Up")
      .alert(
        signUp.welcome ?? "",
        isPresented: Binding(
          get: { signUp.welcome != nil }, set: { if !$0 { signUp.welcome = nil } }),
        actions: { Button("OK") { signUp.welcome = nil } },
        message: { Text(signUp.details) })
    }
  }

  /// The form's chain, and what happens when every field is valid.
  @MainActor
  final class SignUp: ObservableObject {
    /// The alert's title once the account is "created".
    @Published var welcome: String?
    /// The alert's message.
    private(set) var details = ""
    private(set) lazy var chain = FormFocusChain(.signUp()) { [weak self] form in
      self?.register(form)
    }

    /// Every field is valid: "creates" the account. The password is read as bytes, used, and
    /// cleared; it never becomes a `String`.
    private func register(_ form: FormModel) {
      let password = form.secret(for: .password)
      let characters = password.count
      password.removeAll()
      details =
        "Account created with a \(characters)-character password and the phone number "
        + "\(form[.phone].text)."
      welcome = "Welcome, \(form[.username].text)"
    }
  }
#endif
