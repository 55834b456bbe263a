/// Contrast (WCAG 2), compositing and mixing: what derived theme colours are computed with.
extension RGBAColor {
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 255, green: 255, blue: 255)

  /// The relative luminance of the colour (WCAG 2: the sRGB components linearised and
  /// weighted), 0 for black to 1 for white (beyond for colours outside sRGB); opacity is
  /// ignored.
  public var relativeLuminance: Double {
    0.2126 * ColorTransfer.linear(extendedRed) + 0.7152 * ColorTransfer.linear(extendedGreen)
      + 0.0722 * ColorTransfer.linear(extendedBlue)
  }

  /// The WCAG 2 contrast ratio between this colour, drawn over `background`, and
  /// `background`: 1 (none) …21 (black on white). Text needs 4.5
  /// (``minimumTextContrast``), shapes such as dots 3 (``minimumGraphicContrast``).
  public func contrastRatio(on background: RGBAColor) -> Double {
    let base = background.composited(over: .white)
    let lighter = max(composited(over: base).relativeLuminance, base.relativeLuminance)
    let darker = min(composited(over: base).relativeLuminance, base.relativeLuminance)
    return (max(lighter, 0) + 0.05) / (max(darker, 0) + 0.05)
  }

  /// The contrast ratio text needs against its background (WCAG 2, level AA).
  public static let minimumTextContrast = 4.5
  /// The contrast ratio shapes that carry meaning (dots, key outlines) need (WCAG 2.1,
  /// non-text contrast).
  public static let minimumGraphicContrast = 3.0

  /// This colour drawn over `background` (source-over), made opaque when the background is.
  public func composited(over background: RGBAColor) -> RGBAColor {
    let top = opacity
    let bottom = background.opacity * (1 - top)
    let total = top + bottom
    guard total > 0 else { return withOpacity(0) }
    func mix(_ front: Double, _ back: Double) -> Double { (front * top + back * bottom) / total }
    return RGBAColor(
      extendedRed: mix(extendedRed, background.extendedRed),
      green: mix(extendedGreen, background.extendedGreen),
      blue: mix(extendedBlue, background.extendedBlue), opacity: total)
  }

  /// This colour moved `fraction` (0…1) of the way towards `other`, component by component
  /// (opacity too).
  public func mixed(with other: RGBAColor, _ fraction: Double) -> RGBAColor {
    let amount = min(max(fraction, 0), 1)
    func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * amount }
    return RGBAColor(
      extendedRed: mix(extendedRed, other.extendedRed),
      green: mix(extendedGreen, other.extendedGreen), blue: mix(extendedBlue, other.extendedBlue),
      opacity: mix(opacity, other.opacity))
  }

  /// This colour, or the least change of it towards black or white (whichever contrasts more
  /// with `background`) that reaches `minimum` contrast on `background`; opaque. When even
  /// black or white cannot reach it, the one that contrasts more.
  ///
  /// ```swift
  /// RGBAColor.hex("#FFD60A").readable(on: .white)  // a dark yellow with 4.5:1
  /// ```
  public func readable(on background: RGBAColor, minimum: Double = minimumTextContrast)
    -> RGBAColor
  {
    let base = background.composited(over: .white)
    let start = composited(over: base)
    guard start.contrastRatio(on: base) < minimum else { return start }
    let target =
      RGBAColor.white.contrastRatio(on: base) > RGBAColor.black.contrastRatio(on: base)
      ? RGBAColor.white : .black
    guard target.contrastRatio(on: base) > minimum else { return target }
    // Binary search for the least mix that reaches the minimum, with a margin so that the
    // 8-bit colour the renderers draw still reaches it.
    var (low, high) = (0.0, 1.0)
    for _ in 0..<24 {
      let middle = (low + high) / 2
      if start.mixed(with: target, middle).contrastRatio(on: base) >= minimum * 1.01 {
        high = middle
      } else {
        low = middle
      }
    }
    return start.mixed(with: target, high)
  }

  /// This colour, or the least change of it towards black or white (whichever keeps more
  /// contrast with the worst of `backgrounds`) that reaches `minimum` contrast on every one
  /// of them; opaque. When even black or white cannot, the one that does better.
  func readable(onAll backgrounds: [RGBAColor], minimum: Double = minimumTextContrast)
    -> RGBAColor
  {
    let bases = backgrounds.map { $0.composited(over: .white) }
    guard let first = bases.first else { return self }
    func worst(_ color: RGBAColor) -> Double {
      bases.map { color.contrastRatio(on: $0) }.min() ?? 1
    }
    let start = composited(over: first)
    guard worst(start) < minimum else { return start }
    let target = worst(.white) > worst(.black) ? RGBAColor.white : .black
    guard worst(target) > minimum else { return target }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<24 {
      let middle = (low + high) / 2
      if worst(start.mixed(with: target, middle)) >= minimum * 1.01 {
        high = middle
      } else {
        low = middle
      }
    }
    return start.mixed(with: target, high)
  }
}
