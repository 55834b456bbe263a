#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import PasscodeCore
  import SwiftUI

  /// A secure field for digits (a PIN, a one-time code) bound to a `MaskedText`.
  ///
  /// One hidden `TextField` owns the number pad, with the one-time-code content type so the
  /// system offers codes from Messages and Mail; it forwards each edit to the masked text
  /// (`SecureFieldInput`, as the UIKit field decides it) and keeps nothing itself. What the field shows is the
  /// masked text's `MaskedText.displayText`: bullets, the last digit typed
  /// revealed briefly — never while VoiceOver runs, the screen is captured or the field has
  /// no focus. VoiceOver hears the count only ("3 of 6 entered"). Digits of any script are
  /// typed as ASCII; a pasted code keeps its digits and drops spaces and hyphens, and anything
  /// else refuses the paste whole.
  ///
  /// ```swift
  /// @State private var code = MaskedText(maximumLength: 6)
  /// SecureDigitField("Verification code", text: $code)
  /// ```
  @MainActor
  public struct SecureDigitField: View {
    @Binding private var text: MaskedText
    private let label: String
    private let localizer: Localizer
    private let announcer: any PasscodeAnnouncer
    private let onSubmit: @MainActor () -> Void

    @FocusState private var focused: Bool
    @StateObject private var effects = MaskedTextEffects()
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.scenePhase) private var scenePhase

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - label: what the field is for; VoiceOver reads it before the count.
    ///   - text: the masked text the field edits.
    ///   - locale: the language of the VoiceOver count.
    ///   - announcer: speaks the count as it changes while VoiceOver runs.
    ///   - onSubmit: called when the user presses the keyboard's return key, where there is one.
    public init(
      _ label: String, text: Binding<MaskedText>,
      locale: PasscodeLocale = .bestMatch(for: Locale.preferredLanguages),
      announcer: any PasscodeAnnouncer = VoiceOverAnnouncer(),
      onSubmit: @escaping @MainActor () -> Void = {}
    ) {
      _text = text
      self.label = label
      localizer = Localizer(locale)
      self.announcer = announcer
      self.onSubmit = onSubmit
    }

    /// The masked display over the hidden input that owns the keyboard.
    public var body: some View {
      MaskedFieldBody(
        label: label, display: text.displayText, progress: localizer.string(text.progress),
        focused: focused
      ) {
        focused = true
      }
      .background {
        HiddenInputField(
          keyboard: .numberPad, contentType: .oneTimeCode, submitLabel: .done, digitsOnly: true
        ) { input in
          if case .event(let event) = input { send(event) }
        } onSubmit: {
          onSubmit()
        }
        .focused($focused)
      }
      .maskingEvents(focused: focused, voiceOver: voiceOver, scenePhase: scenePhase, send: send)
      .onDisappear { effects.cancelAll() }
    }

    private func send(_ event: MaskedText.Event) {
      let produced = text.handle(event)
      effects.perform(produced, announcer: announcer, localizer: localizer) { token in
        send(.timerFired(token))
      }
    }
  }

  /// What a masked field shows: its display text in a rounded box, with the label and the
  /// count for VoiceOver; a tap (or VoiceOver's activation) gives it focus.
  @MainActor
  struct MaskedFieldBody: View {
    let label: String
    let display: String
    let progress: String
    let focused: Bool
    let activate: @MainActor () -> Void

    var body: some View {
      Text(display.isEmpty ? " " : display)
        .font(.system(.title3, design: .monospaced))
        .kerning(4)
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        .padding(.horizontal, 12)
        .background(
          RoundedRectangle(cornerRadius: 10, style: .continuous)
            .strokeBorder(focused ? Color.accentColor : Color.secondary, lineWidth: focused ? 2 : 1)
        )
        .contentShape(Rectangle())
        .onTapGesture(perform: activate)
        .privacySensitive()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue(progress)
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { activate() }
    }
  }
#endif
