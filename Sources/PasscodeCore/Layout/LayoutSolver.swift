/// The arithmetic behind ``KeypadLayout/compute(_:)``.
///
/// Fonts come from the text size alone (`LayoutMetrics.TextScaleLimits`); what gives way
/// when the content does not fit is space: first the gaps, spacing and margins (`g`, 1 → 0),
/// then the keys towards their minimum (`k`, 1 → 0), then the arrangement (side by side), and
/// last the fit itself (scrolling).
struct LayoutSolver {
  /// The buttons under the keypad: in one row, or one under another when their words do not
  /// fit side by side.
  struct Footer {
    /// The height of each row: one row of buttons side by side, or one row per button.
    var rows: [Double]
    /// Whether the buttons sit one under another.
    var stacked: Bool

    func height(gap: Double) -> Double {
      rows.isEmpty ? 0 : rows.reduce(0, +) + Double(rows.count - 1) * gap
    }
  }

  /// Every length of one candidate layout, snapped to the grid.
  struct Sizes {
    var key: LayoutSize
    var keyGap: LayoutSize
    var spacing: Double
    var margin: Double
    var dotGap: Double
    var appHeader: Double
    var title: Double
    var subtitle: Double
    var dots: Double
    var message: Double
    var footer: Footer
    var lines: KeypadLayout.LineLimits
    /// The width of the dots row: the dots of a fixed-length code, or 0 when the row spans
    /// its column.
    var dotsWidth: Double
    /// The gap compression these sizes were made at (1: every gap at its preferred value).
    var g: Double = 1

    var keypad: LayoutSize {
      LayoutSize(
        width: 3 * key.width + 2 * keyGap.width, height: 4 * key.height + 3 * keyGap.height)
    }
    var sectionGap: Double { 2 * spacing }
    var columnGap: Double { max(2 * spacing, keyGap.width) }
    /// The title column: app header, title, subtitle, dots, message.
    var headerHeight: Double {
      (appHeader > 0 ? appHeader + spacing : 0) + title + subtitle + spacing + dots + spacing
        + message
    }
    var footerHeight: Double { footer.rows.isEmpty ? 0 : spacing + footer.height(gap: spacing) }
    var stackedHeight: Double { headerHeight + sectionGap + keypad.height + footerHeight }
  }

  let input: KeypadLayout.Input
  let keyScale: Double
  /// The font sizes, from the text size and the theme only.
  let typography: KeypadLayout.Typography
  /// The smallest key: the metrics' minimum touch target, or what the digits need.
  let minimumKey: LayoutSize

  init(input: KeypadLayout.Input) {
    self.input = input
    let metrics = input.metrics.adjusted(by: input.theme.spacing)
    self.metrics = metrics
    let scales = metrics.scalesWithTextSize
    let textScale = scales ? input.textSize.scale : 1
    keyScale = scales ? min(max(1 + (textScale - 1) / 2, 0.85), metrics.maximumKeyScale) : 1
    let fonts = input.theme.fonts
    if case .fixed(let height) = metrics.lineHeight {
      typography = KeypadLayout.Typography(
        title: height, subtitle: height, message: height, key: height, button: height,
        keyWord: height, letters: height)
      minimumKey = metrics.minimumKeySize
    } else {
      let limits = metrics.textScaleLimits
      func scaled(_ font: FontToken, _ limit: Double) -> Double {
        font.size * min(textScale, max(limit, 0))
      }
      typography = KeypadLayout.Typography(
        title: scaled(fonts.title, limits.title), subtitle: scaled(fonts.subtitle, limits.body),
        message: scaled(fonts.message, limits.body), key: scaled(fonts.key, limits.digit),
        button: scaled(fonts.button, limits.button),
        keyWord: scaled(fonts.button, limits.keyWord), letters: scaled(fonts.letters, limits.digit))
      let digitRoom = snapUp(typography.key * 1.5, metrics.grid)
      minimumKey = LayoutSize(
        width: max(metrics.minimumKeySize.width, digitRoom),
        height: max(metrics.minimumKeySize.height, digitRoom))
    }
  }

  /// The input's metrics with the theme's dot size and keypad gaps.
  private let metrics: LayoutMetrics
  private var grid: Double { metrics.grid }

