/// The passcode screen on a terminal too small for the keypad: one line with the title, the
/// dots and the message (`Enter Passcode  ●●●○○○  Try again in 0:59`), the message moving to
/// a second line when the terminal is too narrow, and the permanent-lock hint on a line of
/// its own.
struct CompactPrompt {
  /// Text in one style.
  struct Segment: Hashable {
    var text: String
    var style: TerminalStyle
  }

  /// The space on each side of the dots.
  static let padding = 2
  /// How far the dots may move each way when they shake (less than ``padding``, so they
  /// never touch the title).
  static let shakeRoom = 1

  let screen: PasscodeScreen
  let options: PasscodeTerminalOptions
  let palette: TerminalPalette

  /// The lines to show in a terminal `width` columns wide, the dots moved by `shakeOffset`.
  func lines(width: Int, shakeOffset: Int) -> [[Segment]] {
    let localizer = options.localizer
    let offset = min(max(shakeOffset, -Self.shakeRoom), Self.shakeRoom)
    let filled = screen.dots.filled
    let dots = [
      Segment(
        text: String(repeating: " ", count: Self.padding + offset)
          + String(repeating: PasscodeFrameRenderer.filledDot, count: filled),
        style: palette.dotFilled),
      Segment(
        text: String(
          repeating: PasscodeFrameRenderer.emptyDot, count: max(0, screen.dotSlots - filled))
          + String(repeating: " ", count: Self.padding - offset),
        style: palette.dotEmpty),
    ]
    let dotsWidth = dots.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let room = max(1, width - 2)
    let title = DisplayWidth.truncated(
      localizer.string(screen.title), toWidth: max(1, room - dotsWidth))
    var lines = [[Segment(text: title, style: palette.title)] + dots]
    if let message = screen.message {
      let text = localizer.string(message.text)
      let style = message.kind == .error ? palette.error : palette.lockout
      let used = DisplayWidth.of(title) + dotsWidth
      if used + DisplayWidth.of(text) <= room {
        lines[0].append(Segment(text: text, style: style))
      } else {
        for line in DisplayWidth.wrapped(text, toWidth: room, lines: 2) {
          lines.append([Segment(text: line, style: style)])
        }
      }
    }
    if screen.isPermanentlyLocked, let hint = options.permanentLockHint {
      lines.append([
        Segment(text: DisplayWidth.truncated(hint, toWidth: room), style: palette.secondary)
      ])
    }
    return lines
  }
}
