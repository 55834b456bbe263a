import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("KeypadLayout")
struct KeypadLayoutTests {
  static let allElements: KeypadLayout.Elements = [
    .appHeader, .cancelButton, .fallbackButton, .submitButton,
  ]

  /// What is wrong with `layout`; empty when every invariant holds.
  static func violations(_ layout: KeypadLayout, _ input: KeypadLayout.Input) -> [String] {
    var problems: [String] = []
    let safe = input.safeRect
    let grid = input.metrics.grid
    let placements = layout.placements
    let drawn = placements.filter { $0.element != .panel }

    // No two elements overlap (touching edges is fine).
    for (index, first) in drawn.enumerated() {
      for second in drawn[(index + 1)...] where first.frame.overlaps(second.frame) {
        problems.append("\(first.element) overlaps \(second.element)")
      }
    }
    // Everything inside the safe area; when scrolling, inside it horizontally and below its top,
    // within the content.
    for placement in placements {
      let frame = placement.frame
      if frame.width <= 0 || frame.height <= 0 { problems.append("\(placement.element) is empty") }
      let inside =
        layout.needsScrolling
        ? frame.minX >= safe.minX && frame.maxX <= safe.maxX && frame.minY >= safe.minY
          && frame.maxY <= layout.contentSize.height
        : safe.contains(frame)
      if !inside { problems.append("\(placement.element) \(frame) leaves the safe area \(safe)") }
      for value in [frame.x, frame.y, frame.width, frame.height]
      where (value / grid).rounded() * grid != value {
        problems.append("\(placement.element) is off the \(grid) grid: \(frame)")
      }
    }
    if let panel = layout.panel, !drawn.allSatisfy({ panel.contains($0.frame) }) {
      problems.append("an element leaves the panel")
    }
    // Keys: all equal, at least the minimum, on a regular grid in phone-keypad order.
    let key = layout.keys[0].size
    if layout.keys.contains(where: { $0.size != key }) { problems.append("keys differ in size") }
    if key.width < input.metrics.minimumKeySize.width
      || key.height < input.metrics.minimumKeySize.height
    {
      problems.append("keys \(key) are smaller than the minimum")
    }
    let columnX = (0..<3).map { layout.frame(of: KeySlot(rawValue: $0)!).minX }
    let rowY = (0..<4).map { layout.frame(of: KeySlot(rawValue: $0 * 3)!).minY }
    for slot in KeySlot.allCases {
      let frame = layout.frame(of: slot)
      if frame.minX != columnX[slot.column] || frame.minY != rowY[slot.row] {
        problems.append("\(slot) is off the keypad grid")
      }
    }
    if !(columnX[0] < columnX[1] && columnX[1] - columnX[0] == columnX[2] - columnX[1]) {
      problems.append("columns are not evenly spaced left to right: \(columnX)")
    }
    let pitches = zip(rowY.dropFirst(), rowY).map { $0 - $1 }
    if Set(pitches).count != 1 || pitches[0] <= 0 { problems.append("rows uneven: \(rowY)") }
    // The dots are centred in their column (the title spans the column).
    if abs(layout.dots.midX - layout.title.midX) > grid {
      problems.append("dots \(layout.dots) are not centred under the title \(layout.title)")
    }
    if let count = input.dotCount {
      let dots = layout.dotFrames(count: count)
      if dots.count != count { problems.append("only \(dots.count) of \(count) dots fit") }
    }
    // The optional elements asked for, and only those.
    let optional: [(KeypadLayout.Elements, LayoutRect?)] = [
      (.appHeader, layout.appHeader), (.cancelButton, layout.cancelButton),
      (.fallbackButton, layout.fallbackButton), (.submitButton, layout.submitButton),
    ]
    for (element, frame) in optional where input.elements.contains(element) != (frame != nil) {
      problems.append(
        "\(element) requested \(input.elements.contains(element)), placed \(frame != nil)")
    }
    return problems
  }

