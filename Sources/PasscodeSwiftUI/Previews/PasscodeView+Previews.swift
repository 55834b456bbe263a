#if canImport(SwiftUI) && os(iOS) && DEBUG
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI

  /// A screen shown on its own over an in-memory lock, in a preset and a language.
  @MainActor
  struct PasscodePreview: View {
    var mode: PasscodeScreen.Mode = .create
    var preset: PasscodeTheme.Preset = .default
    var locale: PasscodeLocale = .english

    var body: some View {
      PasscodeView(
        model: PasscodeScreenModel(
          configuration: PasscodeScreen.Configuration(mode: mode), flow: PasscodeFlow(mode),
          lock: PasscodeLock(store: InMemoryStore()), locale: locale, haptics: NoHapticFeedback(),
          announcer: SilentAnnouncer()),
        appearance: PasscodeAppearance(preset: preset, locale: locale, appName: "Notes"))
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

  /// Every theme in light and dark mode, a large text size, Arabic (right to left) and a live
  /// app over an in-memory lock.
  @MainActor
  @available(iOSApplicationExtension, unavailable)
  struct PasscodeViewPreviews: @preconcurrency PreviewProvider {
    static var previews: some View {
      ForEach(PasscodeTheme.Preset.allCases, id: \.self) { preset in
        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
          ZStack {
            PreviewHostContent()
            PasscodePreview(preset: preset)
          }
          .preferredColorScheme(scheme)
          .previewDisplayName("\(preset.rawValue), \(scheme == .dark ? "dark" : "light")")
        }
      }

      PasscodePreview(preset: .classic)
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewDisplayName("Accessibility text size")

      PasscodePreview(locale: .arabic)
        .environment(\.layoutDirection, .rightToLeft)
        .previewDisplayName("Arabic, create")

      LivePasscodePreview()
        .previewDisplayName("Live: create, then unlock")
    }
  }

  /// A real app over an in-memory lock: choose a passcode, then unlock with it (wrong codes
  /// count and lock out as on a device).
  @MainActor
  @available(iOSApplicationExtension, unavailable)
  struct LivePasscodePreview: View {
    @StateObject private var controller = PasscodeController(
      kit: PasscodeKit(configuration: PasscodeKit.Configuration(store: InMemoryStore())))

    var body: some View {
      List {
        Button("Set Passcode") { Task { try? await controller.kit.setPasscode() } }
        Button("Change Passcode") { Task { try? await controller.kit.changePasscode() } }
        Button("Lock Now") { controller.kit.lockNow() }
      }
      .passcodeLock(controller, themes: PasscodeThemes(.translucentTeal))
    }
  }
#endif
