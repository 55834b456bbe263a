import Foundation
@_spi(Skins) import PasscodeCore
import Testing

@testable import PasscodeRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Golden files in `Tests/PasscodeRenderTests/Golden`, found from this source file's path.
/// `PASSCODEKIT_UPDATE_GOLDEN=1 swift test` rewrites them; otherwise any difference fails.
private enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static func check(_ actual: String, named name: String) throws {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["PASSCODEKIT_UPDATE_GOLDEN"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      actualLines.indices.first {
        $0 >= expectedLines.count || actualLines[$0] != expectedLines[$0]
      }
      ?? expectedLines.count - 1
    Issue.record(
      """
      \(name) differs from its golden file at line \(line + 1):
        expected: \(line < expectedLines.count ? expectedLines[line] : "<end>")
        actual:   \(line < actualLines.count ? actualLines[line] : "<end>")
      Check the change (render it, look at it), then rerun with PASSCODEKIT_UPDATE_GOLDEN=1.
      """)
  }
}

/// Parses the SVG as XML: well-formed or not.
private final class XMLCheck: NSObject, XMLParserDelegate {
  var elements: [String] = []
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append(name)
  }

  static func parse(_ text: String) -> [String]? {
    let parser = XMLParser(data: Data(text.utf8))
    let check = XMLCheck()
    parser.delegate = check
    return parser.parse() ? check.elements : nil
  }
}

