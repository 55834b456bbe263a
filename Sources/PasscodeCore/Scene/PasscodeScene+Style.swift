extension PasscodeScene {
  /// How `element` is drawn.
  public func style(of element: Element) -> SceneElementStyle {
    let fonts = theme.fonts
    let sizes = layout.typography
    var style = SceneElementStyle(theme: theme, buttonSize: sizes.button)
    func text(_ color: RGBAColor, _ size: Double, _ font: FontToken) {
      (style.textColor, style.fontSize, style.fontWeight) = (color, size, font.weight)
      style.fontFamily = font.family
    }
    switch element.kind {
    case .panel:
      style.shape = .panel
      style.fill = theme.panelFill
      style.cornerRadius = SceneElementStyle.panelCornerRadius
    case .appHeader:
      style.shape = .appHeader
      style.fill = theme.appIconFill
      style.textColor = theme.titleColor
      style.fontSize = min(sizes.subtitle * 1.1, element.frame.height * 0.5)
      style.fontWeight = .semibold
      style.fontFamily = fonts.title.family
      style.cornerRadius = element.frame.height * SceneElementStyle.appIconCornerFraction
    case .title:
      text(theme.titleColor, sizes.title, fonts.title)
      style.isHeading = true
    case .subtitle:
      text(theme.secondaryTextColor, sizes.subtitle, fonts.subtitle)
    case .message:
      text(screen.messageColor(in: theme) ?? theme.errorColor, sizes.message, fonts.message)
      style.maximumLines = input.metrics.messageLines
    case .dots:
      style.shape = .dots
    case .key(let slot):
      style = .key(
        slot, theme: theme, keySize: sizes.key, buttonSize: sizes.button,
        cornerRadius: layout.keyCornerRadius, opacity: screen.opacity(of: element.kind))
    case .cancelButton, .fallbackButton, .submitButton:
      break
    }
    return style
  }
}
