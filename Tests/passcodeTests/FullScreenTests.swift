import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen passcode screen on a pseudo-terminal: digits and clicks, wrong codes,
/// lockouts, the compact prompt, and a terminal always given back as it was.
///
/// One test at a time: each starts several processes, and the timing-sensitive kill tests
/// elsewhere must not starve.
@Suite(.serialized) struct FullScreenTests {
  static let code = "480213"

  /// A sandbox with the test passcode set (fast settings) and `options`.
  func sandbox(_ options: String...) async throws -> Sandbox {
    let sandbox = try Sandbox()
    let arguments = ["set", "--kdf-rounds", "210000"] + options
    let finished = try await sandbox.start(arguments, input: .lines(Self.code, Self.code)).finish()
    try #require(finished.status == 0, "set failed: \(finished.stderr)")
    return sandbox
  }

  @Test("unlock: digits fill the dots, a wrong code says what is left, the right one exits 0")
  func unlockWrongThenRight() async throws {
    let sandbox = try await sandbox()
    let session = try ScreenSession()
    try session.start(["unlock"], sandbox: sandbox)
    try await session.waitFor("Enter Passcode")
    #expect(session.isRaw, "the terminal is raw while the screen is up")
    #expect(session.screen.alternate)
    try await session.waitFor("six empty dots") { $0.count(of: "○") == 6 }
    try session.send("12")
    try await session.waitFor("two dots") { $0.count(of: "●") == 2 }
    try session.send("3456")
    try await session.waitFor("Wrong passcode. 9 attempts left")
    #expect(session.output.contains("\u{07}"), "the bell rang")
    try await session.waitFor("cleared dots") { $0.count(of: "○") == 6 }
    try session.send(Self.code)
    let finished = try await session.finish()
    #expect(finished.status == 0)
    #expect(session.output.contains("Unlocked."))
    #expect(!session.output.contains(Self.code), "the passcode never reaches the terminal")
    #expect(!session.screen.alternate, "back on the main screen")
    #expect(session.isRestored, "the terminal's modes were put back")
    #expect(try await sandbox.status().failures == 0)
  }

  @Test("Ctrl-C cancels with status 130 and restores the terminal")
  func controlCCancels() async throws {
    let sandbox = try await sandbox()
    let session = try ScreenSession()
    try session.start(["unlock", "--quiet"], sandbox: sandbox)
    try await session.waitFor("Enter Passcode")
    try session.send("4")
    try await session.waitFor("a dot") { $0.count(of: "●") == 1 }
    try session.send("\u{03}")
    let finished = try await session.finish()
    #expect(finished.status == 130)
    #expect(session.output.contains("Canceled: not unlocked."))
    #expect(session.isRestored)
    for sequence in ["\u{1B}[?1049l", "\u{1B}[?25h", "\u{1B}[?1000l", "\u{1B}[?1006l"] {
      #expect(session.output.contains(sequence), "the screen was switched back")
    }
    #expect(try await sandbox.status().failures == 0, "a cancel is not an attempt")
  }

