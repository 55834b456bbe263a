/// The arithmetic that keeps the focused field visible above the keyboard, and puts the
/// content back when the keyboard leaves.
///
/// All rectangles are in one coordinate space (the window's); the field's frame is where it is
/// now, at the current scroll offset. Only a docked keyboard, which reaches the bottom of the
/// visible area, moves anything: a hardware keyboard (zero height) and a floating or split
/// iPad keyboard (which does not reach the bottom, and which the user can move) do not.
///
/// ```swift
/// // keyboardWillChangeFrame:
/// let adjustment = avoidance.keyboardChanged(
///   keyboard: frame, focusedField: field.frame, visibleArea: scrollView.frame,
///   contentOffset: scrollView.contentOffset.y)
/// scrollView.contentInset.bottom = adjustment.bottomInset
/// scrollView.contentOffset.y = adjustment.contentOffset
/// ```
@_spi(Skins) public struct KeyboardAvoidance: Equatable, Sendable {
  /// Where to scroll, and how much room to add below the content.
  public struct Adjustment: Equatable, Sendable {
    /// The vertical scroll offset to set.
    public var contentOffset: Double
    /// The bottom content inset to set (the height the keyboard covers), so that the end of
    /// the content can scroll into view.
    public var bottomInset: Double
  }

  /// The room kept between the field and the keyboard (and the top of the visible area).
  var margin: Double
  /// The scroll offset from before the keyboard came, to restore when it leaves.
  private(set) var restingOffset: Double?

  /// Creates the arithmetic with a margin.
  public init(margin: Double = 16) {
    self.margin = margin
  }

  /// The keyboard appeared, moved or changed size, or focus moved to another field.
  public mutating func keyboardChanged(
    keyboard: LayoutRect, focusedField field: LayoutRect, visibleArea: LayoutRect,
    contentOffset: Double
  ) -> Adjustment {
    let covered = Self.coveredHeight(keyboard: keyboard, visibleArea: visibleArea)
    guard covered > 0 else {
      return Adjustment(contentOffset: contentOffset, bottomInset: 0)
    }
    if restingOffset == nil { restingOffset = contentOffset }
    let top = visibleArea.minY + margin
    let bottom = visibleArea.maxY - covered - margin
    var offset = contentOffset
    if field.maxY > bottom { offset += field.maxY - bottom }
    // A field taller than the room left shows its top.
    if field.minY - (offset - contentOffset) < top { offset = contentOffset + field.minY - top }
    return Adjustment(contentOffset: max(0, offset), bottomInset: covered)
  }

  /// The keyboard left: the offset from before it came, and no extra inset.
  public mutating func keyboardHidden(contentOffset: Double) -> Adjustment {
    defer { restingOffset = nil }
    return Adjustment(contentOffset: restingOffset ?? contentOffset, bottomInset: 0)
  }

  /// How much of the bottom of `visibleArea` a docked keyboard covers; 0 for no keyboard, a
  /// hardware keyboard, or a floating or split keyboard that does not reach the bottom.
  static func coveredHeight(keyboard: LayoutRect, visibleArea: LayoutRect) -> Double {
    guard keyboard.height > 0, keyboard.width > 0, keyboard.maxY >= visibleArea.maxY,
      keyboard.minY < visibleArea.maxY
    else { return 0 }
    return visibleArea.maxY - max(keyboard.minY, visibleArea.minY)
  }
}
