/// One passcode screen the app lock's runtime (``AppLockDriver``) runs — the app lock's, or a
/// flow's — for a skin to draw: its driver, its flow, the options it was asked with, and
/// whether it holds the scene's focus.
///
/// The runtime decides when the screen hears the scene's life: it is wiped in the
/// background, reloads its status on return, and sends what waits for an active scene and
/// the focus — the biometric prompt of its appearance or of a return — once the skin says it
/// appeared (``appeared()``). The skin draws the driver's state, sends key presses to the
/// driver, and takes the keyboard focus while ``holdsFocus`` says so.
@MainActor
@_spi(Skins) public final class AppLockScreen {
  /// The driver running the screen.
  public let driver: PasscodeScreenDriver
  /// The flow the screen runs.
  public let flow: PasscodeFlow
  /// What the app asked for this screen: its prompt, its look.
  public let options: ScreenOptions
  /// Whether the screen may hold the keyboard focus and send the prompts it keeps: it is the
  /// top screen of its scene (`AppLock.holdsFocus(_:in:)`). A flow under the lock does not.
  /// The runtime sets it; a screen shown on its own keeps `true`.
  public var holdsFocus = false {
    didSet { focusMayHaveChanged(from: oldValue && fallback == nil) }
  }
  /// Whether the skin takes the keyboard now: the screen holds the focus and no host's
  /// fallback (its sign-in, which may need the keyboard) runs over it — the same in every
  /// skin.
  public var takesKeyboard: Bool { holdsFocus && fallback == nil }
  /// Told when ``takesKeyboard`` changes: take the focus (and send what waited) on `true`.
  public var onFocusChange: ((Bool) -> Void)?

  private func focusMayHaveChanged(from old: Bool) {
    guard takesKeyboard != old else { return }
    onFocusChange?(takesKeyboard)
  }

  /// Told once, when the flow ends (`PasscodeFlow.ending(of:)`): the runtime's, fixed when the
  /// screen is made.
  private let ended: (@MainActor (AppLockScreen, PasscodeFlow.Ending) -> Void)?
  /// Whether the screen's scene is active now: the runtime answers for its screens; a skin
  /// showing a screen on its own answers from its window.
  public var isSceneActive: () -> Bool = { false }
  /// How the flow ended, once it did (`PasscodeFlow.ending(of:)`).
  public private(set) var ending: PasscodeFlow.Ending?
  private var waiting: [PasscodeScreen.Event]
  private var hasAppeared = false
  private var isLoaded = false
  private let endings = Waiters<UInt64, PasscodeFlow.Ending>()
  private var nextWaiter: UInt64 = 0
  /// The host's fallback under way, if any.
  private var fallback: Task<Void, Never>?

  /// Creates a screen for `flow`, run by `driver`. The runtime makes its own; a skin showing
  /// a screen on its own makes one, keeps ``holdsFocus`` `true`, answers ``isSceneActive``
  /// and calls ``start()``.
  public convenience init(
    driver: PasscodeScreenDriver, flow: PasscodeFlow, options: ScreenOptions = .init()
  ) {
    self.init(driver: driver, flow: flow, options: options, ended: nil)
  }

  /// A screen of the runtime's, whose ending reaches `ended` once.
  init(
    driver: PasscodeScreenDriver, flow: PasscodeFlow, options: ScreenOptions,
    ended: (@MainActor (AppLockScreen, PasscodeFlow.Ending) -> Void)?
  ) {
    self.driver = driver
    self.flow = flow
    self.options = options
    self.ended = ended
    waiting = flow.eventsOnAppear
    driver.onChange = { [weak self] screen in self?.changed(screen) }
  }

  /// Loads the status for a screen shown on its own (the runtime starts its screens from the
  /// read it made for them).
  public func start() async {
    await driver.start()
    loaded()
  }

  /// The skin shows the screen now (`viewDidAppear`): what waited for it is sent once the
  /// scene is active and the screen holds the focus.
  public func appeared() {
    hasAppeared = true
    sendWaitingEvents()
  }

