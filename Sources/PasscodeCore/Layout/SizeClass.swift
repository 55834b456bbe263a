/// How much room a dimension of the screen offers, as in UIKit's trait collection.
@_spi(Skins) public enum SizeClass: String, CaseIterable, Hashable, Sendable {
  /// Little room: an iPhone's width in portrait, its height in landscape.
  case compact
  /// Ample room: an iPad in full screen, in both dimensions.
  case regular

  /// The length from which a dimension counts as regular, in points.
  public static let regularMinimumLength = 600.0

  /// The size class of a dimension `length` points long, for canvases that do not come with
  /// trait collections (renders, tests): regular from ``regularMinimumLength``.
  public init(length: Double) {
    self = length >= Self.regularMinimumLength ? .regular : .compact
  }
}
