@_spi(Core) import PasscodeEngine

extension PasscodeScreen {
  /// Applies `event` and returns what the skin must do, in order.
  ///
  /// Events that do not apply now (a key press during a lockout, a stale timer, an answer
  /// nobody asked for, anything after the flow ended) change nothing and return no effects.
  public mutating func handle(_ event: Event) -> [Effect] {
    if isDone { return [] }
    switch event {
    case .digit(let digit):
      precondition(digit <= 9, "a digit key types 0 to 9")
      return type(UInt8(ascii: "0") + digit)
    case .character(let scalar):
      guard let byte = PasscodeFormat.normalizedByte(for: scalar, numeric: format.isNumeric)
      else { return [] }
      return type(byte)
    case .delete:
      guard isInputEnabled, !entry.isEmpty else { return [] }
      entry.removeLastScalar()
      return [.haptic(.tap), .announce(progress)]
    case .clear:
      guard isInputEnabled, !entry.isEmpty else { return [] }
      entry.wipe()
      return [.announce(progress)]
    case .submit:
      return submit()
    case .cancel:
      guard accessories.contains(.cancel) else { return [] }
      return finish(.cancelled)
    case .biometricRequested:
      guard accessories.contains(.biometrics), case .available(let kind) = biometrics else {
        return []
      }
      overlay = .biometrics
      return [.requestBiometrics(kind)]
    case .biometricResult(let result):
      return biometricsFinished(result)
    case .biometricAvailabilityChanged(let availability):
      // BIO-2: never offered while locked out, whatever the host says.
      let locked = lockoutRemaining != nil || isPermanentlyLocked || storeFailure != nil
      if !(locked && availability.isAvailable) { biometrics = availability }
      return []
    case .secondaryActionRequested:
      guard accessories.contains(.secondaryAction) else { return [] }
      entry.wipe()
      return [.skin(.performSecondaryAction)]
    case .fallbackRequested:
      guard accessories.contains(.fallback) else { return [] }
      entry.wipe()
      overlay = .fallback
      return [.showFallback]
    case .fallbackFinished(let succeeded):
      guard overlay == .fallback else { return [] }
      overlay = nil
      return succeeded ? finish(.fallbackSucceeded) : []
    case .recoveryRequested:
      guard accessories.contains(.recovery) else { return [] }
      overlay = .recovery
      return [.showRecovery]
    case .recoveryFinished(let erased):
      guard overlay == .recovery else { return [] }
      overlay = nil
      return erased ? finish(.erased) : []
    case .formatOptionsRequested:
      guard accessories.contains(.formatOptions) else { return [] }
      overlay = .formatOptions
      return [.showFormatOptions(formatOptions)]
    case .formatChosen(let format):
      guard overlay == .formatOptions, offeredFormats.contains(format) else { return [] }
      overlay = nil
      return chooseFormat(format)
    case .formatOptionsDismissed:
      guard overlay == .formatOptions else { return [] }
      overlay = nil
      return []
    case .statusLoaded(let status):
      return statusLoaded(status)
    case .storeFailed(let error):
      return storeFailed(error)
    case .verified(let result):
      guard phase == .awaiting(.verify) else { return [] }
      return verified(result)
    case .updated(let error):
      guard phase == .awaiting(.update) else { return [] }
      return updated(error)
    case .tick(let token, let elapsed):
      return tick(token, elapsed: elapsed)
    case .clearDotsTimerFired(let token):
      guard case .holdingError(token, let next) = phase else { return [] }
      phase = .entering
      heldCount = 0
      step = next
      return []
    case .backgrounded:
      backgrounded()
      return []
    case .foregrounded:
      return foregrounded()
    }
  }

  // MARK: - Typing

  private mutating func type(_ byte: UInt8) -> [Effect] {
    guard isInputEnabled, entry.append(Unicode.Scalar(byte)) else { return [] }
    storedMessage = nil
    var effects: [Effect] = [.haptic(.tap), .announce(progress)]
    if format.submitsAutomatically, entry.byteCount == format.maximumLength {
      effects += submit()
    }
    return effects
  }

  private mutating func submit() -> [Effect] {
    guard isInputEnabled, !entry.isEmpty else { return [] }  // FMT-4: empty never submits.
    guard entry.byteCount >= format.minimumLength else {
      // FMT-4: incomplete input never reaches the lock; what was typed stays.
      let message = Message(
        text: LocalizedText(
          error: InputError.tooShort(minimum: format.minimumLength, unit: format.lengthUnit)),
        kind: .error)
      storedMessage = message
      return [.haptic(.error), .announce(message.text)]
    }
    switch (mode, step) {
    case (.unlock, _):
      return [.verify(handOver(.verify))]
    case (.change, .current):
      currentPasscode = entry
      return [.verify(handOver(.verify))]
    case (.remove, _):
      return [.removePasscode(current: handOver(.update))]
    case (_, .new):
      return newPasscodeEntered()
    case (_, .confirm):
      return confirmationEntered()
    case (.create, .current):
      preconditionFailure("a create flow has no current passcode")
    }
  }

