#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  /// PasscodeKit's sign-up form (`FormModel.signUp()`) bound by a `FormController`: Next and
  /// Go return keys, character rules, a secure password field, a phone number in 3-3-4 groups
  /// that moves on when complete, errors under the fields, the focused field kept above the
  /// keyboard.
  final class SignUpViewController: UIViewController {
    private let scrollView = UIScrollView()
    private var form: FormController?

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Sign Up"
      view.backgroundColor = .systemGroupedBackground
      build()
    }

    private func build() {
      let username = UITextField()
      let password = SecureCodeTextField(maximumLength: 16, appearance: DemoPasscode.appearance)
      let phone = UITextField()
      let errors: [FieldID: UILabel] = [
        .username: UILabel(), .password: UILabel(), .phone: UILabel(),
      ]
      for label in errors.values {
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .systemRed
        label.numberOfLines = 0
      }
      for field in [username, phone] {
        field.borderStyle = .roundedRect
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
      }
      password.backgroundColor = .secondarySystemGroupedBackground
      password.layer.cornerRadius = 8

      var signUpStyle = UIButton.Configuration.filled()
      signUpStyle.title = "Sign Up"
      let signUp = UIButton(
        configuration: signUpStyle,
        primaryAction: UIAction { [weak self] _ in self?.form?.submit() })

      let stack = UIStackView(arrangedSubviews: [
        username, errors[.username]!, password, errors[.password]!, phone, errors[.phone]!, signUp,
      ])
      stack.axis = .vertical
      stack.spacing = 8
      stack.setCustomSpacing(24, after: errors[.phone]!)
      stack.translatesAutoresizingMaskIntoConstraints = false
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      scrollView.keyboardDismissMode = .interactive
      scrollView.addSubview(stack)
      view.addSubview(scrollView)
      let content = scrollView.contentLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 24),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
        stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        username.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        password.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        phone.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      ])

      let form = FormController(
        model: .signUp(), scrollView: scrollView,
        textFields: [.username: username, .phone: phone], secureFields: [.password: password],
        errorLabels: errors)
      form.onSubmit = { [weak self] model in self?.register(model) }
      self.form = form
    }

    /// Every field is valid: "creates" the account. The password is read as bytes, used, and
    /// cleared; it never becomes a `String`.
    private func register(_ model: FormModel) {
      let password = model.secret(for: .password)
      let characters = password.count
      password.removeAll()
      presentAlert(
        title: "Welcome, \(model[.username].text)",
        message: "Account created with a \(characters)-character password and the phone number "
          + "\(model[.phone].text).")
    }
  }
#endif
