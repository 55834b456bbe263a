@_spi(Skins) import PasscodeCore
@_spi(Skins) import PasscodeRender
import Testing

@Suite("RenderRequest")
struct RenderRequestTests {
  @Test("defaults: iPhone 15, portrait, large text, default theme, light, empty, English, SVG")
  func defaults() {
    let request = RenderRequest()
    #expect(request.device == .iPhone15)
    #expect(request.canvas == LayoutSize(width: 393, height: 852))
    #expect(request.safeArea == LayoutInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(request.orientation == .portrait && request.textSize == .large)
    #expect(request.theme == .default && request.appearance == .light)
    #expect(request.format == .svg && request.state == .empty && request.locale == .english)
    #expect(request.biometry == .faceID)
  }

  @Test("every choice has stable names, in order (what a host shows and reads)")
  func names() {
    #expect(
      DevicePreset.allCases.map(\.rawValue) == [
        "iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11", "ipad-13",
      ])
    #expect(RenderRequest.Orientation.allCases.map(\.rawValue) == ["portrait", "landscape"])
    #expect(
      TextSizeCategory.allCases.map(\.rawValue) == [
        "xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5",
      ])
    #expect(PasscodeTheme.Preset.allCases.map(\.rawValue) == ["default", "classic", "teal"])
    #expect(Appearance.allCases.map(\.rawValue) == ["light", "dark"])
    #expect(
      RenderRequest.State.allCases.map(\.rawValue) == [
        "empty", "partial", "error", "lockout", "locked",
      ])
    #expect(PasscodeLocale.allCases.map(\.rawValue).prefix(1) == ["en"])
    #expect(PasscodeLocale.allCases.map(\.rawValue).contains("zh-HK"))
    #expect(RenderRequest.Format.allCases.map(\.rawValue) == ["svg", "json"])
  }

  @Test("a device gives its size, safe area and sensor; a safe area can replace the device's")
  func devices() {
    let se = RenderRequest(device: .iPhoneSE)
    #expect(se.portraitSize == LayoutSize(width: 375, height: 667))
    #expect(se.safeArea == LayoutInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(se.biometry == .touchID)
    let bare = RenderRequest(device: .iPad13, safeArea: .zero)
    #expect(bare.device == .iPad13 && bare.safeArea == .zero)
    #expect(bare.canvas == LayoutSize(width: 1032, height: 1376))
    for device in DevicePreset.allCases {
      let request = RenderRequest(device: device)
      #expect(request.portraitSize == device.size && request.portraitSafeArea == device.safeArea)
      #expect(request.biometry == device.biometry)
    }
  }

  @Test("explicit sizes have no device and offer Face ID; landscape swaps and rotates")
  func explicitCanvas() {
    let request = RenderRequest(
      size: LayoutSize(width: 390, height: 844),
      safeArea: LayoutInsets(top: 47, left: 0, bottom: 34, right: 0), orientation: .landscape)
    #expect(request.device == nil)
    #expect(request.canvas == LayoutSize(width: 844, height: 390))
    #expect(request.safeArea == LayoutInsets(top: 0, left: 47, bottom: 0, right: 34))
    #expect(request.biometry == .faceID)
    #expect(RenderRequest(size: LayoutSize(width: 320, height: 568)).safeArea == .zero)
  }

  @Test("the settings are kept as given")
  func settings() {
    let request = RenderRequest(
      device: .iPad11, orientation: .landscape, textSize: .accessibilityLarge,
      theme: .translucentTeal, appearance: .dark, state: .lockout, locale: .arabic,
      format: .json, appName: "Notes")
    #expect(request.device == .iPad11 && request.orientation == .landscape)
    #expect(request.textSize == .accessibilityLarge && request.theme == .translucentTeal)
    #expect(request.appearance == .dark && request.state == .lockout)
    #expect(request.locale == .arabic && request.format == .json && request.appName == "Notes")
    #expect(request.canvas == LayoutSize(width: 1194, height: 834))
    #expect(request != RenderRequest(device: .iPad11))
  }

  @Test("the format chooses SVG or JSON for the same scene")
  func format() {
    var request = RenderRequest(state: .partial)
    #expect(request.render() == request.frame().svg())
    request.format = .json
    #expect(request.render() == request.frame().json())
  }

  @Test("the states come from driving a real PasscodeScreen")
  func states() {
    func screen(_ state: RenderRequest.State) -> PasscodeScreen {
      RenderRequest(state: state).makeScreen()
    }
    #expect(screen(.empty).dots == .fixed(filled: 0, total: 6))
    #expect(screen(.partial).dots == .fixed(filled: 2, total: 6))
    let error = screen(.error)
    #expect(error.message?.text == LocalizedText(.wrongPasscode, .number(6)))
    #expect(error.isInputEnabled, "the dots have cleared")
    #expect(screen(.lockout).lockoutRemaining == .seconds(299))
    #expect(screen(.locked).isPermanentlyLocked)
    #expect(screen(.empty).accessoryKey == .biometrics(.faceID))
    #expect(
      RenderRequest(device: .iPhoneSE).makeScreen().accessoryKey == .biometrics(.touchID))
  }
}
