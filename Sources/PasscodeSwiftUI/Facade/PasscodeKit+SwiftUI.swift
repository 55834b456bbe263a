@_spi(Skins) import PasscodeCore

#if canImport(SwiftUI) && os(iOS)
  import PasscodeUIKit

  /// The app's passcode lock: PasscodeUIKit's `PasscodeKit`, the one facade both skins share
  /// (configure it with `PasscodeKit.configure(_:)`; ``PasscodeController`` observes it).
  public typealias PasscodeKit = PasscodeUIKit.PasscodeKit
#endif
