@_spi(Skins) import PasscodeCore

#if canImport(SwiftUI) && os(iOS)
  import PasscodeUIKit

  /// How the passcode screens look and speak: PasscodeUIKit's `PasscodeAppearance`, the one
  /// value both skins draw from, named here so that a SwiftUI app needs no other import.
  public typealias PasscodeAppearance = PasscodeUIKit.PasscodeAppearance

  /// An app's own view in the passcode screen's header slot: PasscodeUIKit's `PasscodeHeader`
  /// (make one from a SwiftUI view with `PasscodeHeader(_:)`).
  public typealias PasscodeHeader = PasscodeUIKit.PasscodeHeader

  /// The device's haptics: PasscodeUIKit's `SystemHapticFeedback`, one implementation for both
  /// skins.
  public typealias SystemHapticFeedback = PasscodeUIKit.SystemHapticFeedback
#endif
