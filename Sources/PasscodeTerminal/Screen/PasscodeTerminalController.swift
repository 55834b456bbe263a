@_spi(Skins) import PasscodeCore

/// The terminal skin's logic, apart from the terminal itself: it feeds keys, clicks and
/// resizes to a ``PasscodeScreenDriver``, draws each new state through ``FrameEncoder``
/// (only what changed), shakes the dots, rings the bell and flashes pressed keys.
///
/// The raw-mode shell (``PasscodeTerminalSession``) only reads input and writes the bytes this
/// controller hands to `output`; tests drive the controller directly on a `TestClock` and read
/// what it wrote.
///
/// ```swift
/// let controller = PasscodeTerminalController(
///   driver: driver, size: TerminalSize(columns: 80, rows: 24), options: options,
///   clock: ContinuousClock(), output: { terminal.write($0) })
/// controller.onFinish = { reader.stop() }
/// await controller.start()
/// controller.handle(.event(.key(.character("4"))))
/// ```
@MainActor
final class PasscodeTerminalController {
  /// The effect loop the screen runs in.
  let driver: PasscodeScreenDriver
  /// The look and language.
  let options: PasscodeTerminalOptions
  /// The terminal's size.
  private(set) var size: TerminalSize
  /// The frame drawn last.
  private(set) var frame: PasscodeFrame
  /// Called once when the flow ended (the screen dismissed itself).
  var onFinish: (() -> Void)?
  /// The screen as it was last shown before the flow ended: whether it was locked out or
  /// permanently locked when the person left (the ended screen no longer says).
  private(set) var lastOpenScreen: PasscodeScreen

  /// How long a key typed on the keyboard or clicked stays drawn pressed.
  static let flashDuration: Duration = .milliseconds(120)
  /// The bell, rung on a wrong code unless ``PasscodeTerminalOptions/quiet``.
  static let bell = "\u{07}"

  private let renderer: PasscodeFrameRenderer
  private let animations: ClockTimers<Animation>
  private var writer: TerminalFrameWriter
  private var presentation: TerminalPresentation
  private var shakeFrames: [Int] = []
  private var shakeIndex = 0
  private var flashed: KeySlot?
  private var cancelRequested = false
  private var finished = false

  /// Creates a controller; nothing is drawn before ``start()``.
  ///
  /// - Parameters:
  ///   - driver: the effect loop, whose ``PasscodeScreenDriver/onUpdate`` the controller takes.
  ///   - size: the terminal's size now.
  ///   - options: the look and language.
  ///   - clock: the clock the shake and key flashes wait on (the driver's timers wait on the
  ///     clock it was given).
  ///   - output: writes bytes to the terminal.
  init(
    driver: PasscodeScreenDriver, size: TerminalSize, options: PasscodeTerminalOptions,
    clock: any Clock<Duration>, output: @escaping (String) -> Void
  ) {
    self.driver = driver
    self.size = size
    self.options = options
    animations = ClockTimers(clock: clock)
    renderer = PasscodeFrameRenderer(options: options)
    writer = TerminalFrameWriter(colorMode: options.colorMode, output: output)
    presentation = TerminalPresentation.choose(for: driver.screen, size: size, options: options)
    frame = renderer.render(driver.screen, size: size, presentation: presentation)
    lastOpenScreen = driver.screen
    driver.onUpdate = { [weak self] screen, effects in self?.update(screen, effects) }
  }

  /// Draws the first frame, then loads the lock's status (a lockout under way shows its
  /// countdown at once).
  func start() async {
    draw()
    await driver.start()
  }

  /// Handles a key, a click or a resize.
  func handle(_ input: TerminalInput) {
    switch input {
    case .resize(let newSize):
      size = newSize
      presentation = TerminalPresentation.choose(for: driver.screen, size: size, options: options)
      writer.invalidate()
      draw()
    case .event(.key(let key)):
      guard let event = PasscodeKeyBindings.event(for: key) else { return }
      press(event, slot: PasscodeKeyBindings.slot(for: key))
    case .event(.mouse(let mouse)):
      guard mouse.button == .left, mouse.action == .press,
        let target = frame.target(atColumn: mouse.column, row: mouse.row),
        let event = target.event(for: driver.screen)
      else { return }
      var slot: KeySlot?
      if case .key(let pressed) = target { slot = pressed }
      press(event, slot: slot)
    }
  }

