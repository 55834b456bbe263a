@_spi(Skins) import PasscodeCore
import Testing

/// What a skin outside the package draws with, the Skins SPI alone (this file imports it
/// without `@testable`): the frame from the screen's layout input, the dots' frames, and the
/// size to scroll over.
@Suite struct ScreenFrameSkinTests {
  static func frame(
    _ screen: PasscodeScreen, canvas: LayoutSize, textSize: TextSizeCategory = .large
  ) -> ScreenFrame {
    let input = screen.layoutInput(
      canvas: canvas, safeArea: LayoutInsets(top: 47, left: 0, bottom: 34, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular, textSize: textSize,
      direction: .leftToRight, metrics: .iOS, theme: .default(.light))
    return ScreenFrame(
      screen: screen, layout: input, localizer: Localizer(.english), appName: "Notes")
  }

  @Test func theDotsFramesAreOnePerDotInsideTheDotsRowLeftToRight() throws {
    var screen = PasscodeScreen(
      PasscodeScreen.Configuration(mode: .unlock, format: .numeric(length: 6)))
    _ = screen.handle(.digit(4))
    _ = screen.handle(.digit(8))
    let frame = Self.frame(screen, canvas: LayoutSize(width: 390, height: 844))
    let row = try #require(frame.elements.first { $0.kind == .dots }?.frame)
    #expect(frame.dotFrames.count == 6)
    for dot in frame.dotFrames {
      #expect(
        dot.x >= row.x && dot.y >= row.y && dot.x + dot.width <= row.x + row.width
          && dot.y + dot.height <= row.y + row.height)
    }
    #expect(
      zip(frame.dotFrames, frame.dotFrames.dropFirst()).allSatisfy { $0.x + $0.width <= $1.x })
  }

  @Test func theContentIsTheCanvasUnlessTheScreenMustScroll() {
    let screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock, allowsCancel: true))
    let phone = Self.frame(screen, canvas: LayoutSize(width: 390, height: 844))
    #expect(phone.contentSize == LayoutSize(width: 390, height: 844))
    let tiny = Self.frame(
      screen, canvas: LayoutSize(width: 320, height: 300),
      textSize: .accessibilityExtraExtraExtraLarge)
    #expect(tiny.contentSize.height > 300, "a skin scrolls over the taller content")
    #expect(tiny.elements.allSatisfy { $0.frame.y + $0.frame.height <= tiny.contentSize.height })
  }
}
