#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  import SwiftUI

  /// What is behind the passcode screen, from the theme: an opaque colour, or the host's content
  /// through a material blur under the theme's tint. Also the privacy cover.
  ///
  /// SwiftUI's materials have a fixed blur, so `BackgroundStyle.translucent(tint:blurRadius:)`'s
  /// radius is not applied; `.ultraThinMaterial` stands in for it.
  struct PasscodeBackground: View {
    let style: PasscodeCore.BackgroundStyle

    var body: some View {
      switch style {
      case .solid(let color):
        Color(color)
      case .translucent(let tint, _):
        Rectangle().fill(.ultraThinMaterial).overlay(Color(tint))
      }
    }
  }
#endif
