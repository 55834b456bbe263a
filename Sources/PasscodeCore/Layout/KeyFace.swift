/// Where a digit key's digit and its letters go inside the key
/// (``PasscodeTheme/showsKeypadLetters``): the digit raised, the letters below it, small and
/// spaced out, the pair centred in the key.
///
/// Frames are in the key's own coordinates (origin at its top-left corner); every digit key
/// of a keypad has the same face, so 1 and 0, which have no letters, keep their digits level
/// with the others'. Without letters the digit's frame is the whole key, as before letters
/// existed.
///
/// **When letters are left out.** The letters are shown only when the digit and the letters,
/// one line over the other, fit inside the key: the two lines inside its height less
/// ``LayoutMetrics/keyFaceInset`` at the top and the bottom
/// (``minimumHeight(digitSize:letterSize:metrics:)``), and the widest letters (`WXYZ`) with
/// their spacing inside its width less ``LayoutMetrics/keyWordPadding`` on each side, measured
/// at the letters' lower edge, where rounded corners (a circle's, a capsule's) narrow it.
/// Otherwise (the largest text sizes on a small screen, a terminal's three-row keys) the face
/// drops the letters and the digit is centred as usual: letters never crowd or clip the digit.
///
/// ```swift
/// let face = layout.keyFace
/// digitLabel.frame = face.digit.cgRect
/// lettersLabel.frame = face.letters?.cgRect ?? .zero
/// lettersLabel.text = face.letters(on: .two)  // "ABC"
/// ```
@_spi(Skins) public struct KeyFace: Hashable, Sendable {
  /// The digit's frame in the key: the upper of the two lines when letters are shown, the
  /// whole key otherwise.
  public var digit: LayoutRect
  /// The letters' frame in the key, or `nil` when no key shows letters (the theme does not,
  /// or they do not fit).
  ///
  /// It leaves ``letterSpacing`` free at its left edge: a renderer that adds the spacing after
  /// every letter, the last one too (SVG's `letter-spacing`, UIKit's `kern`, SwiftUI's
  /// `tracking`), and centres the line in this frame centres the letters themselves under
  /// the digit.
  public var letters: LayoutRect?
  /// The letters' font size (``PasscodeTheme/Fonts-swift.struct/letters`` scaled for the text
  /// size, as ``KeypadLayout/Typography-swift.struct/letters``).
  public var letterSize: Double
  /// The space after each letter, in points (cells in a terminal).
  public var letterSpacing: Double

  /// The letters drawn on `slot`: its letters (``KeySlot/letters``) when this face shows
  /// letters, `nil` otherwise and on 1, 0 and the keys that are not digits.
  public func letters(on slot: KeySlot) -> String? {
    letters == nil ? nil : slot.letters
  }

  /// The letter spacing, as a fraction of the letters' size.
  static let spacingFraction = 0.2

  /// The smallest key height that shows letters: the digit's line and the letters' line, one
  /// over the other, and ``LayoutMetrics/keyFaceInset`` above and below them.
  public static func minimumHeight(digitSize: Double, letterSize: Double, metrics: LayoutMetrics)
    -> Double
  {
    metrics.lineHeight(of: digitSize) + metrics.lineHeight(of: letterSize)
      + 2 * metrics.keyFaceInset
  }

  /// The face of a key `key` big, with digits at `digitSize` and letters at `letterSize`
  /// (both already scaled for the text size), in `theme`'s shape and letters font, measured
  /// with `metrics`.
  init(
    key: LayoutSize, digitSize: Double, letterSize: Double, theme: PasscodeTheme,
    metrics: LayoutMetrics
  ) {
    digit = LayoutRect(size: key)
    letters = nil
    self.letterSize = letterSize
    letterSpacing = 0
    guard theme.showsKeypadLetters,
      key.height
        >= Self.minimumHeight(
          digitSize: digitSize, letterSize: letterSize, metrics: metrics)
    else { return }
    let grid = metrics.grid
    let digitLine = metrics.lineHeight(of: digitSize)
    let lettersLine = metrics.lineHeight(of: letterSize)
    // Spaced letters on iOS; a terminal's letters sit in their cells.
    let cells = if case .fixed = metrics.lineHeight { true } else { false }
    let spacing = cells ? 0 : snapUp(letterSize * Self.spacingFraction, grid)
    let top = snapDown((key.height - digitLine - lettersLine) / 2, grid)
    let lettersFrame = LayoutRect(
      x: spacing, y: top + digitLine, width: key.width - spacing, height: lettersLine)
    // The widest letters, with the spacing between them, inside the key's width at the
    // letters' lower edge, less what the key's rounded corners take there.
    let weight = theme.fonts.letters.weight
    let widest =
      KeySlot.allCases.compactMap(\.letters).map {
        (cells ? Double($0.count) : TextMeasure.width($0, size: letterSize, weight: weight))
          + Double($0.count - 1) * spacing
      }.max() ?? 0
    let radius = theme.cornerRadius(forKeyWidth: key.width, height: key.height)
    let edge = max(key.height - lettersFrame.maxY, 0)
    var room = key.width
    if edge < radius {
      let across = (radius * radius - (radius - edge) * (radius - edge)).squareRoot()
      room -= 2 * (radius - across)
    }
    guard widest <= room - 2 * metrics.keyWordPadding else { return }
    digit = LayoutRect(x: 0, y: top, width: key.width, height: digitLine)
    letters = lettersFrame
    letterSpacing = spacing
  }
}

extension LayoutMetrics {
  /// The height of `lines` lines of text at `size`, on the grid.
  func lineHeight(of size: Double, lines: Int = 1) -> Double {
    switch lineHeight {
    case .fixed(let height): snapUp(height * Double(lines), grid)
    case .proportional(let factor): snapUp(size * factor * Double(lines), grid)
    }
  }
}
