#if canImport(SwiftUI) && os(iOS)
  import Foundation
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI

  /// The passcode screen in SwiftUI: draws a ``PasscodeScreenModel``'s screen with the frames of
  /// `KeypadLayout` — the same numbers as the UIKit skin and the `passcode render`
  /// images — and sends key presses back to it.
  ///
  /// Everything a user can notice comes from PasscodeCore: which elements show, their texts
  /// and VoiceOver labels (`ScreenFrame`), their colours, fonts and dimming
  /// (`FrameElementStyle`), what a tap sends (`PasscodeScreen.event(forPressing:)`), the
  /// wrong-code signal (`WrongCodeAnimation`) and the app's life cycle (`SceneLifecycle`).
  /// Dynamic Type, the layout direction and the size classes come from the environment and
  /// enter the layout as its inputs.
  ///
  /// Keys reach the screen through PasscodeUIKit's secret input, the same view as in the
  /// UIKit skin, with its traits from `SecureInputTraits(screen:)`: secure entry (the system
  /// keyboard only, no dictation, no learning, no smart punctuation) on an ASCII keyboard
  /// while an alphanumeric passcode is typed; no software keyboard for a numeric one, whose
  /// keypad is on the screen, yet the input keeps the focus so that a hardware keyboard types
  /// digits, deletes, submits with Return and cancels with Escape (`PasscodeScreen.event(for:)`).
  ///
  /// Its look is a `PasscodeAppearance`, the value the UIKit skin draws from too: themes
  /// (colours and fonts), the app header's name and icon, or the app's own header view.
  ///
  /// ```swift
  /// PasscodeView(model: model, appearance: PasscodeAppearance(preset: .classic))
  /// ```
  @MainActor
  @_spi(Skins) public struct PasscodeView: View {
    @ObservedObject private var model: PasscodeScreenModel
    private let appearance: PasscodeAppearance
    /// Whether the view passes the scene's phase changes to the model itself (off when a
    /// ``PasscodeController`` does).
    var forwardsScenePhase = true

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @State private var wrongCodeSignals = 0.0
    @State private var wrongCodeAnimation = WrongCodeAnimation(reduceMotion: false)
    @State private var lifecycle: SceneLifecycle?

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - model: the screen to draw; its language is the texts' language.
    ///   - appearance: the look: themes, app header, fonts (default: PasscodeKit's own).
    public init(model: PasscodeScreenModel, appearance: PasscodeAppearance = PasscodeAppearance()) {
      self.model = model
      self.appearance = appearance
    }

    /// Creates the view in `themes`.
    ///
    /// - Parameters:
    ///   - model: the screen to draw.
    ///   - themes: the look in light and dark mode.
    ///   - appName: the name shown in themes with an app header; by default the bundle's
    ///     display name.
    public init(model: PasscodeScreenModel, themes: PasscodeThemes, appName: String? = nil) {
      self.init(
        model: model,
        appearance: PasscodeAppearance(
          themes: themes, appName: appName ?? Bundle.main.passcodeDisplayName))
    }

    /// The screen drawn on its layout, over the secret input that hears the keyboards.
    public var body: some View {
      let screen = model.screen
      PasscodeCanvas(
        screen: screen, appearance: appearance, localizer: model.localizer, prompt: model.prompt,
        environment: PasscodeLayoutEnvironment(
          dynamicTypeSize: dynamicTypeSize, direction: layoutDirection,
          horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass),
        wrongCode: WrongCodeEffect(signals: wrongCodeSignals, animation: wrongCodeAnimation),
        send: model.send
      )
      .background(alignment: .topLeading) {
        PasscodeKeyInput(
          traits: SecureInputTraits(screen: screen),
          holdsFocus: model.holdsFocus && screen.keyboardRequest != .none,
          onInput: { input in
            for event in PasscodeScreen.events(for: input) { model.send(event) }
          },
          onKey: { key in
            if let event = PasscodeScreen.event(for: key) { model.send(event) }
          }
        )
        .frame(width: 1, height: 1)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
      }
      .task { await model.appear() }
      .onAppear {
        lifecycle = SceneLifecycle(activity: SceneLifecycle.Activity(scenePhase))
      }
      .onChange(of: model.wrongCodeSignals) { _ in playWrongCode() }
      .onChange(of: scenePhase) { phase in
        guard forwardsScenePhase, var lifecycle else { return }
        let events = lifecycle.change(
          to: SceneLifecycle.Activity(phase), at: SystemBootClock().now())
        self.lifecycle = lifecycle
        Task { await model.sceneChanged(events.screen) }
      }
      .onDisappear { model.stop() }
      .confirmationDialog(
        model.localizer.string(.passcodeOptions), isPresented: formatOptionsShown,
        titleVisibility: .hidden
      ) {
        ForEach(model.formatOptions, id: \.self) { format in
          Button(model.localizer.string(PasscodeScreen.name(of: format))) {
            model.chooseFormat(format)
          }
        }
        Button(model.localizer.string(.cancel), role: .cancel) { model.chooseFormat(nil) }
      }
    }

    /// Whether the Passcode Options dialog shows. Dismissing it without a choice (a tap
    /// outside the iPad popover) cancels, after any button's own action has run.
    private var formatOptionsShown: Binding<Bool> {
      let model = model
      return Binding(
        get: { !model.formatOptions.isEmpty },
        set: { shown in
          guard !shown else { return }
          Task { @MainActor in model.chooseFormat(nil) }
        })
    }

    /// Plays one wrong-code signal: the shake, or the fade when motion is reduced by the screen
    /// or by the system now.
    private func playWrongCode() {
      let animation = WrongCodeAnimation(
        reduceMotion: model.wrongCodeReducesMotion || reduceMotion)
      wrongCodeAnimation = animation
      withAnimation(.linear(duration: animation.durationInSeconds)) {
        wrongCodeSignals = wrongCodeSignals.rounded(.down) + 1
      }
    }
  }

  /// PasscodeUIKit's `PasscodeKeyboardInput` — the passcode screen's secret input in both
  /// skins — in SwiftUI: its traits and focus set in `updateUIView` (the focus taken once it
  /// is in a window), its edits and hardware keys handed to the closures.
  @MainActor
  struct PasscodeKeyInput: UIViewRepresentable {
    /// The keyboard the input asks for, and the hardware keys it takes.
    let traits: SecureInputTraits
    /// Whether the input should hold the focus.
    let holdsFocus: Bool
    /// Each edit from a keyboard.
    let onInput: @MainActor (SecureFieldInput) -> Void
    /// Each hardware key the input takes.
    let onKey: @MainActor (KeyboardKey) -> Void

    func makeUIView(context: Context) -> PasscodeKeyboardInput {
      PasscodeKeyboardInput()
    }

    func updateUIView(_ input: PasscodeKeyboardInput, context: Context) {
      input.onInput = onInput
      input.onKey = onKey
      input.traits = traits
      input.holdsFocus = holdsFocus
    }

    static func dismantleUIView(_ input: PasscodeKeyboardInput, coordinator: ()) {
      input.holdsFocus = false
    }
  }

  extension Bundle {
    /// The app's name as the home screen shows it.
    var passcodeDisplayName: String {
      let name =
        object(forInfoDictionaryKey: "CFBundleDisplayName")
        ?? object(forInfoDictionaryKey: "CFBundleName")
      return name as? String ?? ""
    }
  }
#endif
