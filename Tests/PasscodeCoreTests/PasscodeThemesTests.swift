import Testing

@testable import PasscodeCore

/// A theme per appearance.
@Suite struct PasscodeThemesTests {
  @Test func eachAppearanceGetsItsTheme() {
    for preset in PasscodeTheme.Preset.allCases {
      let themes = PasscodeThemes(preset)
      for appearance in Appearance.allCases {
        #expect(themes.theme(appearance) == preset.theme(appearance), "\(preset) \(appearance)")
      }
    }
    #expect(PasscodeThemes.default == PasscodeThemes(.default))
  }

  @Test func ownThemesStayApart() {
    let themes = PasscodeThemes(light: .classic(.dark), dark: .translucentTeal(.light))
    #expect(themes.theme(.light) == .classic(.dark))
    #expect(themes.theme(.dark) == .translucentTeal(.light))
  }
}
