#if canImport(SwiftUI)
  import PasscodeCore
  import SwiftUI

  extension Color {
    /// The SwiftUI colour of a theme token (sRGB).
    init(_ color: RGBAColor) {
      self.init(
        .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255,
        blue: Double(color.blue) / 255, opacity: color.opacity)
    }
  }

  extension Font.Weight {
    /// The SwiftUI weight of a theme font token.
    init(_ weight: FontToken.Weight) {
      switch weight {
      case .light: self = .light
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }

  extension Font {
    /// The system font at a size already scaled by the layout (so Dynamic Type does not scale
    /// it a second time) and a token's weight.
    static func passcode(size: Double, weight: FontToken.Weight) -> Font {
      .system(size: max(size, 1), weight: Font.Weight(weight))
    }
  }
#endif
