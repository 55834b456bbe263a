extension ShakeMotion {
  /// When each of ``offsets`` is reached, as a fraction of ``duration`` from 0 to 1, evenly
  /// spaced: the `keyTimes` of a `CAKeyframeAnimation`, or keyframe positions in SwiftUI.
  public var keyTimes: [Double] {
    let intervals = Double(offsets.count - 1)
    return offsets.indices.map { Double($0) / intervals }
  }

  /// ``duration`` in seconds, for animation APIs that take a `TimeInterval`.
  public var durationInSeconds: Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
