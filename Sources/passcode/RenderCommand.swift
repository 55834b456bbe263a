import ArgumentParser
@_spi(Skins) import PasscodeCore
import PasscodeRender

/// `passcode render`: draws a passcode screen state with the real layout, theme and strings, as
/// SVG or as JSON frames in points. Every decision is PasscodeRender's (`RenderRequest`) and,
/// under it, the core's (layout, theme, strings); this command reads its options (through
/// `ExpressibleByArgument`, `Arguments.swift`) and writes the result (a failed write is status
/// 74).
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a passcode screen state as SVG, or print its layout as JSON.",
    discussion: """
      The layout, theme and text are exactly what the UIKit, SwiftUI and terminal skins use. \
      The canvas is a --device, or a --size with an optional --safe-area. --format json prints \
      one object: canvas and safeArea, needsScrolling (true when the screen does not fit the \
      safe area even at its smallest sizes, as on a small canvas at a large text size, so \
      that it must scroll), contentSize (the size of what scrolls: the canvas, or taller), \
      then elements, one a line, each with its id, role, label and frame in points (in the \
      content, so past the canvas when it scrolls), and a symbol for a key that shows one in \
      place of its word. With --keypad-letters, each digit key also has its digitFrame, and \
      each key with letters its letters and lettersFrame; its label stays the digit.
      """)

  /// What the options left out mean: ``RenderRequest``'s defaults.
  private static let defaults = RenderRequest()
  /// The device drawn when neither `--device` nor `--size` is given.
  static let defaultDevice = DevicePreset.iPhone15

  @Option(help: "A device preset (default: \(defaultDevice.rawValue)).")
  var device: DevicePreset?
  @Option(
    help: ArgumentHelp(
      "A canvas size in points instead of a device, each side from "
        + "\(Int(LayoutSize.sides.lowerBound)) to \(Int(LayoutSize.sides.upperBound)).",
      valueName: "WxH"))
  var size: LayoutSize?
  @Option(
    name: .customLong("safe-area"),
    help: ArgumentHelp(
      "Safe-area insets in points in portrait, top,left,bottom,right (default: the device's; "
        + "none with --size).",
      valueName: "T,L,B,R"))
  var safeArea: LayoutInsets?
  @Option(help: "How the device is held.") var orientation = defaults.orientation
  @Option(name: .customLong("text-size"), help: "The Dynamic Type size.")
  var textSize = defaults.textSize
  @Option(help: "The theme.") var theme = defaults.theme
  @Option(help: "Light or dark.") var appearance = defaults.appearance
  @Option(
    help: ArgumentHelp(
      "A brand accent colour: the theme's colours are derived from it (and from --background "
        + "and --text), with readable contrast.",
      valueName: "#RRGGBB"))
  var accent: RGBAColor?
  @Option(
    help: ArgumentHelp("A brand background colour (needs --accent).", valueName: "#RRGGBB"))
  var background: RGBAColor?
  @Option(help: ArgumentHelp("A brand text colour (needs --accent).", valueName: "#RRGGBB"))
  var text: RGBAColor?
  @Option(
    help: ArgumentHelp(
      "The typeface: system, rounded, serif, monospaced, or a font's name.", valueName: "font"))
  var font: FontToken.Family?
  @Flag(
    name: .customLong("keypad-letters"),
    help: ArgumentHelp(
      "Show a phone keypad's letters under the digits (2 ABC … 9 WXYZ), where the keys have "
        + "room for them."))
  var keypadLetters = false
  @Option(help: "The screen state.") var state = defaults.state
  @Option(help: "The language.") var locale = defaults.locale
  @Option(help: "SVG, or the frames as JSON.") var format = defaults.format
  @Option(
    name: .customShort("o"),
    help: ArgumentHelp("Write to a file instead of stdout.", valueName: "file"))
  var output: String?

  /// Refuses what no single option can: a device with a size, and a safe area that leaves too
  /// little room. Thrown here, so that ArgumentParser shows `render`'s usage with them.
  func validate() throws {
    if device != nil, size != nil {
      throw ValidationError("Give either --device or --size, not both.")
    }
    if accent == nil, background != nil || text != nil {
      throw ValidationError(
        "Give --accent with --background or --text: brand colours start from it.")
    }
    let request = request()
    let inside = LayoutRect(size: request.portraitSize).inset(by: request.portraitSafeArea)
    let minimum = LayoutSize.sides.lowerBound
    guard inside.width >= minimum, inside.height >= minimum else {
      throw ValidationError(
        "The safe area leaves too little room: keep at least \(Int(minimum)) points inside it "
          + "each way.")
    }
  }

  func run() throws {
    let rendered = request().render()
    guard let output else {
      try Output.answer(rendered)
      return
    }
    try Output.writeFile(rendered, to: output)
  }

  /// The drawing the options describe.
  private func request() -> RenderRequest {
    var request = presetRequest()
    request.brand = accent.map { BrandColors(accent: $0, background: background, text: text) }
    request.fontFamily = font ?? .system
    request.keypadLetters = keypadLetters
    return request
  }

  /// The drawing the options describe, in the preset's colours and the system font.
  private func presetRequest() -> RenderRequest {
    if let size {
      return RenderRequest(
        size: size, safeArea: safeArea ?? .zero, orientation: orientation, textSize: textSize,
        theme: theme, appearance: appearance, state: state, locale: locale, format: format)
    }
    return RenderRequest(
      device: device ?? Self.defaultDevice, safeArea: safeArea,
      orientation: orientation, textSize: textSize, theme: theme, appearance: appearance,
      state: state, locale: locale, format: format)
  }
}
