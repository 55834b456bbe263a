#if canImport(SwiftUI) && os(iOS) && DEBUG
  @_spi(Skins) import PasscodeCore
  import SwiftUI

  /// Screens in fixed states for the previews, reached by feeding a real `PasscodeScreen`
  /// the events a user and the lock would send.
  enum PreviewScreens {
    /// An unlock screen offering Face ID, Cancel under the keypad and the fallback.
    static func unlock() -> PasscodeScreen {
      PasscodeScreen(
        PasscodeScreen.Configuration(
          mode: .unlock, biometrics: .available(.faceID), offersFallback: true))
    }

    /// Two digits typed.
    static func partial() -> PasscodeScreen {
      var screen = unlock()
      _ = screen.handle(.digit(2))
      _ = screen.handle(.digit(5))
      return screen
    }

    /// Five wrong codes in: the lock answered with a five-minute wait.
    static func lockout() -> PasscodeScreen {
      var screen = unlock()
      for digit: UInt8 in [2, 5, 8, 0, 4, 7] { _ = screen.handle(.digit(digit)) }
      _ = screen.handle(.verified(.wrong(attemptsLeft: 5, wait: .seconds(299))))
      return screen
    }

    /// A wrong code, its message shown after the dots cleared.
    static func wrongCode() -> PasscodeScreen {
      var screen = unlock()
      var effects: [PasscodeScreen.Effect] = []
      for digit: UInt8 in [1, 1, 1, 1, 1, 1] { effects += screen.handle(.digit(digit)) }
      effects = screen.handle(.verified(.wrong(attemptsLeft: 8, wait: .zero)))
      for case .driver(.clearDotsAfter(_, let token)) in effects {
        _ = screen.handle(.clearDotsTimerFired(token))
      }
      return screen
    }

    /// Choosing a first passcode.
    static func create() -> PasscodeScreen {
      PasscodeScreen(PasscodeScreen.Configuration(mode: .create))
    }
  }

  /// One screen drawn as ``PasscodeView`` draws it, in the preview's environment.
  @MainActor
  struct PasscodePreview: View {
    let screen: PasscodeScreen
    var preset: PasscodeTheme.Preset = .default
    var locale: PasscodeLocale = .english

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
      PasscodeCanvas(
        screen: screen,
        appearance: PasscodeAppearance(preset: preset, locale: locale, appName: "Notes"),
        localizer: Localizer(locale),
        environment: PasscodeLayoutEnvironment(
          dynamicTypeSize: dynamicTypeSize, direction: layoutDirection,
          horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass),
        wrongCode: WrongCodeEffect(signals: 0, animation: WrongCodeAnimation(reduceMotion: false)),
        send: { _ in })
    }
  }

  /// Content behind the translucent theme, so its blur has something to show.
  @MainActor
  struct PreviewHostContent: View {
    var body: some View {
      LinearGradient(
        colors: [.orange, .pink, .blue], startPoint: .topLeading, endPoint: .bottomTrailing
      )
      .ignoresSafeArea()
    }
  }

  /// Every theme in light and dark mode, a large text size, the lockout and a wrong code,
  /// Arabic (right to left) and a live screen over an in-memory lock.
  @MainActor
  @available(iOSApplicationExtension, unavailable)
  struct PasscodeViewPreviews: @preconcurrency PreviewProvider {
    static var previews: some View {
      ForEach(PasscodeTheme.Preset.allCases, id: \.self) { preset in
        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
          ZStack {
            PreviewHostContent()
            PasscodePreview(screen: PreviewScreens.partial(), preset: preset)
          }
          .preferredColorScheme(scheme)
          .previewDisplayName("\(preset.rawValue), \(scheme == .dark ? "dark" : "light")")
        }
      }

      PasscodePreview(screen: PreviewScreens.unlock(), preset: .classic)
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("Accessibility text size")

      PasscodePreview(screen: PreviewScreens.lockout())
        .previewDisplayName("Lockout")

      PasscodePreview(screen: PreviewScreens.wrongCode(), preset: .classic)
        .preferredColorScheme(.dark)
        .previewDisplayName("Wrong code")

      PasscodePreview(screen: PreviewScreens.create(), locale: .arabic)
        .environment(\.layoutDirection, .rightToLeft)
        .previewDisplayName("Arabic, create")

      PasscodePreview(screen: PreviewScreens.partial())
        .previewInterfaceOrientation(.landscapeLeft)
        .previewDisplayName("Landscape")

      LivePasscodePreview()
        .previewDisplayName("Live: create, then unlock")
    }
  }

  /// A real screen over an in-memory lock: choose a passcode, then unlock with it (wrong codes
  /// count and lock out as on a device).
  @MainActor
  @available(iOSApplicationExtension, unavailable)
  struct LivePasscodePreview: View {
    @StateObject private var controller = PasscodeController(
      kit: PasscodeKit(configuration: PasscodeKit.Configuration(store: InMemoryStore())))

    var body: some View {
      List {
        Button("Set Passcode") { Task { try? await controller.setPasscode() } }
        Button("Change Passcode") { Task { try? await controller.changePasscode() } }
        Button("Lock Now") { controller.lockNow() }
      }
      .passcodeLock(controller, themes: PasscodeThemes(.translucentTeal))
    }
  }
#endif
