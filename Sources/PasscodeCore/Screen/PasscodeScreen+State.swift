@_spi(Core) import PasscodeEngine

// The screen's state as its transitions read it and a skin shows it: the format asked for,
// the title, the dots, the message, which controls are there and whether input is taken. The
// words here are the ones the screen also announces; what only drawing needs (labels of keys
// and buttons, opacity, colours, layout) is in Presentation/, how presses become events in
// Input/.
extension PasscodeScreen {
  /// What the screen is for.
  public var mode: Mode { configuration.mode }

  /// The format of what is typed now: the stored passcode's while the current passcode is
  /// asked for, the chosen one (``newPasscodeFormat``) for a new passcode and its
  /// confirmation.
  public var format: PasscodeFormat { step == .current ? storedFormat : chosenFormat }

  /// The format the new passcode will be stored in (create, change): the one the user chose
  /// from the Passcode Options, else the one the screen started with.
  public var newPasscodeFormat: PasscodeFormat { chosenFormat }

  /// The passcode types offered for a new passcode, each once, in the configured order; empty
  /// when the screen offers no choice (fewer than two types, or it sets no new passcode).
  public var offeredFormats: [PasscodeFormat] {
    guard mode == .create || mode == .change else { return [] }
    var offered: [PasscodeFormat] = []
    for format in configuration.formatChoices where !offered.contains(format) {
      offered.append(format)
    }
    return offered.count > 1 ? offered : []
  }

  /// What the Passcode Options list shows: every offered type but the one in use, in order.
  public var formatOptions: [PasscodeFormat] {
    offeredFormats.filter { $0 != chosenFormat }
  }

  /// What a new passcode of `format` needs: "Use 4 digits", "Use at least 6 characters".
  static func requirement(of format: PasscodeFormat) -> LocalizedText {
    switch format {
    case .numeric(let length): LocalizedText(.useDigits, .number(length))
    case .variableNumeric: LocalizedText(.useAtLeastDigits, .number(format.minimumLength))
    case .alphanumeric: LocalizedText(.useAtLeastCharacters, .number(format.minimumLength))
    }
  }

  /// The title: what the screen asks for, or, while no passcode can be entered, the state:
  /// "Try Again Later" during a lockout, "Passcode Locked" once the failure limit is reached.
  /// When a lockout ends the mode's title returns.
  public var title: LocalizedText {
    if lockoutRemaining != nil { return LocalizedText(.tryAgainLater) }
    if isPermanentlyLocked { return LocalizedText(.passcodeLocked) }
    if let storeFailure {
      return LocalizedText(storeFailure.isDamage ? .passcodeUnavailable : .tryAgainLater)
    }
    return entryTitle
  }

  /// The title of the step being typed, whatever the lock's state.
  var entryTitle: LocalizedText {
    switch (mode, step) {
    case (.unlock, _): LocalizedText(.enterPasscode)
    case (.remove, _): LocalizedText(.turnOffPasscode)
    case (.create, .confirm): LocalizedText(.confirmPasscode)
    case (.create, _): LocalizedText(.createPasscode)
    case (.change, .current): LocalizedText(.enterCurrentPasscode)
    case (.change, .new): LocalizedText(.enterNewPasscode)
    case (.change, .confirm): LocalizedText(.confirmNewPasscode)
    }
  }

  /// The dots.
  public var dots: Dots {
    let filled = phase == .entering ? entry.byteCount : heldCount
    if case .numeric(let length) = format { return .fixed(filled: filled, total: length) }
    return .variable(count: filled)
  }

  /// The message under the dots, if any.
  public var message: Message? { storedMessage }

  /// Whether key presses and typed characters are accepted now. They are ignored while the
  /// lock is answering, while the dots are held after an error, during a lockout, under the
  /// biometric prompt or the fallback, and once the flow ended.
  public var isInputEnabled: Bool { phase == .entering && overlay == nil }

  /// Whether OK would submit now (enough characters typed).
  public var isSubmitEnabled: Bool {
    isInputEnabled && entry.byteCount >= format.minimumLength
  }

