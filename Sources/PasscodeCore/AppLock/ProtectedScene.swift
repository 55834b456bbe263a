/// A window scene PasscodeKit presents in, protected by the passcode once the host asks
/// (``Event/connected``): its ``LockSession``,
/// the short time before the lock's status is known, its activity (``SceneLifecycle``), and
/// what covers its content — the one model of a scene that the UIKit and SwiftUI presenters
/// share.
///
/// Reading the status takes a moment (a Keychain read). Until it arrives the scene's content
/// is covered, so that a locked app never shows its content for a frame at launch; then the
/// session decides (present the lock, or nothing) and the cover goes, after the lock is up.
/// A store that cannot be read counts as a passcode set: damage is never a way in.
///
/// While the status loads, the session hears nothing: the cover is up and launching locks
/// anyway when a passcode is set. Only a passcode set or removed meanwhile is remembered, as
/// newer than the status being read.
///
/// What covers the content is a stack of ``Layer``s, bottom to top: a flow the host asked for
/// (set, change, remove or confirm the passcode), the privacy cover, the app lock. A flow left
/// on screen when the app locks waits under the lock. Only the top layer takes input and is
/// visible to VoiceOver; the content takes none while anything covers it (``hidesContent``).
/// When the content becomes hidden, editing in it ends (``Effect/endEditing``): a keyboard
/// left up for the content would float above the lock, and what is typed would go to a field
/// nobody sees.
///
/// Before ``Event/connected`` the scene is not protected (``isProtected``): flows run in it —
/// set, change, remove, an on-demand ``PasscodeCheck`` — and their screens hear the scene's
/// activity, but the session hears nothing, so nothing ever covers or locks the content: a
/// flow does not turn the app lock on.
///
/// ```swift
/// var scene = ProtectedScene(gracePeriod: .seconds(60))
/// perform(scene.handle(.connected))                  // [.endEditing, .session(.showPrivacyCover)]
/// perform(scene.handle(.statusLoaded(try? await lock.status())))
/// perform(scene.handle(.activityChanged(.inactive, at: SystemBootClock().now())))
/// ```
public struct ProtectedScene: Equatable, Sendable {
  /// Something that covers the scene's content.
  public enum Layer: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// A flow the host asked for: set, change, remove or confirm the passcode.
    case flowScreen
    /// The privacy cover (for the app switcher's snapshot, and until the status is known).
    case privacyCover
    /// The app lock.
    case lockScreen

    /// Whether `lhs` lies under `rhs`.
    public static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Something that happened to the scene.
  public enum Event: Equatable, Sendable {
    /// Protection was switched on for the scene (at its connection, or later); the status is
    /// being read.
    case connected
    /// The lock's status arrived; `nil` when the store could not be read.
    case statusLoaded(PasscodeStatus?)
    /// The scene's activity changed (`UIScene.ActivationState`, SwiftUI's `ScenePhase`), at
    /// this boot-clock reading (`MonotonicClock`), which times the grace period (CLK-2).
    case activityChanged(SceneLifecycle.Activity, at: BootInstant)
    /// A host flow's screen went up.
    case flowPresented
    /// The host flow's screen went away.
    case flowDismissed
    /// Any other ``LockSession`` event: an unlock, a lock requested, a passcode set or
    /// removed.
    case session(LockSession.Event)
  }

  /// What the presenter must do.
  public enum Effect: Equatable, Sendable {
    /// Perform the lock session's effect: show or hide the privacy cover, present or dismiss
    /// the lock.
    case session(LockSession.Effect)
    /// Send this event to the passcode screen of the layer: ``PasscodeScreen/Event/backgrounded``
    /// to every screen shown when the scene goes to the background;
    /// ``PasscodeScreen/Event/foregrounded`` only to the screen on top when it is active
    /// again (a flow waiting under the lock must not prompt for biometrics as well). Await
    /// ``PasscodeScreenDriver/start()`` before sending `.foregrounded`, so that the prompt it
    /// may trigger uses the current lockout and biometric availability.
    case screen(PasscodeScreen.Event, Layer)
    /// End editing in the app's content (resign its first responder, so that its keyboard
    /// goes down): emitted first among the effects of the event that hides the content
    /// (``hidesContent`` turning from `false` to `true`), before the layer that hides it goes
    /// up.
    case endEditing
  }

  /// The lock session that decides once the status is known.
  public private(set) var session: LockSession
  /// The scene's activity.
  public private(set) var lifecycle: SceneLifecycle
  /// How long the scene may stay in the background without locking again; a change applies
  /// from the next time the scene goes to the background.
  public var gracePeriod: Duration {
    get { session.gracePeriod }
    set { session.gracePeriod = max(newValue, .zero) }
  }
  /// Whether the scene is protected (``Event/connected`` happened): only then does the session
  /// hear anything, and lock or cover the content.
  public private(set) var isProtected = false
  /// Whether the status is still being read (the content is covered meanwhile).
  public private(set) var isLoadingStatus = false
  /// Whether a host flow's screen is up.
  public private(set) var isFlowPresented = false
  /// A passcode set or removed while the status was loading.
  private var changedWhileLoading: Bool?

