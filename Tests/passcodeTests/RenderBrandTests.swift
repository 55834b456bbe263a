import Foundation
@_spi(Skins) import PasscodeCore
import Testing

/// `passcode render --accent/--background/--text/--font` draws the brand theme core derives.
@Suite struct RenderBrandTests {
  @Test("brand colours and a font reach the SVG exactly as core's brand theme has them")
  func brandRender() async throws {
    let finished = try await OptionTests.run([
      "render", "--accent", "#E4572E", "--background", "#FFF8F0", "--font", "Avenir Next",
      "--state", "partial",
    ])
    #expect(finished.status == 0, "\(finished.stderr)")
    let theme = PasscodeTheme(
      brand: BrandColors(
        accent: .init(red: 0xE4, green: 0x57, blue: 0x2E),
        background: .init(red: 0xFF, green: 0xF8, blue: 0xF0)),
      appearance: .light)
    #expect(finished.stdout.contains("fill=\"#FFF8F0\""))
    #expect(finished.stdout.contains("fill=\"\(theme.dotFilledColor.hex)\""))
    #expect(finished.stdout.contains("fill=\"\(theme.keyFill.hex)\""))
    #expect(finished.stdout.contains("font-family=\"&apos;Avenir Next&apos;"))
  }

  @Test("a background or text colour without an accent, or a malformed colour, is a usage error")
  func usage() async throws {
    let lone = try await OptionTests.run(["render", "--text", "#000000"])
    #expect(lone.status == 64)
    #expect(lone.stderr.contains("Give --accent"))
    let malformed = try await OptionTests.run(["render", "--accent", "orange"])
    #expect(malformed.status == 64)
    #expect(malformed.stderr.contains("--accent"))
  }
}
