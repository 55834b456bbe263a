@_spi(Skins) import PasscodeCore

/// A form drawn into cells, with where the cursor goes and which field a click focuses.
struct FormFrame: Hashable, Sendable {
  /// A clickable field.
  struct Region: Hashable, Sendable {
    /// Where it is: the label and the input.
    var rect: CellRect
    /// The field.
    var field: FieldID
  }

  /// The cells.
  var grid: CellGrid
  /// Where the cursor shows (the end of the focused field), or `nil` to hide it.
  var cursor: CellPosition?
  /// The fields, for hit-testing.
  var regions: [Region]
  /// What was drawn where, for checking the frame.
  var elements: [DrawnElement] = []

  /// The field a click on the cell at `column`, `row` focuses, if any.
  func field(atColumn column: Int, row: Int) -> FieldID? {
    regions.first { $0.rect.contains(column: column, row: row) }?.field
  }
}

/// Draws a ``FormModel`` into a ``CellGrid``.
///
/// Each field shows its label, its input in brackets (text; a secure field's bullets with the
/// last character briefly in clear, from ``MaskedText/displayText``; a segmented field's groups
/// side by side, `[ 555 - 123 - ____ ]`, or `[555-123-____]` when narrow), and its error after
/// a failed submit, or the notice of a refused character; the key help ends the form. A value
/// wider than its input scrolls (`[ …the end of it ]`): it is never cut where it cannot be
/// seen. The density is the roomiest that fits (``Density``); labels go beside the inputs only
/// when both fit whole.
///
/// The key help says what the keys do here, most needed first: Esc leaves (always shown), Enter
/// goes to the next field ("Next") or submits ("Go", on the last field, as
/// `FormModel.returnKeyLabel(for:)` says), Tab moves on. On a narrow terminal the spaces between
/// them shrink, "Enter" becomes "⏎", the help wraps when rows allow, and parts are dropped from
/// the least needed.
struct FormFrameRenderer: Sendable {
  /// How much room each field gets, from the roomiest.
  enum Density: CaseIterable, Hashable, Sendable {
    /// Label, input, message, blank line.
    case spacious
    /// Label, input, message.
    case stacked
    /// Label and input on one row, then the message.
    case beside
    /// Label, input; one message row for the whole form (the focused field's).
    case paired
    /// Label and input on one row; one message row for the whole form.
    case besideShared
    /// Label and input on one row (the label shortened if it must); no messages.
    case tight

    /// The rows a field takes.
    var rowsPerField: Int {
      switch self {
      case .spacious: 4
      case .stacked: 3
      case .beside, .paired: 2
      case .besideShared, .tight: 1
      }
    }

    /// The rows of the form's one message row, if it has one.
    var sharedMessageRows: Int {
      self == .paired || self == .besideShared ? 1 : 0
    }

    /// Whether each field has its own message row.
    var hasFieldMessages: Bool {
      self == .spacious || self == .stacked || self == .beside
    }

    /// Whether the label sits beside the input.
    var labelsBeside: Bool {
      self == .beside || self == .besideShared || self == .tight
    }

    /// The rows `fieldCount` fields take with their messages.
    func rows(fieldCount: Int) -> Int {
      fieldCount * rowsPerField + sharedMessageRows
    }
  }

  /// The look and language.
  var options: PasscodeTerminalOptions
  private let palette: TerminalPalette
  private let localizer: Localizer

  /// The widest the form gets.
  static let maximumWidth = 44
  /// The input width of a field without a maximum length.
  static let defaultInputLength = 24
  /// The narrowest input of a text field beside its label: the brackets and 6 characters.
  static let minimumInputWidth = 10
  /// What an empty place of a segmented field shows.
  static let placeholder = "_"

  /// Creates a renderer.
  init(options: PasscodeTerminalOptions) {
    self.options = options
    palette = options.palette
    localizer = options.localizer
  }

  /// The density for `fieldCount` fields in `rows` rows, `helpRows` of them kept for the key
  /// help: the roomiest that fits, skipping those with labels beside the inputs when
  /// `labelsFitBeside` is false.
  static func density(fieldCount: Int, rows: Int, helpRows: Int = 1, labelsFitBeside: Bool = true)
    -> Density
  {
    Density.allCases.first { density in
      (labelsFitBeside || !density.labelsBeside || density == .tight)
        && density.rows(fieldCount: fieldCount) + helpRows <= rows
    } ?? .tight
  }

