@_spi(Core) import PasscodeEngine

/// Runs a ``PasscodeScreen`` against a `PasscodeLock`: the one effect loop every skin shares.
///
/// The driver performs the lock's requests (``PasscodeScreen/LockRequest``: verify, set,
/// change, remove) and its own effects (``PasscodeScreen/DriverEffect``: countdown ticks and
/// the pause before wrong-code dots clear, on ``ClockTimers``, and biometric unlock), and
/// feeds their answers back to the screen. What is left is the skin's
/// (``PasscodeScreen/SkinEffect``), handed to it through ``onUpdate``: haptics, the shake,
/// VoiceOver announcements, showing the host's fallback, recovery or format options, and
/// dismissal.
///
/// ```swift
/// let driver = PasscodeScreenDriver(
///   configuration: .init(mode: .unlock, format: status.format), lock: lock,
///   biometrics: SystemBiometricAuthenticator(), biometricReason: "Unlock your notes")
/// driver.onUpdate = { screen, effects in
///   redraw(screen)
///   for effect in effects {
///     switch effect {
///     case .haptic(let haptic): play(haptic)
///     case .shake(let reduceMotion): shake(reduceMotion: reduceMotion)
///     case .announce(let text): announce(text)
///     case .showFallback: showAccountPassword()
///     case .showRecovery: eraseData()
///     case .showFormatOptions(let formats): list(formats)
///     case .dismiss(let outcome): close(outcome)
///     }
///   }
/// }
/// await driver.start()
/// key5.onTap = { driver.send(.digit(5)) }
/// let outcome = await driver.outcome()
/// ```
@MainActor
public final class PasscodeScreenDriver {
  /// The screen's current state.
  public private(set) var screen: PasscodeScreen
  /// The lock the screen talks to.
  public let lock: PasscodeLock
  /// Called after every event with the new state and the effects the skin performs itself
  /// (``PasscodeScreen/SkinEffect``: haptics, the shake, announcements, the host's fallback,
  /// recovery and format options, dismissal), in order. The lock's requests and the
  /// driver's timers and biometric prompt never reach it.
  public var onUpdate: ((PasscodeScreen, [PasscodeScreen.SkinEffect]) -> Void)?
  /// Called with `true` just before the system's biometric prompt is requested and with
  /// `false` once it has answered. The app lock's runtime passes it on to ``AppLock``
  /// (``AppLock/Event/promptChanged(isUp:)``), which then keeps the privacy cover down
  /// while the prompt makes the scene inactive.
  public var onBiometricPrompt: ((Bool) -> Void)?
  /// What the driver reports to an app lock's runtime: every status it reads from the store
  /// (``start()``), so that the runtime learns what the screen learned, and the biometric
  /// prompt going up and away. Fixed when the driver is made: a skin's own hooks
  /// (``onBiometricPrompt``) are called besides, never instead.
  struct Reports {
    var statusRead: @MainActor (Result<PasscodeStatus, StoreError>) -> Void
    var biometricPrompt: @MainActor (Bool) -> Void
  }
  private let reports: Reports?
  /// Called after every event with the new state, for the app lock's runtime (which sees the
  /// flow end); ``onUpdate`` stays the skin's.
  var onChange: ((PasscodeScreen) -> Void)?

  private let biometrics: any BiometricAuthenticator
  private let biometricReason: String
  private let timers: ClockTimers<TimerToken>
  private var work: [Int: Task<Void, Never>] = [:]
  private var nextWork = 0
  private let outcomes = Waiters<Int, PasscodeScreen.Outcome>()
  private var nextOutcomeWaiter = 0
  /// Hands the lock's announced statuses to the screen while it runs.
  private var statusListener: Task<Void, Never>?
  private var listensToStatus = false
  private var isStopped = false
  /// The biometric prompt under way, if any (``work``'s key).
  private var biometricRequest: Int?

