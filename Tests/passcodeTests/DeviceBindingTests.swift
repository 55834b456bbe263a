import Foundation
import Testing

@testable import PasscodeCore
@testable import PasscodeEngine

/// The built binary with device-bound records (DEV-1, DEV-2, DEV-3): what `status` says, a
/// stolen copy of the store, and a kill during the upgrade of an older record.
@Suite struct DeviceBindingTests {
  /// `passcode status --json`'s `deviceBinding`.
  static func binding(_ sandbox: Sandbox) async throws -> String? {
    let finished = try await sandbox.expect(0, "status", "--json")
    let object = try JSONSerialization.jsonObject(with: Data(finished.stdout.utf8))
    return (object as? [String: Any])?["deviceBinding"] as? String
  }

  @Test("status says the binding; a copy without the device key verifies nothing (DEV-1)")
  func stolenCopyVerifiesNothing_DEV1() async throws {
    let sandbox = try Sandbox()
    #expect(try await Self.binding(sandbox) == "none")
    try await sandbox.setPasscode("480213")
    #expect(try await Self.binding(sandbox) == "software")
    let summary = try await sandbox.expect(0, "status")
    #expect(summary.stdout.contains("Device binding: software key in the store"))
    let state = try sandbox.bytes(FileStore.stateName)
    let pepper = try sandbox.bytes(FileStore.pepperName)
    let deviceKey = try sandbox.bytes(FileStore.deviceKeyName)

    // The record and the pepper without the device key: damage, nothing counted.
    let thief = try Sandbox()
    try thief.write(FileStore.stateName, state)
    try thief.write(FileStore.pepperName, pepper)
    let refused = try await thief.expect(4, "verify", input: .lines("480213"))
    #expect(refused.stderr.contains("the device key is missing"))
    #expect(try thief.stateRecord().failures == 0)

    // Another store's device key in its place: the right code is wrong.
    let impostor = try Sandbox()
    try await impostor.setPasscode("480213")
    try impostor.write(FileStore.stateName, state)
    try impostor.write(FileStore.pepperName, pepper)
    try await impostor.expect(1, "verify", input: .lines("480213"))

    // With its own device key the copy behaves like the original.
    try impostor.write(FileStore.deviceKeyName, deviceKey)
    try await impostor.expect(1, "verify", input: .lines("135792"))
    try await impostor.expect(0, "verify", input: .lines("480213"))
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }

  @Test("a plain record is upgraded by verify; SIGKILL during the upgrade loses nothing (DEV-2)")
  func killDuringUpgrade_DEV2() async throws {
    // A kill must land between the device key and the device-bound record. On a loaded
    // machine the poll may see the key late, after the process finished: try again, a few
    // times, on a fresh plain store.
    var killed: Sandbox?
    for _ in 0..<5 {
      let sandbox = try await Self.plainStore()
      let running = try sandbox.start(["verify"], input: .lines("480213"))
      let deviceKey = sandbox.url(FileStore.deviceKeyName).path
      let deadline = ContinuousClock.now + .seconds(60)
      while !FileManager.default.fileExists(atPath: deviceKey), !running.hasExited,
        ContinuousClock.now < deadline
      {
        try await Task.sleep(for: .milliseconds(1))
      }
      running.kill(SIGKILL)
      if try await running.finish().signal == SIGKILL,
        FileManager.default.fileExists(atPath: deviceKey)
      {
        killed = sandbox
        break
      }
    }
    let sandbox = try #require(killed, "no kill landed during the upgrade in 5 tries")
    // Nothing lost: the count is back to 0 (the right code was accepted before the upgrade
    // began), the record is plain or already device-bound, never damaged.
    #expect(try await sandbox.status().failures == 0)
    #expect(["none", "software"].contains(try await Self.binding(sandbox)))
    try await sandbox.expect(0, "verify", input: .lines("480213"))
    #expect(try await Self.binding(sandbox) == "software")
    try await sandbox.expect(1, "verify", input: .lines("135792"))
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }

  @Test("putting the plain record back after the upgrade is damage, nothing counted (DEV-2)")
  func downgradeIsRefused_DEV2() async throws {
    let sandbox = try await Self.plainStore()
    #expect(try await Self.binding(sandbox) == "none")
    let plainState = try sandbox.bytes(FileStore.stateName)
    try await sandbox.expect(0, "verify", input: .lines("480213"))
    #expect(try await Self.binding(sandbox) == "software")
    try sandbox.write(FileStore.stateName, plainState)
    let downgraded = try await sandbox.expect(4, "verify", input: .lines("480213"))
    #expect(downgraded.stderr.contains("replaced by a weaker one"))
    #expect(try sandbox.bytes(FileStore.stateName) == plainState)
    try await sandbox.expect(0, "reset", "--erase", "--yes")
    #expect(!FileManager.default.fileExists(atPath: sandbox.url(FileStore.deviceKeyName).path))
    try await sandbox.setPasscode("258036")
    try await sandbox.expect(0, "verify", input: .lines("258036"))
  }

  /// A sandbox holding a plain PBKDF2 record of 480213, as PasscodeKit wrote before DEV-1.
  static func plainStore() async throws -> Sandbox {
    let sandbox = try Sandbox()
    let plain = PasscodeLock(
      store: FileStore(directory: sandbox.store.path),
      verifier: PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds))
    try await plain.setPasscode(SecretBuffer(utf8: "480213"))
    return sandbox
  }

  @Test("set without --kdf-rounds calibrates: at least 600,000 rounds in the record (DEV-3)")
  func setCalibrates_DEV3() async throws {
    let sandbox = try Sandbox()
    let set = try await sandbox.start(["set"], input: .lines("480213", "480213")).finish()
    try #require(set.status == 0, "set failed: \(set.stderr)")
    let record = try #require(try sandbox.stateRecord().verifier)
    #expect(record.rounds >= DeviceBoundVerifier.calibratedFloor)
    #expect(record.rounds <= PBKDF2Verifier.maximumRounds)
    #expect(DeviceBoundVerifier.binding(of: record) == .software)
    try await sandbox.expect(0, "verify", input: .lines("480213"))
    #expect(try sandbox.stateRecord().verifier?.rounds == record.rounds)
  }
}
