import Foundation
import Testing

/// What stdin may hold (FMT-2, FMT-3, FMT-4) and which options are refused (64).
@Suite struct InputTests {
  struct Refused: CustomTestStringConvertible, Sendable {
    var name: String
    var input: String
    var testDescription: String { name }
  }

  static let refusedCodes: [Refused] = [
    Refused(name: "a letter", input: "4802a3\n"),
    Refused(name: "an emoji", input: "48021😀\n"),
    Refused(name: "a right-to-left mark", input: "\u{200F}480213\n"),
    Refused(name: "a space", input: "480 213\n"),
    Refused(name: "too short", input: "48021\n"),
    Refused(name: "too long", input: "4802130\n"),
    Refused(name: "an empty line", input: "\n"),
    Refused(name: "no line at all", input: ""),
    Refused(name: "a replacement character", input: "48021\u{FFFD}\n"),
  ]

  @Test(
    "input that is not a 6-digit code is refused with 65 and not counted (FMT-2, FMT-4)",
    arguments: refusedCodes)
  func refusedInput(_ refused: Refused) async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let finished = try await sandbox.expect(65, "verify", input: .text(refused.input))
    #expect(!finished.stderr.isEmpty)
    #expect(try await sandbox.status().failures == 0)
  }

  @Test("bytes that are not UTF-8 are refused with 65")
  func invalidEncoding() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(65, "verify", input: .bytes(Array("48021".utf8) + [0xFF, 0x0A]))
    #expect(try await sandbox.status().failures == 0)
  }

  @Test(
    "Unicode decimal digits verify as the ASCII code (FMT-2)",
    arguments: ["４８０２１３", "٤٨٠٢١٣", "۴۸۰۲۱۳", "४८०२१३", "480213\r"])
  func unicodeDigits(_ typed: String) async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(0, "verify", input: .lines(typed))
  }

  @Test("a code set in Arabic-Indic digits verifies in ASCII (FMT-2)")
  func setInArabicIndic() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("٤٨٠٢١٣")
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }

  @Test("a 1 MB line is refused with 65 without being read whole (FMT-2)")
  func megabyteLine() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let (reader, writer) = (descriptors[0], descriptors[1])
    let running = try sandbox.start(["verify"], input: .descriptor(reader))
    close(reader)
    // 1 MB of digits with no newline, and the pipe stays open: a reader that wanted the
    // whole line would wait forever.
    let writing = Thread {
      let chunk = [UInt8](repeating: UInt8(ascii: "1"), count: 64 * 1024)
      for _ in 0..<16 {
        guard chunk.withUnsafeBytes({ write(writer, $0.baseAddress, $0.count) }) > 0 else { return }
      }
    }
    writing.start()
    let finished = try await running.finish()
    close(writer)
    #expect(!finished.timedOut, "verify waited for the rest of the line")
    #expect(finished.status == 65, "\(finished.stderr)")
    #expect(finished.stderr.contains("Enter at most 6 digits."), "\(finished.stderr)")
    #expect(try await sandbox.status().failures == 0)
  }

  @Test("set: the confirmation must match; nothing is set otherwise")
  func confirmationDiffers() async throws {
    let sandbox = try Sandbox()
    let finished = try await sandbox.expect(
      65, "set", "--kdf-rounds", "210000", input: .lines("480213", "480214"))
    #expect(finished.stderr.contains("The passcodes didn't match."), "\(finished.stderr)")
    #expect(finished.stderr.contains("Nothing was changed."), "\(finished.stderr)")
    #expect(try await sandbox.status().passcodeSet == false)
  }

  @Test("set: input ending after the first line is refused with 65")
  func missingConfirmation() async throws {
    let sandbox = try Sandbox()
    let finished = try await sandbox.expect(
      65, "set", "--kdf-rounds", "210000", input: .lines("480213"))
    #expect(
      finished.stderr.contains(
        "The input ended before line 2 (Confirmation of the new passcode) was read: this "
          + "command reads 2 lines."), "\(finished.stderr)")
    #expect(try await sandbox.status().passcodeSet == false)
  }

  @Test(
    "weak codes are refused with 65 unless --allow-weak (FMT-3)",
    arguments: ["123456", "111111", "654321", "159753"])
  func weakCode(_ code: String) async throws {
    let sandbox = try Sandbox()
    let refused = try await sandbox.expect(
      65, "set", "--kdf-rounds", "210000", input: .lines(code, code))
    #expect(refused.stderr.contains("--allow-weak"), "\(refused.stderr)")
    #expect(try await sandbox.status().passcodeSet == false)
    try await sandbox.setPasscode(code, "--allow-weak")
    try await sandbox.expect(0, "verify", input: .lines(code))
  }

  @Test(
    "options out of range are usage errors (64), the failure limit with its sentence (LOCK-7)",
    arguments: [
      ["--kdf-rounds", "1000"], ["--kdf-rounds", "209999"], ["--max-failures", "2"],
      ["--max-failures", "21"], ["--format", "numeric:3"], ["--format", "numeric:13"],
      ["--format", "hex"], ["--no-such-option"],
    ])
  func badOptions(_ options: [String]) async throws {
    let sandbox = try Sandbox()
    let finished = try await sandbox.start(["set"] + options, input: .lines("480213", "480213"))
      .finish()
    #expect(finished.status == 64, "\(finished.stderr)")
    #expect(try await sandbox.status().passcodeSet == false)
    if options == ["--max-failures", "2"] {
      // The engine's own sentence (LOCK-7), not a message of the command's.
      #expect(finished.stderr.contains("The failure limit must be from 3 to 20; it is 2."))
    }
  }

  @Test("formats: numeric:4, variable and alphanumeric set and verify")
  func formats() async throws {
    let cases = [
      ("numeric:4", "4802", "4803"), ("variable", "48021357", "480213579"),
      ("alphanumeric", "Tr0ub4dor&3", "tr0ub4dor&3"),
    ]
    for (format, code, wrong) in cases {
      let sandbox = try Sandbox()
      try await sandbox.setPasscode(code, "--format", format)
      #expect(try await sandbox.status().format == format)
      try await sandbox.expect(1, "verify", input: .lines(wrong))
      try await sandbox.expect(0, "verify", input: .lines(code))
    }
  }
}
