/// A colour free of any UI framework: red, green and blue in extended sRGB, and an opacity.
///
/// Inside the sRGB gamut each component is 0…1 and the colour is exactly an 8-bit token
/// (``red``, ``green``, ``blue``, ``alpha``, ``hex``) when it was made from one. Wider colours
/// (Display P3, extended sRGB) keep components below 0 or above 1, so nothing is clipped on
/// the way to a skin: UIKit and SwiftUI take extended sRGB as it is. The 8-bit views are the
/// nearest sRGB colour; the SVG and terminal renderers, which cannot show more, draw that one.
///
/// ```swift
/// let brand = try RGBAColor(hex: "#3442C6")
/// let vivid = RGBAColor(displayP3Red: 1, green: 0.2, blue: 0.1)  // outside sRGB
/// vivid.isInSRGBGamut  // false
/// ```
public struct RGBAColor: Hashable, Sendable {
  /// The red component in extended sRGB (gamma-encoded): 0…1 inside sRGB.
  public var extendedRed: Double
  /// The green component in extended sRGB (gamma-encoded): 0…1 inside sRGB.
  public var extendedGreen: Double
  /// The blue component in extended sRGB (gamma-encoded): 0…1 inside sRGB.
  public var extendedBlue: Double
  /// The opacity, 0 (transparent) …1 (opaque).
  public var opacity: Double

  /// Creates a colour from 8-bit sRGB channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.init(
      extendedRed: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      opacity: Double(alpha) / 255)
  }

  /// Creates a colour from extended sRGB components, as `UIColor.getRed(_:green:blue:alpha:)`
  /// returns them: below 0 or above 1 for colours outside sRGB. The opacity is clamped to
  /// 0…1.
  public init(extendedRed red: Double, green: Double, blue: Double, opacity: Double = 1) {
    extendedRed = red
    extendedGreen = green
    extendedBlue = blue
    self.opacity = min(max(opacity, 0), 1)
  }

  /// Creates a colour from Display P3 components (0…1, gamma-encoded), converted to extended
  /// sRGB without clipping.
  public init(displayP3Red red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let linear = ColorSpaceMatrix.displayP3ToSRGB.apply(
      (ColorTransfer.linear(red), ColorTransfer.linear(green), ColorTransfer.linear(blue)))
    self.init(
      extendedRed: ColorTransfer.encoded(linear.0), green: ColorTransfer.encoded(linear.1),
      blue: ColorTransfer.encoded(linear.2), opacity: opacity)
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, letters in either
  /// case). Short forms repeat each digit: `#0F8` is `#00FF88`.
  ///
  /// - Throws: ``ThemeError/invalidHexColor(_:)``.
  public init(hex: String) throws {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    let values = digits.map { $0.isASCII ? $0.hexDigitValue : nil }
    guard [3, 4, 6, 8].contains(values.count), values.allSatisfy({ $0 != nil }) else {
      throw ThemeError.invalidHexColor(hex)
    }
    let nibbles = values.map { UInt8($0!) }
    let channels: [UInt8] =
      nibbles.count <= 4
      ? nibbles.map { $0 << 4 | $0 }
      : stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    self.init(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: channels.count == 4 ? channels[3] : 255)
  }

  /// Parses a colour written in this source; traps on a malformed literal (a programming error).
  static func hex(_ text: String) -> RGBAColor {
    guard let color = try? RGBAColor(hex: text) else {
      preconditionFailure("malformed colour literal \(text)")
    }
    return color
  }

  /// The red channel of the nearest 8-bit sRGB colour, 0…255; setting it makes the component
  /// exactly that channel.
  public var red: UInt8 {
    get { Self.channel(extendedRed) }
    set { extendedRed = Double(newValue) / 255 }
  }
  /// The green channel of the nearest 8-bit sRGB colour, 0…255.
  public var green: UInt8 {
    get { Self.channel(extendedGreen) }
    set { extendedGreen = Double(newValue) / 255 }
  }
  /// The blue channel of the nearest 8-bit sRGB colour, 0…255.
  public var blue: UInt8 {
    get { Self.channel(extendedBlue) }
    set { extendedBlue = Double(newValue) / 255 }
  }
  /// The opacity as an 8-bit channel, 0 (transparent) …255 (opaque).
  public var alpha: UInt8 {
    get { Self.channel(opacity) }
    set { opacity = Double(newValue) / 255 }
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque; upper-case digits. A colour
  /// outside sRGB prints its nearest sRGB colour (``isInSRGBGamut`` tells).
  public var hex: String {
    let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + channels.map(Self.twoHexDigits).joined()
  }

  /// Whether the colour is inside the sRGB gamut (each component within 0…1, to a
  /// thousandth), so that its 8-bit channels lose no more than rounding.
  public var isInSRGBGamut: Bool {
    [extendedRed, extendedGreen, extendedBlue].allSatisfy { (-0.001...1.001).contains($0) }
  }

  /// The colour's Display P3 components (gamma-encoded): 0…1 inside Display P3.
  public var displayP3Components: (red: Double, green: Double, blue: Double) {
    let linear = ColorSpaceMatrix.sRGBToDisplayP3.apply(
      (
        ColorTransfer.linear(extendedRed), ColorTransfer.linear(extendedGreen),
        ColorTransfer.linear(extendedBlue)
      ))
    return (
      ColorTransfer.encoded(linear.0), ColorTransfer.encoded(linear.1),
      ColorTransfer.encoded(linear.2)
    )
  }

  /// The same colour with another alpha channel.
  public func withAlpha(_ alpha: UInt8) -> RGBAColor {
    withOpacity(Double(alpha) / 255)
  }

  /// The same colour with another opacity, 0…1.
  public func withOpacity(_ opacity: Double) -> RGBAColor {
    RGBAColor(
      extendedRed: extendedRed, green: extendedGreen, blue: extendedBlue, opacity: opacity)
  }

  private static func channel(_ component: Double) -> UInt8 {
    UInt8((min(max(component, 0), 1) * 255).rounded())
  }

  private static func twoHexDigits(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
  }
}
