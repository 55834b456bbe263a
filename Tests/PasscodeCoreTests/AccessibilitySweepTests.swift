import PasscodeRender
import Testing

@_spi(Render) @_spi(Skins) @testable import PasscodeCore

/// The layout rules for people who need larger text, swept over every device preset × both
/// orientations × every text size (xs … AX5) × every shipped language — and the longest
/// translation of every string, in both directions — × every screen state:
/// no text gets smaller as the text size grows, no text is shrunk or cut to fit, touch targets
/// are at least 44 × 44 pt, nothing overlaps or leaves the safe area, gaps give way before
/// keys, and a key shows a symbol only when its word does not fit.
@Suite("Accessibility sweep: devices × orientation × text size × language × state")
struct AccessibilitySweepTests {
  static let presets: [PasscodeTheme.Preset] = [.default, .classic]

  /// What is wrong with `scene`; empty when every rule holds.
  static func violations(_ scene: ScreenFrame) -> [String] {
    let layout = scene.layout
    let input = scene.input
    let metrics = input.metrics
    var problems = KeypadLayoutTests.violations(layout, input)
    let solver = LayoutSolver(input: input)
    for element in scene.elements {
      let style = scene.style(of: element)
      let frame = element.frame
      switch element.kind {
      case .key, .cancelButton, .fallbackButton, .submitButton, .secondaryButton:
        if frame.width < 44 || frame.height < 44 {
          problems.append("\(element.id) is a \(frame.width)×\(frame.height) target")
        }
      default: break
      }
      if element.symbol != nil {
        guard case .key(let slot) = element.kind, slot.digit == nil else {
          problems.append("\(element.id) shows a symbol but is not a word key")
          continue
        }
        if ScreenFrame.wordFits(element, in: layout, input) {
          problems.append("\(element.id) shows a symbol though its word fits")
        }
        continue
      }
      // Every text drawn at its full size fits its frame on the lines it may take.
      var width = frame.width
      switch element.kind {
      case .key(let slot) where slot.digit == nil: width -= 2 * metrics.keyWordPadding
      case .appHeader:
        width -= frame.height * (1 + FrameElementStyle.appHeaderGapFraction)
      case .title, .subtitle, .message, .cancelButton, .fallbackButton, .submitButton,
        .secondaryButton, .key:
        break
      case .dots, .panel: continue
      }
      let lines = TextMeasure.lineCount(
        element.label, width: width, size: style.fontSize, weight: style.fontWeight)
      guard let lines, lines <= style.maximumLines else {
        problems.append(
          "\(element.id) \"\(element.label)\" at \(style.fontSize) pt does not fit \(width) pt "
            + "on \(style.maximumLines) line(s)")
        continue
      }
      if solver.lineHeight(style.fontSize, lines: lines) > frame.height {
        problems.append("\(element.id): \(lines) line(s) are taller than \(frame.height) pt")
      }
    }
    // Space goes to the content before the gaps: keys under their preferred size only when
    // the gaps between them are at their minimum.
    let key = layout.frame(of: .one)
    let preferred = (metrics.preferredKeySize.height * solver.keyScale).rounded(.down)
    let gap = layout.frame(of: .two).minX - key.maxX
    if key.height < preferred, gap > metrics.minimumKeyGap.width, layout.panel == nil {
      problems.append("keys shrank to \(key.height) pt while their gap is still \(gap) pt")
    }
    return problems
  }

