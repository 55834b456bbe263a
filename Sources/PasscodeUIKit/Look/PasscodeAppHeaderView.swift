#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The host app's icon and name above the title (themes with
  /// `PasscodeTheme.showsAppHeader`), the name after the icon in the reading direction.
  final class PasscodeAppHeaderView: UIView {
    private let iconView = UIImageView()
    private let nameLabel = UILabel()
    private let stack: UIStackView

    /// Creates a header showing `icon`, or a padlock on the theme's accent when `icon` is
    /// `nil`.
    init(icon: UIImage?) {
      stack = UIStackView(arrangedSubviews: [iconView, nameLabel])
      super.init(frame: .zero)
      iconView.image = icon ?? UIImage(systemName: "lock.fill")
      iconView.contentMode = icon == nil ? .center : .scaleAspectFill
      iconView.clipsToBounds = true
      iconView.isAccessibilityElement = false
      nameLabel.isAccessibilityElement = false
      nameLabel.adjustsFontSizeToFitWidth = true
      nameLabel.minimumScaleFactor = FrameElementStyle.textFitTolerance
      isAccessibilityElement = true
      accessibilityTraits = AccessibilityConstants.staticText
      stack.axis = .horizontal
      stack.alignment = .center
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: centerYAnchor),
        stack.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
        iconView.heightAnchor.constraint(equalTo: heightAnchor),
        iconView.widthAnchor.constraint(equalTo: iconView.heightAnchor),
      ])
    }

    /// Not available: the header is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeAppHeaderView is made in code")
    }

    /// Shows `name` as `style` says (`ScreenFrame.style(of:)`): its font and colour, the
    /// icon's fill and corner radius, for a header `height` points tall.
    func update(name: String, style: FrameElementStyle, height: Double) {
      nameLabel.text = name
      accessibilityLabel = name
      nameLabel.textColor = UIColor(style.textColor)
      nameLabel.font = .passcode(style)
      stack.spacing = CGFloat(height * FrameElementStyle.appHeaderGapFraction)
      iconView.layer.cornerRadius = CGFloat(style.cornerRadius)
      iconView.backgroundColor = style.fill.map(UIColor.init)
      iconView.tintColor = .white
      iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
        pointSize: CGFloat(height * 0.4))
    }
  }
#endif