  /// The status the screen started from is loaded.
  func loaded() {
    isLoaded = true
    sendWaitingEvents()
  }

  /// A scene event the runtime routes to this screen: ``PasscodeScreen/Event/backgrounded`` at
  /// once; ``PasscodeScreen/Event/foregrounded`` once the status is read again (a countdown
  /// resumes with the true time left) and the scene is active.
  func sceneChanged(_ event: PasscodeScreen.Event) {
    guard event == .foregrounded else {
      driver.send(event)
      return
    }
    Task { [weak self] in
      guard let self else { return }
      await self.driver.start()
      self.waiting.append(event)
      self.sendWaitingEvents()
    }
  }

  /// Sends what waited for an active scene and the focus, when both are there: call it when
  /// the scene becomes active, for a screen shown on its own.
  public func sendWaitingEvents() {
    guard hasAppeared, isLoaded, holdsFocus, !waiting.isEmpty, isSceneActive() else { return }
    let events = waiting
    waiting = []
    for event in events { driver.send(event) }
  }

  /// Stops the screen when it goes away for good: what was typed is wiped (MEM-1), its
  /// timers and status updates stop, and whoever waits for its ending hears it was cancelled.
  /// The focus goes first, explicitly: the skin gives up its input before the next window is
  /// made key.
  func stop() {
    holdsFocus = false
    cancelFallback()
    driver.send(.backgrounded)
    driver.stop()
    end(.cancelled)
  }

  /// The app lock went up over this screen (an embedded flow's): the focus goes, what was
  /// typed is wiped (MEM-1); a request already with the lock is still answered, so that the
  /// flow ends as it really ended. The runtime stops it once that answer is in (APP-9).
  func interrupt() {
    holdsFocus = false
    cancelFallback()
    driver.send(.backgrounded)
  }

  /// The screen went away: a fallback still running is cancelled, its answer ignored.
  private func cancelFallback() {
    let took = takesKeyboard
    fallback?.cancel()
    fallback = nil
    focusMayHaveChanged(from: took)
  }

  /// Runs the host's fallback (an account sign-in) after `PasscodeScreen.SkinEffect.showFallback`:
  /// `body` in a task this screen owns, whose answer reaches the screen as
  /// `PasscodeScreen.Event.fallbackFinished(succeeded:)`. When the screen goes away first — an
  /// unlock in another window, the scene closing — the task is cancelled and a late answer is
  /// ignored, so that a fallback waiting on its own sheet (a continuation) can end: resume it
  /// in `withTaskCancellationHandler`'s handler. The skin dismisses what the fallback
  /// presented with the screen's window.
  public func runFallback(_ body: @escaping @MainActor () async -> Bool) {
    let took = takesKeyboard
    fallback?.cancel()
    fallback = Task { [weak self] in
      let succeeded = await body()
      guard let self, !Task.isCancelled, self.ending == nil else { return }
      let held = self.takesKeyboard
      self.fallback = nil
      self.focusMayHaveChanged(from: held)
      self.driver.send(.fallbackFinished(succeeded: succeeded))
    }
    focusMayHaveChanged(from: took)
  }

  /// Whether the host's fallback runs now.
  var isRunningFallback: Bool { fallback != nil }

  /// Waits until the flow ends (`PasscodeFlow.ending(of:)`) and returns how.
  public func waitForEnding() async -> PasscodeFlow.Ending {
    if let ending { return ending }
    nextWaiter += 1
    return await endings.wait(for: nextWaiter)
  }

  /// Stops a screen shown on its own for good (its window closed): a flow that has not ended
  /// ends as cancelled, so that nobody waits on it for ever.
  func close() {
    cancelFallback()
    driver.stop()
    end(.cancelled)
  }

  private func changed(_ screen: PasscodeScreen) {
    guard let ending = flow.ending(of: screen) else { return }
    end(ending)
  }

  private func end(_ ending: PasscodeFlow.Ending) {
    guard self.ending == nil else { return }
    self.ending = ending
    endings.resumeAll(with: ending)
    ended?(self, ending)
  }
}

