import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("KeyboardAvoidance")
struct KeyboardAvoidanceTests {
  let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
  let docked = LayoutRect(x: 0, y: 508, width: 390, height: 336)

  @Test("a docked keyboard over the field scrolls it to just above the keyboard; leaving restores")
  func dockedKeyboard() {
    var avoidance = KeyboardAvoidance(margin: 16)
    let field = LayoutRect(x: 20, y: 600, width: 350, height: 44)
    let adjustment = avoidance.keyboardChanged(
      keyboard: docked, focusedField: field, visibleArea: screen, contentOffset: 100)
    // The field's bottom (644) must rise to 844 - 336 - 16 = 492: 152 more.
    #expect(adjustment == KeyboardAvoidance.Adjustment(contentOffset: 252, bottomInset: 336))
    #expect(avoidance.restingOffset == 100)
    #expect(
      avoidance.keyboardHidden(contentOffset: 252)
        == KeyboardAvoidance.Adjustment(contentOffset: 100, bottomInset: 0))
    #expect(avoidance.restingOffset == nil)
  }

  @Test("a visible field does not move; the inset still lets the content end scroll into view")
  func alreadyVisible() {
    var avoidance = KeyboardAvoidance()
    let field = LayoutRect(x: 20, y: 200, width: 350, height: 44)
    let adjustment = avoidance.keyboardChanged(
      keyboard: docked, focusedField: field, visibleArea: screen, contentOffset: 0)
    #expect(adjustment == KeyboardAvoidance.Adjustment(contentOffset: 0, bottomInset: 336))
  }

  @Test("a hardware keyboard (zero height) and a floating iPad keyboard change nothing")
  func noObstruction() {
    var avoidance = KeyboardAvoidance()
    let field = LayoutRect(x: 20, y: 700, width: 350, height: 44)
    let hardware = LayoutRect(x: 0, y: 844, width: 390, height: 0)
    let floating = LayoutRect(x: 80, y: 500, width: 320, height: 250)
    for keyboard in [hardware, floating] {
      let adjustment = avoidance.keyboardChanged(
        keyboard: keyboard, focusedField: field, visibleArea: screen, contentOffset: 40)
      #expect(adjustment == KeyboardAvoidance.Adjustment(contentOffset: 40, bottomInset: 0))
      #expect(avoidance.restingOffset == nil)
    }
    #expect(KeyboardAvoidance.coveredHeight(keyboard: floating, visibleArea: screen) == 0)
  }

  @Test("the offset to restore is the one from before the first change")
  func restoresFirstOffset() {
    var avoidance = KeyboardAvoidance()
    let field = LayoutRect(x: 20, y: 600, width: 350, height: 44)
    let first = avoidance.keyboardChanged(
      keyboard: docked, focusedField: field, visibleArea: screen, contentOffset: 10)
    let taller = LayoutRect(x: 0, y: 464, width: 390, height: 380)
    let moved = LayoutRect(x: 20, y: 600 - (first.contentOffset - 10), width: 350, height: 44)
    _ = avoidance.keyboardChanged(
      keyboard: taller, focusedField: moved, visibleArea: screen, contentOffset: first.contentOffset
    )
    #expect(avoidance.keyboardHidden(contentOffset: 999).contentOffset == 10)
  }

  @Test("a field taller than the room shows its top; offsets never go negative")
  func tallField() {
    var avoidance = KeyboardAvoidance(margin: 10)
    let tall = LayoutRect(x: 0, y: 300, width: 390, height: 600)
    let adjustment = avoidance.keyboardChanged(
      keyboard: docked, focusedField: tall, visibleArea: screen, contentOffset: 0)
    #expect(adjustment.contentOffset == 290, "the top (300) moves to the margin (10)")
    var top = KeyboardAvoidance(margin: 10)
    let high = LayoutRect(x: 0, y: 0, width: 390, height: 44)
    #expect(
      top.keyboardChanged(
        keyboard: docked, focusedField: high, visibleArea: screen, contentOffset: 0
      ).contentOffset == 0)
  }

  @Test("a visible area inside the window: only the part of it the keyboard covers counts")
  func insetVisibleArea() {
    let area = LayoutRect(x: 0, y: 100, width: 390, height: 600)  // 100…700 in the window
    #expect(KeyboardAvoidance.coveredHeight(keyboard: docked, visibleArea: area) == 192)
    var avoidance = KeyboardAvoidance(margin: 16)
    let field = LayoutRect(x: 20, y: 600, width: 350, height: 44)
    // The room ends at 700 - 192 - 16 = 492; the field's bottom (644) rises by 152.
    let adjustment = avoidance.keyboardChanged(
      keyboard: docked, focusedField: field, visibleArea: area, contentOffset: 0)
    #expect(adjustment == KeyboardAvoidance.Adjustment(contentOffset: 152, bottomInset: 192))
  }
}