  /// Draws `form` in a terminal of `size`, with `notice` (why a typed character was refused)
  /// in the focused field's message row.
  func render(_ form: FormModel, size: TerminalSize, notice: LocalizedText? = nil) -> FormFrame {
    var grid = CellGrid(size: size, style: palette.background)
    var elements: [DrawnElement] = []
    let width = max(1, min(size.columns - 2, Self.maximumWidth))
    let left = max(0, (size.columns - width) / 2)
    let labels = form.fields.map { localizer.string($0.label) }
    let widestLabel = labels.map(DisplayWidth.of).max() ?? 0
    let widestInput = form.fields.map(Self.minimumInputWidth(of:)).max() ?? 0
    let fitsBeside = widestLabel + 1 + widestInput <= width
    let fields = form.fields.count
    let oneLineHelp = keyHelp(form, width: width, lines: 1)
    let help = size.rows > fields ? oneLineHelp.count : 0
    let density = Self.density(
      fieldCount: fields, rows: size.rows, helpRows: help, labelsFitBeside: fitsBeside)
    let spare = max(0, size.rows - density.rows(fieldCount: fields) - help)
    let focusedID = form.focusedField
    let shared = density.sharedMessageRows > 0 ? sharedMessage(form, notice: notice) : nil
    let sharedLines =
      shared.map {
        DisplayWidth.wrapped($0, toWidth: width, lines: 1 + spare)
      } ?? []
    let helpLines =
      help == 0
      ? []
      : keyHelp(
        form, width: width, lines: 1 + max(0, spare - max(0, sharedLines.count - 1)))
    let height =
      fields * density.rowsPerField + max(density.sharedMessageRows, sharedLines.count)
      + helpLines.count
    var row = max(0, (size.rows - height) / 2)
    let labelWidth = density.labelsBeside ? min(widestLabel, max(1, width / 2)) : 0
    var cursor: CellPosition?
    var regions: [FormFrame.Region] = []
    for (index, field) in form.fields.enumerated() {
      let focused = focusedID == field.id
      let labelStyle = focused ? palette.title : palette.secondary
      var inputColumn = left
      let top = row
      let label =
        density.labelsBeside
        ? DisplayWidth.shortened(labels[index], toWidth: fitsBeside ? widestLabel : labelWidth)
        : DisplayWidth.shortened(labels[index], toWidth: width)
      let labelEnd = grid.write(label, column: left, row: row, style: labelStyle)
      elements.append(
        DrawnElement(
          kind: .label(field.id),
          rect: CellRect(column: left, row: row, width: labelEnd - left, height: 1), text: label))
      if density.labelsBeside {
        inputColumn = left + (fitsBeside ? widestLabel : labelWidth) + 1
      } else {
        row += 1
      }
      let input = drawInput(
        field, focused: focused, column: inputColumn, row: row,
        width: left + width - inputColumn, into: &grid)
      elements.append(DrawnElement(kind: .input(field.id), rect: input.rect, text: input.text))
      if focused { cursor = input.cursor }
      regions.append(
        FormFrame.Region(
          rect: CellRect(column: left, row: top, width: width, height: row - top + 1),
          field: field.id))
      row += 1
      if density.hasFieldMessages {
        let message =
          focused ? notice ?? form.errorText(for: field.id) : form.errorText(for: field.id)
        if let message {
          let text = DisplayWidth.shortened(localizer.string(message), toWidth: width)
          let end = grid.write(text, column: left, row: row, style: palette.error)
          elements.append(
            DrawnElement(
              kind: .fieldMessage(field.id),
              rect: CellRect(column: left, row: row, width: end - left, height: 1), text: text))
        }
        row += density == .spacious ? 2 : 1
      }
    }
    if density.sharedMessageRows > 0 {
      for (index, line) in sharedLines.enumerated() {
        let end = grid.write(line, column: left, row: row + index, style: palette.error)
        elements.append(
          DrawnElement(
            kind: .fieldMessage(focusedID ?? form.fields[0].id),
            rect: CellRect(column: left, row: row + index, width: end - left, height: 1),
            text: line))
      }
      row += max(1, sharedLines.count)
    }
    for (index, line) in helpLines.enumerated() {
      let end = grid.write(line, column: left, row: row + index, style: palette.secondary)
      elements.append(
        DrawnElement(
          kind: .keyHelp,
          rect: CellRect(column: left, row: row + index, width: end - left, height: 1), text: line))
    }
    return FormFrame(grid: grid, cursor: cursor, regions: regions, elements: elements)
  }

  /// The message of the form's one message row: the notice, else the focused field's error,
  /// else the first error.
  private func sharedMessage(_ form: FormModel, notice: LocalizedText?) -> String? {
    let focused = form.focusedField.flatMap(form.errorText(for:))
    let first = form.fields.lazy.compactMap { form.errorText(for: $0.id) }.first
    return (notice ?? focused ?? first).map(localizer.string)
  }

