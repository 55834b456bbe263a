@_spi(Skins) import PasscodeCore

/// How many terminal cells text takes: East Asian wide and full-width characters (Japanese,
/// Chinese, Korean, most emoji) take two, combining marks and other zero-width characters
/// none, everything else one.
///
/// Widths follow Unicode's East Asian Width property (wide and full-width ranges) and emoji
/// presentation, as terminals such as xterm, VTE and tmux measure them; ambiguous-width
/// characters (`●`, `○`, box drawing) count as one cell, as outside CJK locales.
enum DisplayWidth {
  /// The cells one scalar takes on its own: 0, 1 or 2.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and finals
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The cells a character (grapheme cluster) takes: its first visible scalar's width, or two
  /// when it asks for emoji presentation (U+FE0F).
  static func of(_ character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { return 2 }
      if width == 0 { width = of(scalar) }
    }
    return width
  }

  /// The cells `text` takes.
  static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// `text` cut to at most `width` cells, ending in `…` when something was cut.
  static func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let cells = of(character)
      if used + cells > width - 1 { break }
      result.append(character)
      used += cells
    }
    return result + "…"
  }

  /// `text` cut after the last whole word that fits in `width` cells with `…` after it; cut
  /// between characters only when not even its first word fits (a last resort, or text
  /// written without spaces).
  static func shortened(_ text: String, toWidth width: Int) -> String {
    guard of(text) > width else { return text }
    var kept = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = kept.isEmpty ? String(word) : kept + " " + word
      guard of(candidate) + 1 <= width else { break }
      kept = candidate
    }
    return kept.isEmpty ? truncated(text, toWidth: width) : kept + "…"
  }

  /// `text` broken into lines of at most `width` cells, at most `lines` of them (the last one
  /// shortened at a word with `…` when text is left over, ``shortened(_:toWidth:)``).
  ///
  /// Lines break at spaces; a word wider than a line, and text written without spaces
  /// (Japanese), break between any two characters.
  static func wrapped(_ text: String, toWidth width: Int, lines: Int) -> [String] {
    guard width > 0, lines > 0 else { return [] }
    var result: [String] = []
    var line = ""
    var lineWidth = 0
    func breakLine() {
      result.append(line)
      line = ""
      lineWidth = 0
    }
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { breakLine() }
      for character in word {
        let cells = of(character)
        if lineWidth + cells > width {
          // Closing punctuation never starts a line (。、」 …): the character before it moves
          // down with it.
          let carried =
            closing.contains(character) && line.count > 1 ? line.popLast() : nil
          if let carried { lineWidth -= of(carried) }
          breakLine()
          if let carried {
            line.append(carried)
            lineWidth = of(carried)
          }
        }
        line.append(character)
        lineWidth += cells
      }
    }
    if lineWidth > 0 { breakLine() }
    guard result.count > lines else { return result }
    let kept = Array(result.prefix(lines))
    let rest = result[(lines - 1)...].joined(separator: " ")
    return kept.dropLast() + [shortened(rest, toWidth: width)]
  }

  /// Punctuation that may not start a line (Japanese line-breaking rules, simplified).
  private static let closing: Set<Character> = [
    "。", "、", "，", "．", "）", "」", "』", "】", "〉", "》", "ー", "！", "？", ".", ",", ")", "!", "?",
    "…", "：", "；",
  ]

  /// East Asian Wide (W) and Fullwidth (F) ranges other than emoji (which
  /// `isEmojiPresentation` finds).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
      0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
