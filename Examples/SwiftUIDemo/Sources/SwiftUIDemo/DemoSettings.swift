#if os(iOS)
  import Foundation
  import PasscodeSwiftUI

  /// The passcode types the settings offer.
  enum PasscodeType: String, CaseIterable {
    case fourDigits
    case sixDigits
    case anyLengthDigits
    case alphanumeric

    var format: PasscodeFormat {
      switch self {
      case .fourDigits: .numeric(length: 4)
      case .sixDigits: .numeric(length: 6)
      case .anyLengthDigits: .variableNumeric
      case .alphanumeric: .alphanumeric
      }
    }

    var title: String {
      switch self {
      case .fourDigits: "4 digits"
      case .sixDigits: "6 digits"
      case .anyLengthDigits: "Any number of digits"
      case .alphanumeric: "Letters and digits"
      }
    }
  }

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
