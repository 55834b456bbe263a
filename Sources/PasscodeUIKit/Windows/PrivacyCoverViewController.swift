#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The app-switcher privacy cover: the theme's background made opaque (a translucent theme's
  /// tint, with nothing showing through) over the whole scene, so that the snapshot the system
  /// takes shows nothing of the app's content (APP-4).
  final class PrivacyCoverViewController: UIViewController {
    private let appearance: PasscodeAppearance
    private let background: PasscodeBackgroundView

    /// Creates a cover in `appearance`'s themes.
    init(appearance: PasscodeAppearance) {
      self.appearance = appearance
      background = PasscodeBackgroundView(style: appearance.themes.light.background.opaque)
      super.init(nibName: nil, bundle: nil)
    }

    /// Not available: the cover is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PrivacyCoverViewController is made in code")
    }

    override func loadView() {
      background.isAccessibilityElement = false
      view = background
    }

    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      background.apply(appearance.theme(traitCollection.appearance).background.opaque)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      view.setNeedsLayout()
      setNeedsStatusBarAppearanceUpdate()
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
      UIStatusBarStyle(appearance.theme(traitCollection.appearance).statusBarStyle)
    }

    override var prefersStatusBarHidden: Bool { false }
  }
#endif
