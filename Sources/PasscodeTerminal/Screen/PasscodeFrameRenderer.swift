/// A passcode screen drawn into cells (``grid``), ready for ``FrameEncoder``; the renderer
/// also records which keys a mouse click can press, for the full-screen session.
public struct PasscodeFrame: Hashable, Sendable {
  /// A clickable region.
  struct Region: Hashable, Sendable {
    /// Where it is.
    var rect: CellRect
    /// What a click there presses.
    var target: PasscodeHitTarget
  }

  /// The cells.
  public var grid: CellGrid
  /// Full screen or compact.
  var presentation: TerminalPresentation
  /// The keys and buttons shown, for hit-testing.
  var regions: [Region]

  /// What a click on the cell at `column`, `row` presses, if anything.
  func target(atColumn column: Int, row: Int) -> PasscodeHitTarget? {
    regions.first { $0.rect.contains(column: column, row: row) }?.target
  }
}

/// Draws a `PasscodeScreen` into a ``CellGrid``: the full screen at the frames of its
/// `KeypadLayout`, or the compact prompt.
///
/// The full screen centres the title, the subtitle and the message (wrapped onto its lines)
/// in their frames, draws the dots (`●` entered, `○` still to enter) at the layout's dot
/// frames shifted by the shake, the digit keys as boxes in the theme's shape (rounded squares,
/// or circles drawn as `( 5 )`), and the accessory and Delete keys as words — or `✕` and `⌫`
/// when the word does not fit. Keys fade during a lockout. When the passcode is permanently
/// locked, ``PasscodeTerminalOptions/permanentLockHint`` takes the subtitle's place.
public struct PasscodeFrameRenderer: Sendable {
  /// The look and language.
  var options: PasscodeTerminalOptions
  private let palette: TerminalPalette
  private let localizer: Localizer

  /// The character of an entered dot.
  static let filledDot: Character = "●"
  /// The character of a dot still to enter.
  static let emptyDot: Character = "○"

  /// Creates a renderer.
  public init(options: PasscodeTerminalOptions) {
    self.options = options
    palette = options.palette
    localizer = options.localizer
  }

  /// Draws `screen` in a terminal of `size`.
  ///
  /// - Parameters:
  ///   - screen: the state to draw.
  ///   - size: the terminal's size in cells.
  ///   - presentation: from ``TerminalPresentation/choose(for:size:options:)`` for this size.
  ///   - shakeOffset: the dots' horizontal offset in cells, from the shake.
  ///   - pressed: a key drawn pressed.
  public func render(
    _ screen: PasscodeScreen, size: TerminalSize, presentation: TerminalPresentation,
    shakeOffset: Int = 0, pressed: KeySlot? = nil
  ) -> PasscodeFrame {
    var grid = CellGrid(size: size, style: palette.background)
    switch presentation {
    case .full(let layout):
      var regions: [PasscodeFrame.Region] = []
      drawHeader(screen, layout: layout, shakeOffset: shakeOffset, into: &grid)
      drawKeys(screen, layout: layout, pressed: pressed, into: &grid, regions: &regions)
      drawButtons(screen, layout: layout, into: &grid, regions: &regions)
      return PasscodeFrame(grid: grid, presentation: presentation, regions: regions)
    case .compact:
      let lines = CompactPrompt(screen: screen, options: options, palette: palette)
        .lines(width: size.columns, height: size.rows, shakeOffset: shakeOffset)
      let top = max(0, (size.rows - lines.count) / 2)
      for (index, line) in lines.enumerated() {
        let width = line.reduce(0) { $0 + DisplayWidth.of($1.text) }
        var column = max(0, (size.columns - width) / 2)
        for segment in line {
          column = grid.write(segment.text, column: column, row: top + index, style: segment.style)
        }
      }
      return PasscodeFrame(grid: grid, presentation: presentation, regions: [])
    }
  }

  // MARK: - Title, dots, message

  private func drawHeader(
    _ screen: PasscodeScreen, layout: KeypadLayout, shakeOffset: Int, into grid: inout CellGrid
  ) {
    let title = CellRect(layout.title)
    Self.centre(localizer.string(screen.title), in: title, style: palette.title, into: &grid)
    let hint = screen.isPermanentlyLocked ? options.permanentLockHint : nil
    if let subtitle = hint ?? screen.subtitle.map(localizer.string) {
      Self.centre(
        subtitle, in: CellRect(layout.subtitle), style: palette.secondary, into: &grid)
    }
    for (index, frame) in layout.dotFrames(count: screen.dotSlots).enumerated() {
      let filled = index < screen.dots.filled
      grid.write(
        String(filled ? Self.filledDot : Self.emptyDot),
        column: Int(frame.x.rounded()) + shakeOffset, row: Int(frame.y.rounded()),
        style: filled ? palette.dotFilled : palette.dotEmpty)
    }
    if let message = screen.message {
      let rect = CellRect(layout.message)
      let style = message.kind == .error ? palette.error : palette.lockout
      let lines = DisplayWidth.wrapped(
        localizer.string(message.text), toWidth: rect.width, lines: rect.height)
      for (index, line) in lines.enumerated() {
        Self.centre(
          line,
          in: CellRect(column: rect.column, row: rect.row + index, width: rect.width, height: 1),
          style: style, into: &grid)
      }
    }
  }

