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

  /// The field a click on the cell at `column`, `row` focuses, if any.
  func field(atColumn column: Int, row: Int) -> FieldID? {
    regions.first { $0.rect.contains(column: column, row: row) }?.field
  }
}

/// Draws a ``FormModel`` into a ``CellGrid``.
///
/// Each field shows its label, its input in brackets (text; a secure field's bullets with the
/// last character briefly in clear, from ``MaskedText/displayText``; a segmented field's groups
/// side by side, `[ 555 - 123 - ____ ]`), and its error after a failed submit; a help line ends the
/// form. On a tall terminal each field takes four rows (label, input, message, space); on a
/// shorter one two (label and input on one row, then the message); on a very short one one.
struct FormFrameRenderer: Sendable {
  /// How much room each field gets.
  enum Density: Hashable, Sendable {
    /// Label, input, message, blank line.
    case spacious
    /// Label and input on one row, then the message.
    case compact
    /// Label and input on one row; no messages, no help line.
    case tight

    /// The rows a field takes.
    var rowsPerField: Int {
      switch self {
      case .spacious: 4
      case .compact: 2
      case .tight: 1
      }
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
  /// What an empty place of a segmented field shows.
  static let placeholder = "_"

  /// Creates a renderer.
  init(options: PasscodeTerminalOptions) {
    self.options = options
    palette = options.palette
    localizer = options.localizer
  }

  /// The density for `fieldCount` fields in `rows` rows: the roomiest that fits with the help
  /// line.
  static func density(fieldCount: Int, rows: Int) -> Density {
    if rows >= fieldCount * Density.spacious.rowsPerField + 1 { return .spacious }
    if rows >= fieldCount * Density.compact.rowsPerField + 1 { return .compact }
    return .tight
  }

  /// Draws `form` in a terminal of `size`.
  func render(_ form: FormModel, size: TerminalSize) -> FormFrame {
    var grid = CellGrid(size: size, style: palette.background)
    let density = Self.density(fieldCount: form.fields.count, rows: size.rows)
    let width = max(1, min(size.columns - 2, Self.maximumWidth))
    let left = max(0, (size.columns - width) / 2)
    let help = density == .tight ? 0 : 1
    let height = form.fields.count * density.rowsPerField + help
    var row = max(0, (size.rows - height) / 2)
    let labelWidth =
      density == .spacious
      ? 0 : min(width / 2, form.fields.map { DisplayWidth.of(label(of: $0)) }.max() ?? 0)
    var cursor: CellPosition?
    var regions: [FormFrame.Region] = []
    for field in form.fields {
      let focused = form.focusedField == field.id
      let labelStyle = focused ? palette.title : palette.secondary
      var inputColumn = left
      let top = row
      if density == .spacious {
        grid.write(
          DisplayWidth.truncated(label(of: field), toWidth: width), column: left, row: row,
          style: labelStyle)
        row += 1
      } else {
        grid.write(
          DisplayWidth.truncated(label(of: field), toWidth: labelWidth), column: left, row: row,
          style: labelStyle)
        inputColumn = left + labelWidth + 1
      }
      let end = drawInput(
        field, focused: focused, column: inputColumn, row: row,
        width: left + width - inputColumn, into: &grid)
      if focused { cursor = end }
      regions.append(
        FormFrame.Region(
          rect: CellRect(column: left, row: top, width: width, height: row - top + 1),
          field: field.id))
      row += 1
      if density != .tight {
        if let error = form.errorText(for: field.id) {
          grid.write(
            DisplayWidth.truncated(localizer.string(error), toWidth: width), column: left,
            row: row, style: palette.error)
        }
        row += density == .spacious ? 2 : 1
      }
    }
    if help > 0 {
      let text = localizer.string(LocalizedText(.formKeyHelp, .text(.submit), .text(.cancel)))
      grid.write(
        DisplayWidth.truncated(text, toWidth: width), column: left, row: row,
        style: palette.secondary)
    }
    return FormFrame(grid: grid, cursor: cursor, regions: regions)
  }

  private func label(of field: FormField) -> String {
    localizer.string(field.label)
  }

  /// Draws a field's input from `column`, at most `width` cells, and returns where the cursor
  /// goes when it has focus.
  private func drawInput(
    _ field: FormField, focused: Bool, column: Int, row: Int, width: Int,
    into grid: inout CellGrid
  ) -> CellPosition {
    let fill = focused ? palette.keyPressed : palette.keyFill
    if case .segmented(let groups) = field.kind {
      var x = grid.write("[", column: column, row: row, style: palette.secondary)
      var cursor = CellPosition(column: column, row: row)
      let segments = field.segments
      for (index, length) in groups.enumerated() {
        if index > 0 { x = grid.write("-", column: x, row: row, style: palette.secondary) }
        let digits = String(segments[index])
        let padded = digits + String(repeating: Self.placeholder, count: length - digits.count)
        let active = focused && index == field.activeSegment
        x = grid.write(" ", column: x, row: row, style: active ? fill : palette.keyFill)
        if active { cursor = CellPosition(column: x + digits.count, row: row) }
        x = grid.write(padded + " ", column: x, row: row, style: active ? fill : palette.keyFill)
      }
      grid.write("]", column: x, row: row, style: palette.secondary)
      return cursor
    }
    let inner = max(1, min(width - 2, (field.maximumLength ?? Self.defaultInputLength) + 2))
    let value = field.kind == .secure ? field.secure?.displayText ?? "" : field.text
    var shown = value
    while DisplayWidth.of(shown) > inner - 2, !shown.isEmpty { shown.removeFirst() }
    grid.write("[", column: column, row: row, style: palette.secondary)
    grid.fill(column: column + 1, row: row, width: inner, height: 1, style: fill)
    let end = grid.write(shown, column: column + 2, row: row, style: fill)
    grid.write("]", column: column + 1 + inner, row: row, style: palette.secondary)
    return CellPosition(column: end, row: row)
  }
}
