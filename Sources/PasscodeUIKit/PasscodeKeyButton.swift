#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// A key or a text button of the passcode screen and the PasscodeKit keypad: every one is
  /// made by ``make(for:)``.
  ///
  /// Digit keys draw the theme's key shape (a circle or a rounded square, from
  /// `KeypadLayout.keyCornerRadius`), its fill and outline, and the pressed fill while touched.
  /// Other keys and buttons (Delete, Cancel, the biometric key, the fallback, OK) are words in
  /// the button colour that fade while touched. Each has the button trait and the
  /// accessibility label the screen gives it.
  public final class PasscodeKeyButton: UIControl {
    /// How a key is drawn.
    public enum Style: Sendable {
      /// A digit in the key shape.
      case digit
      /// A word, without a shape.
      case word
    }

    /// How the key is drawn.
    public let style: Style
    private let titleLabel = UILabel()
    private var theme = PasscodeTheme.default(.light)

    /// Makes the control for an element of the screen: the key shape for digit keys, a word
    /// for everything else.
    public static func make(for element: KeypadLayout.Element) -> PasscodeKeyButton {
      switch element {
      case .key(let slot) where slot.digit != nil: PasscodeKeyButton(style: .digit)
      default: PasscodeKeyButton(style: .word)
      }
    }

    private init(style: Style) {
      self.style = style
      super.init(frame: .zero)
      isAccessibilityElement = true
      titleLabel.textAlignment = .center
      titleLabel.adjustsFontSizeToFitWidth = true
      titleLabel.minimumScaleFactor = 0.5
      titleLabel.isAccessibilityElement = false
      titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(titleLabel)
      updateAppearance()
    }

    /// Not available: keys are made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeKeyButton is made in code")
    }

    /// Sets the key's text (also its accessibility label), font, corner radius and theme.
    ///
    /// - Parameters:
    ///   - title: the text, which is also what VoiceOver says.
    ///   - keySize: the font size of a digit (``Style/digit``).
    ///   - buttonSize: the font size of a word (``Style/word``).
    ///   - cornerRadius: the corner radius of the key shape (digits only).
    ///   - theme: the colours and font weights.
    public func configure(
      title: String, keySize: Double, buttonSize: Double, cornerRadius: Double,
      theme: PasscodeTheme
    ) {
      self.theme = theme
      titleLabel.text = title
      accessibilityLabel = title
      let (token, size) =
        style == .digit ? (theme.fonts.key, keySize) : (theme.fonts.button, buttonSize)
      titleLabel.font = .passcode(size: size, weight: token.weight)
      layer.cornerRadius = style == .digit ? CGFloat(cornerRadius) : 0
      updateAppearance()
    }

    /// Redraws the pressed state.
    public override var isHighlighted: Bool {
      didSet { updateAppearance() }
    }

    /// Redraws the enabled state.
    public override var isEnabled: Bool {
      didSet { updateAppearance() }
    }

    /// Keeps the title filling the key.
    public override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = bounds.insetBy(dx: 2, dy: 0)
    }

    private func updateAppearance() {
      accessibilityTraits =
        isEnabled
        ? AccessibilityConstants.button
        : AccessibilityConstants.button.union(AccessibilityConstants.notEnabled)
      switch style {
      case .digit:
        backgroundColor = UIColor(isHighlighted ? theme.keyPressedFill : theme.keyFill)
        layer.borderColor = UIColor(theme.keyStroke).cgColor
        layer.borderWidth = CGFloat(theme.keyStrokeWidth)
        titleLabel.textColor = UIColor(theme.keyTextColor)
      case .word:
        backgroundColor = .clear
        layer.borderWidth = 0
        titleLabel.textColor = UIColor(theme.buttonTextColor)
          .withAlphaComponent(isHighlighted ? 0.4 : 1)
      }
    }
  }
#endif
