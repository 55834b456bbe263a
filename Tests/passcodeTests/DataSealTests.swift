import Foundation
import Testing

/// `passcode seal` and `passcode open` on the built binary: the passcode asked once and counted,
/// nothing written without it, a changed file refused whole, the key kept by the device after
/// `remove` and gone after `reset`.
@Suite struct DataSealTests {
  static let note =
    "Meet at the lighthouse at six.\n" + String(repeating: "0123456789", count: 9000)

  /// A plaintext file in the sandbox (outside the store).
  static func plaintext(_ sandbox: Sandbox) throws -> URL {
    let file = sandbox.root.appendingPathComponent("note.txt")
    try Data(note.utf8).write(to: file)
    return file
  }

  @Test(
    "seal then open with the right code gives the file back; a wrong code writes nothing and counts (DATA-5, CNT-1)"
  )
  func roundTrip() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let plain = try Self.plaintext(sandbox)
    let sealed = sandbox.root.appendingPathComponent("note.sealed")
    let opened = sandbox.root.appendingPathComponent("note.opened")
    try await sandbox.expect(0, "seal", plain.path, "-o", sealed.path, input: .lines("480213"))
    let sealedBytes = try Data(contentsOf: sealed)
    #expect(sealedBytes.starts(with: Array("PKSEAL".utf8)))
    #expect(
      sealedBytes.range(of: Data("lighthouse".utf8)) == nil, "no plaintext in the sealed file")

    try await sandbox.expect(1, "open", sealed.path, "-o", opened.path, input: .lines("111111"))
    #expect(!FileManager.default.fileExists(atPath: opened.path), "a wrong code writes nothing")
    #expect(try await sandbox.status().failures == 1, "counted like verify")

    try await sandbox.expect(0, "open", sealed.path, "-o", opened.path, input: .lines("480213"))
    #expect(try String(contentsOf: opened, encoding: .utf8) == Self.note)
    #expect(try await sandbox.status().failures == 0)
  }

  @Test(
    "a changed or cut sealed file is refused whole with its own status, and nothing is written (DATA-5)"
  )
  func tamperedIsRefused() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let plain = try Self.plaintext(sandbox)
    let sealed = sandbox.root.appendingPathComponent("note.sealed")
    try await sandbox.expect(0, "seal", plain.path, "-o", sealed.path, input: .lines("480213"))
    let good = try Data(contentsOf: sealed)
    var flipped = good
    flipped[flipped.count / 2] ^= 0x40
    let cut = good.prefix(good.count - 100)
    for (name, bytes) in [("flipped", flipped), ("cut", Data(cut)), ("text", Data(Self.note.utf8))]
    {
      let bad = sandbox.root.appendingPathComponent("\(name).sealed")
      try bytes.write(to: bad)
      let opened = sandbox.root.appendingPathComponent("\(name).opened")
      let refused = try await sandbox.expect(
        6, "open", bad.path, "-o", opened.path, input: .lines("480213"))
      #expect(!FileManager.default.fileExists(atPath: opened.path), "\(name): nothing written")
      #expect(refused.stderr.contains("nothing was written"), "\(name): \(refused.stderr)")
    }
    // To a pipe: the whole file is checked before a byte goes out.
    let bad = sandbox.root.appendingPathComponent("flipped.sealed")
    let piped = try await sandbox.expect(6, "open", bad.path, "-o", "-", input: .lines("480213"))
    #expect(piped.stdout.isEmpty, "no half plaintext on stdout")
    let whole = try await sandbox.expect(0, "open", sealed.path, "-o", "-", input: .lines("480213"))
    #expect(whole.stdout == Self.note)
  }

  @Test("after remove the device alone opens the data; after reset nothing does (DATA-4)")
  func removeThenReset() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let plain = try Self.plaintext(sandbox)
    let sealed = sandbox.root.appendingPathComponent("note.sealed")
    let opened = sandbox.root.appendingPathComponent("note.opened")
    try await sandbox.expect(0, "seal", plain.path, "-o", sealed.path, input: .lines("480213"))
    try await sandbox.expect(0, "remove", input: .lines("480213"))
    let status = try await sandbox.run("status", "--json")
    #expect(status.stdout.contains(#""dataProtection":"deviceOnly""#), "\(status.stdout)")
    try await sandbox.expect(0, "open", sealed.path, "-o", opened.path)
    #expect(try String(contentsOf: opened, encoding: .utf8) == Self.note)

    try await sandbox.expect(0, "reset", "--erase", "--yes")
    try FileManager.default.removeItem(at: opened)
    try await sandbox.expect(5, "open", sealed.path, "-o", opened.path)
    #expect(!FileManager.default.fileExists(atPath: opened.path))
  }

  @Test("a missing input costs no attempt, and a lockout applies to seal")
  func refusalsBeforeAnything() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let missing = sandbox.root.appendingPathComponent("missing.txt")
    let out = sandbox.root.appendingPathComponent("out")
    try await sandbox.expect(66, "seal", missing.path, "-o", out.path, input: .lines("111111"))
    #expect(try await sandbox.status().failures == 0, "nothing was asked")
    let plainText = try Self.plaintext(sandbox)
    try await sandbox.expect(6, "open", plainText.path, "-o", out.path, input: .lines("111111"))
    #expect(try await sandbox.status().failures == 0, "not sealed data: nothing was asked")
    for attempt in 1...5 {
      try await sandbox.expect(1, "verify", input: .lines("13579\(attempt)"))
    }
    try await sandbox.expect(2, "seal", plainText.path, "-o", out.path, input: .lines("480213"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(
    "an independent Python opens a sealed file from a whole copy of the store and the code, and nothing without the device key (DATA-1, DATA-5)"
  )
  func independentlyOpened() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let plain = try Self.plaintext(sandbox)
    let sealed = sandbox.root.appendingPathComponent("note.sealed")
    try await sandbox.expect(0, "seal", plain.path, "-o", sealed.path, input: .lines("480213"))
    let python = try Tools.path("python3", neededFor: "the independent opener (with cryptography)")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/open-sealed.py").path
    func open(_ code: String) async throws -> Finished {
      try await PasscodeBinary.start(
        [script, sandbox.store.path, code, sealed.path], input: .bytes([]),
        scratch: sandbox.root, executable: URL(fileURLWithPath: python)
      ).finish()
    }
    let opened = try await open("480213")
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect(opened.stdout == Self.note)
    #expect(try await open("111111").status == 1, "a wrong code opens nothing")
    try FileManager.default.removeItem(at: sandbox.url("devicekey"))
    #expect(try await open("480213").status == 2, "without the device key nothing opens")
  }

  enum KilledDataCommand: String, CaseIterable, Sendable {
    case change, remove, seal, open
  }

  @Test(
    "killing change, remove, seal or open at a random moment never loses the data or leaves half a file (DATA-3, DATA-4, DATA-5)",
    arguments: KilledDataCommand.allCases)
  func killedAtRandomMoments(_ command: KilledDataCommand) async throws {
    for _ in 0..<3 {
      let sandbox = try Sandbox()
      try await sandbox.setPasscode("480213")
      let plain = try Self.plaintext(sandbox)
      let sealed = sandbox.root.appendingPathComponent("note.sealed")
      try await sandbox.expect(0, "seal", plain.path, "-o", sealed.path, input: .lines("480213"))
      let out = sandbox.root.appendingPathComponent("out")
      let arguments: [String]
      let input: StandardInput
      switch command {
      case .change:
        arguments = ["change", "--kdf-rounds", "210000"]
        input = .lines("480213", "975310", "975310")
      case .remove: (arguments, input) = (["remove"], .lines("480213"))
      case .seal: (arguments, input) = (["seal", plain.path, "-o", out.path], .lines("480213"))
      case .open: (arguments, input) = (["open", sealed.path, "-o", out.path], .lines("480213"))
      }
      let delay = Duration.milliseconds(Int.random(in: 0..<600))
      let running = try sandbox.start(arguments, input: input)
      try await Task.sleep(for: delay)
      running.kill()
      let killed = try await running.finish()
      let context = Comment(
        rawValue: "\(command) killed after \(delay) (status \(String(describing: killed.status)))")

      // No temporary is left beside the output, named or not.
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
        .filter { $0.contains("tmp") }
      #expect(leftovers.isEmpty, context)
      // What was written is whole: the sealed output opens, the opened output is the note.
      if FileManager.default.fileExists(atPath: out.path) {
        if command == .open {
          #expect(try String(contentsOf: out, encoding: .utf8) == Self.note, context)
        } else {
          let check = sandbox.root.appendingPathComponent("check")
          try await sandbox.expect(0, "open", out.path, "-o", check.path, input: .lines("480213"))
          #expect(try String(contentsOf: check, encoding: .utf8) == Self.note, context)
        }
      }
      // The data still opens: with the old code or the new one, or with none after remove.
      let reopened = sandbox.root.appendingPathComponent("reopened")
      var opened = false
      for code in ["480213", "975310", nil] as [String?] {
        let finished = try await sandbox.run(
          "open", sealed.path, "-o", reopened.path, input: code.map { .lines($0) } ?? .bytes([]))
        if finished.status == 0 {
          opened = true
          break
        }
      }
      #expect(opened, context)
      if opened {
        #expect(try String(contentsOf: reopened, encoding: .utf8) == Self.note, context)
      }
    }
  }
}
