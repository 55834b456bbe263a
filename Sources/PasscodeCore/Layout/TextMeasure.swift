/// Estimated text widths and line breaks, without a text engine: what the layout reserves for
/// a label so that no skin has to shrink or cut it.
///
/// Advances are on the wide side of common sans-serif fonts (San Francisco, Helvetica, DejaVu),
/// so a label measured to fit does fit when drawn. Lines break at spaces, never at a no-break
/// space (U+00A0), which the tables put between a number and its noun ("6 attempts"); text
/// without spaces (Japanese) breaks between any characters; and a word wider than the whole
/// line (a long compound such as "toegangscode" at the largest text sizes, or a Thai phrase)
/// breaks between characters where it must, as UIKit's and SwiftUI's word wrapping do.
///
/// The `Render` SPI (``width(_:size:weight:)`` and ``lines(_:width:size:weight:)``) is for
/// PasscodeRender, which fits the texts of an SVG the same way and has no text engine either.
@_spi(Render) public enum TextMeasure {
  /// `text` with each number bound to the word after it: the space between them becomes a
  /// no-break space, so that no line ends with "6" and the next begins with "attempts". For
  /// display only (a UILabel, SwiftUI's Text and ``lines(_:width:size:weight:)`` all keep the
  /// two together); what is logged or printed keeps plain spaces.
  static func bindingNumbers(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var inNumber = false
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character.isNumber {
        // A number is a token of its own ("6", "0:58", "1.5"), not the end of a word.
        inNumber = inNumber || previous == nil || previous == " " || previous == "\u{00A0}"
      } else if ":.,".contains(character), inNumber, next?.isNumber == true {
        // Still inside the number.
      } else if character == " ", inNumber, next?.isLetter == true {
        result.append("\u{00A0}")
        inNumber = false
        continue
      } else {
        inNumber = false
      }
      result.append(character)
    }
    return result
  }

  /// The estimated advance of a character, in ems.
  static func advance(_ scalar: Unicode.Scalar) -> Double {
    switch scalar.value {
    case 0x20, 0xA0: 0.32
    case 0x30...0x39: 0.64
    case 0x41...0x5A: 0.72
    case 0x61...0x7A: 0.6
    case 0x064B...0x065F, 0x0670, 0x0300...0x036F: 0  // combining marks
    case 0x0591...0x05C7: 0  // Hebrew points
    case 0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E: 0  // Thai vowels and tone marks above, below
    case 0x0900...0x0902, 0x093A, 0x093C, 0x0941...0x0948, 0x094D, 0x0951...0x0957, 0x0962, 0x0963:
      0  // Devanagari marks that take no room of their own
    case 0x0600...0x06FF: 0.55  // Arabic
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60:
      1.0  // CJK, Hangul, full-width forms
    default: 0.64
    }
  }

  /// The estimated width of `text` at `size` points.
  @_spi(Render) public static func width(
    _ text: some StringProtocol, size: Double, weight: FontToken.Weight
  ) -> Double {
    let ems = text.unicodeScalars.reduce(0) { $0 + advance($1) }
    return ems * size * (weight.numericValue >= 600 ? 1.06 : 1)
  }

  /// `text` broken into lines no wider than `width` where it can be: at spaces, or between
  /// characters in text without spaces or in a word wider than `width` (the longest start of
  /// it that fits, at least one character, per line). Only a single character wider than
  /// `width` makes a line wider (`lineCount(_:width:size:weight:)` then says no).
  @_spi(Render) public static func lines(
    _ text: String, width: Double, size: Double, weight: FontToken.Weight
  )
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
      while line.count > 1, self.width(line, size: size, weight: weight) > width {
        var head = ""
        for character in line {
          if !head.isEmpty, self.width(head + String(character), size: size, weight: weight) > width
          {
            break
          }
          head.append(character)
        }
        result.append(head)
        line = String(line.dropFirst(head.count))
      }
    }
    if !line.isEmpty { result.append(line) }
    return result
  }

  /// How many lines `text` takes in `width`, or `nil` when a word does not fit the width.
  static func lineCount(_ text: String, width: Double, size: Double, weight: FontToken.Weight)
    -> Int?
  {
    let wrapped = lines(text, width: width, size: size, weight: weight)
    guard wrapped.allSatisfy({ self.width($0, size: size, weight: weight) <= width }) else {
      return nil
    }
    return max(wrapped.count, 1)
  }
}
