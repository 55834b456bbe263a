#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  extension PasscodeKit {
    /// Everything a host can set up: where the passcode lives, its format and limits, the
    /// look, biometrics, the fallback and the grace period. Any of it may change at run time
    /// (``PasscodeKit/configuration``).
    @MainActor
    public struct Configuration {
      /// Where the verifier, pepper and counter live (default: the Keychain, this device
      /// only).
      public var store: any PasscodeStore
      /// The format of new passcodes, the failure limit, and whether weak codes are refused.
      public var lock: PasscodeConfiguration
      /// Themes, language, app header and haptics.
      public var appearance: PasscodeAppearance
      /// Whether biometric unlock is wanted for a user who never chose (the default): it is
      /// then turned on when the passcode is set, or after the next passcode unlock
      /// (`PasscodeFlow.biometricFollowUp(after:choice:byDefault:availability:)`). The user's
      /// own choice, made with ``PasscodeKit/setBiometricsEnabled(_:)``, is stored with the
      /// passcode and wins over it, across relaunches.
      public var usesBiometrics: Bool
      /// The platform's biometrics (default: Face ID or Touch ID through a Keychain item
      /// protected by `.biometryCurrentSet`).
      public var biometrics: any BiometricAuthenticator
      /// The sentence of the Touch ID prompt; `nil` for PasscodeKit's "Unlock to continue".
      /// (Face ID shows the app's `NSFaceIDUsageDescription`.)
      public var biometricReason: String?
      /// The host's fallback (an account password), shown from the passcode screen when the
      /// user taps "Use Password"; it returns whether the user proved who they are. `nil`
      /// offers no fallback.
      public var fallback: (@MainActor (UIViewController) async -> Bool)?
      /// How long the app may stay in the background without asking for the passcode again
      /// (zero: every time). Measured on the boot clock, so changing the date does not skip
      /// it.
      public var gracePeriod: Duration
      /// Called once when the failure limit is reached (LOCK-5), for example to erase the
      /// protected data.
      public var onPermanentLock: (@Sendable () async -> Void)?
      /// The way out of the permanent lock: erases the app's protected data (files, caches,
      /// its own Keychain items…) and returns whether it did. The permanently locked screen
      /// then offers Erase Data; after the user confirms and this returns `true`, the passcode
      /// is erased too and the app opens as if new (``UnlockResult/erased``). `nil`: the
      /// screen says to delete the app and install it again.
      public var eraseData: (@MainActor () async -> Bool)?
      /// Where the first launch of a new installation is recognised, to erase a passcode an
      /// earlier installation left in the Keychain (which outlives the app). `nil` never
      /// erases on launch.
      public var installMarker: (any InstallMarker)?

      /// Creates a configuration; every parameter has a default.
      public init(
        store: any PasscodeStore = KeychainStore(),
        lock: PasscodeConfiguration = PasscodeConfiguration(),
        appearance: PasscodeAppearance = PasscodeAppearance(), usesBiometrics: Bool = true,
        biometrics: any BiometricAuthenticator = SystemBiometricAuthenticator(),
        biometricReason: String? = nil,
        fallback: (@MainActor (UIViewController) async -> Bool)? = nil,
        gracePeriod: Duration = .zero, onPermanentLock: (@Sendable () async -> Void)? = nil,
        eraseData: (@MainActor () async -> Bool)? = nil,
        installMarker: (any InstallMarker)? = UserDefaultsInstallMarker()
      ) {
        self.store = store
        self.lock = lock
        self.appearance = appearance
        self.usesBiometrics = usesBiometrics
        self.biometrics = biometrics
        self.biometricReason = biometricReason
        self.fallback = fallback
        self.gracePeriod = gracePeriod
        self.onPermanentLock = onPermanentLock
        self.eraseData = eraseData
        self.installMarker = installMarker
      }
    }
  }
#endif