  /// Sweeps every device, orientation, state and text size with `frame` drawing each request,
  /// and returns how many scenes it checked.
  static func sweep(
    _ name: String, frame: (RenderRequest) -> ScreenFrame, locale: PasscodeLocale,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    var checked = 0
    for device in DevicePreset.allCases {
      for orientation in RenderRequest.Orientation.allCases {
        for state in RenderRequest.State.allCases {
          let preset = presets[checked % presets.count]
          var previous: (KeypadLayout.Typography, TextSizeCategory)?
          for textSize in TextSizeCategory.allCases {
            let request = RenderRequest(
              device: device, orientation: orientation, textSize: textSize, theme: preset,
              state: state, locale: locale)
            let scene = frame(request)
            let context = "\(device.rawValue) \(orientation) \(textSize) \(name) \(state)"
            let problems = violations(scene)
            #expect(problems.isEmpty, "\(context): \(problems)", sourceLocation: sourceLocation)
            let type = scene.layout.typography
            if let (before, smaller) = previous {
              let grows =
                before.title <= type.title && before.subtitle <= type.subtitle
                && before.message <= type.message && before.key <= type.key
                && before.button <= type.button && before.keyWord <= type.keyWord
              #expect(
                grows, "\(context): text got smaller than at \(smaller)",
                sourceLocation: sourceLocation)
            }
            previous = (type, textSize)
            checked += 1
          }
        }
      }
    }
    return checked
  }

  @Test(
    "every device, orientation, text size and state keeps the rules, in every shipped language",
    arguments: PasscodeLocale.allCases)
  func sweep(locale: PasscodeLocale) {
    let checked = Self.sweep(locale.rawValue, frame: { $0.frame() }, locale: locale)
    #expect(checked == DevicePreset.allCases.count * 2 * 5 * 12)
  }

  /// PasscodeKit's strings with every key set to its widest translation in any shipped
  /// language (the widest template or plural form, as ``TextMeasure`` measures it): the
  /// longest text each element of a screen can be given by PasscodeKit's tables.
  static let longestStrings: PasscodeStrings = {
    let tables = PasscodeStrings(appTables: nil)
    var longest: [StringKey: String] = [:]
    for key in StringKey.allCases {
      var widest = -1.0
      for locale in PasscodeLocale.allCases {
        guard let entry = tables.entry(key, locale: locale) else { continue }
        for template in ShippedTables.templates(entry) {
          let width = TextMeasure.width(template, size: 17, weight: .regular)
          if width > widest { (widest, longest[key]) = (width, template) }
        }
      }
    }
    return PasscodeStrings(appTables: nil, overrides: longest)
  }()

  @Test(
    "with the longest translation of every string, every device, orientation, text size and state keeps the rules, left to right and right to left",
    arguments: [PasscodeLocale.english, PasscodeLocale(identifier: "he")!])
  func sweepLongestTranslations(direction locale: PasscodeLocale) {
    let strings = Self.longestStrings
    #expect(Localizer(.english, strings: strings).string(.tryAgainLater) != "Try Again Later")
    let checked = Self.sweep(
      "longest \(locale.layoutDirection)",
      frame: { request in
        let screen = request.makeScreen()
        return ScreenFrame(
          screen: screen, layout: request.layoutInput(for: screen),
          localizer: Localizer(request.locale, strings: strings), appName: request.appName)
      }, locale: locale)
    #expect(checked == DevicePreset.allCases.count * 2 * 5 * 12)
  }

  @Test(
    "an app's own action under the keypad keeps the rules on every device, text size and state, left to right and right to left",
    arguments: [PasscodeLocale.english, .arabic])
  func sweepWithASecondaryAction(locale: PasscodeLocale) {
    let title = "Log Out and Switch to Another Account"
    var shown = 0
    let checked = Self.sweep(
      "\(locale.rawValue) with an action",
      frame: { request in
        var request = request
        request.secondaryAction = title
        let frame = request.frame()
        if frame.elements.contains(where: { $0.id == "button.secondary" && $0.label == title }) {
          shown += 1
        }
        return frame
      }, locale: locale)
    #expect(checked == DevicePreset.allCases.count * 2 * 5 * 12)
    #expect(
      shown == checked, "the action shows in every state, a lockout and the permanent lock included"
    )
  }

  @Test(
    "a theme's dot size and keypad gaps, at the ends of their ranges, keep the rules on every device, text size and state",
    arguments: [
      PasscodeTheme.Spacing(dotDiameter: 6, dotGap: 4, keyColumnGap: 4, keyRowGap: 4),
      PasscodeTheme.Spacing(dotDiameter: 24, dotGap: 40, keyColumnGap: 48, keyRowGap: 48),
      PasscodeTheme.Spacing(
        dotDiameter: 1000, dotGap: -5, keyColumnGap: .infinity, keyRowGap: .nan),
    ], [PasscodeLocale.english, .arabic])
  func sweepWithSpacing(spacing: PasscodeTheme.Spacing, locale: PasscodeLocale) {
    var dotsInside = 0
    let checked = Self.sweep(
      "\(locale.rawValue) spacing \(spacing)",
      frame: { request in
        var request = request
        request.spacing = spacing
        let frame = request.frame()
        let layout = frame.layout
        // Every dot inside the dots row, none over another.
        let dots = layout.dotFrames(count: frame.screen.dotFills.count)
        let apart = zip(dots, dots.dropFirst()).allSatisfy { $0.maxX <= $1.minX }
        if dots.allSatisfy({ layout.dots.contains($0) }), apart { dotsInside += 1 }
        return frame
      }, locale: locale)
    #expect(checked == DevicePreset.allCases.count * 2 * 5 * 12)
    #expect(dotsInside == checked)
  }

  @Test("a theme's spacing is used where there is room, brought into its range")
  func spacingIsUsed() {
    var request = RenderRequest(
      device: .iPhone15, orientation: .portrait, textSize: .large, theme: .default,
      state: .partial, locale: .english)
    let plain = request.frame().layout
    request.spacing = PasscodeTheme.Spacing(dotDiameter: 18, dotGap: 30, keyColumnGap: 30)
    let spaced = request.frame().layout
    #expect(plain.dotDiameter == 13 && spaced.dotDiameter == 18)
    #expect(spaced.dotGap > plain.dotGap)
    let columnGap = { (layout: KeypadLayout) in
      layout.frame(of: .two).minX - layout.frame(of: .one).maxX
    }
    #expect(columnGap(spaced) > columnGap(plain))
    request.spacing = PasscodeTheme.Spacing(dotDiameter: 100)
    #expect(request.frame().layout.dotDiameter == 24, "brought into 6…24")
  }

  @Test("the layout reserves the app header's gap as the frame draws it")
  func appHeaderGapAgrees() {
    #expect(LayoutSolver.appHeaderGapFraction == FrameElementStyle.appHeaderGapFraction)
  }

  @Test("no device preset needs scrolling, in either orientation, at any text size")
  func scrollingIsTheLastResort() {
    for device in DevicePreset.allCases {
      for orientation in RenderRequest.Orientation.allCases {
        for textSize in TextSizeCategory.allCases {
          let layout = RenderRequest(
            device: device, orientation: orientation, textSize: textSize, state: .error
          ).frame().layout
          #expect(!layout.needsScrolling, "\(device.rawValue) \(orientation) \(textSize)")
        }
      }
    }
  }

  @Test("the sweep's check catches shrunk text, small targets and needless symbols")
  func theCheckCatchesProblems() {
    let scene = RenderRequest(device: .iPhoneSE, state: .error).frame()
    #expect(Self.violations(scene).isEmpty)
    var cut = scene
    let title = cut.elements.firstIndex { $0.kind == .title }!
    cut.elements[title].label = String(repeating: "Passcode ", count: 12)
    #expect(Self.violations(cut).contains { $0.hasPrefix("title") })
    var small = scene
    let one = small.elements.firstIndex { $0.kind == .key(.one) }!
    small.elements[one].frame.width = 40
    #expect(Self.violations(small).contains { $0.contains("key.1 is a 40.0×") })
    var needless = scene
    let accessory = needless.elements.firstIndex { $0.kind == .key(.accessory) }!
    needless.elements[accessory].symbol = .touchID
    #expect(Self.violations(needless).contains { $0.contains("though its word fits") })
  }
}

