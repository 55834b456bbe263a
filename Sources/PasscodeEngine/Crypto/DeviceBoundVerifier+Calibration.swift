/// DEV-3: rounds for about 100 ms per check on this device.
extension DeviceBoundVerifier {
  /// What a calibration measured and chose.
  public struct Calibration: Equatable, Sendable {
    /// PBKDF2-HMAC-SHA256 rounds per second on this device (the best of a few runs).
    public var roundsPerSecond: Int
    /// What the rest of a check costs: the point, the device key's agreement, HKDF.
    public var bindingCost: Duration
    /// The rounds chosen.
    public var rounds: Int

    /// How long a check with ``rounds`` is expected to take.
    public var expectedCheckTime: Duration {
      .seconds(Double(rounds) / Double(max(roundsPerSecond, 1))) + bindingCost
    }
  }

  /// Rounds measured in each calibration run.
  static let calibrationSampleRounds = 20_000

  /// Measures this device and chooses rounds (``rounds(roundsPerSecond:bindingCost:)``).
  ///
  /// - Throws: ``DeviceKeyError`` when the device key cannot be used,
  ///   ``VerifierError/derivationFailed``.
  public static func calibrate(deviceKey: any DeviceKey, keyBlob: SecretBuffer) throws
    -> Calibration
  {
    let clock = ContinuousClock()
    let passcode = SecureRandom.secret(6)
    let pepper = SecureRandom.secret(32)
    let salt = SecureRandom.bytes(PBKDF2Verifier.saltByteCount)
    var best = Duration.seconds(3600)
    for _ in 0..<3 {
      let elapsed = try clock.measure {
        do {
          _ = try PBKDF2Verifier.derive(
            passcode, pepper: pepper, salt: salt, rounds: calibrationSampleRounds)
        } catch {
          throw VerifierError.derivationFailed
        }
      }
      best = min(best, elapsed)
    }
    let derived = SecureRandom.bytes(32)
    var binding = Duration.seconds(3600)
    for _ in 0..<2 {
      let elapsed = try clock.measure {
        _ = try DeviceBoundConstruction.tagAndWrap(
          derived: derived, salt: salt, deviceKey: deviceKey, keyBlob: keyBlob)
      }
      binding = min(binding, elapsed)
    }
    let perSecond = Double(calibrationSampleRounds) / max(best.inSeconds, 1e-9)
    let roundsPerSecond = Int(min(perSecond, Double(Int.max / 2)))
    return Calibration(
      roundsPerSecond: roundsPerSecond, bindingCost: binding,
      rounds: rounds(roundsPerSecond: roundsPerSecond, bindingCost: binding))
  }

  /// The rounds for ``calibrationTarget`` at `roundsPerSecond`, after `bindingCost`, rounded
  /// down to a thousand; never fewer than ``calibratedFloor``; never more than take
  /// ``calibrationCeiling`` — unless the floor itself takes longer: the floor wins.
  public static func rounds(roundsPerSecond: Int, bindingCost: Duration) -> Int {
    let rate = Double(max(roundsPerSecond, 0))
    func roundsFitting(_ budget: Duration) -> Int {
      let seconds = max((budget - bindingCost).inSeconds, 0)
      let rounds = min(rate * seconds, Double(PBKDF2Verifier.maximumRounds))
      return Int(rounds) / 1000 * 1000
    }
    let target = roundsFitting(calibrationTarget)
    let ceiling = roundsFitting(calibrationCeiling)
    return max(calibratedFloor, min(target, ceiling))
  }
}