  /// Creates a protected scene whose session locks after `gracePeriod` in the background.
  ///
  /// - Parameters:
  ///   - gracePeriod: how long the scene may stay in the background without locking again.
  ///   - activity: the scene's activity now.
  public init(gracePeriod: Duration = .zero, activity: SceneLifecycle.Activity = .active) {
    session = LockSession(gracePeriod: gracePeriod)
    lifecycle = SceneLifecycle(activity: activity)
  }

  /// Whether the content is covered by the privacy cover now (while loading, or by the
  /// session's decision).
  public var isCoverShown: Bool { isLoadingStatus || session.isCoverShown }

  /// What covers the content now, bottom to top.
  public var layers: [Layer] {
    var layers: [Layer] = []
    if isFlowPresented { layers.append(.flowScreen) }
    if isCoverShown { layers.append(.privacyCover) }
    if session.isLockPresented { layers.append(.lockScreen) }
    return layers
  }

  /// The layer that takes input and VoiceOver's attention: the top one; `nil` when nothing
  /// covers the content, which then takes input itself.
  public var topLayer: Layer? { layers.last }

  /// Whether `layer` is shown.
  public func shows(_ layer: Layer) -> Bool { layers.contains(layer) }

  /// Whether `layer` takes input now: it is shown, and on top.
  public func isInteractive(_ layer: Layer) -> Bool { topLayer == layer }

  /// Whether the screen of `layer` (``Layer/lockScreen`` or ``Layer/flowScreen``) may hold
  /// the keyboard focus and send the prompts it keeps for when it is on top (its biometric
  /// prompt): the topmost screen shown, the privacy cover aside. A flow under the lock never
  /// does — keys and Face ID belong to the lock. The cover is left out because it comes and
  /// goes with every resign-active (Control Centre, a call): taking the focus away under it
  /// would drop and raise the keyboard each time; the screen's prompts wait for an active
  /// scene anyway.
  public func holdsFocus(_ layer: Layer) -> Bool {
    guard layer != .privacyCover, shows(layer) else { return false }
    return layers.last(where: { $0 != .privacyCover }) == layer
  }

  /// Whether the app's own content is hidden now — from the eye and from VoiceOver, and from
  /// touches — by a flow, the privacy cover or the lock.
  public var hidesContent: Bool { !layers.isEmpty }

  /// Whether an unlock asked for now has to wait for the user: the lock is presented, or will
  /// be if the status, still loading, says a passcode is set. Otherwise there is nothing to
  /// unlock.
  public var unlockIsPending: Bool { isLoadingStatus || session.isLockPresented }

  /// Applies an event and returns the effects to perform, in order: ``Effect/endEditing``
  /// first when the event hides the content.
  public mutating func handle(_ event: Event) -> [Effect] {
    let wasHidingContent = hidesContent
    let effects = apply(event)
    guard !wasHidingContent, hidesContent else { return effects }
    return [.endEditing] + effects
  }

  private mutating func apply(_ event: Event) -> [Effect] {
    switch event {
    case .connected:
      isProtected = true
      guard !isLoadingStatus else { return [] }
      let wasCovered = isCoverShown
      isLoadingStatus = true
      return wasCovered ? [] : [.session(.showPrivacyCover)]
    case .statusLoaded(let status):
      guard isLoadingStatus else { return [] }
      isLoadingStatus = false
      let isSet = changedWhileLoading ?? status?.isSet ?? true
      changedWhileLoading = nil
      var effects = session.handle(.launched(passcodeSet: isSet))
      if !session.isCoverShown { effects.append(.hidePrivacyCover) }
      return effects.map(Effect.session)
    case .activityChanged(let activity, let now):
      let events = lifecycle.change(to: activity, at: now)
      var effects: [Effect] = []
      for event in events.session { effects += sessionEffects(event) }
      for layer in [Layer.flowScreen, .lockScreen] where shows(layer) {
        for event in events.screen where event != .foregrounded || isInteractive(layer) {
          effects.append(.screen(event, layer))
        }
      }
      return effects
    case .flowPresented:
      isFlowPresented = true
      return []
    case .flowDismissed:
      isFlowPresented = false
      return []
    case .session(let event):
      return sessionEffects(event)
    }
  }

  /// The session's effects for `event`; nothing before the scene is protected, or while the
  /// status loads.
  private mutating func sessionEffects(_ event: LockSession.Event) -> [Effect] {
    guard isProtected else { return [] }
    guard isLoadingStatus else { return session.handle(event).map(Effect.session) }
    if case .passcodeChanged(let isSet) = event { changedWhileLoading = isSet }
    return []
  }

  /// Checks the scene's invariants; tests call it after every event.
  func assertInvariants() {
    session.assertInvariants()
    precondition(changedWhileLoading == nil || isLoadingStatus, "a change waits only on loading")
    precondition(
      isProtected || session == LockSession(gracePeriod: session.gracePeriod), "untouched")
  }
}
