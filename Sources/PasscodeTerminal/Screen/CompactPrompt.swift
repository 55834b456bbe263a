@_spi(Skins) import PasscodeCore

/// The passcode screen on a terminal too small for the keypad.
///
/// When the title and the dots fit on one line, that line (`Enter Passcode  ●●●○○○  Try again
/// in 0:59`), the message beside them or under them, the permanent-lock hint, and the subtitle
/// when there is a row for it. When they do not, the title on lines of its own, wrapped at
/// words, then the dots, the message and the hint, each wrapped; rows are given out by
/// importance (the first line of the title, the dots, the message, the hint, then the rest of
/// each, the subtitle last). On a single row the dots lose their padding before the title
/// loses words, and the title is shortened only at a word, with `…`.
struct CompactPrompt {
  /// Text in one style, and what it shows.
  struct Segment: Hashable {
    var text: String
    var style: TerminalStyle
    var kind: DrawnElement.Kind
  }

  /// One line of the prompt.
  struct Line: Hashable {
    var segments: [Segment]
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
  /// moved by `shakeOffset`.
  func lines(width: Int, height: Int, shakeOffset: Int) -> [Line] {
    let localizer = options.localizer
    let room = max(1, width - 2)
    let title = localizer.string(screen.title)
    let message = screen.message.map { message in
      Segment(
        text: localizer.string(message.text),
        style: message.kind == .error ? palette.error : palette.lockout, kind: .message)
    }
    let hint = screen.isPermanentlyLocked ? options.permanentLockHint : nil
    let subtitle = hint == nil ? screen.subtitle.map(localizer.string) : nil
    let dots = dotSegments(room: room, padding: Self.padding, shakeOffset: shakeOffset)
    let dotsWidth = Self.width(of: dots)
    let titleWidth = DisplayWidth.of(title)
    if titleWidth + dotsWidth <= room {
      return oneLine(
        [Segment(text: title, style: palette.title, kind: .title)] + dots, room: room,
        height: height,
        message: message, hint: hint, subtitle: subtitle)
    }
    if height >= 2 {
      return stacked(
        title: title, dots: dots, width: width, height: height, message: message, hint: hint)
    }
    // One row: the dots give up their padding before the title gives up words.
    let tight = dotSegments(room: room, padding: 1, shakeOffset: 0)
    let shortened = DisplayWidth.shortened(title, toWidth: max(1, room - Self.width(of: tight)))
    return [
      Line(segments: [Segment(text: shortened, style: palette.title, kind: .title)] + tight)
    ]
  }

  /// The title and the dots on one line; the message beside them when it fits, else under
  /// them; the hint; the subtitle under the first line when there is a row for it.
  private func oneLine(
    _ first: [Segment], room: Int, height: Int, message: Segment?, hint: String?,
    subtitle: String?
  ) -> [Line] {
    var lines = [Line(segments: first)]
    if let message {
      if Self.width(of: first) + DisplayWidth.of(message.text) <= room {
        lines[0].segments.append(message)
      } else {
        lines += wrapped(message, width: room, lines: max(1, height - 1))
      }
    }
    if let hint {
      lines += wrapped(
        Segment(text: hint, style: palette.secondary, kind: .hint), width: room,
        lines: max(1, height - lines.count))
    } else if let subtitle, lines.count < height {
      lines.insert(
        Line(segments: [
          Segment(
            text: DisplayWidth.shortened(subtitle, toWidth: room), style: palette.secondary,
            kind: .subtitle)
        ]), at: 1)
    }
    return Array(lines.prefix(max(1, height)))
  }

  /// The title wrapped on lines of its own, the dots, the message and the hint, in `height`
  /// rows given out by importance.
  private func stacked(
    title: String, dots: [Segment], width: Int, height: Int, message: Segment?, hint: String?
  ) -> [Line] {
    let titleSegment = Segment(text: title, style: palette.title, kind: .title)
    let hintSegment = hint.map { Segment(text: $0, style: palette.secondary, kind: .hint) }
    let needed = [titleSegment, message, hintSegment].map { segment in
      segment.map { DisplayWidth.wrapped($0.text, toWidth: width, lines: .max).count } ?? 0
    }
    // The first line of each, in order of importance (the dots after the title's), then the
    // rest of each.
    var given = [0, 0, 0]
    var left = height - 1
    for index in given.indices where needed[index] > 0 && left > 0 {
      given[index] = 1
      left -= 1
    }
    for index in given.indices {
      let more = min(needed[index] - given[index], left)
      given[index] += max(0, more)
      left -= max(0, more)
    }
    var lines = wrapped(titleSegment, width: width, lines: given[0])
    lines.append(Line(segments: dots))
    if let message, given[1] > 0 {
      lines += wrapped(message, width: width, lines: given[1])
    }
    if let hintSegment, given[2] > 0 {
      lines += wrapped(hintSegment, width: width, lines: given[2])
    }
    return lines
  }

  /// `segment`'s text wrapped at words on at most `lines` lines of `width` cells.
  private func wrapped(_ segment: Segment, width: Int, lines: Int) -> [Line] {
    DisplayWidth.wrapped(segment.text, toWidth: width, lines: lines).map {
      Line(segments: [Segment(text: $0, style: segment.style, kind: segment.kind)])
    }
  }

  private static func width(of segments: [Segment]) -> Int {
    segments.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }

  /// The dots, padded on both sides and moved by the shake. A long variable-length entry
  /// that would crowd out the title shows as one dot and its count (`●×24`).
  private func dotSegments(room: Int, padding: Int, shakeOffset: Int) -> [Segment] {
    let offset = min(max(shakeOffset, -Self.shakeRoom), Self.shakeRoom)
    let filled = screen.dots.filled
    let empty = max(0, screen.dotSlots - filled)
    let left = String(repeating: " ", count: max(0, padding + offset))
    let right = String(repeating: " ", count: max(0, padding - offset))
    var crowded = false
    if case .variable = screen.dots { crowded = filled > room / 2 }
    let filledText =
      crowded
      ? "\(PasscodeFrameRenderer.filledDot)×\(filled)"
      : String(repeating: PasscodeFrameRenderer.filledDot, count: filled)
    return [
      Segment(text: left + filledText, style: palette.dotFilled, kind: .dots),
      Segment(
        text: String(repeating: PasscodeFrameRenderer.emptyDot, count: empty) + right,
        style: palette.dotEmpty, kind: .dots),
    ]
  }
}
