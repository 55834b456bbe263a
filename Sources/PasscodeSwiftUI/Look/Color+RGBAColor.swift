#if canImport(SwiftUI) && os(iOS)
  @_spi(Skins) import PasscodeCore
  @_spi(Skins) import PasscodeUIKit
  import SwiftUI
  import UIKit

  extension Color {
    /// The SwiftUI colour of a theme token, in extended sRGB: a colour outside sRGB (Display
    /// P3) keeps its components.
    public init(_ color: RGBAColor) {
      self.init(
        .sRGB, red: color.extendedRed, green: color.extendedGreen, blue: color.extendedBlue,
        opacity: color.opacity)
    }
  }

  extension RGBAColor {
    /// The colour `color` shows in `appearance`: a dynamic colour (`.accentColor`, an asset
    /// catalog colour) resolved for that colour scheme, read in extended sRGB (through
    /// `UIColor`, as ``PasscodeUIKit`` reads colours).
    public init(_ color: Color, in appearance: Appearance = .light) {
      self.init(UIColor(color), in: appearance)
    }
  }

  extension PasscodeThemes {
    /// Themes in an app's brand colours (`PasscodeTheme.init(brand:appearance:base:)`):
    /// dynamic colours give their light variant to the light theme and their dark variant to
    /// the dark one; every other colour is derived with readable contrast.
    ///
    /// ```swift
    /// let themes = PasscodeThemes(accent: Color("Brand"), background: Color("Paper"))
    /// ```
    public init(
      accent: Color, background: Color? = nil, text: Color? = nil,
      base: PasscodeTheme.Preset = .default
    ) {
      self.init(
        accent: UIColor(accent), background: background.map { UIColor($0) },
        text: text.map { UIColor($0) }, base: base)
    }
  }

  extension Font {
    /// The font of an element's style, exactly as the UIKit skin draws it
    /// (`UIFont.passcode(_:)`: the family, a missing font falling back to the system font),
    /// at the size the layout already scaled for Dynamic Type.
    static func passcode(_ style: FrameElementStyle) -> Font {
      Font(UIFont.passcode(style) as CTFont)
    }
  }
#endif
