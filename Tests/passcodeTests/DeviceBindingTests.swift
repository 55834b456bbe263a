import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
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
  func stolenCopyVerifiesNothing() async throws {
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

    // Another store's device key in its place: damage (DEV-4), nothing counted.
    let impostor = try Sandbox()
    try await impostor.setPasscode("480213")
    try impostor.write(FileStore.stateName, state)
    try impostor.write(FileStore.pepperName, pepper)
    try await impostor.expect(4, "verify", input: .lines("480213"))
    #expect(try impostor.stateRecord().failures == 0)

    // With its own device key the copy behaves like the original.
    try impostor.write(FileStore.deviceKeyName, deviceKey)
    try await impostor.expect(1, "verify", input: .lines("135792"))
    try await impostor.expect(0, "verify", input: .lines("480213"))
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }

  @Test("a plain record is upgraded by verify; SIGKILL during the upgrade loses nothing (DEV-2)")
  func killDuringUpgrade() async throws {
    // A kill must land between the device key and the device-bound record: the upgrade's
    // derivation, calibrated here for a machine that runs 200 M rounds a second (20 M
    // rounds: seconds of work on any machine, longer the busier it is), holds that window
    // open, and a thread of its own watches for the key.
    let sandbox = try await Self.plainStore()
    let running = try PasscodeBinary.start(
      sandbox.withStore(["verify"]), input: .lines("480213"), scratch: sandbox.root,
      environment: ["PASSCODE_KDF_ROUNDS_PER_SECOND": "200000000"])
    let deviceKey = sandbox.url(FileStore.deviceKeyName).path
    let sent = await FileWatch.signal(
      SIGKILL, to: running.pid, whenExists: deviceKey, unless: { running.hasExited })
    let finished = try await running.finish()
    try #require(sent, "verify never wrote the device key: \(finished.stderr)")
    try #require(
      finished.signal == SIGKILL,
      "verify finished (\(String(describing: finished.status))) before the kill: \(finished.stderr)"
    )
    #expect(FileManager.default.fileExists(atPath: deviceKey))
    #expect(try sandbox.stateRecord().deviceKeyPending == true, "killed mid-upgrade")
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
  func downgradeIsRefused() async throws {
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
  func setCalibrates() async throws {
    let sandbox = try Sandbox()
    let set = try await sandbox.start(["set"], input: .lines("480213", "480213")).finish()
    try #require(set.status == 0, "set failed: \(set.stderr)")
    let record = try #require(try sandbox.stateRecord().verifier)
    #expect(record.rounds >= DeviceBoundVerifier.calibratedFloor)
    #expect(record.rounds <= PBKDF2Verifier.maximumRounds)
    #expect(DeviceBoundVerifier.binding(of: record) == .software)
    try await sandbox.expect(0, "verify", input: .lines("480213"))
    // A success never lowers the rounds (it may raise them: see busySetConverges_DEV3).
    #expect(try sandbox.stateRecord().verifier?.rounds ?? 0 >= record.rounds)
  }

  @Test("another store's key or one flipped bit: exit 4, nothing counted, however often (DEV-4)")
  func foreignOrDamagedKey() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    let good = try sandbox.bytes(FileStore.deviceKeyName)
    let other = try Sandbox()
    try await other.setPasscode("480213")
    var flipped = good
    flipped[11] ^= 0x01
    for (name, key) in [
      ("another store's key", try other.bytes(FileStore.deviceKeyName)),
      ("one flipped bit", flipped),
    ] {
      try sandbox.write(FileStore.deviceKeyName, key)
      let state = try sandbox.bytes(FileStore.stateName)
      // The right code, then what a user unsure of it would try: never counted, never locked.
      for guess in ["480213", "480213", "480231", "408213", "480123", "840213"] {
        let refused = try await sandbox.expect(4, "verify", input: .lines(guess))
        #expect(refused.stderr.contains("not the one this passcode was set with"), "\(name)")
      }
      let status = try await sandbox.start(["status"], input: .bytes([])).finish()
      #expect(status.status == 4, "\(name): status said \(status.stdout)")
      #expect(try sandbox.bytes(FileStore.stateName) == state, "\(name): nothing written")
    }
    try sandbox.write(FileStore.deviceKeyName, good)
    #expect(try await sandbox.status().failures == 0)
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }

  @Test("an upgrade under way with an unusable device key is damage, not a plain unlock (DEV-5)")
  func upgradingWithUnusableKey() async throws {
    let sandbox = try await Self.plainStore()
    var record = try sandbox.stateRecord()
    record.deviceKeyPending = true
    try sandbox.write(FileStore.stateName, record.encoded())
    try sandbox.write(FileStore.deviceKeyName, [UInt8](repeating: 0xFF, count: 32))
    let state = try sandbox.bytes(FileStore.stateName)
    let refused = try await sandbox.expect(4, "verify", input: .lines("480213"))
    #expect(refused.stderr.contains("device key can no longer be used"))
    let status = try await sandbox.start(["status", "--json"], input: .bytes([])).finish()
    #expect(status.status == 4, "status said \(status.stdout)")
    #expect(try sandbox.bytes(FileStore.stateName) == state)
    try await sandbox.expect(0, "reset", "--erase", "--yes")
    try await sandbox.setPasscode("258036")
    #expect(try await Self.binding(sandbox) == "software")
  }

  @Test("a record set at a busy moment is raised by the next verify, never lowered (DEV-3)")
  func busySetConverges() async throws {
    let sandbox = try Sandbox()
    func run(_ arguments: [String], _ input: StandardInput, speed: Int) async throws -> Finished {
      try await PasscodeBinary.start(
        sandbox.withStore(arguments), input: input, scratch: sandbox.root,
        environment: ["PASSCODE_KDF_ROUNDS_PER_SECOND": "\(speed)"]
      ).finish()
    }
    func rounds() throws -> Int? { try sandbox.stateRecord().verifier?.rounds }
    // Set while the machine measured 6.5 M rounds/s: 650,000 rounds.
    let set = try await run(["set"], .lines("480213", "480213"), speed: 6_500_000)
    try #require(set.status == 0, "set failed: \(set.stderr)")
    #expect(try rounds() == 650_000)
    // Idle, 8 M rounds/s: 800,000 rounds (23 % more) after the next right code.
    #expect(try await run(["verify"], .lines("480213"), speed: 8_000_000).status == 0)
    #expect(try rounds() == 800_000)
    // A busier moment never lowers them; a wrong code changes nothing.
    #expect(try await run(["verify"], .lines("480213"), speed: 6_000_000).status == 0)
    #expect(try await run(["verify"], .lines("111112"), speed: 20_000_000).status == 1)
    #expect(try rounds() == 800_000)
    try await sandbox.expect(0, "verify", input: .lines("480213"))
    #expect(try rounds() ?? 0 >= 800_000)
    // A speed that is not a number is refused before anything is read or written.
    let state = try sandbox.bytes(FileStore.stateName)
    let refused = try await PasscodeBinary.start(
      sandbox.withStore(["verify"]), input: .lines("480213"), scratch: sandbox.root,
      environment: ["PASSCODE_KDF_ROUNDS_PER_SECOND": "fast"]
    ).finish()
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("PASSCODE_KDF_ROUNDS_PER_SECOND"))
    #expect(try sandbox.bytes(FileStore.stateName) == state)
  }
}
