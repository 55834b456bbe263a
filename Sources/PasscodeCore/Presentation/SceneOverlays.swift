/// What covers a scene's content, bottom to top: the one decision a presenter draws from its
/// ``LockSession``, whether the lock's status is known yet, and whether a host flow
/// (``PasscodeFlow``) is on display.
///
/// - Until the lock's status has been read, nobody knows whether a passcode is set, so the
///   privacy cover hides the content (it must not flash before the lock appears at launch).
/// - A host flow sits above the content, the app lock above the flow (a flow left on screen
///   when the app locks waits under the lock), and the privacy cover above everything.
/// - Only the top layer takes input and is visible to VoiceOver; the content takes none while
///   anything covers it.
public struct SceneOverlays: Equatable, Sendable {
  /// A layer over the content.
  public enum Layer: String, CaseIterable, Hashable, Sendable {
    /// A flow the host asked for: set, change, remove or confirm the passcode.
    case flowScreen
    /// The app lock.
    case lockScreen
    /// The privacy cover (for the app switcher's snapshot, and until the status is known).
    case privacyCover
  }

  /// The layers shown, bottom to top.
  public let layers: [Layer]

  /// Decides the layers.
  ///
  /// - Parameters:
  ///   - session: the scene's lock session.
  ///   - statusLoaded: whether the lock's status has been read (and sent to the session as
  ///     ``LockSession/Event/launched(passcodeSet:)``).
  ///   - flowPresented: whether a host flow is on display.
  public init(session: LockSession, statusLoaded: Bool, flowPresented: Bool) {
    var layers: [Layer] = []
    if flowPresented { layers.append(.flowScreen) }
    if session.isLockPresented { layers.append(.lockScreen) }
    if session.isCoverShown || !statusLoaded { layers.append(.privacyCover) }
    self.layers = layers
  }

  /// Whether `layer` is shown.
  public func shows(_ layer: Layer) -> Bool { layers.contains(layer) }

  /// The layer that takes input and VoiceOver's attention: the top one. `nil` when nothing
  /// covers the content, which then takes input itself.
  public var topLayer: Layer? { layers.last }

  /// Whether the content is covered: hide it from VoiceOver and let it take no input.
  public var coversContent: Bool { !layers.isEmpty }

  /// Whether `layer` takes input now (it is shown and on top).
  public func isInteractive(_ layer: Layer) -> Bool { topLayer == layer }

  /// The screen events of a scene change (``SceneLifecycle/Events/screen``) that the passcode
  /// screen of `layer` receives: every screen is wiped in the background, but only the one
  /// that takes input is brought back to the foreground — a flow waiting under the lock must
  /// not prompt for biometrics as well.
  public func screenEvents(_ events: [PasscodeScreen.Event], for layer: Layer)
    -> [PasscodeScreen.Event]
  {
    guard shows(layer) else { return [] }
    return events.filter { $0 != .foregrounded || isInteractive(layer) }
  }
}
