#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// A key or a text button of the passcode screen and the PasscodeKit keypad: every one is
  /// made by ``make(for:)``.
  ///
  /// Each is drawn as its `FrameElementStyle` says (the numbers the SwiftUI skin and the SVG
  /// previews use): digit keys in the theme's key shape (a circle or a rounded square), its
  /// fill and outline, and the pressed fill while touched, with the keypad letters under the
  /// digit where the style's `KeyFace` puts them; other keys and buttons (Delete, Cancel, the
  /// biometric key, the fallback, OK) as words that fade while touched. Each has the button
  /// trait and the accessibility label the screen gives it (a digit key's digit, never its
  /// letters).
  final class PasscodeKeyButton: UIControl {
    /// How a key is drawn.
    enum Style: Sendable {
      /// A digit in the key shape.
      case digit
      /// A word, without a shape.
      case word
    }

    /// How the key is drawn.
    let style: Style
    private let titleLabel = UILabel()
    private let lettersLabel = UILabel()
    private let symbolView = UIImageView()
    private var face: KeyFace?
    private var theme = PasscodeTheme.default(.light)
    private var textColor = PasscodeTheme.default(.light).buttonTextColor
    private var fill: RGBAColor?

    /// Makes the control for an element of the screen: the key shape for digit keys, a word
    /// for everything else.
    static func make(for element: KeypadLayout.Element) -> PasscodeKeyButton {
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
      titleLabel.minimumScaleFactor = FrameElementStyle.textFitTolerance
      titleLabel.isAccessibilityElement = false
      addSubview(titleLabel)
      lettersLabel.textAlignment = .center
      lettersLabel.adjustsFontSizeToFitWidth = true
      lettersLabel.minimumScaleFactor = FrameElementStyle.textFitTolerance
      lettersLabel.isAccessibilityElement = false
      lettersLabel.isHidden = true
      addSubview(lettersLabel)
      symbolView.contentMode = .center
      symbolView.isAccessibilityElement = false
      symbolView.isHidden = true
      addSubview(symbolView)
      updateAppearance()
    }

    /// Not available: keys are made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeKeyButton is made in code")
    }

    /// Sets the key's text (also its accessibility label) and how it is drawn.
    ///
    /// - Parameters:
    ///   - title: the text, which is also what VoiceOver says.
    ///   - style: the font, colours, corner radius and opacity (`ScreenFrame.style(of:)`
    ///     on the passcode screen, `FrameElementStyle.key(_:of:theme:)` on the field keypad).
    ///   - theme: the key's pressed fill and outline.
    ///   - symbol: the symbol drawn in place of a word that does not fit the key
    ///     (`ScreenFrame.Element.symbol`); the title stays its accessibility label.
    ///   - letters: the letters under a digit (`ScreenFrame.Element.letters`,
    ///     `KeyFace.letters(on:)`), drawn where the style's `keyFace` puts them; not part of
    ///     the accessibility label.
    func configure(
      title: String, style: FrameElementStyle, theme: PasscodeTheme, symbol: KeySymbol? = nil,
      letters: String? = nil
    ) {
      self.theme = theme
      textColor = style.textColor
      fill = style.fill
      face = style.keyFace
      titleLabel.text = title
      titleLabel.numberOfLines = style.maximumLines
      accessibilityLabel = title
      titleLabel.font = .passcode(style)
      if let letters, let font = style.lettersFont, style.keyFace?.letters != nil {
        lettersLabel.attributedText = NSAttributedString(
          string: letters,
          attributes: [
            .font: UIFont.passcode(font),
            .kern: CGFloat(style.keyFace?.letterSpacing ?? 0),
          ])
        lettersLabel.isHidden = false
      } else {
        lettersLabel.attributedText = nil
        lettersLabel.isHidden = true
      }
      titleLabel.isHidden = symbol != nil
      symbolView.isHidden = symbol == nil
      symbolView.image = symbol.flatMap {
        UIImage(
          systemName: $0.systemImageName,
          withConfiguration: UIImage.SymbolConfiguration(font: .passcode(style)))
      }
      layer.cornerRadius = self.style == .digit ? CGFloat(style.cornerRadius) : 0
      alpha = CGFloat(style.opacity)
      setNeedsLayout()
      updateAppearance()
    }

    /// Redraws the pressed state.
    override var isHighlighted: Bool {
      didSet { updateAppearance() }
    }

    /// Redraws the enabled state.
    override var isEnabled: Bool {
      didSet { updateAppearance() }
    }

    /// Keeps the title filling the key, or in the upper line of its face over the letters.
    override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = (face.map { CGRect($0.digit) } ?? bounds).insetBy(dx: 2, dy: 0)
      lettersLabel.frame = face?.letters.map { CGRect($0) } ?? .zero
      symbolView.frame = bounds
    }

    private func updateAppearance() {
      accessibilityTraits =
        isEnabled
        ? AccessibilityConstants.button
        : AccessibilityConstants.button.union(AccessibilityConstants.notEnabled)
      switch style {
      case .digit:
        backgroundColor = UIColor(isHighlighted ? theme.keyPressedFill : fill ?? theme.keyFill)
        layer.borderColor = UIColor(theme.keyStroke).cgColor
        layer.borderWidth = CGFloat(theme.keyStrokeWidth)
        titleLabel.textColor = UIColor(textColor)
        lettersLabel.textColor = UIColor(textColor)
      case .word:
        backgroundColor = .clear
        layer.borderWidth = 0
        titleLabel.textColor = UIColor(textColor).withAlphaComponent(isHighlighted ? 0.4 : 1)
        symbolView.tintColor = titleLabel.textColor
      }
    }
  }
#endif