  // MARK: - Keys and buttons

  private func drawKeys(
    _ screen: PasscodeScreen, layout: KeypadLayout, pressed: KeySlot?,
    into grid: inout CellGrid, regions: inout [PasscodeFrame.Region]
  ) {
    let locked = screen.lockoutRemaining != nil || screen.isPermanentlyLocked
    for slot in KeySlot.allCases {
      guard let label = screen.label(for: slot).map(localizer.string) else { continue }
      let rect = CellRect(layout.frame(of: slot))
      regions.append(PasscodeFrame.Region(rect: rect, target: .key(slot)))
      guard slot.digit != nil else {
        let word = DisplayWidth.of(label) <= rect.width ? label : Self.symbol(for: slot)
        let style = slot == pressed ? palette.keyPressedText : palette.button
        Self.centre(
          word,
          in: CellRect(
            column: rect.column, row: rect.row + rect.height / 2, width: rect.width, height: 1),
          style: style, into: &grid)
        continue
      }
      var styles = KeyStyles(
        fill: palette.keyFill, stroke: palette.keyStroke, text: palette.keyText)
      if slot == pressed {
        styles = KeyStyles(
          fill: palette.keyPressed, stroke: palette.keyPressedStroke,
          text: palette.keyPressedText)
      } else if locked {
        styles = KeyStyles(
          fill: palette.faded(styles.fill), stroke: palette.faded(styles.stroke),
          text: palette.faded(styles.text))
      }
      drawKey(label, in: rect, styles: styles, into: &grid)
    }
  }

  private struct KeyStyles {
    var fill: TerminalStyle
    var stroke: TerminalStyle
    var text: TerminalStyle
  }

  /// A key's box: `╭───╮ │ 5 │ ╰───╯` for rounded squares, `╭─╮ ( 5 ) ╰─╯` for circles.
  private func drawKey(
    _ label: String, in rect: CellRect, styles: KeyStyles, into grid: inout CellGrid
  ) {
    guard rect.width >= 3, rect.height >= 3 else {
      Self.centre(label, in: rect, style: styles.text, into: &grid)
      return
    }
    let circle = palette.keyShape == .circle && rect.width >= 5
    let inset = circle ? 1 : 0
    let bar = String(repeating: "─", count: rect.width - 2 - 2 * inset)
    let last = rect.row + rect.height - 1
    grid.fill(
      column: rect.column, row: rect.row + 1, width: rect.width, height: rect.height - 2,
      style: styles.fill)
    grid.write(
      "╭" + bar + "╮", column: rect.column + inset, row: rect.row, style: styles.stroke)
    grid.write("╰" + bar + "╯", column: rect.column + inset, row: last, style: styles.stroke)
    for row in rect.row + 1..<last {
      grid.write(circle ? "(" : "│", column: rect.column, row: row, style: styles.stroke)
      grid.write(
        circle ? ")" : "│", column: rect.column + rect.width - 1, row: row, style: styles.stroke)
    }
    Self.centre(
      label,
      in: CellRect(
        column: rect.column + 1, row: rect.row + rect.height / 2, width: rect.width - 2, height: 1),
      style: styles.text, into: &grid)
  }

  private func drawButtons(
    _ screen: PasscodeScreen, layout: KeypadLayout, into grid: inout CellGrid,
    regions: inout [PasscodeFrame.Region]
  ) {
    let visible = screen.accessories
    let buttons: [(LayoutRect?, LocalizedText?, PasscodeHitTarget)] = [
      (
        layout.submitButton, visible.contains(.submit) ? LocalizedText(.submit) : nil, .submitButton
      ),
      (
        layout.cancelButton, visible.contains(.cancel) ? LocalizedText(.cancel) : nil, .cancelButton
      ),
      (layout.fallbackButton, screen.fallbackButtonLabel, .fallbackButton),
    ]
    for case (let frame?, let label?, let target) in buttons {
      let rect = CellRect(frame)
      let word = localizer.string(label)
      let text = DisplayWidth.of(word) + 4 <= rect.width ? "[ \(word) ]" : word
      Self.centre(text, in: rect, style: palette.button, into: &grid)
      regions.append(PasscodeFrame.Region(rect: rect, target: target))
    }
  }

  /// The symbol drawn for a key whose word does not fit: `⌫` for Delete, `✕` for the
  /// accessory slot (Cancel).
  static func symbol(for slot: KeySlot) -> String {
    slot == .delete ? "⌫" : "✕"
  }

  /// Writes `text` centred on the first row of `rect`, truncated to its width.
  static func centre(
    _ text: String, in rect: CellRect, style: TerminalStyle, into grid: inout CellGrid
  ) {
    let fitted = DisplayWidth.truncated(text, toWidth: rect.width)
    let offset = max(0, (rect.width - DisplayWidth.of(fitted)) / 2)
    grid.write(
      fitted, column: rect.column + offset, row: rect.row, style: style,
      limit: rect.column + rect.width)
  }
}

extension PasscodeScreen {
  /// The dots drawn: every dot of a fixed-length code, one per character of another.
  var dotSlots: Int {
    switch dots {
    case .fixed(_, let total): total
    case .variable(let count): count
    }
  }
}
