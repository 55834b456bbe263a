@_spi(Skins) import PasscodeCore

/// Where a key's box and its label go inside the key's frame, so that the label is centred
/// exactly: as many cells left of it as right of it inside the box, and as many rows above
/// as below.
///
/// A label one cell wide cannot be centred between the sides of a box with an even inside
/// (`│ 5  │`), nor a label row between a top and bottom an even number of rows apart: the box
/// then gives up its last column or row, the same in every key, so the keys stay evenly
/// spaced (`│ 5 │` and a wider gap). Every key label is placed here, in one place.
struct KeyBox: Hashable, Sendable {
  /// The box drawn: the frame, or the frame less its last column or row.
  var rect: CellRect
  /// Where the label's first cell goes.
  var label: CellPosition
  /// Whether the box has a border (it is 3 cells or more each way); a smaller key is its
  /// label alone, centred in the frame.
  var hasBorder: Bool

  /// The box and label of a key in `frame` whose label is `labelWidth` cells wide.
  init(frame: CellRect, labelWidth: Int) {
    var rect = frame
    hasBorder = frame.width >= 3 && frame.height >= 3
    if hasBorder {
      if (rect.width - 2 - labelWidth) % 2 != 0, rect.width > 3 { rect.width -= 1 }
      if (rect.height - 2) % 2 == 0 { rect.height -= 1 }
    }
    self.rect = rect
    let inset = hasBorder ? 1 : 0
    let inside = rect.width - 2 * inset
    label = CellPosition(
      column: rect.column + inset + max(0, (inside - labelWidth) / 2),
      row: rect.row + (rect.height - 1) / 2)
  }
}
