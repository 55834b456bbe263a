import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each mistake gets the right exit status and one sentence that says what happened and what
/// to do.
@Suite struct MessagesTests {
  @Test("render -o into a missing directory: 74 and the file and reason named")
  func renderIntoMissingDirectory() async throws {
    let sandbox = try Sandbox()
    let path = sandbox.root.appendingPathComponent("missing/x.svg").path
    let finished = try await sandbox.expect(74, "render", "-o", path)
    #expect(finished.stderr.contains("\(path) could not be written"), "\(finished.stderr)")
    #expect(finished.stderr.contains("No such file or directory"), "\(finished.stderr)")
    #expect(!finished.stderr.contains("CommandExit("), "\(finished.stderr)")
    // Nothing is left behind in the directory that exists.
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
    #expect(!left.contains { $0.hasPrefix(".x.svg") }, "\(left)")
  }

  @Test("render -o writes the whole drawing, replacing an older file")
  func renderToFile() async throws {
    let sandbox = try Sandbox()
    let url = sandbox.root.appendingPathComponent("screen.svg")
    try Data("old".utf8).write(to: url)
    try await sandbox.expect(0, "render", "-o", url.path)
    let drawing = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(drawing.hasPrefix("<svg") || drawing.hasPrefix("<?xml"), "\(drawing.prefix(40))")
    #expect(drawing.contains("</svg>"))
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
    #expect(!left.contains { $0.hasPrefix(".screen.svg") }, "\(left)")
  }

  @Test("render -o a device writes into it and never replaces it")
  func renderToDevices() async throws {
    let sandbox = try Sandbox()
    try await sandbox.expect(0, "render", "-o", "/dev/null")
    var info = stat()
    #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    let full = try await sandbox.expect(74, "render", "-o", "/dev/full")
    #expect(full.stderr.contains("/dev/full could not be written"), "\(full.stderr)")
    #expect(full.stderr.contains("No space left on device"), "\(full.stderr)")
    #expect(lstat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test(
    "render's option errors show render's usage",
    arguments: [
      ["--theme", "bogus"], ["--size", "12"], ["--state", "asleep"], ["--locale", "xx"],
    ])
  func renderOptionErrors(_ options: [String]) async throws {
    let sandbox = try Sandbox()
    let finished = try await PasscodeBinary.start(
      ["render"] + options, input: .bytes([]), scratch: sandbox.root
    ).finish()
    #expect(finished.status == 64)
    #expect(finished.stderr.contains("Usage: passcode render"), "\(finished.stderr)")
    #expect(finished.stderr.contains("passcode render --help"), "\(finished.stderr)")
    #expect(!finished.stderr.contains("<subcommand>"), "\(finished.stderr)")
  }

  @Test("--help documents 74 (answer not written) and 130 (cancelled, reset not confirmed)")
  func helpListsNewStatuses() async throws {
    let sandbox = try Sandbox()
    let help = try await PasscodeBinary.start(["--help"], input: .bytes([]), scratch: sandbox.root)
      .finish()
    #expect(help.status == 0)
    #expect(help.stdout.contains("\n  74  the answer"), "\(help.stdout)")
    #expect(help.stdout.contains("\n  130 cancelled"), "\(help.stdout)")
    #expect(help.stdout.contains("reset not confirmed"), "\(help.stdout)")
  }

  @Test("an unknown command is named and the commands are listed (64)")
  func unknownCommand() async throws {
    let sandbox = try Sandbox()
    let finished = try await PasscodeBinary.start(
      ["bogus"], input: .bytes([]), scratch: sandbox.root
    ).finish()
    #expect(finished.status == 64)
    #expect(finished.stderr.contains("`bogus` is not a passcode command"), "\(finished.stderr)")
    for command in ["set", "verify", "unlock", "change", "remove", "status", "reset", "render"] {
      #expect(finished.stderr.contains(command), "\(command) is not listed: \(finished.stderr)")
    }
    #expect(!finished.stderr.contains("passcode start"), "\(finished.stderr)")
    #expect(!finished.stderr.contains("Unexpected argument"), "\(finished.stderr)")
  }

  @Test("a passcode typed as the command is refused without being repeated (MEM-2)")
  func passcodeAsCommand() async throws {
    let sandbox = try Sandbox()
    let finished = try await sandbox.expect(64, "480213")
    #expect(finished.stderr.contains("is not a passcode command"), "\(finished.stderr)")
    #expect(!finished.stderr.contains("480213"), "\(finished.stderr)")
    #expect(try await sandbox.status().passcodeSet == false)
  }

