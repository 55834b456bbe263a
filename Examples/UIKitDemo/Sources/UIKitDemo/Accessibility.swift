#if canImport(UIKit)
  // The iOS 16.5 SDK declares UIKit's accessibility notifications as mutable globals, which
  // Swift 6 refuses to read. The one the demo needs is read here, in the one file that imports
  // UIKit with @preconcurrency (as PasscodeUIKit does).
  @preconcurrency import UIKit

  extension UIAccessibility {
    /// Has VoiceOver speak `text`.
    @MainActor
    static func announce(_ text: String) {
      post(notification: announcement, argument: text)
    }

    private static let announcement = UIAccessibility.Notification.announcement
  }
#endif
