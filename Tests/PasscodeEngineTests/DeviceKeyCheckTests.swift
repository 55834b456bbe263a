import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

#if canImport(CryptoKit)
  import CryptoKit
#else
  import Crypto
#endif

/// DEV-4, DEV-5: the record names its device key by a check value, and every failure of a
/// stored device key is damage — nothing counted — whatever state the record is in.
@Suite struct DeviceKeyCheckTests {
  static let lock = DeviceBoundLockTests.boundLock(_:)
  static let plainLock = DeviceBoundLockTests.plainLock(_:)

  /// A store whose passcode 480213 is set with a device-bound record.
  static func boundStore() async throws -> FaultyStore {
    let store = FaultyStore()
    try await lock(store).setPasscode(code("480213"))
    return store
  }

  /// Another store's device key: a valid P-256 key, not this store's.
  static func foreignKey() async throws -> [UInt8] {
    try #require(try await boundStore().deviceKeyBytes)
  }

  /// The uncompressed public key of a P-256 private scalar, by the platform's library.
  static func publicKey(scalar: [UInt8]) throws -> [UInt8] {
    Array(try P256.KeyAgreement.PrivateKey(rawRepresentation: scalar).publicKey.x963Representation)
  }

  static func record(_ store: FaultyStore) throws -> StateRecord {
    try StateRecord.decode(store.stateBytes ?? [])
  }

  @Test("the check value is HMAC-SHA256 of the public key's x under a fixed label (DEV-4)")
  func checkValueIsOfThePublicKey() throws {
    let blob = try SoftwareDeviceKey().makeKey()
    let scalar = blob.withUnsafeBytes { Array($0) }
    let publicKey = try Self.publicKey(scalar: scalar)
    #expect(publicKey.count == 65)
    let x = Array(publicKey[1...32])
    let expected = x.withUnsafeBytes { key in
      DeviceBoundConstruction.keyCheckLabel.withUnsafeBytes {
        Digests.hmacSHA256(key: key, message: $0)
      }
    }
    let check = try DeviceBoundConstruction.keyCheck(deviceKey: SoftwareDeviceKey(), keyBlob: blob)
    #expect(check == expected.withUnsafeBytes { Base64.encode(Array($0)) })
    // The base point is the public key of the scalar 1.
    let one = [UInt8](repeating: 0, count: 31) + [1]
    #expect(try Self.publicKey(scalar: one) == DeviceBoundConstruction.generator)
    // Another key, another check value.
    let other = try DeviceBoundConstruction.keyCheck(
      deviceKey: SoftwareDeviceKey(), keyBlob: try SoftwareDeviceKey().makeKey())
    #expect(other != check)
  }

