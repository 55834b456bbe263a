import Foundation
import PasscodeRender
import PasscodeTestSupport

@_spi(Skins) @testable import PasscodeCore

/// `screen` laid out on an iPhone 15 in portrait, in English, for the app "Notes"; the app
/// header shows as the theme says unless `showsAppHeader` overrides it.
func iPhoneScene(
  _ screen: PasscodeScreen, theme: PasscodeTheme = .default(.light), showsAppHeader: Bool? = nil
) -> ScreenFrame {
  let device = DevicePreset.iPhone15
  let input = KeypadLayout.Input(
    canvas: device.size, safeArea: device.safeArea, theme: theme,
    elements: screen.layoutElements(showsAppHeader: showsAppHeader ?? theme.showsAppHeader),
    dotCount: screen.layoutDotCount)
  return ScreenFrame(
    screen: screen, layout: input, localizer: Localizer(.english), appName: "Notes")
}
