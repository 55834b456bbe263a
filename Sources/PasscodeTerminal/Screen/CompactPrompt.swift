/// The passcode screen on a terminal too small for the keypad: one line with the title, the
/// dots and the message (`Enter Passcode  ●●●○○○  Try again in 0:59`), the message moving to
/// a second line when the terminal is too narrow, the permanent-lock hint on a line of its own,
/// and the subtitle ("Use 6 digits") under the first line when there is a row for it.
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

  /// The lines to show in a terminal `width` columns wide and `height` rows high, the dots
  /// moved by `shakeOffset`: the title and the dots (and the message when it fits beside
  /// them), the message, the permanent-lock hint, then the subtitle when there is a row for it.
  func lines(width: Int, height: Int, shakeOffset: Int) -> [[Segment]] {
    let localizer = options.localizer
    let room = max(1, width - 2)
    let dots = dotSegments(room: room, shakeOffset: shakeOffset)
    let dotsWidth = dots.reduce(0) { $0 + DisplayWidth.of($1.text) }
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
    } else if let subtitle = screen.subtitle.map(localizer.string), lines.count < height {
      lines.insert(
        [Segment(text: DisplayWidth.truncated(subtitle, toWidth: room), style: palette.secondary)],
        at: 1)
    }
    return Array(lines.prefix(max(1, height)))
  }

  /// The dots, padded on both sides and moved by the shake. A long variable-length entry
  /// that would crowd out the title shows as one dot and its count (`●×24`).
  private func dotSegments(room: Int, shakeOffset: Int) -> [Segment] {
    let offset = min(max(shakeOffset, -Self.shakeRoom), Self.shakeRoom)
    let filled = screen.dots.filled
    let empty = max(0, screen.dotSlots - filled)
    let left = String(repeating: " ", count: Self.padding + offset)
    let right = String(repeating: " ", count: Self.padding - offset)
    var crowded = false
    if case .variable = screen.dots { crowded = filled > room / 2 }
    let filledText =
      crowded
      ? "\(PasscodeFrameRenderer.filledDot)×\(filled)"
      : String(repeating: PasscodeFrameRenderer.filledDot, count: filled)
    return [
      Segment(text: left + filledText, style: palette.dotFilled),
      Segment(
        text: String(repeating: PasscodeFrameRenderer.emptyDot, count: empty) + right,
        style: palette.dotEmpty),
    ]
  }
}
