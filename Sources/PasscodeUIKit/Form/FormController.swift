#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// Binds a `FormModel` to text fields in a scroll view; the model decides, this controller
  /// forwards and applies.
  ///
  /// - Each field gets its return key (next… go), keyboard, autocorrection and autofill type
  ///   from the model; Return moves to the next field or submits.
  /// - Every edit goes through `textField(_:shouldChangeCharactersIn:replacementString:)` to
  ///   `FormModel.shouldChange(_:range:replacement:)`: refused, allowed, or replaced by its
  ///   cleaned form; a segmented field (a phone number in 3-3-4) that becomes complete moves
  ///   on by itself, and shows its groups apart.
  /// - Secure fields are ``SecureCodeTextField``s whose characters live in the model
  ///   (`FormModel.handleSecure(_:_:)`), never in a `String`. Their keyboard, Return key and
  ///   AutoFill type (a password, a new password, a one-time code) come from the core's
  ///   `SecureInputTraits(field:in:)`, with secure entry on and every correction off — the
  ///   same traits the SwiftUI skin's form applies.
  /// - A tap outside the fields hides the keyboard.
  /// - `keyboardWillChangeFrame` moves the focused field above a docked keyboard with
  ///   `KeyboardAvoidance`; a floating, split or hardware keyboard moves nothing; rotation
  ///   sends a new frame and is handled the same way. The controller owns the scroll view's
  ///   bottom content inset.
  ///
  /// ```swift
  /// let form = FormController(
  ///   model: .signUp(), scrollView: scrollView,
  ///   textFields: [.username: usernameField, .phone: phoneField],
  ///   secureFields: [.password: passwordField], errorLabels: [.username: usernameError])
  /// form.onSubmit = { model in register(model[.username].text, model.secret(for: .password)) }
  /// ```
  public final class FormController: NSObject, UITextFieldDelegate, UIGestureRecognizerDelegate {
    /// The form's state: values, focus, errors.
    public private(set) var model: FormModel
    /// The scroll view holding the fields.
    public let scrollView: UIScrollView
    /// Called when a submit finds every field valid.
    public var onSubmit: ((FormModel) -> Void)?

    private let textFields: [FieldID: UITextField]
    private let secureFields: [FieldID: SecureCodeTextField]
    private let errorLabels: [FieldID: UILabel]
    private let localizer: Localizer
    private var avoidance = KeyboardAvoidance()
    private var keyboardFrame: CGRect?

    /// Binds `model` to its views.
    ///
    /// - Parameters:
    ///   - model: the form.
    ///   - scrollView: the scroll view the fields are in.
    ///   - textFields: a text field for each field that is not secure.
    ///   - secureFields: a secure field for each secure field.
    ///   - errorLabels: where each field's error appears after a failed submit (optional).
    ///   - locale: the language of labels, errors and announcements.
    /// - Precondition: every field of the model has a view of the right kind.
    public init(
      model: FormModel, scrollView: UIScrollView, textFields: [FieldID: UITextField],
      secureFields: [FieldID: SecureCodeTextField] = [:], errorLabels: [FieldID: UILabel] = [:],
      locale: PasscodeLocale = .current
    ) {
      for field in model.fields {
        let bound = field.kind == .secure ? secureFields[field.id] : textFields[field.id]
        precondition(bound != nil, "the field \(field.id) has no view of its kind")
      }
      self.model = model
      self.scrollView = scrollView
      self.textFields = textFields
      self.secureFields = secureFields
      self.errorLabels = errorLabels
      localizer = Localizer(locale)
      super.init()
      for (id, textField) in textFields { configure(textField, for: id) }
      for (id, secureField) in secureFields { configure(secureField, for: id) }
      let tap = UITapGestureRecognizer(target: self, action: #selector(tappedOutside))
      tap.cancelsTouchesInView = false
      tap.delegate = self
      scrollView.addGestureRecognizer(tap)
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillHide(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
      showErrors()
    }

    /// Submits the form (a Sign Up button): the first invalid field takes focus and its error
    /// is announced, or ``onSubmit`` is called.
    public func submit() {
      send(.submit)
    }

    // MARK: - Set-up

    private func configure(_ textField: UITextField, for id: FieldID) {
      let field = model[id]
      textField.delegate = self
      textField.text = field.text
      textField.placeholder = localizer.string(field.label)
      textField.returnKeyType = UIReturnKeyType(model.returnKey(for: id))
      textField.keyboardType = UIKeyboardType(field.keyboard)
      textField.textContentType = UITextContentType.of(field.contentType)
      let corrects = field.allowsAutocorrection
      textField.autocorrectionType = corrects ? .default : .no
      textField.spellCheckingType = corrects ? .default : .no
      textField.autocapitalizationType = corrects ? .sentences : .none
      textField.addTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
    }

    private func configure(_ secureField: SecureCodeTextField, for id: FieldID) {
      let field = model[id]
      secureField.storage = FormSecureText(controller: self, id: id)
      secureField.apply(SecureInputTraits(field: field, in: model))
      secureField.placeholder = localizer.string(field.label)
      secureField.accessibilityLabel = localizer.string(field.label)
      secureField.onReturn = { [weak self] in self?.send(.returnPressed) }
      secureField.addTarget(self, action: #selector(secureEditingChanged), for: .editingChanged)
    }

    // MARK: - Model

    private func send(_ event: FormModel.Event) {
      perform(model.handle(event))
    }

    fileprivate func perform(_ effects: [FormModel.Effect]) {
      for effect in effects {
        switch effect {
        case .focus(let id?): view(for: id)?.becomeFirstResponder()
        case .focus(nil): scrollView.endEditing(true)
        case .submit: onSubmit?(model)
        case .announce(let text): UIAccessibility.announce(localizer.string(text))
        case .secure(let id, let effect): secureFields[id]?.perform([effect])
        }
      }
      showErrors()
    }

    /// A secure field's event, applied to the model: focus through the focus chain, the rest
    /// through `FormModel.handleSecure(_:_:)`. The field's effects are routed back to it.
    fileprivate func handleSecure(_ id: FieldID, _ event: MaskedText.Event) {
      switch event {
      case .focusChanged(true):
        send(.focused(id))
        adjustForKeyboard()
      case .focusChanged(false) where model.focusedField == id:
        send(.focused(nil))
      case .focusChanged(false):
        break
      default:
        perform(model.handleSecure(id, event))
      }
    }

    private func showErrors() {
      for (id, label) in errorLabels {
        let text = model.errorText(for: id).map(localizer.string)
        label.text = text
        label.isHidden = text == nil
      }
    }

    private func view(for id: FieldID) -> UIView? {
      textFields[id] ?? secureFields[id]
    }

    private func id(of textField: UITextField) -> FieldID? {
      textFields.first { $0.value === textField }?.key
    }

    // MARK: - UITextFieldDelegate

    /// Moves the model's focus to the field and keeps it above the keyboard.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
      guard let id = id(of: textField) else { return }
      send(.focused(id))
      adjustForKeyboard()
    }

    /// Clears the model's focus when the field lost it to nothing (the keyboard was hidden).
    public func textFieldDidEndEditing(_ textField: UITextField) {
      guard let id = id(of: textField), model.focusedField == id else { return }
      send(.focused(nil))
    }

    /// Return: the next field, or submit on the last one.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      send(.returnPressed)
      return false
    }

    /// Asks the model: refuse, allow, or replace with the cleaned text. Auto-advance happens
    /// after UIKit applied the edit.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      guard let id = id(of: textField) else { return true }
      let change = model.shouldChange(
        id, range: range.location..<(range.location + range.length), replacement: string)
      let effects = change.effects
      Task { @MainActor [weak self] in self?.perform(effects) }
      switch change.decision {
      case .allow:
        return true
      case .deny:
        return false
      case .replace(let text, let caret):
        textField.text = text
        if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
          textField.selectedTextRange = textField.textRange(from: position, to: position)
        }
        showSegments(in: textField, for: id)
        return false
      }
    }

    @objc private func editingChanged(_ textField: UITextField) {
      guard let id = id(of: textField) else { return }
      showSegments(in: textField, for: id)
      showErrors()
    }

    @objc private func secureEditingChanged() {
      showErrors()
    }

    /// Draws a segmented field's groups apart: extra space after the last digit of each full
    /// group (the text itself stays the digits, so the caret and autofill are unaffected).
    private func showSegments(in textField: UITextField, for id: FieldID) {
      let field = model[id]
      guard case .segmented = field.kind, textField.markedTextRange == nil else { return }
      let text = NSMutableAttributedString(
        string: field.text, attributes: textField.defaultTextAttributes)
      let gap = (textField.font?.pointSize ?? 17) * 0.6
      for index in field.segmentBreaks {
        text.addAttribute(.kern, value: gap, range: NSRange(location: index, length: 1))
      }
      let selection = textField.selectedTextRange
      textField.attributedText = text
      textField.selectedTextRange = selection
    }

    // MARK: - Tap outside

    @objc private func tappedOutside() {
      send(.tappedOutside)
    }

    /// Taps on the fields themselves are not "outside".
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      let fields: [UIView] = Array(textFields.values) + Array(secureFields.values)
      return !fields.contains { touch.view?.isDescendant(of: $0) == true }
    }

    // MARK: - Keyboard

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let key = UIResponder.keyboardFrameEndUserInfoKey
      guard let frame = (notification.userInfo?[key] as? NSValue)?.cgRectValue else { return }
      keyboardFrame = frame
      animate(like: notification) { self.adjustForKeyboard() }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
      keyboardFrame = nil
      let adjustment = avoidance.keyboardHidden(contentOffset: Double(scrollView.contentOffset.y))
      animate(like: notification) { self.apply(adjustment) }
    }

    /// Moves the focused field above the keyboard (the frame last announced), in the window's
    /// coordinates as `KeyboardAvoidance` wants them.
    private func adjustForKeyboard() {
      guard let keyboardFrame, let window = scrollView.window,
        let focused = model.focusedField.flatMap(view(for:))
      else { return }
      let keyboard = window.convert(keyboardFrame, from: window.screen.coordinateSpace)
      apply(
        avoidance.keyboardChanged(
          keyboard: LayoutRect(keyboard),
          focusedField: LayoutRect(focused.convert(focused.bounds, to: window)),
          visibleArea: LayoutRect(scrollView.convert(scrollView.bounds, to: window)),
          contentOffset: Double(scrollView.contentOffset.y)))
    }

    private func apply(_ adjustment: KeyboardAvoidance.Adjustment) {
      scrollView.contentInset.bottom = CGFloat(adjustment.bottomInset)
      scrollView.verticalScrollIndicatorInsets.bottom = CGFloat(adjustment.bottomInset)
      scrollView.contentOffset.y = CGFloat(adjustment.contentOffset)
    }

    /// Runs `changes` with the keyboard's own animation.
    private func animate(like notification: Notification, _ changes: @escaping () -> Void) {
      let info = notification.userInfo
      let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
      let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState],
        animations: changes)
    }
  }

  /// A secure field's storage inside a form: the field's characters are the model's.
  @MainActor
  private final class FormSecureText: SecureTextStorage {
    private weak var controller: FormController?
    private let id: FieldID
    /// The model's value when last read, for a field that outlives its controller.
    private var last: MaskedText

    init(controller: FormController, id: FieldID) {
      self.controller = controller
      self.id = id
      last = controller.model[id].secure ?? MaskedText()
    }

    var maskedText: MaskedText {
      if let current = controller?.model[id].secure { last = current }
      return last
    }

    func handle(_ event: MaskedText.Event) -> [MaskedText.Effect] {
      controller?.handleSecure(id, event)
      return []
    }
  }
#endif
