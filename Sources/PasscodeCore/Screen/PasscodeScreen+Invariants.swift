@_spi(Core) import PasscodeEngine

extension PasscodeScreen {
  /// Traps if the state is inconsistent. Tests call it after every transition.
  func assertInvariants() {
    let length = format.maximumLength
    precondition(entry.capacity == length, "the entry holds exactly the longest passcode")
    precondition(entry.byteCount <= length, "the entry never exceeds the format")
    precondition(heldCount <= length, "held dots never exceed the format")

    switch phase {
    case .entering:
      precondition(heldCount == 0, "dots are held only while waiting or after an error")
      if format.submitsAutomatically {
        precondition(entry.byteCount < length, "a full fixed-length code is submitted at once")
      }
    case .awaiting, .holdingError:
      precondition(entry.isEmpty, "a submitted code is wiped from the entry (MEM-1)")
      precondition(heldCount > 0, "the dots of a submitted code stay visible")
      if isAwaitingLock {
        precondition(overlay == nil, "nothing covers a screen waiting for the lock")
      }
    case .lockedOut(let remaining, _):
      precondition(remaining > .zero, "a lockout has time left")
      precondition(!biometrics.isAvailable, "no biometrics while locked out (BIO-2)")
      precondition(storedMessage?.kind == .lockout, "a lockout shows its countdown")
    case .permanentlyLocked:
      precondition(!biometrics.isAvailable, "no biometrics when locked for good (BIO-2)")
      precondition(storedMessage?.kind == .lockout, "the permanent lock is shown")
    case .storeFailed:
      precondition(!biometrics.isAvailable, "no biometrics without a readable store")
      precondition(storedMessage?.kind == .lockout, "the store's failure is shown")
    case .done:
      precondition(overlay == nil && storedMessage == nil, "a finished screen shows nothing")
    }
    if lockoutRemaining != nil || isPermanentlyLocked || storeFailure != nil || isDone {
      precondition(entry.isEmpty && heldCount == 0, "nothing typed survives a lock or the end")
      precondition(
        newPasscode == nil && currentPasscode == nil, "no passcode is kept when input stops")
    }

    switch mode {
    case .unlock, .remove:
      precondition(step == .current, "unlock and remove ask for the current passcode only")
    case .create:
      precondition(step != .current, "create asks for a new passcode only")
    case .change:
      // During an error hold the flow continues at the held step, not the one shown.
      var continuing = step
      if case .holdingError(_, let next) = phase { continuing = next }
      if continuing != .current, !isAwaitingLock, !isDone {
        precondition(currentPasscode != nil, "a change continues only with its current passcode")
      }
    }
    if newPasscode != nil {
      precondition(
        step == .confirm || phase == .awaiting(.update), "a new passcode waits for confirmation")
    }
    if currentPasscode != nil { precondition(mode == .change, "only a change keeps the current") }

    let visible = accessories
    precondition(!isInputEnabled || phase == .entering, "input only while entering")
    if visible.contains(.biometrics) {
      precondition(mode == .unlock && biometrics.isAvailable, "biometrics only to unlock")
    }
    if visible.contains(.delete) { precondition(!entry.isEmpty, "Delete only with input") }
    if overlay == .biometrics { precondition(phase == .entering, "the prompt covers input") }
    if overlay == .formatOptions {
      precondition(phase == .entering && !offeredFormats.isEmpty, "options cover input")
    }
    if visible.contains(.formatOptions) {
      precondition(step == .new && isInputEnabled, "options only while a new code is typed")
    }
    if case .fixed(let filled, let total) = dots {
      precondition(filled <= total, "never more dots filled than there are")
    }
  }
}