  /// The height of `lines` lines of text at `size` points.
  func lineHeight(_ size: Double, lines: Int = 1) -> Double {
    metrics.lineHeight(of: size, lines: lines)
  }

  /// How many lines `text` needs in `width` (at least one).
  private func lines(_ text: String, _ width: Double, _ size: Double, _ font: FontToken) -> Int {
    if case .fixed = metrics.lineHeight { return 1 }
    return max(TextMeasure.lines(text, width: width, size: size, weight: font.weight).count, 1)
  }

  /// The sizes of `arrangement` in `area` at gap compression `g` and key compression `k` (0:
  /// at the minimum, 1: at the preferred value).
  func sizes(
    _ arrangement: KeypadLayout.Arrangement, g: Double, k: Double, in area: LayoutRect,
    withMargin: Bool
  ) -> Sizes {
    func blend(_ minimum: Double, _ preferred: Double, _ t: Double) -> Double {
      snapDown(minimum + (max(minimum, preferred) - minimum) * t, grid)
    }
    let fonts = input.theme.fonts
    let type = typography
    let labels = input.labels
    let dotGap = blend(metrics.minimumDotGap, metrics.preferredDotGap, g)
    let dotsWidth = input.dotCount.map {
      Double($0) * metrics.dotDiameter + Double(max($0 - 1, 0)) * dotGap
    }
    let key = LayoutSize(
      width: blend(minimumKey.width, metrics.preferredKeySize.width * keyScale, k),
      height: blend(minimumKey.height, metrics.preferredKeySize.height * keyScale, k))
    let keyGap = LayoutSize(
      width: blend(metrics.minimumKeyGap.width, metrics.preferredKeyGap.width * keyScale, g),
      height: blend(metrics.minimumKeyGap.height, metrics.preferredKeyGap.height * keyScale, g))
    let spacing = blend(metrics.minimumSpacing, metrics.preferredSpacing, g)
    let margin = withMargin ? blend(metrics.minimumMargin, metrics.preferredMargin, g) : 0
    let keypadWidth = 3 * key.width + 2 * keyGap.width
    let content = area.width - 2 * margin
    let column: Double
    switch arrangement {
    case .stacked, .panel: column = content
    case .sideBySide: column = content - keypadWidth - max(2 * spacing, keyGap.width)
    }

    var limits = KeypadLayout.LineLimits(
      title: 1, subtitle: 1, message: max(metrics.messageLines, 1), button: 1, keyWord: 1)
    var subtitleLines = 1
    if let labels {
      limits.title = lines(labels.title, column, type.title, fonts.title)
      subtitleLines = labels.subtitle.map { lines($0, column, type.subtitle, fonts.subtitle) } ?? 0
      limits.subtitle = max(subtitleLines, 1)
      limits.message =
        labels.messages.map { lines($0, column, type.message, fonts.message) }.max() ?? 1
      limits.keyWord = key.height >= lineHeight(type.keyWord, lines: 2) ? 2 : 1
    }
    let footer = footer(
      width: arrangement == .sideBySide ? column : keypadWidth,
      stackedWidth: arrangement == .sideBySide ? column : content, gap: keyGap.width,
      limits: &limits)
    let nameLine = lineHeight(type.subtitle * 1.1)
    return Sizes(
      key: key, keyGap: keyGap, spacing: spacing, margin: margin, dotGap: dotGap,
      appHeader: input.elements.contains(.appHeader)
        ? max(
          grid, nameLine,
          blend(metrics.appHeaderHeight / 2, metrics.appHeaderHeight * keyScale, g)) : 0,
      title: lineHeight(type.title, lines: limits.title),
      subtitle: subtitleLines == 0 ? 0 : lineHeight(type.subtitle, lines: subtitleLines),
      dots: snapUp(metrics.dotDiameter, grid),
      message: lineHeight(type.message, lines: limits.message),
      footer: footer, lines: limits, dotsWidth: dotsWidth ?? 0)
  }

