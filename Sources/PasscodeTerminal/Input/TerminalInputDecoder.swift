@_spi(Skins) import PasscodeCore

/// Turns the bytes a terminal in raw mode sends into keys and mouse reports.
///
/// Reads may split a sequence anywhere (an escape sequence, a UTF-8 character, a mouse report):
/// what is incomplete waits for the next ``decode(_:)``. A lone `Esc` cannot be told from the
/// start of a sequence until the terminal has been quiet for a moment, so the reader calls
/// ``flush()`` when nothing more arrived within ``escapeTimeout``.
///
/// ```swift
/// var decoder = TerminalInputDecoder()
/// decoder.decode(Array("4\u{1B}[<0;12;7M".utf8))
/// // [.key(.character("4")), .mouse(MouseEvent(button: .left, action: .press, column: 11, row: 6))]
/// ```
///
/// Understood: printable characters in UTF-8; Return, Tab, Backspace, `^C`, `^D`, `^U` and
/// other control bytes; `Esc` alone and with a character (Alt); CSI and SS3 cursor keys,
/// Home, End, Delete and Shift-Tab; the keypad's digits and Enter in application mode; xterm
/// SGR mouse reports (1006) and the older X10 ones (1000). Anything else is skipped.
public struct TerminalInputDecoder: Sendable {
  /// How long to wait after an `Esc` before deciding it is the Escape key on its own.
  public static let escapeTimeout: Duration = .milliseconds(40)

  /// The longest escape sequence accepted; a longer one is garbage and dropped.
  static let maximumSequenceLength = 64

  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes wait for the rest of their sequence; the reader should call ``flush()``
  /// if nothing arrives within ``escapeTimeout``.
  public var isAwaitingMore: Bool { !pending.isEmpty }

