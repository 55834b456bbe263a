import Testing

@_spi(Skins) @testable import PasscodeCore

/// The keypad on its own (a secure field's input view): twelve equal keys on a grid, filling
/// the width, never below the minimum touch target.
@Suite struct KeypadGridTests {
  @Test(arguments: [320.0, 375, 390, 430, 744, 1024])
  func keysFillTheWidthWithoutOverlapping(width: Double) {
    for textSize in TextSizeCategory.allCases {
      let grid = KeypadGrid(width: width, bottomInset: 34, textSize: textSize)
      let metrics = LayoutMetrics.iOS
      let keys = KeySlot.allCases.map(grid.frame(of:))
      let canvas = LayoutRect(x: 0, y: 0, width: width, height: grid.height - 34)
      for (index, key) in keys.enumerated() {
        #expect(canvas.contains(key), "\(key) outside \(canvas)")
        #expect(key.width >= metrics.minimumKeySize.width)
        #expect(key.height >= metrics.minimumKeySize.height)
        #expect(key.size == keys[0].size)
        #expect(key.x == key.x.rounded() && key.y == key.y.rounded())
        for other in keys[(index + 1)...] { #expect(!key.overlaps(other)) }
      }
      let used = keys[2].maxX - keys[0].minX
      #expect(width - used <= 2 * metrics.minimumMargin + 3, "keys fill the width")
    }
  }

  @Test func keysGrowWithTheTextSize() {
    let large = KeypadGrid(width: 390, textSize: .large)
    let huge = KeypadGrid(width: 390, textSize: .accessibilityExtraExtraExtraLarge)
    #expect(huge.frame(of: .one).height > large.frame(of: .one).height)
    #expect(huge.height > large.height)
    #expect(huge.keyFontSize > large.keyFontSize)
    #expect(huge.keyFontSize <= huge.frame(of: .one).height / 2)
  }

  @Test func theKeypadKeepsPhoneOrder() {
    let grid = KeypadGrid(width: 390)
    #expect(grid.frame(of: .one).minX < grid.frame(of: .two).minX)
    #expect(grid.frame(of: .one).minY < grid.frame(of: .four).minY)
    #expect(grid.frame(of: .zero).minX == grid.frame(of: .two).minX)
  }

  @Test func theShapeSetsTheCorners() {
    let circles = KeypadGrid(width: 390, theme: .classic(.dark))
    let key = circles.frame(of: .five)
    #expect(circles.keyCornerRadius == min(key.width, key.height) / 2)
  }

  @Test func aFieldKeypadHasDigitsAndDelete() {
    #expect(KeypadGrid.slots.count == 11)
    #expect(!KeypadGrid.slots.contains(.accessory))
    let english = Localizer(.english)
    #expect(KeypadGrid.label(for: .seven).map(english.string) == "7")
    #expect(KeypadGrid.label(for: .delete).map(english.string) == "Delete")
    #expect(KeypadGrid.label(for: .accessory) == nil)
    #expect(KeypadGrid.action(for: .zero) == .insert("0"))
    #expect(KeypadGrid.action(for: .nine) == .insert("9"))
    #expect(KeypadGrid.action(for: .delete) == .deleteBackward)
    #expect(KeypadGrid.action(for: .accessory) == nil)
  }
}