  /// The buttons shown under the keypad, in reading order (the app's action, fallback, Cancel,
  /// OK).
  var footerElements: [KeypadLayout.Element] {
    let order: [(KeypadLayout.Elements, KeypadLayout.Element)] = [
      (.secondaryButton, .secondaryButton), (.fallbackButton, .fallbackButton),
      (.cancelButton, .cancelButton),
      (.submitButton, .submitButton),
    ]
    return order.filter { input.elements.contains($0.0) }.map(\.1)
  }

  /// One row `width` wide when every word fits its share of it on one line; otherwise one
  /// button per row, `stackedWidth` wide, each as tall as its words need.
  private func footer(
    width: Double, stackedWidth: Double, gap: Double, limits: inout KeypadLayout.LineLimits
  ) -> Footer {
    let shown = footerElements
    guard !shown.isEmpty else { return Footer(rows: [], stacked: false) }
    let font = input.theme.fonts.button
    let size = typography.button
    // Without labels (a terminal, or a skin that passes none) the buttons share one row.
    let words = shown.compactMap { input.labels?.buttons[$0] }
    // As wide as `footerButtons` makes each button: snapped down to the grid.
    let share = snapDown((width - Double(shown.count - 1) * gap) / Double(shown.count), grid)
    let oneRow = words.allSatisfy {
      TextMeasure.width($0, size: size, weight: font.weight) <= share
    }
    if oneRow {
      limits.button = 1
      return Footer(
        rows: [max(metrics.minimumButtonHeight, lineHeight(size))], stacked: false)
    }
    let lineCounts = shown.map { element in
      input.labels?.buttons[element].map { lines($0, stackedWidth, size, font) } ?? 1
    }
    limits.button = lineCounts.max() ?? 1
    return Footer(
      rows: lineCounts.map { max(metrics.minimumButtonHeight, lineHeight(size, lines: $0)) },
      stacked: true)
  }

  /// Whether `sizes` of `arrangement` fit `area` (inside the margin in `sizes`).
  func fits(_ arrangement: KeypadLayout.Arrangement, _ sizes: Sizes, in area: LayoutRect) -> Bool {
    let content = area.inset(by: sizes.margin)
    let keypad = sizes.keypad
    switch arrangement {
    case .stacked, .panel:
      return max(keypad.width, sizes.dotsWidth) <= content.width
        && sizes.stackedHeight <= content.height
    case .sideBySide:
      let header = max(metrics.minimumHeaderWidth, sizes.dotsWidth, appHeaderWidth(sizes))
      return header + sizes.columnGap + keypad.width <= content.width
        && max(keypad.height, sizes.headerHeight + sizes.footerHeight) <= content.height
    }
  }

  /// The width the app header needs: its icon (a square as tall as the header), the gap after
  /// it (``appHeaderGapFraction`` of the icon) and the app's name on one line, in the
  /// semibold face ``ScreenFrame`` draws it in at 1.1 × the subtitle's size; 0 without one.
  func appHeaderWidth(_ sizes: Sizes) -> Double {
    guard sizes.appHeader > 0, let name = input.labels?.appName, !name.isEmpty else { return 0 }
    return sizes.appHeader * (1 + Self.appHeaderGapFraction)
      + TextMeasure.width(name, size: typography.subtitle * 1.1, weight: .semibold)
  }

  /// The gap between the app header's icon and name, as a fraction of the icon's side (what
  /// `FrameElementStyle.appHeaderGapFraction` draws; a test keeps the two equal).
  static let appHeaderGapFraction = 0.25