  static func notch(portrait: Bool) -> LayoutInsets {
    portrait
      ? LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)
      : LayoutInsets(top: 0, left: 59, bottom: 21, right: 59)
  }

  @Test("iOS sweep 320×480…1366×1024, both orientations, every text size, with and without notch")
  func iOSSweep() {
    let widths: [Double] = [320, 375, 414, 600, 768, 1024, 1366]
    let heights: [Double] = [480, 568, 667, 812, 932, 1024]
    var checked = 0
    for width in widths {
      for height in heights {
        for size in [
          LayoutSize(width: width, height: height), LayoutSize(width: height, height: width),
        ] {
          for (index, textSize) in TextSizeCategory.allCases.enumerated() {
            for insets in [LayoutInsets.zero, Self.notch(portrait: size.height >= size.width)] {
              let input = KeypadLayout.Input(
                canvas: size, safeArea: insets, textSize: textSize,
                direction: index % 3 == 0 ? .rightToLeft : .leftToRight,
                theme: index % 2 == 0 ? .default(.light) : .classic(.dark),
                elements: index % 2 == 0 ? Self.allElements : [.cancelButton],
                dotCount: index % 4 == 1 ? nil : 4 + index % 9)
              let layout = KeypadLayout.compute(input)
              let problems = Self.violations(layout, input)
              #expect(problems.isEmpty, "\(size) \(textSize) \(insets): \(problems)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == 7 * 6 * 2 * 12 * 2)
  }

  @Test("terminal sweep from 30×12 cells: integral frames, same invariants")
  func terminalSweep() {
    for width in [30.0, 34, 41, 52, 64, 80, 100, 132, 200] {
      for height in [12.0, 13, 15, 18, 24, 30, 40, 50, 60] {
        for (index, elements) in [KeypadLayout.Elements(), Self.allElements, [.fallbackButton]]
          .enumerated()
        {
          for direction in LayoutDirection.allCases {
            let input = KeypadLayout.Input(
              canvas: LayoutSize(width: width, height: height),
              textSize: .accessibilityExtraExtraExtraLarge,
              direction: direction, metrics: .terminal, theme: .classic(.dark), elements: elements,
              dotCount: [6, 12, nil][index])
            let layout = KeypadLayout.compute(input)
            let problems = Self.violations(layout, input)
            #expect(problems.isEmpty, "\(width)×\(height) \(elements) \(direction): \(problems)")
            #expect(!layout.needsScrolling, "\(width)×\(height) fits without scrolling")
          }
        }
      }
    }
  }

  @Test("roomy portrait phone: stacked, keys at their preferred 76 pt")
  func portraitPhone() {
    let input = KeypadLayout.Input(
      canvas: LayoutSize(width: 393, height: 852), safeArea: Self.notch(portrait: true),
      elements: [.appHeader])
    let layout = KeypadLayout.compute(input)
    #expect(layout.arrangement == .stacked)
    #expect(layout.frame(of: .five).size == LayoutSize(width: 76, height: 76))
    #expect(
      layout.title.maxY <= layout.dots.minY && layout.message.maxY <= layout.frame(of: .one).minY)
    #expect(!layout.needsScrolling)
  }

  @Test("landscape phone: the title column beside the keypad, leading in the reading direction")
  func landscapePhone() {
    for direction in LayoutDirection.allCases {
      let input = KeypadLayout.Input(
        canvas: LayoutSize(width: 852, height: 393), safeArea: Self.notch(portrait: false),
        direction: direction, elements: [.cancelButton, .fallbackButton])
      let layout = KeypadLayout.compute(input)
      #expect(layout.arrangement == .sideBySide)
      let titleFirst = layout.title.midX < layout.frame(of: .five).midX
      #expect(titleFirst == (direction == .leftToRight))
      // The keypad is never mirrored: 1 2 3 read left to right in Arabic too (as on iOS).
      #expect(layout.frame(of: .one).minX < layout.frame(of: .three).minX)
      #expect(layout.frame(of: .accessory).minX < layout.frame(of: .delete).minX)
      // Footer buttons follow the reading order: fallback leads.
      let fallback = layout.fallbackButton!
      let cancel = layout.cancelButton!
      #expect((fallback.minX < cancel.minX) == (direction == .leftToRight))
    }
  }

  @Test("right to left mirrors the arrangement only: same sizes, title column and footer swapped")
  func mirroring() {
    for size in [LayoutSize(width: 852, height: 393), LayoutSize(width: 390, height: 844)] {
      let ltrInput = KeypadLayout.Input(canvas: size, elements: Self.allElements)
      var rtlInput = ltrInput
      rtlInput.direction = .rightToLeft
      let ltr = KeypadLayout.compute(ltrInput)
      let rtl = KeypadLayout.compute(rtlInput)
      #expect(ltr.arrangement == rtl.arrangement)
      #expect(ltr.keys.map(\.size) == rtl.keys.map(\.size))
      #expect(ltr.title.size == rtl.title.size && ltr.title.y == rtl.title.y)
      // Mirrored about the canvas centre (no insets here), to within the one-point grid.
      #expect(abs((ltr.title.midX - size.width / 2) + (rtl.title.midX - size.width / 2)) <= 1)
      #expect(
        abs(
          (ltr.frame(of: .five).midX - size.width / 2)
            + (rtl.frame(of: .five).midX - size.width / 2)) <= 1)
    }
  }

  @Test("iPad (regular × regular): a centred panel holding everything")
  func iPadPanel() {
    for size in [LayoutSize(width: 834, height: 1194), LayoutSize(width: 1194, height: 834)] {
      let input = KeypadLayout.Input(
        canvas: size, safeArea: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0),
        elements: Self.allElements)
      let layout = KeypadLayout.compute(input)
      #expect(layout.arrangement == .panel)
      let panel = layout.panel!
      let safe = input.safeRect
      #expect(abs((panel.minX - safe.minX) - (safe.maxX - panel.maxX)) <= 1, "centred across")
      #expect(abs((panel.minY - safe.minY) - (safe.maxY - panel.maxY)) <= 1, "centred down")
      #expect(Self.violations(layout, input).isEmpty)
    }
  }

  @Test("larger text sizes grow keys and fonts where there is room, and never shrink a text")
  func textSizeScales() {
    let canvas = LayoutSize(width: 834, height: 1194)
    let sizes = TextSizeCategory.allCases.map {
      KeypadLayout.compute(KeypadLayout.Input(canvas: canvas, textSize: $0))
    }
    for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
      #expect(smaller.frame(of: .one).width <= larger.frame(of: .one).width)
      let (a, b) = (smaller.typography, larger.typography)
      #expect(a.title <= b.title && a.subtitle <= b.subtitle && a.message <= b.message)
      #expect(a.key <= b.key && a.button <= b.button && a.keyWord <= b.keyWord)
    }
    #expect(sizes.last!.frame(of: .one).width > sizes[3].frame(of: .one).width)
    #expect(sizes.last!.typography.title > sizes[3].typography.title)
  }

  @Test("at the largest accessibility size an iPhone SE fits: gaps gave way, text did not")
  func accessibilityOnSmallPhone() {
    let input = KeypadLayout.Input(
      canvas: LayoutSize(width: 375, height: 667),
      safeArea: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0),
      textSize: .accessibilityExtraExtraExtraLarge, elements: Self.allElements)
    let layout = KeypadLayout.compute(input)
    #expect(Self.violations(layout, input).isEmpty)
    #expect(!layout.needsScrolling)
    let gap = layout.frame(of: .two).minX - layout.frame(of: .one).maxX
    #expect(gap < LayoutMetrics.iOS.preferredKeyGap.width)
    let large = KeypadLayout.compute(
      KeypadLayout.Input(canvas: input.canvas, safeArea: input.safeArea, elements: input.elements))
    #expect(layout.typography.title > large.typography.title)
    #expect(layout.typography.button > large.typography.button)
  }

  @Test(
    "when even the minimums do not fit, the layout scrolls at full text size and never overlaps")
  func scrolling() {
    let input = KeypadLayout.Input(
      canvas: LayoutSize(width: 320, height: 300), textSize: .accessibilityExtraExtraExtraLarge,
      elements: Self.allElements)
    let layout = KeypadLayout.compute(input)
    #expect(layout.needsScrolling)
    #expect(layout.contentSize.height > 300)
    #expect(Self.violations(layout, input).isEmpty)
    // Keys at their smallest: the touch target, or what their digits need if more.
    let key = layout.frame(of: .one).size
    #expect(key.width == key.height)
    #expect(key.height == max(44, (layout.typography.key * 1.5).rounded(.up)))
    let roomy = KeypadLayout.compute(
      KeypadLayout.Input(canvas: LayoutSize(width: 1024, height: 1366), textSize: input.textSize))
    #expect(layout.typography == roomy.typography, "fonts never depend on the canvas")
  }

  @Test("dots: centred, evenly spaced; too many for a terminal row are cut to what fits")
  func dotFrames() {
    let layout = KeypadLayout.compute(
      KeypadLayout.Input(canvas: LayoutSize(width: 390, height: 844)))
    let dots = layout.dotFrames(count: 6)
    #expect(dots.count == 6)
    let gaps = Set(zip(dots.dropFirst(), dots).map { $0.minX - $1.maxX })
    #expect(gaps.count == 1)
    #expect(abs((dots[0].minX - layout.dots.minX) - (layout.dots.maxX - dots[5].maxX)) <= 1)

    let terminal = KeypadLayout.compute(
      KeypadLayout.Input(
        canvas: LayoutSize(width: 30, height: 12), metrics: .terminal, dotCount: nil))
    let many = terminal.dotFrames(count: 40)
    #expect(many.count == Int(terminal.dots.width))
    #expect(many.allSatisfy { terminal.dots.contains($0) })
    #expect(terminal.dotFrames(count: 0).isEmpty)
  }

  @Test("the key shape sets the corner radius: circles are round, squares use the theme's fraction")
  func cornerRadius() {
    let canvas = LayoutSize(width: 390, height: 844)
    let circle = KeypadLayout.compute(KeypadLayout.Input(canvas: canvas, theme: .classic(.dark)))
    #expect(circle.keyCornerRadius == circle.frame(of: .one).width / 2)
    let square = KeypadLayout.compute(KeypadLayout.Input(canvas: canvas, theme: .default(.dark)))
    #expect(square.keyCornerRadius < square.frame(of: .one).width / 2)
  }

  @Test("the invariant check itself catches overlaps, unsafe frames, odd keys and uncentred dots")
  func checkerCatchesProblems() {
    let input = KeypadLayout.Input(
      canvas: LayoutSize(width: 393, height: 852), safeArea: Self.notch(portrait: true))
    let good = KeypadLayout.compute(input)
    #expect(Self.violations(good, input).isEmpty)

    var overlapping = good
    overlapping.keys[KeySlot.six.rawValue].x -= 30
    #expect(Self.violations(overlapping, input).contains { $0.contains("overlaps") })

    var unsafe = good
    unsafe.title.y = 10
    #expect(Self.violations(unsafe, input).contains { $0.contains("safe area") })

    var uneven = good
    uneven.keys[KeySlot.zero.rawValue].width -= 2
    #expect(Self.violations(uneven, input).contains { $0.contains("differ in size") })

    var offCentre = good
    offCentre.dots.x += 5
    #expect(Self.violations(offCentre, input).contains { $0.contains("centred") })

    var fractional = good
    fractional.message.y += 0.5
    #expect(Self.violations(fractional, input).contains { $0.contains("grid") })
  }
}
