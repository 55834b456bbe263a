import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output that cannot be written never crashes `passcode`: a message that cannot be written is
/// dropped and the exit status still tells the result; an answer that cannot be written is
/// status 74. Closed standard descriptors never end up holding a store file.
@Suite struct OutputFailureTests {
  /// The sandbox's store, a file with `lines` to read on stdin, and files for stdout and stderr.
  struct Files {
    let sandbox: Sandbox
    let input: String
    let stdout: String
    let stderr: String

    init(_ sandbox: Sandbox, lines: [String] = []) throws {
      self.sandbox = sandbox
      let name = UUID().uuidString
      input = sandbox.root.appendingPathComponent("\(name).in").path
      stdout = sandbox.root.appendingPathComponent("\(name).out").path
      stderr = sandbox.root.appendingPathComponent("\(name).err").path
      try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: input))
    }

    func text(_ path: String) throws -> String {
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }
  }

  /// `passcode arguments… --store <store>` (no `--store` for storeless commands).
  static func passcode(_ sandbox: Sandbox, _ arguments: String...) throws -> RawProcess {
    try RawProcess.passcode(sandbox.withStore(arguments).map { Array($0.utf8) })
  }

  @Test(
    "verify with stderr on /dev/full, closed, or a pipe nobody reads: the real exit status",
    arguments: ["full", "closed", "broken pipe"])
  func verifyWithUnwritableStderr(_ kind: String) async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    for (code, expected) in [("480214", Int32(1)), ("480213", 0)] {
      let files = try Files(sandbox, lines: [code])
      var process = try Self.passcode(sandbox, "verify")
      process.stdin = .input(files.input)
      var pipeEnds: [Int32] = [-1, -1]
      switch kind {
      case "full": process.stderr = .output("/dev/full")
      case "closed": process.stderr = .closed
      default:
        // A pipe whose reading end is closed before the child starts: every write to it is
        // EPIPE, and SIGPIPE (at its default action in the child) would kill the process.
        try #require(pipe(&pipeEnds) == 0)
        close(pipeEnds[0])
        process.stderr = .descriptor(pipeEnds[1])
      }
      let child = try process.start()
      if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
      let exit = try await child.wait()
      #expect(exit == RawChild.Exit(status: expected), "stderr \(kind), code \(code)")
    }
    // The wrong code was counted, then the right one reset the count.
    #expect(try await sandbox.status().failures == 0)
  }

  @Test("an answer that cannot be written is status 74 with a message saying so")
  func answerThatCannotBeWritten() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let form = try Files(
      sandbox, lines: ["username=alice", "password=Quartz-91", "phone=5551234567"])
    let commands: [(arguments: [String], stdin: String?)] = [
      (["status"], nil), (["status", "--json"], nil), (["render"], nil),
      (["render", "--format", "json"], nil),
      (["bench", "screen", "--keypresses", "6", "--repetitions", "1"], nil),
      (["bench", "seal", "--mebibytes", "1", "--repetitions", "1"], nil),
      (["form"], form.input), (["--help"], nil), (["verify", "--help"], nil),
    ]
    for (arguments, stdin) in commands {
      for stdout in [RawProcess.Stream.output("/dev/full"), .closed] {
        let files = try Files(sandbox)
        var process = try RawProcess.passcode(sandbox.withStore(arguments).map { Array($0.utf8) })
        if let stdin { process.stdin = .input(stdin) }
        process.stdout = stdout
        process.stderr = .output(files.stderr)
        let exit = try await process.start().wait()
        let said = try files.text(files.stderr)
        #expect(exit == RawChild.Exit(status: 74), "\(arguments) to \(stdout): \(said)")
        #expect(said.contains("could not be written to standard output"), "\(arguments): \(said)")
      }
    }
    // The same commands succeed when stdout can be written.
    let files = try Files(sandbox)
    var status = try Self.passcode(sandbox, "status", "--json")
    status.stdout = .output(files.stdout)
    #expect(try await status.start().wait() == RawChild.Exit(status: 0))
    #expect(try files.text(files.stdout).contains("\"passcodeSet\":true"))
  }

  @Test("status into a pipe nobody reads is 74, not death by SIGPIPE")
  func statusIntoABrokenPipe() async throws {
    let sandbox = try Sandbox()
    var pipeEnds: [Int32] = [-1, -1]
    try #require(pipe(&pipeEnds) == 0)
    close(pipeEnds[0])
    var process = try Self.passcode(sandbox, "status", "--json")
    process.stdout = .descriptor(pipeEnds[1])
    let child = try process.start()
    close(pipeEnds[1])
    #expect(try await child.wait() == RawChild.Exit(status: 74))
  }

  @Test("with stdout and stderr closed, set and verify work and no store file gets a message")
  func closedDescriptorsNeverBecomeStoreFiles() async throws {
    let sandbox = try Sandbox()
    let runs: [([String], [String], Int32)] = [
      (["set", "--kdf-rounds", "210000"], ["480213", "480213"], 0),
      (["verify"], ["480214"], 1),
      (["verify"], ["480213"], 0),
      (["change", "--kdf-rounds", "210000"], ["480213", "258036", "258036"], 0),
    ]
    for (arguments, lines, expected) in runs {
      let files = try Files(sandbox, lines: lines)
      var process = try RawProcess.passcode(sandbox.withStore(arguments).map { Array($0.utf8) })
      process.stdin = .input(files.input)
      process.stdout = .closed
      process.stderr = .closed
      let exit = try await process.start().wait()
      #expect(exit == RawChild.Exit(status: expected), "\(arguments)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.store.path)
    for name in names {
      let text = String(decoding: try sandbox.bytes(name), as: UTF8.self)
      for message in ["Passcode", "passcode", "Wrong", "attempt"] {
        #expect(!text.contains(message), "\(name) holds a message: \(text)")
      }
    }
    #expect(try sandbox.bytes("lock").isEmpty, "the lock file received output")
    let status = try await sandbox.status()
    #expect(status.passcodeSet && status.failures == 0)
    try await sandbox.expect(0, "verify", input: .lines("258036"))
  }

  @Test("a closed stdin reads as empty input, not as a store file")
  func closedStdin() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let files = try Files(sandbox)
    var process = try Self.passcode(sandbox, "verify")
    process.stdin = .closed
    process.stderr = .output(files.stderr)
    #expect(try await process.start().wait() == RawChild.Exit(status: 65))
    #expect(
      try files.text(files.stderr).contains(
        "The input ended before line 1 (Passcode) was read: this command reads 1 line."))
    #expect(try await sandbox.status().failures == 0)
  }
}