  /// Moves the typed code into a copy for the lock, wipes the entry (MEM-1) and waits.
  private mutating func handOver(_ request: Request) -> SecretBuffer {
    let payload = entry.copy()
    heldCount = entry.byteCount
    entry.wipe()
    phase = .awaiting(request)
    return payload
  }

  private mutating func newPasscodeEntered() -> [Effect] {
    if configuration.rejectsWeakPasscodes,
      let reason = WeakPasscodePolicy.weakness(of: entry.copy())
    {
      return holdError(LocalizedText(weakness: reason), next: .new)
    }
    newPasscode = entry
    entry.wipe()
    step = .confirm
    return [.announce(title)]
  }

  private mutating func confirmationEntered() -> [Effect] {
    guard let newPasscode, newPasscode == entry else {
      return holdError(LocalizedText(.mismatch), next: .new)
    }
    if mode == .create { return [.setPasscode(handOver(.update), format: chosenFormat)] }
    guard let currentPasscode else {
      preconditionFailure("a change is confirmed only after the current passcode was accepted")
    }
    let current = currentPasscode.copy()
    return [.changePasscode(current: current, new: handOver(.update), format: chosenFormat)]
  }

  /// The user chose `format` for the new passcode: what was typed is wiped (MEM-1), the
  /// screen follows the format, and VoiceOver says what it needs now.
  private mutating func chooseFormat(_ format: PasscodeFormat) -> [Effect] {
    chosenFormat = format
    entry.wipe()
    fitEntryToFormat()
    storedMessage = nil
    return [.announce(Self.requirement(of: format))]
  }

  // MARK: - Answers from the lock

  private mutating func verified(_ result: VerificationResult) -> [Effect] {
    guard result == .success else { return rejected(result) }
    if mode == .unlock { return finish(.unlocked) }
    // The current passcode of a change was accepted. If the app went to the background
    // meanwhile, it was wiped: ask for it again.
    phase = .entering
    heldCount = 0
    guard let currentPasscode, !currentPasscode.isEmpty else {
      self.currentPasscode = nil
      return [.announce(title)]
    }
    step = .new
    return [.announce(title)]
  }

  private mutating func updated(_ error: PasscodeError?) -> [Effect] {
    switch error {
    case nil:
      switch mode {
      case .create: return finish(.passcodeSet)
      case .change: return finish(.passcodeChanged)
      case .remove: return finish(.passcodeRemoved)
      case .unlock: preconditionFailure("an unlock flow makes no update request")
      }
    case .currentPasscodeRejected(let result):
      return rejected(result)
    case .weak(let reason):
      return holdError(LocalizedText(weakness: reason), next: .new)
    case .invalidInput(let error):
      return holdError(LocalizedText(error: error), next: .new)
    case .alreadySet:
      return holdError(LocalizedText(.alreadySet), next: firstStep)
    case .notSet:
      return holdError(LocalizedText(.notSet), next: firstStep)
    case .invalidConfiguration(let problem):
      // The app's mistake, said as it is so that it is seen while the app is being built
      // (LOCK-7); nothing was stored.
      return holdError(LocalizedText(error: .invalidConfiguration(problem)), next: firstStep)
    case .unsupportedFormat, .store, .verifierFailed, .passcodeRequired, .biometricsUnavailable,
      .biometrics:
      // The screen never asks the lock for biometric changes; they fail like any save would.
      return holdError(LocalizedText(.saveFailed), next: mode == .change ? .new : firstStep)
    }
  }

  /// Any answer but success to a check of the current passcode.
  private mutating func rejected(_ result: VerificationResult) -> [Effect] {
    switch result {
    case .success:
      preconditionFailure("success is not a rejection")
    case .wrong(let attemptsLeft, let wait):
      if attemptsLeft == 0 {
        return [.shake(reduceMotion: configuration.reduceMotion)] + lockForGood()
      }
      if wait > .zero {
        return [.shake(reduceMotion: configuration.reduceMotion)] + lockOut(for: wait)
      }
      return holdError(LocalizedText(.wrongPasscode, .number(attemptsLeft)), next: .current)
    case .duplicate(let attemptsLeft):
      return holdError(LocalizedText(.repeatedGuess, .number(attemptsLeft)), next: .current)
    case .lockedOut(let timeLeft):
      return lockOut(for: timeLeft)
    case .permanentlyLocked:
      return lockForGood()
    case .invalidInput(let error):
      return holdError(LocalizedText(error: error), next: .current)
    case .notSet:
      return holdError(LocalizedText(.notSet), next: .current)
    case .storeError(let error) where error.isDamage:
      return storeFailed(error)
    case .storeError, .verifierFailed:
      return holdError(LocalizedText(.checkFailed), next: .current)
    }
  }

