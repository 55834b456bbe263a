@_spi(Core) import PasscodeEngine

/// What an app decides about its app lock, as ``AppLockFacade`` applies it: the services (the
/// store, the verifier, the clocks, the markers), the runtime's settings and what the app
/// hears. The UIKit skin's `PasscodeKit.Configuration` is this plus how the screens look; it
/// hands this part over unchanged.
///
/// Which changes replace the lock, and which the runtime takes over in place, is decided by
/// ``AppLockFacade/configure(_:)``.
@_spi(Skins) public struct AppLockConfiguration {
  /// Where the verifier, pepper and counter live.
  var store: any PasscodeStore
  /// The format of new passcodes, the failure limit, whether weak codes are refused.
  public var lock: PasscodeConfiguration
  /// The verifier; `nil` for the default device-bound one (DEV-1).
  var verifier: (any PasscodeVerifier)?
  /// The boot clock lockouts, the grace period and the idle timeout are measured on.
  var clock: any MonotonicClock
  /// The clock the screens' timers, the idle check and the status retries wait on.
  var timerClock: any Clock<Duration>
  /// Where a new installation is recognised; `nil` never erases.
  var installMarker: (any InstallMarker)?
  /// Where the app's backed-up data remembers that it goes with a passcode store.
  var deviceMoveMarker: (any DeviceMoveMarker)?
  /// The platform's biometrics.
  var biometrics: any BiometricAuthenticator
  /// The runtime's settings: the grace period, the idle timeout, the fallback, the way out,
  /// the biometric prompt, the phone's lock.
  var settings: AppLockDriver.Settings
  /// Called once when the failure limit is reached (LOCK-5).
  var onPermanentLock: (@Sendable () async -> Void)?
  /// Called when the store turns out damaged.
  public var onStoreDamaged: (@MainActor (StoreError) -> Void)?
  /// Called once when the app's data turns out to come from another phone.
  var onMovedToNewDevice: (@MainActor () -> Void)?

  /// Creates a configuration; every parameter has a default (the engine's: a file store on
  /// Linux, none of the markers).
  public init(
    store: any PasscodeStore, lock: PasscodeConfiguration = PasscodeConfiguration(),
    verifier: (any PasscodeVerifier)? = nil, clock: any MonotonicClock = SystemBootClock(),
    timerClock: any Clock<Duration> = ContinuousClock(),
    installMarker: (any InstallMarker)? = nil, deviceMoveMarker: (any DeviceMoveMarker)? = nil,
    biometrics: any BiometricAuthenticator = NoBiometrics(),
    settings: AppLockDriver.Settings = AppLockDriver.Settings(),
    onPermanentLock: (@Sendable () async -> Void)? = nil,
    onStoreDamaged: (@MainActor (StoreError) -> Void)? = nil,
    onMovedToNewDevice: (@MainActor () -> Void)? = nil
  ) {
    self.store = store
    self.lock = lock
    self.verifier = verifier
    self.clock = clock
    self.timerClock = timerClock
    self.installMarker = installMarker
    self.deviceMoveMarker = deviceMoveMarker
    self.biometrics = biometrics
    self.settings = settings
    self.onPermanentLock = onPermanentLock
    self.onStoreDamaged = onStoreDamaged
    self.onMovedToNewDevice = onMovedToNewDevice
  }

  /// Whether a lock made for `self` differs from one made for `other`: another store, other
  /// lock settings, another verifier, boot clock or move marker. Services compare as the
  /// engine defines (`ServiceIdentity`): the same object, or equal values.
  func needsNewLock(comparedWith other: AppLockConfiguration) -> Bool {
    !store.isSameStore(as: other.store) || lock != other.lock
      || !ServiceIdentity.same(verifier, other.verifier)
      || !ServiceIdentity.same(clock, other.clock)
      || !ServiceIdentity.same(deviceMoveMarker, other.deviceMoveMarker)
  }
}