  /// The key help on at most `lines` lines of `width` cells: Tab, Enter (with what it does in
  /// the focused field) and Esc, shortened and then dropped from the least needed until it
  /// fits; "Esc Cancel" is always there (cut only when not even it fits).
  func keyHelp(_ form: FormModel, width: Int, lines: Int) -> [String] {
    let field = form.focusedField ?? form.fields[0].id
    let word = LocalizedText.Argument.phrase(form.returnKeyLabel(for: field))
    let tab = localizer.string(LocalizedText(TerminalStringKey.keyHelpNextField))
    let enter = localizer.string(LocalizedText(TerminalStringKey.keyHelpReturn, word))
    let enterShort = localizer.string(LocalizedText(TerminalStringKey.keyHelpReturnShort, word))
    let escape = localizer.string(LocalizedText(TerminalStringKey.keyHelpCancel, .text(.cancel)))
    let candidates = [
      [tab, enter, escape], [tab, enterShort, escape], [enterShort, escape], [escape],
    ]
    for parts in candidates {
      for gap in [3, 2] {
        if let packed = Self.pack(parts, gap: gap, width: width), packed.count <= max(1, lines) {
          return packed
        }
      }
    }
    return [DisplayWidth.shortened(escape, toWidth: width)]
  }

  /// `parts` on lines of at most `width` cells, `gap` spaces apart, never breaking a part;
  /// `nil` when a part is wider than a line.
  private static func pack(_ parts: [String], gap: Int, width: Int) -> [String]? {
    var lines: [String] = []
    var line = ""
    for part in parts {
      guard DisplayWidth.of(part) <= width else { return nil }
      let candidate = line.isEmpty ? part : line + String(repeating: " ", count: gap) + part
      if DisplayWidth.of(candidate) <= width {
        line = candidate
      } else {
        lines.append(line)
        line = part
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The narrowest input `field` shows whole beside its label: a segmented field's groups in
  /// their narrow form, the brackets and a few characters of other fields.
  static func minimumInputWidth(of field: FormField) -> Int {
    guard case .segmented(let groups) = field.kind else { return minimumInputWidth }
    return groups.reduce(0, +) + groups.count - 1 + 2
  }

  /// What ``drawInput(_:focused:column:row:width:into:)`` drew.
  private struct DrawnInput {
    var rect: CellRect
    var text: String
    var cursor: CellPosition
  }

  /// Draws a field's input from `column`, at most `width` cells: where it is, what it shows,
  /// and where the cursor goes when it has focus.
  private func drawInput(
    _ field: FormField, focused: Bool, column: Int, row: Int, width: Int,
    into grid: inout CellGrid
  ) -> DrawnInput {
    let fill = focused ? palette.keyPressed : palette.keyFill
    if case .segmented(let groups) = field.kind {
      let wide = groups.reduce(0, +) + 3 * (groups.count - 1) + 4 <= width
      let pad = wide ? " " : ""
      var x = grid.write("[", column: column, row: row, style: palette.secondary)
      var cursor = CellPosition(column: column, row: row)
      var text = "["
      let segments = field.segments
      for (index, length) in groups.enumerated() {
        if index > 0 {
          x = grid.write(pad + "-", column: x, row: row, style: palette.secondary)
          text += pad + "-"
        }
        let digits = String(segments[index])
        let padded = digits + String(repeating: Self.placeholder, count: length - digits.count)
        let active = focused && index == field.activeSegment
        x = grid.write(pad, column: x, row: row, style: active ? fill : palette.keyFill)
        if active { cursor = CellPosition(column: x + digits.count, row: row) }
        x = grid.write(padded, column: x, row: row, style: active ? fill : palette.keyFill)
        text += pad + padded
      }
      x = grid.write(pad + "]", column: x, row: row, style: palette.secondary)
      text += pad + "]"
      return DrawnInput(
        rect: CellRect(column: column, row: row, width: x - column, height: 1), text: text,
        cursor: cursor)
    }
    let inner = max(1, min(width - 2, (field.maximumLength ?? Self.defaultInputLength) + 2))
    let value = field.kind == .secure ? field.secure?.displayText ?? "" : field.text
    let shown = Self.scrolled(value, toWidth: max(1, inner - 2))
    grid.write("[", column: column, row: row, style: palette.secondary)
    grid.fill(column: column + 1, row: row, width: inner, height: 1, style: fill)
    let end = grid.write(shown, column: column + 2, row: row, style: fill)
    grid.write("]", column: column + 1 + inner, row: row, style: palette.secondary)
    return DrawnInput(
      rect: CellRect(column: column, row: row, width: inner + 2, height: 1),
      text: "[ " + shown + " ]", cursor: CellPosition(column: end, row: row))
  }

  /// The end of `value` that fits in `width` cells, after `…` when the start scrolled out of
  /// sight.
  static func scrolled(_ value: String, toWidth width: Int) -> String {
    guard DisplayWidth.of(value) > width else { return value }
    var shown = ""
    var used = 0
    for character in value.reversed() {
      let cells = DisplayWidth.of(character)
      if used + cells > width - 1 { break }
      shown.insert(character, at: shown.startIndex)
      used += cells
    }
    return "…" + shown
  }
}
