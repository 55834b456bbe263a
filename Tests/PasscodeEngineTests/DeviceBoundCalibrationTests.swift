import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// DEV-3: rounds calibrated at `set` to about 100 ms per check, never below 600,000, capped at
/// about 1 s unless the floor needs longer; recorded per record.
@Suite struct DeviceBoundCalibrationTests {
  @Test("the rounds follow the speed, within the floor and the cap (DEV-3)")
  func roundsForSpeeds_DEV3() {
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
  func expectedTimeWithinCap_DEV3() {
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
  func setCalibrates_DEV3() async throws {
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
    #expect(!verifier.needsRehash(record))
    #expect(await lock.verify(code("480213")) == .success)
    #expect(try StateRecord.decode(store.stateBytes ?? []).verifier?.rounds == record.rounds)
  }
}