  /// Creates a driver for a new screen.
  ///
  /// - Parameters:
  ///   - configuration: the screen's setup. Its `biometrics` is replaced by what the lock
  ///     reports in ``start()``.
  ///   - lock: the lock to verify with.
  ///   - biometrics: the platform's biometrics (`NoBiometrics` where there are none).
  ///   - biometricReason: the sentence the system's Touch ID prompt shows.
  ///   - clock: the clock the screen's timers wait on: `ContinuousClock`, which keeps counting
  ///     while the device sleeps, or in tests one they move by hand.
  public convenience init(
    configuration: PasscodeScreen.Configuration, lock: PasscodeLock,
    biometrics: any BiometricAuthenticator = NoBiometrics(), biometricReason: String = "",
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(
      configuration: configuration, lock: lock, biometrics: biometrics,
      biometricReason: biometricReason, clock: clock, reports: nil)
  }

  /// A driver of an app lock's runtime, reporting through `reports`.
  init(
    configuration: PasscodeScreen.Configuration, lock: PasscodeLock,
    biometrics: any BiometricAuthenticator, biometricReason: String,
    clock: any Clock<Duration>, reports: Reports?
  ) {
    self.reports = reports
    screen = PasscodeScreen(configuration)
    self.lock = lock
    self.biometrics = biometrics
    self.biometricReason = biometricReason
    timers = ClockTimers(clock: clock)
  }

  /// Loads the lock's status (so a lockout already under way shows its countdown) and, to
  /// unlock, whether biometrics may be offered (the biometric key then shows) — one load of
  /// the store. A store that cannot be read says so on the screen (``PasscodeScreen/Event/storeFailed(_:)``).
  /// It does not prompt: send ``PasscodeScreen/Event/biometricRequested`` for that. Call when
  /// the screen appears, and again when the app returns to the foreground.
  ///
  /// From the first call until ``stop()``, every status the lock announces
  /// (`PasscodeLock.statusUpdates(includingCurrent:)`) reaches the screen too: a passcode changed in another
  /// window is then asked for in its new format.
  public func start() async {
    await listenToStatus()
    let read = await lock.biometrics.snapshot(device: biometrics.device())
    reports?.statusRead(read.map(\.status))
    switch read {
    case .success(let snapshot):
      load(status: snapshot.status, biometrics: snapshot.biometrics)
    case .failure(let error):
      send(.storeFailed(error))
    }
  }

  /// Hands the screen a status read for it, and, to unlock, whether biometrics may be offered.
  func load(status: PasscodeStatus, biometrics availability: BiometricAvailability) {
    send(.statusLoaded(status))
    guard screen.configuration.mode == .unlock else { return }
    send(.biometricAvailabilityChanged(availability))
  }

  /// Hands every status the lock announces to the screen, from now until ``stop()``.
  func listenToStatus() async {
    guard !listensToStatus, !isStopped, !screen.isDone else { return }
    listensToStatus = true
    let updates = await lock.statusResults()
    guard !isStopped else { return }
    statusListener = Task { @MainActor [weak self] in
      for await result in updates {
        guard let self, !self.screen.isDone else { return }
        switch result {
        case .success(let status): self.send(.statusLoaded(status))
        case .failure(let error) where error.isDamage: self.send(.storeFailed(error))
        case .failure: break
        }
      }
    }
  }

  /// Applies `event`, asks the lock, starts the timers and the biometric prompt, and hands
  /// the skin its own effects through ``onUpdate``. Once ``stop()``ped, it takes nothing more:
  /// keys pressed on a screen the app still shows after its flow ended (an embedded one, not
  /// popped yet) reach no lock (APP-9).
  public func send(_ event: PasscodeScreen.Event) {
    guard !isStopped else { return }
    var forSkin: [PasscodeScreen.SkinEffect] = []
    for effect in screen.handle(event) {
      switch effect {
      case .lock(let request):
        perform { driver in driver.send(await driver.lock.perform(request)) }
      case .driver(let effect):
        run(effect)
      case .skin(let effect):
        forSkin.append(effect)
      }
    }
    onChange?(screen)
    onUpdate?(screen, forSkin)
    if let outcome = screen.outcome { outcomes.resumeAll(with: outcome) }
  }

