import Testing

@_spi(Skins) @testable import PasscodeCore

/// Colours outside 8-bit sRGB keep their components (extended sRGB), and the 8-bit views stay
/// exactly what they were for 8-bit colours, so renders and goldens do not move.
@Suite("RGBAColor wide gamut")
struct RGBAColorWideGamutTests {
  @Test("every 8-bit colour keeps its channels through the extended storage")
  func eightBitRoundTrip() {
    for value in 0...255 {
      let channel = UInt8(value)
      let color = RGBAColor(red: channel, green: 255 - channel, blue: channel / 3, alpha: channel)
      #expect(color.red == channel && color.green == 255 - channel && color.blue == channel / 3)
      #expect(color.alpha == channel)
      #expect(color.isInSRGBGamut)
    }
  }

  @Test("Display P3 red is outside sRGB: extended components, not clipped")
  func displayP3Red() {
    let red = RGBAColor(displayP3Red: 1, green: 0, blue: 0)
    #expect(abs(red.extendedRed - 1.093) < 0.001)
    #expect(abs(red.extendedGreen - -0.2267) < 0.001)
    #expect(abs(red.extendedBlue - -0.1501) < 0.001)
    #expect(!red.isInSRGBGamut)
    // The 8-bit view is the nearest sRGB colour.
    #expect(red.hex == "#FF0000")
    let back = red.displayP3Components
    #expect(abs(back.red - 1) < 0.0001 && abs(back.green) < 0.0001 && abs(back.blue) < 0.0001)
  }

  @Test("Display P3 colours inside sRGB convert to the same sRGB colour")
  func displayP3InsideSRGB() {
    let srgb = RGBAColor.hex("#3442C6")
    let p3 = srgb.displayP3Components
    let converted = RGBAColor(displayP3Red: p3.red, green: p3.green, blue: p3.blue)
    #expect(converted.hex == srgb.hex)
    #expect(converted.isInSRGBGamut)
    let white = RGBAColor(displayP3Red: 1, green: 1, blue: 1)
    #expect(white.hex == "#FFFFFF" && white.isInSRGBGamut)
  }

  @Test("setting an 8-bit channel sets the component exactly; opacity is clamped")
  func channelSetters() {
    var color = RGBAColor(extendedRed: 1.2, green: -0.1, blue: 0.5, opacity: 3)
    #expect(color.opacity == 1 && color.red == 255 && color.green == 0 && color.blue == 128)
    color.red = 10
    #expect(color.extendedRed == 10.0 / 255)
    #expect(color.withOpacity(0.5).alpha == 128)
  }

  @Test("contrast ratios follow WCAG 2: 21 for black on white, 1 for a colour on itself")
  func contrast() {
    #expect(abs(RGBAColor.black.contrastRatio(on: .white) - 21) < 1e-9)
    #expect(abs(RGBAColor.white.contrastRatio(on: .black) - 21) < 1e-9)
    #expect(RGBAColor.hex("#3442C6").contrastRatio(on: .hex("#3442C6")) == 1)
    // #767676 is the lightest grey with 4.5:1 on white.
    #expect(RGBAColor.hex("#767676").contrastRatio(on: .white) >= 4.5)
    #expect(RGBAColor.hex("#777777").contrastRatio(on: .white) < 4.5)
    // A translucent colour is judged as drawn: half-transparent black on white is a mid grey.
    let half = RGBAColor.black.withOpacity(0.5)
    #expect(half.contrastRatio(on: .white) < RGBAColor.black.contrastRatio(on: .white))
    #expect(half.composited(over: .white).opacity == 1)
  }

  @Test(
    "readable(on:) keeps readable colours and moves others just enough",
    arguments: ["#FFD60A", "#34C759", "#FFFFFF", "#808080", "#3442C6", "#FF2D55"])
  func readable(hex: String) {
    let color = RGBAColor.hex(hex)
    for background in [RGBAColor.white, .black, .hex("#F6F4EF"), .hex("#16181F"), .hex("#777777")] {
      let readable = color.readable(on: background)
      #expect(readable.contrastRatio(on: background) >= RGBAColor.minimumTextContrast)
      // The 8-bit colour the renderers draw reaches it too.
      let drawn = RGBAColor(
        red: readable.red, green: readable.green, blue: readable.blue, alpha: readable.alpha)
      #expect(drawn.contrastRatio(on: background) >= RGBAColor.minimumTextContrast)
      if color.contrastRatio(on: background) >= RGBAColor.minimumTextContrast {
        #expect(readable == color)
      }
    }
  }
}