  /// The input ended (the terminal hung up): lets answers under way arrive, then cancels.
  func abandon() async {
    await driver.settle()
    if driver.screen.outcome == nil { driver.send(.cancel) }
  }

  private func press(_ event: PasscodeScreen.Event, slot: KeySlot?) {
    guard event != .cancel else {
      // Cancel may be refused while the lock answers; it is sent as soon as it is allowed.
      if driver.screen.accessories.contains(.cancel) {
        driver.send(.cancel)
      } else {
        cancelRequested = true
      }
      return
    }
    if let slot, driver.screen.isInputEnabled, presentation.layout != nil,
      PasscodeHitTarget.key(slot).event(for: driver.screen) != nil
    {
      flash(slot)
    }
    driver.send(event)
  }

  private func update(_ screen: PasscodeScreen, _ effects: [PasscodeScreen.SkinEffect]) {
    if screen.outcome == nil { lastOpenScreen = screen }
    for effect in effects {
      switch effect {
      case .shake(let reduceMotion):
        if !reduceMotion { startShake() }
      case .haptic(.error):
        if !options.quiet { writer.output(Self.bell) }
      case .haptic(.tap), .haptic(.success):
        // A terminal has no haptics; only an error rings the bell.
        break
      case .announce:
        // What a screen reader reads in a terminal is the frame itself.
        break
      case .dismiss:
        finished = true
      case .showFormatOptions:
        // The terminal screen has no list to choose from: its flows pick the format up front
        // (`passcode set/change --format`).
        driver.send(.formatOptionsDismissed)
      case .showFallback:
        // A terminal host has no account password to fall back on (its screens never offer
        // one); the screen takes input again.
        driver.send(.fallbackFinished(succeeded: false))
      case .showRecovery:
        // A terminal erases nothing itself (`passcode reset` is its way out, worded by the
        // screen): the screen stays permanently locked.
        driver.send(.recoveryFinished(erased: false))
      case .performSecondaryAction:
        // The terminal's screens name no action of an app's (their configuration has no
        // title), so the button never shows and this never comes.
        break
      }
    }
    draw()
    if finished {
      stopAnimations()
      let finish = onFinish
      onFinish = nil
      finish?()
    } else if cancelRequested, screen.accessories.contains(.cancel) {
      cancelRequested = false
      driver.send(.cancel)
    }
  }

  // MARK: - Drawing

  private func draw() {
    let offset = shakeFrames.indices.contains(shakeIndex) ? shakeFrames[shakeIndex] : 0
    frame = renderer.render(
      driver.screen, size: size, presentation: presentation, shakeOffset: offset,
      pressed: flashed)
    writer.write(frame.grid)
  }

  private func startShake() {
    animations.cancel(.shake)
    shakeFrames = ShakeMotion.standard.cellOffsets()
    shakeIndex = 0
    guard shakeFrames.count > 1 else { return }
    scheduleShakeFrame(after: ShakeMotion.standard.duration / (shakeFrames.count - 1))
  }

  private func scheduleShakeFrame(after interval: Duration) {
    animations.start(.shake, after: interval) { [weak self] _ in
      guard let self else { return }
      self.shakeIndex += 1
      if self.shakeIndex < self.shakeFrames.count - 1 {
        self.scheduleShakeFrame(after: interval)
      } else {
        self.shakeFrames = []
      }
      self.draw()
    }
  }

  private func flash(_ slot: KeySlot) {
    flashed = slot
    animations.start(.flash, after: Self.flashDuration) { [weak self] _ in
      guard let self else { return }
      self.flashed = nil
      self.draw()
    }
  }

  private func stopAnimations() {
    animations.cancelAll()
  }

  /// The controller's own timers: the next frame of the shake, the end of a key's flash.
  private enum Animation: Hashable, Sendable {
    case shake
    case flash
  }
}
