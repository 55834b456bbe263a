extension ScreenFrame {
  /// The size of a key's symbol (``Element/symbol``) against the digits'.
  static let symbolScale = 0.8

  /// How `element` is drawn.
  public func style(of element: Element) -> FrameElementStyle {
    let fonts = theme.fonts
    let sizes = layout.typography
    var style = FrameElementStyle(theme: theme, buttonSize: sizes.button)
    func text(_ color: RGBAColor, _ size: Double, _ font: FontToken) {
      (style.textColor, style.fontSize, style.fontWeight) = (color, size, font.weight)
      style.fontFamily = font.family
    }
    switch element.kind {
    case .panel:
      style.shape = .panel
      style.fill = theme.panelFill
      style.cornerRadius = FrameElementStyle.panelCornerRadius
    case .appHeader:
      style.shape = .appHeader
      style.fill = theme.appIconFill
      style.textColor = theme.titleColor
      style.fontSize = sizes.subtitle * 1.1
      style.fontWeight = .semibold
      style.fontFamily = fonts.title.family
      style.cornerRadius = element.frame.height * FrameElementStyle.appIconCornerFraction
    case .title:
      text(theme.titleColor, sizes.title, fonts.title)
      style.maximumLines = layout.lineLimits.title
      style.isHeading = true
    case .subtitle:
      text(theme.secondaryTextColor, sizes.subtitle, fonts.subtitle)
      style.maximumLines = layout.lineLimits.subtitle
    case .message:
      text(screen.messageColor(in: theme) ?? theme.errorColor, sizes.message, fonts.message)
      style.maximumLines = layout.lineLimits.message
    case .dots:
      style.shape = .dots
    case .key(let slot):
      style = .key(
        slot, theme: theme, keySize: sizes.key, buttonSize: sizes.keyWord,
        cornerRadius: layout.keyCornerRadius, opacity: screen.opacity(of: element.kind),
        face: layout.keyFace)
      if slot.digit == nil { style.maximumLines = layout.lineLimits.keyWord }
      if element.symbol != nil {
        // A symbol stands in for a word that does not fit: drawn at the digits' size.
        style.fontSize = (sizes.key * Self.symbolScale).rounded()
        style.maximumLines = 1
      }
    case .cancelButton, .fallbackButton, .submitButton, .secondaryButton:
      style.maximumLines = layout.lineLimits.button
    }
    return style
  }
}
