import PasscodeTestSupport
import Testing

@_spi(Skins) @testable import PasscodeTerminal

/// The sign-up form in the terminal: keys, limits, auto-advance, validation, the masked
/// password, and the values printed.
@MainActor
@Suite struct FormTerminalTests {
  let clock = TestClock()
  let written = Transcript()

  final class Transcript {
    var text = ""
  }

  func controller(columns: Int = 80, rows: Int = 24) async -> FormTerminalController {
    let controller = FormTerminalController(
      form: .signUp(), size: TerminalSize(columns: columns, rows: rows), options: plainOptions,
      clock: clock, output: { [written] in written.text += $0 })
    await controller.start()
    return controller
  }

  func type(_ text: String, into controller: FormTerminalController) {
    for scalar in text.unicodeScalars { controller.handle(.event(.key(.character(scalar)))) }
  }

  func press(_ key: TerminalKey, in controller: FormTerminalController) {
    controller.handle(.event(.key(key)))
  }

  @Test func keys() {
    #expect(FormEditing.action(for: .character("a")) == .type("a"))
    #expect(FormEditing.action(for: .tab) == .next)
    #expect(FormEditing.action(for: .down) == .next)
    #expect(FormEditing.action(for: .backTab) == .previous)
    #expect(FormEditing.action(for: .enter) == .returnKey)
    #expect(FormEditing.action(for: .backspace) == .deleteBackward)
    #expect(FormEditing.action(for: .eraseLine) == .clearField)
    #expect(FormEditing.action(for: .escape) == .cancel)
    #expect(FormEditing.action(for: .interrupt) == .cancel)
    #expect(FormEditing.action(for: .left) == nil)
  }

  @Test func typingGoesToTheFocusedField() async {
    let controller = await controller()
    #expect(controller.form.focusedField == .username)
    type("alice", into: controller)
    press(.backspace, in: controller)
    #expect(controller.form[.username].text == "alic")
    #expect(controller.frame.grid.rows(containing: "[ alic").count == 1)
    #expect(written.text.contains("\u{1B}[?25h"), "the cursor shows in the field")
    let cursor = controller.frame.cursor
    #expect(cursor.map { controller.frame.grid[$0.column - 1, $0.row].character } == "c")
  }

  @Test func usernameRefusesNonASCIIAndPastSixteen() async {
    let controller = await controller()
    type("ålice", into: controller)
    #expect(controller.form[.username].text == "lice")
    type("0123456789abcdefgh", into: controller)
    #expect(controller.form[.username].text == "lice0123456789ab")
  }

  @Test func aRefusedCharacterRingsTheBellAndSaysWhyUntilTheNextKey() async {
    let controller = await controller()
    type("al", into: controller)
    #expect(!written.text.contains(PasscodeTerminalController.bell))
    type("ï", into: controller)
    #expect(written.text.filter { $0 == "\u{07}" }.count == 1, "one bell")
    #expect(controller.frame.grid.rows(containing: "“ï” is not allowed here.").count == 1)
    type("c", into: controller)
    #expect(controller.form[.username].text == "alc")
    #expect(controller.frame.grid.rows(containing: "not allowed").isEmpty, "gone at the next key")
    type("defghijklmnopq", into: controller)
    #expect(controller.frame.grid.rows(containing: "Enter at most 16 characters.").count == 1)
    #expect(written.text.filter { $0 == "\u{07}" }.count == 2)
  }

