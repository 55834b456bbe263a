@_spi(Skins) import PasscodeCore

/// A cell's position.
struct CellPosition: Hashable, Sendable {
  /// The column, from 0.
  var column: Int
  /// The row, from 0.
  var row: Int
}

/// A rectangle of whole cells.
struct CellRect: Hashable, Sendable {
  /// The left column.
  var column: Int
  /// The top row.
  var row: Int
  /// The width in columns.
  var width: Int
  /// The height in rows.
  var height: Int

  /// Creates a rectangle.
  init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = width
    self.height = height
  }

  /// A layout frame computed with ``LayoutMetrics/terminal`` (whole cells by construction).
  init(_ frame: LayoutRect) {
    self.init(
      column: Int(frame.x.rounded()), row: Int(frame.y.rounded()),
      width: Int(frame.width.rounded()), height: Int(frame.height.rounded()))
  }

  /// The column after the right edge.
  var right: Int { column + width }
  /// The row under the bottom edge.
  var bottom: Int { row + height }

  /// Whether the two rectangles share a cell.
  func intersects(_ other: CellRect) -> Bool {
    column < other.right && other.column < right && row < other.bottom && other.row < bottom
  }

  /// Whether the cell at `column`, `row` is inside.
  func contains(column: Int, row: Int) -> Bool {
    column >= self.column && column < self.column + width && row >= self.row
      && row < self.row + height
  }
}

extension CellRect {
  /// The smallest rectangle holding both.
  func union(_ other: CellRect) -> CellRect {
    let left = min(column, other.column)
    let top = min(row, other.row)
    return CellRect(
      column: left, row: top, width: max(right, other.right) - left,
      height: max(bottom, other.bottom) - top)
  }
}
