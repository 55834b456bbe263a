#if canImport(SwiftUI)
  @_spi(Skins) import PasscodeCore
  import SwiftUI

  /// Plays a `WrongCodeAnimation` on the dots: SwiftUI animates `signals` from one whole
  /// number to the next with `withAnimation(.linear(duration:))`, and this modifier samples the
  /// animation's frame at the fraction in between (iOS 16 has no keyframe animator).
  struct WrongCodeEffect: ViewModifier, Animatable {
    /// How many signals were played; the fraction is the progress of the one playing.
    var signals: Double
    let animation: WrongCodeAnimation

    var animatableData: Double {
      get { signals }
      set { signals = newValue }
    }

    func body(content: Content) -> some View {
      let frame = animation.frame(at: signals - signals.rounded(.down))
      content.offset(x: frame.offset).opacity(frame.opacity)
    }
  }
#endif
