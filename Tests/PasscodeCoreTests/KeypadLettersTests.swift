import Foundation
import PasscodeRender
import Testing

@_spi(Skins) @testable import PasscodeCore

/// The keypad letters (2 ABC … 9 WXYZ): a theme option, off in every preset; laid out in core
/// inside each digit key (digit raised, letters under it) or dropped where they do not fit;
/// drawn by the rendered frame; never read by VoiceOver.
@Suite struct KeypadLettersTests {
  static let phone = DevicePreset.iPhone15

  static func input(
    _ theme: PasscodeTheme, canvas: LayoutSize = phone.size,
    safeArea: LayoutInsets = phone.safeArea, textSize: TextSizeCategory = .large,
    metrics: LayoutMetrics = .iOS
  ) -> KeypadLayout.Input {
    KeypadLayout.Input(
      canvas: canvas, safeArea: safeArea, textSize: textSize, metrics: metrics, theme: theme,
      elements: [.cancelButton, .fallbackButton], dotCount: 6)
  }

  // MARK: - The theme option

  @Test("every preset, light and dark, leaves the letters off; withKeypadLetters turns them on")
  func offByDefault() {
    for preset in PasscodeTheme.Preset.allCases {
      for appearance in Appearance.allCases {
        let theme = preset.theme(appearance)
        #expect(!theme.showsKeypadLetters, "\(preset) \(appearance)")
        #expect(theme.withKeypadLetters().showsKeypadLetters)
        #expect(!theme.withKeypadLetters().withKeypadLetters(false).showsKeypadLetters)
        #expect(theme.withKeypadLetters(false) == theme)
      }
    }
    let brand = PasscodeTheme(brand: BrandColors(accent: .hex("#0A7A5A")), appearance: .light)
    #expect(!brand.showsKeypadLetters)
    let themes = PasscodeThemes(.classic).withKeypadLetters()
    #expect(themes.light.showsKeypadLetters && themes.dark.showsKeypadLetters)
    #expect(themes.light == PasscodeTheme.classic(.light).withKeypadLetters())
  }

  @Test("the letters have a font of their own: small, from the digits', in every family")
  func lettersFont() {
    let key = FontToken(size: 28, weight: .light, family: .serif)
    let fonts = PasscodeTheme.Fonts(
      title: key, subtitle: key, message: key, key: key, button: key)
    #expect(fonts.letters == FontToken(size: 10, weight: .semibold, family: .serif))
    #expect(PasscodeTheme.Fonts.lettersFont(for: FontToken(size: 12, weight: .bold)).size == 9)
    let custom = FontToken(size: 11, weight: .bold)
    let explicit = PasscodeTheme.Fonts(
      title: key, subtitle: key, message: key, key: key, button: key, letters: custom)
    #expect(explicit.letters == custom)
    #expect(explicit.withFamily(.rounded).letters.family == .rounded)
    #expect(PasscodeTheme.default(.light).withFont(.monospaced).fonts.letters.family == .monospaced)
    for preset in PasscodeTheme.Preset.allCases {
      let fonts = preset.theme(.light).fonts
      #expect(fonts.letters.size < fonts.key.size / 2, "\(preset)")
    }
  }

  @Test("the letters are a phone keypad's, in Latin letters in every language; none on 1 and 0")
  func lettersOfEachKey() {
    let expected: [KeySlot: String] = [
      .two: "ABC", .three: "DEF", .four: "GHI", .five: "JKL", .six: "MNO", .seven: "PQRS",
      .eight: "TUV", .nine: "WXYZ",
    ]
    for slot in KeySlot.allCases {
      #expect(slot.letters == expected[slot], "\(slot)")
    }
    for locale in PasscodeLocale.allCases {
      var request = RenderRequest(device: Self.phone, locale: locale)
      request.keypadLetters = true
      let frame = request.frame()
      #expect(frame.theme.showsKeypadLetters)
      for element in frame.elements {
        guard case .key(let slot) = element.kind else { continue }
        #expect(element.letters == expected[slot], "\(locale) \(slot)")
      }
    }
  }

