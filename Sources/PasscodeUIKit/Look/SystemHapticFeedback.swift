#if canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import UIKit

  /// Haptics on the device's Taptic Engine (PasscodeCore's `HapticFeedback`): a light impact
  /// for a key press, the system's error and success notifications for a wrong code and a
  /// success. Pass `NoHapticFeedback` to stay silent, or your own implementation to route
  /// haptics elsewhere.
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
#endif
