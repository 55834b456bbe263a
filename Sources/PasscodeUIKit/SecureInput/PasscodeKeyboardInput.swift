#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The passcode screen's secret input, shared by the UIKit and SwiftUI skins: an invisible
  /// view that takes the keyboard focus and hands every edit over as a `SecureFieldInput`
  /// (which the screen receives as `PasscodeScreen.events(for:)`) and every hardware key it
  /// takes as a `KeyboardKey` (`PasscodeScreen.event(for:)`).
  ///
  /// Its ``traits`` come from the core (`SecureInputTraits(screen:)`):
  /// - **Secure entry** with every correction off: iOS types with its own keyboard — never a
  ///   third-party one —, offers no dictation, learns and suggests nothing, and changes no
  ///   character on the way in (no smart quotes), so a passcode types the same in both skins.
  /// - **The software keyboard** (an ASCII keyboard with Go) only when an alphanumeric
  ///   passcode is being typed; otherwise its `inputView` is an empty view: no keyboard shows,
  ///   yet the input keeps the focus, so that a hardware keyboard types a numeric passcode and
  ///   Escape cancels a lockout.
  /// - **Hardware keys** the traits say it takes are handled in `pressesBegan` and not handed
  ///   on (nor their later phases); the others go on up the responder chain.
  ///
  /// It keeps nothing: each insertion becomes screen events at once. Its focus is driven by
  /// `holdsFocus` (set it before or after it is in a window), or by whoever calls
  /// `becomeFirstResponder()` while that is `nil`.
  final class PasscodeKeyboardInput: UIView, UIKeyInput, SecureTextInputTraits {
    /// Called with each edit.
    var onInput: (@MainActor (SecureFieldInput) -> Void)?
    /// Called with each hardware key the traits take; while `nil`, every press goes on up the
    /// responder chain.
    var onKey: (@MainActor (KeyboardKey) -> Void)?
    /// What the input asks of the keyboard; by default an alphanumeric passcode's.
    var traits = SecureInputTraits(format: .alphanumeric) {
      didSet {
        guard traits != oldValue else { return }
        applyTraits(traits)
        if isFirstResponder { reloadInputViews() }
      }
    }
    /// Whether the input should hold the focus (the SwiftUI skin): `true` takes it, `false`
    /// gives it up, as soon as it is in a window; `nil` (the UIKit screen, which moves the
    /// focus itself) leaves it alone.
    var holdsFocus: Bool? {
      get { focus.wanted }
      set { focus.wanted = newValue }
    }
    private lazy var focus = ExternalFocus(self)

    private var pressesTaken = TakenPresses()
    private let noKeyboard = UIView(frame: .zero)

    // UITextInputTraits, set from `traits` by `applyTraits(_:)`.
    /// The software keyboard.
    var keyboardType: UIKeyboardType = .asciiCapable
    /// The Return key.
    var returnKeyType: UIReturnKeyType = .go
    /// The AutoFill type (none for a passcode).
    var textContentType: UITextContentType! = nil
    /// Secure entry: no third-party keyboards, no dictation, no learning.
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
    /// Return is never disabled.
    var enablesReturnKeyAutomatically = false
    /// No rules: a passcode is typed, never suggested.
    var passwordRules: UITextInputPasswordRules?

    /// Creates an input with an alphanumeric passcode's traits.
    init() {
      super.init(frame: .zero)
      applyTraits(traits)
      isAccessibilityElement = false
      // No shortcuts bar (undo, paste) over a secret, with or without a software keyboard.
      inputAssistantItem.leadingBarButtonGroups = []
      inputAssistantItem.trailingBarButtonGroups = []
    }

    /// Not available: the input is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeKeyboardInput is made in code")
    }

    /// Takes the keyboard focus.
    override var canBecomeFirstResponder: Bool { true }

    /// No software keyboard unless the traits ask for one: an empty view stands in for it.
    override var inputView: UIView? { traits.showsSoftwareKeyboard ? nil : noKeyboard }

    /// Takes the focus it wants once in a window.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      focus.apply()
    }

    // MARK: - UIKeyInput

    /// Always: Delete reaches the screen, which knows whether anything is typed.
    var hasText: Bool { true }

    /// Typed keys, autofill and Return; nothing while the input takes every hardware key
    /// itself (`SecureInputTraits.takesInsertedText`).
    func insertText(_ text: String) {
      guard traits.takesInsertedText || onKey == nil else { return }
      let input = SecureFieldInput(inserting: text, digitsOnly: traits.digitsOnly)
      onInput?(input)
      input.wipe()
    }

    /// Delete; nothing while the input takes every hardware key itself.
    func deleteBackward() {
      guard traits.takesInsertedText || onKey == nil else { return }
      onInput?(.event(.deleteBackward))
    }

    // MARK: - Hardware keyboard

    /// Takes the keys the traits say (every key without a software keyboard, Escape with
    /// one) and hands the others on.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      var keys: [KeyboardKey] = []
      let others = pressesTaken.began(presses) { press in
        guard onKey != nil, let key = press.key else { return false }
        let pressed = KeyboardKey.keys(of: key)
        guard !pressed.isEmpty, pressed.allSatisfy(traits.takes) else { return false }
        keys += pressed
        return true
      }
      for key in keys { onKey?(key) }
      if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// Hands on the changes of presses this input did not take.
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = pressesTaken.phase(of: presses, ending: false)
      if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    /// Hands on the ends of presses this input did not take.
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = pressesTaken.phase(of: presses, ending: true)
      if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// Hands on the cancellations of presses this input did not take.
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = pressesTaken.phase(of: presses, ending: true)
      if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }
  }
#endif
