#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// Sets, changes or turns off the passcode inside the app's own navigation: a view
  /// controller to push onto a `UINavigationController` (Settings › Change Passcode, with a
  /// back button), to make a step of an onboarding flow, or to present.
  ///
  /// It shows the screen PasscodeKit's own windows show — the same rules, words, VoiceOver
  /// and look, drawn by the same renderer — and calls its completion **once**, on the main
  /// actor:
  ///
  /// - `.success(.completed)`: the passcode was set, changed or turned off.
  /// - `.success(.cancelled)`: the user pressed Cancel; went Back or swiped the sheet down (the
  ///   controller is already gone then); the controller was removed or released; its window
  ///   scene closed; or the app locked while it was on screen — the lock covers it, and what
  ///   was typed (a current passcode already accepted included) is wiped, so that nothing typed
  ///   before the lock counts after it (APP-9).
  /// - `.success(.permanentlyLocked)`: the failure limit was reached.
  /// - `.failure(_:)`: it could not start — `PasscodeError.alreadySet` (`.set`),
  ///   `.notSet` (`.change`, `.turnOff`), `.store(_:)`, or `.invalidConfiguration(_:)` for a
  ///   type out of range.
  ///
  /// A controller taken out of a stack while hidden (`setViewControllers`) ends when it is
  /// released, or when ``cancel()`` is called.
  ///
  /// Take it off screen in the completion in a way that is safe when it is gone already:
  ///
  /// ```swift
  /// // Settings › Change Passcode, pushed:
  /// let change = PasscodeKit.shared.makeViewController(for: .change()) { [weak self] _ in
  ///   guard let self else { return }
  ///   self.navigationController?.popToViewController(self, animated: true)
  /// }
  /// navigationController?.pushViewController(change, animated: true)
  /// ```
  ///
  /// The app lock, the privacy cover and on-demand checks stay in PasscodeKit's windows,
  /// above the app's. After it ends, its screen takes no more keys. Give it a
  /// `navigationItem.title` of your own if your navigation bar shows one; the screen says
  /// what it asks for. The idle timeout keeps counting while it is up, as for any of the
  /// app's screens.
  ///
  /// Not in app extensions, as ``PasscodeKit`` is not.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  public final class PasscodeFlowViewController: UIViewController {
    /// What it does: set, change (starting in a chosen type) or turn off the passcode.
    public let flow: EmbeddedPasscodeFlow
    /// How it ended, once it did: `nil` while it runs.
    public private(set) var result: Result<PasscodeFlow.Ending, PasscodeError>?

    private let kit: PasscodeKit
    private let appearance: PasscodeAppearance?
    private let run: Run
    private var screenController: UIViewController?

    /// Creates the controller over `kit`.
    ///
    /// - Parameters:
    ///   - flow: `.set`, `.change(startingIn:)` or `.turnOff`.
    ///   - kit: the app's PasscodeKit (by default ``PasscodeKit/shared``).
    ///   - appearance: the look of this screen; `nil` for the kit's configured one.
    ///   - completion: called once, on the main actor (see the type's documentation).
    public init(
      _ flow: EmbeddedPasscodeFlow, kit: PasscodeKit = .shared,
      appearance: PasscodeAppearance? = nil,
      completion: @escaping @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void
    ) {
      self.flow = flow
      self.kit = kit
      self.appearance = appearance
      run = Run(completion: completion)
      super.init(nibName: nil, bundle: nil)
      run.delivered = { [weak self] result in self?.ended(result) }
    }

    /// Not available: the controller is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeFlowViewController is made in code")
    }

    deinit {
      // Released without going through Back (a stack replaced, a sheet's owner gone): the
      // flow ends as cancelled, and the completion hears it once.
      Task { @MainActor [run] in run.cancel() }
    }

    // MARK: - Life cycle

    /// A plain view in the screen's background colour until the screen is ready; the flow
    /// starts (its status read) as the view is first needed.
    public override func viewDidLoad() {
      super.viewDidLoad()
      updateBackground()
      let options = ScreenOptions(look: appearance.map(PasscodeLook.init))
      run.start(kit: kit, flow: flow.flow, options: options) { [weak self] screen in
        self?.show(screen)
      }
    }

    /// Tells the runtime which window scene the controller is in: the scene's background
    /// wipes the screen, its closing ends the flow, PasscodeKit's windows over it take its
    /// keys.
    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      run.moved(to: view.window?.windowScene, kit: kit)
    }

    /// The same, once the window is certain.
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      run.moved(to: view.window?.windowScene, kit: kit)
    }

    /// Back, an interactive pop that completed, a swipe-down of its sheet, or a dismissal of
    /// what presented it: the flow ends as cancelled (an interactive pop the user abandons
    /// never gets here).
    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isLeaving { run.cancel() }
    }

    /// Light or dark mode changed: the background under the screen follows.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      updateBackground()
    }

    /// The theme's background, seen only until the screen is installed over it.
    private func updateBackground() {
      let look = appearance ?? kit.configuration.appearance
      view.backgroundColor = UIColor(
        look.theme(traitCollection.appearance).background.fallbackColor)
    }

    /// Whether this controller, or a container of it, is leaving for good.
    private var isLeaving: Bool {
      var controller: UIViewController? = self
      while let current = controller {
        if current.isMovingFromParent || current.isBeingDismissed { return true }
        controller = current.parent
      }
      return false
    }

    /// Ends the flow as cancelled, as Back does — for a close button of the app's own, or a
    /// container that takes the controller away. Once the flow ended, it does nothing.
    public func cancel() {
      run.cancel()
    }

    // MARK: - The screen

    /// Installs the runtime's screen for this flow: PasscodeKit's own screen controller, as
    /// a child filling the view (the screen lays itself out in the safe area, under the
    /// navigation bar).
    private func show(_ screen: AppLockScreen) {
      guard screenController == nil, result == nil else { return }
      let controller: UIViewController
      if let appearance {
        controller = PasscodeViewController(screen: screen, appearance: appearance)
      } else {
        controller = kit.screenController(for: screen)
      }
      addChild(controller)
      controller.view.frame = view.bounds
      controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      // In the app's navigation, its Back button and tab bar stay reachable by VoiceOver.
      controller.view.accessibilityViewIsModal = false
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
      screenController = controller
    }

    private func ended(_ result: Result<PasscodeFlow.Ending, PasscodeError>) {
      self.result = result
      // The screen is stopped (it takes no keys); nothing on it may look pressable.
      screenController?.view.isUserInteractionEnabled = false
    }
  }

  /// One embedded flow of the runtime, from the controller's start to its one answer: the
  /// completion is called once, whether the flow ended, was cancelled, or never started.
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  private final class Run {
    private var completion: (@MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void)?
    var delivered: (@MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void)?
    private weak var runtime: AppLockDriver?
    private var id: AppLock.RequestID?
    private var waiting: Task<Void, Never>?
    private weak var scene: UIWindowScene?

    init(completion: @escaping @MainActor (Result<PasscodeFlow.Ending, PasscodeError>) -> Void) {
      self.completion = completion
    }

    func start(
      kit: PasscodeKit, flow: PasscodeFlow, options: ScreenOptions,
      show: @escaping @MainActor (AppLockScreen) -> Void
    ) {
      guard id == nil, completion != nil else { return }
      let runtime = kit.runtime
      let id = kit.facade.embed(flow, options: options, show: show)
      self.runtime = runtime
      self.id = id
      // Holds this run until the one answer came: a controller released meanwhile still has
      // its completion called.
      waiting = Task { [self, runtime] in
        switch await runtime.ending(ofEmbedded: id) {
        case .ended(let ending): deliver(.success(ending))
        case .refused(let error): deliver(.failure(error))
        }
      }
    }

    func moved(to scene: UIWindowScene?, kit: PasscodeKit) {
      guard let id, completion != nil, let scene, scene !== self.scene else { return }
      self.scene = scene
      kit.facade.embeddedFlow(id, movedTo: scene)
    }

    /// Ends the flow as cancelled; the answer comes back through the runtime (once). Never
    /// started: answered at once.
    func cancel() {
      guard completion != nil else { return }
      guard let id, let runtime else {
        deliver(.success(.cancelled))
        return
      }
      runtime.cancelEmbeddedFlow(id)
    }

    private func deliver(_ result: Result<PasscodeFlow.Ending, PasscodeError>) {
      guard let completion else { return }
      self.completion = nil
      waiting = nil
      delivered?(result)
      completion(result)
    }
  }
#endif
