import Foundation
import Testing

/// `passcode form` full screen and from lines, and `passcode bench screen`.
@Suite(.serialized) struct FormCommandTests {
  static let accepted = #"{"password":"<redacted>","phone":"5551234567","username":"alice"}"#

  @Test(
    "the form full screen: fields, limits, auto-advance, errors, then JSON with the password redacted"
  )
  func interactiveForm() async throws {
    let sandbox = try Sandbox()
    let session = try ScreenSession()
    try session.start(["form"], sandbox: sandbox)
    try await session.waitFor("Username")
    try session.send("alice\t")
    try session.send("tooshort")
    // Each character shows for a moment, then a bullet (the moment itself is tested with a
    // manual clock in FormTerminalTests).
    try await session.waitFor("a masked password") { $0.find("••••••••") != nil }
    try session.send("\r5551234")
    try await session.waitFor(" 555 - 123 - 4___ ")
    try session.send("\r")
    try await session.waitFor("Enter exactly 10 digits.")
    try session.send("567\r")
    let finished = try await session.finish()
    #expect(finished.status == 0)
    #expect(session.output.contains(Self.accepted))
    #expect(!session.output.contains("tooshort"), "the password never shows whole")
    #expect(session.isRestored)
  }

  @Test("Esc leaves the form with status 130")
  func cancelForm() async throws {
    let sandbox = try Sandbox()
    let session = try ScreenSession(columns: 28, rows: 10)
    try session.start(["form"], sandbox: sandbox)
    try await session.waitFor("Username")
    try session.send("bob\u{1B}")
    let finished = try await session.finish()
    #expect(finished.status == 130)
    #expect(!session.output.contains("username\":"))
    #expect(session.isRestored)
  }

  @Test("without a terminal the form reads name=value lines")
  func formFromLines() async throws {
    let sandbox = try Sandbox()
    let lines = StandardInput.lines(
      "# sign-up", "username=alice", "", "password=correct horse", "phone=(555) 123-4567")
    let finished = try await sandbox.expect(0, "form", input: lines)
    #expect(finished.stdout == Self.accepted + "\n")
    #expect(!finished.stdout.contains("correct horse"))
    #expect(!finished.stderr.contains("correct horse"))
  }

  @Test("refused values and broken rules are reported per field with status 65")
  func formProblems() async throws {
    let sandbox = try Sandbox()
    let refused = try await sandbox.expect(
      65, "form",
      input: .lines("username=ålice", "password=0123456789abcdefgh", "phone=555-123-456"))
    #expect(refused.stdout.isEmpty)
    #expect(
      refused.stderr.contains("username: Use letters A–Z, digits, punctuation and spaces only."))
    #expect(refused.stderr.contains("password: Enter at most 16 characters."))
    #expect(refused.stderr.contains("phone: Enter exactly 10 digits."))
    #expect(!refused.stderr.contains("0123456789abcdefgh"))

    let missing = try await sandbox.expect(65, "form", input: .lines("username=bob"))
    #expect(missing.stderr.contains("password: This field is required."))
    #expect(missing.stderr.contains("phone: This field is required."))

    let unknown = try await sandbox.expect(65, "form", input: .lines("email=a@b.c"))
    #expect(unknown.stderr.contains("names no field"))
    let malformed = try await sandbox.expect(65, "form", input: .lines("alice"))
    #expect(malformed.stderr.contains("is not name=value"))
  }

  @Test("a terminal that cannot show the form (TERM=dumb) is a usage error")
  func formNeedsAScreen() async throws {
    let sandbox = try Sandbox()
    let terminal = try PseudoTerminal()
    let process = try terminal.start(["form"], sandbox: sandbox)
    let finished = try await process.finish()
    #expect(finished.status == 64)
    #expect(try await terminal.drain().contains("needs a terminal that can show it"))
  }

  @Test("bench screen prints keypress and layout timings as name=value lines")
  func benchScreen() async throws {
    let sandbox = try Sandbox()
    let finished = try await sandbox.expect(
      0, "bench", "screen", "--keypresses", "60", "--repetitions", "5")
    var values: [String: Int] = [:]
    for line in finished.stdout.split(separator: "\n").dropFirst() {
      let parts = line.split(separator: "=")
      try #require(parts.count == 2, "not name=value: \(line)")
      values[String(parts[0])] = Int(parts[1])
    }
    for name in [
      "keypress_state", "keypress_frame", "layout_terminal_80x24", "layout_terminal_30x12",
      "layout_ios_393x852",
    ] {
      #expect(values["\(name)_median_ns"] != nil, "\(name)_median_ns")
      #expect(values["\(name)_p99_ns"] != nil, "\(name)_p99_ns")
    }
  }
}
