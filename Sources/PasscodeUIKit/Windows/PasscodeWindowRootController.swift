#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The root of each of ``PasscodePresenter``'s windows (lock, flow, privacy cover): the
  /// theme's background at once, then the screen or cover its host draws, as a child.
  ///
  /// It is the one controller UIKit asks about the status bar and the orientations while one
  /// of PasscodeKit's windows is on top: the status bar's style is the theme's
  /// (`PasscodeTheme.statusBarStyle`, light or dark content from the background), never
  /// hidden; the orientations are the app's own, so that a portrait-only app does not turn
  /// under its lock.
  final class PasscodeWindowRootController: UIViewController {
    private let themes: PasscodeThemes
    private let background: PasscodeBackgroundView
    /// Whether the background shows nothing of the app (the lock's and the cover's windows).
    private let isOpaque: Bool
    private let orientations: @MainActor () -> UIInterfaceOrientationMask
    /// The screen or cover drawn in the window, once installed.
    private(set) var content: UIViewController?
    /// The app's controller that presentations made on this root go to (see
    /// ``present(_:animated:completion:)``).
    var appPresenter: (@MainActor () -> UIViewController?)?

    /// Creates a root drawing `themes`' background until ``install(_:)``.
    ///
    /// - Parameters:
    ///   - themes: the themes in light and dark mode, for the background and the status bar.
    ///   - opaque: whether the background must show nothing of the app (APP-4).
    ///   - orientations: the orientations the app's own window supports now.
    init(
      themes: PasscodeThemes, opaque: Bool,
      orientations: @escaping @MainActor () -> UIInterfaceOrientationMask
    ) {
      self.themes = themes
      isOpaque = opaque
      self.orientations = orientations
      let style = themes.light.background
      background = PasscodeBackgroundView(style: opaque ? style.opaque : style)
      super.init(nibName: nil, bundle: nil)
    }

    /// Not available: the root is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeWindowRootController is made in code")
    }

    override func loadView() {
      let root = UIView()
      root.backgroundColor = .clear
      background.frame = root.bounds
      background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      background.isAccessibilityElement = false
      root.addSubview(background)
      view = root
    }

    /// Draws `controller` over the whole window, in place of the background (the screen
    /// draws its own).
    func install(_ controller: UIViewController) {
      loadViewIfNeeded()
      if let content {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
      }
      addChild(controller)
      controller.view.frame = view.bounds
      controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
      content = controller
      background.isHidden = true
      setNeedsStatusBarAppearanceUpdate()
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      background.apply(isOpaque ? theme.background.opaque : theme.background)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      view.setNeedsLayout()
      setNeedsStatusBarAppearanceUpdate()
    }

    private var theme: PasscodeTheme { themes.theme(traitCollection.appearance) }

    override var preferredStatusBarStyle: UIStatusBarStyle {
      UIStatusBarStyle(theme.statusBarStyle)
    }

    override var prefersStatusBarHidden: Bool { false }

    /// Sends a presentation made on this root to the app's own window: code that presents from
    /// "the key window's root" (a push or deep-link handler, an SDK) finds this root while the
    /// lock or a flow is up, and must not put app content above them. The screens' own
    /// presentations (the fallback, the Erase Data alert) are made on the screen, a child, and
    /// stay here.
    override func present(
      _ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil
    ) {
      guard let target = appPresenter?(), target !== self else {
        super.present(controller, animated: animated, completion: completion)
        return
      }
      target.present(controller, animated: animated, completion: completion)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations() }
  }
#endif