  /// Keeps the dots full, says what went wrong and clears after the configured delay.
  ///
  /// The new passcode is dropped (it must be entered again); so is the current passcode when
  /// the flow goes back to it. Only a change has a choice of steps; it goes back to the current
  /// passcode when that was wiped meanwhile (the app went to the background).
  private mutating func holdError(_ text: LocalizedText, next: Step) -> [Effect] {
    let next: Step =
      switch mode {
      case .unlock, .remove: .current
      case .create: .new
      case .change: currentPasscode == nil ? .current : next
      }
    newPasscode = nil
    if next == .current { currentPasscode = nil }
    if heldCount == 0 { heldCount = entry.byteCount }
    entry.wipe()
    let token = tokens.next()
    phase = .holdingError(token, next: next)
    storedMessage = Message(text: text, kind: .error)
    return [
      .shake(reduceMotion: configuration.reduceMotion), .haptic(.error), .announce(text),
      .clearDotsAfter(configuration.errorHold, token: token),
    ]
  }

  // MARK: - Lockouts

  private mutating func lockOut(for remaining: Duration) -> [Effect] {
    wipeAll()
    step = firstStep
    heldCount = 0
    guard remaining > .zero else {
      phase = .entering
      return []
    }
    biometrics = .unavailable(.lockedOut)  // BIO-2
    let token = tokens.next()
    phase = .lockedOut(remaining: remaining, tick: token)
    let text = LocalizedText(.lockedOut, .countdown(remaining))
    storedMessage = Message(text: text, kind: .lockout)
    return [
      .haptic(.error), .announce(titleAnd(text)),
      .scheduleTick(after: Self.untilNextSecond(remaining), token: token),
    ]
  }

  private mutating func lockForGood() -> [Effect] {
    wipeAll()
    step = firstStep
    heldCount = 0
    biometrics = .unavailable(.permanentlyLocked)  // BIO-2
    phase = .permanentlyLocked
    let text: LocalizedText
    switch configuration.permanentLockRecovery {
    case .none: text = LocalizedText(.permanentlyLocked)
    case .reinstall: text = LocalizedText(.permanentlyLockedReinstall)
    case .erase: text = LocalizedText(.permanentlyLockedErase)
    }
    storedMessage = Message(text: text, kind: .lockout)
    return [.haptic(.error), .announce(titleAnd(text))]
  }

  private mutating func tick(_ token: TimerToken, elapsed: Duration) -> [Effect] {
    guard case .lockedOut(let remaining, token) = phase else { return [] }
    let left = remaining - max(elapsed, .zero)
    guard left > .zero else {
      phase = .entering
      storedMessage = nil
      return [.announce(titleAnd(LocalizedText(.tryAgainNow)))]
    }
    let next = tokens.next()
    phase = .lockedOut(remaining: left, tick: next)
    storedMessage = Message(text: LocalizedText(.lockedOut, .countdown(left)), kind: .lockout)
    return [.scheduleTick(after: Self.untilNextSecond(left), token: next)]
  }

  /// The store cannot check a passcode: like the permanent lock, no input, and for a damaged
  /// store the way out the configuration offers.
  private mutating func storeFailed(_ error: StoreError) -> [Effect] {
    guard storeFailure != error else { return [] }
    wipeAll()
    step = firstStep
    heldCount = 0
    biometrics = .unavailable(.storeUnreadable)
    phase = .storeFailed(error)
    let text: LocalizedText
    switch (error.isDamage, configuration.permanentLockRecovery) {
    case (false, _): text = LocalizedText(.checkFailed)
    case (true, .none): text = LocalizedText(.passcodeUnusable)
    case (true, .reinstall): text = LocalizedText(.passcodeUnusableReinstall)
    case (true, .erase): text = LocalizedText(.passcodeUnusableErase)
    }
    storedMessage = Message(text: text, kind: .lockout)
    return [.haptic(.error), .announce(titleAnd(text))]
  }

