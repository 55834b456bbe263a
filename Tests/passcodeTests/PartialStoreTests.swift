import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// The built binary against stores with some but not all of their parts (STO-4), a damaged
/// pepper (HASH-6) and a wrong guess repeated by another process (LOCK-4).
@Suite struct PartialStoreTests {
  @Test("deleting the state while the pepper remains is damage, not 'no passcode' (STO-4)")
  func deletedStateIsDamage() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    for index in 0..<5 { try await sandbox.expect(1, "verify", input: .lines("13579\(index)")) }
    try await sandbox.expect(2, "verify", input: .lines("480213"))
    let state = try sandbox.bytes(FileStore.stateName)
    try FileManager.default.removeItem(at: sandbox.url(FileStore.stateName))

    let status = try await sandbox.expect(4, "status", "--json")
    #expect(status.stdout.isEmpty)
    #expect(status.stderr.contains("the state record is missing but the pepper is still there"))
    try await sandbox.expect(4, "verify", input: .lines("480213"))
    let set = try await sandbox.expect(
      4, "set", "--kdf-rounds", "210000", input: .lines("258036", "258036"))
    #expect(set.stderr.contains("passcode reset --erase --yes"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.url(FileStore.stateName).path))

    // Putting the record back brings back the lockout it recorded: nothing was reset.
    try sandbox.write(FileStore.stateName, state)
    #expect(try await sandbox.status().failures == 5)
    try FileManager.default.removeItem(at: sandbox.url(FileStore.stateName))
    try await sandbox.expect(0, "reset", "--erase", "--yes")
    try await sandbox.setPasscode("258036")
    try await sandbox.expect(0, "verify", input: .lines("258036"))
  }

  @Test(
    "a first set killed while it hashes reads as an interrupted set, and set works again (STO-4)")
  func killedFirstSet() async throws {
    // As many rounds as a record may have: the hash outlasts any machine's load, and the kill
    // comes as soon as the pepper is on disk.
    let rounds = PBKDF2Verifier.maximumRounds
    var attempt = 0
    var killed: Sandbox?
    while killed == nil {
      attempt += 1
      let sandbox = try Sandbox()
      try FileManager.default.removeItem(at: sandbox.store)
      let running = try sandbox.start(
        ["set", "--kdf-rounds", String(rounds)], input: .lines("480213", "480213"))
      do {
        // The pepper is written right before the hash starts.
        try await running.killWhileHashing(after: "the pepper") {
          FileManager.default.fileExists(atPath: sandbox.url(FileStore.pepperName).path)
        }
        killed = sandbox
      } catch is Running.HashOutran where attempt < 5 {
        continue  // this test was starved through the whole hash; no verdict on speed
      }
    }
    let sandbox = killed!

    let status = try await sandbox.status()
    #expect(!status.passcodeSet)
    #expect(status.firstSetInterrupted)
    let summary = try await sandbox.expect(0, "status")
    #expect(summary.stdout.contains("interrupted"))
    try await sandbox.expect(5, "verify", input: .lines("480213"))
    try await sandbox.setPasscode("258036")
    #expect(try await sandbox.status().firstSetInterrupted == false)
    try await sandbox.expect(0, "verify", input: .lines("258036"))
  }

  @Test("one flipped bit in the pepper is exit 4, nothing counted (HASH-6)")
  func damagedPepper() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(1, "verify", input: .lines("135791"))
    let pepper = try sandbox.bytes(FileStore.pepperName)
    for index in [0, 13, 31] {
      var flipped = pepper
      flipped[index] ^= 0x10
      try sandbox.write(FileStore.pepperName, flipped)
      for _ in 0..<3 {
        let verify = try await sandbox.expect(4, "verify", input: .lines("480213"))
        #expect(verify.stderr.contains("pepper"))
      }
    }
    try sandbox.write(FileStore.pepperName, pepper)
    #expect(try await sandbox.status().failures == 1)
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }

  @Test("a wrong code repeated by a second process is not counted again (LOCK-4)")
  func repeatsAcrossProcesses() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(1, "verify", input: .lines("111222"))
    let again = try await sandbox.expect(1, "verify", input: .lines("111222"))
    #expect(again.stderr.contains("You already tried that passcode."), "\(again.stderr)")
    #expect(again.stderr.contains("It was not counted as an attempt."), "\(again.stderr)")
    #expect(try await sandbox.status().failures == 1)
    try await sandbox.expect(1, "verify", input: .lines("111223"))
    #expect(try await sandbox.status().failures == 2)
  }
}
