#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import PasscodeCore
  import SwiftUI

  /// The passcode screen in SwiftUI: draws a ``PasscodeScreenModel``'s screen with the frames of
  /// `KeypadLayout` — the same numbers as the UIKit skin and the `passcode render`
  /// images — and sends key presses back to it.
  ///
  /// Everything a user can notice comes from PasscodeCore: which elements show, their texts
  /// and VoiceOver labels (`PasscodeScene`), their colours, fonts and dimming
  /// (`SceneElementStyle`), what a tap sends (`PasscodeScreen.event(forPressing:)`), the
  /// wrong-code signal (`WrongCodeAnimation`) and the app's life cycle (`SceneLifecycle`).
  /// Dynamic Type, the layout direction and the size classes come from the environment and
  /// enter the layout as its inputs.
  ///
  /// ```swift
  /// PasscodeView(model: model, themes: PasscodeThemes(.classic))
  /// ```
  @MainActor
  public struct PasscodeView: View {
    @ObservedObject private var model: PasscodeScreenModel
    private let themes: PasscodeThemes
    private let appName: String
    /// Whether the view passes the scene's phase changes to the model itself (off when a
    /// ``PasscodeController`` does).
    var forwardsScenePhase = true

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @State private var wrongCodeSignals = 0.0
    @State private var wrongCodeAnimation = WrongCodeAnimation(reduceMotion: false)
    @State private var lifecycle: SceneLifecycle?
    @FocusState private var keyboardFocused: Bool

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - model: the screen to draw.
    ///   - themes: the look in light and dark mode.
    ///   - appName: the name shown in themes with an app header; by default the bundle's
    ///     display name.
    public init(
      model: PasscodeScreenModel, themes: PasscodeThemes = .default, appName: String? = nil
    ) {
      self.model = model
      self.themes = themes
      self.appName = appName ?? Bundle.main.passcodeDisplayName
    }

    /// The screen drawn on its layout, with the hidden keyboard input of alphanumeric formats.
    public var body: some View {
      let screen = model.screen
      PasscodeCanvas(
        screen: screen, theme: themes.theme(for: colorScheme), localizer: model.localizer,
        appName: appName,
        environment: PasscodeLayoutEnvironment(
          dynamicTypeSize: dynamicTypeSize, direction: layoutDirection,
          horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass),
        wrongCode: WrongCodeEffect(signals: wrongCodeSignals, animation: wrongCodeAnimation),
        send: model.send
      )
      .background(alignment: .topLeading) {
        if screen.usesSystemKeyboard {
          HiddenInputField(
            keyboard: .asciiCapable, contentType: nil, submitLabel: .go, digitsOnly: false
          ) { input in
            for event in PasscodeScreen.events(for: input) { model.send(event) }
          } onSubmit: {
            model.send(.submit)
          }
          .focused($keyboardFocused)
        }
      }
      .task { await model.appear() }
      .onAppear {
        lifecycle = SceneLifecycle(activity: SceneLifecycle.Activity(scenePhase))
        keyboardFocused = screen.wantsSystemKeyboard
      }
      .onChange(of: screen.wantsSystemKeyboard) { keyboardFocused = $0 }
      .onChange(of: model.wrongCodeSignals) { _ in playWrongCode() }
      .onChange(of: scenePhase) { phase in
        guard forwardsScenePhase, var lifecycle else { return }
        let events = lifecycle.change(
          to: SceneLifecycle.Activity(phase), at: SystemBootClock().now())
        self.lifecycle = lifecycle
        Task { await model.sceneChanged(events.screen) }
      }
      .onDisappear { model.stop() }
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