  // MARK: - Layout

  @Test("without letters a digit fills its key, and turning letters on never moves a key")
  func lettersNeverMoveKeys() {
    for preset in PasscodeTheme.Preset.allCases {
      for textSize in TextSizeCategory.allCases {
        let plain = KeypadLayout.compute(Self.input(preset.theme(.light), textSize: textSize))
        let lettered = KeypadLayout.compute(
          Self.input(preset.theme(.light).withKeypadLetters(), textSize: textSize))
        #expect(plain.keyFace.letters == nil)
        #expect(plain.keyFace.digit == LayoutRect(size: plain.keys[0].size))
        #expect(plain.placements == lettered.placements, "\(preset) \(textSize)")
      }
    }
  }

  @Test(
    "with room, the digit is raised and the letters sit under it, centred, inside the key",
    arguments: PasscodeTheme.Preset.allCases)
  func raisedDigitAndLetters(preset: PasscodeTheme.Preset) throws {
    let theme = preset.theme(.dark).withKeypadLetters()
    let layout = KeypadLayout.compute(Self.input(theme))
    let key = LayoutRect(size: layout.keys[0].size)
    let face = layout.keyFace
    let letters = try #require(face.letters, "a 76 pt key has room for letters")
    #expect(key.contains(face.digit) && key.contains(letters))
    #expect(!face.digit.overlaps(letters))
    #expect(face.digit.maxY <= letters.minY)
    #expect(face.digit.midY < key.midY, "the digit is raised")
    #expect(letters.midY > key.midY, "the letters are below the middle")
    #expect(face.digit.midX == key.midX)
    // The frame keeps the spacing after the last letter on its right: the letters themselves
    // are centred under the digit.
    #expect(letters.midX - face.letterSpacing / 2 == key.midX)
    #expect(face.letterSpacing > 0)
    #expect(face.letterSize == layout.typography.letters)
    #expect(face.letterSize < layout.typography.key / 2, "small")
    #expect(face.digit.height == LayoutMetrics.iOS.lineHeight(of: layout.typography.key))
    for value in [face.digit.y, face.digit.height, letters.y, letters.height] {
      #expect(value == value.rounded(), "on the 1 pt grid")
    }
    #expect(face.letters(on: .nine) == "WXYZ")
    #expect(face.letters(on: .one) == nil && face.letters(on: .zero) == nil)
    #expect(face.letters(on: .delete) == nil)
  }

