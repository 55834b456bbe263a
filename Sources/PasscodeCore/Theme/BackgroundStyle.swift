/// What is behind the passcode screen.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum BackgroundStyle: Hashable, Sendable {
  /// An opaque colour.
  case solid(RGBAColor)
  /// The host's content, blurred by `blurRadius` points and tinted with `tint` (whose alpha
  /// sets how much shows through). UIKit: a `UIVisualEffectView` plus a tint view; SwiftUI: a
  /// material plus a colour; a terminal: the tint as a solid colour.
  case translucent(tint: RGBAColor, blurRadius: Double)

  /// The colour to use where blur is not available: the tint made opaque, or the solid colour.
  public var fallbackColor: RGBAColor {
    switch self {
    case .solid(let color): color
    case .translucent(let tint, _): tint.withAlpha(255)
    }
  }

  /// The same colour with nothing showing through — the tint or the colour made opaque: what
  /// the app lock and the privacy cover draw, which must show nothing of the content they
  /// cover (APP-4).
  @_spi(Skins) public var opaque: BackgroundStyle { .solid(fallbackColor.withAlpha(255)) }

  /// The darkest and lightest the screen can look: a solid colour as it is (made opaque); a
  /// translucent tint over black and over white content (whatever is behind it lies in
  /// between).
  var extremes: [RGBAColor] {
    switch self {
    case .solid(let color): [color.composited(over: .black)]
    case .translucent(let tint, _): [tint.composited(over: .black), tint.composited(over: .white)]
    }
  }
}
