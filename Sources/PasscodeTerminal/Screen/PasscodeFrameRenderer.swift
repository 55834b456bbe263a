@_spi(Skins) import PasscodeCore

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
  /// What was drawn where, for checking the frame (nothing outside the grid, nothing
  /// overlapping, text whole or deliberately shortened).
  var elements: [DrawnElement] = []

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
  @_spi(Skins) public func render(
    _ screen: PasscodeScreen, size: TerminalSize, presentation: TerminalPresentation,
    shakeOffset: Int = 0, pressed: KeySlot? = nil
  ) -> PasscodeFrame {
    var canvas = Canvas(grid: CellGrid(size: size, style: palette.background))
    switch presentation {
    case .full(let layout):
      var regions: [PasscodeFrame.Region] = []
      canvas.taken = layout.placements.filter { $0.element != .panel }.map { CellRect($0.frame) }
      drawHeader(screen, layout: layout, shakeOffset: shakeOffset, into: &canvas)
      drawKeys(screen, layout: layout, pressed: pressed, into: &canvas, regions: &regions)
      drawButtons(screen, layout: layout, into: &canvas, regions: &regions)
      return PasscodeFrame(
        grid: canvas.grid, presentation: presentation, regions: regions,
        elements: canvas.elements)
    case .compact:
      let lines = CompactPrompt(screen: screen, options: options, palette: palette)
        .lines(width: size.columns, height: size.rows, shakeOffset: shakeOffset)
      let top = max(0, (size.rows - lines.count) / 2)
      for (index, line) in lines.enumerated() {
        let width = line.segments.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let start = max(0, (size.columns - width) / 2)
        var column = start
        for segment in line.segments {
          let from = column
          column = canvas.grid.write(
            segment.text, column: column, row: top + index, style: segment.style)
          let rect = CellRect(column: from, row: top + index, width: column - from, height: 1)
          // Consecutive segments of one element (the dots, filled and empty) are one element.
          if let last = canvas.elements.last, last.kind == segment.kind, last.rect.right == from,
            last.rect.row == rect.row
          {
            canvas.elements[canvas.elements.count - 1].rect = last.rect.union(rect)
            canvas.elements[canvas.elements.count - 1].text += segment.text
          } else {
            canvas.elements.append(
              DrawnElement(kind: segment.kind, rect: rect, text: segment.text))
          }
        }
      }
      return PasscodeFrame(
        grid: canvas.grid, presentation: presentation, regions: [], elements: canvas.elements)
    }
  }

  /// The grid being drawn, the rows other elements keep, and what was drawn where.
  private struct Canvas {
    var grid: CellGrid
    /// The layout's frames (reserved even when empty, so that text does not jump when a
    /// message appears) and the rows that text grew into.
    var taken: [CellRect] = []
    var elements: [DrawnElement] = []
  }

  // MARK: - Title, dots, message

  private func drawHeader(
    _ screen: PasscodeScreen, layout: KeypadLayout, shakeOffset: Int, into canvas: inout Canvas
  ) {
    drawText(
      localizer.string(screen.title), kind: .title, in: CellRect(layout.title),
      style: palette.title, into: &canvas)
    let hint = screen.isPermanentlyLocked ? options.permanentLockHint : nil
    if let subtitle = hint ?? screen.subtitle.map(localizer.string) {
      drawText(
        subtitle, kind: .subtitle, in: CellRect(layout.subtitle), style: palette.secondary,
        into: &canvas)
    }
    var dots: CellRect?
    for (index, frame) in layout.dotFrames(count: screen.dotSlots).enumerated() {
      let filled = index < screen.dots.filled
      let column = Int(frame.x.rounded()) + shakeOffset
      let row = Int(frame.y.rounded())
      canvas.grid.write(
        String(filled ? Self.filledDot : Self.emptyDot), column: column, row: row,
        style: filled ? palette.dotFilled : palette.dotEmpty)
      let cell = CellRect(column: column, row: row, width: 1, height: 1)
      dots = dots.map { $0.union(cell) } ?? cell
    }
    if let dots {
      canvas.elements.append(DrawnElement(kind: .dots, rect: dots, text: ""))
    }
    if let message = screen.message {
      drawText(
        localizer.string(message.text), kind: .message, in: CellRect(layout.message),
        style: message.kind == .error ? palette.error : palette.lockout, into: &canvas)
    }
  }

  /// Draws `text` wrapped and centred in `frame`, from its top row. When it needs more rows
  /// than the frame has, the frame grows into free rows above and below (rows no other
  /// element keeps over its columns) rather than cutting the text; only what still does not
  /// fit is shortened, at a word, with `…`.
  private func drawText(
    _ text: String, kind: DrawnElement.Kind, in frame: CellRect, style: TerminalStyle,
    into canvas: inout Canvas
  ) {
    guard frame.width > 0, frame.height > 0 else { return }
    let needed = DisplayWidth.wrapped(text, toWidth: frame.width, lines: .max).count
    let others = canvas.taken.filter { $0 != frame }
    let rect = Self.grown(frame, toRows: needed, avoiding: others, in: canvas.grid.size)
    canvas.taken.append(rect)
    let lines = DisplayWidth.wrapped(text, toWidth: rect.width, lines: rect.height)
    var drawn: CellRect?
    for (index, line) in lines.enumerated() {
      let written = Self.centre(
        line,
        in: CellRect(column: rect.column, row: rect.row + index, width: rect.width, height: 1),
        style: style, into: &canvas.grid)
      drawn = drawn.map { $0.union(written) } ?? written
    }
    if let drawn {
      canvas.elements.append(
        DrawnElement(kind: kind, rect: drawn, text: lines.joined(separator: " ")))
    }
  }

  /// `frame` grown to `rows` rows where it can: a row at a time, above then below in turn,
  /// while the new row is inside a grid of `size` and clear of every rectangle of `taken`
  /// over the frame's columns.
  static func grown(
    _ frame: CellRect, toRows rows: Int, avoiding taken: [CellRect], in size: TerminalSize
  ) -> CellRect {
    var rect = frame
    func free(_ row: Int) -> Bool {
      let line = CellRect(column: rect.column, row: row, width: rect.width, height: 1)
      return row >= 0 && row < size.rows && !taken.contains { $0.intersects(line) }
    }
    var blockedAbove = false
    var blockedBelow = false
    while rect.height < rows, !(blockedAbove && blockedBelow) {
      if !blockedAbove {
        if free(rect.row - 1) {
          rect.row -= 1
          rect.height += 1
        } else {
          blockedAbove = true
        }
      }
      guard rect.height < rows else { break }
      if !blockedBelow {
        if free(rect.bottom) { rect.height += 1 } else { blockedBelow = true }
      }
    }
    return rect
  }

  // MARK: - Keys and buttons

  private func drawKeys(
    _ screen: PasscodeScreen, layout: KeypadLayout, pressed: KeySlot?,
    into canvas: inout Canvas, regions: inout [PasscodeFrame.Region]
  ) {
    let locked = screen.lockoutRemaining != nil || screen.isPermanentlyLocked
    for slot in KeySlot.allCases {
      guard let label = screen.label(for: slot).map(localizer.string) else { continue }
      let rect = CellRect(layout.frame(of: slot))
      regions.append(PasscodeFrame.Region(rect: rect, target: .key(slot)))
      guard slot.digit != nil else {
        let word = DisplayWidth.of(label) <= rect.width ? label : Self.symbol(for: slot)
        let style = slot == pressed ? palette.keyPressedText : palette.button
        let written = Self.centre(
          word,
          in: CellRect(
            column: rect.column, row: rect.row + rect.height / 2, width: rect.width, height: 1),
          style: style, into: &canvas.grid)
        canvas.elements.append(DrawnElement(kind: .key(slot), rect: written, text: word))
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
      let box = KeyBox(frame: rect, labelWidth: DisplayWidth.of(label))
      drawKey(label, box: box, styles: styles, into: &canvas.grid)
      canvas.elements.append(DrawnElement(kind: .key(slot), rect: box.rect, text: label))
    }
  }

  private struct KeyStyles {
    var fill: TerminalStyle
    var stroke: TerminalStyle
    var text: TerminalStyle
  }

  /// A key's box: `╭───╮ │ 5 │ ╰───╯` for rounded squares, `╭─╮ ( 5 ) ╰─╯` for circles, the
  /// label centred as ``KeyBox`` puts it.
  private func drawKey(
    _ label: String, box: KeyBox, styles: KeyStyles, into grid: inout CellGrid
  ) {
    let rect = box.rect
    guard box.hasBorder else {
      grid.write(label, column: box.label.column, row: box.label.row, style: styles.text)
      return
    }
    let circle = palette.keyShape == .circle && rect.width >= 5
    let inset = circle ? 1 : 0
    let bar = String(repeating: "─", count: rect.width - 2 - 2 * inset)
    let last = rect.bottom - 1
    grid.fill(
      column: rect.column, row: rect.row + 1, width: rect.width, height: rect.height - 2,
      style: styles.fill)
    grid.write(
      "╭" + bar + "╮", column: rect.column + inset, row: rect.row, style: styles.stroke)
    grid.write("╰" + bar + "╯", column: rect.column + inset, row: last, style: styles.stroke)
    for row in rect.row + 1..<last {
      grid.write(circle ? "(" : "│", column: rect.column, row: row, style: styles.stroke)
      grid.write(circle ? ")" : "│", column: rect.right - 1, row: row, style: styles.stroke)
    }
    grid.write(
      label, column: box.label.column, row: box.label.row, style: styles.text,
      limit: rect.right - 1)
  }

  private func drawButtons(
    _ screen: PasscodeScreen, layout: KeypadLayout, into canvas: inout Canvas,
    regions: inout [PasscodeFrame.Region]
  ) {
    let visible = screen.accessories
    let buttons: [(LayoutRect?, LocalizedText?, PasscodeHitTarget, KeypadLayout.Element)] = [
      (
        layout.submitButton, visible.contains(.submit) ? LocalizedText(.submit) : nil,
        .submitButton, .submitButton
      ),
      (
        layout.cancelButton, visible.contains(.cancel) ? LocalizedText(.cancel) : nil,
        .cancelButton, .cancelButton
      ),
      (layout.fallbackButton, screen.fallbackButtonLabel, .fallbackButton, .fallbackButton),
      (
        layout.secondaryButton, screen.secondaryActionLabel, .secondaryButton,
        .secondaryButton
      ),
    ]
    for case (let frame?, let label?, let target, let element) in buttons {
      let rect = CellRect(frame)
      let word = localizer.string(label)
      let text = DisplayWidth.of(word) + 4 <= rect.width ? "[ \(word) ]" : word
      let written = Self.centre(text, in: rect, style: palette.button, into: &canvas.grid)
      canvas.elements.append(DrawnElement(kind: .button(element), rect: written, text: text))
      regions.append(PasscodeFrame.Region(rect: rect, target: target))
    }
  }

  /// The symbol drawn for a key whose word does not fit: `⌫` for Delete, `✕` for the
  /// accessory slot (Cancel).
  static func symbol(for slot: KeySlot) -> String {
    slot == .delete ? "⌫" : "✕"
  }

  /// Writes `text` centred on the first row of `rect`, shortened to its width at a word
  /// (``DisplayWidth/shortened(_:toWidth:)``), and returns the cells written.
  @discardableResult
  static func centre(
    _ text: String, in rect: CellRect, style: TerminalStyle, into grid: inout CellGrid
  ) -> CellRect {
    let fitted = DisplayWidth.shortened(text, toWidth: rect.width)
    let offset = max(0, (rect.width - DisplayWidth.of(fitted)) / 2)
    let end = grid.write(
      fitted, column: rect.column + offset, row: rect.row, style: style,
      limit: rect.column + rect.width)
    return CellRect(
      column: rect.column + offset, row: rect.row, width: end - rect.column - offset, height: 1)
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
