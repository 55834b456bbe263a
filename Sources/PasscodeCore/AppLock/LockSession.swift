/// When an app's content must be covered or locked, for one window scene: the decisions the
/// UIKit and SwiftUI presenters share, as a value-type state machine.
///
/// - The lock is presented at launch when a passcode is set, and at most once at a time per
///   scene.
/// - When the app resigns active (the app switcher takes its snapshot), a privacy cover hides
///   the content.
/// - Back in the foreground after more than ``gracePeriod`` in the background — measured on the
///   boot clock, never the wall clock (CLK-2) — the lock is presented again. After a reboot, a
///   clock that went backwards or a reading that cannot be trusted (`BootInstant.untrusted`,
///   CLK-4), the time away is unknown, so the app locks.
///
/// - While a biometric prompt that PasscodeKit started is up, the scene resigns active (the
///   system draws the prompt over it); that is not the app switcher, so the privacy cover
///   stays down — it would flash over the lock or a flow screen behind the prompt. Going to
///   the background covers the content as always.
///
/// Presenters feed lifecycle events in with a reading of `MonotonicClock` and perform the
/// effects.
public struct LockSession: Equatable, Sendable {
  /// Something that happened to the scene or the lock.
  public enum Event: Equatable, Sendable {
    /// The scene connected; `passcodeSet` says whether a passcode is set.
    case launched(passcodeSet: Bool)
    /// The scene is about to resign active (app switcher, incoming call, Control Centre).
    case willResignActive
    /// The scene went to the background at this boot-clock reading.
    case didEnterBackground(BootInstant)
    /// The scene is coming back to the foreground at this boot-clock reading.
    case willEnterForeground(BootInstant)
    /// The scene is active again.
    case didBecomeActive
    /// The user unlocked (passcode or biometrics).
    case unlocked
    /// The host asked to lock now (e.g. a "Lock" button).
    case lockRequested
    /// A passcode was set, or removed.
    case passcodeChanged(isSet: Bool)
    /// PasscodeKit is about to show the system's biometric prompt (Face ID, Touch ID), which
    /// makes the scene resign active.
    case biometricPromptStarted
    /// The biometric prompt PasscodeKit started has gone.
    case biometricPromptEnded
  }

  /// What the presenter must do.
  public enum Effect: Equatable, Sendable {
    /// Cover the content (blur or brand screen) without asking for the passcode.
    case showPrivacyCover
    /// Remove the privacy cover.
    case hidePrivacyCover
    /// Present the passcode screen in unlock mode, above everything in the scene.
    case presentLock
    /// Dismiss the passcode screen.
    case dismissLock
  }

  /// How long the app may stay in the background without asking for the passcode again.
  /// Zero locks on every return.
  public var gracePeriod: Duration
  /// Whether a passcode is set; without one nothing is ever covered or locked.
  public private(set) var passcodeSet = false
  /// Whether the content is locked.
  public private(set) var isLocked = false
  /// Whether the passcode screen is presented.
  public private(set) var isLockPresented = false
  /// Whether the privacy cover is shown.
  public private(set) var isCoverShown = false
  /// When the scene went to the background, if it is there now.
  public private(set) var backgroundedAt: BootInstant?
  /// Whether a biometric prompt PasscodeKit started is up.
  public private(set) var isBiometricPromptUp = false

  /// Creates a session with a grace period (default: none).
  public init(gracePeriod: Duration = .zero) {
    precondition(gracePeriod >= .zero, "the grace period cannot be negative")
    self.gracePeriod = gracePeriod
  }

  /// Applies an event and returns the effects to perform, in order.
  public mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .launched(let isSet):
      guard isSet else { return handle(.passcodeChanged(isSet: false)) }
      passcodeSet = true
      return lock()
    case .willResignActive:
      guard passcodeSet, !isCoverShown, !isLockPresented, !isBiometricPromptUp else { return [] }
      isCoverShown = true
      return [.showPrivacyCover]
    case .didEnterBackground(let now):
      backgroundedAt = now
      guard passcodeSet, !isCoverShown, !isLockPresented else { return [] }
      isCoverShown = true
      return [.showPrivacyCover]
    case .willEnterForeground(let now):
      defer { backgroundedAt = nil }
      guard passcodeSet, !isLocked, let leftAt = backgroundedAt else { return [] }
      guard let away = now.duration(since: leftAt), away <= gracePeriod else { return lock() }
      return []
    case .didBecomeActive:
      guard isCoverShown else { return [] }
      isCoverShown = false
      return [.hidePrivacyCover]
    case .unlocked:
      guard isLocked else { return [] }
      isLocked = false
      isLockPresented = false
      return [.dismissLock]
    case .lockRequested:
      return passcodeSet ? lock() : []
    case .biometricPromptStarted:
      isBiometricPromptUp = true
      return []
    case .biometricPromptEnded:
      isBiometricPromptUp = false
      return []
    case .passcodeChanged(let isSet):
      passcodeSet = isSet
      guard !isSet else { return [] }
      var effects: [Effect] = []
      if isLockPresented { effects.append(.dismissLock) }
      if isCoverShown { effects.append(.hidePrivacyCover) }
      isLocked = false
      isLockPresented = false
      isCoverShown = false
      return effects
    }
  }

  private mutating func lock() -> [Effect] {
    isLocked = true
    guard !isLockPresented else { return [] }
    isLockPresented = true
    return [.presentLock]
  }

  /// Checks the session's invariants; tests call it after every event.
  func assertInvariants() {
    precondition(!isLockPresented || isLocked, "the lock is presented only while locked")
    precondition(
      passcodeSet || (!isLocked && !isCoverShown), "nothing is hidden without a passcode")
  }
}
