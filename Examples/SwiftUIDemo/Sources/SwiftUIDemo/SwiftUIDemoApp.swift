#if os(iOS)
  import PasscodeSwiftUI
  import SwiftUI

  /// The SwiftUI demo: one window group; each window's root view protects its scene.
  @main
  struct SwiftUIDemoApp: App {
    init() {
      DemoPasscode.configure()
    }

    var body: some Scene {
      WindowGroup {
        RootView()
      }
    }
  }

  /// A window's root: its passcode controller (over the app's one lock: unlocking one window
  /// unlocks them all), and the lock over the app's content in the chosen look.
  @MainActor
  struct RootView: View {
    @StateObject private var passcode = PasscodeController()
    @AppStorage(DemoPasscode.Key.theme) private var theme = PasscodeTheme.Preset.default
    @AppStorage(DemoPasscode.Key.usesBrand) private var usesBrand = false

    var body: some View {
      NavigationStack {
        HomeView()
      }
      .passcodeLock(
        passcode, themes: DemoPasscode.themes(theme, usesBrand: usesBrand), appName: "SwiftUI Demo"
      )
    }
  }
#endif
