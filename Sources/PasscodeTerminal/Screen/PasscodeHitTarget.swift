/// Something on the passcode screen a mouse click can press.
enum PasscodeHitTarget: Hashable, Sendable {
  /// A keypad key.
  case key(KeySlot)
  /// The OK button under the keypad.
  case submitButton
  /// The Cancel button under the keypad.
  case cancelButton
  /// The fallback button under the keypad.
  case fallbackButton

  /// The event pressing it sends to `screen`, or `nil` when it does nothing now (an empty
  /// slot).
  func event(for screen: PasscodeScreen) -> PasscodeScreen.Event? {
    switch self {
    case .key(let slot):
      if let digit = slot.digit { return .digit(digit) }
      if slot == .delete { return screen.accessories.contains(.delete) ? .delete : nil }
      switch screen.accessoryKey {
      case .cancel: return .cancel
      case .biometrics: return .biometricRequested
      case nil: return nil
      }
    case .submitButton: return .submit
    case .cancelButton: return .cancel
    case .fallbackButton: return screen.event(forPressing: .fallbackButton)
    }
  }
}

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

/// Maps keys typed on the keyboard to the passcode screen's events (`PasscodeScreen.Event`).
public enum PasscodeKeyBindings {
  /// The event for `key`, or `nil` when the key means nothing on the screen.
  ///
  /// | key | event |
  /// |---|---|
  /// | `0`–`9` | `.digit(_:)` |
  /// | other printable characters | `.character(_:)` (alphanumeric codes; the screen ignores what its format refuses) |
  /// | Backspace, Delete | `.delete` |
  /// | Ctrl-U | `.clear` |
  /// | Enter | `.submit` |
  /// | Esc, Ctrl-C, Ctrl-D | `.cancel` |
  public static func event(for key: TerminalKey) -> PasscodeScreen.Event? {
    switch key {
    case .character(let scalar):
      if ("0"..."9").contains(scalar) { return .digit(UInt8(scalar.value) - UInt8(ascii: "0")) }
      return .character(scalar)
    case .backspace, .delete: return .delete
    case .eraseLine: return .clear
    case .enter: return .submit
    case .escape, .interrupt, .endOfInput: return .cancel
    case .alt, .tab, .backTab, .up, .down, .left, .right, .home, .end, .control: return nil
    }
  }

  /// The key slot a typed key stands for, to flash it on the keypad: its digit's key, or
  /// Delete.
  static func slot(for key: TerminalKey) -> KeySlot? {
    switch event(for: key) {
    case .digit(let digit): KeySlot.allCases.first { $0.digit == digit }
    case .delete: .delete
    default: nil
    }
  }
}
