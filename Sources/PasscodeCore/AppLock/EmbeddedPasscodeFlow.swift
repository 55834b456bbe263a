/// A passcode flow an app shows in its own navigation — pushed onto a Settings stack with a
/// back button, a step of its onboarding, a sheet — rather than in PasscodeKit's window:
/// setting, changing or turning off the passcode (UIKit's `PasscodeFlowViewController`,
/// SwiftUI's `PasscodeFlowView`).
///
/// The screen is the one PasscodeKit's own windows show, with the same rules, words and
/// accessibility; its result is one `PasscodeFlow.Ending`, delivered once. The app lock, the
/// privacy cover and on-demand checks stay in PasscodeKit's windows, above the app's: when the
/// app locks while an embedded flow is on screen, the lock covers it and the flow ends as
/// cancelled, so that nothing typed before the lock counts after it (APP-9).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum EmbeddedPasscodeFlow: Hashable, Sendable {
  /// Set a first passcode: typed twice, in the lock's `format` (the user may pick another type
  /// from Passcode Options).
  case set
  /// Change the passcode: the current one in its stored type, then the new one twice —
  /// starting in `startingIn` when given (LTHPasscodeViewController's "Simple" switch), else in
  /// the stored type.
  case change(startingIn: PasscodeFormat? = nil)
  /// Turn the passcode off: the current one, once.
  case turnOff

  /// The flow it runs: cancellable, never the app lock.
  public var flow: PasscodeFlow {
    switch self {
    case .set: PasscodeFlow(.create)
    case .change(let format): PasscodeFlow.change(startingIn: format)
    case .turnOff: PasscodeFlow(.remove)
    }
  }
}
