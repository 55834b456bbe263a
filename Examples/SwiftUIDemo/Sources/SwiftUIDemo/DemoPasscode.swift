#if os(iOS)
  import Foundation
  import PasscodeSwiftUI

  /// Every PasscodeKit call the demo makes beyond the controller's one-liners (`setPasscode`,
  /// `changePasscode`, `removePasscode`, `lockNow`) lives here, so a change of API is a change
  /// of this file. The calls marked "today's API" stand in for API being added (issue 13).
  @MainActor
  enum DemoPasscode {
    /// The `UserDefaults` keys of the demo's settings (`@AppStorage`).
    enum Key {
      static let type = "type"
      static let gracePeriod = "gracePeriod"
      static let theme = "theme"
      static let usesFaceID = "usesFaceID"
    }

    /// The type of a new passcode and the grace period, as chosen when the app started.
    ///
    /// Today's API: a `PasscodeController` keeps its lock's format and its grace period for
    /// the whole run, so the settings screen saves a new choice for the next launch. Switch to
    /// the run-time settings and the change with a format of issue 13 (`api`, `format`).
    static let launchType =
      UserDefaults.standard.string(forKey: Key.type).flatMap(PasscodeType.init(rawValue:))
      ?? .sixDigits
    static let launchGracePeriod =
      GracePeriod(rawValue: UserDefaults.standard.integer(forKey: Key.gracePeriod)) ?? .tenSeconds

    /// The engine: the passcode in the Keychain, new passcodes in ``launchType``.
    static let lock = PasscodeLock(
      store: KeychainStore(), configuration: PasscodeConfiguration(format: launchType.format))
    /// Face ID or Touch ID, through a Keychain item protected by the current enrolment.
    static let biometrics = SystemBiometricAuthenticator()

    /// A scene's controller (one per window scene: each iPad window locks on its own).
    static func makeController() -> PasscodeController {
      PasscodeController(
        lock: lock, gracePeriod: .seconds(launchGracePeriod.rawValue), biometrics: biometrics,
        eraseData: {
          DemoData.erase()
          return true
        })
    }

    /// Asks for the passcode once, before something sensitive; the user may cancel.
    ///
    /// Today's API: `PasscodeController.unlock()`, which always offers Face ID and takes the
    /// scene's look. Switch to the on-demand check of issue 13 (`api`) for per-call choices.
    static func askForPasscode(_ passcode: PasscodeController) async -> UnlockResult {
      await passcode.unlock()
    }

    /// Sets the first passcode, then turns Face ID on when the user wants it (setting the
    /// passcode counts as entering it, so no prompt is needed).
    ///
    /// Today's API: the SwiftUI skin never turns biometrics on by itself, so the app calls
    /// `PasscodeLock.enableBiometrics(using:)`. Switch to the persisted setting of issue 13
    /// (`api`).
    static func setPasscode(_ passcode: PasscodeController, faceID: Bool) async throws {
      guard try await passcode.setPasscode(), faceID else { return }
      try? await lock.enableBiometrics(using: biometrics)
    }

    /// Turns Face ID on or off now. On needs the passcode entered in the last five minutes: if
    /// it was not, the user is asked for it first.
    ///
    /// Today's API: `PasscodeLock.enableBiometrics(using:)` and `disableBiometrics(using:)`,
    /// with the user's choice kept by the app (`@AppStorage`), since PasscodeKit has no
    /// getter. Switch to the persisted setting of issue 13 (`api`).
    ///
    /// - Returns: whether Face ID is now as asked (`false`: the user cancelled).
    static func setFaceID(_ enabled: Bool, _ passcode: PasscodeController) async throws -> Bool {
      guard enabled else {
        try await lock.disableBiometrics(using: biometrics)
        return true
      }
      do {
        try await lock.enableBiometrics(using: biometrics)
      } catch PasscodeError.passcodeRequired {
        guard await passcode.unlock() == .unlocked else { return false }
        try await lock.enableBiometrics(using: biometrics)
      }
      return true
    }

    /// What to tell the user about an error a flow threw.
    ///
    /// Today's API: PasscodeKit's errors are not `LocalizedError` yet, so this shows their
    /// description. Switch to `error.localizedDescription` with issue 13's one error type for
    /// apps (`api`, `strings`).
    static func message(for error: any Error) -> String {
      String(describing: error)
    }
  }
#endif