  @Test("set and every success record the device key's check value (DEV-4)")
  func setRecordsTheCheck() async throws {
    let store = try await Self.boundStore()
    let blob = SecretBuffer(copying: try #require(store.deviceKeyBytes))
    let check = try DeviceBoundConstruction.keyCheck(deviceKey: SoftwareDeviceKey(), keyBlob: blob)
    #expect(try Self.record(store).deviceKeyCheck == check)

    // A device-bound record written before the check existed gains it at the next success.
    var old = try Self.record(store)
    old.deviceKeyCheck = nil
    store.setStateBytes(old.encoded())
    #expect(await Self.lock(store).verify(code("480213")) == .success)
    #expect(try Self.record(store).deviceKeyCheck == check)
  }

  @Test(
    "another store's key or a flipped bit in the key: damage, nothing counted, not the lock (DEV-4)"
  )
  func foreignOrDamagedKeyIsDamage() async throws {
    let store = try await Self.boundStore()
    let good = try #require(store.deviceKeyBytes)
    var flipped = good
    flipped[7] ^= 0x10
    for (name, key) in [("another store's key", try await Self.foreignKey()), ("one bit", flipped)]
    {
      store.setDeviceKeyBytes(key)
      let before = store.stateBytes
      let lock = Self.lock(store)
      // What a user who believes the code is one of these would type: none is counted.
      for guess in ["480213", "480213", "111112", "222223", "333334"] {
        let answer = await lock.verify(code(guess))
        #expect(answer == .storeError(.damaged(.deviceKeyCheckFailed)), "\(name): \(answer)")
      }
      await #expect(throws: PasscodeError.store(.damaged(.deviceKeyCheckFailed)), "\(name)") {
        try await lock.status()
      }
      await #expect(throws: PasscodeError.self, "\(name)") {
        try await lock.changePasscode(current: code("480213"), new: code("730184"))
      }
      #expect(store.stateBytes == before, "\(name): nothing counted or rewritten")
    }
    // With its own key back, the store is as it was: the right code opens it, no failures.
    store.setDeviceKeyBytes(good)
    let lock = Self.lock(store)
    #expect(try await lock.status().failures == 0)
    #expect(await lock.verify(code("480213")) == .success)
  }

  @Test("a plain record beside a key, without the upgrade mark, is a downgrade (DEV-5)")
  func plainRecordWithKeyIsDamage() async throws {
    let store = FaultyStore()
    try await Self.plainLock(store).setPasscode(code("480213"))
    store.setDeviceKeyBytes(try await Self.foreignKey())
    let before = store.stateBytes
    #expect(
      await Self.lock(store).verify(code("480213")) == .storeError(.damaged(.downgradedRecord)))
    #expect(store.stateBytes == before)
  }

  /// A store whose plain record is marked as being upgraded, as an upgrade killed after it
  /// saved the device key leaves it; `check` is what the mark names (`nil`: a mark written
  /// before marks named their key).
  static func upgradingStore(naming check: String?) async throws -> FaultyStore {
    let store = FaultyStore()
    try await plainLock(store).setPasscode(code("480213"))
    var record = try record(store)
    record.deviceKeyPending = true
    record.deviceKeyCheck = check
    store.setStateBytes(record.encoded())
    return store
  }

  @Test("an upgrade under way with an unusable or foreign key is damage, never plain (DEV-5)")
  func upgradingWithABadKeyIsDamage() async throws {
    let foreign = try await Self.foreignKey()
    let unusable = [UInt8](repeating: 0xFF, count: 32)
    let named = try DeviceBoundConstruction.keyCheck(
      deviceKey: SoftwareDeviceKey(), keyBlob: try SoftwareDeviceKey().makeKey())
    let cases: [(String, String?, [UInt8], StoreError)] = [
      ("unusable key, old mark", nil, unusable, .damaged(.deviceKey(.unusable))),
      ("unusable key, named mark", named, unusable, .damaged(.deviceKey(.unusable))),
      ("another key than the mark names", named, foreign, .damaged(.deviceKeyCheckFailed)),
    ]
    for (name, check, key, expected) in cases {
      let store = try await Self.upgradingStore(naming: check)
      store.setDeviceKeyBytes(key)
      let before = store.stateBytes
      let lock = Self.lock(store)
      #expect(await lock.verify(code("480213")) == .storeError(expected), "\(name)")
      await #expect(throws: PasscodeError.store(expected), "\(name)") { try await lock.status() }
      #expect(store.stateBytes == before, "\(name): nothing counted, no silent plain unlock")
      try await lock.reset()
      try await lock.setPasscode(code("730184"))
      #expect(try await lock.status().deviceBinding == .software, "\(name)")
    }
  }

  @Test("an upgrade under way finishes with the key its mark names, or a new one (DEV-5)")
  func upgradingWithItsKeyFinishes() async throws {
    // The mark names the stored key: the upgrade finishes with it.
    let key = try SoftwareDeviceKey().makeKey()
    let check = try DeviceBoundConstruction.keyCheck(deviceKey: SoftwareDeviceKey(), keyBlob: key)
    let store = try await Self.upgradingStore(naming: check)
    store.setDeviceKeyBytes(key.withUnsafeBytes { Array($0) })
    #expect(await Self.lock(store).verify(code("480213")) == .success)
    #expect(try Self.record(store).deviceKeyPending == nil)
    #expect(try Self.record(store).deviceKeyCheck == check)
    #expect(store.deviceKeyBytes == key.withUnsafeBytes { Array($0) })
    #expect(try await Self.lock(store).status().deviceBinding == .software)

    // Killed before the key was saved: no key, and the next success makes one.
    let keyless = try await Self.upgradingStore(naming: check)
    #expect(await Self.lock(keyless).verify(code("480213")) == .success)
    let made = SecretBuffer(copying: try #require(keyless.deviceKeyBytes))
    #expect(made.withUnsafeBytes { Array($0) } != key.withUnsafeBytes { Array($0) })
    #expect(
      try Self.record(keyless).deviceKeyCheck
        == DeviceBoundConstruction.keyCheck(deviceKey: SoftwareDeviceKey(), keyBlob: made))
    #expect(try await Self.lock(keyless).status().deviceBinding == .software)
  }
}
