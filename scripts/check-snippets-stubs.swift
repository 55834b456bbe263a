// The names README.md's and the DocC articles' code blocks leave to the app, for
// scripts/check-snippets, which compiles this file into every module it makes of them. Keep it
// short: a snippet that reads as well without a stub should not need one.
@_spi(Skins) import PasscodeCore

#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The scene a snippet protects or presents on (a scene delegate's, or `view.window?.windowScene`).
  @MainActor var windowScene: UIWindowScene { fatalError() }
  /// The app's first screen.
  final class NotesViewController: UIViewController {}
  /// The app's content.
  struct NotesList: View {
    var body: some View { EmptyView() }
  }
  extension UIViewController {
    /// The app's way to show an error (not `show(_:)`: UIKit's `show(_:sender:)` would take the
    /// call of a copy that lacks it, with a cryptic "missing argument" error).
    func showError(_ error: any Error) {}
  }
#endif

/// The app's data, which the permanent lock's Erase Data erases.
actor NotesStore {
  static let shared = NotesStore()
  func eraseEverything() -> Bool { true }
  func close() {}
}

/// What the app shows.
@MainActor func unlock() {}
@MainActor func showRecoveryCodes() {}
@MainActor func offerToResetPasscode() {}
@MainActor func showWrongPasscode(attemptsLeft: Int, wait: Duration) {}
@MainActor func showCountdown(_ timeLeft: Duration) {}
@MainActor func offerErase() {}
@MainActor func openTheVault() {}
@MainActor func askOnOneLine() {}
@MainActor func readStandardInput() {}
/// The passcode the user typed.
@MainActor var typed: SecretBuffer { fatalError() }

/// A skin's own drawing (BuildingASkin.md, PasscodeCore.md).
@MainActor var lock: PasscodeLock { fatalError() }
@MainActor var localizer: Localizer { fatalError() }
@MainActor let keypad = Keypad()
@MainActor final class Keypad { var onDigit: (UInt8) -> Void = { _ in } }
@MainActor func draw(_ screen: PasscodeScreen) {}
@MainActor func draw(_ screen: PasscodeScreen, in layout: KeypadLayout) {}
@MainActor func perform(_ effect: PasscodeScreen.Effect) {}
@MainActor func playHaptic(_ kind: PasscodeScreen.Haptic) {}
@MainActor func play(_ animation: WrongCodeAnimation) {}
@MainActor func announce(_ text: String) {}
@MainActor func showAccountPassword() {}
@MainActor func logOut() {}
@MainActor func confirmAndEraseData() {}
@MainActor func list(_ formats: [PasscodeFormat]) {}
@MainActor func close(_ outcome: PasscodeScreen.Outcome) {}
