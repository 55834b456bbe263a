#if canImport(UIKit)
  import PasscodeUIKit
  import UIKit

  /// Every PasscodeKit call the demo makes beyond the one-liners (`protect`, `setPasscode`,
  /// `changePasscode`, `removePasscode`, `lockNow`) lives here, so a change of API is a change
  /// of this file. The calls marked "today's API" stand in for API being added (issue 13).
  @MainActor
  enum DemoPasscode {
    /// The user's choices; every change is saved and applied.
    static var settings = DemoSettings.load() {
      didSet {
        guard settings != oldValue else { return }
        settings.save()
        // Face ID is switched in place by `setFaceID(_:)`: a new configuration would replace the
        // lock and forget the recent passcode entry that lets Face ID turn on at once.
        var others = oldValue
        others.usesFaceID = settings.usesFaceID
        if others != settings { apply() }
      }
    }

    /// Configures PasscodeKit from ``settings``: at launch, and again after a change (a late
    /// `configure` is safe: the shared instance keeps protecting every scene, and the next
    /// screen uses the new configuration).
    static func apply() {
      // Today's API: the appearance is per app, not per presentation; app-owned strings and
      // custom colours/fonts/header come with issue 13 (`strings`, `look`).
      PasscodeKit.configure(
        PasscodeKit.Configuration(
          lock: PasscodeConfiguration(format: settings.type.format),
          appearance: appearance, usesBiometrics: settings.usesFaceID,
          gracePeriod: .seconds(settings.gracePeriod.rawValue),
          eraseData: {
            DemoData.erase()
            return true
          }))
    }

    /// The look of the lock, and of the secure fields' keypad.
    static var appearance: PasscodeAppearance {
      PasscodeAppearance(preset: settings.theme, appName: "UIKit Demo")
    }

    /// Whether a passcode is set now.
    static func isPasscodeSet() async -> Bool {
      (try? await PasscodeKit.shared.lock.status().isSet) ?? false
    }

    /// Asks for the passcode once, before something sensitive; the user may cancel.
    ///
    /// Today's API: `unlock(in:allowsCancel: true)` (it also protects the scene, which this
    /// app does anyway, and always offers Face ID). Switch to the on-demand check of issue 13
    /// (`api`).
    static func askForPasscode(in scene: UIWindowScene) async -> UnlockResult {
      await PasscodeKit.unlock(in: scene, allowsCancel: true)
    }

    /// Whether the user wants Face ID.
    ///
    /// Today's API: PasscodeKit keeps no such setting (no getter, not saved), so the demo keeps
    /// it in ``settings`` and passes it as `usesBiometrics`. Switch to the persisted setting of
    /// issue 13 (`api`).
    static var usesFaceID: Bool { settings.usesFaceID }

    /// Turns Face ID on or off: off at once; on at once when the passcode was entered in the
    /// last five minutes, otherwise after the next unlock with the passcode.
    ///
    /// Today's API: `setBiometricsEnabled(_:)` (instance only, errors swallowed). Switch to the
    /// persisted setting of issue 13 (`api`).
    static func setFaceID(_ enabled: Bool) async {
      await PasscodeKit.shared.setBiometricsEnabled(enabled)
      settings.usesFaceID = enabled  // saved for the next launch's configuration
    }

    /// What to tell the user about an error a flow threw.
    ///
    /// Today's API: PasscodeKit's errors are not `LocalizedError` yet, so this shows their
    /// description. Switch to `error.localizedDescription` with issue 13's one error type for
    /// apps (`api`, `strings`).
    static func message(for error: any Error) -> String {
      String(describing: error)
    }

    /// Changes the type of the passcode: with no passcode set, the next one is set in `type`;
    /// with one set, the user enters it, then chooses a new one of `type`.
    ///
    /// Today's API: `changePasscode(in:)` keeps the current type, so this removes the passcode
    /// (asking for it) and sets a new one under a configuration with the new format; if the
    /// user cancels the second step, the passcode stays off. Switch to the change with a
    /// format of issue 13 (`format`).
    ///
    /// - Returns: whether the type was changed (`false`: cancelled).
    static func changeType(to type: PasscodeType, in scene: UIWindowScene) async throws -> Bool {
      guard await isPasscodeSet() else {
        settings.type = type
        return true
      }
      guard try await PasscodeKit.removePasscode(in: scene) else { return false }
      settings.type = type
      return try await PasscodeKit.setPasscode(in: scene)
    }
  }
#endif
