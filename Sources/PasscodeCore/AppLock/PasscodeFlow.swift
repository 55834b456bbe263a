/// One passcode flow a host starts with a single call — unlock, create, change or remove — and
/// the decisions around it that every presenter (UIKit, SwiftUI) shares: whether it starts at
/// all, how its screen is set up, when it ends and how, and what follows it (the lock session,
/// biometrics).
///
/// ```swift
/// let flow = PasscodeFlow(.change)
/// let biometrics = await lock.biometrics.availability(device: authenticator.device())
/// let status: Result<PasscodeStatus, StoreError>
/// do { status = .success(try await lock.status()) } catch PasscodeError.store(let error) {
///   status = .failure(error)  // damaged, or unreadable now: the flow says which
/// }
/// switch flow.start(status: status, lock: lock.configuration,
///                   biometrics: biometrics, reduceMotion: false) {
/// case .present(let configuration): show(PasscodeScreenDriver(configuration: configuration, …))
/// case .finish(let ending): return ending
/// case .refuse(let error): throw error
/// }
/// // after every update of the screen:
/// if let ending = flow.ending(of: driver.screen) { close(ending) }
/// ```
public struct PasscodeFlow: Hashable, Sendable {
  /// What to do when a flow is asked for.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Start: Equatable, Sendable {
    /// Present a screen set up like this.
    case present(PasscodeScreen.Configuration)
    /// Present nothing: the flow is already over, with this ending.
    case finish(Ending)
    /// Present nothing: the flow cannot run (no passcode to change, one already set, an
    /// unreadable store).
    case refuse(PasscodeError)
  }

  /// How a flow ended — an unlock, a step-up check, or setting, changing or removing the
  /// passcode: one answer for every flow the facades run.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Ending: Hashable, Sendable {
    /// The flow did what it was for: unlocked (with the passcode or biometrics), or the
    /// passcode was set, changed or removed.
    case completed
    /// An unlock or a check with no passcode set: there was nothing to ask, and nobody was
    /// asked. A step-up check before something sensitive (a payment) must not take this for a
    /// proof.
    case noPasscodeSet
    /// The user cancelled.
    case cancelled
    /// The user chose the host's fallback (account password) and it succeeded.
    case fallbackSucceeded
    /// The failure limit is reached: no passcode is accepted until the lock is reset.
    case permanentlyLocked
    /// From the permanent lock, the host erased its data and the passcode with it
    /// (`PasscodeScreen.PermanentLockRecovery.erase`): nothing is locked any more.
    case erased
  }

  /// What to do about biometric unlock once a flow ended.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum BiometricFollowUp: Hashable, Sendable {
    /// Nothing.
    case none
    /// Turn biometric unlock on: `PasscodeBiometrics.enable(using:)`.
    case enable
    /// Delete the biometric token the platform keeps: the passcode it stood in for is gone.
    case deleteToken
  }

  /// What the flow is for: the mode of the screen that runs it.
  public var mode: PasscodeScreen.Mode
  /// Whether the user may leave without finishing. An app lock may not be cancelled.
  public var allowsCancel: Bool
  /// Whether the host offers a fallback (account password). Only unlocking offers it.
  public var offersFallback: Bool
  /// Whether an unlock flow prompts for biometrics as soon as its screen appears (when they
  /// are available), rather than waiting for the biometric key.
  public var promptsBiometricsOnAppear: Bool
  /// Whether an unlock flow's screen prompts for biometrics again when the app returns to
  /// the foreground.
  public var promptsBiometricsOnForeground = true
  /// The way out the app lock offers once permanently locked (only the app lock stays on a
  /// permanently locked screen; other flows end at once).
  public var permanentLockRecovery: PasscodeScreen.PermanentLockRecovery
  /// The type a new passcode starts in (create, change): LTHPasscodeViewController's "Simple"
  /// switch. `nil` (the default) starts a new passcode in the lock's `format` when created and
  /// in the stored passcode's own type when changed. The current passcode is still asked for
  /// in its stored type; the user may still pick another type from Passcode Options. Ignored
  /// by unlocking and removing.
  public var newFormat: PasscodeFormat?

  /// Creates a flow.
  public init(
    _ mode: PasscodeScreen.Mode, allowsCancel: Bool = true, offersFallback: Bool = false,
    promptsBiometricsOnAppear: Bool = true,
    permanentLockRecovery: PasscodeScreen.PermanentLockRecovery = .none
  ) {
    self.mode = mode
    self.allowsCancel = allowsCancel
    self.offersFallback = offersFallback
    self.promptsBiometricsOnAppear = promptsBiometricsOnAppear
    self.permanentLockRecovery = permanentLockRecovery
  }

  /// A change whose new passcode starts in `format` (``newFormat``): the current passcode is
  /// asked for in its stored type, then the new one in `format`; `nil` starts it in the
  /// stored type, as `PasscodeFlow(.change)` does.
  public static func change(startingIn format: PasscodeFormat?) -> PasscodeFlow {
    var flow = PasscodeFlow(.change)
    flow.newFormat = format
    return flow
  }

  /// The app lock that ``AppLock`` presents: an unlock flow that cannot be cancelled.
  ///
  /// - Parameters:
  ///   - offersFallback: whether the host's fallback (account password) is offered.
  ///   - recovery: the permanently locked screen's way out: `.erase` when the host can erase
  ///     its protected data, `.reinstall` on iOS otherwise.
  ///   - biometricPrompt: when Face ID or Touch ID is offered without a tap on its key.
  public static func appLock(
    offersFallback: Bool, recovery: PasscodeScreen.PermanentLockRecovery = .none,
    biometricPrompt: BiometricPrompt = .onAppearAndForeground
  ) -> PasscodeFlow {
    var flow = PasscodeFlow(
      .unlock, allowsCancel: false, offersFallback: offersFallback,
      promptsBiometricsOnAppear: biometricPrompt != .onTap, permanentLockRecovery: recovery)
    flow.promptsBiometricsOnForeground = biometricPrompt == .onAppearAndForeground
    return flow
  }

  /// Whether this is the app lock: an unlock that cannot be cancelled, whose screen stays up
  /// until the app lock's runtime dismisses it (even when the passcode is permanently locked).
  public var isAppLock: Bool { mode == .unlock && !allowsCancel }

  /// Decides how the flow starts from the lock's status.
  ///
  /// - Unlocking without a passcode finishes at once, completed: there is nothing to unlock.
  ///   An unreadable store still presents the screen, which stays locked (damage is never a
  ///   way in).
  /// - Creating is refused when a passcode is set; changing and removing when none is, or
  ///   when the store cannot be read.
  /// - When the passcode is permanently locked, only the app lock presents its screen (to say
  ///   so and keep the content covered); every other flow finishes at once.
  /// - Only an unlock offers biometrics. Its screen is told whether they are available from
  ///   the start, so that a cancellable unlock puts Cancel under the keypad and leaves the
  ///   accessory slot to the biometric key, and the layout never jumps when the driver
  ///   confirms the availability.
  /// - Creating and changing offer the lock's passcode types
  ///   (`PasscodeConfiguration.offeredFormats`) as Passcode Options. A new passcode starts in
  ///   the lock's `format` when created, in the passcode's own format when changed — or in
  ///   ``newFormat`` when the flow names one; unlocking and removing ask for the passcode in
  ///   its stored format. A ``newFormat`` outside FMT-1's ranges refuses the flow
  ///   (`PasscodeError.invalidConfiguration(_:)`), before anything is shown.
  ///
  /// - Parameters:
  ///   - status: the lock's status, or why it could not be read.
  ///   - lock: the lock's configuration: the format of a new passcode, the types the user may
  ///     choose from, and whether weak ones are refused.
  ///   - biometrics: what `PasscodeBiometrics.availability(device:)` reports now; ignored
  ///     by flows that do not unlock.
  ///   - reduceMotion: whether the system asks to reduce motion.
  public func start(
    status: Result<PasscodeStatus, StoreError>, lock: PasscodeConfiguration,
    biometrics: BiometricAvailability, reduceMotion: Bool
  ) -> Start {
    let setsNew = mode == .create || mode == .change
    if setsNew, let newFormat, !newFormat.isValid {
      return .refuse(.invalidConfiguration(.formatOutOfRange(newFormat)))
    }
    func present(_ format: PasscodeFormat) -> Start {
      .present(
        PasscodeScreen.Configuration(
          mode: mode, format: format, newFormat: setsNew ? newFormat : nil,
          formatChoices: setsNew ? lock.offeredFormats : [],
          biometrics: mode == .unlock ? biometrics : .unavailable(.notEnabled),
          reduceMotion: reduceMotion, allowsCancel: allowsCancel,
          offersFallback: mode == .unlock && offersFallback,
          rejectsWeakPasscodes: lock.rejectsWeakPasscodes,
          promptsBiometricsOnForeground: promptsBiometricsOnForeground,
          permanentLockRecovery: isAppLock ? permanentLockRecovery : .none))
    }
    let current: PasscodeStatus
    switch status {
    case .success(let status): current = status
    case .failure(let error):
      guard mode == .unlock else { return .refuse(.store(error)) }
      return present(lock.format)
    }
    switch (mode, current.isSet) {
    case (.unlock, false): return .finish(.completed)
    case (.create, true): return .refuse(.alreadySet)
    case (.create, false): return present(lock.format)
    case (.change, false), (.remove, false): return .refuse(.notSet)
    case (.unlock, true), (.change, true), (.remove, true):
      if current.isPermanentlyLocked, !isAppLock { return .finish(.permanentlyLocked) }
      return present(current.format)
    }
  }

  /// The events to send once the screen appeared and its driver loaded the status: the
  /// biometric prompt of an unlock flow that prompts on appearance (the screen ignores it
  /// when biometrics are not available).
  public var eventsOnAppear: [PasscodeScreen.Event] {
    mode == .unlock && promptsBiometricsOnAppear ? [.biometricRequested] : []
  }

  /// How the flow ended, or `nil` while its screen must stay.
  ///
  /// A screen that finished ends the flow: completed, cancelled or by the fallback. A
  /// permanently locked screen ends it too, unless the fallback is offered (it is then the
  /// user's way forward, and the screen stays for it).
  public func ending(of screen: PasscodeScreen) -> Ending? {
    switch screen.outcome {
    case .unlocked, .unlockedWithBiometrics, .passcodeSet, .passcodeChanged, .passcodeRemoved:
      return .completed
    case .erased:
      return .erased
    case .cancelled:
      return .cancelled
    case .fallbackSucceeded:
      return .fallbackSucceeded
    case nil:
      let stuck =
        screen.isPermanentlyLocked && !screen.configuration.offersFallback
        && screen.configuration.permanentLockRecovery != .erase
      return stuck ? .permanentlyLocked : nil
    }
  }

  /// What the flow's ending means for the app lock (``AppLock``), if anything: an unlock
  /// (with the passcode, biometrics or the fallback) unlocks the app; a passcode set or
  /// removed changes whether there is anything to lock.
  public func consequence(after ending: Ending) -> Consequence? {
    switch (mode, ending) {
    case (.unlock, .completed), (.unlock, .fallbackSucceeded): .unlocked
    case (.create, .completed): .passcodeSet
    case (.remove, .completed), (_, .erased): .passcodeRemoved
    default: nil
    }
  }

  /// What a flow's ending means for the app lock.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Consequence: Hashable, Sendable {
    /// The user proved who they are: the app unlocks.
    case unlocked
    /// A passcode was set: there is something to lock from now on.
    case passcodeSet
    /// The passcode was removed or erased: nothing is locked any more.
    case passcodeRemoved
  }

  /// What to do about biometric unlock after the screen ended with `outcome`.
  ///
  /// Biometric unlock is turned on after the passcode itself was accepted — an unlock or a
  /// change — when the host wants it and it is off (never enabled, or switched off by an
  /// enrolment change, BIO-2). Creating a passcode is not such a success: the lock accepts
  /// the biometric enrolment only shortly after a verified passcode, so it follows the next
  /// passcode unlock. After the passcode is removed, the platform's token is deleted.
  ///
  /// - Parameters:
  ///   - outcome: how the screen ended (`nil` if it did not).
  ///   - wantsBiometrics: whether the host (its user) wants biometric unlock.
  ///   - availability: `PasscodeBiometrics.availability(device:)` now.
  public func biometricFollowUp(
    after outcome: PasscodeScreen.Outcome?, wantsBiometrics: Bool,
    availability: BiometricAvailability
  ) -> BiometricFollowUp {
    switch outcome {
    case .passcodeRemoved, .erased:
      return .deleteToken
    case .unlocked, .passcodeChanged, .passcodeSet:
      let off =
        availability == .unavailable(.notEnabled)
        || availability == .unavailable(.enrollmentChanged)
      return wantsBiometrics && off ? .enable : .none
    case .unlockedWithBiometrics, .fallbackSucceeded, .cancelled, nil:
      return .none
    }
  }
}

extension PasscodeFlow.Ending {
  /// The answer of a one-call create, change or remove: `true` when the passcode was set,
  /// changed or removed, `false` when the user cancelled.
  ///
  /// - Throws: `PasscodeError.currentPasscodeRejected(_:)` with
  ///   `VerificationResult.permanentlyLocked` when the failure limit was reached.
  public func updateResult() throws -> Bool {
    switch self {
    case .completed: return true
    case .cancelled, .fallbackSucceeded, .erased, .noPasscodeSet: return false
    case .permanentlyLocked: throw PasscodeError.currentPasscodeRejected(.permanentlyLocked)
    }
  }
}

/// When the app lock offers Face ID or Touch ID without a tap on the biometric key.
///
/// A prompt that fires by itself unlocks for whoever holds the phone and looks at it; apps
/// that guard health or money records often prefer ``onTap``. The key is there in every case
/// (when biometric unlock is on and may be used now).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum BiometricPrompt: Hashable, Sendable, CaseIterable {
  /// As the lock appears, and again at every return to the foreground (the default).
  case onAppearAndForeground
  /// As the lock appears only.
  case onAppear
  /// Only when the user taps the biometric key.
  case onTap
}
