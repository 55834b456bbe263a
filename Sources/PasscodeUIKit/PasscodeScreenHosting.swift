#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// A view controller that draws one passcode screen for a ``PasscodePresenter``, whichever
  /// skin draws it: UIKit's ``PasscodeViewController``, or a hosting controller of SwiftUI's
  /// `PasscodeView`.
  ///
  /// The presenter puts it in one of its windows and hears from it once, through ``onEnd``;
  /// in return it routes the scene's activity to it, as the scene's ``ProtectedScene`` decides.
  /// The screen itself never reads the scene's phase: a screen waiting under the lock must not
  /// prompt for biometrics as well.
  @MainActor
  public protocol PasscodeScreenHosting: UIViewController {
    /// The driver running the screen.
    var driver: PasscodeScreenDriver { get }
    /// Called once, when the flow ends (``PasscodeFlow/ending(of:)``), with its ending and
    /// the screen's last state.
    var onEnd: ((PasscodeFlow.Ending, PasscodeScreen) -> Void)? { get set }
    /// A scene event the presenter's ``ProtectedScene`` routes to this screen:
    /// ``PasscodeScreen/Event/backgrounded`` at once; ``PasscodeScreen/Event/foregrounded``
    /// after ``PasscodeScreenDriver/start()``, and not before the scene is active.
    func sceneChanged(_ event: PasscodeScreen.Event)
    /// The scene became active (`UIScene.didActivateNotification`): send the events that wait
    /// for it — the biometric prompt of ``PasscodeFlow/eventsOnAppear`` or of a return from
    /// the background, which needs an active app.
    func sceneDidBecomeActive()
    /// Whether the screen may hold the keyboard focus and send the prompts it keeps (its
    /// biometric prompt), as the presenter's `ProtectedScene.holdsFocus(_:)` says: `false` for
    /// a flow waiting under the lock. Set by the presenter; on `true` the screen takes the
    /// focus and sends what it kept.
    var holdsFocus: Bool { get set }
    /// Stops the screen's timers, when it goes away for good.
    func stop()
  }

  extension PasscodeViewController: PasscodeScreenHosting {}
#endif
