extension FrameElementStyle {
  /// How a key of the field keypad (``KeypadGrid``) is drawn in `theme`: as the passcode
  /// screen draws its keys, at the grid's sizes.
  public static func key(_ slot: KeySlot, of grid: KeypadGrid, theme: PasscodeTheme)
    -> FrameElementStyle
  {
    .key(
      slot, theme: theme, keySize: grid.keyFontSize, buttonSize: grid.buttonFontSize,
      cornerRadius: grid.keyCornerRadius, opacity: 1, face: grid.keyFace)
  }
}
