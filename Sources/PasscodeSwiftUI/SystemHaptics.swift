#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import PasscodeCore
  import UIKit

  /// The device's haptics: a light impact for a key press, the system's error and success
  /// notifications for a wrong code or lockout and for a finished flow.
  @MainActor
  public final class SystemHaptics: PasscodeHaptics {
    private let tap = UIImpactFeedbackGenerator(style: .light)
    private let notification = UINotificationFeedbackGenerator()

    /// Creates the haptics and readies the generators.
    public init() {
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
