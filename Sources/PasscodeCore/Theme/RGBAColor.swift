/// A colour as 8-bit red, green, blue and alpha channels (sRGB), free of any UI framework.
///
/// Skins convert it: `UIColor(red: CGFloat(c.red) / 255, …)`, `Color(.sRGB, …)`, or the
/// nearest ANSI colour in a terminal.
public struct RGBAColor: Hashable, Sendable {
  /// The red channel, 0…255.
  public var red: UInt8
  /// The green channel, 0…255.
  public var green: UInt8
  /// The blue channel, 0…255.
  public var blue: UInt8
  /// The alpha channel, 0 (transparent) …255 (opaque).
  public var alpha: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
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

  /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque; upper-case digits.
  public var hex: String {
    let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + channels.map(Self.twoHexDigits).joined()
  }

  /// The alpha channel as a fraction, 0…1.
  public var opacity: Double { Double(alpha) / 255 }

  /// The same colour with another alpha channel.
  public func withAlpha(_ alpha: UInt8) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  private static func twoHexDigits(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
  }
}
