#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI
  import UIKit

  /// A secure field for digits (a PIN, a one-time code) bound to a `MaskedText`.
  ///
  /// It is PasscodeUIKit's `SecureCodeTextField` — one secure input for both skins, so a code
  /// types, autofills and reads the same in each:
  /// - **Secure entry**: iOS types into it with its own number pad only — no third-party
  ///   keyboard, no dictation —, learns and suggests nothing, and VoiceOver does not speak the
  ///   keys. Its keyboard, Return key (Done) and AutoFill type come from the core's
  ///   `SecureInputTraits.digitCode(contentType:)`.
  /// - **AutoFill**: the field adopts `UITextInput`, so the system offers codes from Messages
  ///   and Mail above the keyboard; an autofilled or pasted code is never revealed. The system
  ///   only ever reads bullets, never the digits.
  /// - **Display**: `MaskedText.displayText`, bullets with the last digit typed revealed
  ///   briefly — never while VoiceOver runs, the screen is captured or the field has no focus.
  ///   VoiceOver hears the count only ("3 of 6 entered"). Digits of any script are typed as
  ///   ASCII; a pasted code keeps its digits and drops spaces and hyphens, and anything else
  ///   refuses the paste whole.
  ///
  /// ```swift
  /// @State private var code = MaskedText(maximumLength: 6)
  /// SecureCodeField("Verification code", text: $code)
  /// ```
  @MainActor
  public struct SecureCodeField: View {
    @Binding private var text: MaskedText
    private let label: String
    private let locale: PasscodeLocale
    private let contentType: FieldContentType
    private let announcer: any PasscodeAnnouncer
    private let onSubmit: @MainActor () -> Void

    @State private var storage = BoundSecureText()
    @State private var focused = false

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - label: what the field is for; VoiceOver reads it before the count.
    ///   - text: the masked text the field edits.
    ///   - contentType: what the field holds, for AutoFill (a one-time code by default).
    ///   - locale: the language of the VoiceOver count.
    ///   - announcer: speaks the count as it changes while VoiceOver runs.
    ///   - onSubmit: called when the user presses Done.
    public init(
      _ label: String, text: Binding<MaskedText>, contentType: FieldContentType = .oneTimeCode,
      locale: PasscodeLocale = .current,
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      onSubmit: @escaping @MainActor () -> Void = {}
    ) {
      _text = text
      self.label = label
      self.contentType = contentType
      self.locale = locale
      self.announcer = announcer
      self.onSubmit = onSubmit
    }

    /// The UIKit secure field, bound to the masked text.
    public var body: some View {
      SecureFieldRepresentable(
        label: label, masked: text, traits: .digitCode(contentType: contentType),
        locale: locale, isFocused: focused, storage: storage,
        prepare: { [text = $text, announcer, locale] in
          storage.bind(text, announcer: announcer, localizer: Localizer(locale))
        },
        onReturn: {
          focused = false
          onSubmit()
        },
        onFocusChange: { focused = $0 }
      )
      .secureFieldFrame(focused: focused)
    }
  }

  /// PasscodeUIKit's `SecureCodeTextField` in SwiftUI: the one secure input of both skins, with
  /// its traits from the core, its characters in `storage`, and its focus driven by
  /// `isFocused` — taken or given up in `updateUIView`, once the field is in a window
  /// (SwiftUI's `@FocusState` does not reach UIKit views on iOS 16).
  @MainActor
  struct SecureFieldRepresentable: UIViewRepresentable {
    /// What the field is for, for VoiceOver and the placeholder.
    let label: String
    /// The characters now (the field reads them from `storage`; a change here redraws it).
    let masked: MaskedText
    /// The keyboard, Return key and AutoFill type.
    let traits: SecureInputTraits
    /// The language of the VoiceOver count.
    let locale: PasscodeLocale
    /// Whether the field should hold the keyboard focus.
    let isFocused: Bool
    /// Where the characters live.
    let storage: any SecureTextStorage
    /// Brings `storage` up to date before the field reads it.
    var prepare: @MainActor () -> Void = {}
    /// Return.
    let onReturn: @MainActor () -> Void
    /// The field took (`true`) or gave up the focus itself (a tap, another field).
    let onFocusChange: @MainActor (Bool) -> Void

    func makeUIView(context: Context) -> SecureCodeTextField {
      let field = SecureCodeTextField(
        maximumLength: masked.maximumLength, appearance: PasscodeAppearance(locale: locale))
      field.addTarget(
        context.coordinator, action: #selector(Coordinator.focusBegan), for: .editingDidBegin)
      field.addTarget(
        context.coordinator, action: #selector(Coordinator.focusEnded), for: .editingDidEnd)
      field.setContentHuggingPriority(.defaultLow, for: .horizontal)
      field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      return field
    }

    func updateUIView(_ field: SecureCodeTextField, context: Context) {
      prepare()
      context.coordinator.onFocusChange = onFocusChange
      if field.storage !== storage { field.storage = storage }
      field.apply(traits)
      field.placeholder = label
      field.accessibilityLabel = label
      field.onReturn = { onReturn() }
      field.perform([])
      field.holdsFocus = isFocused
    }

    static func dismantleUIView(_ field: SecureCodeTextField, coordinator: Coordinator) {
      field.holdsFocus = false
    }

    func makeCoordinator() -> Coordinator {
      Coordinator(onFocusChange: onFocusChange)
    }

    /// Reports the field's own focus changes.
    @MainActor
    final class Coordinator: NSObject {
      var onFocusChange: @MainActor (Bool) -> Void

      init(onFocusChange: @escaping @MainActor (Bool) -> Void) {
        self.onFocusChange = onFocusChange
      }

      @objc func focusBegan() {
        onFocusChange(true)
      }

      @objc func focusEnded() {
        onFocusChange(false)
      }
    }
  }

  extension View {
    /// The frame of a secure field: at least 44 points high, in a rounded border that shows
    /// the focus.
    func secureFieldFrame(focused: Bool) -> some View {
      frame(maxWidth: .infinity, minHeight: 44)
        .background(
          RoundedRectangle(cornerRadius: 10, style: .continuous)
            .strokeBorder(
              focused ? Color.accentColor : Color.secondary, lineWidth: focused ? 2 : 1))
    }
  }

  /// A stand-alone field's characters: the `MaskedText` of a binding. Its mask timers run in
  /// the UIKit field; its announcements go to the SwiftUI announcer.
  @MainActor
  final class BoundSecureText: SecureTextStorage {
    private(set) var maskedText = MaskedText()
    private var text: Binding<MaskedText>?
    private var announce: @MainActor (LocalizedText) -> Void = { _ in }

    /// Follows `text`: the field shows its value and edits it.
    func bind(_ text: Binding<MaskedText>, announcer: any PasscodeAnnouncer, localizer: Localizer) {
      self.text = text
      maskedText = text.wrappedValue
      announce = { announcer.announce(localizer.string($0)) }
    }

    func handle(_ event: MaskedText.Event) -> [MaskedText.Effect] {
      let effects = maskedText.handle(event)
      text?.wrappedValue = maskedText
      var timers: [MaskedText.Effect] = []
      for effect in effects {
        if case .announce(let words) = effect { announce(words) } else { timers.append(effect) }
      }
      return timers
    }
  }
#endif
