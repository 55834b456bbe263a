#if canImport(SwiftUI)
  import PasscodeCore
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
#endif
