/// A keypad on its own — twelve keys and nothing else — filling the width it is given: the
/// PasscodeKit keypad used in place of the system keyboard (UIKit's `inputView`, a SwiftUI
/// overlay) by a secure field.
///
/// Keys are as wide as the width allows (phone-keypad style) and as tall as the metrics'
/// minimum touch target, grown with the text size like ``KeypadLayout``'s keys, and taller
/// when the theme shows keypad letters, so that they fit (``KeyFace``). The digits keep
/// phone-keypad order in every layout direction; the accessory slot stays empty.
///
/// ```swift
/// let grid = KeypadGrid(width: 390, bottomInset: 34, textSize: .large, metrics: .iOS)
/// inputView.frame.size.height = grid.height
/// keyFive.frame = grid.frame(of: .five).cgRect
/// ```
@_spi(Skins) public struct KeypadGrid: Hashable, Sendable {
  /// The whole keypad's height, bottom inset included.
  public var height: Double
  /// The twelve keys' frames, indexed by `KeySlot.rawValue`.
  var keys: [LayoutRect]
  /// The corner radius of a key for the theme's shape.
  var keyCornerRadius: Double
  /// The font size of a digit.
  var keyFontSize: Double
  /// The font size of a word key (Delete).
  var buttonFontSize: Double
  /// Where every digit key's digit and letters go inside it, as on the passcode screen's
  /// keypad (``KeyFace``): letters when the theme shows them and they fit.
  public var keyFace: KeyFace

  /// Lays out a keypad `width` wide whose bottom `bottomInset` points are kept free (the home
  /// indicator).
  ///
  /// - Parameters:
  ///   - width: the available width.
  ///   - bottomInset: the safe area's bottom inset.
  ///   - textSize: the user's text size.
  ///   - metrics: the medium's geometry: minimum key size, gaps and margins.
  ///   - theme: the key shape and fonts.
  public init(
    width: Double, bottomInset: Double = 0, textSize: TextSizeCategory = .large,
    metrics: LayoutMetrics = .iOS, theme: PasscodeTheme = .default(.light)
  ) {
    let grid = metrics.grid
    let scale =
      metrics.scalesWithTextSize
      ? min(max(1 + (textSize.scale - 1) / 2, 1), metrics.maximumKeyScale) : 1
    let margin = metrics.minimumMargin
    let gap = metrics.minimumKeyGap
    let keyWidth = max(
      snapDown((width - 2 * margin - 2 * gap.width) / 3, grid), metrics.minimumKeySize.width)
    let baseHeight = snapDown(metrics.minimumKeySize.height * scale, grid)
    let text = metrics.scalesWithTextSize ? textSize.scale : 1
    let digitSize = min(theme.fonts.key.size * text, baseHeight / 2)
    let letterSize = min(theme.fonts.letters.size * text, digitSize / 2)
    // Keys grow to hold the letters when the theme shows them.
    let keyHeight =
      theme.showsKeypadLetters
      ? max(
        baseHeight,
        snapUp(
          KeyFace.minimumHeight(digitSize: digitSize, letterSize: letterSize, metrics: metrics),
          grid)) : baseHeight
    let keypadWidth = 3 * keyWidth + 2 * gap.width
    let originX = snapDown(max((width - keypadWidth) / 2, 0), grid)
    keys = KeySlot.allCases.map { slot in
      LayoutRect(
        x: originX + Double(slot.column) * (keyWidth + gap.width),
        y: margin + Double(slot.row) * (keyHeight + gap.height), width: keyWidth,
        height: keyHeight)
    }
    height = 2 * margin + 4 * keyHeight + 3 * gap.height + max(bottomInset, 0)
    keyCornerRadius = theme.cornerRadius(forKeyWidth: keyWidth, height: keyHeight)
    keyFontSize = digitSize
    buttonFontSize = min(theme.fonts.button.size * text, baseHeight / 3)
    keyFace = KeyFace(
      key: LayoutSize(width: keyWidth, height: keyHeight), digitSize: keyFontSize,
      letterSize: letterSize, theme: theme, metrics: metrics)
  }

  /// The frame of a key.
  public func frame(of slot: KeySlot) -> LayoutRect {
    keys[slot.rawValue]
  }

  /// The keys a field keypad shows: the ten digits and Delete (the accessory slot is empty).
  public static let slots: [KeySlot] = KeySlot.allCases.filter { $0 != .accessory }

  /// What VoiceOver says for a key of the field keypad: "5", "Delete"; `nil` for the empty
  /// accessory slot.
  public static func label(for slot: KeySlot) -> LocalizedText? {
    if let digit = slot.digit { return LocalizedText(.digitKey, .number(Int(digit))) }
    return slot == .delete ? LocalizedText(.delete) : nil
  }

  /// What a key of a field keypad does to the field it types into.
  public enum KeyAction: Hashable, Sendable {
    /// Insert this text (`UIKeyInput.insertText`).
    case insert(String)
    /// Delete the last character (`UIKeyInput.deleteBackward`).
    case deleteBackward
  }

  /// What pressing a key of the field keypad does: a digit inserts itself, Delete deletes;
  /// `nil` for the empty accessory slot.
  public static func action(for slot: KeySlot) -> KeyAction? {
    if let digit = slot.digit { return .insert(String(digit)) }
    return slot == .delete ? .deleteBackward : nil
  }
}
