@_spi(Skins) import PasscodeCore

/// Sends frames to a terminal, each as its difference from the frame sent before
/// (``FrameEncoder``), and the cursor only when it moved or was drawn over.
struct TerminalFrameWriter {
  /// Makes the bytes.
  let encoder: FrameEncoder
  /// Writes them to the terminal.
  let output: (String) -> Void
  private var drawn: CellGrid?
  /// The cursor last sent: `nil` when unknown, `.some(nil)` when hidden.
  private var cursor: CellPosition??

  init(colorMode: ColorMode, output: @escaping (String) -> Void) {
    encoder = FrameEncoder(colorMode: colorMode)
    self.output = output
  }

  /// Forgets what the terminal shows (it was resized): the next frame is sent whole.
  mutating func invalidate() {
    drawn = nil
    cursor = nil
  }

  /// Sends what changed since the last frame; with `tracksCursor`, then puts the cursor at
  /// `cursorAt` and shows it, or hides it when `cursorAt` is `nil`.
  mutating func write(_ grid: CellGrid, cursorAt: CellPosition? = nil, tracksCursor: Bool = false) {
    var bytes = encoder.encode(from: drawn, to: grid)
    drawn = grid
    if tracksCursor, !bytes.isEmpty || cursor != .some(cursorAt) {
      if let cursorAt {
        bytes += FrameEncoder.moveCursor(column: cursorAt.column, row: cursorAt.row) + "\u{1B}[?25h"
      } else {
        bytes += "\u{1B}[?25l"
      }
      cursor = .some(cursorAt)
    }
    if !bytes.isEmpty { output(bytes) }
  }
}
