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

  /// The estimated advance of a character, in ems, on the wide side of common sans-serif
  /// fonts (San Francisco, Helvetica, DejaVu), so that fitted text is rarely too wide.
  static func advance(_ scalar: Unicode.Scalar) -> Double {
    switch scalar.value {
    case 0x20: 0.32
    case 0x30...0x39: 0.64
    case 0x41...0x5A: 0.72
    case 0x61...0x7A: 0.6
    case 0x064B...0x065F, 0x0670, 0x0300...0x036F: 0  // combining marks
    case 0x0600...0x06FF: 0.55  // Arabic
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60:
      1.0  // CJK, Hangul, full-width forms
    default: 0.64
    }
  }

  /// The estimated width of `text` at `size` points.
  static func width(_ text: some StringProtocol, size: Double, weight: FontToken.Weight) -> Double {
    let ems = text.unicodeScalars.reduce(0) { $0 + advance($1) }
    return ems * size * (weight.numericValue >= 600 ? 1.06 : 1)
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
    let spaced = text.contains(" ")
    let words: [String] =
      spaced ? text.split(separator: " ").map(String.init) : text.map(String.init)
    var result: [String] = []
    var line = ""
    for word in words {
      let candidate = line.isEmpty ? word : line + (spaced ? " " : "") + word
      if line.isEmpty || self.width(candidate, size: size, weight: weight) <= width {
        line = candidate
      } else {
        result.append(line)
        line = word
      }
    }
    if !line.isEmpty { result.append(line) }
    return result
  }
}
