#if canImport(SwiftUI) && os(iOS)
  import PasscodeCore
  import SwiftUI
  import UIKit

  /// The one hidden owner of the keyboard for secret input: a `TextField` that never keeps what
  /// is typed.
  ///
  /// SwiftUI offers no key-by-key input, so the field holds only
  /// `SecureFieldInput.sentinel` (an invisible character, so that Delete has
  /// something to delete). After each change the new text is read as a
  /// `SecureFieldInput` — the same decisions as the UIKit skin's secure input: typed
  /// characters are copied into a zeroing `SecretBuffer` at once — and the field is reset to
  /// the sentinel in the same update.
  ///
  /// The `String` SwiftUI hands over is unavoidable: `TextField` works on strings. It holds at
  /// most the characters of one change, for the moment between the keyboard's edit and the
  /// reset; nothing here keeps a copy, and the characters of a paste are zeroed as soon as
  /// the input is handled (`SecureFieldInput.wipe()`). Autocorrection, spelling,
  /// smart punctuation and capitalisation are off so the system keeps no suggestions either.
  ///
  /// Apply `.focused(…)` to it to give it the keyboard.
  @MainActor
  struct HiddenInputField: View {
    let keyboard: UIKeyboardType
    let contentType: UITextContentType?
    let submitLabel: SubmitLabel
    let digitsOnly: Bool
    let onEdit: @MainActor (SecureFieldInput) -> Void
    let onSubmit: @MainActor () -> Void

    @State private var text = HiddenInputField.resting

    /// What the field holds between changes.
    static let resting = String(Character(SecureFieldInput.sentinel))

    init(
      keyboard: UIKeyboardType, contentType: UITextContentType?, submitLabel: SubmitLabel,
      digitsOnly: Bool, onEdit: @escaping @MainActor (SecureFieldInput) -> Void,
      onSubmit: @escaping @MainActor () -> Void = {}
    ) {
      self.keyboard = keyboard
      self.contentType = contentType
      self.submitLabel = submitLabel
      self.digitsOnly = digitsOnly
      self.onEdit = onEdit
      self.onSubmit = onSubmit
    }

    var body: some View {
      TextField("", text: $text)
        .keyboardType(keyboard)
        .textContentType(contentType)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(submitLabel)
        .onSubmit { onSubmit() }
        .onChange(of: text) { changed in
          guard changed != Self.resting else { return }
          let input = SecureFieldInput(fieldText: changed, digitsOnly: digitsOnly)
          text = Self.resting
          onEdit(input)
          input.wipe()
        }
        .privacySensitive()
        .hiddenInput()
    }
  }

  extension View {
    /// Keeps a text field that only owns the keyboard out of sight, out of reach of touches
    /// and hidden from VoiceOver (the visible field stands for it), yet able to take focus.
    func hiddenInput() -> some View {
      frame(width: 1, height: 1)
        .opacity(0.01)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }
#endif
