extension LayoutMetrics {
  /// These metrics with a theme's dot size and keypad gaps, each brought into its range; the
  /// minimums never exceed the preferred values. Metrics that ignore the text size (a
  /// terminal's cells) are returned as they are.
  func adjusted(by spacing: PasscodeTheme.Spacing) -> LayoutMetrics {
    guard scalesWithTextSize else { return self }
    func clamped(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
      guard let value, value.isFinite else { return nil }
      return min(max(value, range.lowerBound), range.upperBound)
    }
    typealias Ranges = PasscodeTheme.Spacing
    var metrics = self
    if let diameter = clamped(spacing.dotDiameter, Ranges.dotDiameterRange) {
      metrics.dotDiameter = diameter
    }
    if let gap = clamped(spacing.dotGap, Ranges.dotGapRange) {
      metrics.preferredDotGap = gap
      metrics.minimumDotGap = min(metrics.minimumDotGap, gap)
    }
    if let gap = clamped(spacing.keyColumnGap, Ranges.keyGapRange) {
      metrics.preferredKeyGap.width = gap
      metrics.minimumKeyGap.width = min(metrics.minimumKeyGap.width, gap)
    }
    if let gap = clamped(spacing.keyRowGap, Ranges.keyGapRange) {
      metrics.preferredKeyGap.height = gap
      metrics.minimumKeyGap.height = min(metrics.minimumKeyGap.height, gap)
    }
    return metrics
  }
}
