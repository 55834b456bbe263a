@_spi(Core) import PasscodeEngine

/// The passcode screen as a state machine: events in, state changed, effects out.
///
/// It decides everything a user can notice — the title, the dots, the messages, which keys
/// show, when input is accepted, the haptics, the VoiceOver announcements and the countdowns —
/// and never sleeps, reads a clock, touches storage or imports a UI framework. A skin draws the
/// state, sends events and performs the effects:
///
/// ```swift
/// var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, format: status.format))
/// func send(_ event: PasscodeScreen.Event) async {
///   for effect in screen.handle(event) {
///     switch effect {
///     case .lock(let request): await send(await lock.perform(request))  // verify, set, …
///     case .driver(let effect): schedule(effect)                          // timers, biometrics
///     case .skin(let effect): perform(effect)                             // haptic, shake, …
///     }
///   }
///   redraw()
/// }
/// ```
///
/// ``PasscodeScreenDriver`` is that loop, for every skin: it performs the lock's requests
/// and its own effects, and hands the skin only the ``SkinEffect``s.
///
/// Modes: ``Mode/create`` (enter, confirm; a mismatch starts over), ``Mode/unlock``,
/// ``Mode/change`` (current, new, confirm) and ``Mode/remove`` (current).
///
/// Passcode Options: while a new passcode is entered (create, or the new passcode of a change),
/// a screen configured with more than one of ``Configuration/formatChoices`` offers the other
/// types in the fallback button's place. ``Event/formatOptionsRequested`` asks the skin to
/// show them (``SkinEffect/showFormatOptions(_:)``); ``Event/formatChosen(_:)`` clears the entry
/// and switches the dots, keys, subtitle and confirmation to the chosen format, which the lock
/// stores with the new passcode.
///
/// Secrets: typed characters live only in a zeroing `SecretBuffer` (never a `String`), wiped
/// on clear, submit, cancel and backgrounding (MEM-1). The screen is a value; copies do not
/// share typed input (the buffer is copied on write). Incomplete input, Delete, cancel and
/// empty submissions never reach the lock (FMT-4).
public struct PasscodeScreen: Equatable, Sendable {
  /// What the screen is for.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Mode: String, CaseIterable, Equatable, Sendable {
    /// Choose a first passcode: enter it, then confirm it.
    case create
    /// Enter the passcode to unlock.
    case unlock
    /// Enter the current passcode, then a new one, then confirm it.
    case change
    /// Enter the current passcode to turn it off.
    case remove
  }

  /// How a screen is set up.
  public struct Configuration: Equatable, Sendable {
    /// What the screen is for.
    public var mode: Mode
    /// The passcode's format: the stored one (`PasscodeStatus.format`) to unlock, change or
    /// remove; the lock's `configuration.format` to create.
    public var format: PasscodeFormat
    /// The format a new passcode starts in (create, change); `nil`: ``format`` (a change keeps
    /// the passcode's type until the user chooses another).
    public var newFormat: PasscodeFormat?
    /// The passcode types the user may choose for a new passcode (create, change), in the
    /// order the options list shows them: the lock's `configuration.offeredFormats`. With
    /// fewer than two types no options are offered; with options, the fallback button's place
    /// holds Passcode Options (a create or change flow offers no fallback). Ignored to unlock
    /// and remove.
    public var formatChoices: [PasscodeFormat]
    /// Whether biometric unlock may be offered, from `BiometricPolicy`; used in
    /// ``Mode/unlock`` only.
    public var biometrics: BiometricAvailability
    /// Whether the user asked the system to reduce motion; the shake is then replaced
    /// (``SkinEffect/shake(reduceMotion:)``).
    public var reduceMotion: Bool
    /// Whether the user may leave the screen without finishing.
    public var allowsCancel: Bool
    /// Whether the screen offers the host's fallback (account password).
    public var offersFallback: Bool
    /// What the permanently locked screen offers as a way out.
    public var permanentLockRecovery: PermanentLockRecovery
    /// Whether easy-to-guess new passcodes are refused before they are confirmed (FMT-3);
    /// match the lock's `configuration.rejectsWeakPasscodes`.
    public var rejectsWeakPasscodes: Bool
    /// Whether the biometric prompt is shown again when the app returns to the foreground.
    public var promptsBiometricsOnForeground: Bool
    /// How long the dots stay full after a wrong code before they clear (0.5 s).
    public var errorHold: Duration
    /// Whether the host's fallback, once it succeeds, resets the passcode ("Forgot
    /// passcode?", `FallbackSuccess.resetPasscode`): its button then says "Forgot
    /// Passcode?" instead of "Use Password".
    public var fallbackResetsPasscode = false
    /// The title of the app's own action on an unlock screen ("Log Out", "Switch Account"),
    /// already in the user's language, shown under the keypad and spoken as a button; `nil`
    /// (the default) shows none. Pressing it hands over to the app
    /// (``SkinEffect/performSecondaryAction``) without unlocking: the screen stays as it was,
    /// what was typed wiped. Ignored outside ``Mode/unlock``.
    public var secondaryActionTitle: String? = nil

    /// Creates a configuration.
    ///
    /// - Precondition: every format is within FMT-1's ranges.
    public init(
      mode: Mode, format: PasscodeFormat = .default, newFormat: PasscodeFormat? = nil,
      formatChoices: [PasscodeFormat] = [],
      biometrics: BiometricAvailability = .unavailable(.notEnabled), reduceMotion: Bool = false,
      allowsCancel: Bool = true, offersFallback: Bool = false, rejectsWeakPasscodes: Bool = true,
      promptsBiometricsOnForeground: Bool = true, errorHold: Duration = .milliseconds(500),
      permanentLockRecovery: PermanentLockRecovery = .none
    ) {
      precondition(
        ([format] + formatChoices + [newFormat ?? format]).allSatisfy(\.isValid),
        "a numeric passcode has 4 to 12 digits")
      self.mode = mode
      self.format = format
      self.newFormat = newFormat
      self.formatChoices = formatChoices
      self.biometrics = biometrics
      self.reduceMotion = reduceMotion
      self.allowsCancel = allowsCancel
      self.offersFallback = offersFallback
      self.permanentLockRecovery = permanentLockRecovery
      self.rejectsWeakPasscodes = rejectsWeakPasscodes
      self.promptsBiometricsOnForeground = promptsBiometricsOnForeground
      self.errorHold = errorHold
    }
  }

  /// What the dots row shows.
  ///
  /// This enumeration is complete.
  public enum Dots: Hashable, Sendable {
    /// A fixed-length code: `filled` of `total` dots.
    case fixed(filled: Int, total: Int)
    /// A variable-length or alphanumeric code: one dot per character entered.
    case variable(count: Int)

    /// The number of characters the dots stand for.
    public var filled: Int {
      switch self {
      case .fixed(let filled, _): filled
      case .variable(let count): count
      }
    }
  }

  /// The message under the dots.
  public struct Message: Hashable, Sendable {
    /// What kind of message it is, for styling.
    ///
    /// Cases may be added in a minor release: switch over it with `@unknown default`.
    public enum Kind: Hashable, Sendable {
      /// Something to correct: a wrong code, a mismatch, a weak code.
      case error
      /// Input is blocked: a countdown, or the permanent lock.
      case lockout
    }

    /// The text.
    public var text: LocalizedText
    /// The kind.
    public var kind: Kind
  }

  /// The way out of the permanent lock (LOCK-5) the screen offers. Only erasing leaves it: the
  /// passcode, and whatever it protected.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum PermanentLockRecovery: Hashable, Sendable {
    /// Nothing on screen: the host words its own way out (the CLI's `passcode reset`).
    case none
    /// The message says to delete the app and install it again — on iOS, where the first launch
    /// after a new install erases the passcode left in the Keychain.
    case reinstall
    /// An Erase Data button (in the fallback button's place) hands over to the host, which
    /// erases its protected data; then the driver erases the passcode
    /// (``PasscodeScreenDriver/recoveryFinished(erased:)``) and the flow ends as
    /// ``Outcome/erased``.
    case erase

    /// The way out an app lock on a device offers: Erase Data when the app can erase its
    /// protected data, else the advice to reinstall (a new installation erases the old
    /// passcode).
    public static func onDevice(appErasesData: Bool) -> PermanentLockRecovery {
      appErasesData ? .erase : .reinstall
    }
  }

  /// What the keypad's accessory slot (bottom left) holds.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum AccessoryKey: Hashable, Sendable {
    /// The biometric key.
    case biometrics(BiometryKind)
    /// Cancel.
    case cancel
  }

  /// The controls besides the digit keys that are visible now.
  public struct Accessories: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// A Cancel control (in the accessory slot, or under the keypad when the slot holds the
    /// biometric key).
    public static let cancel = Accessories(rawValue: 1 << 0)
    /// The Delete key.
    public static let delete = Accessories(rawValue: 1 << 1)
    /// The biometric key.
    public static let biometrics = Accessories(rawValue: 1 << 2)
    /// The fallback button.
    public static let fallback = Accessories(rawValue: 1 << 3)
    /// The OK button.
    public static let submit = Accessories(rawValue: 1 << 4)
    /// The Erase Data button of a permanently locked screen
    /// (``PermanentLockRecovery/erase``), in the fallback button's place.
    public static let recovery = Accessories(rawValue: 1 << 5)
    /// The Passcode Options button, in the fallback button's place, while a new passcode is
    /// entered and other types may be chosen (``Configuration/formatChoices``).
    public static let formatOptions = Accessories(rawValue: 1 << 6)
    /// The app's own action (``Configuration/secondaryActionTitle``) under the keypad.
    public static let secondaryAction = Accessories(rawValue: 1 << 7)
  }

  /// Which entry of the flow is being typed.
  enum Step: Equatable, Sendable {
    /// The current passcode (unlock, remove, the first step of change).
    case current
    /// A new passcode (create, change).
    case new
    /// The new passcode again.
    case confirm
  }

  /// What the lock is being asked.
  enum Request: Equatable, Sendable {
    /// `verify`: unlock, or the current passcode of a change.
    case verify
    /// `setPasscode`, `changePasscode` or `removePasscode`.
    case update
  }

  /// Where the flow is.
  enum Phase: Equatable, Sendable {
    /// Accepting input.
    case entering
    /// A request is with the lock; input is ignored.
    case awaiting(Request)
    /// After a wrong code or a mismatch the dots stay full until the timer fires; then the
    /// flow continues at `next`.
    case holdingError(TimerToken, next: Step)
    /// A wait imposed by failures; input is ignored until it ends.
    case lockedOut(remaining: Duration, tick: TimerToken)
    /// The failure limit was reached.
    case permanentlyLocked
    /// The store could not check any passcode: damaged (only erasing leaves it), or not
    /// readable now. Input is ignored until a status read says otherwise.
    case storeFailed(StoreError)
    /// The flow ended.
    case done(Outcome)
  }

  /// Something covering the screen.
  enum Overlay: Equatable, Sendable {
    /// The system's biometric prompt.
    case biometrics
    /// The host's fallback.
    case fallback
    /// The host's recovery from the permanent lock (erasing its data), then the lock's reset.
    case recovery
    /// The list of passcode types to choose from.
    case formatOptions
  }

  /// How the screen was set up.
  public let configuration: Configuration
  var step: Step {
    didSet { stepChanged() }
  }
  /// The format of the stored passcode, asked for at the current step: the configured one,
  /// or the one a status announced since (a change made in another window).
  var storedFormat: PasscodeFormat
  /// A stored format announced while the current passcode was being checked or held after an
  /// error; it applies at the next step.
  var pendingStoredFormat: PasscodeFormat?
  /// The format of the new passcode and its confirmation: the user's choice.
  var chosenFormat: PasscodeFormat
  var phase: Phase = .entering
  var overlay: Overlay?
  /// What is being typed, normalised: ASCII digits, or printable ASCII (one byte a character).
  var entry: SecretText
  /// The new passcode, kept for comparison with its confirmation (create, change).
  var newPasscode: SecretText?
  /// The accepted current passcode, kept until the change is made (change).
  var currentPasscode: SecretText?
  /// The dots shown while the typed code is with the lock or held after an error.
  var heldCount = 0
  var storedMessage: Message?
  var biometrics: BiometricAvailability
  var tokens = TimerTokenSource()

  /// Creates a screen at the start of its flow.
  public init(_ configuration: Configuration) {
    self.configuration = configuration
    step = configuration.mode == .create ? .new : .current
    storedFormat = configuration.format
    chosenFormat = configuration.newFormat ?? configuration.format
    entry = SecretText(
      capacity: (step == .current ? storedFormat : chosenFormat).maximumLength)
    biometrics = configuration.biometrics
  }

  /// After every change of step: a stored format announced meanwhile applies, and the entry
  /// (empty at every change of step) gets the capacity of the format typed now.
  private mutating func stepChanged() {
    if let pending = pendingStoredFormat {
      storedFormat = pending
      pendingStoredFormat = nil
    }
    fitEntryToFormat()
  }

  /// Gives the entry the capacity of ``format``, wiping it if it had another (MEM-1).
  mutating func fitEntryToFormat() {
    guard entry.capacity != format.maximumLength else { return }
    entry.wipe()
    entry = SecretText(capacity: format.maximumLength)
  }
}
