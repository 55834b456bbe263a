#if os(iOS)
  import Foundation
  import PasscodeSwiftUI

  /// How long the app may stay in the background before it asks for the passcode again.
  enum GracePeriod: Int, CaseIterable {
    case immediately = 0
    case tenSeconds = 10
    case oneMinute = 60
    case fiveMinutes = 300

    var title: String {
      switch self {
      case .immediately: "Immediately"
      case .tenSeconds: "After 10 seconds"
      case .oneMinute: "After 1 minute"
      case .fiveMinutes: "After 5 minutes"
      }
    }
  }

  extension PasscodeTheme.Preset {
    /// The preset's name in the theme picker.
    var title: String {
      switch self {
      case .default: "PasscodeKit"
      case .classic: "Classic"
      case .translucentTeal: "Translucent teal"
      }
    }
  }
#endif