  private mutating func statusLoaded(_ status: PasscodeStatus) -> [Effect] {
    if storeFailure != nil {
      // The store answers again.
      phase = .entering
      storedMessage = nil
    }
    if mode != .create, status.isSet { adoptStoredFormat(status.format) }
    guard mode != .create, step == .current, phase == .entering || lockoutRemaining != nil
    else { return [] }
    if status.isPermanentlyLocked { return lockForGood() }
    if status.lockoutRemaining > .zero { return lockOut(for: status.lockoutRemaining) }
    return []
  }

  /// The passcode was set again, maybe in another format (a change in another window): the
  /// current passcode is asked for in that format from now on. While a typed code is with
  /// the lock or held after an error, the format applies at the next step.
  private mutating func adoptStoredFormat(_ format: PasscodeFormat) {
    guard format != storedFormat || pendingStoredFormat != nil else { return }
    switch phase {
    case .awaiting, .holdingError:
      if step == .current {
        pendingStoredFormat = format
        return
      }
    case .entering, .lockedOut, .permanentlyLocked, .storeFailed, .done:
      break
    }
    pendingStoredFormat = nil
    storedFormat = format
    guard step == .current else { return }
    entry.wipe()  // typed for the old format (MEM-1)
    fitEntryToFormat()
  }

  /// The time until a countdown shown in whole seconds changes: the fraction above the
  /// next whole second, or a full second.
  static func untilNextSecond(_ remaining: Duration) -> Duration {
    remaining - .seconds(remaining.wholeSecondsRoundedUp - 1)
  }

  // MARK: - Biometrics, life cycle, endings

  private mutating func biometricsFinished(_ result: BiometricResult) -> [Effect] {
    guard overlay == .biometrics else { return [] }
    overlay = nil
    switch result {
    case .success:
      return finish(.unlockedWithBiometrics)
    case .cancelled, .failed:
      return []
    case .lockedOut:
      let name = biometrics.kind?.nameKey
      biometrics = .unavailable(.lockedOut)
      guard let name else { return [] }
      let text = LocalizedText(.biometryLocked, .text(name))
      storedMessage = Message(text: text, kind: .error)
      return [.announce(text)]
    case .unavailable:
      biometrics = .unavailable(.noBiometrics)
      return []
    }
  }

  private mutating func backgrounded() {
    // MEM-1: partial input, a new passcode awaiting confirmation and an accepted current
    // passcode are all wiped; the flow starts over when the app returns.
    wipeAll()
    switch phase {
    case .entering, .holdingError:
      phase = .entering
      step = firstStep
      heldCount = 0
      storedMessage = nil
    case .awaiting, .lockedOut, .permanentlyLocked, .storeFailed, .done:
      break
    }
  }

  private mutating func foregrounded() -> [Effect] {
    if lockoutRemaining != nil, let message {
      return [.announce(titleAnd(message.text))]
    }
    // The host's sign-in or Erase Data is up (the user left to fetch a password, say): it
    // keeps the screen, and its answer still counts.
    guard overlay == nil || overlay == .biometrics else { return [] }
    guard configuration.promptsBiometricsOnForeground, accessories.contains(.biometrics),
      case .available(let kind) = biometrics
    else { return [] }
    overlay = .biometrics
    return [.requestBiometrics(kind)]
  }

  private mutating func finish(_ outcome: Outcome) -> [Effect] {
    wipeAll()
    heldCount = 0
    overlay = nil
    phase = .done(outcome)
    storedMessage = nil
    let announcement: StringKey? =
      switch outcome {
      case .unlocked, .unlockedWithBiometrics, .fallbackSucceeded: .unlocked
      case .passcodeSet: .passcodeSet
      case .passcodeChanged: .passcodeChanged
      case .passcodeRemoved, .erased: .passcodeRemoved
      case .cancelled: nil
      }
    guard let announcement else { return [.dismiss(outcome)] }
    return [.haptic(.success), .announce(LocalizedText(announcement)), .dismiss(outcome)]
  }

  /// Wipes the entry and lets go of the stored passcodes (their buffers zero themselves when
  /// no copy of the screen holds them any more: MEM-1).
  private mutating func wipeAll() {
    entry.wipe()
    newPasscode = nil
    currentPasscode = nil
  }

  private var firstStep: Step { mode == .create ? .new : .current }

  /// What VoiceOver says when the title changes with the state (a lockout starts or ends, the
  /// permanent lock): the new title, then `message`.
  private func titleAnd(_ message: LocalizedText) -> LocalizedText {
    LocalizedText(.titleAndMessage, .phrase(title), .phrase(message))
  }
}

extension BiometricAvailability {
  /// The sensor, when available.
  var kind: BiometryKind? {
    if case .available(let kind) = self { return kind }
    return nil
  }
}
