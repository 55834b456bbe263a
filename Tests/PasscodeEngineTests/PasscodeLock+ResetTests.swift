import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@_spi(Core) @testable import PasscodeEngine

/// LOCK-5: a reset erases whatever there is of a store — whole, interrupted, partial or
/// damaged, since reset is the only way out of damage (STO-4) — and answers `false`, having
/// written nothing, where there is nothing of one (a mistyped store directory).
@Suite struct PasscodeLockResetTests {
  /// A lock over a `FileStore` in `directory`.
  private func fileLock(_ directory: String) -> PasscodeLock {
    PasscodeLock(
      store: FileStore(directory: directory), verifier: FastTestVerifier(),
      clock: TestBootClock())
  }

  @Test("a reset where there is no store erases nothing and says so (LOCK-5)")
  func aResetWhereThereIsNoStoreErasesNothingAndSaysSo() async throws {
    // A directory that does not exist is not created.
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(try await fileLock(directory).reset(announcing: true) == false)
    #expect(!FileManager.default.fileExists(atPath: directory))

    // An existing directory with no state, pepper or device key: none is written (only the
    // `lock` every command takes may be made).
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o700])
    #expect(try await fileLock(directory).reset(announcing: true) == false)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(Set(left).isSubset(of: [FileStore.lockName]), "\(left)")

    // A store nothing was ever written to: no write at all.
    let fixture = LockFixture()
    #expect(try await fixture.lock.reset(announcing: true) == false)
    #expect(fixture.store.writeCount == 0)
    #expect(try await fixture.lock.status().isSet == false)
  }

  @Test("a reset erases a whole store and says so (LOCK-5)")
  func aResetErasesAWholeStoreAndSaysSo() async throws {
    let fixture = try await LockFixture().withPasscode()
    #expect(try await fixture.lock.reset(announcing: true))
    #expect(fixture.store.stateBytes == nil)
    #expect(try fixture.store.loadPepper() == nil)
    // Once erased, there is nothing left to erase.
    #expect(try await fixture.lock.reset(announcing: true) == false)

    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let lock = fileLock(directory)
    try await lock.setPasscode(code("480213"))
    #expect(try await lock.reset(announcing: true))
    #expect(try await lock.reset(announcing: true) == false)
  }

  /// Any one part of a store alone — the state record, the pepper, the device key — is a
  /// store to erase, and so is an interrupted first set (STO-4).
  @Test("a reset erases any part of a store (LOCK-5, STO-4)")
  func aResetErasesAnyPartOfAStore() async throws {
    let whole = try await LockFixture().withPasscode()
    let state = try #require(whole.store.stateBytes)
    let pepper = bytes(of: try #require(try whole.store.loadPepper()))
    for part in ["state", "pepper", "devicekey"] {
      let fixture = LockFixture()
      switch part {
      case "state": fixture.store.setStateBytes(state)
      case "pepper": fixture.store.setPepperBytes(pepper)
      default: fixture.store.setDeviceKeyBytes([UInt8](repeating: 7, count: 32))
      }
      #expect(try await fixture.lock.reset(announcing: true), "only \(part)")
      #expect(fixture.store.stateBytes == nil, "only \(part)")
      #expect(try fixture.store.loadPepper() == nil, "only \(part)")
      #expect(fixture.store.deviceKeyBytes == nil, "only \(part)")
    }

    // A first set killed after its first write: a record saying a set is under way.
    let interrupted = LockFixture()
    interrupted.store.schedule(.crashAfter, atWrite: 0)
    await #expect(throws: (any Error).self) {
      try await interrupted.lock.setPasscode(code("480213"))
    }
    interrupted.store.restart()
    let restarted = interrupted.reopened()
    #expect(try await restarted.status().firstSetInterrupted)
    #expect(try await restarted.reset(announcing: true))
    #expect(interrupted.store.stateBytes == nil)
  }

  /// A store file that is not a regular file is damage, and a reset erases it (STO-4).
  @Test("a reset erases a damaged file store (LOCK-5, STO-4)")
  func aResetErasesADamagedFileStore() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: (directory as NSString).appendingPathComponent(FileStore.stateName),
      withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    chmod(directory, 0o700)
    let lock = fileLock(directory)
    await #expect(throws: PasscodeError.self) { _ = try await lock.status() }
    #expect(try await lock.reset(announcing: true))
    #expect(try await lock.status().isSet == false)
  }
}
