import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore

@Suite("PasscodeTheme")
struct PasscodeThemeTests {
  /// WCAG 2 relative luminance.
  private func luminance(_ color: (Double, Double, Double)) -> Double {
    func linear(_ channel: Double) -> Double {
      let c = channel / 255
      return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
  }

  /// `color` drawn over an opaque `background`.
  private func over(_ color: RGBAColor, _ background: (Double, Double, Double))
    -> (Double, Double, Double)
  {
    let a = color.opacity
    return (
      Double(color.red) * a + background.0 * (1 - a),
      Double(color.green) * a + background.1 * (1 - a),
      Double(color.blue) * a + background.2 * (1 - a)
    )
  }

  private func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// The backgrounds text may sit on: a solid colour, or a translucent tint over white or
  /// black host content (the blur does not make content darker or lighter than those); each
  /// also under the iPad panel.
  private func backgrounds(_ theme: PasscodeTheme) -> [(Double, Double, Double)] {
    let screens: [(Double, Double, Double)] =
      switch theme.background {
      case .solid(let color): [over(color, (0, 0, 0))]
      case .translucent(let tint, _): [over(tint, (255, 255, 255)), over(tint, (0, 0, 0))]
      }
    return screens + screens.map { over(theme.panelFill, $0) }
  }

  static let all: [PasscodeTheme] = PasscodeTheme.Preset.allCases.flatMap { preset in
    Appearance.allCases.map { preset.theme($0) }
  }

  @Test(
    "text is readable (WCAG AA 4.5:1) and dots visible (3:1) on every preset",
    arguments: PasscodeTheme.Preset.allCases, Appearance.allCases)
  func contrastRatios(preset: PasscodeTheme.Preset, appearance: Appearance) {
    let theme = preset.theme(appearance)
    for background in backgrounds(theme) {
      for (name, color) in [
        ("title", theme.titleColor), ("secondary", theme.secondaryTextColor),
        ("error", theme.errorColor), ("buttons", theme.buttonTextColor),
      ] {
        #expect(contrast(over(color, background), background) >= 4.5, "\(name)")
      }
      #expect(contrast(over(theme.dotFilledColor, background), background) >= 3, "filled dot")
      #expect(contrast(over(theme.dotEmptyColor, background), background) >= 3, "empty dot")
      let key = over(theme.keyFill, background)
      #expect(contrast(over(theme.keyTextColor, key), key) >= 4.5, "digits on keys")
      // The digit identifies a key (WCAG 1.4.11 asks no more); its shape must still be
      // distinguishable from the background by its fill or its outline.
      let outline = over(theme.keyStroke, background)
      let distinct = contrast(key, background) >= 1.05 || contrast(outline, background) >= 1.3
      #expect(distinct, "key shape")
    }
  }

  @Test("default: rounded squares and an app header, not the iOS lock screen (guideline 5.2.5)")
  func defaultPreset() {
    for appearance in Appearance.allCases {
      let theme = PasscodeTheme.default(appearance)
      #expect(theme.keyShape == .roundedSquare)
      #expect(theme.showsAppHeader)
      #expect(theme.keyCornerRadius > 0 && theme.keyCornerRadius < 0.5)
    }
  }

  @Test("classic: outlined circles, white on dark")
  func classicPreset() {
    let dark = PasscodeTheme.classic(.dark)
    #expect(dark.keyShape == .circle)
    #expect(dark.keyFill.alpha == 0 && dark.keyStrokeWidth > 0)
    #expect(dark.keyStroke == RGBAColor(red: 255, green: 255, blue: 255))
    #expect(luminance(over(dark.background.fallbackColor, (0, 0, 0))) < 0.05)
  }

  @Test("translucent teal: a blurred teal tint with white keys")
  func tealPreset() {
    for appearance in Appearance.allCases {
      let theme = PasscodeTheme.translucentTeal(appearance)
      guard case .translucent(let tint, let blur) = theme.background else {
        Issue.record("teal is translucent")
        return
      }
      #expect(blur > 0 && tint.alpha < 255)
      #expect(tint.green > tint.red && tint.blue > tint.red, "teal: green and blue over red")
      #expect(theme.keyFill.withAlpha(255) == RGBAColor(red: 255, green: 255, blue: 255))
    }
  }

  @Test("light and dark variants differ; presets differ from each other")
  func variantsDiffer() {
    for preset in PasscodeTheme.Preset.allCases {
      #expect(preset.theme(.light) != preset.theme(.dark))
    }
    #expect(Set(Self.all).count == Self.all.count)
  }

  @Test("corner radius: half the shorter side for circles, the theme's fraction for squares")
  func cornerRadius() {
    #expect(PasscodeTheme.classic(.dark).cornerRadius(forKeyWidth: 60, height: 40) == 20)
    var theme = PasscodeTheme.default(.light)
    theme.keyCornerRadius = 0.25
    #expect(theme.cornerRadius(forKeyWidth: 60, height: 40) == 10)
    theme.keyCornerRadius = 3
    #expect(theme.cornerRadius(forKeyWidth: 60, height: 40) == 20)
  }

  @Test("presets parse from their command-line names")
  func presetNames() {
    #expect(PasscodeTheme.Preset(rawValue: "default") == .default)
    #expect(PasscodeTheme.Preset(rawValue: "classic") == .classic)
    #expect(PasscodeTheme.Preset(rawValue: "teal") == .translucentTeal)
  }
}
