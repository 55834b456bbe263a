#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// The row of dots: filled for each character entered, outlined for the rest of a
  /// fixed-length code. VoiceOver reads it as one element: "2 of 6 digits entered".
  final class PasscodeDotsView: UIView {
    private var dots: [CAShapeLayer] = []

    /// Every property `update` sets, with no implicit animation.
    private static let noImplicitActions: [String: any CAAction] = Dictionary(
      uniqueKeysWithValues: [
        "path", "fillColor", "strokeColor", "lineWidth", "hidden", "position", "bounds",
        "frame", "opacity", "contents", "sublayers", "onOrderIn", "onOrderOut",
      ].map { ($0, NSNull()) })

    /// Creates an empty row.
    override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = AccessibilityConstants.updatesFrequently
    }

    /// Not available: the row is made in code.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PasscodeDotsView is made in code")
    }

    /// Draws one dot per frame (in this view's coordinates), filled where `fills` says so.
    ///
    /// - Parameters:
    ///   - fills: `PasscodeScreen.dotFills`.
    ///   - frames: the dots' frames, relative to this view.
    ///   - theme: the colours.
    ///   - progress: what VoiceOver says.
    func update(fills: [Bool], frames: [CGRect], theme: PasscodeTheme, progress: String) {
      accessibilityLabel = progress
      // The dots change only as the screen says: no implicit fade when one fills, no slide
      // when the layout moves them (rotation). The wrong-code signal is an explicit animation.
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      defer { CATransaction.commit() }
      while dots.count < frames.count {
        let dot = CAShapeLayer()
        dot.actions = Self.noImplicitActions
        layer.addSublayer(dot)
        dots.append(dot)
      }
      let width = CGFloat(FrameElementStyle.emptyDotStrokeWidth)
      for (index, dot) in dots.enumerated() {
        dot.isHidden = index >= frames.count
        guard index < frames.count, index < fills.count else { continue }
        let filled = fills[index]
        let oval = filled ? frames[index] : frames[index].insetBy(dx: width / 2, dy: width / 2)
        dot.path = UIBezierPath(ovalIn: oval).cgPath
        dot.fillColor = filled ? UIColor(theme.dotFilledColor).cgColor : UIColor.clear.cgColor
        dot.strokeColor = UIColor(theme.dotEmptyColor).cgColor
        dot.lineWidth = filled ? 0 : width
      }
    }

    /// Plays the wrong-code signal: the frames of `animation` as keyframes — an additive
    /// horizontal shake, or under Reduce Motion a fade that moves nothing.
    func playWrongCode(_ animation: WrongCodeAnimation) {
      let keyTimes = animation.keyTimes.map { NSNumber(value: $0) }
      let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
      shake.values = animation.frames.map(\.offset)
      shake.isAdditive = true
      let fade = CAKeyframeAnimation(keyPath: "opacity")
      fade.values = animation.frames.map(\.opacity)
      let group = CAAnimationGroup()
      group.animations = [shake, fade]
      group.duration = animation.durationInSeconds
      for keyframes in [shake, fade] {
        keyframes.keyTimes = keyTimes
        keyframes.duration = group.duration
      }
      layer.add(group, forKey: "wrongCode")
    }
  }
#endif
