import Foundation
import Testing

/// The passcode never appears in any output or any file of the store (STO-1, MEM-2).
@Suite struct SecrecyTests {
  @Test("no run prints the passcode, and no store file holds its bytes")
  func passcodeNeverLeaks() async throws {
    let sandbox = try Sandbox()
    let code = "73519462"
    let newCode = "62948157"
    let wrong = "73519463"
    let alphanumeric = "Zebra-Quartz-91"
    var runs: [Finished] = []
    runs.append(
      try await sandbox.expect(
        0, "set", "--format", "numeric:8", "--kdf-rounds", "210000", input: .lines(code, code)))
    runs.append(try await sandbox.expect(0, "verify", input: .lines(code)))
    runs.append(try await sandbox.expect(0, "unlock", input: .lines("７３５１９４６２")))
    runs.append(try await sandbox.expect(1, "verify", input: .lines(wrong)))
    runs.append(try await sandbox.expect(65, "verify", input: .lines(code + "0")))
    runs.append(try await sandbox.expect(0, input: .lines(code)))
    runs.append(try await sandbox.expect(65, "change", input: .lines(code, newCode, wrong)))
    runs.append(try await sandbox.expect(0, "change", input: .lines(code, newCode, newCode)))
    runs.append(try await sandbox.expect(0, "status"))
    runs.append(try await sandbox.expect(0, "status", "--json"))
    let secrets = [code, newCode, wrong, alphanumeric]
    try expectAbsent(secrets, runs: runs, sandbox: sandbox)

    runs.append(
      try await sandbox.expect(
        0, "change", "--format", "alphanumeric",
        input: .lines(newCode, alphanumeric, alphanumeric)))
    runs.append(try await sandbox.expect(0, "verify", input: .lines(alphanumeric)))
    try expectAbsent(secrets, runs: runs, sandbox: sandbox)
  }

  private func expectAbsent(_ secrets: [String], runs: [Finished], sandbox: Sandbox) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.store.path)
    #expect(files.contains("state") && files.contains("pepper"))
    for secret in secrets {
      for run in runs {
        #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret))
      }
      for file in files {
        let bytes = try sandbox.bytes(file)
        let needle = Array(secret.utf8)
        let found =
          bytes.count >= needle.count
          && (0...(bytes.count - needle.count)).contains {
            bytes[$0..<$0 + needle.count].elementsEqual(needle)
          }
        #expect(!found, "\(file) holds a passcode's bytes")
      }
    }
  }
}
