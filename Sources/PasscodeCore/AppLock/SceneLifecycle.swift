/// A window scene's activity over time, translated into the steps the shared state machines
/// take: ``AppLock``'s (privacy cover, the app's time away) and the ``PasscodeScreen`` on
/// display (wipe on backgrounding, biometric prompt on return).
///
/// UIKit reports these moments through separate scene notifications, SwiftUI only as the
/// scene's phase (`ScenePhase`), which skips steps (it may go from active straight to the
/// background). Both skins report each new activity, and this type turns every change into
/// the same events, in the same order, so that both lock at the same moments. A
/// ``AppLock`` keeps one per scene and routes its events; a passcode screen shown on its own
/// uses one directly:
///
/// ```swift
/// .onChange(of: scenePhase) { phase in
///   let events = lifecycle.change(to: SceneLifecycle.Activity(phase), at: SystemBootClock().now())
///   // events.screen: .backgrounded, or .foregrounded after `await driver.start()`
/// }
/// ```
@_spi(Skins) public struct SceneLifecycle: Equatable, Sendable {
  /// How present the scene is, from most to least (`ScenePhase`, `UIScene.ActivationState`).
  public enum Activity: String, CaseIterable, Hashable, Sendable {
    /// In the foreground and receiving events.
    case active
    /// In the foreground without receiving events: the app switcher, an incoming call, Control
    /// Centre, and the moments on the way to and from the background.
    case inactive
    /// Not visible.
    case background
  }

  /// One step of a scene's way to and from the background, as UIKit's scene notifications
  /// name them.
  public enum Step: Equatable, Sendable {
    /// The scene is about to resign active (app switcher, incoming call, Control Centre).
    case willResignActive
    /// The scene went to the background at this boot-clock reading.
    case didEnterBackground(BootInstant)
    /// The scene is coming back to the foreground at this boot-clock reading.
    case willEnterForeground(BootInstant)
    /// The scene is active again.
    case didBecomeActive
  }

  /// The events for one change of activity.
  public struct Events: Equatable, Sendable {
    /// The steps of the change, in order, for the app lock's runtime.
    var session: [Step]
    /// For the passcode screen on display, if any: ``PasscodeScreen/Event/backgrounded`` when
    /// the scene goes to the background; ``PasscodeScreen/Event/foregrounded`` when it is
    /// active again after having been in the background. Before sending `.foregrounded`, await
    /// ``PasscodeScreenDriver/start()``, which reloads the lockout and the biometric
    /// availability, so that the prompt it may trigger uses the current state.
    var screen: [PasscodeScreen.Event]

    /// Creates a set of events.
    init(session: [Step] = [], screen: [PasscodeScreen.Event] = []) {
      self.session = session
      self.screen = screen
    }
  }

  /// The scene's activity now.
  private(set) var activity: Activity
  /// Whether the scene went to the background since it was last active.
  private(set) var isReturningFromBackground = false

  /// Starts tracking a scene whose activity is `activity`.
  init(activity: Activity) {
    self.activity = activity
    isReturningFromBackground = activity == .background
  }

  /// Moves to `new` and returns the events the move stands for; `now` is the boot-clock reading
  /// (`MonotonicClock`) used for the auto-lock grace period (CLK-2).
  ///
  /// | from → to | session events | screen events |
  /// |---|---|---|
  /// | active → inactive | `willResignActive` | |
  /// | inactive → background | `didEnterBackground(now)` | `backgrounded` |
  /// | background → inactive | `willEnterForeground(now)` | |
  /// | inactive → active | `didBecomeActive` | `foregrounded` if it was in the background |
  ///
  /// A jump over `inactive` produces both steps' events, in order. Staying put produces none.
  mutating func change(to new: Activity, at now: BootInstant) -> Events {
    let old = activity
    guard new != old else { return Events() }
    activity = new
    var events = Events()
    if old == .active {
      events.session.append(.willResignActive)
    }
    if new == .background {
      events.session.append(.didEnterBackground(now))
      events.screen.append(.backgrounded)
      isReturningFromBackground = true
    }
    if old == .background {
      events.session.append(.willEnterForeground(now))
    }
    if new == .active {
      events.session.append(.didBecomeActive)
      if isReturningFromBackground { events.screen.append(.foregrounded) }
      isReturningFromBackground = false
    }
    return events
  }
}
