import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("RGBAColor")
struct RGBAColorTests {
  @Test("hex forms: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, with or without #, any case")
  func parsing() throws {
    #expect(try RGBAColor(hex: "#0F8") == RGBAColor(red: 0x00, green: 0xFF, blue: 0x88))
    #expect(
      try RGBAColor(hex: "0f88") == RGBAColor(red: 0x00, green: 0xFF, blue: 0x88, alpha: 0x88))
    #expect(try RGBAColor(hex: "#3442c6") == RGBAColor(red: 0x34, green: 0x42, blue: 0xC6))
    #expect(
      try RGBAColor(hex: "#3442C680") == RGBAColor(red: 0x34, green: 0x42, blue: 0xC6, alpha: 0x80))
  }

  @Test(
    "malformed colours are refused with the text in the error",
    arguments: ["", "#", "#12", "#12345", "#1234567", "#GGHHII", "#12 456", "##123456", "#１２３"])
  func malformed(text: String) {
    #expect(throws: ThemeError.invalidHexColor(text)) { try RGBAColor(hex: text) }
    #expect(ThemeError.invalidHexColor(text).message.contains("#RRGGBB"))
  }

  @Test("hex round-trips every channel value; opaque colours print without alpha")
  func roundTrip() throws {
    for value in stride(from: 0, through: 255, by: 5).map(UInt8.init) {
      let color = RGBAColor(red: value, green: 255 - value, blue: value / 2, alpha: value)
      #expect(try RGBAColor(hex: color.hex) == color)
      #expect(color.hex.count == (value == 255 ? 7 : 9))
    }
    #expect(RGBAColor(red: 1, green: 2, blue: 3).hex == "#010203")
    #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 51).opacity == 0.2)
    #expect(RGBAColor(red: 9, green: 8, blue: 7).withAlpha(0).alpha == 0)
  }
}
