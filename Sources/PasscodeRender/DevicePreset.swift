@_spi(Skins) import PasscodeCore

/// Devices a ``RenderRequest`` can be drawn for, in portrait, in points.
///
/// The raw values are stable names for the presets: `iphone-se`, `iphone-15`,
/// `iphone-15-pro-max`, `ipad-11` and `ipad-13`.
package enum DevicePreset: String, CaseIterable, Hashable, Sendable {
  /// iPhone SE (3rd generation): 375 × 667, Touch ID.
  case iPhoneSE = "iphone-se"
  /// iPhone 15: 393 × 852, Face ID.
  case iPhone15 = "iphone-15"
  /// iPhone 15 Pro Max: 430 × 932, Face ID.
  case iPhone15ProMax = "iphone-15-pro-max"
  /// iPad Pro 11-inch: 834 × 1194, Face ID.
  case iPad11 = "ipad-11"
  /// iPad Pro 13-inch: 1032 × 1376, Face ID.
  case iPad13 = "ipad-13"

  /// The screen in portrait.
  package var size: LayoutSize {
    switch self {
    case .iPhoneSE: LayoutSize(width: 375, height: 667)
    case .iPhone15: LayoutSize(width: 393, height: 852)
    case .iPhone15ProMax: LayoutSize(width: 430, height: 932)
    case .iPad11: LayoutSize(width: 834, height: 1194)
    case .iPad13: LayoutSize(width: 1032, height: 1376)
    }
  }

  /// The safe area in portrait: status bar or Dynamic Island at the top, home indicator at
  /// the bottom.
  package var safeArea: LayoutInsets {
    switch self {
    case .iPhoneSE: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)
    case .iPhone15, .iPhone15ProMax: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)
    case .iPad11, .iPad13: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0)
    }
  }

  /// The biometric sensor.
  package var biometry: BiometryKind {
    self == .iPhoneSE ? .touchID : .faceID
  }
}
