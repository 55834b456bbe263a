@_spi(Render) @_spi(Skins) import PasscodeCore

/// Writing numbers and text into SVG and JSON, and fitting text into frames without a text
/// engine.
enum RenderText {
  /// A number as JSON and SVG write it: whole numbers without a fraction, others rounded to at
  /// most two decimals, never `-0`.
  static func number(_ value: Double) -> String {
    let cents = Int((value * 100).rounded())
    let sign = cents < 0 ? "-" : ""
    let whole = abs(cents) / 100
    let fraction = abs(cents) % 100
    if fraction == 0 { return sign + String(whole) }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// `text` as a JSON string literal, quotes included.
  static func json(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` escaped for XML content and attribute values.
  static func xml(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The estimated width of `text` at `size` points (``TextMeasure``).
  static func width(_ text: some StringProtocol, size: Double, weight: FontToken.Weight) -> Double {
    TextMeasure.width(text, size: size, weight: weight)
  }

  /// `text` broken into at most `lines` lines no wider than `width`, at the largest size up to
  /// `size` that allows it (down to a third of it).
  ///
  /// Lines break at spaces; text without spaces (Japanese) breaks between any characters.
  static func fit(
    _ text: String, width: Double, size: Double, weight: FontToken.Weight, lines: Int
  ) -> (lines: [String], size: Double) {
    var current = size
    while true {
      let wrapped = wrap(text, width: width, size: current, weight: weight)
      let fits = wrapped.allSatisfy { self.width($0, size: current, weight: weight) <= width }
      if (wrapped.count <= lines && fits) || current <= size / 3 {
        return (Array(wrapped.prefix(lines)), current)
      }
      current *= 0.92
    }
  }

  private static func wrap(_ text: String, width: Double, size: Double, weight: FontToken.Weight)
    -> [String]
  {
    TextMeasure.lines(text, width: width, size: size, weight: weight)
  }
}