  private func run(_ effect: PasscodeScreen.DriverEffect) {
    switch effect {
    case .requestBiometrics:
      // Up before the system's prompt makes the scene resign active; down however the
      // request ends, the driver gone included, so that the count never stays raised.
      let skinReport = onBiometricPrompt
      let runtimeReport = reports?.biometricPrompt
      let report: (Bool) -> Void = { isUp in
        runtimeReport?(isUp)
        skinReport?(isUp)
      }
      report(true)
      let lock = lock
      let biometrics = biometrics
      let reason = biometricReason
      biometricRequest = perform { driver in
        defer { report(false) }
        let result = await lock.biometrics.unlock(using: biometrics, reason: reason)
        driver.send(.biometricResult(PasscodeScreen.BiometricResult(result)))
      } orElse: {
        report(false)
      }
    case .scheduleTick(let delay, let token):
      timers.start(token, after: delay) { [weak self] elapsed in
        self?.send(.tick(token, elapsed: elapsed))
      }
    case .clearDotsAfter(let delay, let token):
      timers.start(token, after: delay) { [weak self] _ in
        self?.send(.clearDotsTimerFired(token))
      }
    }
  }

  /// The host's recovery from the permanent lock ended (after ``PasscodeScreen/SkinEffect/showRecovery``):
  /// when the host `erased` its data, erases the passcode too (`PasscodeLock.reset()`, LOCK-5)
  /// and ends the flow as ``PasscodeScreen/Outcome/erased``; when the host backed out, or the
  /// store could not be erased, the screen stays permanently locked.
  public func recoveryFinished(erased: Bool) async {
    var reset = false
    if erased {
      reset = (try? await lock.reset(announcing: false)) != nil
    }
    // The flow ends as erased before the lock announces the erased status, so that a
    // presenter resumes its unlocks with `.erased` rather than finding the lock gone.
    send(.recoveryFinished(erased: reset))
    if reset { await lock.publishStatus() }
  }

  /// Waits until the flow ends and returns how: unlocked, set, changed, removed, cancelled…
  public func outcome() async -> PasscodeScreen.Outcome {
    if let outcome = screen.outcome { return outcome }
    nextOutcomeWaiter += 1
    return await outcomes.wait(for: nextOutcomeWaiter)
  }

  /// Waits until every lock and biometric request under way has been answered (timers are
  /// not waited for).
  public func settle() async {
    while let (_, task) = work.first {
      await task.value
    }
  }

  /// Cancels the timers and stops listening to the lock's status (when the screen goes away).
  /// Requests already with the lock finish, so a counted attempt is never lost.
  public func stop() {
    timers.cancelAll()
    isStopped = true
    // The system's Face ID sheet goes with its screen (the authenticator invalidates it).
    if let biometricRequest { work[biometricRequest]?.cancel() }
    statusListener?.cancel()
    // Nobody waits for an outcome that will never come.
    if screen.outcome == nil { outcomes.resumeAll(with: .cancelled) }
  }

  /// Runs `body` in a task the driver keeps until it ends; `orElse` runs instead when the
  /// driver is gone before the task starts.
  @discardableResult
  private func perform(
    _ body: @escaping @MainActor (PasscodeScreenDriver) async -> Void,
    orElse: @escaping @MainActor () -> Void = {}
  ) -> Int {
    let id = nextWork
    nextWork += 1
    work[id] = Task { @MainActor [weak self] in
      guard let self else { return orElse() }
      await body(self)
      self.work[id] = nil
    }
    return id
  }
}

extension PasscodeScreen.BiometricResult {
  /// The screen's view of the lock's answer to a biometric unlock.
  init(_ result: BiometricUnlockResult) {
    switch result {
    case .success: self = .success
    case .cancelled: self = .cancelled
    case .unavailable(.lockedOut), .unavailable(.permanentlyLocked): self = .lockedOut
    case .unavailable: self = .unavailable
    case .rejected, .storeError: self = .failed
    }
  }
}
