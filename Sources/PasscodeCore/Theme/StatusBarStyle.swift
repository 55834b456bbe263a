import Foundation

/// The colour of the system status bar's text and icons over a passcode screen or the privacy
/// cover: whichever of light or dark contrasts more with the theme's background.
///
/// Skins map it to their platform's style (UIKit: `UIStatusBarStyle.lightContent` or
/// `.darkContent`), never to the system's default, which follows the interface style and not
/// the theme: dark text on a dark teal background would be unreadable.
///
/// ```swift
/// PasscodeTheme.translucentTeal(.light).statusBarStyle  // .lightContent
/// PasscodeTheme.default(.light).statusBarStyle          // .darkContent
/// ```
public enum StatusBarStyle: String, CaseIterable, Hashable, Sendable {
  /// Light (white) text and icons, for a dark background.
  case lightContent
  /// Dark (black) text and icons, for a light background.
  case darkContent

  /// The style that contrasts more with `background` (WCAG 2 contrast ratio against white and
  /// against black; a tie goes to dark content).
  public init(background: RGBAColor) {
    let luminance = background.relativeLuminance
    let againstWhite = 1.05 / (luminance + 0.05)
    let againstBlack = (luminance + 0.05) / 0.05
    self = againstWhite > againstBlack ? .lightContent : .darkContent
  }
}

extension PasscodeTheme {
  /// The status bar's style over this theme's background (its colour, or its tint made
  /// opaque: ``BackgroundStyle/fallbackColor``).
  public var statusBarStyle: StatusBarStyle {
    StatusBarStyle(background: background.fallbackColor)
  }
}

extension RGBAColor {
  /// The relative luminance of the colour (WCAG 2: the sRGB channels linearised and weighted),
  /// 0 for black to 1 for white; alpha is ignored.
  public var relativeLuminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }
}
