/// Distances from the edges of a canvas, such as the safe area (the notch, the home indicator).
///
/// Left and right are physical sides, as in `UIView.safeAreaInsets`, not leading and trailing.
@_spi(Skins) public struct LayoutInsets: Hashable, Sendable {
  /// The distance from the top edge.
  public var top: Double
  /// The distance from the left edge.
  public var left: Double
  /// The distance from the bottom edge.
  public var bottom: Double
  /// The distance from the right edge.
  public var right: Double

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The insets of a portrait device turned to landscape with its top to the left: the top
  /// inset (the notch) becomes the left one, the bottom (home indicator) the right one, and so
  /// on round the edges.
  public var rotatedToLandscape: LayoutInsets {
    LayoutInsets(top: right, left: top, bottom: left, right: bottom)
  }
}