  @Test("SIGTERM and SIGHUP restore the terminal before the process dies")
  func signalsRestore() async throws {
    let sandbox = try await sandbox()
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      let session = try ScreenSession()
      let process = try session.start(["unlock"], sandbox: sandbox)
      try await session.waitFor("Enter Passcode")
      #expect(session.isRaw)
      process.kill(signal)
      let finished = try await session.finish()
      #expect(finished.signal == signal)
      #expect(session.isRestored, "after signal \(signal)")
      #expect(session.output.contains("\u{1B}[?1049l"))
    }
  }

  @Test("a mouse click on a key types its digit; a click on Cancel cancels")
  func mouseClicks() async throws {
    let sandbox = try await sandbox()
    let session = try ScreenSession()
    try session.start(["unlock"], sandbox: sandbox)
    try await session.waitFor("│  5  │")
    let five = try #require(session.screen.find("│  5  │"))
    // SGR reports count from 1: press, then release, on the digit's cell.
    let column = five.column + 4
    let row = five.row + 1
    try session.send("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m")
    try await session.waitFor("a dot from the click") { $0.count(of: "●") == 1 }
    let cancel = try #require(session.screen.find("Cancel"))
    try session.send("\u{1B}[<0;\(cancel.column + 1);\(cancel.row + 1)M")
    let finished = try await session.finish()
    #expect(finished.status == 130)
  }

  @Test(
    "passcode with no subcommand creates on a terminal; verify accepts the code; then it unlocks")
  func createThenUnlock() async throws {
    let sandbox = try Sandbox()
    let session = try ScreenSession(columns: 60, rows: 40)
    try session.start([], sandbox: sandbox)
    try await session.waitFor("Create a Passcode")
    try await session.waitFor("Use 6 digits")
    try session.send("123456")
    try await session.waitFor("This passcode is a simple sequence")
    try await session.waitFor("cleared dots") { $0.count(of: "○") == 6 }
    try session.send(Self.code)
    try await session.waitFor("Confirm Passcode")
    try session.send(Self.code)
    let created = try await session.finish()
    #expect(created.status == 0)
    #expect(session.output.contains("Passcode set."))
    try await sandbox.expect(0, "verify", input: .lines(Self.code))

    let unlock = try ScreenSession(columns: 60, rows: 40)
    try unlock.start([], sandbox: sandbox)
    try await unlock.waitFor("Enter Passcode")
    try unlock.send(Self.code)
    #expect(try await unlock.finish().status == 0)
  }

  @Test("an alphanumeric code is typed as characters and submitted with Enter")
  func alphanumericWithEnter() async throws {
    let sandbox = try Sandbox()
    let set = try await sandbox.start(
      ["set", "--kdf-rounds", "210000", "--format", "alphanumeric"],
      input: .lines("Tr0ub4dor&3", "Tr0ub4dor&3")
    ).finish()
    try #require(set.status == 0, "set failed: \(set.stderr)")
    let session = try ScreenSession()
    try session.start(["unlock"], sandbox: sandbox)
    try await session.waitFor("[ OK ]")
    try session.send("Tr0")
    try await session.waitFor("three dots") { $0.count(of: "●") == 3 }
    try session.send("\r")
    try await session.waitFor("Enter at least 4 characters.")
    try session.send("ub4dor&3\r")
    #expect(try await session.finish().status == 0)
    #expect(try await sandbox.status().failures == 0, "the short entry was not an attempt")
    #expect(!session.output.contains("Tr0ub4dor"))
  }

  @Test("change and remove run their screens")
  func changeAndRemove() async throws {
    let sandbox = try await sandbox()
    let change = try ScreenSession()
    try change.start(["change", "--kdf-rounds", "210000"], sandbox: sandbox)
    try await change.waitFor("Enter Current Passcode")
    try change.send(Self.code)
    try await change.waitFor("Enter New Passcode")
    try change.send("860317")
    try await change.waitFor("Confirm New Passcode")
    try change.send("860317")
    #expect(try await change.finish().status == 0)
    try await sandbox.expect(0, "verify", input: .lines("860317"))

    let remove = try ScreenSession()
    try remove.start(["remove"], sandbox: sandbox)
    try await remove.waitFor("Turn Off Passcode")
    try remove.send("860317")
    #expect(try await remove.finish().status == 0)
    #expect(try await sandbox.status().passcodeSet == false)
  }

  @Test("change --format runs the screen: current in its format, new in the chosen one (FMT-1)")
  func changeFormatOnScreen() async throws {
    let sandbox = try await sandbox()
    let change = try ScreenSession()
    try change.start(
      ["change", "--kdf-rounds", "210000", "--format", "numeric:4"], sandbox: sandbox)
    try await change.waitFor("Enter Current Passcode")
    try change.send(Self.code)
    try await change.waitFor("Use 4 digits")
    try await change.waitFor("four empty dots") { $0.count(of: "○") == 4 }
    try change.send("8603")
    try await change.waitFor("Confirm New Passcode")
    try change.send("8603")
    #expect(try await change.finish().status == 0)
    #expect(try await sandbox.status().format == "numeric:4")
    try await sandbox.expect(0, "verify", input: .lines("8603"))
  }

  @Test("a lockout counts down live and refuses input; leaving says when to try again")
  func lockoutCountdown() async throws {
    let sandbox = try await sandbox()
    for wrong in ["111111", "222222", "333333", "444444", "555555"] {
      _ = try await sandbox.run("verify", input: .lines(wrong))
    }
    try #require(try await sandbox.status().lockedOutSeconds > 0)
    let session = try ScreenSession()
    try session.start(["unlock"], sandbox: sandbox)
    try await session.waitFor("Try again in 0:")
    // The screen names the state and says why (issue 14.3).
    #expect(session.screen.find("Try Again Later") != nil)
    #expect(session.screen.find("Too many failed attempts.") != nil)
    #expect(session.screen.find("Enter Passcode") == nil)
    let first = try #require(session.screen.find("Try again in 0:"))
    let shown = session.screen.line(first.row)
    try session.send("48")
    try await session.waitFor("the countdown moving") { $0.line(first.row) != shown }
    #expect(session.screen.count(of: "●") == 0, "digits are refused during the wait")
    try session.send("\u{1B}")
    let finished = try await session.finish()
    #expect(finished.status == 130)
    #expect(session.output.contains("Canceled: not unlocked. Try again in "))
  }

  @Test("the last wrong attempt locks for good, says how to erase, and leaving exits 3")
  func permanentLock() async throws {
    let sandbox = try await sandbox("--max-failures", "5")
    for wrong in ["111111", "222222", "333333", "444444"] {
      _ = try await sandbox.run("verify", input: .lines(wrong))
    }
    let session = try ScreenSession(columns: 100, rows: 30)
    try session.start(["unlock"], sandbox: sandbox)
    try await session.waitFor("Enter Passcode")
    try session.send("555555")
    try await session.waitFor("Too many failed attempts.")
    try await session.waitFor("Passcode Locked")
    try await session.waitFor("passcode reset --erase --yes")
    try session.send("\u{1B}")
    let finished = try await session.finish()
    #expect(finished.status == 3)
    #expect(try await sandbox.status().permanentlyLocked)
  }

  @Test("a small terminal gets the one-line prompt, and a resize switches between the two")
  func compactPromptAndResize() async throws {
    let sandbox = try await sandbox()
    let session = try ScreenSession(columns: 28, rows: 10)
    try session.start(["unlock"], sandbox: sandbox)
    try await session.waitFor("Enter Passcode  ○○○○○○")
    try session.send("12")
    try await session.waitFor("Enter Passcode  ●●○○○○")
    try session.setSize(columns: 80, rows: 24)
    try await session.waitFor("the keypad") { $0.find("│  5  │") != nil && $0.count(of: "●") == 2 }
    try session.setSize(columns: 28, rows: 10)
    try await session.waitFor("Enter Passcode  ●●○○○○")
    try session.send("\u{03}")
    #expect(try await session.finish().status == 130)
  }

  @Test("colours are 24-bit unless NO_COLOR is set; LANG picks the language")
  func coloursAndLanguage() async throws {
    let sandbox = try await sandbox()
    let coloured = try ScreenSession()
    try coloured.start(["unlock", "--theme", "teal", "--appearance", "light"], sandbox: sandbox)
    try await coloured.waitFor("Enter Passcode")
    #expect(coloured.output.contains("\u{1B}[0;1;38;2;"))
    try coloured.send("\u{03}")
    _ = try await coloured.finish()

    let plain = try ScreenSession()
    try plain.start(
      ["unlock"], sandbox: sandbox, environment: ["NO_COLOR": "1", "LANG": "de_DE.UTF-8"])
    try await plain.waitFor("Code eingeben")
    #expect(!plain.output.contains("38;2;"))
    #expect(!plain.output.contains("48;2;"))
    try plain.send("\u{03}")
    #expect(try await plain.finish().status == 130)
  }

  @Test("an unknown theme is a usage error")
  func unknownTheme() async throws {
    let sandbox = try await sandbox()
    let finished = try await sandbox.expect(64, "unlock", "--theme", "neon")
    #expect(finished.stderr.contains("The value 'neon' is invalid for '--theme <theme>'"))
  }
}