  @Test func aRefusedSecureCharacterIsNeverShownAndQuietKeepsTheBellSilent() async {
    var options = plainOptions
    options.quiet = true
    let controller = FormTerminalController(
      form: .signUp(), size: TerminalSize(columns: 60, rows: 24), options: options,
      clock: clock, output: { [written] in written.text += $0 })
    await controller.start()
    press(.tab, in: controller)
    type("é", into: controller)
    #expect(
      controller.frame.grid.rows(containing: "That character is not allowed here.").count == 1)
    #expect(!controller.frame.grid.text.contains("é"))
    #expect(!written.text.contains("é"))
    #expect(!written.text.contains(PasscodeTerminalController.bell), "quiet")
  }

  @Test func theKeyHelpSaysWhatEnterDoesInTheFocusedField() async {
    let controller = await controller()
    #expect(controller.frame.grid.rows(containing: "Enter ⏎ Next").count == 1)
    press(.tab, in: controller)
    press(.tab, in: controller)
    #expect(controller.form.focusedField == .phone)
    #expect(controller.frame.grid.rows(containing: "Enter ⏎ Go").count == 1)
    #expect(controller.frame.grid.rows(containing: "Esc Cancel").count == 1)
  }

  @Test func passwordShowsItsLastCharacterBrieflyAndRefusesPastSixteen() async throws {
    let controller = await controller()
    press(.tab, in: controller)
    #expect(controller.form.focusedField == .password)
    type("s3cr", into: controller)
    #expect(controller.frame.grid.rows(containing: "•••r").count == 1)
    await clock.advance(by: .milliseconds(1499))
    #expect(controller.frame.grid.rows(containing: "•••r").count == 1)
    await clock.advance(by: .milliseconds(1))
    let row = try #require(controller.frame.grid.rows(containing: "••••").first)
    #expect(!controller.frame.grid.text(ofRow: row).contains("r"), "masked after the moment")
    type("é", into: controller)
    #expect(controller.form[.password].count == 4, "non-ASCII is refused")
    type("0123456789abcdefgh", into: controller)
    #expect(controller.form[.password].count == 16)
    #expect(!written.text.contains("s3cr"), "the password never reaches the terminal whole")
  }

  @Test func phoneGroupsFillOneAfterAnother() async {
    let controller = await controller()
    press(.backTab, in: controller)
    #expect(controller.form.focusedField == .phone, "Shift-Tab from the first wraps to the last")
    type("555", into: controller)
    #expect(controller.form[.phone].activeSegment == 1)
    type("12x3-45", into: controller)
    #expect(controller.form[.phone].text == "55512345", "x and - are refused")
    #expect(controller.frame.grid.rows(containing: " 555 - 123 - 45__ ").count == 1)
    press(.tab, in: controller)
    #expect(controller.form.focusedField == .username, "Tab from the last wraps to the first")
  }

  @Test func enterMovesOnThenSubmitsAndShowsEachProblem() async {
    let controller = await controller()
    var finished = false
    controller.onFinish = { finished = true }
    type("alice", into: controller)
    press(.enter, in: controller)
    #expect(controller.form.focusedField == .password)
    type("short", into: controller)
    press(.enter, in: controller)
    #expect(controller.form.focusedField == .phone)
    type("555123", into: controller)
    press(.enter, in: controller)
    #expect(controller.outcome == nil)
    #expect(!finished)
    #expect(controller.frame.grid.rows(containing: "Enter at least 8 characters.").count == 1)
    #expect(controller.frame.grid.rows(containing: "Enter exactly 10 digits.").count == 1)
    #expect(controller.form.focusedField == .password, "focus goes to the first problem")
    type("andlong", into: controller)
    press(.tab, in: controller)
    type("4567", into: controller)
    press(.enter, in: controller)
    #expect(controller.outcome == .submitted)
    #expect(finished)
    #expect(
      FormSubmission.values(of: controller.form) == [
        FormSubmission.Value(name: "username", value: "alice"),
        FormSubmission.Value(name: "password", value: "<redacted>"),
        FormSubmission.Value(name: "phone", value: "5551234567"),
      ])
  }

  @Test func escapeCancelsAndMasks() async {
    let controller = await controller()
    press(.tab, in: controller)
    type("x", into: controller)
    #expect(controller.form[.password].secure?.isRevealing == true)
    press(.escape, in: controller)
    #expect(controller.outcome == .cancelled)
    #expect(controller.form[.password].secure?.isRevealing == false)
    type("y", into: controller)
    #expect(controller.form[.password].count == 1, "nothing is typed after the end")
  }

  @Test func aClickFocusesAField() async throws {
    let controller = await controller()
    let region = try #require(controller.frame.regions.first { $0.field == .phone })
    controller.handle(
      .event(
        .mouse(
          MouseEvent(
            button: .left, action: .press, column: region.rect.column, row: region.rect.row))))
    #expect(controller.form.focusedField == .phone)
  }

  @Test func densityFollowsTheHeight() async {
    #expect(FormFrameRenderer.density(fieldCount: 3, rows: 24) == .spacious)
    #expect(FormFrameRenderer.density(fieldCount: 3, rows: 12) == .stacked)
    #expect(FormFrameRenderer.density(fieldCount: 3, rows: 8) == .beside)
    #expect(FormFrameRenderer.density(fieldCount: 3, rows: 8, labelsFitBeside: false) == .paired)
    #expect(FormFrameRenderer.density(fieldCount: 3, rows: 5) == .besideShared)
    #expect(FormFrameRenderer.density(fieldCount: 3, rows: 4) == .tight)
    let small = await controller(columns: 28, rows: 10)
    type("bob", into: small)
    #expect(small.frame.grid.rows(containing: "bob").count == 1)
    #expect(small.frame.grid.rows(containing: "Phone").count == 1)
  }
}
