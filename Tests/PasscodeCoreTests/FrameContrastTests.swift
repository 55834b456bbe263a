import Foundation
import PasscodeRender
import Testing

@_spi(Skins) @testable import PasscodeCore

/// WCAG 2.2 contrast of every element as a scene draws it (``ScreenFrame/style(of:)``), for
/// every preset in both appearances and a spread of brand themes, in every screen state,
/// on a phone and on an iPad (whose panel the texts sit on).
///
/// - Text (title, subtitle, message, app name, words on keys and buttons, digits on their
///   key): 4.5:1 against what it is drawn on (1.4.3).
/// - Graphics (dots, the app icon's padlock against its tile): 3:1 (1.4.11).
/// - A key: its boundary (fill or outline) 3:1 against the background; where the keys have
///   no boundary that reaches it, the key is seen by its digit, which then needs 3:1 against
///   the background.
/// - A dimmed key (disabled during a lockout): exempt from 4.5:1 and from the boundary rule
///   (1.4.3 and 1.4.11 exempt inactive controls), but its digit keeps 3:1 against its key so
///   that it still reads as a key.
///
/// Opacity is composited as the renderers draw it: an element's parts as one group, at the
/// element's opacity, over the panel (iPad) and the screen's background. A translucent
/// background is judged over host content from black to white.
@Suite("Contrast of every element, theme, appearance and state (WCAG 2.2)")
struct FrameContrastTests {
  /// A theme to sweep and how a render request asks for it.
  struct Subject: CustomTestStringConvertible, Sendable {
    let name: String
    let preset: PasscodeTheme.Preset
    let appearance: Appearance
    let brand: BrandColors?

    var testDescription: String { name }

    func request(_ state: RenderRequest.State, device: DevicePreset) -> RenderRequest {
      var request = RenderRequest(
        device: device, theme: preset, appearance: appearance, state: state)
      request.brand = brand
      return request
    }
  }

  static let presets: [Subject] = PasscodeTheme.Preset.allCases.flatMap { preset in
    Appearance.allCases.map { appearance in
      Subject(
        name: "\(preset.rawValue) \(appearance)", preset: preset, appearance: appearance,
        brand: nil)
    }
  }

  /// Brand colours that are easy to get wrong: light and dark accents, no background or a
  /// light, dark or mid-grey one, and a text colour that barely reaches 4.5:1.
  static let brands: [Subject] = {
    let colours: [(String, BrandColors)] = [
      ("yellow", BrandColors(accent: .hex("#FFD60A"))),
      ("green on white", BrandColors(accent: .hex("#34C759"), background: .hex("#FFFFFF"))),
      ("blue on black", BrandColors(accent: .hex("#0A84FF"), background: .hex("#000000"))),
      ("pink on navy", BrandColors(accent: .hex("#FF2D55"), background: .hex("#1B2A4A"))),
      ("white on cream", BrandColors(accent: .hex("#FFFFFF"), background: .hex("#FFF4D6"))),
      ("black on grey", BrandColors(accent: .hex("#000000"), background: .hex("#777777"))),
      (
        "grey text on white",
        BrandColors(accent: .hex("#8E8E93"), background: .hex("#FFFFFF"), text: .hex("#767676"))
      ),
      (
        "grey text on black",
        BrandColors(accent: .hex("#8E8E93"), background: .hex("#000000"), text: .hex("#8A8A8A"))
      ),
    ]
    return colours.flatMap { name, brand in
      PasscodeTheme.Preset.allCases.flatMap { preset in
        Appearance.allCases.map { appearance in
          Subject(
            name: "brand \(name) on \(preset.rawValue) \(appearance)", preset: preset,
            appearance: appearance, brand: brand)
        }
      }
    }
  }()

  /// What the screen's background can be: the solid colour, or the translucent tint over
  /// host content from black to white (a coloured content's luminance lies in between; these
  /// steps find the worst case of a colour whose luminance falls inside that range too).
  static func grounds(_ theme: PasscodeTheme) -> [RGBAColor] {
    switch theme.background {
    case .solid(let color): return [color.composited(over: .black)]
    case .translucent(let tint, _):
      return stride(from: 0, through: 255, by: 15).map { grey in
        tint.composited(over: RGBAColor(red: UInt8(grey), green: UInt8(grey), blue: UInt8(grey)))
      }
    }
  }

  /// `color` as a pixel of a group drawn at `opacity` over the opaque `under`.
  static func drawn(_ color: RGBAColor, opacity: Double, over under: RGBAColor) -> RGBAColor {
    color.withOpacity(color.opacity * opacity).composited(over: under)
  }

  /// One measured contrast and its minimum.
  struct Measure {
    let what: String
    let ratio: Double
    let minimum: Double
  }

