/// A window scene protected by the passcode, from the moment it connects: a ``LockSession``
/// plus the short time before the lock's status is known.
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
/// ```swift
/// var scene = ProtectedScene(gracePeriod: .seconds(60))
/// perform(scene.handle(.connected))                        // [.showPrivacyCover]
/// perform(scene.handle(.statusLoaded(try? await lock.status())))
/// perform(scene.handle(.lifecycle(.willResignActive)))     // LockSession's events
/// ```
public struct ProtectedScene: Equatable, Sendable {
  /// Something that happened to the scene.
  public enum Event: Equatable, Sendable {
    /// The scene connected (or protection was switched on for it); the status is being read.
    case connected
    /// The lock's status arrived; `nil` when the store could not be read.
    case statusLoaded(PasscodeStatus?)
    /// A ``LockSession`` event: the scene's life cycle, an unlock, a passcode set or removed.
    case session(LockSession.Event)
  }

  /// The lock session that decides once the status is known.
  public private(set) var session: LockSession
  /// Whether the status is still being read (the content is covered meanwhile).
  public private(set) var isLoadingStatus = false
  /// A passcode set or removed while the status was loading.
  private var changedWhileLoading: Bool?

  /// Creates a protected scene whose session locks after `gracePeriod` in the background.
  public init(gracePeriod: Duration = .zero) {
    session = LockSession(gracePeriod: gracePeriod)
  }

  /// Whether the content is covered by the privacy cover now (while loading, or by the
  /// session's decision).
  public var isCoverShown: Bool { isLoadingStatus || session.isCoverShown }

  /// Whether the app's own content is hidden now — from the eye and from VoiceOver — by the
  /// privacy cover or the lock.
  public var hidesContent: Bool { isCoverShown || session.isLockPresented }

  /// Whether an unlock asked for now has to wait for the user: the lock is presented, or will
  /// be if the status, still loading, says a passcode is set. Otherwise there is nothing to
  /// unlock.
  public var unlockIsPending: Bool { isLoadingStatus || session.isLockPresented }

  /// Applies an event and returns the effects to perform, in order.
  public mutating func handle(_ event: Event) -> [LockSession.Effect] {
    switch event {
    case .connected:
      guard !isLoadingStatus else { return [] }
      let wasCovered = isCoverShown
      isLoadingStatus = true
      return wasCovered ? [] : [.showPrivacyCover]
    case .statusLoaded(let status):
      guard isLoadingStatus else { return [] }
      isLoadingStatus = false
      let isSet = changedWhileLoading ?? status?.isSet ?? true
      changedWhileLoading = nil
      var effects = session.handle(.launched(passcodeSet: isSet))
      if !session.isCoverShown { effects.append(.hidePrivacyCover) }
      return effects
    case .session(let event):
      guard isLoadingStatus else { return session.handle(event) }
      if case .passcodeChanged(let isSet) = event { changedWhileLoading = isSet }
      return []
    }
  }
}
