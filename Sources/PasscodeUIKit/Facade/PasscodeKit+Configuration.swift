#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  @available(iOSApplicationExtension, unavailable)
  extension PasscodeKit {
    /// Everything an app sets up about its passcode lock, for UIKit and SwiftUI alike: where
    /// the passcode lives, its format and limits, the look, biometrics, the fallback, when
    /// the app locks, and what the app hears. Any of it may change at run time
    /// (``PasscodeKit/configuration``).
    @MainActor
    public struct Configuration {
      /// Where the verifier, pepper and counter live (default: the Keychain, this device
      /// only). Stores compare by what they hold (`PasscodeStore.isSameStore(as:)`): setting
      /// an equal one keeps the lock.
      public var store: any PasscodeStore
      /// The format of new passcodes, the failure limit, and whether weak codes are refused.
      public var lock: PasscodeConfiguration
      /// Themes, language, app header and haptics (the SwiftUI modifiers set the themes and
      /// app name of their scenes' screens).
      public var appearance: PasscodeAppearance
      /// Whether biometric unlock is wanted for a user who never chose (the default): it is
      /// then turned on when the passcode is set, or after the next passcode unlock
      /// (`PasscodeFlow.biometricFollowUp(after:choice:byDefault:availability:)`). The user's
      /// own choice, made with ``PasscodeKit/setBiometricsEnabled(_:)-swift.method``, is stored with the
      /// passcode and wins over it, across relaunches.
      public var usesBiometrics: Bool
      /// The platform's biometrics (default: Face ID or Touch ID through a Keychain item
      /// protected by `.biometryCurrentSet`; `NoBiometrics()` never offers them).
      public var biometrics: any BiometricAuthenticator
      /// When the app lock offers Face ID or Touch ID without a tap on its key (default: as it
      /// appears and at every return to the foreground). `.onTap` never prompts by itself.
      public var biometricPrompt: BiometricPrompt
      /// The sentence of the Touch ID prompt; `nil` for PasscodeKit's "Unlock to continue".
      /// (Face ID shows the app's `NSFaceIDUsageDescription`.)
      public var biometricReason: String?
      /// The host's fallback (an account password), shown from the passcode screen when the
      /// user taps "Use Password"; it returns whether the user proved who they are. `nil`
      /// offers no fallback. Present your sign-in from the view controller it is given: it is
      /// the passcode screen's, in the lock's window (a sheet from your own views would open
      /// under the lock). If that screen goes away while the sign-in runs — the user unlocked in
      /// another iPad window, the window closed — the task running it is cancelled and what it
      /// presented is dismissed with the window: a sign-in that waits on its sheet through a
      /// continuation resumes it in `withTaskCancellationHandler`'s handler.
      public var fallback: (@MainActor (UIViewController) async -> Bool)?
      /// What a fallback that returned `true` does: `.unlock` (the default) unlocks with the
      /// passcode unchanged; `.resetPasscode` ("Forgot passcode?") resets the passcode — and
      /// the data key with it: data sealed under it can no longer be opened — then offers to
      /// set a new one (the user may cancel and go on without). See *Forgot passcode?*.
      public var fallbackSuccess: FallbackSuccess
      /// How long the app may stay away — every protected window in the background — without
      /// asking for the passcode again. The default is zero: the app locks as it goes to the
      /// background, and the passcode is asked at every return (negative counts as zero).
      /// Measured on the boot clock, so changing the date
      /// does not skip it. Past it the app is locked and the data key refused at once, even
      /// while the app is still in the background: code that runs then (a background refresh, a
      /// notification action) finds it locked (rule APP-2). The phone's own lock ends it
      /// earlier (``locksWhenPhoneLocks``).
      public var gracePeriod: Duration
      /// Whether the phone's own lock locks the app at once, whatever ``gracePeriod`` says (the
      /// default, rule APP-1): the data key is refused the moment protected data goes away, and
      /// the passcode is asked at the next return. `false` leaves it to the grace period — the
      /// cost: whoever picks the phone up and unlocks it within the grace period finds the app
      /// open, its data key included, with the phone's passcode alone.
      ///
      /// iOS tells a running app of the phone's lock about ten seconds after it. While away
      /// within its grace period the app holds iOS's background time to hear it, and locks
      /// when iOS takes that time back (it could not hear the phone lock while suspended): with
      /// this on, a grace period ends at the latest when iOS suspends the app.
      public var locksWhenPhoneLocks = true
      /// How long the app may go without a touch while unlocked in the foreground before it
      /// locks (a password manager's or a bank's auto-lock); `nil` (the default) never. Not
      /// counted while a passcode screen or a system prompt is up; at least one second.
      public var idleTimeout: Duration?
      /// Called once when the failure limit is reached (LOCK-5), for example to erase the
      /// protected data.
      public var onPermanentLock: (@Sendable () async -> Void)?
      /// Called when the store turns out damaged (a restore from a backup, where the device
      /// key does not come back; the device passcode removed under
      /// `whenPasscodeSetThisDeviceOnly`): the lock stays up with its way out — Erase Data
      /// (``eraseData``) or the reinstall advice. Log it, or offer your own recovery.
      public var onStoreDamaged: (@MainActor (StoreError) -> Void)?
      /// The way out of the permanent lock and of a damaged store: erases the app's protected
      /// data (files, caches, its own Keychain items…) and returns whether it did. The lock
      /// screen then offers Erase Data; after the user confirms and this returns `true`, the
      /// passcode is erased too and the app opens as if new (`PasscodeFlow.Ending.erased`). `nil`:
      /// the screen says to delete the app and install it again.
      public var eraseData: (@MainActor () async -> Bool)?
      /// Where the first launch of a new installation is recognised, to erase a passcode an
      /// earlier installation left in the Keychain (which outlives the app); `nil` never
      /// erases. The check runs once per launch and store, before the first read of the
      /// status, and only while protected data is available. An app that seeds a passcode
      /// itself at first launch (moving from another library) calls
      /// `configuration.installMarker?.markPresent()` before it sets the passcode.
      public var installMarker: (any InstallMarker)?
      /// Where the app's backed-up data remembers that it goes with a passcode store, so that
      /// a launch on a new phone — a backup restored, a migration, which bring the app's files
      /// but not its `ThisDeviceOnly` Keychain items — is recognised and ``onMovedToNewDevice``
      /// called; `nil` never recognises it. Default: a file in Application Support that is
      /// backed up (`FileDeviceMoveMarker`).
      public var deviceMoveMarker: (any DeviceMoveMarker)?
      /// Called once when the app's data turns out to come from another phone without its
      /// passcode (`LaunchFinding.movedToNewDevice`): no passcode is set here, and data sealed
      /// under the old data key cannot be opened. Sign the user in again, restore from your
      /// server, or erase what cannot be opened — then offer to set a passcode.
      public var onMovedToNewDevice: (@MainActor () -> Void)?
      /// An action of the app's own on the lock screen — "Log Out", "Switch Account" — shown
      /// under the keypad with its title and spoken by VoiceOver as a button; `nil` (the
      /// default) shows none. Pressing it calls its handler with the lock screen's view
      /// controller (present from it: it is in the lock's window) and does not unlock: the
      /// lock stays up until the app unlocks it another way — typically it signs the user out
      /// and calls ``PasscodeKit/resetPasscode()-swift.method``, which takes the lock down. On-demand checks
      /// (`authenticate`) never show it. Shown during a lockout and on a permanently locked
      /// screen too.
      public var lockScreenAction: LockScreenAction? = nil
      /// The verifier; `nil` for the default device-bound one (DEV-1). Tests pass a fast one
      /// (PasscodeTestSupport's `CountingVerifier`).
      public var verifier: (any PasscodeVerifier)?
      /// The boot clock lockouts, the grace period and the idle timeout are measured on
      /// (tests: PasscodeTestSupport's `TestBootClock`).
      public var clock: any MonotonicClock
      /// The clock the lock's timers wait on: the screens' countdowns, the pause before
      /// wrong-code dots clear, the idle check and the status retries (default
      /// `ContinuousClock()`; tests: PasscodeTestSupport's `TestClock`, moved by hand). Set it
      /// before the first scene is protected: timers already waiting keep their clock.
      public var timerClock: any Clock<Duration> = ContinuousClock()

      /// Creates a configuration; every parameter has a default.
      public init(
        store: any PasscodeStore = KeychainStore(),
        lock: PasscodeConfiguration = PasscodeConfiguration(),
        appearance: PasscodeAppearance = PasscodeAppearance(), usesBiometrics: Bool = true,
        biometrics: any BiometricAuthenticator = SystemBiometricAuthenticator(),
        biometricPrompt: BiometricPrompt = .onAppearAndForeground,
        biometricReason: String? = nil,
        fallback: (@MainActor (UIViewController) async -> Bool)? = nil,
        fallbackSuccess: FallbackSuccess = .unlock,
        gracePeriod: Duration = .zero, idleTimeout: Duration? = nil,
        onPermanentLock: (@Sendable () async -> Void)? = nil,
        onStoreDamaged: (@MainActor (StoreError) -> Void)? = nil,
        eraseData: (@MainActor () async -> Bool)? = nil,
        installMarker: (any InstallMarker)? = FileInstallMarker(),
        deviceMoveMarker: (any DeviceMoveMarker)? = FileDeviceMoveMarker(),
        onMovedToNewDevice: (@MainActor () -> Void)? = nil,
        verifier: (any PasscodeVerifier)? = nil, clock: any MonotonicClock = SystemBootClock()
      ) {
        self.store = store
        self.lock = lock
        self.appearance = appearance
        self.usesBiometrics = usesBiometrics
        self.biometrics = biometrics
        self.biometricPrompt = biometricPrompt
        self.biometricReason = biometricReason
        self.fallback = fallback
        self.fallbackSuccess = fallbackSuccess
        self.gracePeriod = gracePeriod
        self.idleTimeout = idleTimeout
        self.onPermanentLock = onPermanentLock
        self.onStoreDamaged = onStoreDamaged
        self.eraseData = eraseData
        self.installMarker = installMarker
        self.deviceMoveMarker = deviceMoveMarker
        self.onMovedToNewDevice = onMovedToNewDevice
        self.verifier = verifier
        self.clock = clock
      }

      /// The runtime's settings from this configuration.
      var runtimeSettings: AppLockDriver.Settings {
        AppLockDriver.Settings(
          gracePeriod: gracePeriod, idleTimeout: idleTimeout, offersFallback: fallback != nil,
          recovery: .onDevice(appErasesData: eraseData != nil), biometricPrompt: biometricPrompt,
          usesBiometrics: usesBiometrics,
          biometricReason: biometricReason ?? appearance.localizer.string(.biometricReason),
          fallbackSuccess: fallbackSuccess, locksWhenPhoneLocks: locksWhenPhoneLocks,
          lockScreenActionTitle: lockScreenAction?.title)
      }

      /// What the facade applies (PasscodeCore's `AppLockConfiguration`): everything but how
      /// the screens look.
      var core: AppLockConfiguration {
        AppLockConfiguration(
          store: store, lock: lock, verifier: verifier, clock: clock, timerClock: timerClock,
          installMarker: installMarker, deviceMoveMarker: deviceMoveMarker,
          biometrics: biometrics, settings: runtimeSettings, onPermanentLock: onPermanentLock,
          onStoreDamaged: onStoreDamaged, onMovedToNewDevice: onMovedToNewDevice)
      }
    }

    /// An action of the app's own on the lock screen (``Configuration/lockScreenAction``).
    public struct LockScreenAction {
      /// The button's title, in the user's language ("Log Out").
      public var title: String
      /// Called on the main actor with the lock screen's view controller when the user presses
      /// the button. The lock stays up.
      public var handler: @MainActor (UIViewController) -> Void

      /// Creates an action with its title and what pressing it does.
      public init(title: String, handler: @escaping @MainActor (UIViewController) -> Void) {
        self.title = title
        self.handler = handler
      }
    }
  }
#endif
