#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// Where a ``SecureCodeTextField``'s characters live: in the field itself by default, or in a
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
  /// keyboard or the PasscodeKit keypad (``usesPasscodeKeypad``) types into it, and it draws
  /// `MaskedText.displayText` — a bullet per character, the last one typed shown for a
  /// moment. It is the one secure field of both skins: the SwiftUI `SecureCodeField` and
  /// form fields wrap it.
  ///
  /// It asks for a one-time code's keyboard, Return key and AutoFill type (a ``FormController``
  /// applies its fields' rules; an app setting them itself adds a label for VoiceOver), with
  /// secure entry on and no corrections; `SecureFieldInput` says whether an insertion is typed
  /// (revealed), pasted or autofilled (never revealed), Return, or refused; `MaskedText`
  /// when a character is masked, when the clear button shows, and what VoiceOver hears (the
  /// count only: "3 of 6 entered").
  ///
  /// **Secure entry.** iOS types into it with its own keyboard only — no third-party
  /// keyboard, no dictation —, learns and suggests nothing, and VoiceOver does not speak the
  /// keys.
  ///
  /// **AutoFill.** The field adopts `UITextInput`, which AutoFill needs to offer a one-time
  /// code from Messages or a saved password above the keyboard. What it shows the system is a
  /// document of bullets (`SecureTextDocument`) with the caret always at the end: the text it
  /// reads is bullets, never the secret; there is no selection and no marked text; a
  /// replacement goes through `SecureFieldInput` like typing, so an autofilled code is never
  /// revealed.
  ///
  /// **Why it does not wipe its text when edited again.** A `UITextField` with
  /// `isSecureTextEntry` clears everything when it regains focus and the user types: UIKit
  /// cannot show the hidden text for editing, so it replaces it. This field never hands its
  /// text to UIKit: the characters live in a zeroing `SecretBuffer` inside `MaskedText`,
  /// UIKit only ever sees bullets, and `insertText(_:)` appends to the buffer. A field that
  /// loses and regains focus keeps what it holds, and typing continues at the end.
  ///
  /// - Paste: long-press shows the edit menu with Paste (never Copy or Cut); the pasted text
  ///   is moved into the secret buffer at once.
  /// - Read the value with ``secret()`` and clear the copy when done; observe changes with
  ///   `.editingChanged`.
  public final class SecureCodeTextField: UIControl, UITextInput, SecureTextInputTraits {
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

    // UITextInputTraits, set by `apply(_:)` from the core's `SecureInputTraits`.
    /// The system keyboard shown; the number pad by default.
    public var keyboardType: UIKeyboardType = .numberPad
    /// The keyboard's appearance.
    public var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title.
    public var returnKeyType: UIReturnKeyType = .done
    /// Whether Return is disabled while the field is empty.
    public var enablesReturnKeyAutomatically = false
    /// What the field holds, for AutoFill: `.oneTimeCode` (the default), `.password`,
    /// `.newPassword`…
    public var textContentType: UITextContentType! = .oneTimeCode
    /// Whether the keyboard treats the input as secret (the system keyboard only, no
    /// dictation, no learning, no suggestions, no spoken keys). On.
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
    /// The rules a password the system suggests must follow; a form's new-password field
    /// gets them from its rules (`FieldRule`), and an app may set its
    /// own.
    public var passwordRules: UITextInputPasswordRules?

    /// What VoiceOver calls the field: the label the app set, else its placeholder, else what
    /// its traits make it ("One-Time Code", "Password", "Code").
    public override var accessibilityLabel: String? {
      // UIKit asks on the main thread; the iOS 16.5 SDK does not mark it so.
      get {
        onMainThread(or: nil) {
          explicitLabel ?? placeholder
            ?? appearance.localizer.string((appliedTraits ?? .digitCode()).accessibilityLabel)
        }
      }
      set { onMainThread(or: ()) { explicitLabel = newValue } }
    }
    private var explicitLabel: String?

    /// What the system's text input (AutoFill, the keyboard) reads of the field.
    public weak var inputDelegate: (any UITextInputDelegate)?
    /// Words and lines of the bullets, for the system's text input.
    public private(set) lazy var tokenizer: any UITextInputTokenizer =
      UITextInputStringTokenizer(textInput: self)
    /// Marked text is refused: there is never any.
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Whether the focus is applied from outside (the SwiftUI skin): `true` takes it, `false`
    /// gives it up, once the field is in a window; `nil` (UIKit) leaves it to taps and
    /// `becomeFirstResponder()`.
    @_spi(Skins) public var holdsFocus: Bool? {
      get { focus.wanted }
      set { focus.wanted = newValue }
    }
    private lazy var focus = ExternalFocus(self)

    private var appliedTraits: SecureInputTraits?
    private var drawnCount = 0
    private var systemEditing = false
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
      apply(.digitCode())
      build()
      observe()
      redraw()
    }

    /// Not available: the field is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("SecureCodeTextField is made in code")
    }

    /// A copy of the characters as UTF-8, for you to use and clear.
    public func secret() -> SecretBuffer {
      storage.maskedText.secret()
    }

    /// The number of characters held.
    public var count: Int { storage.maskedText.count }

    /// Asks the keyboard for what `traits` say: its keyboard, Return key and AutoFill type,
    /// secure entry with every correction off, and digits only or not. A ``FormController``
    /// applies its fields' traits; a stand-alone field starts with
    /// `SecureInputTraits.digitCode()`.
    @_spi(Skins) public func apply(_ traits: SecureInputTraits) {
      // The same traits again change nothing; reloading the keyboard for them would reset it
      // (its letters or numbers pane, its shift) on every keystroke of a SwiftUI field.
      guard traits != appliedTraits else { return }
      appliedTraits = traits
      applyTraits(traits)
      digitsOnly = traits.digitsOnly
      if isFirstResponder { reloadInputViews() }
    }

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
      // A change the system's text input did not make itself (the clear button, a paste, the
      // model) is announced to it, so that the keyboard and AutoFill read the document again.
      let changed = text.count != drawnCount && !systemEditing
      if changed {
        inputDelegate?.selectionWillChange(self)
        inputDelegate?.textWillChange(self)
      }
      drawnCount = text.count
      textLabel.text = text.displayText
      placeholderLabel.isHidden = !text.showsPlaceholder
      clearButton.isHidden = !text.showsClearButton
      accessibilityValue = appearance.localizer.string(text.progress)
      if changed {
        inputDelegate?.textDidChange(self)
        inputDelegate?.selectionDidChange(self)
      }
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

    /// Applies `holdsFocus` once in a window.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      focus.apply()
      guard window != nil else { return }
      captureChanged()
      voiceOverChanged()
    }

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
      systemEdit { handle(SecureFieldInput(inserting: text, digitsOnly: digitsOnly)) }
    }

    /// Deletes the last character.
    public func deleteBackward() {
      systemEdit { userEdited(.deleteBackward) }
    }

    // MARK: - UITextInput

    /// The document the system's text input sees: a bullet per character.
    private var document: SecureTextDocument { SecureTextDocument(count: count) }

    /// Bullets, one per character in `range`: never the characters.
    public func text(in range: UITextRange) -> String? {
      document.text(in: BulletRange.offsets(of: range))
    }

    /// AutoFill and the system's edits: decided by `SecureFieldInput`, as typing is — an
    /// autofilled code or password is never revealed, and the middle is never edited.
    public func replace(_ range: UITextRange, withText text: String) {
      let offsets = BulletRange.offsets(of: range)
      systemEdit {
        handle(
          SecureFieldInput(
            replacing: document.range(from: offsets.lowerBound, to: offsets.upperBound),
            of: count, with: text, digitsOnly: digitsOnly))
      }
    }

    /// The caret, always at the end; setting a selection changes nothing.
    public var selectedTextRange: UITextRange? {
      get { BulletRange(document.selection) }
      set {}  // The caret stays at the end: a secret is never edited in the middle.
    }

    /// Never any marked text.
    public var markedTextRange: UITextRange? { nil }

    /// Refused: secure entry has no marked text, and none is kept.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}

    /// Nothing to unmark.
    public func unmarkText() {}

    /// Offset 0.
    public var beginningOfDocument: UITextPosition { BulletPosition(0) }

    /// Offset ``count``.
    public var endOfDocument: UITextPosition { BulletPosition(count) }

    /// The range between two positions, within the document.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
      -> UITextRange?
    {
      BulletRange(
        document.range(
          from: BulletPosition.offset(of: fromPosition), to: BulletPosition.offset(of: toPosition)))
    }

    /// The position `offset` bullets away, or `nil` outside the document.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
      document.position(from: BulletPosition.offset(of: position), offset: offset)
        .map(BulletPosition.init)
    }

    /// The position `offset` bullets away on the one line: left and right move, up and down
    /// do not.
    public func position(
      from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
      switch direction {
      case .left: self.position(from: position, offset: -offset)
      case .right: self.position(from: position, offset: offset)
      default: BulletPosition(document.clamped(BulletPosition.offset(of: position)))
      }
    }

    /// Orders two positions.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
      let (left, right) = (BulletPosition.offset(of: position), BulletPosition.offset(of: other))
      return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    }

    /// The bullets from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
      BulletPosition.offset(of: toPosition) - BulletPosition.offset(of: from)
    }

    /// The start of `range` towards the left or up, its end otherwise.
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection)
      -> UITextPosition?
    {
      switch direction {
      case .left, .up: range.start
      default: range.end
      }
    }

    /// The bullets from `position` to the start (left, up) or the end of the document.
    public func characterRange(
      byExtending position: UITextPosition, in direction: UITextLayoutDirection
    ) -> UITextRange? {
      let offset = BulletPosition.offset(of: position)
      switch direction {
      case .left, .up: return BulletRange(document.range(from: 0, to: offset))
      default: return BulletRange(document.range(from: offset, to: count))
      }
    }

    /// Left to right: bullets have no direction of their own.
    public func baseWritingDirection(
      for position: UITextPosition, in direction: UITextStorageDirection
    ) -> NSWritingDirection {
      .leftToRight
    }

    /// Ignored: bullets have no direction of their own.
    public func setBaseWritingDirection(
      _ writingDirection: NSWritingDirection, for range: UITextRange
    ) {}

    /// Where the bullets of `range` are drawn (the AutoFill bar and the keyboard place
    /// themselves by it).
    public func firstRect(for range: UITextRange) -> CGRect {
      let offsets = document.range(
        from: BulletRange.offsets(of: range).lowerBound,
        to: BulletRange.offsets(of: range).upperBound)
      let text = drawnTextRect
      let width = count > 0 ? text.width / CGFloat(count) : 0
      return CGRect(
        x: text.minX + width * CGFloat(offsets.lowerBound), y: text.minY,
        width: width * CGFloat(offsets.count), height: text.height)
    }

    /// The caret: after the last bullet, wherever `position` is (it is always at the end).
    public func caretRect(for position: UITextPosition) -> CGRect {
      let text = drawnTextRect
      return CGRect(x: text.maxX, y: text.minY, width: 2, height: text.height)
    }

    /// No selection is ever drawn.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }

    /// The end: the caret cannot be moved by touch.
    public func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }

    /// The end of `range`: the caret cannot be moved by touch.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
      range.end
    }

    /// None: single bullets are not picked by touch.
    public func characterRange(at point: CGPoint) -> UITextRange? { nil }

    /// The bullets' rectangle in the field, at least a line high where there are none.
    private var drawnTextRect: CGRect {
      layoutIfNeeded()
      let bounds = textLabel.textRect(forBounds: textLabel.bounds, limitedToNumberOfLines: 1)
      let line = CGRect(
        x: bounds.minX, y: 0, width: textLabel.text?.isEmpty == false ? bounds.width : 0,
        height: textLabel.bounds.height)
      return convert(line, from: textLabel)
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
      handle(SecureFieldInput(inserting: text, isPaste: isPaste, digitsOnly: digitsOnly))
    }

    /// Performs what the core decided an insertion or replacement does; a paste's copy of the
    /// characters is zeroed once the storage has it.
    private func handle(_ input: SecureFieldInput) {
      switch input {
      case .event(let event): userEdited(event)
      case .returnKey: onReturn?()
      case .refused: break
      }
      input.wipe()
    }

    /// Runs an edit the system's text input asked for: it already knows, so the input
    /// delegate is not told.
    private func systemEdit(_ edit: () -> Void) {
      systemEditing = true
      defer { systemEditing = false }
      edit()
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
      // An app extension never receives the application's notification: its host's going to
      // the background wipes the field the same way.
      center.addObserver(
        self, selector: #selector(extensionHostDidEnterBackground),
        name: .NSExtensionHostDidEnterBackground, object: nil)
      center.addObserver(
        self, selector: #selector(captureChanged), name: UIScreen.capturedDidChangeNotification,
        object: nil)
      center.addObserver(
        self, selector: #selector(voiceOverChanged),
        name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    @objc private func appDidEnterBackground() {
      send(.backgrounded)
    }

    /// `NSExtensionHostDidEnterBackground`, which Foundation does not promise to post on the
    /// main thread: handled at once there, else as soon as the main thread runs.
    @objc nonisolated private func extensionHostDidEnterBackground() {
      guard Thread.isMainThread else {
        DispatchQueue.main.async { self.appDidEnterBackground() }
        return
      }
      onMainThread(or: ()) { appDidEnterBackground() }
    }

    @objc private func captureChanged() {
      send(.screenCaptureChanged(window?.windowScene?.screen.isCaptured ?? false))
    }

    @objc private func voiceOverChanged() {
      send(.voiceOverChanged(UIAccessibility.isVoiceOverRunning))
    }
  }

  /// A place in a ``SecureCodeTextField``'s document of bullets: an offset.
  final class BulletPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
      self.offset = offset
    }

    /// The offset of a position this field made; the start for any other.
    static func offset(of position: UITextPosition) -> Int {
      (position as? BulletPosition)?.offset ?? 0
    }
  }

  /// A range of a ``SecureCodeTextField``'s document of bullets.
  final class BulletRange: UITextRange {
    let offsets: Range<Int>

    init(_ offsets: Range<Int>) {
      self.offsets = offsets
    }

    override var start: UITextPosition { BulletPosition(offsets.lowerBound) }
    override var end: UITextPosition { BulletPosition(offsets.upperBound) }
    override var isEmpty: Bool { offsets.isEmpty }

    /// The offsets of a range this field made, or of any range by its ends.
    static func offsets(of range: UITextRange) -> Range<Int> {
      if let range = range as? BulletRange { return range.offsets }
      let (start, end) = (
        BulletPosition.offset(of: range.start), BulletPosition.offset(of: range.end)
      )
      return min(start, end)..<max(start, end)
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

#if canImport(UIKit)
  /// The secure field's former name: it takes passwords as well as digits, and SwiftUI's
  /// field of the same name made the name ambiguous in an app that imports both skins.
  @available(
    *, deprecated,
    message: "UIKit: SecureCodeTextField. In SwiftUI, the view is SecureCodeField."
  )
  public typealias SecureDigitField = SecureCodeTextField
#endif
