#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  /// PasscodeKit's secure digit field as a one-time-code screen: the code arrives in a
  /// simulated message, the field takes it from the keyboard, AutoFill, a paste or the
  /// PasscodeKit keypad, and checks it as soon as six digits are in.
  final class OneTimeCodeViewController: UIViewController {
    private let field = SecureCodeTextField(maximumLength: 6, appearance: DemoPasscode.appearance)
    private let messageLabel = UILabel()
    private let resultLabel = UILabel()
    private let keypadSwitch = UISwitch()
    /// The code "sent" to the user: shown on screen, as a text message would show it.
    private var sentCode = ""

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "One-Time Code"
      view.backgroundColor = .systemGroupedBackground
      build()
      sendCode()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      _ = field.becomeFirstResponder()
    }

    private func build() {
      messageLabel.numberOfLines = 0
      messageLabel.font = .preferredFont(forTextStyle: .callout)
      messageLabel.adjustsFontForContentSizeCategory = true
      messageLabel.backgroundColor = .secondarySystemGroupedBackground
      messageLabel.layer.cornerRadius = 12
      messageLabel.layer.masksToBounds = true

      field.placeholder = "6-digit code"
      field.accessibilityLabel = "Verification code"
      field.backgroundColor = .secondarySystemGroupedBackground
      field.layer.cornerRadius = 12
      field.onReturn = { [weak self] in self?.verify() }
      field.addTarget(self, action: #selector(codeChanged), for: .editingChanged)

      let keypadLabel = UILabel()
      keypadLabel.text = "Use the PasscodeKit keypad"
      keypadLabel.font = .preferredFont(forTextStyle: .body)
      keypadLabel.adjustsFontForContentSizeCategory = true
      keypadSwitch.addTarget(self, action: #selector(keypadChanged), for: .valueChanged)
      let keypadRow = UIStackView(arrangedSubviews: [keypadLabel, keypadSwitch])
      keypadRow.spacing = 8

      resultLabel.numberOfLines = 0
      resultLabel.font = .preferredFont(forTextStyle: .headline)
      resultLabel.adjustsFontForContentSizeCategory = true

      var verifyStyle = UIButton.Configuration.filled()
      verifyStyle.title = "Verify"
      let verifyButton = UIButton(
        configuration: verifyStyle, primaryAction: UIAction { [weak self] _ in self?.verify() })
      let resendButton = UIButton(
        configuration: .plain(),
        primaryAction: UIAction(title: "Send a New Code") { [weak self] _ in self?.sendCode() })

      let stack = UIStackView(arrangedSubviews: [
        messageLabel, field, keypadRow, verifyButton, resendButton, resultLabel,
      ])
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      let guide = view.readableContentGuide
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        field.heightAnchor.constraint(greaterThanOrEqualToConstant: 52),
      ])
    }

    /// "Sends" a new code and empties the field.
    private func sendCode() {
      sentCode = String((0..<6).map { _ in "0123456789".randomElement()! })
      messageLabel.text = "  Messages · now\n  Your UIKit Demo code is \(sentCode).  "
      clear()
      resultLabel.text = nil
    }

    @objc private func codeChanged() {
      resultLabel.text = nil
      if field.count == 6 { verify() }
    }

    @objc private func keypadChanged() {
      field.usesPasscodeKeypad = keypadSwitch.isOn
    }

    /// Compares the typed code with the one sent, in constant time, and clears both copies.
    private func verify() {
      let typed = field.secret()
      let expected = SecretBuffer(utf8: sentCode)
      defer {
        typed.removeAll()
        expected.removeAll()
      }
      if typed.constantTimeEquals(expected) {
        resultLabel.text = "Code accepted."
        resultLabel.textColor = .systemGreen
        _ = field.resignFirstResponder()
      } else {
        resultLabel.text = typed.isEmpty ? "Enter the code." : "Wrong code: try again."
        resultLabel.textColor = .systemRed
        clear()
      }
      UIAccessibility.announce(resultLabel.text ?? "")
    }

    private func clear() {
      field.perform(field.storage.handle(.clear))
    }
  }
#endif
