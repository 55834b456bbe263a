import Testing

@testable import PasscodeEngine

/// BIO-2, BIO-3: when the biometric key is offered.
@Suite struct BiometricPolicyTests {
  static let faceID = BiometricDevice(
    kind: .faceID, isEnrolled: true, hasFaceIDUsageDescription: true, enrollmentState: [1])

  func status(set: Bool = true, locked: Bool = false, wait: Duration = .zero) -> PasscodeStatus {
    PasscodeStatus(
      isSet: set, format: .default, failures: locked ? 10 : 0, maxFailures: 10,
      lockoutRemaining: wait, isPermanentlyLocked: locked)
  }

  @Test func availableOnlyWhenEverythingAllows() {
    #expect(
      BiometricPolicy.availability(
        status: status(), isEnabled: true, enrollmentChanged: false, device: Self.faceID)
        == .available(.faceID))
  }

  @Test(
    "in every combination, biometrics are not offered when any condition fails (BIO-2, BIO-3)"
  )
  func sweepNeverOffersItWhenAnyConditionFails() {
    let kinds: [BiometryKind] = [.none, .touchID, .faceID, .opticID]
    for kind in kinds {
      for enrolled in [false, true] {
        for usage in [false, true] {
          for set in [false, true] {
            for locked in [false, true] {
              for waiting in [false, true] {
                for enabled in [false, true] {
                  for changed in [false, true] {
                    let device = BiometricDevice(
                      kind: kind, isEnrolled: enrolled, hasFaceIDUsageDescription: usage,
                      enrollmentState: nil)
                    let result = BiometricPolicy.availability(
                      status: status(
                        set: set, locked: locked, wait: waiting ? .seconds(60) : .zero),
                      isEnabled: enabled, enrollmentChanged: changed, device: device)
                    let shouldOffer =
                      kind != .none && enrolled && (kind != .faceID || usage) && set && !locked
                      && !waiting && enabled && !changed
                    #expect(result.isAvailable == shouldOffer)
                    if result.isAvailable { #expect(result == .available(kind)) }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  @Test("Face ID without a usage description is reported (BIO-3)")
  func faceIDWithoutUsageDescriptionIsReported() {
    var device = Self.faceID
    device.hasFaceIDUsageDescription = false
    #expect(
      BiometricPolicy.availability(
        status: status(), isEnabled: true, enrollmentChanged: false, device: device)
        == .unavailable(.missingUsageDescription))
    device.kind = .touchID
    #expect(
      BiometricPolicy.availability(
        status: status(), isEnabled: true, enrollmentChanged: false, device: device)
        == .available(.touchID))
  }

  @Test("lockouts are reported as such (BIO-2)")
  func lockoutsAreReportedAsSuch() {
    #expect(
      BiometricPolicy.availability(
        status: status(wait: .seconds(5)), isEnabled: true, enrollmentChanged: false,
        device: Self.faceID) == .unavailable(.lockedOut))
    #expect(
      BiometricPolicy.availability(
        status: status(locked: true), isEnabled: true, enrollmentChanged: false,
        device: Self.faceID) == .unavailable(.permanentlyLocked))
    #expect(
      BiometricPolicy.availability(
        status: status(), isEnabled: true, enrollmentChanged: true, device: Self.faceID)
        == .unavailable(.enrollmentChanged))
  }
}
