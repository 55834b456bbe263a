import Foundation
import Testing

/// The lockout schedule as the CLI shows it (LOCK-1, LOCK-2, LOCK-5).
@Suite struct LockoutTests {
  @Test(
    "set, right, 4 wrong, 5th wrong starts a 1-minute wait, right code refused (LOCK-1, LOCK-2)")
  func escalatingScript() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(0, "verify", input: .lines("480213"))

    for attempt in 1...4 {
      let wrong = try await sandbox.expect(1, "verify", input: .lines("13579\(attempt)"))
      #expect(wrong.stderr.contains("\(10 - attempt) attempts left"), "\(wrong.stderr)")
      #expect(!wrong.stderr.contains("Try again in"), "no wait below 5 failures")
    }
    let fifth = try await sandbox.expect(1, "verify", input: .lines("135795"))
    #expect(fifth.stderr.contains("5 attempts left"), "\(fifth.stderr)")
    #expect(fifth.stderr.contains("Try again in 1 minute."), "\(fifth.stderr)")

    let refused = try await sandbox.expect(2, "verify", input: .lines("480213"))
    #expect(
      refused.stderr.contains("Too many failed attempts. Try again in"),
      "says why: \(refused.stderr)")

    let status = try await sandbox.status()
    #expect(status.passcodeSet)
    #expect(status.failures == 5)
    #expect(status.maxFailures == 10)
    #expect((1...60).contains(status.lockedOutSeconds))
    #expect(!status.permanentlyLocked)
    #expect(status.format == "numeric:6")

    let summary = try await sandbox.expect(0, "status")
    #expect(summary.stdout.contains("Wrong attempts: 5 of 10"), "\(summary.stdout)")
  }

  @Test("the limit locks for good, even the right code; reset recovers (LOCK-1, LOCK-5)")
  func permanentLock() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213", "--max-failures", "5")
    for attempt in 1...4 {
      try await sandbox.expect(1, "verify", input: .lines("13579\(attempt)"))
    }
    let last = try await sandbox.expect(1, "verify", input: .lines("135795"))
    #expect(last.stderr.contains("This passcode is locked."), "\(last.stderr)")
    #expect(last.stderr.contains("passcode reset --erase --yes"), "\(last.stderr)")

    let refused = try await sandbox.expect(3, "verify", input: .lines("480213"))
    #expect(refused.stderr.contains("passcode reset --erase --yes"), "\(refused.stderr)")
    try await sandbox.expect(3, "unlock", input: .lines("480213"))
    let status = try await sandbox.status()
    #expect(status.permanentlyLocked && status.failures == 5 && status.lockedOutSeconds == 0)

    try await sandbox.expect(0, "reset", "--erase", "--yes")
    #expect(try await sandbox.status().passcodeSet == false)
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }
}