@Suite("Numbers stay with their nouns")
struct BindingNumbersTests {
  @Test("the space after a number becomes a no-break space; other spaces stay")
  func binding() {
    let nbsp = "\u{00A0}"
    #expect(
      TextMeasure.bindingNumbers("Wrong passcode. 6 attempts left.")
        == "Wrong passcode. 6\(nbsp)attempts left.")
    #expect(
      TextMeasure.bindingNumbers("Falscher Code. Noch 12 Versuche.")
        == "Falscher Code. Noch 12\(nbsp)Versuche.")
    #expect(TextMeasure.bindingNumbers("Try again in 0:58.") == "Try again in 0:58.")
    #expect(TextMeasure.bindingNumbers("In 1.5 hours") == "In 1.5\(nbsp)hours")
    #expect(TextMeasure.bindingNumbers("Wait 5. Then go") == "Wait 5. Then go")
    #expect(TextMeasure.bindingNumbers("PIN2 code") == "PIN2 code")
    #expect(TextMeasure.bindingNumbers("تبقّت ٦ محاولات") == "تبقّت ٦\(nbsp)محاولات")
  }

  @Test("a message that wraps never ends a line with its number, at any width")
  func wrapping() {
    let message = TextMeasure.bindingNumbers("Wrong passcode. 6 attempts left.")
    for width in stride(from: 60.0, through: 400, by: 5) {
      let lines = TextMeasure.lines(message, width: width, size: 30, weight: .medium)
      for line in lines.dropLast() {
        #expect(line.last?.isNumber != true, "\(width): \(lines)")
      }
      // Every character is kept, in order (a word wider than the line is broken inside it).
      #expect(
        lines.joined().filter { $0 != " " } == message.filter { $0 != " " }, "\(width): \(lines)")
    }
  }
}