  /// The controls besides the digit keys that are visible now.
  public var accessories: Accessories {
    var result: Accessories = []
    let settled = !isAwaitingLock && !isDone && overlay == nil
    if configuration.allowsCancel, settled { result.insert(.cancel) }
    if isInputEnabled, !entry.isEmpty { result.insert(.delete) }
    if mode == .unlock, isInputEnabled, biometrics.isAvailable { result.insert(.biometrics) }
    if offersRecovery, configuration.permanentLockRecovery == .erase, overlay == nil {
      result.insert(.recovery)  // in the fallback button's place
    } else if !offeredFormats.isEmpty {
      // In the fallback button's place: only while a new passcode is typed.
      if step == .new, isInputEnabled { result.insert(.formatOptions) }
    } else if configuration.offersFallback, settled {
      result.insert(.fallback)
    }
    if !format.submitsAutomatically, isInputEnabled { result.insert(.submit) }
    // Offered whenever the screen is settled, a lockout and the permanent lock included: the
    // app's way out ("Log Out") matters most then.
    if offersSecondaryAction, !isAwaitingLock, !isDone, overlay == nil {
      result.insert(.secondaryAction)
    }
    return result
  }

  /// Whether the configuration offers the app's own action: an unlock screen with a title.
  var offersSecondaryAction: Bool {
    mode == .unlock && configuration.secondaryActionTitle?.isEmpty == false
  }

  /// Whether Cancel sits under the keypad rather than in the accessory slot: when the
  /// configuration offers biometrics, whose key takes the slot. Fixed for the screen's life,
  /// so the layout never jumps.
  public var cancelIsBelowKeypad: Bool {
    configuration.allowsCancel && mode == .unlock && configuration.biometrics.isAvailable
  }

  /// What the accessory slot (bottom left of the keypad) holds now, if anything.
  public var accessoryKey: AccessoryKey? {
    let visible = accessories
    if visible.contains(.biometrics), case .available(let kind) = biometrics {
      return .biometrics(kind)
    }
    if visible.contains(.cancel), !cancelIsBelowKeypad { return .cancel }
    return nil
  }

  /// What VoiceOver says about the dots: "2 of 6 digits entered", "5 characters entered".
  public var progress: LocalizedText {
    let filled = dots.filled
    switch format {
    case .numeric(let length):
      return LocalizedText(.digitsOfTotalEntered, .number(filled), .number(length))
    case .variableNumeric: return LocalizedText(.digitsEntered, .number(filled))
    case .alphanumeric: return LocalizedText(.charactersEntered, .number(filled))
    }
  }

  /// The time left in a lockout, or `nil` when there is none.
  public var lockoutRemaining: Duration? {
    if case .lockedOut(let remaining, _) = phase { return remaining }
    return nil
  }

  /// Whether the failure limit was reached.
  public var isPermanentlyLocked: Bool { phase == .permanentlyLocked }

  /// Why the store cannot check a passcode now, or `nil` when it can: damaged
  /// (`StoreError.isDamage`, where only erasing leaves it), or not readable.
  public var storeFailure: StoreError? {
    if case .storeFailed(let error) = phase { return error }
    return nil
  }

  /// Whether no passcode can be entered for good — the failure limit, or a damaged store —
  /// so that the screen offers the way out (``Configuration/permanentLockRecovery``).
  public var offersRecovery: Bool { isPermanentlyLocked || storeFailure?.isDamage == true }

  /// How the flow ended, or `nil` while it runs.
  public var outcome: Outcome? {
    if case .done(let outcome) = phase { return outcome }
    return nil
  }

  /// Whether the flow ended.
  public var isDone: Bool { outcome != nil }

  var isAwaitingLock: Bool {
    if case .awaiting = phase { return true }
    return false
  }
}

extension BiometryKind {
  /// The key of the sensor's name, or `nil` for ``none``.
  var nameKey: StringKey? {
    switch self {
    case .none: nil
    case .touchID: .touchID
    case .faceID: .faceID
    case .opticID: .opticID
    }
  }
}
