/// The arithmetic behind ``KeypadLayout/compute(_:)``.
struct LayoutSolver {
  /// Every length of one candidate layout, snapped to the grid.
  struct Sizes {
    var fontScale: Double
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
    var button: Double
    /// The width of the dots row: the dots of a fixed-length code, or 0 when the row spans
    /// its column.
    var dotsWidth: Double
    var hasFooter: Bool

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
    var footerHeight: Double { hasFooter ? spacing + button : 0 }
    var stackedHeight: Double { headerHeight + sectionGap + keypad.height + footerHeight }
  }

  let input: KeypadLayout.Input
  let textScale: Double
  let keyScale: Double

  init(input: KeypadLayout.Input) {
    self.input = input
    let scales = input.metrics.scalesWithTextSize
    textScale = scales ? input.textSize.scale : 1
    keyScale = scales ? min(max(1 + (textScale - 1) / 2, 0.85), input.metrics.maximumKeyScale) : 1
  }

  private var metrics: LayoutMetrics { input.metrics }
  private var grid: Double { metrics.grid }

  /// The font scales to try: the user's, then smaller steps down to the default size.
  var fontScales: [Double] {
    var scales = [textScale]
    while let last = scales.last, last > 1 { scales.append(max(1, last * 0.85)) }
    return scales
  }

  /// The sizes at font scale `fontScale` and compression `t` (0: every length at its minimum,
  /// 1: at its preferred value).
  func sizes(fontScale: Double, t: Double) -> Sizes {
    func blend(_ minimum: Double, _ preferred: Double) -> Double {
      snapDown(minimum + (max(minimum, preferred) - minimum) * t, grid)
    }
    func line(_ font: FontToken) -> Double {
      switch metrics.lineHeight {
      case .fixed(let height): snapUp(height, grid)
      case .proportional(let factor): snapUp(font.size * fontScale * factor, grid)
      }
    }
    let fonts = input.theme.fonts
    let dotGap = blend(metrics.minimumDotGap, metrics.preferredDotGap)
    let dotsWidth = input.dotCount.map {
      Double($0) * metrics.dotDiameter + Double(max($0 - 1, 0)) * dotGap
    }
    let footer: KeypadLayout.Elements = [.cancelButton, .fallbackButton, .submitButton]
    return Sizes(
      fontScale: fontScale,
      key: LayoutSize(
        width: blend(metrics.minimumKeySize.width, metrics.preferredKeySize.width * keyScale),
        height: blend(metrics.minimumKeySize.height, metrics.preferredKeySize.height * keyScale)),
      keyGap: LayoutSize(
        width: blend(metrics.minimumKeyGap.width, metrics.preferredKeyGap.width * keyScale),
        height: blend(metrics.minimumKeyGap.height, metrics.preferredKeyGap.height * keyScale)),
      spacing: blend(metrics.minimumSpacing, metrics.preferredSpacing),
      margin: blend(metrics.minimumMargin, metrics.preferredMargin),
      dotGap: dotGap,
      appHeader: input.elements.contains(.appHeader)
        ? max(grid, blend(metrics.appHeaderHeight / 2, metrics.appHeaderHeight * keyScale)) : 0,
      title: line(fonts.title), subtitle: line(fonts.subtitle),
      dots: snapUp(metrics.dotDiameter, grid),
      message: line(fonts.message) * Double(max(metrics.messageLines, 1)),
      button: max(metrics.minimumButtonHeight, line(fonts.button)),
      dotsWidth: dotsWidth ?? 0,
      hasFooter: !input.elements.isDisjoint(with: footer))
  }

  /// Whether `arrangement` fits `area` with `sizes` (inside its margin when `withMargin`).
  func fits(
    _ arrangement: KeypadLayout.Arrangement, _ sizes: Sizes, in area: LayoutRect,
    withMargin: Bool
  ) -> Bool {
    let content = withMargin ? area.inset(by: sizes.margin) : area
    let keypad = sizes.keypad
    switch arrangement {
    case .stacked, .panel:
      return max(keypad.width, sizes.dotsWidth) <= content.width
        && sizes.stackedHeight <= content.height
    case .sideBySide:
      let header = max(metrics.minimumHeaderWidth, sizes.dotsWidth)
      return header + sizes.columnGap + keypad.width <= content.width
        && max(keypad.height, sizes.headerHeight + sizes.footerHeight) <= content.height
    }
  }

