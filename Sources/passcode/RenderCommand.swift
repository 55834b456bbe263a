import ArgumentParser
import PasscodeCore

/// `passcode render`: draws a passcode screen state with the real layout, theme and strings, as
/// SVG or as JSON frames in points. Every decision is PasscodeCore's (``RenderRequest``); this
/// command only parses options and writes the result (a failed write is status 74).
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a passcode screen state as SVG, or print its layout as JSON.",
    discussion: """
      The layout, theme and text are exactly what the UIKit, SwiftUI and terminal skins use.
      Devices: iphone-se, iphone-15, iphone-15-pro-max, ipad-11, ipad-13; or --size WxH with
      --safe-area T,L,B,R. Text sizes: xs, s, m, l, xl, xxl, xxxl, ax1…ax5.
      States: empty, partial, error, lockout, locked. Locales: en, de, es, ja, ar.
      """)

  @Option(help: "A device preset (default: iphone-15).") var device: String?
  @Option(help: ArgumentHelp("A canvas size in points instead of a device.", valueName: "WxH"))
  var size: String?
  @Option(
    name: .customLong("safe-area"),
    help: ArgumentHelp("Safe-area insets in points, top,left,bottom,right.", valueName: "T,L,B,R"))
  var safeArea: String?
  @Option(help: "portrait or landscape (default: portrait).") var orientation: String?
  @Option(name: .customLong("text-size"), help: "The Dynamic Type size (default: l).")
  var textSize: String?
  @Option(help: "default, classic or teal (default: default).") var theme: String?
  @Option(help: "light or dark (default: light).") var appearance: String?
  @Option(help: "empty, partial, error, lockout or locked (default: empty).") var state: String?
  @Option(help: "en, de, es, ja or ar (default: en).") var locale: String?
  @Option(help: "svg or json (default: svg).") var format: String?
  @Option(
    name: .customShort("o"),
    help: ArgumentHelp("Write to a file instead of stdout.", valueName: "file"))
  var output: String?

  /// Refuses bad option values here, so that ArgumentParser shows `render`'s usage with them.
  func validate() throws {
    do {
      _ = try request()
    } catch let error as RenderError {
      throw ValidationError(error.message)
    }
  }

  func run() throws {
    let rendered = try request().render()
    guard let output else {
      try Output.answer(rendered, what: "the drawing")
      return
    }
    try Output.writeFile(rendered, to: output)
  }

  /// The drawing the options describe.
  private func request() throws -> RenderRequest {
    try RenderRequest.parse(
      device: device, size: size, safeArea: safeArea, orientation: orientation,
      textSize: textSize, theme: theme, appearance: appearance, state: state, locale: locale,
      format: format)
  }
}
