import Testing

@_spi(Skins) @testable import PasscodeCore

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

  @Test("an app's own header view gets the header slot, even in themes that hide the app header")
  func customHeaderShowsTheSlot() {
    for preset in PasscodeTheme.Preset.allCases {
      let themes = PasscodeThemes(preset)
      for appearance in Appearance.allCases {
        var expected = themes.theme(appearance)
        #expect(themes.theme(appearance, customHeader: false) == expected)
        expected.showsAppHeader = true
        #expect(themes.theme(appearance, customHeader: true) == expected, "\(preset) \(appearance)")
      }
    }
    #expect(!PasscodeThemes(.classic).theme(.light).showsAppHeader, "a theme that hides it")
  }

  @Test func ownThemesStayApart() {
    let themes = PasscodeThemes(light: .classic(.dark), dark: .translucentTeal(.light))
    #expect(themes.theme(.light) == .classic(.dark))
    #expect(themes.theme(.dark) == .translucentTeal(.light))
  }
}