  /// The largest `t` in 0…1 for which `fits(t)` holds (assuming it holds at 0).
  private func largest(_ fits: (Double) -> Bool) -> Double {
    if fits(1) { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<16 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The roomiest sizes at which `arrangement` fits `area`: gaps give way before keys. `nil`
  /// when it does not fit even at the minimums.
  func bestSizes(
    _ arrangement: KeypadLayout.Arrangement, in area: LayoutRect, withMargin: Bool
  ) -> Sizes? {
    func candidate(_ g: Double, _ k: Double) -> Sizes {
      sizes(arrangement, g: g, k: k, in: area, withMargin: withMargin)
    }
    func fits(_ g: Double, _ k: Double) -> Bool {
      self.fits(arrangement, candidate(g, k), in: area)
    }
    if fits(0, 1) {
      let g = largest { fits($0, 1) }
      var best = candidate(g, 1)
      best.g = g
      return best
    }
    guard fits(0, 0) else { return nil }
    var best = candidate(0, largest { fits(0, $0) })
    best.g = 0
    return best
  }

  /// The layout for a full-screen canvas: stacked or side by side, whichever gives larger keys.
  func fullScreenLayout() -> KeypadLayout {
    let safe = input.safeRect
    let stacked = bestSizes(.stacked, in: safe, withMargin: true)
    let beside = bestSizes(.sideBySide, in: safe, withMargin: true)
    let choice: (KeypadLayout.Arrangement, Sizes)
    switch (stacked, beside) {
    case (let stacked?, let beside?):
      // Larger keys win, then more room between things; stacked on ties and in portrait.
      let portrait = safe.height >= safe.width
      func room(_ sizes: Sizes) -> (Double, Double) {
        (sizes.key.width * sizes.key.height, sizes.g)
      }
      choice =
        portrait || room(stacked) >= room(beside) ? (.stacked, stacked) : (.sideBySide, beside)
    case (let stacked?, nil): choice = (.stacked, stacked)
    case (nil, let beside?): choice = (.sideBySide, beside)
    case (nil, nil):
      let sizes = sizes(.stacked, g: 0, k: 0, in: safe, withMargin: true)
      return build(.stacked, sizes, in: safe.inset(by: sizes.margin), scrolling: true)
    }
    return build(choice.0, choice.1, in: safe.inset(by: choice.1.margin), scrolling: false)
  }

  /// The layout in a centred panel, or `nil` when a stacked layout does not fit in one.
  func panelLayout() -> KeypadLayout? {
    let outer = input.safeRect.inset(by: metrics.preferredMargin)
    let padding = metrics.panelPadding
    let width = min(outer.width, snapDown(metrics.panelWidth * keyScale, grid))
    let room = LayoutRect(
      x: outer.minX, y: outer.minY, width: width - 2 * padding, height: outer.height - 2 * padding)
    guard let sizes = bestSizes(.stacked, in: room, withMargin: false) else { return nil }
    let height = sizes.stackedHeight + 2 * padding
    let panel = LayoutRect(
      x: outer.minX + snapDown((outer.width - width) / 2, grid),
      y: outer.minY + snapDown((outer.height - height) / 2, grid), width: width, height: height)
    var layout = build(.stacked, sizes, in: panel.inset(by: padding), scrolling: false)
    layout.arrangement = .panel
    layout.panel = panel
    return layout
  }

  /// Places every element of `arrangement` in `content` (the area inside the margins).
  func build(
    _ arrangement: KeypadLayout.Arrangement, _ sizes: Sizes, in content: LayoutRect,
    scrolling: Bool
  ) -> KeypadLayout {
    let keypadSize = sizes.keypad
    let column: (x: Double, width: Double)
    let keypadOrigin: (x: Double, y: Double)
    let footerRow: LayoutRect?
    var y: Double
    func centred(_ length: Double, in available: Double) -> Double {
      snapDown((available - length) / 2, grid)
    }
    let footerHeight = sizes.footer.height(gap: sizes.spacing)

    switch arrangement {
    case .stacked, .panel:
      column = (content.minX, content.width)
      y = scrolling ? content.minY : content.minY + centred(sizes.stackedHeight, in: content.height)
      let keypadY = y + sizes.headerHeight + sizes.sectionGap
      keypadOrigin = (content.minX + centred(keypadSize.width, in: content.width), keypadY)
      let footerX = sizes.footer.stacked ? content.minX : keypadOrigin.x
      footerRow =
        sizes.footer.rows.isEmpty
        ? nil
        : LayoutRect(
          x: footerX, y: keypadY + keypadSize.height + sizes.spacing,
          width: sizes.footer.stacked ? content.width : keypadSize.width, height: footerHeight)
    case .sideBySide:
      let columnWidth = content.width - keypadSize.width - sizes.columnGap
      column = (content.minX, columnWidth)
      let columnHeight = sizes.headerHeight + sizes.footerHeight
      y = content.minY + centred(columnHeight, in: content.height)
      keypadOrigin = (
        content.maxX - keypadSize.width,
        content.minY + centred(keypadSize.height, in: content.height)
      )
      footerRow =
        sizes.footer.rows.isEmpty
        ? nil
        : LayoutRect(
          x: column.x, y: y + sizes.headerHeight + sizes.spacing, width: columnWidth,
          height: footerHeight)
    }

    // The title column, top to bottom.
    func row(_ height: Double, width: Double? = nil) -> LayoutRect {
      let rowWidth = width ?? column.width
      let frame = LayoutRect(
        x: column.x + centred(rowWidth, in: column.width), y: y, width: rowWidth, height: height)
      y += height
      return frame
    }
    var appHeader: LayoutRect?
    if sizes.appHeader > 0 {
      appHeader = row(sizes.appHeader)
      y += sizes.spacing
    }
    let title = row(sizes.title)
    let subtitle = row(sizes.subtitle)
    y += sizes.spacing
    let dots = row(sizes.dots, width: input.dotCount == nil ? nil : sizes.dotsWidth)
    y += sizes.spacing
    let message = row(sizes.message)

    // Right to left mirrors the arrangement, never the keypad's own order.
    let mirror: (LayoutRect) -> LayoutRect =
      input.direction == .rightToLeft ? { $0.mirrored(in: content) } : { $0 }
    let keypadBlock = mirror(
      LayoutRect(x: keypadOrigin.x, y: keypadOrigin.y, width: keypadSize.width, height: 0))
    let keys = KeySlot.allCases.map { slot in
      LayoutRect(
        x: keypadBlock.minX + Double(slot.column) * (sizes.key.width + sizes.keyGap.width),
        y: keypadBlock.minY + Double(slot.row) * (sizes.key.height + sizes.keyGap.height),
        width: sizes.key.width, height: sizes.key.height)
    }
    let buttons =
      footerRow.map {
        footerButtons(in: $0, footer: sizes.footer, gap: sizes.keyGap.width, rowGap: sizes.spacing)
      } ?? [:]

    let bottom = ([message, keys[KeySlot.delete.rawValue]] + buttons.values).map(\.maxY).max() ?? 0
    let canvas = input.canvas
    let contentHeight =
      scrolling ? max(canvas.height, bottom + sizes.margin + input.safeArea.bottom) : canvas.height
    var layout = KeypadLayout(
      arrangement: arrangement, needsScrolling: scrolling,
      contentSize: LayoutSize(width: canvas.width, height: contentHeight), panel: nil,
      appHeader: appHeader.map(mirror), title: mirror(title), subtitle: mirror(subtitle),
      dots: mirror(dots), message: mirror(message), keys: keys,
      cancelButton: buttons[.cancelButton].map(mirror),
      fallbackButton: buttons[.fallbackButton].map(mirror),
      submitButton: buttons[.submitButton].map(mirror), typography: typography,
      lineLimits: sizes.lines, dotDiameter: metrics.dotDiameter, dotGap: sizes.dotGap,
      keyCornerRadius: input.theme.cornerRadius(
        forKeyWidth: sizes.key.width, height: sizes.key.height),
      keyFace: KeyFace(
        key: sizes.key, digitSize: typography.key, letterSize: typography.letters,
        theme: input.theme, metrics: metrics), grid: grid)
    layout.secondaryButton = buttons[.secondaryButton].map(mirror)
    return layout
  }

  /// The footer buttons in reading order: side by side sharing `area` equally, or one under
  /// another across its width.
  private func footerButtons(in area: LayoutRect, footer: Footer, gap: Double, rowGap: Double)
    -> [KeypadLayout.Element: LayoutRect]
  {
    let shown = footerElements
    var result: [KeypadLayout.Element: LayoutRect] = [:]
    if footer.stacked {
      var y = area.minY
      for (element, height) in zip(shown, footer.rows) {
        result[element] = LayoutRect(x: area.minX, y: y, width: area.width, height: height)
        y += height + rowGap
      }
      return result
    }
    let count = Double(shown.count)
    let width = snapDown((area.width - (count - 1) * gap) / count, grid)
    for (index, element) in shown.enumerated() {
      result[element] = LayoutRect(
        x: area.minX + Double(index) * (width + gap), y: area.minY, width: width,
        height: area.height)
    }
    return result
  }
}
