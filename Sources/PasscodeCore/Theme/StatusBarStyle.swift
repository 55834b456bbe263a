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
///
/// This enumeration is complete.
public enum StatusBarStyle: String, CaseIterable, Hashable, Sendable {
  /// Light (white) text and icons, for a dark background.
  case lightContent
  /// Dark (black) text and icons, for a light background.
  case darkContent

  /// The style that contrasts more with `background` (WCAG 2 contrast ratio against white and
  /// against black; a tie goes to dark content).
  public init(background: RGBAColor) {
    let opaque = background.withOpacity(1)
    let againstWhite = RGBAColor.white.contrastRatio(on: opaque)
    let againstBlack = RGBAColor.black.contrastRatio(on: opaque)
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
