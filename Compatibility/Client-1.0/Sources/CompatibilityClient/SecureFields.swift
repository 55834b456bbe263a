#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  // The secure field of a UIKit app (a one-time code that shows its last digit briefly). Kept
  // as written for 1.0 (README.md): never edit it to follow a change in the library.

  @MainActor
  final class OneTimeCodeController: UIViewController {
    let field = SecureCodeTextField(maximumLength: 6, appearance: PasscodeAppearance())
    let otherField = SecureCodeTextField()
    let longField = SecureCodeTextField(
      maximumLength: 8, appearance: PasscodeAppearance(preset: .classic), clock: ContinuousClock())

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(field)
      field.addTarget(self, action: #selector(codeChanged), for: .editingChanged)
      _ = field.becomeFirstResponder()
    }

    @objc func codeChanged() {
      guard field.count == 6 else { return }
      let typed: SecretBuffer = field.secret()
      let expected = SecretBuffer(utf8: "123456")
      defer {
        typed.removeAll()
        expected.removeAll()
      }
      if typed.constantTimeEquals(expected) { dismiss(animated: true) }
      _ = field.hasText
      field.deleteBackward()
      field.insertText("1")
    }
  }
#endif
