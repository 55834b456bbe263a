#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The passcode screen in UIKit: it draws a `PasscodeScreen` and forwards the user's
  /// presses; every decision is the core's.
  ///
  /// - What is visible and what each element says comes from `ScreenFrame` (the screen's
  ///   state labelled in the appearance's language), where each element goes from
  ///   `KeypadLayout`, recomputed in `viewDidLayoutSubviews` — so rotation, split view, the
  ///   safe area, Dynamic Type and dark mode all re-lay out.
  /// - A key press sends `PasscodeScreen.event(forPressing:)`; a hardware keyboard sends
  ///   `PasscodeScreen.event(for:)`. An alphanumeric passcode is typed on the system
  ///   keyboard, up while `PasscodeScreen.keyboardRequest` asks for it; what it types
  ///   reaches the screen as `PasscodeScreen.events(for:)`.
  /// - The `PasscodeScreenDriver` performs the lock calls, timers and biometrics; this
  ///   controller performs the visual effects: haptics, the wrong-code signal
  ///   (`WrongCodeAnimation`: the shake, a fade under Reduce Motion), VoiceOver
  ///   announcements, the host's fallback, and the Passcode Options: an action sheet of the
  ///   passcode types (a popover from the options button on iPad), presented from this
  ///   controller so that it sits in the flow's or the lock's window.
  /// - The screen's place in the app lock's runtime — when it holds the focus, what waits for
  ///   an active scene (the biometric prompt), its ending — is PasscodeCore's
  ///   (`AppLockScreen`); ``onEnd`` is called once, when the flow is over.
  ///
  /// Most apps never create one: ``PasscodeKit`` presents it. To show it yourself:
  ///
  /// ```swift
  /// let driver = PasscodeScreenDriver(configuration: configuration, lock: lock)
  /// let controller = PasscodeViewController(
  ///   driver: driver, flow: PasscodeFlow(.change), appearance: PasscodeAppearance())
  /// controller.onEnd = { [weak controller] _, _ in controller?.dismiss(animated: true) }
  /// present(controller, animated: true)
  /// ```
  @_spi(Skins) public final class PasscodeViewController: UIViewController {
    /// The screen, as the app lock's runtime runs it.
    public let screen: AppLockScreen
    /// The effect loop the screen runs in.
    public var driver: PasscodeScreenDriver { screen.driver }
    /// The flow the screen runs.
    public var flow: PasscodeFlow { screen.flow }
    /// Themes, language, app header and haptics.
    public let appearance: PasscodeAppearance
    /// Called once, when the flow ends, with its ending and the screen's last state.
    public var onEnd: ((PasscodeFlow.Ending, PasscodeScreen) -> Void)?
    /// The host's fallback (account password), shown from this controller when the user asks
    /// for it; returns whether the user proved who they are.
    public var fallback: (@MainActor (UIViewController) async -> Bool)?
    /// The app's erasure of its protected data, offered as Erase Data on a permanently locked
    /// app lock (after the user confirms); returns whether it erased.
    public var eraseData: (@MainActor () async -> Bool)?
    /// The app's own action on the lock screen ("Log Out"), called with this controller (to
    /// present from) when the user presses its button; the screen stays, locked.
    public var secondaryAction: (@MainActor (UIViewController) -> Void)?
    /// The host's title and subtitle for this screen (an on-demand check's), in place of
    /// PasscodeKit's (`ScreenFrame.prompting(_:)`).
    public var prompt: PasscodePrompt?

    private let scrollView = UIScrollView()
    private let background: PasscodeBackgroundView
    private let panel = UIView()
    private let appHeader: PasscodeAppHeaderView
    /// The app's own header (`PasscodeAppearance.header`) in place of ``appHeader``, and the
    /// hosting controller of a SwiftUI one.
    private let customHeader: (view: UIView, controller: UIViewController?)?
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let messageLabel = UILabel()
    private let dotsView = PasscodeDotsView()
    private let keyboardInput = PasscodeKeyboardInput()
    private var views: [KeypadLayout.Element: UIView] = [:]
    private var layoutInput: KeypadLayout.Input?
    private var endingReported = false
    private var hasAppeared = false
    /// Whether the screen may hold the keyboard focus: the runtime's
    /// `AppLockScreen.takesKeyboard` (it holds the focus, and no host's fallback runs over it).
    public var holdsFocus: Bool { screen.takesKeyboard }
    private var pressesTaken = TakenPresses()
    /// Whether the screen is shown on its own, not by ``PasscodeKit``.
    private let isStandalone: Bool

    /// Creates the screen for `flow`, run by `driver`, to show on its own.
    public convenience init(
      driver: PasscodeScreenDriver, flow: PasscodeFlow, appearance: PasscodeAppearance
    ) {
      let screen = AppLockScreen(driver: driver, flow: flow)
      screen.holdsFocus = true
      self.init(screen: screen, appearance: appearance, standalone: true)
    }

    /// Creates the view of `screen`, a screen of the app lock's runtime.
    public convenience init(screen: AppLockScreen, appearance: PasscodeAppearance) {
      self.init(screen: screen, appearance: appearance, standalone: false)
    }

    /// Creates the view of `screen`, shown on its own (not by the app lock's runtime): it
    /// loads its status when it appears and answers for its scene from its window.
    public convenience init(standalone screen: AppLockScreen, appearance: PasscodeAppearance) {
      screen.holdsFocus = true
      self.init(screen: screen, appearance: appearance, standalone: true)
    }

    private init(screen: AppLockScreen, appearance: PasscodeAppearance, standalone: Bool) {
      self.screen = screen
      isStandalone = standalone
      self.appearance = appearance
      appHeader = PasscodeAppHeaderView(icon: appearance.appIcon)
      customHeader = appearance.header?.makeView()
      background = PasscodeBackgroundView(style: appearance.themes.light.background)
      super.init(nibName: nil, bundle: nil)
    }

    /// Not available: the screen is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeViewController is made in code")
    }

    // MARK: - Views

    /// Builds the views: a background, a scroll view (used only when the layout needs
    /// scrolling), and every element of the layout.
    public override func loadView() {
      let root = UIView()
      root.accessibilityViewIsModal = true
      root.addSubview(background)
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.showsHorizontalScrollIndicator = false
      root.addSubview(scrollView)
      keyboardInput.isAccessibilityElement = false
      keyboardInput.onInput = { [weak self] input in self?.typed(input) }
      keyboardInput.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(keyboardInput)
      // Pinned to the keyboard, so that the layout runs again whenever the keyboard moves.
      NSLayoutConstraint.activate([
        keyboardInput.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        keyboardInput.widthAnchor.constraint(equalToConstant: 1),
        keyboardInput.heightAnchor.constraint(equalToConstant: 1),
        keyboardInput.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      ])
      titleLabel.accessibilityTraits = AccessibilityConstants.header
      for label in [titleLabel, subtitleLabel, messageLabel] {
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = FrameElementStyle.textFitTolerance
      }
      if let host = customHeader?.controller { addChild(host) }
      var elements: [(KeypadLayout.Element, UIView)] = [
        (.panel, panel), (.appHeader, customHeader?.view ?? appHeader), (.title, titleLabel),
        (.subtitle, subtitleLabel), (.dots, dotsView), (.message, messageLabel),
      ]
      let controls: [KeypadLayout.Element] =
        KeySlot.allCases.map { .key($0) } + [
          .secondaryButton, .fallbackButton, .cancelButton, .submitButton,
        ]
      for element in controls {
        let control = PasscodeKeyButton.make(for: element)
        control.addAction(
          UIAction { [weak self] _ in self?.press(element) }, for: .touchUpInside)
        elements.append((element, control))
      }
      for (element, view) in elements {
        views[element] = view
        view.isHidden = true
        scrollView.addSubview(view)
      }
      view = root
      customHeader?.controller?.didMove(toParent: self)
    }

    /// Starts drawing the driver's updates and following the focus.
    public override func viewDidLoad() {
      super.viewDidLoad()
      driver.onUpdate = { [weak self] screen, effects in
        self?.update(screen, effects)
      }
      screen.onFocusChange = { [weak self] holdsFocus in self?.focusChanged(holdsFocus) }
      if isStandalone {
        // On its own, the screen answers from its window (the runtime answers for its own).
        screen.isSceneActive = { [weak self] in
          self?.view.window?.windowScene?.activationState == .foregroundActive
        }
        NotificationCenter.default.addObserver(
          self, selector: #selector(sceneDidActivate), name: UIScene.didActivateNotification,
          object: nil)
      }
    }

    /// Takes the hardware keyboard (or brings up the system keyboard, for an alphanumeric
    /// passcode) and, unless another screen is above it, moves VoiceOver to the title. The
    /// first time, the runtime sends what waited for the screen to appear (the biometric
    /// prompt of an unlock) once the scene is active; a screen shown on its own loads its
    /// status first.
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if holdsFocus { becomeFirstResponder() }
      updateKeyboard()
      appearance.haptics.prepare()
      // A screen that comes up under another (a flow under the lock) leaves VoiceOver alone.
      if holdsFocus {
        UIAccessibility.post(
          notification: AccessibilityConstants.screenChanged, argument: titleLabel)
      }
      guard !hasAppeared else { return }
      hasAppeared = true
      screen.appeared()
      if isStandalone {
        Task { [screen] in await screen.start() }
      }
    }

    /// The runtime gave the focus to this screen, or took it away (a screen above it).
    private func focusChanged(_ holdsFocus: Bool) {
      if holdsFocus {
        if hasAppeared {
          becomeFirstResponder()
          // The screen above went away: VoiceOver comes back to this one.
          UIAccessibility.post(
            notification: AccessibilityConstants.screenChanged, argument: titleLabel)
        }
        updateKeyboard()
      } else {
        keyboardInput.resignFirstResponder()
        resignFirstResponder()
      }
    }

    @objc private func sceneDidActivate() {
      screen.sendWaitingEvents()
    }

    /// VoiceOver's escape gesture (a two-finger Z) cancels a screen that may be cancelled.
    public override func accessibilityPerformEscape() -> Bool {
      // UIKit calls it on the main thread; the SDK does not say so.
      onMainThread(or: false) {
        guard driver.screen.accessories.contains(.cancel) else { return false }
        driver.send(.cancel)
        return true
      }
    }

    /// Lays the screen out for the current size, safe area (above the system keyboard, when
    /// it is up), size classes, text size, layout direction and appearance.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      background.frame = view.bounds
      scrollView.frame = view.bounds
      let traits = traitCollection
      var safeArea = view.safeAreaInsets
      if keyboardInput.isFirstResponder {
        let keyboardTop = view.keyboardLayoutGuide.layoutFrame.minY
        safeArea.bottom = max(safeArea.bottom, view.bounds.maxY - keyboardTop)
      }
      layoutInput = driver.screen.layoutInput(
        canvas: LayoutSize(view.bounds.size), safeArea: LayoutInsets(safeArea),
        horizontalSizeClass: SizeClass(traits.horizontalSizeClass),
        verticalSizeClass: SizeClass(traits.verticalSizeClass), textSize: traits.textSize,
        direction: LayoutDirection(view.effectiveUserInterfaceLayoutDirection), metrics: .iOS,
        theme: appearance.theme(traits.appearance))
      render()
    }

    /// Re-lays out when the text size, size classes or appearance change, and restyles the
    /// status bar.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      view.setNeedsLayout()
      setNeedsStatusBarAppearanceUpdate()
    }

    /// Light or dark content, whichever contrasts with the theme's background
    /// (`PasscodeTheme.statusBarStyle`).
    public override var preferredStatusBarStyle: UIStatusBarStyle {
      UIStatusBarStyle(appearance.theme(traitCollection.appearance).statusBarStyle)
    }

    /// The status bar stays: the time and battery are not secrets.
    public override var prefersStatusBarHidden: Bool { false }

    // MARK: - Input

    private func press(_ element: KeypadLayout.Element) {
      guard let event = driver.screen.event(forPressing: element) else { return }
      driver.send(event)
    }

    private func typed(_ input: SecureFieldInput) {
      for event in PasscodeScreen.events(for: input) { driver.send(event) }
      input.wipe()
    }

    /// Follows the screen's `keyboardRequest`: the system keyboard up for
    /// `.softwareKeyboard`, down (the controller taking the hardware keyboard back) for
    /// `.hardwareKeys`, and no focus at all once the flow is over (`.none`), as in SwiftUI.
    private func updateKeyboard() {
      guard holdsFocus, view.window != nil else { return }
      switch driver.screen.keyboardRequest {
      case .softwareKeyboard:
        if !keyboardInput.isFirstResponder { keyboardInput.becomeFirstResponder() }
      case .hardwareKeys:
        // Only from its own input: a host's fallback sheet above may hold the focus.
        if keyboardInput.isFirstResponder { becomeFirstResponder() }
      case .none:
        if keyboardInput.isFirstResponder { keyboardInput.resignFirstResponder() }
        if isFirstResponder { resignFirstResponder() }
      }
    }

    /// Takes key presses from a hardware keyboard.
    public override var canBecomeFirstResponder: Bool { true }

    /// Types digits and characters, deletes, submits and cancels from a hardware keyboard;
    /// other keys go on up the responder chain. While the system keyboard is up, what is typed
    /// reaches the screen through it, and only Escape is taken here.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let typing = keyboardInput.isFirstResponder
      let events = presses.compactMap(\.key).flatMap(KeyboardKey.keys(of:))
        .compactMap { PasscodeScreen.event(forHardwareKey: $0, whileTyping: typing) }
      guard !events.isEmpty else {
        super.pressesBegan(presses, with: event)
        return
      }
      _ = pressesTaken.began(presses) { _ in true }
      for screenEvent in events { driver.send(screenEvent) }
    }

    /// Hands on the changes of presses this screen did not take.
    public override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = pressesTaken.phase(of: presses, ending: false)
      if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    /// Hands on the ends of presses this screen did not take.
    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = pressesTaken.phase(of: presses, ending: true)
      if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// Hands on the cancellations of presses this screen did not take.
    public override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = pressesTaken.phase(of: presses, ending: true)
      if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }

    // MARK: - Drawing

    private func update(_ screen: PasscodeScreen, _ effects: [PasscodeScreen.SkinEffect]) {
      if let input = layoutInput,
        input.dotCount != screen.layoutDotCount
          || input.elements != screen.layoutElements(showsAppHeader: input.theme.showsAppHeader)
      {
        // Another format was chosen: its dots and buttons need a new layout.
        view.setNeedsLayout()
      }
      render()
      updateKeyboard()
      for effect in effects { perform(effect) }
      guard !endingReported, let ending = self.screen.ending else { return }
      endingReported = true
      onEnd?(ending, screen)
    }

    private func perform(_ effect: PasscodeScreen.SkinEffect) {
      switch effect {
      case .haptic(let haptic):
        appearance.haptics.play(haptic)
      case .shake(let reduceMotion):
        dotsView.playWrongCode(
          WrongCodeAnimation(reduceMotion: reduceMotion || UIAccessibility.isReduceMotionEnabled))
      case .announce(let text):
        appearance.announcer.announce(appearance.localizer.string(text))
      case .showFallback:
        // The screen owns the task: it is cancelled if the screen goes away first.
        screen.runFallback { [weak self] in
          guard let self else { return false }
          return await self.fallback?(self) ?? false
        }
      case .performSecondaryAction:
        secondaryAction?(self)
      case .showRecovery:
        performRecovery(localizer: appearance.localizer, eraseData: eraseData)
      case .showFormatOptions(let formats):
        showFormatOptions(formats)
      case .dismiss:
        // The flow's ending (checked after every update) closes the screen.
        break
      }
    }

    /// Shows the passcode types to choose from as an action sheet (a popover from the options
    /// button on iPad); the choice, or Cancel, goes back to the screen.
    private func showFormatOptions(_ formats: [PasscodeFormat]) {
      // No way to show the sheet (already presenting, not on screen): the screen takes input
      // again, its button ready.
      guard presentedViewController == nil, viewIfLoaded?.window != nil else {
        driver.send(.formatOptionsDismissed)
        return
      }
      let localizer = appearance.localizer
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      for format in formats {
        sheet.addAction(
          UIAlertAction(title: localizer.string(PasscodeScreen.name(of: format)), style: .default) {
            [weak self] _ in self?.driver.send(.formatChosen(format))
          })
      }
      // Also what a tap outside the iPad popover does.
      sheet.addAction(
        UIAlertAction(title: localizer.string(.cancel), style: .cancel) { [weak self] _ in
          self?.driver.send(.formatOptionsDismissed)
        })
      if let popover = sheet.popoverPresentationController {
        // Anchored to the Passcode Options button (the accessory in the fallback's slot); a
        // view that moves on rotation moves the popover with it. Without the button, a
        // point in the middle of the screen and no arrow rather than an arrow at the screen.
        if let button = views[.fallbackButton] {
          popover.sourceView = button
          popover.sourceRect = button.bounds
        } else {
          popover.sourceView = view
          popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
          popover.permittedArrowDirections = []
        }
      }
      present(sheet, animated: true)
    }

    private func render() {
      guard let input = layoutInput else { return }
      let screen = driver.screen
      let scene = ScreenFrame(
        screen: screen, layout: input, localizer: appearance.localizer,
        appName: appearance.appName
      ).prompting(prompt)
      background.apply(screen.background(in: input.theme))
      scrollView.contentSize = CGSize(scene.layout.contentSize)
      scrollView.isScrollEnabled = scene.layout.needsScrolling
      for view in views.values { view.isHidden = true }
      for element in scene.elements {
        guard let view = views[element.kind] else { continue }
        view.frame = CGRect(element.frame)
        view.isHidden = false
        draw(element, of: scene)
      }
    }

    private func draw(_ element: ScreenFrame.Element, of scene: ScreenFrame) {
      let style = scene.style(of: element)
      switch element.kind {
      case .panel:
        panel.backgroundColor = style.fill.map(UIColor.init)
        panel.layer.cornerRadius = CGFloat(style.cornerRadius)
      case .appHeader:
        // The app's own header is sized by its frame alone.
        guard customHeader == nil else { return }
        appHeader.update(name: element.label, style: style, height: element.frame.height)
      case .title:
        titleLabel.set(element.label, style: style)
      case .subtitle:
        subtitleLabel.set(element.label, style: style)
      case .message:
        messageLabel.set(element.label, style: style)
      case .dots:
        let fills = scene.screen.dotFills
        let origin = CGRect(element.frame).origin
        dotsView.update(
          fills: fills,
          frames: scene.layout.dotFrames(count: fills.count).map {
            CGRect($0).relative(to: origin)
          },
          theme: scene.theme, progress: element.label)
      case .key, .cancelButton, .fallbackButton, .submitButton, .secondaryButton:
        guard let control = views[element.kind] as? PasscodeKeyButton else { return }
        control.configure(
          title: element.label, style: style, theme: scene.theme, symbol: element.symbol,
          letters: element.letters)
        control.isEnabled = scene.screen.isEnabled(element.kind)
      }
    }
  }

  extension UILabel {
    /// Shows `text` in the style's font, colour and number of lines.
    fileprivate func set(_ text: String, style: FrameElementStyle) {
      self.text = text
      font = .passcode(style)
      textColor = UIColor(style.textColor)
      numberOfLines = style.maximumLines
    }
  }
#endif