@Suite("ScreenFrame: JSON and SVG renders")
struct ScreenFrameTests {
  /// Each golden file's request; the name spells it out (device or size, orientation, text
  /// size, theme, appearance, state, locale).
  static let goldens: [(name: String, request: RenderRequest, formats: [RenderRequest.Format])] =
    [
      (
        "iphone-15_portrait_l_default_light_empty_en",
        RenderRequest(
          device: .iPhone15, orientation: .portrait, textSize: .large, theme: .default,
          appearance: .light, state: .empty, locale: .english),
        [.json, .svg]
      ),
      (
        "iphone-se_landscape_ax3_classic_dark_error_de",
        RenderRequest(
          device: .iPhoneSE, orientation: .landscape, textSize: .accessibilityExtraLarge,
          theme: .classic, appearance: .dark, state: .error, locale: .german),
        [.json, .svg]
      ),
      (
        "ipad-11_portrait_xl_teal_light_lockout_ar",
        RenderRequest(
          device: .iPad11, orientation: .portrait, textSize: .extraLarge,
          theme: .translucentTeal, appearance: .light, state: .lockout, locale: .arabic),
        [.json, .svg]
      ),
      (
        "iphone-15-pro-max_landscape_m_default_dark_locked_ja",
        RenderRequest(
          device: .iPhone15ProMax, orientation: .landscape, textSize: .medium, theme: .default,
          appearance: .dark, state: .locked, locale: .japanese),
        [.json]
      ),
      (
        "320x568_portrait_ax5_default_light_partial_es",
        RenderRequest(
          size: LayoutSize(width: 320, height: 568),
          safeArea: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0), orientation: .portrait,
          textSize: .accessibilityExtraExtraExtraLarge, theme: .default, appearance: .light,
          state: .partial, locale: .spanish),
        [.svg]
      ),
    ]

  @Test("golden renders stay exactly the same", arguments: goldens.map(\.name))
  func goldenFiles(name: String) throws {
    let golden = try #require(Self.goldens.first { $0.name == name })
    for format in golden.formats {
      var request = golden.request
      request.format = format
      try Golden.check(request.render(), named: "\(name).\(format.rawValue)")
    }
  }

  private func json(_ request: RenderRequest) throws -> [String: Any] {
    var request = request
    request.format = .json
    let data = Data(request.render().utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func labels(_ object: [String: Any]) -> [String: String] {
    let elements = object["elements"] as? [[String: Any]] ?? []
    return Dictionary(
      uniqueKeysWithValues: elements.map { ($0["id"] as! String, $0["label"] as! String) })
  }

  @Test(
    "JSON: canvas, safe area, scrolling, content size and elements in that order; frames are the layout's"
  )
  func jsonShape() throws {
    let request = RenderRequest(device: .iPhone15, state: .partial, format: .json)
    let text = request.render()
    #expect(
      text.hasPrefix(
        #"{"canvas":{"width":393,"height":852},"safeArea":{"top":59,"left":0,"bottom":34,"right":0},"needsScrolling":false,"contentSize":{"width":393,"height":852},"elements":["#
      ))
    #expect(text.contains(#"{"id":"key.5","role":"key","label":"5","frame":{"x":"#))
    let object = try json(request)
    let elements = try #require(object["elements"] as? [[String: Any]])
    #expect(Set(elements.map { $0["id"] as! String }).count == elements.count, "unique ids")
    let scene = request.frame()
    for (element, parsed) in zip(scene.elements, elements) {
      let frame = try #require(parsed["frame"] as? [String: Double])
      #expect(
        frame == [
          "x": element.frame.x, "y": element.frame.y, "width": element.frame.width,
          "height": element.frame.height,
        ])
    }
    let five = try #require(scene.elements.first { $0.id == "key.5" })
    #expect(five.frame == scene.layout.frame(of: .five))
  }

  @Test(
    "JSON says when the screen must scroll: a tiny canvas at the largest text size does, with its content taller than the canvas; a phone at the default size does not"
  )
  func jsonScrolling() throws {
    let tiny = RenderRequest(
      size: LayoutSize(width: 320, height: 480), textSize: .accessibilityExtraExtraExtraLarge,
      state: .error)
    let scrolling = try json(tiny)
    #expect(scrolling["needsScrolling"] as? Bool == true)
    let content = try #require(scrolling["contentSize"] as? [String: Double])
    #expect(content["width"] == 320)
    #expect(try #require(content["height"]) > 480)
    #expect(
      content == [
        "width": tiny.frame().layout.contentSize.width,
        "height": tiny.frame().layout.contentSize.height,
      ])
    // What the key says is true: some element lies past the canvas, none past the content.
    let elements = try #require(scrolling["elements"] as? [[String: Any]])
    let bottoms = try elements.map { element in
      let frame = try #require(element["frame"] as? [String: Double])
      return try #require(frame["y"]) + #require(frame["height"])
    }
    #expect(bottoms.contains { $0 > 480 })
    #expect(bottoms.allSatisfy { $0 <= content["height"]! })

    for device in [DevicePreset.iPhone15, .iPhoneSE] {
      let phone = try json(RenderRequest(device: device, state: .error))
      #expect(phone["needsScrolling"] as? Bool == false, "\(device)")
      #expect(
        phone["contentSize"] as? [String: Double]
          == ["width": device.size.width, "height": device.size.height], "\(device)")
    }
  }

  @Test("JSON labels follow the state and the language")
  func jsonLabels() throws {
    let empty = labels(try json(RenderRequest(state: .empty)))
    #expect(empty["title"] == "Enter Passcode")
    #expect(empty["dots"] == "0 of 6 digits entered")
    #expect(empty["key.delete"] == nil, "Delete shows only with input")
    #expect(empty["message"] == nil)
    #expect(empty["key.biometrics"] == "Face ID")
    #expect(empty["button.cancel"] == "Cancel" && empty["button.fallback"] == "Use Password")
    #expect(labels(try json(RenderRequest(state: .partial)))["key.delete"] == "Delete")
    #expect(
      labels(try json(RenderRequest(state: .error)))["message"]
        == "Wrong passcode. 6\u{00A0}attempts left.", "the number stays with its noun")
    let lockout = labels(try json(RenderRequest(device: .iPhoneSE, state: .lockout)))
    #expect(lockout["message"] == "Too many failed attempts. Try again in 4:59.")
    #expect(lockout["key.biometrics"] == nil, "BIO-2: hidden during a lockout")
    #expect(lockout["key.cancel"] == nil, "Cancel stays under the keypad")
    #expect(
      labels(try json(RenderRequest(state: .locked, locale: .german)))["message"]
        == "Zu viele Fehlversuche. Dieser Code ist gesperrt.")
    #expect(
      labels(try json(RenderRequest(device: .iPhoneSE, locale: .japanese)))["key.biometrics"]
        == "Touch ID")
  }

  @Test(
    "SVG: well-formed, dimmed keys during a lockout, blur only for the translucent theme, RTL for Arabic"
  )
  func svgShape() throws {
    for state in RenderRequest.State.allCases {
      for theme in PasscodeTheme.Preset.allCases {
        for locale in [PasscodeLocale.english, .arabic] {
          let request = RenderRequest(theme: theme, state: state, locale: locale)
          let svg = request.render()
          let parsed = try #require(
            XMLCheck.parse(svg), "\(state) \(theme) \(locale) is not well-formed")
          #expect(parsed.first == "svg")
          #expect(svg.contains("direction=\"rtl\"") == (locale == .arabic))
          #expect(svg.contains("feGaussianBlur") == (theme == .translucentTeal))
          #expect(
            svg.contains("<g opacity=\"\(FrameElementStyle.dimmedKeypadOpacity)\">")
              == (state == .lockout || state == .locked))
          let scene = request.frame()
          for element in scene.elements where element.kind == .title || element.kind == .message {
            // Titles and messages may wrap, but every word is there.
            for word in element.label.split(separator: " ") {
              #expect(svg.contains(RenderText.xml(String(word))), "\(word)")
            }
          }
        }
      }
    }
  }

  @Test("SVG draws one circle per dot, filled as entered")
  func svgDots() throws {
    let svg = RenderRequest(theme: .classic, state: .partial).render()
    let classic = PasscodeTheme.classic(.light)
    let circles = svg.split(separator: "\n").filter { $0.hasPrefix("<circle") }
    let filled = circles.filter { $0.contains("fill=\"\(classic.dotFilledColor.hex)\"") }
    let empty = circles.filter { $0.contains("fill=\"none\"") }
    #expect(circles.count == 6)
    #expect(filled.count == 2)
    #expect(empty.count == 4)
  }

  @Test("renders are deterministic and every element stays inside the canvas")
  func deterministic() throws {
    for device in DevicePreset.allCases {
      for orientation in RenderRequest.Orientation.allCases {
        let request = RenderRequest(
          device: device, orientation: orientation, state: .error, format: .json)
        #expect(request.render() == request.render())
        let canvas = LayoutRect(size: request.canvas)
        #expect(request.frame().elements.allSatisfy { canvas.contains($0.frame) })
      }
    }
  }

  @Test("a terminal builds the same scene in character cells: whole cells, inside the terminal")
  func terminalScene() {
    for (width, height) in [(30.0, 12.0), (80, 24), (132, 43)] {
      var screen = PasscodeScreen(
        PasscodeScreen.Configuration(mode: .unlock, offersFallback: true))
      _ = screen.handle(.digit(4))
      let input = KeypadLayout.Input(
        canvas: LayoutSize(width: width, height: height), horizontalSizeClass: .compact,
        verticalSizeClass: .compact, metrics: .terminal, theme: .classic(.dark),
        elements: screen.layoutElements(showsAppHeader: false), dotCount: screen.layoutDotCount)
      let scene = ScreenFrame(
        screen: screen, layout: input, localizer: Localizer(.english), appName: "")
      let canvas = LayoutRect(size: input.canvas)
      #expect(scene.elements.contains { $0.id == "key.cancel" && $0.label == "Cancel" })
      for element in scene.elements {
        #expect(canvas.contains(element.frame), "\(element.id) in \(width)×\(height)")
        let values = [element.frame.x, element.frame.y, element.frame.width, element.frame.height]
        #expect(values.allSatisfy { $0 == $0.rounded() }, "\(element.id) is on whole cells")
      }
    }
  }
}