  /// Decodes `bytes` after whatever was pending, and returns every complete event.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    pending.append(contentsOf: bytes)
    var events: [TerminalEvent] = []
    var index = 0
    while index < pending.count {
      guard let (event, length) = parse(at: index) else { break }
      if let event { events.append(event) }
      index += length
    }
    wipe(upTo: index)
    return events
  }

  /// Gives up waiting: a pending `Esc` is the Escape key, and the bytes after it are decoded
  /// on their own; an incomplete UTF-8 character is dropped.
  public mutating func flush() -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    while !pending.isEmpty {
      if pending[0] == 0x1B { events.append(.key(.escape)) }
      wipe(upTo: 1)
      events += decode([])
    }
    return events
  }

  /// Zeroes and removes the first `count` pending bytes (they may be typed passcode digits).
  private mutating func wipe(upTo count: Int) {
    guard count > 0 else { return }
    for index in 0..<count { pending[index] = 0 }
    pending.removeFirst(count)
  }

  // MARK: - Parsing

  /// The event at `index` and the bytes it takes (`nil` event: bytes skipped); `nil` when the
  /// sequence there is incomplete.
  private func parse(at index: Int) -> (TerminalEvent?, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return parseEscape(at: index)
    case 0x0D, 0x0A: return (.key(.enter), 1)
    case 0x09: return (.key(.tab), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x03: return (.key(.interrupt), 1)
    case 0x04: return (.key(.endOfInput), 1)
    case 0x15: return (.key(.eraseLine), 1)
    case 0x00..<0x20: return (.key(.control(byte)), 1)
    case 0x20..<0x7F: return (.key(.character(Unicode.Scalar(byte))), 1)
    default:
      guard let (scalar, length) = utf8Scalar(at: index) else { return nil }
      return (scalar.map { .key(.character($0)) }, length)
    }
  }

  private func parseEscape(at index: Int) -> (TerminalEvent?, Int)? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    switch next {
    case UInt8(ascii: "["):
      return parseCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      return (Self.ss3Event(pending[index + 2]), 3)
    case 0x20..<0x7F:
      return (.key(.alt(Unicode.Scalar(next))), 2)
    case 0x80...:
      guard let (scalar, length) = utf8Scalar(at: index + 1) else { return nil }
      return (scalar.map { .key(.alt($0)) }, 1 + length)
    default:
      // `Esc Esc`, or `Esc` before a control byte: the Escape key, then that byte.
      return (.key(.escape), 1)
    }
  }

  /// `Esc [` … final byte.
  private func parseCSI(at index: Int) -> (TerminalEvent?, Int)? {
    let start = index + 2
    guard start < pending.count else { return nil }
    if pending[start] == UInt8(ascii: "M") {
      // X10 mouse: `Esc [ M` and three bytes, each 32 more than its value.
      guard start + 3 < pending.count else { return nil }
      let code = Int(pending[start + 1]) - 32
      let column = Int(pending[start + 2]) - 33
      let row = Int(pending[start + 3]) - 33
      let event = Self.mouseEvent(code: code, column: column, row: row, released: code & 3 == 3)
      return (event.map { .mouse($0) }, 6)
    }
    var end = start
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) { break }
      guard (0x20...0x3F).contains(byte) else {
        // Not a sequence after all: skip what was read of it.
        return (nil, end - index)
      }
      end += 1
      if end - index > Self.maximumSequenceLength { return (nil, end - index) }
    }
    guard end < pending.count else { return nil }
    let parameters = String(decoding: pending[start..<end], as: UTF8.self)
    let event = Self.csiEvent(parameters: parameters, final: pending[end])
    return (event, end + 1 - index)
  }

  /// The scalar of the UTF-8 sequence at `index` and its length (`nil` scalar: an invalid
  /// byte, skipped); `nil` when the sequence is incomplete.
  private func utf8Scalar(at index: Int) -> (Unicode.Scalar?, Int)? {
    let lead = pending[index]
    let length =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard index + length <= pending.count else {
      // Incomplete, unless a byte already here cannot continue it.
      let continuation = pending[(index + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
      return continuation ? nil : (nil, 1)
    }
    var iterator = pending[index..<index + length].makeIterator()
    var decoder = Unicode.UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return (nil, 1) }
    // C1 controls are not characters.
    return ((0x80...0x9F).contains(scalar.value) ? nil : scalar, length)
  }

  // MARK: - Sequences

  private static func ss3Event(_ final: UInt8) -> TerminalEvent? {
    switch final {
    case UInt8(ascii: "A"): .key(.up)
    case UInt8(ascii: "B"): .key(.down)
    case UInt8(ascii: "C"): .key(.right)
    case UInt8(ascii: "D"): .key(.left)
    case UInt8(ascii: "H"): .key(.home)
    case UInt8(ascii: "F"): .key(.end)
    case UInt8(ascii: "M"): .key(.enter)
    case UInt8(ascii: "p")...UInt8(ascii: "y"):
      // The keypad's digits in application mode.
      .key(.character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0"))))
    default: nil
    }
  }

  private static func csiEvent(parameters: String, final: UInt8) -> TerminalEvent? {
    if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
      guard numbers.count == 3 else { return nil }
      let event = mouseEvent(
        code: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1,
        released: final == UInt8(ascii: "m"))
      return event.map { .mouse($0) }
    }
    switch final {
    case UInt8(ascii: "A"): return .key(.up)
    case UInt8(ascii: "B"): return .key(.down)
    case UInt8(ascii: "C"): return .key(.right)
    case UInt8(ascii: "D"): return .key(.left)
    case UInt8(ascii: "H"): return .key(.home)
    case UInt8(ascii: "F"): return .key(.end)
    case UInt8(ascii: "Z"): return .key(.backTab)
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first.flatMap({ Int($0) }) {
      case 1, 7: return .key(.home)
      case 3: return .key(.delete)
      case 4, 8: return .key(.end)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// A mouse report from its button code (bits: 0–1 button, 5 motion, 6 wheel) and 0-based
  /// position; `nil` for a position off the screen.
  private static func mouseEvent(code: Int, column: Int, row: Int, released: Bool)
    -> MouseEvent?
  {
    guard column >= 0, row >= 0, code >= 0 else { return nil }
    let number = code & 3
    let button: MouseEvent.Button
    if code & 64 != 0 {
      switch number {
      case 0: button = .wheelUp
      case 1: button = .wheelDown
      default: button = .other(64 + number)
      }
    } else {
      switch number {
      case 0: button = .left
      case 1: button = .middle
      case 2: button = .right
      default: button = .other(number)
      }
    }
    let action: MouseEvent.Action = released ? .release : code & 32 != 0 ? .drag : .press
    return MouseEvent(button: button, action: action, column: column, row: row)
  }
}