  /// Every contrast the scene's elements must keep, on one background.
  static func measures(_ scene: ScreenFrame, ground: RGBAColor) -> [Measure] {
    let theme = scene.theme
    let panel = scene.elements.first { $0.kind == .panel }
    var result: [Measure] = []
    func need(_ what: String, _ top: RGBAColor, on under: RGBAColor, _ minimum: Double) {
      result.append(Measure(what: what, ratio: top.contrastRatio(on: under), minimum: minimum))
    }
    let text = RGBAColor.minimumTextContrast
    let graphic = RGBAColor.minimumGraphicContrast
    for element in scene.elements where element.kind != .panel {
      let style = scene.style(of: element)
      let opacity = style.opacity
      var under = ground
      if let panel, panel.frame.contains(element.frame) {
        under = theme.panelFill.composited(over: ground)
      }
      // Only what cannot be used now is dimmed; it needs to read as what it is, not as text.
      let dimmed = opacity < 1
      if dimmed {
        #expect(!scene.screen.isEnabled(element.kind), "\(element.id) is dimmed but works")
      }
      let textMinimum = dimmed ? graphic : text
      let id = element.id
      switch style.shape {
      case .panel:
        break
      case .none:
        need(
          "\(id) text", drawn(style.textColor, opacity: opacity, over: under), on: under,
          textMinimum)
      case .appHeader:
        need("\(id) name", drawn(style.textColor, opacity: opacity, over: under), on: under, text)
        let tile = drawn(style.fill ?? theme.dotFilledColor, opacity: opacity, over: under)
        // Every renderer draws the padlock in white (SVG, UIKit and SwiftUI skins).
        need(
          "\(id) padlock on its tile", drawn(.white, opacity: opacity, over: tile), on: tile,
          graphic)
      case .key:
        let fill = style.fill ?? theme.keyFill
        let key = drawn(fill, opacity: opacity, over: under)
        let digit = drawn(style.textColor.composited(over: fill), opacity: opacity, over: under)
        need("\(id) digit on its key", digit, on: key, textMinimum)
        if !dimmed {
          let pressed = theme.keyPressedFill.composited(over: under)
          need(
            "\(id) digit on its pressed key", style.textColor.composited(over: pressed),
            on: pressed, text)
        }
        // A dimmed key is inactive: 1.4.11 asks nothing of its shape; its digit on it (above)
        // keeps it reading as a key.
        guard !dimmed else { break }
        var boundary = key.contrastRatio(on: under)
        if theme.keyStrokeWidth > 0, theme.keyStroke.alpha > 0 {
          let stroke = drawn(theme.keyStroke, opacity: opacity, over: under)
          boundary = max(boundary, stroke.contrastRatio(on: under))
        }
        if boundary >= graphic {
          result.append(Measure(what: "\(id) key boundary", ratio: boundary, minimum: graphic))
        } else {
          need("\(id) digit, the key's only visible part", digit, on: under, graphic)
        }
      case .dots:
        let fills = Set(scene.screen.dotFills)
        if fills.contains(true) {
          need(
            "filled dot", drawn(theme.dotFilledColor, opacity: opacity, over: under), on: under,
            graphic)
        }
        if fills.contains(false) {
          need(
            "empty dot", drawn(theme.dotEmptyColor, opacity: opacity, over: under), on: under,
            graphic)
        }
      }
    }
    return result
  }

  /// The measures below their minimum, one line per element kind and device with the states
  /// it fails in and its worst figure over the backgrounds.
  static func failures(_ subject: Subject) -> [String] {
    var worst: [String: (ratio: Double, minimum: Double, states: [String])] = [:]
    for state in RenderRequest.State.allCases {
      for device in [DevicePreset.iPhone15, .iPad11] {
        let scene = subject.request(state, device: device).frame()
        for ground in grounds(scene.theme) {
          for measure in measures(scene, ground: ground) where measure.ratio < measure.minimum {
            let digitKey = measure.what.range(of: #"^key\.[0-9] "#, options: .regularExpression)
            let what = digitKey.map { measure.what.replacingCharacters(in: $0, with: "digit key ") }
            let key = "\(device.rawValue): \(what ?? measure.what)"
            var entry = worst[key] ?? (measure.ratio, measure.minimum, [])
            entry.ratio = min(entry.ratio, measure.ratio)
            if !entry.states.contains(state.rawValue) { entry.states.append(state.rawValue) }
            worst[key] = entry
          }
        }
      }
    }
    return worst.sorted { $0.key < $1.key }.map { key, entry in
      "\(key) \(String(format: "%.2f", entry.ratio)):1 < \(entry.minimum):1 "
        + "(\(entry.states.joined(separator: ", ")))"
    }
  }

  @Test("every preset, both appearances, every state", arguments: presets)
  func presetsMeetWCAG(subject: Subject) {
    let failures = Self.failures(subject)
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.joined(separator: "\n"))")
  }

  @Test("brand themes, every base and appearance, every state", arguments: brands)
  func brandsMeetWCAG(subject: Subject) {
    let failures = Self.failures(subject)
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.joined(separator: "\n"))")
  }

  @Test("the sweep fails a theme that breaks it: a faint title, and a key dimmed to nothing")
  func sweepCatchesFailures() throws {
    var request = RenderRequest(state: .lockout)
    var scene = request.frame()
    let ground = try #require(Self.grounds(scene.theme).first)
    #expect(Self.measures(scene, ground: ground).allSatisfy { $0.ratio >= $0.minimum })
    var faint = scene.theme
    faint.titleColor = ground.mixed(with: faint.titleColor, 0.2)
    faint.keyTextColor = faint.keyFill
    request = RenderRequest(state: .lockout)
    scene = ScreenFrame(
      screen: request.makeScreen(),
      layout: KeypadLayout.Input(
        canvas: request.canvas, safeArea: request.safeArea, textSize: .large,
        direction: .leftToRight, metrics: .iOS, theme: faint,
        elements: request.makeScreen().layoutElements(showsAppHeader: true), dotCount: 6),
      localizer: Localizer(.english), appName: "PasscodeKit")
    let failing = Self.measures(scene, ground: ground).filter { $0.ratio < $0.minimum }.map(\.what)
    #expect(failing.contains("title text"))
    #expect(failing.contains("key.5 digit on its key"))
  }
}
