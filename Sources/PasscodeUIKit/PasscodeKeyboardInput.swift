#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// The system keyboard for a passcode typed in letters and digits
  /// (`PasscodeScreen.usesSystemKeyboard`, an alphanumeric format): an invisible view that
  /// takes the keyboard focus while the screen wants it (`PasscodeScreen.wantsSystemKeyboard`)
  /// and hands every edit over as a `SecureFieldInput`, which the screen receives as
  /// `PasscodeScreen.events(for:)` — as the SwiftUI skin's hidden field does.
  ///
  /// It keeps nothing: each insertion becomes screen events at once. The keyboard is an ASCII
  /// keyboard with Go as its return key; secure entry is on (no learning, no suggestions,
  /// VoiceOver does not speak the keys), autocorrection, capitalisation, spelling and smart
  /// punctuation off.
  final class PasscodeKeyboardInput: UIView, UIKeyInput {
    /// Called with each edit.
    var onInput: ((SecureFieldInput) -> Void)?

    // UITextInputTraits
    /// Letters, digits and ASCII punctuation.
    var keyboardType: UIKeyboardType = .asciiCapable
    /// Go submits.
    var returnKeyType: UIReturnKeyType = .go
    /// Secret: no learning, no suggestions, no spoken keys.
    var isSecureTextEntry = true
    /// Never autocorrected.
    var autocorrectionType: UITextAutocorrectionType = .no
    /// Never capitalised.
    var autocapitalizationType: UITextAutocapitalizationType = .none
    /// Never spell-checked.
    var spellCheckingType: UITextSpellCheckingType = .no
    /// No smart quotes.
    var smartQuotesType: UITextSmartQuotesType = .no
    /// No smart dashes.
    var smartDashesType: UITextSmartDashesType = .no
    /// No smart insertion or deletion.
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .no

    /// Takes the keyboard focus.
    override var canBecomeFirstResponder: Bool { true }

    /// Always: Delete reaches the screen, which knows whether anything is typed.
    var hasText: Bool { true }

    /// Typed keys, autofill and Return.
    func insertText(_ text: String) {
      onInput?(SecureFieldInput(inserting: text, digitsOnly: false))
    }

    /// Delete.
    func deleteBackward() {
      onInput?(.event(.deleteBackward))
    }
  }
#endif
