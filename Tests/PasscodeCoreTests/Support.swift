import Foundation
import PasscodeTestSupport

@_spi(Skins) @testable import PasscodeCore

/// A secret buffer holding `text`'s UTF-8 bytes (tests only: real input never passes through a
/// `String`).
func code(_ text: String) -> SecretBuffer {
  SecretBuffer(utf8: text)
}

/// The bytes a buffer holds, copied out for assertions.
func bytes(of buffer: SecretBuffer) -> [UInt8] {
  buffer.withUnsafeBytes { Array($0) }
}

/// Distinct wrong codes, so the duplicate-guess rule never applies.
func wrongCode(_ index: Int) -> SecretBuffer {
  code(String(format: "9%05d", index * 7 + 3))
}

/// `screen` laid out on an iPhone 15 in portrait, in English, for the app "Notes"; the app
/// header shows as the theme says unless `showsAppHeader` overrides it.
func iPhoneScene(
  _ screen: PasscodeScreen, theme: PasscodeTheme = .default(.light), showsAppHeader: Bool? = nil
) -> PasscodeScene {
  let device = DevicePreset.iPhone15
  let input = KeypadLayout.Input(
    canvas: device.size, safeArea: device.safeArea, theme: theme,
    elements: screen.layoutElements(showsAppHeader: showsAppHeader ?? theme.showsAppHeader),
    dotCount: screen.layoutDotCount)
  return PasscodeScene(
    screen: screen, layout: input, localizer: Localizer(.english), appName: "Notes")
}