  /// The largest compression in 0…1 at which `arrangement` fits, or `nil` when it does not
  /// fit even at the minimums.
  func bestCompression(
    _ arrangement: KeypadLayout.Arrangement, fontScale: Double, in area: LayoutRect,
    withMargin: Bool
  ) -> Double? {
    func fits(_ t: Double) -> Bool {
      self.fits(arrangement, sizes(fontScale: fontScale, t: t), in: area, withMargin: withMargin)
    }
    guard fits(0) else { return nil }
    if fits(1) { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<20 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The layout for a full-screen canvas: stacked or side by side, whichever gives larger keys.
  func fullScreenLayout() -> KeypadLayout {
    let safe = input.safeRect
    for fontScale in fontScales {
      let stacked = bestCompression(.stacked, fontScale: fontScale, in: safe, withMargin: true)
      let beside = bestCompression(.sideBySide, fontScale: fontScale, in: safe, withMargin: true)
      let choice: (KeypadLayout.Arrangement, Double)
      switch (stacked, beside) {
      case (let stacked?, let beside?):
        let portrait = safe.height >= safe.width
        choice = portrait || stacked >= beside ? (.stacked, stacked) : (.sideBySide, beside)
      case (let stacked?, nil): choice = (.stacked, stacked)
      case (nil, let beside?): choice = (.sideBySide, beside)
      case (nil, nil): continue
      }
      let sizes = sizes(fontScale: fontScale, t: choice.1)
      return build(choice.0, sizes, in: safe.inset(by: sizes.margin), scrolling: false)
    }
    let sizes = sizes(fontScale: fontScales.last ?? 1, t: 0)
    return build(.stacked, sizes, in: safe.inset(by: sizes.margin), scrolling: true)
  }

  /// The layout in a centred panel, or `nil` when a stacked layout does not fit in one.
  func panelLayout() -> KeypadLayout? {
    let outer = input.safeRect.inset(by: metrics.preferredMargin)
    let padding = metrics.panelPadding
    let width = min(outer.width, snapDown(metrics.panelWidth * keyScale, grid))
    let room = LayoutRect(
      x: outer.minX, y: outer.minY, width: width - 2 * padding, height: outer.height - 2 * padding)
    for fontScale in fontScales {
      guard
        let t = bestCompression(.stacked, fontScale: fontScale, in: room, withMargin: false)
      else { continue }
      let sizes = sizes(fontScale: fontScale, t: t)
      let height = sizes.stackedHeight + 2 * padding
      let panel = LayoutRect(
        x: outer.minX + snapDown((outer.width - width) / 2, grid),
        y: outer.minY + snapDown((outer.height - height) / 2, grid), width: width, height: height)
      var layout = build(.stacked, sizes, in: panel.inset(by: padding), scrolling: false)
      layout.arrangement = .panel
      layout.panel = panel
      return layout
    }
    return nil
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

    switch arrangement {
    case .stacked, .panel:
      column = (content.minX, content.width)
      y = scrolling ? content.minY : content.minY + centred(sizes.stackedHeight, in: content.height)
      let keypadY = y + sizes.headerHeight + sizes.sectionGap
      keypadOrigin = (content.minX + centred(keypadSize.width, in: content.width), keypadY)
      footerRow =
        sizes.hasFooter
        ? LayoutRect(
          x: keypadOrigin.x, y: keypadY + keypadSize.height + sizes.spacing,
          width: keypadSize.width, height: sizes.button) : nil
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
        sizes.hasFooter
        ? LayoutRect(
          x: column.x, y: y + sizes.headerHeight + sizes.spacing, width: columnWidth,
          height: sizes.button) : nil
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
    let buttons = footerRow.map { footerButtons(in: $0, gap: sizes.keyGap.width) } ?? [:]

    let bottom = ([message, keys[KeySlot.delete.rawValue]] + buttons.values).map(\.maxY).max() ?? 0
    let canvas = input.canvas
    let contentHeight =
      scrolling ? max(canvas.height, bottom + sizes.margin + input.safeArea.bottom) : canvas.height
    let typography = typography(sizes)
    return KeypadLayout(
      arrangement: arrangement, needsScrolling: scrolling,
      contentSize: LayoutSize(width: canvas.width, height: contentHeight), panel: nil,
      appHeader: appHeader.map(mirror), title: mirror(title), subtitle: mirror(subtitle),
      dots: mirror(dots), message: mirror(message), keys: keys,
      cancelButton: buttons[.cancelButton].map(mirror),
      fallbackButton: buttons[.fallbackButton].map(mirror),
      submitButton: buttons[.submitButton].map(mirror), typography: typography,
      dotDiameter: metrics.dotDiameter, dotGap: sizes.dotGap,
      keyCornerRadius: input.theme.cornerRadius(
        forKeyWidth: sizes.key.width, height: sizes.key.height), grid: grid)
  }

  /// The footer buttons shown, side by side in reading order (fallback, Cancel, OK), sharing
  /// `row` equally.
  private func footerButtons(in row: LayoutRect, gap: Double) -> [KeypadLayout.Element: LayoutRect]
  {
    let order: [(KeypadLayout.Elements, KeypadLayout.Element)] = [
      (.fallbackButton, .fallbackButton), (.cancelButton, .cancelButton),
      (.submitButton, .submitButton),
    ]
    let shown = order.filter { input.elements.contains($0.0) }.map(\.1)
    let count = Double(shown.count)
    let width = snapDown((row.width - (count - 1) * gap) / count, grid)
    var result: [KeypadLayout.Element: LayoutRect] = [:]
    for (index, element) in shown.enumerated() {
      result[element] = LayoutRect(
        x: row.minX + Double(index) * (width + gap), y: row.minY, width: width,
        height: row.height)
    }
    return result
  }

  private func typography(_ sizes: Sizes) -> KeypadLayout.Typography {
    let fonts = input.theme.fonts
    if case .fixed(let height) = metrics.lineHeight {
      return KeypadLayout.Typography(
        title: height, subtitle: height, message: height, key: height, button: height)
    }
    let scale = sizes.fontScale
    return KeypadLayout.Typography(
      title: fonts.title.size * scale, subtitle: fonts.subtitle.size * scale,
      message: fonts.message.size * scale,
      key: min(fonts.key.size * scale, sizes.key.height / 2),
      button: min(fonts.button.size * scale, sizes.key.height / 3))
  }
}