  @Test("letters that do not fit are dropped and the digit keeps its whole key")
  func dropWhenNoRoom() {
    let theme = PasscodeTheme.default(.light).withKeypadLetters()
    let digit = 28.0
    let letters = 10.0
    let needed = KeyFace.minimumHeight(digitSize: digit, letterSize: letters, metrics: .iOS)
    #expect(needed == 35 + 13 + 8)
    let fits = KeyFace(
      key: LayoutSize(width: 76, height: needed), digitSize: digit, letterSize: letters,
      theme: theme, metrics: .iOS)
    #expect(fits.letters != nil)
    let short = KeyFace(
      key: LayoutSize(width: 76, height: needed - 1), digitSize: digit, letterSize: letters,
      theme: theme, metrics: .iOS)
    #expect(short.letters == nil)
    #expect(short.digit == LayoutRect(x: 0, y: 0, width: 76, height: needed - 1))
    #expect(short.letterSpacing == 0)
    #expect(short.letters(on: .two) == nil)
    // Too narrow for WXYZ: dropped too.
    let narrow = KeyFace(
      key: LayoutSize(width: 36, height: 76), digitSize: digit, letterSize: letters,
      theme: theme, metrics: .iOS)
    #expect(narrow.letters == nil)
    // A circle narrows at the letters' edge: a square key fits letters a circle of the same
    // size does not.
    var square = theme
    square.keyShape = .roundedSquare
    square.keyCornerRadius = 0
    var circle = theme
    circle.keyShape = .circle
    let wide = 15.0
    let side = KeyFace.minimumHeight(digitSize: digit, letterSize: wide, metrics: .iOS) + 2
    #expect(
      KeyFace(
        key: LayoutSize(width: side, height: side), digitSize: digit, letterSize: wide,
        theme: square, metrics: .iOS
      ).letters != nil)
    #expect(
      KeyFace(
        key: LayoutSize(width: side, height: side), digitSize: digit, letterSize: wide,
        theme: circle, metrics: .iOS
      ).letters == nil)
  }

  @Test("compact layouts and the largest text sizes drop letters rather than crowd the digit")
  func compactLayouts() {
    let theme = PasscodeTheme.classic(.dark).withKeypadLetters()
    let se = DevicePreset.iPhoneSE
    var dropped = 0
    for size in [se.size, se.size.swapped] {
      for textSize in TextSizeCategory.allCases {
        let input = Self.input(
          theme, canvas: size,
          safeArea: size == se.size ? se.safeArea : se.safeArea.rotatedToLandscape,
          textSize: textSize)
        let layout = KeypadLayout.compute(input)
        let face = layout.keyFace
        let key = layout.keys[0].size
        if let letters = face.letters {
          let needed = KeyFace.minimumHeight(
            digitSize: layout.typography.key, letterSize: layout.typography.letters,
            metrics: .iOS)
          #expect(key.height >= needed, "\(size) \(textSize)")
          #expect(LayoutRect(size: key).contains(letters))
        } else {
          dropped += 1
          #expect(face.digit == LayoutRect(size: key), "\(size) \(textSize): digit centred")
        }
        #expect(KeypadLayoutTests.violations(layout, input).isEmpty)
      }
    }
    #expect(dropped > 0, "somewhere in the sweep there is no room")
    #expect(dropped < 2 * TextSizeCategory.allCases.count, "and somewhere there is")
    // Portrait, default text: room for letters.
    let roomy = KeypadLayout.compute(Self.input(theme, canvas: se.size, safeArea: se.safeArea))
    #expect(roomy.keyFace.letters != nil)
  }

  @Test("a terminal's three-row keys (border, digit, border) have no row for letters")
  func terminalDropsLetters() {
    let theme = PasscodeTheme.default(.dark).withKeypadLetters()
    for size in [LayoutSize(width: 40, height: 24), LayoutSize(width: 132, height: 60)] {
      let layout = KeypadLayout.compute(
        KeypadLayout.Input(canvas: size, metrics: .terminal, theme: theme, dotCount: 6))
      #expect(layout.keys[0].height == 3)
      #expect(layout.keyFace.letters == nil)
      #expect(layout.keyFace.digit == LayoutRect(size: layout.keys[0].size))
    }
    // A terminal key would need a row for the digit and one for the letters inside its border.
    #expect(
      KeyFace.minimumHeight(digitSize: 1, letterSize: 1, metrics: .terminal) == 4)
  }

  @Test("the field keypad grows its keys to hold the letters when the theme shows them")
  func fieldKeypad() throws {
    for textSize in TextSizeCategory.allCases {
      let plain = KeypadGrid(width: 390, textSize: textSize)
      let lettered = KeypadGrid(
        width: 390, textSize: textSize, theme: .default(.light).withKeypadLetters())
      #expect(plain.keyFace.letters == nil)
      let letters = try #require(lettered.keyFace.letters, "\(textSize)")
      let key = lettered.frame(of: .five)
      #expect(LayoutRect(size: key.size).contains(letters))
      #expect(key.height >= plain.frame(of: .five).height)
      #expect(lettered.keyFontSize == plain.keyFontSize)
      #expect(lettered.frame(of: .five).width == plain.frame(of: .five).width)
    }
    let style = FrameElementStyle.key(
      .seven, of: KeypadGrid(width: 390, theme: .classic(.dark).withKeypadLetters()),
      theme: .classic(.dark).withKeypadLetters())
    #expect(style.keyFace?.letters != nil)
    #expect(style.lettersFont?.weight == PasscodeTheme.classic(.dark).fonts.letters.weight)
  }

  // MARK: - Frame and accessibility

  @Test("VoiceOver reads a key's digit only: the letters are never in its label")
  func accessibilityLabelIsTheDigit() {
    for locale in PasscodeLocale.allCases {
      var request = RenderRequest(device: Self.phone, locale: locale)
      request.keypadLetters = true
      let frame = request.frame()
      let localizer = Localizer(locale)
      var lettered = 0
      for element in frame.elements {
        guard case .key(let slot) = element.kind, let digit = slot.digit else { continue }
        let spoken = localizer.string(LocalizedText(.digitKey, .number(Int(digit))))
        #expect(element.label == spoken, "\(locale) \(slot)")
        if let letters = element.letters {
          lettered += 1
          #expect(!element.label.contains(letters))
        }
      }
      #expect(lettered == 8, "\(locale): 2 to 9 show letters")
    }
    #expect(KeypadGrid.label(for: .two).map(Localizer(.english).string) == "2")
  }

  @Test("the style of a digit key carries the face and the letters' scaled font")
  func styleCarriesTheFace() throws {
    var request = RenderRequest(device: Self.phone, textSize: .accessibilityMedium)
    request.keypadLetters = true
    let frame = request.frame()
    let two = try #require(frame.elements.first { $0.id == "key.2" })
    let style = frame.style(of: two)
    #expect(style.keyFace == frame.layout.keyFace)
    #expect(style.lettersFont?.size == frame.layout.typography.letters)
    #expect(frame.layout.typography.letters > frame.theme.fonts.letters.size, "Dynamic Type")
    let accessory = try #require(frame.elements.first { $0.kind == .key(.accessory) })
    #expect(frame.style(of: accessory).keyFace == nil)
    #expect(frame.style(of: accessory).lettersFont == nil)
  }

  @Test("SVG draws the letters under the digits, spaced; without the option nothing changes")
  func svgDrawsLetters() throws {
    let plain = RenderRequest(device: Self.phone, state: .partial)
    var lettered = plain
    lettered.keypadLetters = true
    let svg = lettered.render()
    for letters in ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"] {
      #expect(svg.contains(">\(letters)</text>"), "\(letters)")
    }
    #expect(svg.components(separatedBy: "letter-spacing=").count - 1 == 8)
    #expect(!plain.render().contains("letter-spacing"))
    #expect(!plain.render().contains("WXYZ"))
    // The digit's baseline rises above where it sits without letters.
    func baseline(of text: String, in svg: String) throws -> Double {
      let line = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">\(text)</text>") })
      let y = try #require(line.firstRange(of: " y=\"").map { line[$0.upperBound...] })
      return try #require(Double(y.prefix { $0 != "\"" }))
    }
    let raised = try baseline(of: "5", in: svg)
    let centred = try baseline(of: "5", in: plain.render())
    #expect(raised < centred)
    #expect(try baseline(of: "JKL", in: svg) > raised)
    #expect(
      try baseline(of: "1", in: svg) == baseline(of: "2", in: svg), "1 stays level with 2")
  }

  @Test("JSON gives each digit key's digitFrame and its letters with their frame")
  func jsonHasLetters() {
    var request = RenderRequest(device: Self.phone, format: .json)
    #expect(!request.render().contains("letters"))
    request.keypadLetters = true
    let json = request.render()
    let five = json.split(separator: "\n").first { $0.contains("\"id\":\"key.5\"") } ?? ""
    #expect(five.contains("\"label\":\"5\""))
    #expect(five.contains("\"letters\":\"JKL\",\"lettersFrame\":{"))
    #expect(five.contains("\"digitFrame\":{"))
    let one = json.split(separator: "\n").first { $0.contains("\"id\":\"key.1\"") } ?? ""
    #expect(one.contains("\"digitFrame\":{") && !one.contains("letters"))
  }
}
