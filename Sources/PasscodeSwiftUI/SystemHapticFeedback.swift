#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import PasscodeCore
  import UIKit

  /// The device's haptics (PasscodeCore's `HapticFeedback`): a light impact for a key press,
  /// the system's error and success notifications for a wrong code or lockout and for a
  /// finished flow. Pass `NoHapticFeedback` to stay silent.
  @MainActor
  public final class SystemHapticFeedback: HapticFeedback {
    private let tap = UIImpactFeedbackGenerator(style: .light)
    private let notification = UINotificationFeedbackGenerator()

    /// Creates the haptics.
    public init() {}

    /// Readies both generators.
    public func prepare() {
      tap.prepare()
      notification.prepare()
    }

    /// Plays `haptic` on the Taptic Engine.
    public func play(_ haptic: PasscodeScreen.Haptic) {
      switch haptic {
      case .tap: tap.impactOccurred()
      case .error: notification.notificationOccurred(.error)
      case .success: notification.notificationOccurred(.success)
      }
    }
  }
#endif