  @Test("reset's confirmation declined at a terminal: cancelled (130), nothing erased")
  func resetDeclined() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let terminal = try PseudoTerminal()
    let declined = try terminal.start(["reset", "--erase"], sandbox: sandbox)
    try await terminal.answer("Type yes to confirm: ", with: "n")
    #expect(try await declined.finish().status == 130)
    #expect(try await terminal.drain().contains("Canceled: nothing was erased"))
    #expect(try await sandbox.status().passcodeSet)
  }

  @Test("set, change and remove on a permanently locked passcode: 3, and only reset is offered")
  func setWhenPermanentlyLocked() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213", "--max-failures", "5")
    for attempt in 1...5 {
      try await sandbox.expect(1, "verify", input: .lines("13579\(attempt)"))
    }
    let set = try await sandbox.expect(
      3, "set", "--kdf-rounds", "210000", input: .lines("258036", "258036"))
    #expect(set.stderr.contains("This passcode is locked."), "\(set.stderr)")
    #expect(set.stderr.contains("passcode reset --erase --yes"), "\(set.stderr)")
    #expect(!set.stderr.contains("passcode change"), "\(set.stderr)")
    #expect(!set.stderr.contains("passcode remove"), "\(set.stderr)")
    try await sandbox.expect(3, "change", input: .lines("480213", "258036", "258036"))
    try await sandbox.expect(3, "remove", input: .lines("480213"))
    try await sandbox.expect(3, input: .lines("480213"))
    #expect(try await sandbox.status().failures == 5)
  }

  @Test(
    "set and change: a numeric code of another valid length says how to choose that length (65)",
    arguments: [("4829", 4, "at least 6 digits"), ("482917381", 9, "at most 6 digits")])
  func otherLengthAdvice(code: String, length: Int, error: String) async throws {
    let sandbox = try Sandbox()
    let set = try await sandbox.expect(65, "set", input: .lines(code, code))
    #expect(
      set.stderr.contains(
        "Enter \(error). To use a \(length)-digit code instead, pass --format numeric:\(length)."),
      "\(set.stderr)")
    #expect(!set.stderr.contains(code), "MEM-2: \(set.stderr)")
    #expect(try await sandbox.status().passcodeSet == false)
    try await sandbox.setPasscode("480213")
    let change = try await sandbox.expect(65, "change", input: .lines("480213", code, code))
    #expect(change.stderr.contains("--format numeric:\(length)."), "\(change.stderr)")
    // A length no numeric format allows, and a code that is not digits, get no such advice.
    for other in ["482", "48a917"] {
      let refused = try await sandbox.expect(65, "change", input: .lines("480213", other, other))
      #expect(!refused.stderr.contains("--format"), "\(refused.stderr)")
    }
  }

  @Test(
    "a space or tab on a passcode line is named as such, not as too long (65, not counted)",
    arguments: ["480213 ", "480213\t", " 480213", "480213 \r", "48021 "])
  func spaceOrTabOnTheLine(_ line: String) async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let finished = try await sandbox.expect(65, "verify", input: .lines(line))
    #expect(finished.stderr.contains("space or tab"), "\(finished.stderr)")
    #expect(!finished.stderr.contains("at most"), "\(finished.stderr)")
    #expect(try await sandbox.status().failures == 0)
  }

  @Test(
    "a format's length is a plain decimal number (64 otherwise)",
    arguments: ["numeric:+6", "numeric:06", "numeric: 6", "numeric:-6", "numeric:٦"])
  func formatSpelling(_ format: String) async throws {
    let sandbox = try Sandbox()
    let finished = try await sandbox.expect(
      64, "set", "--format", format, "--kdf-rounds", "210000", input: .lines("480213", "480213"))
    #expect(
      finished.stderr.contains("The value '\(format)' is invalid for '--format <format>'"),
      "\(finished.stderr)")
    #expect(try await sandbox.status().passcodeSet == false)
  }

  @Test("--store '' is a usage error (64) that says so")
  func emptyStore() async throws {
    let sandbox = try Sandbox()
    let finished = try await PasscodeBinary.start(
      ["status", "--store", ""], input: .bytes([]), scratch: sandbox.root
    ).finish()
    #expect(finished.status == 64)
    #expect(finished.stderr.contains("--store is empty"), "\(finished.stderr)")
  }

  /// A store path with the byte 0xFF: Swift would read it as U+FFFD, a different directory.
  @Test(
    "a store path that is not UTF-8 is refused (4) and nothing is created",
    arguments: ["--store", "--store=", "PASSCODE_STORE_DIR", "XDG_DATA_HOME", "HOME"])
  func storePathNotUTF8(_ source: String) async throws {
    let sandbox = try Sandbox()
    let badPath = Array(sandbox.root.path.utf8) + Array("/st".utf8) + [0xFF] + Array("re".utf8)
    let lines = sandbox.root.appendingPathComponent("lines").path
    try Data("480213\n480213\n".utf8).write(to: URL(fileURLWithPath: lines))
    let errors = sandbox.root.appendingPathComponent("errors").path
    var arguments = [Array("set".utf8), Array("--kdf-rounds".utf8), Array("210000".utf8)]
    var environment: [String: [UInt8]?] = [:]
    switch source {
    case "--store": arguments += [Array("--store".utf8), badPath]
    case "--store=": arguments += [Array("--store=".utf8) + badPath]
    case "HOME": environment = ["XDG_DATA_HOME": nil, "HOME": badPath]
    default: environment = [source: badPath]
    }
    var process = try RawProcess.passcode(arguments)
    process.environment = environment
    process.stdin = .input(lines)
    process.stderr = .output(errors)
    let exit = try await process.start().wait()
    let said = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errors)), as: UTF8.self)
    #expect(exit == RawChild.Exit(status: 4), "\(said)")
    #expect(said.contains("is not valid UTF-8"), "\(said)")
    let entries = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
    #expect(Set(entries) == ["store", "lines", "errors"], "something was created: \(entries)")
  }

  @Test("U+FFFD written as valid UTF-8 is an ordinary path")
  func replacementCharacterIsAllowed() async throws {
    let sandbox = try Sandbox()
    let path = sandbox.root.appendingPathComponent("st\u{FFFD}re").path
    let finished = try await PasscodeBinary.start(
      ["set", "--kdf-rounds", "210000", "--store", path], input: .lines("480213", "480213"),
      scratch: sandbox.root
    ).finish()
    #expect(finished.status == 0, "\(finished.stderr)")
    #expect(FileManager.default.fileExists(atPath: path + "/state"))
  }
}
