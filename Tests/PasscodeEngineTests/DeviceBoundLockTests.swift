import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

/// DEV-1, DEV-2: the lock with the device-bound verifier over real and faulty stores.
@Suite struct DeviceBoundLockTests {
  static func boundLock(_ store: any PasscodeStore) -> PasscodeLock {
    PasscodeLock(
      store: store,
      verifier: DeviceBoundVerifier(
        deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds)),
      clock: TestBootClock())
  }

  static func plainLock(_ store: any PasscodeStore) -> PasscodeLock {
    PasscodeLock(
      store: store, verifier: PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds),
      clock: TestBootClock())
  }

  /// Copies `names` from one store directory to a new private one.
  static func copy(_ names: [String], from source: String) throws -> String {
    let target = temporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    for name in names {
      let to = (target as NSString).appendingPathComponent(name)
      try FileManager.default.copyItem(
        atPath: (source as NSString).appendingPathComponent(name), toPath: to)
      chmod(to, 0o600)
    }
    return target
  }

  @Test("a copy of the store without its device key verifies nothing (DEV-1)")
  func stolenStoreVerifiesNothing() async throws {
    let original = temporaryDirectory()
    let other = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: original) }
    defer { try? FileManager.default.removeItem(atPath: other) }
    try await Self.boundLock(FileStore(directory: original)).setPasscode(code("480213"))
    try await Self.boundLock(FileStore(directory: other)).setPasscode(code("480213"))
    let record = try #require(
      try StateRecord.decode(
        Array(FileManager.default.contents(atPath: original + "/state") ?? Data())
      ).verifier)
    #expect(DeviceBoundVerifier.binding(of: record) == .software)

    // The record and the pepper alone: the store is incomplete, nothing is counted.
    let stolen = try Self.copy([FileStore.stateName, FileStore.pepperName], from: original)
    defer { try? FileManager.default.removeItem(atPath: stolen) }
    let thief = Self.boundLock(FileStore(directory: stolen))
    #expect(await thief.verify(code("480213")) == .storeError(.missingSecret(.deviceKey)))
    await #expect(throws: PasscodeError.store(.missingSecret(.deviceKey))) {
      try await thief.status()
    }

    // With another device's key in its place, the store is damaged (DEV-4): nothing counted.
    let swapped = try Self.copy([FileStore.stateName, FileStore.pepperName], from: original)
    defer { try? FileManager.default.removeItem(atPath: swapped) }
    try FileManager.default.copyItem(
      atPath: other + "/" + FileStore.deviceKeyName,
      toPath: swapped + "/" + FileStore.deviceKeyName)
    let impostor = Self.boundLock(FileStore(directory: swapped))
    #expect(
      await impostor.verify(code("480213")) == .storeError(.damaged(.deviceKeyCheckFailed)))

    // Offline, with the record and the pepper: the plain KDF of the right code is not the tag.
    let pepper = try #require(try FileStore(directory: original).loadPepper())
    let plain = try PBKDF2Verifier.derive(
      code("480213"), pepper: pepper, salt: record.salt, rounds: record.rounds)
    #expect(plain != record.hash)

    // With its device key the copy works: the right code verifies, a wrong one does not.
    let whole = try Self.copy(
      [FileStore.stateName, FileStore.pepperName, FileStore.deviceKeyName], from: original)
    defer { try? FileManager.default.removeItem(atPath: whole) }
    let owner = Self.boundLock(FileStore(directory: whole))
    #expect(await owner.verify(code("111112")) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(await owner.verify(code("480213")) == .success)
  }

  @Test("the status says how the store is bound (DEV-1)")
  func statusSaysTheBinding() async throws {
    let store = InMemoryStore()
    let lock = Self.boundLock(store)
    #expect(try await lock.status().deviceBinding == DeviceBinding.none)
    try await lock.setPasscode(code("480213"))
    #expect(try await lock.status().deviceBinding == .software)

    let plainStore = InMemoryStore()
    try await Self.plainLock(plainStore).setPasscode(code("480213"))
    #expect(try await Self.plainLock(plainStore).status().deviceBinding == DeviceBinding.none)

    // A host store without a device-key slot gets plain records, and says so.
    let hostStore = HostStore()
    let hostLock = Self.boundLock(hostStore)
    try await hostLock.setPasscode(code("480213"))
    #expect(try await hostLock.status().deviceBinding == DeviceBinding.none)
    #expect(await hostLock.verify(code("480213")) == .success)
  }

  @Test("a plain record is upgraded after the next success, not after a failure (DEV-2)")
  func plainRecordsAreUpgraded() async throws {
    let store = FaultyStore()
    try await Self.plainLock(store).setPasscode(code("480213"))
    let lock = Self.boundLock(store)
    #expect(try await lock.status().deviceBinding == DeviceBinding.none)
    #expect(await lock.verify(code("111112")) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(store.deviceKeyBytes == nil)
    #expect(await lock.verify(code("480213")) == .success)
    #expect(store.deviceKeyBytes?.count == 32)
    let record = try StateRecord.decode(store.stateBytes ?? [])
    #expect(record.deviceKeyPending == nil)
    #expect(try await lock.status().deviceBinding == .software)
    #expect(await lock.verify(code("480213")) == .success)
    #expect(await lock.verify(code("111113")) == .wrong(attemptsLeft: 9, wait: .zero))
    // A lock that only knows plain records refuses the store: never a silent downgrade.
    guard case .storeError = await Self.plainLock(store).verify(code("480213")) else {
      Issue.record("a plain verifier accepted a device-bound record")
      return
    }
  }

  @Test("a device-bound store holding a plain record again is damage (DEV-2)")
  func downgradeIsDamage() async throws {
    let store = FaultyStore()
    try await Self.plainLock(store).setPasscode(code("480213"))
    let plainState = try #require(store.stateBytes)
    let lock = Self.boundLock(store)
    #expect(await lock.verify(code("480213")) == .success)
    let boundState = store.stateBytes

    store.setStateBytes(plainState)
    await #expect(throws: PasscodeError.store(.damaged(.downgradedRecord))) {
      try await lock.status()
    }
    #expect(await lock.verify(code("480213")) == .storeError(.damaged(.downgradedRecord)))
    #expect(store.stateBytes == plainState, "nothing was counted or rewritten")
    await #expect(throws: PasscodeError.self) { try await lock.setPasscode(code("730184")) }

    store.setStateBytes(boundState)
    #expect(await lock.verify(code("480213")) == .success)
    store.setStateBytes(plainState)
    try await lock.reset()
    try await lock.setPasscode(code("730184"))
    #expect(await lock.verify(code("730184")) == .success)
  }

  @Test("an upgrade killed at any write loses nothing and is not taken for a downgrade (DEV-2)")
  func upgradeSurvivesCrashes() async throws {
    for fault in [FaultyStore.Fault.crashBefore, .crashAfter] {
      for offset in 0..<5 {
        let store = FaultyStore()
        try await Self.plainLock(store).setPasscode(code("480213"))
        store.schedule(fault, atWrite: offset)
        _ = await Self.boundLock(store).verify(code("480213"))
        store.restart()
        let next = Self.boundLock(store)
        let status = try await next.status()
        #expect(status.failures <= 1, "\(fault) at \(offset)")
        #expect(await next.verify(code("111112")) != .success, "\(fault) at \(offset)")
        #expect(await next.verify(code("480213")) == .success, "\(fault) at \(offset)")
        #expect(try await next.status().deviceBinding == .software, "\(fault) at \(offset)")
        #expect(await next.verify(code("480213")) == .success, "\(fault) at \(offset)")
      }
    }
  }

  @Test("a missing, unusable or orphaned device key is damage; reset is the way out (DEV-1)")
  func deviceKeyFailuresAreDamage() async throws {
    var cases: [(String, (FaultyStore) throws -> Void, StoreError)] = [
      ("missing", { $0.setDeviceKeyBytes(nil) }, .missingSecret(.deviceKey)),
      ("truncated", { $0.setDeviceKeyBytes([1, 2, 3]) }, .damaged(.deviceKey(.unusable))),
      (
        "not a scalar", { $0.setDeviceKeyBytes([UInt8](repeating: 0xFF, count: 32)) },
        .damaged(.deviceKey(.unusable))
      ),
      (
        "orphaned",
        {
          $0.setStateBytes(nil)
          $0.setPepperBytes(nil)
        },
        .damaged(.deviceKeyWithoutState)
      ),
    ]
    #if !canImport(CryptoKit)
      cases.append(
        (
          "Secure Enclave record without an enclave",
          {
            var record = try StateRecord.decode($0.stateBytes ?? [])
            record.verifier?.algorithm = DeviceBoundVerifier.algorithmPrefix + "secure-enclave"
            $0.setStateBytes(record.encoded())
          },
          .damaged(.deviceKey(.unavailable))
        ))
    #endif
    for (name, damage, expected) in cases {
      let store = FaultyStore()
      let lock = Self.boundLock(store)
      try await lock.setPasscode(code("480213"))
      try damage(store)
      let before = store.stateBytes
      await #expect(throws: PasscodeError.store(expected), "\(name)") { try await lock.status() }
      if before != nil {
        #expect(await lock.verify(code("480213")) == .storeError(expected), "\(name)")
      }
      #expect(store.stateBytes == before, "\(name): nothing counted")
      try await lock.reset()
      try await lock.setPasscode(code("730184"))
      #expect(await lock.verify(code("730184")) == .success, "\(name)")
    }
  }
}

