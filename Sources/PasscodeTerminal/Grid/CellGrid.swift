@_spi(Skins) import PasscodeCore

/// One character cell of a terminal.
struct TerminalCell: Hashable, Sendable {
  /// The character shown; a space for an empty cell. The second cell of a wide character
  /// holds an empty placeholder (``isContinuation``).
  var character: Character
  /// The cells the character takes: 1, 2, or 0 for the second half of a wide character.
  var width: Int
  /// How it is drawn.
  var style: TerminalStyle

  /// Creates a cell.
  init(_ character: Character, width: Int = 1, style: TerminalStyle) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// An empty cell in `style`.
  static func blank(_ style: TerminalStyle) -> TerminalCell {
    TerminalCell(" ", style: style)
  }

  /// Whether this is the second half of a wide character, drawn by the cell before it.
  var isContinuation: Bool { width == 0 }
}

/// What a terminal shows: a grid of cells, drawn into by the renderers and sent to the terminal
/// by ``FrameEncoder``, which compares it with the previous grid and sends only what changed.
///
/// A wide character takes two cells: the character, then a continuation. Writing over either
/// half of a wide character blanks the other half, so the grid never holds half a character.
public struct CellGrid: Hashable, Sendable {
  /// The size in cells.
  let size: TerminalSize
  private var cells: [TerminalCell]

  /// A grid of `size` filled with blank cells in `style`.
  init(size: TerminalSize, style: TerminalStyle = .plain) {
    self.size = size
    cells = Array(
      repeating: .blank(style), count: max(0, size.columns) * max(0, size.rows))
  }

  /// The cell at `column`, `row` (from 0).
  ///
  /// - Precondition: the position is inside the grid.
  subscript(column: Int, row: Int) -> TerminalCell {
    precondition(contains(column: column, row: row), "a cell inside the grid")
    return cells[row * size.columns + column]
  }

  /// Whether the position is inside the grid.
  func contains(column: Int, row: Int) -> Bool {
    column >= 0 && row >= 0 && column < size.columns && row < size.rows
  }

  /// Writes `text` from `column` on `row`, cutting it at `limit` (exclusive; the grid's width
  /// by default) and at the grid's edges; a wide character that would be cut is left out.
  /// Returns the column after the last cell written.
  @discardableResult
  mutating func write(
    _ text: some StringProtocol, column: Int, row: Int, style: TerminalStyle, limit: Int? = nil
  ) -> Int {
    let end = min(limit ?? size.columns, size.columns)
    var x = column
    for character in text {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      if x + width > end { break }
      if x >= 0 { put(TerminalCell(character, width: width, style: style), column: x, row: row) }
      x += width
    }
    return x
  }

  /// Fills every cell of the rectangle with blanks in `style`, clipped to the grid.
  mutating func fill(
    column: Int, row: Int, width: Int, height: Int, style: TerminalStyle
  ) {
    for y in max(row, 0)..<max(min(row + height, size.rows), max(row, 0)) {
      for x in max(column, 0)..<max(min(column + width, size.columns), max(column, 0)) {
        put(.blank(style), column: x, row: y)
      }
    }
  }

  /// Changes the style of every cell of the rectangle, keeping the characters.
  mutating func restyle(
    column: Int, row: Int, width: Int, height: Int, _ change: (inout TerminalStyle) -> Void
  ) {
    for y in max(row, 0)..<max(min(row + height, size.rows), max(row, 0)) {
      for x in max(column, 0)..<max(min(column + width, size.columns), max(column, 0)) {
        change(&cells[y * size.columns + x].style)
      }
    }
  }

  /// The text of a row, the second halves of wide characters left out (for tests and
  /// debugging).
  func text(ofRow row: Int) -> String {
    var result = ""
    for column in 0..<size.columns where !self[column, row].isContinuation {
      result.append(self[column, row].character)
    }
    return result
  }

  /// Every row's text, one line each.
  var text: String {
    (0..<size.rows).map { text(ofRow: $0) }.joined(separator: "\n")
  }

  /// Puts `cell` at a position, keeping wide characters whole.
  private mutating func put(_ cell: TerminalCell, column: Int, row: Int) {
    guard contains(column: column, row: row) else { return }
    let index = row * size.columns + column
    // Overwriting the second half of a wide character: blank its first half.
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    // Overwriting the first half: blank its second half.
    if cells[index].width == 2, column + 1 < size.columns {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
    cells[index] = cell
    if cell.width == 2 {
      guard column + 1 < size.columns else {
        cells[index] = .blank(cell.style)
        return
      }
      if cells[index + 1].width == 2, column + 2 < size.columns {
        cells[index + 2] = .blank(cells[index + 2].style)
      }
      cells[index + 1] = TerminalCell(" ", width: 0, style: cell.style)
    }
  }
}
