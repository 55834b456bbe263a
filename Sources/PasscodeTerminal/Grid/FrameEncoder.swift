@_spi(Skins) import PasscodeCore

/// Whether cells are drawn in colour.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum ColorMode: Hashable, Sendable {
  /// 24-bit colour (`Esc [ 38;2;r;g;b m`).
  case trueColor
  /// No colour at all, only attributes such as bold and inverse (https://no-color.org).
  case none
}

/// Turns cell grids into the bytes that draw them, sending only what changed since the
/// previous grid.
///
/// A first frame, or a frame of another size (the terminal was resized), is drawn whole.
/// After that only changed cells are sent: each run of changed cells on a row is one cursor
/// move and its characters, runs separated by a few unchanged cells are joined (rewriting
/// them is shorter than a second move), and styles are sent only where they change.
public struct FrameEncoder: Hashable, Sendable {
  /// Whether to send colours.
  var colorMode: ColorMode

  /// Unchanged cells between two changed runs that are rewritten rather than skipped with a
  /// cursor move.
  static let joinGap = 3

  /// Creates an encoder.
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// The bytes that turn what the terminal shows, `previous` (`nil`: unknown), into `next`.
  /// Empty when nothing changed.
  public func encode(from previous: CellGrid?, to next: CellGrid) -> String {
    let full = previous?.size != next.size
    var output = ""
    var current: TerminalStyle?
    for row in 0..<next.size.rows {
      for run in changedRuns(row: row, previous: full ? nil : previous, next: next) {
        output += Self.moveCursor(column: run.lowerBound, row: row)
        for column in run where !next[column, row].isContinuation {
          let cell = next[column, row]
          if cell.style != current {
            output += sgr(cell.style)
            current = cell.style
          }
          output.append(cell.character)
        }
      }
    }
    if current != nil { output += "\u{1B}[0m" }
    return output
  }

  /// The Select Graphic Rendition sequence for `style`, starting from a reset.
  func sgr(_ style: TerminalStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.inverse { codes.append("7") }
    if colorMode == .trueColor {
      if let color = style.foreground {
        codes.append("38;2;\(color.red);\(color.green);\(color.blue)")
      }
      if let color = style.background {
        codes.append("48;2;\(color.red);\(color.green);\(color.blue)")
      }
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// Moves the cursor to a cell (0-based).
  static func moveCursor(column: Int, row: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }

  /// The ranges of columns of `row` to send: every column when `previous` is `nil`, else the
  /// changed ones, widened to whole wide characters and joined across small gaps.
  func changedRuns(row: Int, previous: CellGrid?, next: CellGrid) -> [ClosedRange<Int>] {
    let columns = next.size.columns
    guard columns > 0 else { return [] }
    guard let previous else { return [0...columns - 1] }
    var runs: [ClosedRange<Int>] = []
    var column = 0
    while column < columns {
      guard previous[column, row] != next[column, row] else {
        column += 1
        continue
      }
      var start = column
      // A changed second half is drawn with its first half.
      if next[start, row].isContinuation, start > 0 { start -= 1 }
      var end = column
      if next[end, row].width == 2, end + 1 < columns { end += 1 }
      if let last = runs.last, start - last.upperBound - 1 <= Self.joinGap {
        runs[runs.count - 1] = last.lowerBound...max(end, last.upperBound)
      } else {
        runs.append(start...end)
      }
      column = end + 1
    }
    return runs
  }
}
