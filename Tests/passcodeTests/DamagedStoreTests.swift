import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// A damaged, incomplete or exposed store keeps the lock locked (exit 4) and never resets the
/// failure count (the order of a verification, step 1; STO-3).
@Suite struct DamagedStoreTests {
  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case truncatedState, flippedByte, deletedPepper, stateReadableByOthers
    case directoryReadableByOthers, unknownVersion

    var testDescription: String { rawValue }

    /// Damages the store; returns how to undo it.
    func apply(to sandbox: Sandbox) throws -> () throws -> Void {
      let state = try sandbox.bytes(FileStore.stateName)
      let restoreState = { try sandbox.write(FileStore.stateName, state) }
      switch self {
      case .truncatedState:
        try sandbox.write(FileStore.stateName, Array(state.prefix(state.count / 2)))
        return restoreState
      case .flippedByte:
        var flipped = state
        flipped[state.count / 2] ^= 0x01
        try sandbox.write(FileStore.stateName, flipped)
        return restoreState
      case .deletedPepper:
        let pepper = try sandbox.bytes(FileStore.pepperName)
        try FileManager.default.removeItem(at: sandbox.url(FileStore.pepperName))
        return { try sandbox.write(FileStore.pepperName, pepper) }
      case .stateReadableByOthers:
        try #require(chmod(sandbox.url(FileStore.stateName).path, 0o644) == 0)
        return { try #require(chmod(sandbox.url(FileStore.stateName).path, 0o600) == 0) }
      case .directoryReadableByOthers:
        try #require(chmod(sandbox.store.path, 0o755) == 0)
        return { try #require(chmod(sandbox.store.path, 0o700) == 0) }
      case .unknownVersion:
        var record = try StateRecord.decode(state)
        record.version = StateRecord.currentVersion + 1
        try sandbox.write(FileStore.stateName, record.encoded())
        return restoreState
      }
    }
  }

  @Test(
    "damage gives exit 4 for verify, unlock, status, set, change and remove; the count survives",
    arguments: Damage.allCases)
  func damagedStoreStaysLocked(_ damage: Damage) async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try await sandbox.expect(1, "verify", input: .lines("135791"))
    try await sandbox.expect(1, "verify", input: .lines("135792"))

    let undo = try damage.apply(to: sandbox)
    let verify = try await sandbox.expect(4, "verify", input: .lines("480213"))
    #expect(!verify.stderr.isEmpty)
    try await sandbox.expect(4, "unlock", input: .lines("480213"))
    try await sandbox.expect(4, input: .lines("480213"))
    let status = try await sandbox.expect(4, "status", "--json")
    #expect(status.stdout.isEmpty)
    try await sandbox.expect(4, "status")
    try await sandbox.expect(4, "set", "--kdf-rounds", "210000", input: .lines("258036", "258036"))
    try await sandbox.expect(4, "change", input: .lines("480213", "258036", "258036"))
    try await sandbox.expect(4, "remove", input: .lines("480213"))

    try undo()
    #expect(try await sandbox.status().failures == 2, "damage must never reset the count")
    try await sandbox.expect(0, "verify", input: .lines("480213"))
  }
}
