@_spi(Skins) import PasscodeTerminal
import Testing

/// What a program outside the module can do with PasscodeTerminal's public API alone — this
/// file imports it without `@testable`: the choices `passcode` makes before a flow, the
/// decode → screen → render → encode loop its benchmark times, and a form's printable values.
@Suite struct PublicAPITests {
  @Test func theEnvironmentChoosesHowToAskAndHowItLooks() {
    let environment = TerminalEnvironment([
      "TERM": "xterm-256color", "NO_COLOR": "1", "LANG": "de_DE.UTF-8", "COLORFGBG": "0;15",
    ])
    #expect(environment.colorMode == .none)
    #expect(environment.locale == .german)
    #expect(environment.appearance == .light)
    #expect(
      InteractionStyle.choose(
        stdinIsTerminal: true, stdoutIsTerminal: true, environment: environment)
        == .screen)
    #expect(
      InteractionStyle.choose(
        stdinIsTerminal: true, stdoutIsTerminal: true,
        environment: TerminalEnvironment(["TERM": "dumb"]))
        == .linePrompts)
    #expect(
      InteractionStyle.choose(
        stdinIsTerminal: false, stdoutIsTerminal: true, environment: environment) == .none)
  }

  @Test func aTypedDigitFillsADotAndOnlyTheChangeIsSent() {
    let options = PasscodeTerminalOptions(colorMode: .none)
    let renderer = PasscodeFrameRenderer(options: options)
    let encoder = FrameEncoder(colorMode: .none)
    let size = TerminalSize.standard
    var screen = PasscodeScreen(PasscodeScreen.Configuration(mode: .unlock))
    let presentation = TerminalPresentation.choose(for: screen, size: size, options: options)
    #expect(presentation != .compact)
    let before = renderer.render(screen, size: size, presentation: presentation).grid
    let whole = encoder.encode(from: nil, to: before)

    var decoder = TerminalInputDecoder()
    for case .key(let key) in decoder.decode(Array("4".utf8)) {
      if let event = PasscodeKeyBindings.event(for: key) { _ = screen.handle(event) }
    }
    let after = renderer.render(screen, size: size, presentation: presentation).grid
    let change = encoder.encode(from: before, to: after)

    #expect(screen.dots.filled == 1)
    #expect(change.contains("●"))
    #expect(change.utf8.count * 10 < whole.utf8.count)
    #expect(encoder.encode(from: after, to: after).isEmpty)
  }

  @Test func aLoneEscapeIsTheEscapeKeyOnceFlushedAndAClickSaysWhere() throws {
    var decoder = TerminalInputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush() == [.key(.escape)])

    let click = decoder.decode(Array("\u{1B}[<0;12;7M".utf8))
    guard case .mouse(let mouse) = try #require(click.first) else {
      Issue.record("not a click: \(click)")
      return
    }
    #expect(mouse.button == .left && mouse.action == .press)
    #expect(mouse.column == 11 && mouse.row == 6)
  }

  @Test func aSubmittedFormPrintsNoPassword() {
    var form = FormModel.signUp()
    _ = form.handleSecure(.password, .typed("s"))
    let values = FormSubmission.values(of: form)
    #expect(values.map(\.name) == ["username", "password", "phone"])
    #expect(values.map(\.value) == ["", "<redacted>", ""])
  }
}
