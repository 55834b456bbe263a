import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Just enough of a terminal to read what the full screen shows: cursor moves, characters,
/// the alternate screen and erasing; colours and other sequences are skipped.
struct VirtualScreen {
  private(set) var columns: Int
  private(set) var rows: Int
  private var cells: [[Character]]
  private var row = 0
  private var column = 0
  private var pending: [UInt8] = []
  /// Whether the alternate screen is on.
  private(set) var alternate = false

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The screen, one line per row.
  var text: String { cells.map { String($0) }.joined(separator: "\n") }

  /// The text of one row.
  func line(_ row: Int) -> String { String(cells[row]) }

  /// How many times `character` is on the screen.
  func count(of character: Character) -> Int {
    cells.reduce(0) { $0 + $1.filter { $0 == character }.count }
  }

  /// Where `text` starts on the screen (0-based), if it is there.
  func find(_ text: String) -> (column: Int, row: Int)? {
    for (index, line) in cells.enumerated() {
      let string = String(line)
      if let range = string.range(of: text) {
        return (string.distance(from: string.startIndex, to: range.lowerBound), index)
      }
    }
    return nil
  }

  mutating func resize(columns: Int, rows: Int) {
    self = VirtualScreen(columns: columns, rows: rows)
  }

  mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    parsing: while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        guard index + 1 < pending.count else { break parsing }
        guard pending[index + 1] == UInt8(ascii: "[") else {
          index += 2
          continue
        }
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else { break parsing }
        control(String(decoding: pending[(index + 2)..<end], as: UTF8.self), pending[end])
        index = end + 1
      case UInt8(ascii: "\r"):
        column = 0
        index += 1
      case UInt8(ascii: "\n"):
        row = min(row + 1, rows - 1)
        index += 1
      case 0..<0x20, 0x7F:
        index += 1
      default:
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        guard index + length <= pending.count else { break parsing }
        let character = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        put(Character(character))
        index += length
      }
    }
    pending.removeFirst(index)
  }

  private mutating func put(_ character: Character) {
    if row < rows, column < columns { cells[row][column] = character }
    column = min(column + 1, columns)
  }

  private mutating func control(_ parameters: String, _ final: UInt8) {
    let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
    switch final {
    case UInt8(ascii: "H"):
      row = max(0, min((numbers.first ?? 1) - 1, rows - 1))
      column = max(0, min((numbers.count > 1 ? numbers[1] : 1) - 1, columns - 1))
    case UInt8(ascii: "J"):
      cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    case UInt8(ascii: "h") where parameters == "?1049":
      alternate = true
      cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    case UInt8(ascii: "l") where parameters == "?1049":
      alternate = false
    default:
      break
    }
  }
}

/// A `passcode` process on a pseudo-terminal of a given size, read through a
/// ``VirtualScreen``.
final class ScreenSession {
  let terminal: PseudoTerminal
  private(set) var screen: VirtualScreen
  /// Every byte the process wrote.
  private(set) var transcript: [UInt8] = []
  private(set) var running: Running?

  init(columns: Int = 80, rows: Int = 24) throws {
    terminal = try PseudoTerminal()
    screen = VirtualScreen(columns: columns, rows: rows)
    try setSize(columns: columns, rows: rows)
  }

  /// The text of the transcript.
  var output: String { String(decoding: transcript, as: UTF8.self) }

  /// Starts `passcode arguments…` on the terminal with `TERM=xterm-256color` and `environment`.
  @discardableResult
  func start(
    _ arguments: [String], sandbox: Sandbox, environment: [String: String] = [:]
  ) throws -> Running {
    var variables = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "NO_COLOR": "",
    ]
    variables.merge(environment) { $1 }
    let process = try terminal.start(arguments, sandbox: sandbox, environment: variables)
    running = process
    return process
  }

  /// Changes the terminal's size and tells the process (it is not in the terminal's
  /// foreground process group, so the kernel does not).
  func setSize(columns: Int, rows: Int) throws {
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    try #require(ioctl(terminal.master, UInt(TIOCSWINSZ), &size) == 0)
    screen.resize(columns: columns, rows: rows)
    if let running { running.kill(SIGWINCH) }
  }

  /// Types `text` (bytes as a keyboard or a mouse would send them).
  func send(_ text: String) throws {
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(terminal.master, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
  }

  /// Waits until `condition` holds for the screen (a failure past ``Watchdog/limit``).
  func waitFor(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (VirtualScreen) -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + Watchdog.limit
    while true {
      readAvailable()
      if condition(screen) { return }
      guard ContinuousClock.now < deadline else {
        Issue.record(
          "the screen never showed \(what) (watchdog: \(Watchdog.limit)); it shows:\n\(screen.text)",
          sourceLocation: sourceLocation)
        throw CancellationError()
      }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits until `text` is on the screen.
  func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await waitFor("'\(text)'", sourceLocation: sourceLocation) { $0.find(text) != nil }
  }

  /// Waits for the process to exit, then reads what it wrote last.
  ///
  /// A right code on a record below today's work factor is re-hashed (calibrated rounds, the
  /// device key) before the process exits: seconds in a debug build, far more on a 2-core CI
  /// machine running the other suites' processes at the same time; the watchdog allows for it.
  func finish() async throws -> Finished {
    let finished = try await #require(running).finish()
    try await Task.sleep(for: .milliseconds(20))
    readAvailable()
    return finished
  }

  /// Whether the terminal is back in its usual mode: echo on, line editing on.
  var isRestored: Bool {
    var settings = termios()
    guard tcgetattr(terminal.slave, &settings) == 0 else { return false }
    return settings.c_lflag & tcflag_t(ECHO) != 0 && settings.c_lflag & tcflag_t(ICANON) != 0
      && settings.c_lflag & tcflag_t(ISIG) != 0
  }

  /// Whether the terminal is raw: no echo, no line editing, no signals from keys.
  var isRaw: Bool {
    var settings = termios()
    guard tcgetattr(terminal.slave, &settings) == 0 else { return false }
    return settings.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0
  }

  private func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(terminal.master, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      transcript += buffer[0..<count]
      screen.feed(Array(buffer[0..<count]))
    }
  }
}
