#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Skins) import PasscodeCore
  import PasscodeUIKit
  import SwiftUI

  extension PasscodeThemes {
    /// The theme for the environment's `colorScheme`.
    ///
    /// ```swift
    /// .passcodeLock(controller, themes: PasscodeThemes(.translucentTeal))
    /// ```
    public func theme(for colorScheme: ColorScheme) -> PasscodeTheme {
      theme(colorScheme == .dark ? .dark : .light)
    }
  }

  extension PasscodeAppearance {
    /// The theme for the environment's `colorScheme` (PasscodeUIKit's `theme(_:)`: with the
    /// header slot when the app gives its own header).
    public func theme(for colorScheme: ColorScheme) -> PasscodeTheme {
      theme(colorScheme == .dark ? .dark : .light)
    }
  }
#endif