/// A host's store that keeps no device key (the protocol's defaults).
final class HostStore: PasscodeStore, @unchecked Sendable {
  private let inner = InMemoryStore()
  func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess {
    try await inner.acquireExclusiveAccess(creating: creating)
  }
  func loadState() throws -> [UInt8]? { try inner.loadState() }
  func saveState(_ bytes: [UInt8]) throws { try inner.saveState(bytes) }
  func loadPepper() throws -> SecretBuffer? { try inner.loadPepper() }
  func savePepper(_ pepper: SecretBuffer) throws { try inner.savePepper(pepper) }
  func eraseAll() throws { try inner.eraseAll() }
}

/// The verifier seam: a verifier that wraps the default one forwards its device binding, so the
/// lock binds, checks and changes through it like through the default (DEV-1).
@Suite struct WrappedVerifierTests {
  @Test("a wrapped default verifier sets, verifies and changes a device-bound passcode (DEV-1)")
  func wrappedDefaultVerifierWorks() async throws {
    let store = FaultyStore()
    let counting = CountingVerifier(
      DeviceBoundVerifier(
        deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds)))
    let lock = PasscodeLock(store: store, verifier: counting, clock: TestBootClock())
    try await lock.setPasscode(code("480213"))
    #expect(try await lock.status().deviceBinding == .software)
    #expect(store.deviceKeyBytes?.count == 32)
    #expect(await lock.verify(code("111112")) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(await lock.verify(code("480213")) == .success)
    try await lock.changePasscode(current: code("480213"), new: code("730184"))
    #expect(await lock.verify(code("730184")) == .success)
    #expect(try await lock.status().deviceBinding == .software)
    #expect(counting.checksStarted == 4)
    #expect(counting.enrolmentsStarted == 2)
  }
}
