import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// DEV-3: rounds calibrated at `set` to about 100 ms per check, never below 600,000, capped at
/// about 1 s unless the floor needs longer; recorded per record.
@Suite struct DeviceBoundCalibrationTests {
  @Test("the rounds follow the speed, within the floor and the cap (DEV-3)")
  func roundsForSpeeds() {
    let rounds = DeviceBoundVerifier.rounds(roundsPerSecond:bindingCost:)
    // 20 M rounds/s: 100 ms is 2 M rounds; a 10 ms agreement leaves 90 ms.
    #expect(rounds(20_000_000, .zero) == 2_000_000)
    #expect(rounds(20_000_000, .milliseconds(10)) == 1_800_000)
    // Slow devices get the floor, even when it takes longer than the target or the cap.
    #expect(rounds(1_000_000, .zero) == 600_000)
    #expect(rounds(100_000, .zero) == 600_000)
    #expect(rounds(0, .seconds(2)) == 600_000)
    // An absurd speed is held at the PBKDF2 ceiling.
    #expect(rounds(Int.max / 4, .zero) == PBKDF2Verifier.maximumRounds)
    // Rounded down to a thousand.
    #expect(rounds(12_345_678, .zero) == 1_234_000)
  }

  @Test("a checked time stays under the cap unless the floor needs more (DEV-3)")
  func expectedTimeWithinCap() {
    for speed in [300_000, 1_000_000, 6_000_000, 50_000_000, 900_000_000] {
      for cost in [Duration.zero, .milliseconds(5), .milliseconds(40)] {
        let chosen = DeviceBoundVerifier.rounds(roundsPerSecond: speed, bindingCost: cost)
        let calibration = DeviceBoundVerifier.Calibration(
          roundsPerSecond: speed, bindingCost: cost, rounds: chosen)
        #expect(chosen >= DeviceBoundVerifier.calibratedFloor)
        if chosen > DeviceBoundVerifier.calibratedFloor {
          #expect(calibration.expectedCheckTime <= .milliseconds(101), "\(speed) \(cost)")
        }
        #expect(calibration.expectedCheckTime <= .seconds(1) || chosen == 600_000)
      }
    }
  }

  @Test("set measures this machine and records the rounds in the record (DEV-3)")
  func setCalibrates() async throws {
    let store = FaultyStore()
    let verifier = DeviceBoundVerifier(deviceKey: SoftwareDeviceKey())
    let lock = PasscodeLock(store: store, verifier: verifier, clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    let record = try #require(try StateRecord.decode(store.stateBytes ?? []).verifier)
    let calibration = try DeviceBoundVerifier.calibrate(
      deviceKey: SoftwareDeviceKey(), keyBlob: SecretBuffer(copying: store.deviceKeyBytes ?? []))
    #expect(record.rounds >= DeviceBoundVerifier.calibratedFloor)
    #expect(record.rounds <= PBKDF2Verifier.maximumRounds)
    #expect(record.rounds % 1000 == 0)
    #expect(calibration.roundsPerSecond > 0)
    let input = VerifierInput(
      pepper: SecretBuffer(copying: Array(repeating: 1, count: 32)),
      deviceKey: DeviceKeyAccess(
        key: SoftwareDeviceKey(), blob: SecretBuffer(copying: store.deviceKeyBytes ?? [])))
    #expect(
      !verifier.needsRehash(record, checkTime: .seconds(1), with: input))
    #expect(await lock.verify(code("480213")) == .success)
    // A success never lowers the rounds (it may raise them: DEV-3's recalibration).
    #expect(try StateRecord.decode(store.stateBytes ?? []).verifier?.rounds ?? 0 >= record.rounds)
  }

  @Test(
    "a record well under this device's calibration is raised by a success, never lowered (DEV-3)")
  func recalibrationDecision() {
    let verifier = DeviceBoundVerifier(deviceKey: SoftwareDeviceKey())
    func record(_ rounds: Int) -> VerifierRecord {
      VerifierRecord(
        algorithm: DeviceBoundVerifier.algorithm(.software), rounds: rounds,
        salt: [UInt8](repeating: 1, count: 16), hash: [UInt8](repeating: 2, count: 32))
    }
    // 800,000 rounds checked in 80 ms: 10 M rounds/s, which calibrates to 1,000,000 (+25 %).
    #expect(verifier.needsRecalibration(record(800_000), checkTime: .milliseconds(80)))
    // Within the margin (+11 %), or checked as slowly as the target: left alone.
    #expect(!verifier.needsRecalibration(record(900_000), checkTime: .milliseconds(90)))
    #expect(!verifier.needsRecalibration(record(1_000_000), checkTime: .milliseconds(100)))
    // A check slowed by load suggests a slower device: never a reason to change.
    #expect(!verifier.needsRecalibration(record(1_000_000), checkTime: .milliseconds(400)))
    // Plain records are the upgrade's business; fixed work factors are never recalibrated.
    var plain = record(800_000)
    plain.algorithm = PBKDF2Verifier.algorithm
    #expect(!verifier.needsRecalibration(plain, checkTime: .milliseconds(1)))
    let fixed = DeviceBoundVerifier(deviceKey: SoftwareDeviceKey(), workFactor: .rounds(700_000))
    #expect(!fixed.needsRecalibration(record(700_000), checkTime: .milliseconds(1)))
    // An assumed speed decides by itself: 10 M rounds/s calibrates to 1,000,000.
    let assumed = DeviceBoundVerifier(
      deviceKey: SoftwareDeviceKey(), workFactor: .calibratedFor(roundsPerSecond: 10_000_000))
    #expect(assumed.needsRecalibration(record(800_000), checkTime: .seconds(5)))
    #expect(!assumed.needsRecalibration(record(900_000), checkTime: .milliseconds(1)))
  }

  @Test("a record set at a busy moment converges after the next success (DEV-3)")
  func busySetConverges() async throws {
    let store = FaultyStore()
    func lock(roundsPerSecond: Int) -> PasscodeLock {
      PasscodeLock(
        store: store,
        verifier: DeviceBoundVerifier(
          deviceKey: SoftwareDeviceKey(),
          workFactor: .calibratedFor(roundsPerSecond: roundsPerSecond)),
        clock: TestBootClock())
    }
    func rounds() throws -> Int? { try StateRecord.decode(store.stateBytes ?? []).verifier?.rounds }
    // Set while the device measured 6.5 M rounds/s (busy): 650,000 rounds.
    try await lock(roundsPerSecond: 6_500_000).setPasscode(code("480213"))
    #expect(try rounds() == 650_000)
    // Idle, it measures 8 M rounds/s: 800,000 is 23 % more — re-derived at the next success.
    #expect(await lock(roundsPerSecond: 8_000_000).verify(code("480213")) == .success)
    #expect(try rounds() == 800_000)
    #expect(await lock(roundsPerSecond: 8_000_000).verify(code("480213")) == .success)
    #expect(try rounds() == 800_000, "a converged record stays")
    // A wrong code changes nothing; a slower moment never lowers the rounds.
    #expect(await lock(roundsPerSecond: 20_000_000).verify(code("111112")) != .success)
    #expect(try rounds() == 800_000)
    #expect(await lock(roundsPerSecond: 6_000_000).verify(code("480213")) == .success)
    #expect(try rounds() == 800_000)
  }
}
