#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI

  /// A `FormModel` driving a SwiftUI form: focus moves with `@FocusState`,
  /// return keys read Next or Go from the model, every edit passes the model's veto, and
  /// segmented fields advance on their own.
  ///
  /// The model decides everything; this object applies its effects. Text bindings from
  /// ``text(for:)`` recover each edit (`TextFieldEdit`) and ask
  /// `FormModel.shouldChange(_:range:replacement:)`, so a forbidden character or
  /// one past the limit never appears, a pasted "(555) 123-4567" is cleaned, and a complete
  /// phone number moves focus to the next field, as in the UIKit skin.
  ///
  /// ```swift
  /// @StateObject private var chain = FormFocusChain(.signUp()) { form in register(form) }
  /// @FocusState private var focus: FieldID?
  ///
  /// var body: some View {
  ///   Form {
  ///     ForEach(chain.form.fields) { field in
  ///       FormFieldView(field.id, chain: chain, focus: $focus)
  ///     }
  ///     Button("Sign Up") { chain.submit() }
  ///   }
  ///   .formFocusChain(chain, focus: $focus)
  /// }
  /// ```
  @MainActor
  public final class FormFocusChain: ObservableObject {
    /// A focus change the model asked for.
    struct FocusRequest: Equatable {
      var field: FieldID?
      var serial: Int
    }

    /// The form: fields, values, focus and errors.
    @Published public private(set) var form: FormModel
    /// The latest focus the model asked for; ``SwiftUI/View/formFocusChain(_:focus:)`` applies
    /// it to the `@FocusState`.
    @Published private(set) var focusRequest = FocusRequest(field: nil, serial: 0)
    /// The language of labels, errors and announcements.
    public let localizer: Localizer

    private let announcer: any PasscodeAnnouncer
    private let onSubmit: @MainActor (FormModel) -> Void
    /// Each secure field's mask timers (timer tokens are unique only within one field).
    private var maskEffectsByField: [FieldID: MaskedTextEffects] = [:]
    /// Each secure field's storage: its characters are the model's.
    private var secureStorages: [FieldID: FormChainSecureText] = [:]

    /// Creates a chain.
    ///
    /// - Parameters:
    ///   - form: the form.
    ///   - locale: the language of labels, errors and announcements.
    ///   - announcer: speaks the model's announcements (the first problem after a failed
    ///     submit, secure fields' counts).
    ///   - onSubmit: called with the form when a submit finds every field valid; read the
    ///     values (`FormField.text`, `FormModel.secret(for:)`).
    public init(
      _ form: FormModel, locale: PasscodeLocale = .current,
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      onSubmit: @escaping @MainActor (FormModel) -> Void
    ) {
      self.form = form
      localizer = Localizer(locale)
      self.announcer = announcer
      self.onSubmit = onSubmit
    }

    /// A binding to the text of a field that is not secure; every change passes the model's
    /// veto, so the field only ever shows what the model accepted.
    public func text(for id: FieldID) -> Binding<String> {
      Binding(
        get: { [weak self] in self?.form[id].text ?? "" },
        set: { [weak self] new in self?.edit(id, to: new) })
    }

    /// The return key of the focused field: Next moves on, Go submits.
    public func returnPressed() {
      perform(form.handle(.returnPressed))
    }

    /// Validates the form: submits when every field is valid, else focuses the first problem
    /// and announces it.
    public func submit() {
      perform(form.handle(.submit))
    }

    /// A tap outside the fields: the keyboard goes away.
    public func tappedOutside() {
      perform(form.handle(.tappedOutside))
    }

    /// The message under a field after a failed submit, in the chain's language.
    public func errorText(for id: FieldID) -> String? {
      form.errorText(for: id).map(localizer.string)
    }

    /// The user moved focus (`@FocusState` changed). `@FocusState` sees only the text
    /// fields: it turns `nil` when a secure field (a UIKit view) takes the focus, which is not
    /// the focus going away.
    func focusChanged(_ id: FieldID?) {
      if id == nil, let current = form.focusedField, form[current].kind == .secure { return }
      perform(form.handle(.focused(id)))
    }

    /// A secure field took (`true`) or gave up the focus itself; giving it up moves the
    /// model's focus only if it was still there (not already moved on by Next).
    func secureFocusChanged(_ id: FieldID, _ focused: Bool) {
      if focused {
        perform(form.handle(.focused(id)))
        // The text field that had the focus no longer has it.
        focusRequest = FocusRequest(field: nil, serial: focusRequest.serial + 1)
      } else if form.focusedField == id {
        perform(form.handle(.focused(nil)))
      }
    }

    /// The storage of secure field `id`: its characters are the model's.
    func secureStorage(for id: FieldID) -> any SecureTextStorage {
      if let storage = secureStorages[id] { return storage }
      let storage = FormChainSecureText(chain: self, id: id)
      secureStorages[id] = storage
      return storage
    }

    /// An event for a secure field, checked against its rules by the model.
    func secure(_ id: FieldID, _ event: MaskedText.Event) {
      perform(form.handleSecure(id, event))
    }

    /// Forwards the system state that masks secure fields.
    func systemChanged(_ event: FormModel.Event) {
      perform(form.handle(event))
    }

    private func edit(_ id: FieldID, to new: String) {
      let edit = TextFieldEdit(from: form[id].text, to: new)
      // Even a refused edit writes `form` (the call is mutating), which republishes it, so
      // the text field goes back to the model's text.
      let change = form.shouldChange(id, range: edit.range, replacement: edit.replacement)
      perform(change.effects)
    }

    private func perform(_ effects: [FormModel.Effect]) {
      for effect in effects {
        switch effect {
        case .focus(let id):
          // `@FocusState` holds text fields only; a secure field takes the focus from the
          // model's `focusedField`.
          let textField = id.flatMap { form[$0].kind == .secure ? nil : $0 }
          focusRequest = FocusRequest(field: textField, serial: focusRequest.serial + 1)
        case .submit:
          onSubmit(form)
        case .announce(let text):
          announcer.announce(localizer.string(text))
        case .secure(let id, let masked):
          maskEffects(for: id).perform([masked], announcer: announcer, localizer: localizer) {
            [weak self] token in
            self?.secure(id, .timerFired(token))
          }
        }
      }
    }

    private func maskEffects(for id: FieldID) -> MaskedTextEffects {
      if let effects = maskEffectsByField[id] { return effects }
      let effects = MaskedTextEffects()
      maskEffectsByField[id] = effects
      return effects
    }
  }

  /// A secure field's storage in a ``FormFocusChain``: the field's characters are the
  /// model's, its edits and focus go to the chain, and the chain performs the model's effects.
  @MainActor
  final class FormChainSecureText: SecureTextStorage {
    private weak var chain: FormFocusChain?
    private let id: FieldID
    /// The model's value when last read, for a field that outlives its chain.
    private var last = MaskedText()

    init(chain: FormFocusChain, id: FieldID) {
      self.chain = chain
      self.id = id
    }

    var maskedText: MaskedText {
      if let current = chain?.form[id].secure { last = current }
      return last
    }

    func handle(_ event: MaskedText.Event) -> [MaskedText.Effect] {
      switch event {
      case .focusChanged(let focused): chain?.secureFocusChanged(id, focused)
      default: chain?.secure(id, event)
      }
      return []
    }
  }

  extension View {
    /// Keeps `focus` and the chain's model in step — focus the user moves is reported to the
    /// model, focus the model moves (Next, auto-advance, the first problem) is applied — and
    /// tells the model about VoiceOver, screen capture and the background, which mask secure
    /// fields. A tap on the background outside the fields hides the keyboard. Apply it to the
    /// view that holds the form's fields.
    @MainActor
    public func formFocusChain(
      _ chain: FormFocusChain, focus: FocusState<FieldID?>.Binding
    ) -> some View {
      modifier(FormFocusChainModifier(chain: chain, focus: focus))
    }

    /// Makes a text field a link of the chain: focus bound to `id`, the model's return key
    /// (Next or Go) and its action, and the keyboard the field's rules ask for.
    @MainActor
    public func formField(
      _ id: FieldID, in chain: FormFocusChain, focus: FocusState<FieldID?>.Binding
    ) -> some View {
      let field = chain.form[id]
      return self.focused(focus, equals: id)
        .submitLabel(SubmitLabel(chain.form.returnKey(for: id)))
        .onSubmit { chain.returnPressed() }
        .keyboardType(UIKeyboardType(field.keyboard))
        .textContentType(UITextContentType.from(field.contentType))
        .textInputAutocapitalization(field.allowsAutocorrection ? .sentences : .never)
        .autocorrectionDisabled(!field.allowsAutocorrection)
    }
  }

  /// The synchronisation behind ``SwiftUI/View/formFocusChain(_:focus:)``.
  @MainActor
  struct FormFocusChainModifier: ViewModifier {
    @ObservedObject var chain: FormFocusChain
    let focus: FocusState<FieldID?>.Binding
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.scenePhase) private var scenePhase
    /// The screen the form is on (its window scene's), whose capture masks secure fields.
    @StateObject private var screen = ScreenCapture.Screen()

    func body(content: Content) -> some View {
      content
        .background {
          Color.clear.contentShape(Rectangle()).onTapGesture { chain.tappedOutside() }
        }
        .background {
          WindowSceneReader { scene in
            guard screen.screen !== scene.screen else { return }
            screen.screen = scene.screen
            chain.systemChanged(.screenCaptureChanged(scene.screen.isCaptured))
          }
        }
        .onChange(of: focus.wrappedValue) { chain.focusChanged($0) }
        .onChange(of: chain.focusRequest) { focus.wrappedValue = $0.field }
        .onAppear { chain.systemChanged(.voiceOverChanged(voiceOver)) }
        .onChange(of: voiceOver) { chain.systemChanged(.voiceOverChanged($0)) }
        .onReceive(ScreenCapture.changes) { notification in
          guard let captured = ScreenCapture.isCaptured(notification, on: screen) else { return }
          chain.systemChanged(.screenCaptureChanged(captured))
        }
        .onChange(of: scenePhase) { phase in
          if phase == .background { chain.systemChanged(.backgrounded) }
        }
    }
  }

  extension SubmitLabel {
    /// The return key's label for the model's return key.
    init(_ key: FormModel.ReturnKey) {
      switch key {
      case .next: self = .next
      case .go: self = .go
      }
    }
  }

  extension UIKeyboardType {
    /// The UIKit keyboard for a field's keyboard.
    init(_ keyboard: FieldKeyboard) {
      switch keyboard {
      case .standard: self = .default
      case .ascii: self = .asciiCapable
      case .numberPad: self = .numberPad
      }
    }
  }

  extension UITextContentType {
    /// The autofill content type of a field, or `nil` for none.
    static func from(_ type: FieldContentType) -> UITextContentType? {
      switch type {
      case .none: nil
      case .username: .username
      case .password: .password
      case .newPassword: .newPassword
      case .oneTimeCode: .oneTimeCode
      case .telephoneNumber: .telephoneNumber
      }
    }
  }
#endif
