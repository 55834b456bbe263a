import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The lock's spellings from before its data key, biometrics and launch checks had types of
/// their own, as an app written for them calls them. `PasscodeLock` conforms to this protocol
/// without deprecation, so that the tests call the deprecated members through it without a
/// warning (the project builds with none).
protocol LockSpellings: Actor {
  func statusResult() async -> Result<PasscodeStatus, StoreError>
  func statusAndUpdates() async -> AsyncStream<PasscodeStatus?>
  func resetIfStored() async throws -> Bool
  func dataKey() async throws -> SecretBuffer
  var isDataKeyAvailable: Bool { get }
  func lockDataKey()
  func dataKeyAvailability() -> AsyncStream<Bool>
  static var biometricEnrollmentWindow: Duration { get }
  func biometricAvailability(device: BiometricDevice) async -> BiometricAvailability
  func enableBiometrics(token: SecretBuffer, device: BiometricDevice) async throws
  func disableBiometrics() async throws
  func unlockWithBiometrics(token: SecretBuffer, device: BiometricDevice) async
    -> BiometricUnlockResult
  func enableBiometrics(using authenticator: any BiometricAuthenticator) async throws
  func disableBiometrics(using authenticator: any BiometricAuthenticator) async throws
  func unlockWithBiometrics(using authenticator: any BiometricAuthenticator, reason: String)
    async -> BiometricUnlockResult
  func biometricsChoice() async throws -> Bool?
  func setBiometricsEnabled(_ enabled: Bool, using authenticator: any BiometricAuthenticator)
    async throws
  nonisolated var deviceMoveMarker: (any DeviceMoveMarker)? { get }
  func eraseIfNewInstall(marker: some InstallMarker) async throws -> Bool
  func checkLaunch(installMarker: (any InstallMarker)?) async throws -> LaunchFinding
}

extension PasscodeLock: LockSpellings {}

/// Every deprecated spelling of ``PasscodeLock`` still works for apps, forwarding to its new
/// home (``PasscodeDataKey``, ``PasscodeBiometrics``, ``LaunchCheck``, ``PasscodeLock/status()``).
@Suite struct PasscodeLockDeprecatedSpellingsTests {
  private static let device = BiometricDevice(
    kind: .faceID, isEnrolled: true, hasFaceIDUsageDescription: true, enrollmentState: [7])

  @Test func theDataKeySpellingsForward() async throws {
    let fixture = try await LockFixture().withPasscode()
    let old: any LockSpellings = fixture.lock
    #expect(await old.isDataKeyAvailable)
    #expect(try await bytes(of: old.dataKey()) == bytes(of: fixture.lock.dataKey.key()))
    var heard = await old.dataKeyAvailability().makeAsyncIterator()
    #expect(await heard.next() == true)
    await old.lockDataKey()
    #expect(await heard.next() == false)
    #expect(await !fixture.lock.dataKey.isAvailable)
    await #expect(throws: DataKeyError.locked) { try await old.dataKey() }
  }

  @Test func theBiometricSpellingsForward() async throws {
    let fixture = try await LockFixture().withPasscode()
    let old: any LockSpellings = fixture.lock
    #expect(type(of: old).biometricEnrollmentWindow == PasscodeBiometrics.enrollmentWindow)
    let token = SecretBuffer(copying: Array(repeating: 0x5A, count: 32))
    try await old.enableBiometrics(token: token, device: Self.device)
    #expect(await old.biometricAvailability(device: Self.device) == .available(.faceID))
    #expect(await old.unlockWithBiometrics(token: token, device: Self.device) == .success)
    try await old.disableBiometrics()
    #expect(await fixture.lock.biometrics.availability(device: Self.device) != .available(.faceID))

    let authenticator = FakeBiometricAuthenticator()
    try await old.setBiometricsEnabled(true, using: authenticator)
    #expect(try await old.biometricsChoice() == true)
    #expect(authenticator.hasToken)
    #expect(await old.unlockWithBiometrics(using: authenticator, reason: "Unlock") == .success)
    try await old.disableBiometrics(using: authenticator)
    #expect(!authenticator.hasToken)
    try await old.enableBiometrics(using: authenticator)
    #expect(authenticator.hasToken)
  }

  @Test func theStatusAndResetSpellingsForward() async throws {
    let fixture = try await LockFixture().withPasscode()
    let old: any LockSpellings = fixture.lock
    var updates = await old.statusAndUpdates().makeAsyncIterator()
    #expect(await updates.next()??.isSet == true)
    #expect(try await old.resetIfStored())
    #expect(await updates.next()??.isSet == false)
    #expect(try await old.resetIfStored() == false)
  }

  @Test func theLaunchSpellingsForward() async throws {
    let marker = MemoryMarker()
    let lock = PasscodeLock(
      store: InMemoryStore(), verifier: FastTestVerifier(), clock: TestBootClock(),
      deviceMoveMarker: marker)
    let old: any LockSpellings = lock
    #expect(old.deviceMoveMarker as? MemoryMarker === marker)
    #expect(try await old.checkLaunch(installMarker: nil) == .nothing)
    let install = MemoryMarker()
    #expect(try await old.eraseIfNewInstall(marker: install))
    #expect(try await old.eraseIfNewInstall(marker: install) == false)
  }
}

/// A marker in memory, for installs and moves alike.
private final class MemoryMarker: InstallMarker, DeviceMoveMarker, @unchecked Sendable {
  private var present = false
  func isPresent() -> Bool { present }
  func markPresent() { present = true }
  func remove() { present = false }
}
