@_spi(Skins) import PasscodeCore

/// A key as a terminal in raw mode reports it.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum TerminalKey: Hashable, Sendable {
  /// A printable character (digits, letters, punctuation, space, any script).
  case character(Unicode.Scalar)
  /// A printable character typed with Alt (Meta): `Esc` followed by the character.
  case alt(Unicode.Scalar)
  /// Return or Enter (`\r`, `\n`, or the keypad's Enter).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (`Esc [ Z`).
  case backTab
  /// Backspace (`DEL` or `^H`).
  case backspace
  /// The forward Delete key (`Esc [ 3 ~`).
  case delete
  /// Escape, alone.
  case escape
  /// Ctrl-C (`^C`): with the terminal's signals off it arrives as a byte.
  case interrupt
  /// Ctrl-D (`^D`).
  case endOfInput
  /// Ctrl-U (`^U`): erase the line.
  case eraseLine
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Another control character (`^A` is 1, `^Z` is 26…).
  case control(UInt8)
}

/// A mouse report (xterm SGR encoding, `Esc [ < b ; x ; y M`).
public struct MouseEvent: Hashable, Sendable {
  /// Which button.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Button: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button.
    case middle
    /// The secondary button.
    case right
    /// The wheel turned up.
    case wheelUp
    /// The wheel turned down.
    case wheelDown
    /// Another button, by its number in the report.
    case other(Int)
  }

  /// What the button did.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Action: Hashable, Sendable {
    /// Pressed.
    case press
    /// Released.
    case release
    /// Moved while pressed.
    case drag
  }

  /// The button.
  public var button: Button
  /// What it did.
  public var action: Action
  /// The column, from 0 at the left.
  public var column: Int
  /// The row, from 0 at the top.
  public var row: Int
}

/// One thing decoded from a terminal's input.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum TerminalEvent: Hashable, Sendable {
  /// A key.
  case key(TerminalKey)
  /// A mouse report.
  case mouse(MouseEvent)
}

/// What a terminal session's input stream delivers.
enum TerminalInput: Hashable, Sendable {
  /// A key or a mouse report.
  case event(TerminalEvent)
  /// The terminal changed size (SIGWINCH).
  case resize(TerminalSize)
}

/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size most terminals start with, used when the real one cannot be read.
  public static let standard = TerminalSize(columns: 80, rows: 24)
}
