/// A width and a height, in points on iOS or in character cells in a terminal.
@_spi(Skins) public struct LayoutSize: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The same size turned a quarter: width and height swapped.
  public var swapped: LayoutSize { LayoutSize(width: height, height: width) }
}
