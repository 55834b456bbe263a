/// How a one-call unlock ended.
public enum UnlockResult: Hashable, Sendable {
  /// The user entered the passcode, or was recognised by biometrics.
  case unlocked
  /// No passcode is set: nobody was asked anything. A step-up check before something
  /// sensitive (a payment) must not take this for a proof.
  case noPasscodeSet
  /// The user cancelled (only when the unlock allowed it).
  case cancelled
  /// The user chose the host's fallback (account password) and it succeeded. The passcode was
  /// not entered: the host decides what follows, typically offering to reset the passcode.
  case fallbackSucceeded
  /// The failure limit is reached: no passcode is accepted any more. The host may erase its
  /// protected data and reset the lock (LOCK-5); until then an app lock stays on screen.
  case permanentlyLocked
  /// The app lock was permanently locked and the user chose Erase Data: the app's recovery
  /// erased its protected data, and the passcode was erased with it. Nothing is locked now.
  case erased

  /// The result of a flow that ended this way.
  public init(_ ending: PasscodeFlow.Ending) {
    switch ending {
    case .completed: self = .unlocked
    case .cancelled: self = .cancelled
    case .fallbackSucceeded: self = .fallbackSucceeded
    case .permanentlyLocked: self = .permanentlyLocked
    case .erased: self = .erased
    }
  }
}

extension PasscodeFlow.Ending {
  /// The ending of an unlock flow that ended with `result`.
  public init(_ result: UnlockResult) {
    switch result {
    case .unlocked, .noPasscodeSet: self = .completed
    case .cancelled: self = .cancelled
    case .fallbackSucceeded: self = .fallbackSucceeded
    case .permanentlyLocked: self = .permanentlyLocked
    case .erased: self = .erased
    }
  }
}
