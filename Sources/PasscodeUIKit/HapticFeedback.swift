#if canImport(UIKit)
  import PasscodeCore
  import UIKit

  /// Plays the passcode screen's haptics (``PasscodeScreen/Effect/haptic(_:)``).
  ///
  /// PasscodeKit uses ``SystemHapticFeedback``; pass ``NoHapticFeedback`` to stay silent (or
  /// your own implementation to route haptics elsewhere).
  @MainActor
  public protocol HapticFeedback: AnyObject {
    /// Wakes the haptic engine so that the next haptic plays without delay.
    func prepare()
    /// Plays `haptic`.
    func play(_ haptic: PasscodeScreen.Haptic)
  }

  /// Haptics on the device's Taptic Engine: a light impact for a key press, the system's error
  /// and success notifications for a wrong code and a success.
  @MainActor
  public final class SystemHapticFeedback: HapticFeedback {
    private let impact = UIImpactFeedbackGenerator(style: .light)
    private let notification = UINotificationFeedbackGenerator()

    /// Creates the feedback.
    public init() {}

    /// Prepares both generators.
    public func prepare() {
      impact.prepare()
      notification.prepare()
    }

    /// Plays `haptic` on the matching generator.
    public func play(_ haptic: PasscodeScreen.Haptic) {
      switch haptic {
      case .tap: impact.impactOccurred()
      case .error: notification.notificationOccurred(.error)
      case .success: notification.notificationOccurred(.success)
      }
    }
  }

  /// No haptics at all.
  @MainActor
  public final class NoHapticFeedback: HapticFeedback {
    /// Creates the feedback.
    public init() {}

    /// Does nothing.
    public func prepare() {}

    /// Does nothing.
    public func play(_ haptic: PasscodeScreen.Haptic) {}
  }
#endif
