import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// The app's data key through the passcode's life: made at set, in memory only while
/// unlocked, rewrapped by a change, kept by the device alone when the passcode is turned off,
/// destroyed by a reset.
@Suite struct DataKeyTests {
  static func lock(_ store: InMemoryStore) -> PasscodeLock {
    PasscodeLock(
      store: store,
      verifier: DeviceBoundVerifier(
        deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds)),
      clock: TestBootClock())
  }

  static func dataKey(_ lock: PasscodeLock) async throws -> [UInt8] {
    let key = try await lock.dataKey.key()
    defer { key.removeAll() }
    return bytes(of: key)
  }

  /// A phone with Face ID enrolled, and the token its Keychain item releases.
  static let faceID = BiometricDevice(
    kind: .faceID, isEnrolled: true, hasFaceIDUsageDescription: true, enrollmentState: [7])
  static func faceIDToken() -> SecretBuffer {
    SecretBuffer(copying: Array(repeating: 0x5A, count: 32))
  }

  /// Flips one byte of the passcode's wrap of the data key in `store`'s record.
  static func damageWrap(in store: InMemoryStore) throws {
    var record = try StateRecord.decode(try store.loadState() ?? [])
    var wrapped = Array(Data(base64Encoded: try #require(record.dataKey?.passcode))!)
    wrapped[20] ^= 0x01
    record.dataKey?.passcode = Data(wrapped).base64EncodedString()
    try store.saveState(record.encoded())
  }

  /// Sets a passcode on `lock`, locks its key, listens, and unlocks: the listener has heard
  /// "not available", then "available".
  static func unlockedAndListening(
    _ lock: PasscodeLock
  ) async throws -> AsyncStream<Bool>.AsyncIterator {
    try await lock.setPasscode(code("480213"))
    await lock.dataKey.lock()
    var heard = await lock.dataKey.availability().makeAsyncIterator()
    #expect(await heard.next() == false)
    #expect(await lock.verify(code("480213")) == .success)
    #expect(await heard.next() == true)
    return heard
  }

  static func error(of lock: PasscodeLock) async -> DataKeyError? {
    do {
      _ = try await lock.dataKey.key()
      return nil
    } catch {
      return error as? DataKeyError
    }
  }

  @Test(
    "set makes a data key, only an unlock brings it back, and a wrong code does not (DATA-1, DATA-2)"
  )
  func setLockUnlock() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    let key = try await Self.dataKey(lock)
    #expect(key.count == 32)
    #expect(try await lock.status().dataProtection == .passcode)

    await lock.dataKey.lock()
    #expect(await Self.error(of: lock) == .locked, "asked while locked: an error, never a wait")
    _ = await lock.verify(code("111111"))
    #expect(await Self.error(of: lock) == .locked)
    #expect(await lock.verify(code("480213")) == .success)
    #expect(try await Self.dataKey(lock) == key)

    // A new process: locked until its own unlock.
    let relaunched = Self.lock(store)
    #expect(await Self.error(of: relaunched) == .locked)
    #expect(await relaunched.verify(code("480213")) == .success)
    #expect(try await Self.dataKey(relaunched) == key)
  }

  @Test(
    "the data key is never stored in the clear, and its wrap says nothing the tag does not (DATA-1)"
  )
  func neverInTheClear() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    let key = try await Self.dataKey(lock)
    let stored =
      (try store.loadState() ?? []) + bytes(of: try #require(try store.loadPepper()))
      + bytes(of: try #require(try store.loadDeviceKey()))
    let encoded = Array(Data(key).base64EncodedString().utf8)
    #expect(!stored.contains(key), "the raw key")
    #expect(!contains(stored, key), "the raw key anywhere")
    #expect(!contains(stored, encoded), "its base64")
    let record = try StateRecord.decode(try store.loadState() ?? [])
    #expect(record.dataKey?.passcode != nil)
    #expect(record.dataKey?.device == nil, "not under the device alone while a passcode is set")
  }

  @Test("a change rewraps the same key: nothing sealed needs re-encrypting (DATA-3)")
  func changeRewraps() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    let key = try await Self.dataKey(lock)
    let before = try StateRecord.decode(try store.loadState() ?? []).dataKey
    try await lock.changePasscode(current: code("480213"), new: code("975310"))
    let after = try StateRecord.decode(try store.loadState() ?? []).dataKey
    #expect(after != before, "wrapped under the new passcode")
    await lock.dataKey.lock()
    #expect(await lock.verify(code("975310")) == .success)
    #expect(try await Self.dataKey(lock) == key)
  }

  @Test(
    "turning the passcode off keeps the key under the device alone; a new passcode takes it over (DATA-4)"
  )
  func removeKeepsTheDataReadable() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    let key = try await Self.dataKey(lock)
    try await lock.removePasscode(current: code("480213"))
    let status = try await lock.status()
    #expect(!status.isSet)
    #expect(status.dataProtection == .deviceOnly)

    let relaunched = Self.lock(store)
    #expect(
      try await Self.dataKey(relaunched) == key, "readable without a passcode, on this device")
    try await relaunched.setPasscode(code("246801"))
    #expect(try await relaunched.status().dataProtection == .passcode)
    #expect(try await Self.dataKey(relaunched) == key, "the same key, now under the passcode")
    let record = try StateRecord.decode(try store.loadState() ?? [])
    #expect(record.dataKey?.device == nil, "no longer under the device alone")

    let again = Self.lock(store)
    #expect(await Self.error(of: again) == .locked)
    #expect(await again.verify(code("246801")) == .success)
    #expect(try await Self.dataKey(again) == key)
  }

  @Test("a device-only key does not open with another store's device key (DATA-4, DEV-4)")
  func deviceOnlyNeedsItsOwnDevice() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    try await lock.removePasscode(current: code("480213"))
    let other = InMemoryStore()
    try await Self.lock(other).setPasscode(code("111333"))
    try store.saveDeviceKey(try #require(try other.loadDeviceKey()))
    let error = await Self.error(of: Self.lock(store))
    #expect(error == .store(.damaged(.deviceKeyCheckFailed)))
  }

  @Test("a reset destroys the key: crypto-shredding (DATA-4, LOCK-5)")
  func resetDestroysTheKey() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    _ = try await Self.dataKey(lock)
    try await lock.reset()
    #expect(await Self.error(of: lock) == .noDataKey)
    #expect(try await lock.status().dataProtection == .none)
    #expect(try store.loadState() == nil)
  }

  @Test("a store set before data keys gets one at its next unlock, and keeps it (DATA-1)")
  func upgradeAtNextUnlock() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    var record = try StateRecord.decode(try store.loadState() ?? [])
    record.dataKey = nil
    try store.saveState(record.encoded())

    let relaunched = Self.lock(store)
    #expect(try await relaunched.status().dataProtection == .none)
    #expect(await relaunched.verify(code("480213")) == .success)
    let key = try await Self.dataKey(relaunched)
    #expect(try await relaunched.status().dataProtection == .passcode)
    let third = Self.lock(store)
    #expect(await third.verify(code("480213")) == .success)
    #expect(try await Self.dataKey(third) == key, "made once, then kept")
  }

  @Test("a data key that does not open is damage, and the unlock still succeeds (DATA-1)")
  func damagedWrapIsReported() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    try Self.damageWrap(in: store)

    let relaunched = Self.lock(store)
    #expect(await relaunched.verify(code("480213")) == .success)
    #expect(await Self.error(of: relaunched) == .store(.damaged(.dataKeyUnopenable)))
  }

  @Test("a verifier that wraps the default one forwards the data key (DATA-1)")
  func wrappedVerifierKeepsTheDataKey() async throws {
    let store = InMemoryStore()
    let verifier = CountingVerifier(
      DeviceBoundVerifier(
        deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds)))
    let lock = PasscodeLock(store: store, verifier: verifier, clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    #expect(try await Self.dataKey(lock).count == 32)
  }

  @Test("listeners hear the key come with an unlock and go with a lock (DATA-2)")
  func availabilityIsAnnounced() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    var heard = try await Self.unlockedAndListening(lock)
    await lock.dataKey.lock()
    #expect(await heard.next() == false)
  }

  @Test(
    "a success that cannot open the key drops the one in memory and says so to the listeners (DATA-2)"
  )
  func droppedKeyIsAnnounced() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    var heard = try await Self.unlockedAndListening(lock)

    // The wrapped key is damaged while the app is unlocked; the next check still succeeds.
    let intact = try #require(try store.loadState())
    try Self.damageWrap(in: store)
    #expect(await lock.verify(code("480213")) == .success)
    #expect(await Self.error(of: lock) == .store(.damaged(.dataKeyUnopenable)))
    // Repaired, the next check makes the key available again: the listeners hear that in any
    // case, so that the expectation below never waits forever.
    try store.saveState(intact)
    #expect(await lock.verify(code("480213")) == .success)
    #expect(await heard.next() == false, "the key left memory at the damaged check: they hear it")
  }

  @Test(
    "a biometric unlock opens the data key through the token's own wrap; off, it no longer does (DATA-2, BIO-1)"
  )
  func biometricUnlockOpensTheKey() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    let (device, token) = (Self.faceID, Self.faceIDToken())
    try await lock.setPasscode(code("480213"))
    let key = try await Self.dataKey(lock)
    try await lock.biometrics.enable(token: token, device: device)
    #expect(try StateRecord.decode(try store.loadState() ?? []).dataKey?.biometrics != nil)

    let relaunched = Self.lock(store)
    #expect(await relaunched.biometrics.unlock(token: token, device: device) == .success)
    #expect(try await Self.dataKey(relaunched) == key)

    try await relaunched.biometrics.disable()
    #expect(try StateRecord.decode(try store.loadState() ?? []).dataKey?.biometrics == nil)
    try await relaunched.changePasscode(current: code("480213"), new: code("975310"))
    let third = Self.lock(store)
    #expect(await third.verify(code("975310")) == .success)
    #expect(try await Self.dataKey(third) == key)
  }

  @Test(
    "a biometric unlock whose prompt the app locked during succeeds without the key (DATA-2, BIO-1)"
  )
  func lockDuringBiometricPromptKeepsTheKeyOut() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    let (device, token) = (Self.faceID, Self.faceIDToken())
    try await lock.setPasscode(code("480213"))
    try await lock.biometrics.enable(token: token, device: device)
    await lock.dataKey.lock()

    // The app locks while the system prompt is up; the face is recognised after that.
    let locksDuringPrompt = PromptHook(device: device, token: token) { await lock.dataKey.lock() }
    #expect(await lock.biometrics.unlock(using: locksDuringPrompt, reason: "Unlock") == .success)
    #expect(await Self.error(of: lock) == .locked, "the app locked after the prompt began")

    // A prompt the app did not lock during opens the key, as before.
    let plain = PromptHook(device: device, token: token) {}
    #expect(await lock.biometrics.unlock(using: plain, reason: "Unlock") == .success)
    #expect(try await Self.dataKey(lock).count == 32)
  }

  @Test("a change keeps the biometric wrap: it depends on the token, not the passcode (DATA-3)")
  func changeKeepsTheBiometricWrap() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    let device = BiometricDevice(
      kind: .touchID, isEnrolled: true, hasFaceIDUsageDescription: false, enrollmentState: [1])
    let token = SecretBuffer(copying: Array(repeating: 0x33, count: 32))
    try await lock.setPasscode(code("480213"))
    let key = try await Self.dataKey(lock)
    try await lock.biometrics.enable(token: token, device: device)
    try await lock.changePasscode(current: code("480213"), new: code("975310"))
    let relaunched = Self.lock(store)
    #expect(await relaunched.biometrics.unlock(token: token, device: device) == .success)
    #expect(try await Self.dataKey(relaunched) == key)
  }

  @Test(
    "a set over a data-only store cut short keeps the key readable, and says so (DATA-4, STO-4)")
  func interruptedSetKeepsTheDeviceKey() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    let key = try await Self.dataKey(lock)
    try await lock.removePasscode(current: code("480213"))
    // What a set killed after its first write leaves: "a set is under way", the key carried.
    var record = try StateRecord.decode(try store.loadState() ?? [])
    record.pendingWrite = .set
    try store.saveState(record.encoded())

    let relaunched = Self.lock(store)
    let status = try await relaunched.status()
    #expect(status.firstSetInterrupted)
    #expect(status.dataProtection == .deviceOnly)
    #expect(try await Self.dataKey(relaunched) == key)
    try await relaunched.setPasscode(code("246801"))
    #expect(try await Self.dataKey(relaunched) == key, "the set takes the same key over")
  }

  @Test(
    "a record with a data key is version 2, so an older PasscodeKit refuses it rather than drop the key (DATA-1)"
  )
  func recordsWithADataKeyAreVersionTwo() async throws {
    let store = InMemoryStore()
    let lock = Self.lock(store)
    try await lock.setPasscode(code("480213"))
    let text = String(decoding: try store.loadState() ?? [], as: UTF8.self)
    #expect(text.contains(#""version":2"#))
    let pending = StateRecord.pending(.set, format: .numeric(length: 6), maxFailures: 10)
    let plain = String(decoding: pending.encoded(), as: UTF8.self)
    #expect(
      plain.contains(#""version":1"#), "a record without a data key stays readable by older ones")
  }

  @Test("a reset whose erase fails still takes the key out of memory (DATA-4)")
  func failedResetStillForgetsTheKey() async throws {
    let store = FaultyStore()
    let lock = PasscodeLock(
      store: store,
      verifier: DeviceBoundVerifier(
        deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds)),
      clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    #expect(await lock.dataKey.isAvailable)
    store.schedule(.fail)
    store.schedule(.fail)
    _ = try? await lock.reset()
    #expect(await !lock.dataKey.isAvailable)
  }

  private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<start + needle.count].elementsEqual(needle) {
      return true
    }
    return false
  }
}

/// A biometric authenticator that runs `duringPrompt` while its prompt is up, then releases
/// a copy of `token`.
private final class PromptHook: BiometricAuthenticator, Sendable {
  let described: BiometricDevice
  let token: [UInt8]
  let duringPrompt: @Sendable () async -> Void

  init(
    device: BiometricDevice, token: SecretBuffer,
    duringPrompt: @escaping @Sendable () async -> Void
  ) {
    described = device
    self.token = token.withUnsafeBytes { Array($0) }
    self.duringPrompt = duringPrompt
  }

  func device() -> BiometricDevice { described }
  func storeToken(_ token: SecretBuffer) async throws {}
  func releaseToken(reason: String) async throws -> SecretBuffer {
    await duringPrompt()
    return SecretBuffer(copying: token)
  }
  func deleteToken() async throws {}
}
