#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  extension PasscodePresenter {
    /// What a presenter takes from the skin that owns it: the lock and its settings, and what
    /// to draw. The presenter decides nothing with it; it only asks.
    ///
    /// ``PasscodeKit`` makes one from its ``PasscodeKit/Configuration`` (screens are
    /// ``PasscodeViewController``s); SwiftUI's `PasscodeController` makes one whose screens
    /// host `PasscodeView`. Each closure is called when it is needed — the lock, the grace
    /// period and the themes are read afresh for every screen, so a host may change them.
    @MainActor
    public struct Host {
      /// The lock the screens talk to.
      public var lock: @MainActor () -> PasscodeLock
      /// How long the scene may stay in the background without locking again.
      public var gracePeriod: @MainActor () -> Duration
      /// Whether unlock screens offer the host's fallback (an account password).
      public var offersFallback: @MainActor () -> Bool
      /// The permanently locked app lock's way out: `.erase` when the host can erase its
      /// data, else `.reinstall`.
      public var permanentLockRecovery: @MainActor () -> PasscodeScreen.PermanentLockRecovery
      /// Where a new installation is recognised (`PasscodeLock.eraseIfNewInstall(marker:)`,
      /// before the first status is read); `nil` never erases.
      public var installMarker: (any InstallMarker)?
      /// The themes in light and dark mode: the background of a window until its screen is
      /// set up, and the status bar's style over it.
      public var themes: @MainActor () -> PasscodeThemes
      /// The boot clock the grace period is measured on (CLK-2).
      public var clock: any MonotonicClock
      /// A screen for a flow, set up with the configuration `PasscodeFlow.start` gave.
      public var makeScreen:
        @MainActor (PasscodeFlow, PasscodeScreen.Configuration) -> any PasscodeScreenHosting
      /// What covers the content while the scene is inactive (the app switcher's snapshot).
      public var makePrivacyCover: @MainActor () -> UIViewController
      /// Whether the lock may offer biometric unlock now.
      public var biometricAvailability: @MainActor () async -> BiometricAvailability
      /// Turns biometric unlock on or deletes its token after a flow ended with this outcome
      /// (`PasscodeLock.followUp(_:outcome:wantsBiometrics:using:)`).
      public var followUp: @MainActor (PasscodeFlow, PasscodeScreen.Outcome?) async -> Void
      /// Told after every change of the scene's ``ProtectedScene`` (to publish it).
      public var sceneChanged: (@MainActor (ProtectedScene) -> Void)?

      /// Creates a host from its parts.
      public init(
        lock: @escaping @MainActor () -> PasscodeLock,
        gracePeriod: @escaping @MainActor () -> Duration,
        offersFallback: @escaping @MainActor () -> Bool,
        permanentLockRecovery: @escaping @MainActor () -> PasscodeScreen.PermanentLockRecovery,
        installMarker: (any InstallMarker)?,
        themes: @escaping @MainActor () -> PasscodeThemes,
        clock: any MonotonicClock,
        makeScreen:
          @escaping @MainActor (PasscodeFlow, PasscodeScreen.Configuration) ->
          any PasscodeScreenHosting,
        makePrivacyCover: @escaping @MainActor () -> UIViewController,
        biometricAvailability: @escaping @MainActor () async -> BiometricAvailability,
        followUp: @escaping @MainActor (PasscodeFlow, PasscodeScreen.Outcome?) async -> Void,
        sceneChanged: (@MainActor (ProtectedScene) -> Void)? = nil
      ) {
        self.lock = lock
        self.gracePeriod = gracePeriod
        self.offersFallback = offersFallback
        self.permanentLockRecovery = permanentLockRecovery
        self.installMarker = installMarker
        self.themes = themes
        self.clock = clock
        self.makeScreen = makeScreen
        self.makePrivacyCover = makePrivacyCover
        self.biometricAvailability = biometricAvailability
        self.followUp = followUp
        self.sceneChanged = sceneChanged
      }
    }
  }
#endif
