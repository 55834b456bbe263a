/// A rectangle: origin at the top left, y growing downwards (as in UIKit and terminals).
@_spi(Skins) public struct LayoutRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle at the origin with `size`.
  public init(size: LayoutSize) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The left edge.
  public var minX: Double { x }
  /// The top edge.
  public var minY: Double { y }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  var maxY: Double { y + height }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
  /// The size.
  var size: LayoutSize { LayoutSize(width: width, height: height) }

  /// Whether the two rectangles share an area. Rectangles that only touch along an edge do not
  /// overlap.
  func overlaps(_ other: LayoutRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `other` lies entirely within this rectangle (edges may touch).
  public func contains(_ other: LayoutRect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// This rectangle shrunk by `insets`.
  public func inset(by insets: LayoutInsets) -> LayoutRect {
    LayoutRect(
      x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// This rectangle shrunk by `amount` on every side.
  public func inset(by amount: Double) -> LayoutRect {
    inset(by: LayoutInsets(top: amount, left: amount, bottom: amount, right: amount))
  }

  /// This rectangle, given in `container`'s own coordinates (origin at its top-left corner),
  /// in the coordinates `container` is in: a key's ``KeyFace`` frames on the canvas.
  public func offset(to container: LayoutRect) -> LayoutRect {
    LayoutRect(x: container.x + x, y: container.y + y, width: width, height: height)
  }

  /// This rectangle reflected left-to-right within `container` (for right-to-left layouts).
  func mirrored(in container: LayoutRect) -> LayoutRect {
    LayoutRect(x: container.minX + container.maxX - maxX, y: y, width: width, height: height)
  }
}
