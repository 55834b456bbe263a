import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// A device key refused for a moment (the phone locking during a call) is a store that cannot
/// be read now, never damage: nothing offers Erase Data for it.
@Suite struct DeviceKeyNotNowTests {
  /// A software key that refuses, while `refusing`, the way an enclave does on a locked phone.
  final class RefusingKey: DeviceKey, @unchecked Sendable {
    private let lock = NSLock()
    private var refusing = false
    private let key = SoftwareDeviceKey()

    var isRefusing: Bool {
      get { lock.withLock { refusing } }
      set { lock.withLock { refusing = newValue } }
    }
    var binding: DeviceBinding { key.binding }
    func makeKey() throws -> SecretBuffer { try key.makeKey() }
    func checkKey(_ blob: SecretBuffer) throws {
      if isRefusing { throw DeviceKeyError.notNow }
      try key.checkKey(blob)
    }
    func sharedSecret(keyBlob blob: SecretBuffer, point: [UInt8]) throws -> SecretBuffer {
      if isRefusing { throw DeviceKeyError.notNow }
      return try key.sharedSecret(keyBlob: blob, point: point)
    }
  }

  @Test(
    "a key refused for now is a temporary read failure, never damage; nothing is counted (APP-6)")
  func refusedForNowIsTemporary() async throws {
    let deviceKey = RefusingKey()
    let lock = PasscodeLock(
      store: InMemoryStore(),
      verifier: DeviceBoundVerifier(
        deviceKey: deviceKey, workFactor: .rounds(PBKDF2Verifier.minimumRounds)),
      clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    deviceKey.isRefusing = true
    let read = await statusResult(of: lock)
    guard case .failure(let error) = read else {
      Issue.record("the status was read with the key refused: \(read)")
      return
    }
    #expect(error.isTemporary && !error.isDamage, "\(error)")
    #expect(StoreError(deviceKey: .notNow) == error)
    let verified = await lock.verify(code("480213"))
    #expect(verified == .storeError(error))
    deviceKey.isRefusing = false
    #expect(try await lock.status().failures == 0, "the refusal cost no attempt")
    #expect(await lock.verify(code("480213")) == .success)
  }

  @Test("every other failure of a device key is damage")
  func otherFailuresAreDamage() {
    for error in [DeviceKeyError.unusable, .unavailable, .creationFailed] {
      #expect(StoreError(deviceKey: error) == .damaged(.deviceKey(error)))
    }
  }
}
