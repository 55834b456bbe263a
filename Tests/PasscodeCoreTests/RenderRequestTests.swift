import Testing

@testable import PasscodeCore

@Suite("RenderRequest")
struct RenderRequestTests {
  @Test("defaults: iPhone 15, portrait, large text, default theme, light, empty, English, SVG")
  func defaults() throws {
    let request = try RenderRequest.parse()
    #expect(request == RenderRequest())
    #expect(request.device == .iPhone15)
    #expect(request.canvas == LayoutSize(width: 393, height: 852))
    #expect(request.safeArea == LayoutInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(request.format == .svg && request.state == .empty && request.locale == .english)
  }

  @Test("the command line's names for every option")
  func names() {
    #expect(
      DevicePreset.allCases.map(\.rawValue) == [
        "iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11", "ipad-13",
      ])
    #expect(
      TextSizeCategory.allCases.map(\.rawValue) == [
        "xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5",
      ])
    #expect(PasscodeTheme.Preset.allCases.map(\.rawValue) == ["default", "classic", "teal"])
    #expect(
      RenderRequest.State.allCases.map(\.rawValue) == [
        "empty", "partial", "error", "lockout", "locked",
      ])
    #expect(PasscodeLocale.allCases.map(\.rawValue) == ["en", "de", "es", "ja", "ar"])
  }

  @Test("values parse case-insensitively")
  func parsing() throws {
    let request = try RenderRequest.parse(
      device: "iPad-11", orientation: "Landscape", textSize: "AX2", theme: "teal",
      appearance: "dark", state: "lockout", locale: "ar", format: "json")
    #expect(request.device == .iPad11)
    #expect(request.orientation == .landscape)
    #expect(request.textSize == .accessibilityLarge)
    #expect(request.theme == .translucentTeal)
    #expect(request.appearance == .dark && request.state == .lockout)
    #expect(request.locale == .arabic && request.format == .json)
  }

  @Test("a bad value names the option and the values it takes")
  func badValues() {
    #expect(
      throws: RenderError.invalidValue(
        option: "theme", value: "pink", allowed: ["default", "classic", "teal"])
    ) {
      try RenderRequest.parse(theme: "pink")
    }
    let checks: [(String, () throws -> RenderRequest)] = [
      ("device", { try RenderRequest.parse(device: "iphone-4") }),
      ("orientation", { try RenderRequest.parse(orientation: "sideways") }),
      ("text-size", { try RenderRequest.parse(textSize: "huge") }),
      ("appearance", { try RenderRequest.parse(appearance: "dim") }),
      ("state", { try RenderRequest.parse(state: "broken") }),
      ("locale", { try RenderRequest.parse(locale: "fr") }),
      ("format", { try RenderRequest.parse(format: "png") }),
    ]
    for (option, make) in checks {
      do {
        _ = try make()
        Issue.record("--\(option) accepted a bad value")
      } catch let error as RenderError {
        guard case .invalidValue(let named, _, let allowed) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(named == option)
        #expect(!allowed.isEmpty)
        #expect(error.message.hasPrefix("'") && error.message.contains("--\(option)"))
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("explicit sizes and safe areas; landscape swaps the size and rotates the insets")
  func explicitCanvas() throws {
    let request = try RenderRequest.parse(
      size: "390X844", safeArea: "47, 0, 34, 0", orientation: "landscape")
    #expect(request.device == nil)
    #expect(request.canvas == LayoutSize(width: 844, height: 390))
    #expect(request.safeArea == LayoutInsets(top: 0, left: 47, bottom: 0, right: 34))
    #expect(request.biometry == .faceID)
    #expect(try RenderRequest.parse(size: "320x568").safeArea == .zero)
    #expect(try RenderRequest.parse(device: "iphone-se").biometry == .touchID)
    #expect(try RenderRequest.parse(device: "ipad-13", safeArea: "0,0,0,0").safeArea == .zero)
  }

  @Test(
    "malformed sizes and safe areas are refused with what to write instead",
    arguments: [
      "390", "390x", "x844", "0x844", "390x5000", "abcxdef", "390x844x2", "-390x844", "nanx844",
    ])
  func badSizes(size: String) {
    #expect(throws: RenderError.invalidSize(size)) { try RenderRequest.parse(size: size) }
    #expect(RenderError.invalidSize(size).message.contains("WIDTHxHEIGHT"))
  }

  @Test("safe areas need four non-negative numbers and must leave room")
  func badSafeAreas() {
    for text in ["1,2,3", "1,2,3,4,5", "-1,0,0,0", "a,b,c,d", "1,,2,3", "inf,0,0,0"] {
      #expect(throws: RenderError.invalidSafeArea(text)) { try RenderRequest.parse(safeArea: text) }
    }
    #expect(throws: RenderError.safeAreaTooLarge) {
      try RenderRequest.parse(size: "300x300", safeArea: "60,0,60,0")
    }
    #expect(throws: RenderError.deviceAndSize) {
      try RenderRequest.parse(device: "iphone-se", size: "320x480")
    }
  }

  @Test("the states come from driving a real PasscodeScreen")
  func states() throws {
    func screen(_ state: String) throws -> PasscodeScreen {
      try RenderRequest.parse(state: state).makeScreen()
    }
    #expect(try screen("empty").dots == .fixed(filled: 0, total: 6))
    #expect(try screen("partial").dots == .fixed(filled: 2, total: 6))
    let error = try screen("error")
    #expect(error.message?.text == LocalizedText(.wrongPasscode, .number(6)))
    #expect(error.isInputEnabled, "the dots have cleared")
    #expect(try screen("lockout").lockoutRemaining == .seconds(299))
    #expect(try screen("locked").isPermanentlyLocked)
    #expect(try screen("empty").accessoryKey == .biometrics(.faceID))
  }
}
