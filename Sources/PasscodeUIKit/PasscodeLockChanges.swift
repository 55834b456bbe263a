#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// The one place a passcode set or removed is announced, for every presenter of the same
  /// `PasscodeLock`: UIKit's ``PasscodeKit`` scenes and SwiftUI's `PasscodeController`s
  /// alike, so that a passcode turned on in one window is known in every other.
  ///
  /// TEMPORARY — switch to the engine's observation stream on `PasscodeLock` when it lands:
  /// each ``PasscodePresenter`` then listens to its lock's stream and hears
  /// `LockSession.Event.passcodeChanged(isSet:)` from it, and this type and its two callers
  /// (``PasscodePresenter``'s `announce(_:)` and ``PasscodeKit/resetPasscode()``) go away.
  /// Until then only changes made through a presenter or ``PasscodeKit/resetPasscode()`` are
  /// heard; a presenter still reads the lock's status afresh before it ever lets an unlock
  /// through (``PasscodePresenter/unlock()``, the lock window).
  @MainActor
  enum PasscodeLockChanges {
    private final class Entry {
      weak var presenter: PasscodePresenter?
      init(_ presenter: PasscodePresenter) { self.presenter = presenter }
    }

    private static var entries: [Entry] = []

    /// Starts telling `presenter` about changes to its lock (until it is gone).
    static func register(_ presenter: PasscodePresenter) {
      entries.removeAll { $0.presenter == nil || $0.presenter === presenter }
      entries.append(Entry(presenter))
    }

    /// Tells every presenter whose lock is `lock` (now: a presenter reads its host's lock
    /// each time) that a passcode was set or removed.
    static func passcodeChanged(isSet: Bool, on lock: PasscodeLock) {
      entries.removeAll { $0.presenter == nil }
      let audience = entries.compactMap(\.presenter).filter { $0.lock === lock }
      for presenter in audience { presenter.hear(.passcodeChanged(isSet: isSet)) }
    }
  }
#endif
