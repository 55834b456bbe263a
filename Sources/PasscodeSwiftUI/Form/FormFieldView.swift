#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI

  /// A field of a ``FormFocusChain``'s form, drawn for its kind: a text field for text and
  /// numbers, a masked field for secrets, groups of digits for segmented fields; with the
  /// model's error under it after a failed submit.
  @MainActor
  public struct FormFieldView: View {
    private let id: FieldID
    @ObservedObject private var chain: FormFocusChain
    private let focus: FocusState<FieldID?>.Binding

    /// Creates the view of field `id`.
    public init(_ id: FieldID, chain: FormFocusChain, focus: FocusState<FieldID?>.Binding) {
      self.id = id
      self.chain = chain
      self.focus = focus
    }

    /// The field and its error.
    public var body: some View {
      let field = chain.form[id]
      let label = chain.localizer.string(field.label)
      VStack(alignment: .leading, spacing: 4) {
        switch field.kind {
        case .text, .numeric:
          TextField(label, text: chain.text(for: id))
            .formField(id, in: chain, focus: focus)
        case .secure:
          secureField(field, label: label)
        case .segmented:
          segmentedField(field, label: label)
        }
        if let error = chain.errorText(for: id) {
          Text(error)
            .font(.footnote)
            .foregroundColor(.red)
            .accessibilityLabel(error)
        }
      }
    }

    /// A secure field: PasscodeUIKit's secure field, the one secure input of both skins,
    /// with its keyboard, Return key and AutoFill type from `SecureInputTraits(field:in:)`
    /// and its characters in the model: each edit goes to the model
    /// (`FormModel.handleSecure(_:_:)`), which checks it against the field's rules before the
    /// masked text sees it. Its focus is the model's (`FormModel.focusedField`): SwiftUI's
    /// `@FocusState` does not reach a UIKit view.
    @ViewBuilder
    private func secureField(_ field: FormField, label: String) -> some View {
      let focused = chain.form.focusedField == id
      SecureFieldRepresentable(
        label: label, masked: field.secure ?? MaskedText(),
        traits: SecureInputTraits(field: field, in: chain.form),
        locale: chain.localizer.locale, isFocused: focused,
        storage: chain.secureStorage(for: id), onReturn: { chain.returnPressed() },
        onFocusChange: { _ in }  // The storage reports focus to the model.
      )
      .secureFieldFrame(focused: focused)
    }

    /// A segmented field (a phone number 3-3-4; not a secret): one hidden text field owns the
    /// keyboard, so
    /// autofill fills it in one go, and the groups (`FormField.segments`) are drawn side by
    /// side, the one the next digit goes to (`FormField.activeSegment`) highlighted while
    /// focused.
    @ViewBuilder
    private func segmentedField(_ field: FormField, label: String) -> some View {
      let focused = focus.wrappedValue == id
      let groups: [Int] = if case .segmented(let groups) = field.kind { groups } else { [] }
      HStack(spacing: 8) {
        ForEach(Array(field.segments.enumerated()), id: \.offset) { index, segment in
          Text(segment.isEmpty ? " " : String(segment))
            .font(.system(.body, design: .monospaced))
            .frame(minWidth: CGFloat(groups[index]) * 14, minHeight: 44)
            .padding(.horizontal, 8)
            .background(
              RoundedRectangle(cornerRadius: 8, style: .continuous)
                .strokeBorder(
                  focused && index == field.activeSegment ? Color.accentColor : Color.secondary,
                  lineWidth: focused && index == field.activeSegment ? 2 : 1))
        }
      }
      .contentShape(Rectangle())
      .onTapGesture { focus.wrappedValue = id }
      .background {
        TextField(label, text: chain.text(for: id))
          .formField(id, in: chain, focus: focus)
          .hiddenInput()
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(label)
      .accessibilityValue(field.text)
      .accessibilityAddTraits(.isButton)
      .accessibilityAction { focus.wrappedValue = id }
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
