#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// What lies behind the passcode screen and the privacy cover: the theme's solid colour, or
  /// its tint over a blur of the app's content (`BackgroundStyle`).
  ///
  /// UIKit's blur has no public radius: the translucent style uses the system's regular blur,
  /// and the theme's tint decides how much shows through.
  final class PasscodeBackgroundView: UIView {
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    private let tint = UIView()

    /// Creates a background with `style`.
    init(style: BackgroundStyle) {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      for layer in [blur, tint] as [UIView] {
        layer.frame = bounds
        layer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(layer)
      }
      apply(style)
    }

    /// Not available: backgrounds are made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeBackgroundView is made in code")
    }

    /// Draws `style`.
    func apply(_ style: BackgroundStyle) {
      switch style {
      case .solid(let color):
        blur.isHidden = true
        tint.backgroundColor = UIColor(color)
      case .translucent(let color, _):
        blur.isHidden = false
        tint.backgroundColor = UIColor(color)
      }
    }
  }
#endif