/// What the app asks for one screen: whether biometrics are offered and with what, the
/// prompt, and the skin's own look for it. Kept with its flow in ``AppLock`` (a value the
/// runtime's tests compare): the look and the biometrics compare by identity.
@_spi(Skins) public struct ScreenOptions: Equatable, Sendable {
  /// Whether the screen offers biometric unlock (when the user has it on).
  var allowsBiometrics = true
  /// The biometrics to use; `nil`: the runtime's.
  var biometrics: (any BiometricAuthenticator)?
  /// The sentence of the Touch ID prompt; `nil`: the runtime's.
  var biometricReason: String?
  /// The title and subtitle the app wrote for the screen; `nil`: PasscodeKit's.
  public var prompt: PasscodePrompt?
  /// The skin's look for this screen (a theme, an appearance), handed back to it untouched:
  /// an object the skin owns on the main actor (UIKit's `PasscodeLook`).
  public var look: (any AnyObject & Sendable)?

  /// Creates options; every parameter has a default.
  public init(
    allowsBiometrics: Bool = true, biometrics: (any BiometricAuthenticator)? = nil,
    biometricReason: String? = nil, prompt: PasscodePrompt? = nil,
    look: (any AnyObject & Sendable)? = nil
  ) {
    self.allowsBiometrics = allowsBiometrics
    self.biometrics = biometrics
    self.biometricReason = biometricReason
    self.prompt = prompt
    self.look = look
  }

  /// The same options: equal values, the same look object and the same biometrics
  /// (`ServiceIdentity`).
  public static func == (lhs: ScreenOptions, rhs: ScreenOptions) -> Bool {
    lhs.allowsBiometrics == rhs.allowsBiometrics && lhs.biometricReason == rhs.biometricReason
      && lhs.prompt == rhs.prompt && lhs.look === rhs.look
      && ServiceIdentity.same(lhs.biometrics, rhs.biometrics)
  }

  /// The biometrics the screen is driven with: these or `fallback`, or none at all when
  /// biometrics are not allowed (the screen then never prompts).
  public func authenticator(_ fallback: any BiometricAuthenticator) -> any BiometricAuthenticator {
    allowsBiometrics ? (biometrics ?? fallback) : NoBiometrics()
  }

  /// The availability the screen starts with: `measured`, or not enabled when biometrics are
  /// not allowed (no biometric key).
  func availability(_ measured: BiometricAvailability) -> BiometricAvailability {
    allowsBiometrics ? measured : .unavailable(.notEnabled)
  }
}

/// The windows of one window scene, as the app lock's runtime (``AppLockDriver``) drives them:
/// the privacy cover, the app lock's window and screen, a flow's screen. The presenter decides
/// nothing; it stacks its windows as the runtime's layers say (``AppLock/Layer``: flows above
/// the app, the cover above alerts, the lock above the cover).
@MainActor
@_spi(Skins) public protocol AppLockScenePresenter: AnyObject {
  /// Puts the privacy cover up.
  func showCover()
  /// Takes the privacy cover away.
  func hideCover()
  /// Puts the lock's window up, with the theme's background and no screen yet.
  func showLockWindow()
  /// Installs the lock's screen in its window.
  func showLockScreen(_ screen: AppLockScreen)
  /// Takes the lock's window down.
  func hideLockWindow()
  /// Puts a flow's screen up.
  func showFlowScreen(_ screen: AppLockScreen)
  /// Takes the flow's screen down.
  func hideFlowScreen()
  /// Ends editing in the scene's own windows (their keyboard goes down).
  func endEditing()
  /// What covers the scene now, bottom to top, and which screen holds the focus: hide the
  /// app's windows from VoiceOver while anything covers them, and a flow's while the lock or
  /// the cover is above it.
  func layersChanged(_ layers: [AppLock.Layer], focus: AppLock.Layer?)
  /// The scene disconnected: take every window down and stop observing.
  func tearDown()
}

extension AppLockScenePresenter {
  /// Nothing to take down.
  public func tearDown() {}
}
