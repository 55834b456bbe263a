/// The answer to one ``PasscodeLock/verify(_:)`` call.
///
/// Only ``wrong(attemptsLeft:wait:)`` counts as a failed attempt; every other answer leaves
/// the failure count as it was.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum VerificationResult: Equatable, Sendable {
  /// The passcode is right. The failure count is back to zero.
  case success
  /// The passcode is wrong and the failure was counted. `attemptsLeft` more failures are
  /// allowed before the permanent lock; the next attempt is accepted after `wait` (zero when
  /// there is no wait). `attemptsLeft == 0` means this failure locked the passcode for good.
  case wrong(attemptsLeft: Int, wait: Duration)
  /// An earlier failure imposed a wait that has not passed; nothing was checked (LOCK-2).
  case lockedOut(timeLeft: Duration)
  /// The failure limit was reached: no passcode is accepted, not even the right one, until
  /// the lock is reset (which erases the passcode) (LOCK-1, LOCK-5).
  case permanentlyLocked
  /// The same wrong passcode was entered again within five minutes; it was not counted again
  /// (LOCK-4).
  case duplicate(attemptsLeft: Int)
  /// The input does not fit the passcode's format; it was not counted (FMT-2, FMT-4).
  case invalidInput(InputError)
  /// No passcode is set.
  case notSet
  /// The store could not be read or written; the lock stays locked and nothing was checked
  /// (or, if the write of the count failed, the attempt was refused unchecked).
  case storeError(StoreError)
  /// A host-provided ``PasscodeVerifier`` could not check the code (for example, its server
  /// is unreachable). The attempt was counted, because it may have reached the verifier.
  case verifierFailed(VerifierError)

  /// Whether the passcode was accepted.
  public var isSuccess: Bool { self == .success }

  /// Whether this answer means the user must wait or can no longer unlock.
  public var isLocked: Bool {
    switch self {
    case .lockedOut, .permanentlyLocked: true
    case .wrong(let attemptsLeft, let wait): attemptsLeft == 0 || wait > .zero
    default: false
    }
  }
}
