import Testing

@_spi(Skins) @testable import PasscodeCore

/// The status bar's text contrasts with the theme's background: light over dark colours (the
/// teal tint, every dark preset), dark over light ones.
@Suite struct StatusBarStyleTests {
  @Test func blackAndWhiteGetTheOppositeContent() {
    #expect(StatusBarStyle(background: .hex("#000000")) == .lightContent)
    #expect(StatusBarStyle(background: .hex("#FFFFFF")) == .darkContent)
  }

  @Test func luminanceFollowsTheWCAGWeights() {
    #expect(RGBAColor.hex("#000000").relativeLuminance == 0)
    #expect(abs(RGBAColor.hex("#FFFFFF").relativeLuminance - 1) < 1e-9)
    // Green weighs most, blue least.
    #expect(RGBAColor.hex("#00FF00").relativeLuminance > RGBAColor.hex("#FF0000").relativeLuminance)
    #expect(RGBAColor.hex("#FF0000").relativeLuminance > RGBAColor.hex("#0000FF").relativeLuminance)
  }

  /// Pure blue is dark enough for white text; pure red and a mid grey are not.
  @Test func mediumColoursGoTheWayOfMoreContrast() {
    #expect(StatusBarStyle(background: .hex("#0000FF")) == .lightContent)
    #expect(StatusBarStyle(background: .hex("#FF0000")) == .darkContent)
    #expect(StatusBarStyle(background: .hex("#00FF00")) == .darkContent)
    #expect(StatusBarStyle(background: .hex("#808080")) == .darkContent)
    #expect(StatusBarStyle(background: .hex("#595959")) == .lightContent)
  }

  @Test func alphaIsIgnored() {
    let teal = RGBAColor.hex("#0C625A")
    #expect(
      StatusBarStyle(background: teal.withAlpha(40)) == StatusBarStyle(background: teal))
  }

  @Test func everyPresetsStatusBarIsReadable() {
    let expected: [PasscodeTheme.Preset: [Appearance: StatusBarStyle]] = [
      .default: [.light: .darkContent, .dark: .lightContent],
      .classic: [.light: .darkContent, .dark: .lightContent],
      .translucentTeal: [.light: .lightContent, .dark: .lightContent],
    ]
    for preset in PasscodeTheme.Preset.allCases {
      for appearance in [Appearance.light, .dark] {
        let theme = PasscodeThemes(preset).theme(appearance)
        #expect(theme.statusBarStyle == expected[preset]?[appearance], "\(preset) \(appearance)")
      }
    }
  }

  /// A translucent background is judged by its tint made opaque, as drawn where blur is not
  /// available.
  @Test func aTranslucentBackgroundIsJudgedByItsTint() {
    var theme = PasscodeTheme.default(.light)
    theme.background = .translucent(tint: RGBAColor.hex("#0B3B37").withAlpha(20), blurRadius: 12)
    #expect(theme.statusBarStyle == .lightContent)
    theme.background = .translucent(tint: RGBAColor.hex("#F6F4EF").withAlpha(20), blurRadius: 12)
    #expect(theme.statusBarStyle == .darkContent)
  }
}
