#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// Where a ``SecureDigitField``'s characters live: in the field itself by default, or in a
  /// `FormModel` when a ``FormController`` binds the field.
  @MainActor
  public protocol SecureTextStorage: AnyObject {
    /// The characters now, as the masked-text model.
    var maskedText: MaskedText { get }
    /// Applies `event` and returns the effects for the field to perform (its reveal timer,
    /// announcements).
    func handle(_ event: MaskedText.Event) -> [MaskedText.Effect]
  }

  /// A secure field for a PIN, a one-time code or a password, that owns its input: the system
  /// keyboard or the PasscodeKit keypad (``usesPasscodeKeypad``) types into it through
  /// `UIKeyInput`, and it draws ``MaskedText/displayText`` — a bullet per character, the last
  /// one typed shown for a moment.
  ///
  /// Every decision is the core's: ``SecureFieldInput`` says whether an insertion is typed
  /// (revealed), pasted or autofilled (never revealed), Return, or refused; ``MaskedText``
  /// when a character is masked, when the clear button shows, and what VoiceOver hears
  /// (the count only: "3 of 6 entered").
  ///
  /// **Why it does not wipe its text when edited again.** A `UITextField` with
  /// `isSecureTextEntry` clears everything when it regains focus and the user types: UIKit
  /// cannot show the hidden text for editing, so it replaces it. This field never hands its
  /// text to UIKit: the characters live in a zeroing `SecretBuffer` inside ``MaskedText``,
  /// UIKit only ever sees the bullets it draws, and `insertText(_:)` appends to the buffer. A
  /// field that loses and regains focus keeps what it holds, and typing continues at the end.
  /// (The keyboard still learns nothing: ``isSecureTextEntry`` is on, so it neither caches nor
  /// suggests, and VoiceOver does not speak the keys.)
  ///
  /// - Paste: long-press shows the edit menu with Paste (never Copy or Cut); the pasted text
  ///   is moved into the secret buffer at once.
  /// - Autofill: set `textContentType = .oneTimeCode` (or `.password`); the code the system
  ///   inserts arrives in one piece and is never revealed.
  /// - Read the value with ``secret()`` and clear the copy when done; observe changes with
  ///   `.editingChanged`.
  public final class SecureDigitField: UIControl, UIKeyInput {
    /// Where the characters live; by default, in the field.
    public var storage: any SecureTextStorage {
      didSet { redraw() }
    }
    /// Whether only digits are taken (other scripts' digits become ASCII; pasted separators
    /// are dropped). Default: `true`.
    public var digitsOnly = true
    /// Whether the PasscodeKit keypad replaces the system keyboard.
    public var usesPasscodeKeypad = false {
      didSet { reloadInputViews() }
    }
    /// The text shown while the field is empty.
    public var placeholder: String? {
      didSet { placeholderLabel.text = placeholder }
    }
    /// What Return does; by default it ends editing.
    public var onReturn: (() -> Void)?
    /// The language of the announcements and the keypad's labels, and the keypad's themes.
    public var appearance: PasscodeAppearance {
      didSet { redraw() }
    }

    // UITextInputTraits
    /// The system keyboard shown; the number pad by default.
    public var keyboardType: UIKeyboardType = .numberPad
    /// The keyboard's appearance.
    public var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title.
    public var returnKeyType: UIReturnKeyType = .done
    /// Whether Return is disabled while the field is empty.
    public var enablesReturnKeyAutomatically = false
    /// What the field holds, for autofill: `.oneTimeCode`, `.password`, `.newPassword`…
    public var textContentType: UITextContentType! = nil
    /// Whether the keyboard treats the input as secret (no learning, no suggestions, no
    /// spoken keys). On by default.
    public var isSecureTextEntry = true
    /// Never autocorrected.
    public var autocorrectionType: UITextAutocorrectionType = .no
    /// Never capitalised.
    public var autocapitalizationType: UITextAutocapitalizationType = .none
    /// Never spell-checked.
    public var spellCheckingType: UITextSpellCheckingType = .no
    /// No smart quotes.
    public var smartQuotesType: UITextSmartQuotesType = .no
    /// No smart dashes.
    public var smartDashesType: UITextSmartDashesType = .no
    /// No smart insertion or deletion.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType = .no

    private let textLabel = UILabel()
    private let placeholderLabel = UILabel()
    private let clearButton = UIButton(type: .system)
    private let maskTimers: MaskedTextTimers
    private lazy var keypad: PasscodeKeypadInputView = {
      let keypad = PasscodeKeypadInputView(appearance: appearance)
      keypad.target = self
      return keypad
    }()

    /// Creates a field holding at most `maximumLength` characters.
    ///
    /// - Parameters:
    ///   - maximumLength: the most characters it takes.
    ///   - appearance: the language and the keypad's themes.
    ///   - clock: the clock the reveal timer waits on (tests and previews may pass their own).
    public init(
      maximumLength: Int = 6, appearance: PasscodeAppearance = PasscodeAppearance(),
      clock: any Clock<Duration> = ContinuousClock()
    ) {
      storage = OwnedSecureText(MaskedText(maximumLength: maximumLength))
      self.appearance = appearance
      maskTimers = MaskedTextTimers(clock: clock)
      super.init(frame: .zero)
      onReturn = { [weak self] in _ = self?.resignFirstResponder() }
      build()
      observe()
      redraw()
    }

    /// Not available: the field is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("SecureDigitField is made in code")
    }

    /// A copy of the characters as UTF-8, for you to use and clear.
    public func secret() -> SecretBuffer {
      storage.maskedText.secret()
    }

    /// The number of characters held.
    public var count: Int { storage.maskedText.count }

    // MARK: - Views

    private func build() {
      isAccessibilityElement = true
      textLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(
        for: .monospacedSystemFont(ofSize: 22, weight: .medium))
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.isAccessibilityElement = false
      placeholderLabel.font = .preferredFont(forTextStyle: .body)
      placeholderLabel.adjustsFontForContentSizeCategory = true
      placeholderLabel.textColor = .placeholderText
      placeholderLabel.isAccessibilityElement = false
      clearButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
      clearButton.tintColor = .tertiaryLabel
      clearButton.addAction(
        UIAction { [weak self] _ in self?.userEdited(.clear) }, for: .touchUpInside)
      let stack = UIStackView(arrangedSubviews: [textLabel, clearButton])
      stack.axis = .horizontal
      stack.spacing = 8
      stack.isUserInteractionEnabled = true
      textLabel.isUserInteractionEnabled = false
      clearButton.setContentHuggingPriority(.required, for: .horizontal)
      for view in [stack, placeholderLabel] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        placeholderLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
        placeholderLabel.centerYAnchor.constraint(equalTo: textLabel.centerYAnchor),
        placeholderLabel.trailingAnchor.constraint(lessThanOrEqualTo: textLabel.trailingAnchor),
      ])
      addTarget(self, action: #selector(tapped), for: .touchUpInside)
      addInteraction(editMenu)
      addGestureRecognizer(
        UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:))))
    }

    private lazy var editMenu = UIEditMenuInteraction(delegate: nil)

    private func redraw() {
      let text = storage.maskedText
      textLabel.text = text.displayText
      placeholderLabel.isHidden = !text.showsPlaceholder
      clearButton.isHidden = !text.showsClearButton
      accessibilityValue = appearance.localizer.string(text.progress)
    }

    // MARK: - Focus

    /// The field takes the keyboard while enabled.
    public override var canBecomeFirstResponder: Bool { isEnabled }

    /// Takes the keyboard focus; the model learns it (a reveal needs focus).
    @discardableResult
    public override func becomeFirstResponder() -> Bool {
      guard super.becomeFirstResponder() else { return false }
      send(.focusChanged(true))
      sendActions(for: .editingDidBegin)
      return true
    }

    /// Gives the keyboard focus up; a revealed character is masked at once.
    @discardableResult
    public override func resignFirstResponder() -> Bool {
      guard super.resignFirstResponder() else { return false }
      send(.focusChanged(false))
      sendActions(for: .editingDidEnd)
      return true
    }

    /// The PasscodeKit keypad when ``usesPasscodeKeypad`` is on, else the system keyboard.
    public override var inputView: UIView? { usesPasscodeKeypad ? keypad : nil }

    @objc private func tapped() {
      becomeFirstResponder()
    }

    @objc private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
      guard recognizer.state == .began else { return }
      becomeFirstResponder()
      let point = recognizer.location(in: self)
      editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
    }

    // MARK: - UIKeyInput

    /// Whether anything is held.
    public var hasText: Bool { !storage.maskedText.isEmpty }

    /// Typed keys, autofill and Return from the keyboard.
    public func insertText(_ text: String) {
      insert(text, isPaste: false)
    }

    /// Deletes the last character.
    public func deleteBackward() {
      userEdited(.deleteBackward)
    }

    // MARK: - Paste

    /// Offers Paste when the pasteboard has text; never Copy, Cut or Select (the text is
    /// secret).
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      action == #selector(paste(_:)) && UIPasteboard.general.hasStrings
    }

    /// Pastes the pasteboard's text, never revealed.
    public override func paste(_ sender: Any?) {
      guard let text = UIPasteboard.general.string else { return }
      insert(text, isPaste: true)
    }

    // MARK: - Events

    private func insert(_ text: String, isPaste: Bool) {
      switch SecureFieldInput(inserting: text, isPaste: isPaste, digitsOnly: digitsOnly) {
      case .event(let event): userEdited(event)
      case .returnKey: onReturn?()
      case .refused: break
      }
    }

    private func userEdited(_ event: MaskedText.Event) {
      send(event)
      sendActions(for: .editingChanged)
    }

    private func send(_ event: MaskedText.Event) {
      perform(storage.handle(event))
    }

    /// Performs the masked-text effects of this field (a ``FormController`` routes them here)
    /// and redraws.
    public func perform(_ effects: [MaskedText.Effect]) {
      let announcements = maskTimers.perform(effects) { [weak self] token in
        self?.send(.timerFired(token))
      }
      for text in announcements { UIAccessibility.announce(appearance.localizer.string(text)) }
      redraw()
    }

    // MARK: - System state

    private func observe() {
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(appDidEnterBackground),
        name: UIApplication.didEnterBackgroundNotification, object: nil)
      center.addObserver(
        self, selector: #selector(captureChanged), name: UIScreen.capturedDidChangeNotification,
        object: nil)
      center.addObserver(
        self, selector: #selector(voiceOverChanged),
        name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Tells the model whether the screen is captured and VoiceOver runs, once on screen.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      captureChanged()
      voiceOverChanged()
    }

    @objc private func appDidEnterBackground() {
      send(.backgrounded)
    }

    @objc private func captureChanged() {
      send(.screenCaptureChanged(window?.windowScene?.screen.isCaptured ?? false))
    }

    @objc private func voiceOverChanged() {
      send(.voiceOverChanged(UIAccessibility.isVoiceOverRunning))
    }
  }

  /// The default storage: a ``MaskedText`` kept in the field.
  @MainActor
  final class OwnedSecureText: SecureTextStorage {
    private(set) var maskedText: MaskedText

    init(_ maskedText: MaskedText) {
      self.maskedText = maskedText
    }

    func handle(_ event: MaskedText.Event) -> [MaskedText.Effect] {
      maskedText.handle(event)
    }
  }
#endif
