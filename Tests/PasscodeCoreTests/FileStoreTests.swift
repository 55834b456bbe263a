import Foundation
import Testing

@testable import PasscodeCore

/// STO-3: private files, atomic durable writes, refusal of insecure permissions.
@Suite struct FileStoreTests {
  let directory = temporaryDirectory()

  func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  func withStore(_ body: (FileStore) async throws -> Void) async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try await body(FileStore(directory: directory))
  }

  @Test func createsAPrivateDirectoryAndPrivateFiles_STO3() async throws {
    try await withStore { store in
      let nested = FileStore(directory: (directory as NSString).appendingPathComponent("a/b"))
      try nested.saveState([1, 2, 3])
      #expect(try mode(directory) == 0o700)
      #expect(try mode(nested.directory) == 0o700)
      try store.saveState(Array("state".utf8))
      try store.savePepper(code("0123456789abcdef0123456789abcdef"))
      #expect(try mode(store.path("state")) == 0o600)
      #expect(try mode(store.path("pepper")) == 0o600)
      #expect(try store.loadState() == Array("state".utf8))
      #expect(
        bytes(of: try #require(try store.loadPepper()))
          == Array("0123456789abcdef0123456789abcdef".utf8))
    }
  }

  @Test func writesLeaveNoTemporaryFiles_STO3() async throws {
    try await withStore { store in
      for round in 0..<5 { try store.saveState([UInt8(round)]) }
      let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      #expect(names == ["state"])
      #expect(try store.loadState() == [4])
    }
  }

  @Test func readingNeverCreatesTheDirectory() async throws {
    try await withStore { store in
      let access = try await store.acquireExclusiveAccess(creating: false)
      #expect(!access.storeExists)
      access.release()
      #expect(try store.loadState() == nil)
      #expect(try store.loadPepper() == nil)
      try store.eraseAll()
      #expect(!FileManager.default.fileExists(atPath: directory))
      let lock = PasscodeLock(store: store)
      #expect(try await lock.status().isSet == false)
      #expect(await lock.verify(code("480213")) == .notSet)
      #expect(!FileManager.default.fileExists(atPath: directory))
    }
  }

  @Test func eraseDeletesStateAndPepperTogether_LOCK5() async throws {
    try await withStore { store in
      try store.saveState([1])
      try store.savePepper(code("pepper"))
      try store.eraseAll()
      #expect(try store.loadState() == nil)
      #expect(try store.loadPepper() == nil)
    }
  }

  @Test(arguments: [0o644, 0o640, 0o604, 0o660, 0o666])
  func refusesFilesOthersCanReach_STO3(_ permissions: Int) async throws {
    try await withStore { store in
      try store.saveState([1])
      chmod(store.path("state"), mode_t(permissions))
      #expect(throws: StoreError.insecurePermissions(path: store.path("state"))) {
        try store.loadState()
      }
    }
  }

  @Test(arguments: [0o755, 0o750, 0o705, 0o777])
  func refusesADirectoryOthersCanReach_STO3(_ permissions: Int) async throws {
    try await withStore { store in
      try store.saveState([1])
      chmod(directory, mode_t(permissions))
      #expect(throws: StoreError.insecurePermissions(path: directory)) {
        try store.saveState([2])
      }
      await #expect(throws: StoreError.insecurePermissions(path: directory)) {
        _ = try await store.acquireExclusiveAccess(creating: true)
      }
    }
  }

  @Test func refusesASymbolicLinkInPlaceOfTheState() async throws {
    try await withStore { store in
      try store.saveState([1])
      let target = directory + "-target"
      defer { try? FileManager.default.removeItem(atPath: target) }
      #expect(FileManager.default.createFile(atPath: target, contents: Data([9])))
      try FileManager.default.removeItem(atPath: store.path("state"))
      try FileManager.default.createSymbolicLink(
        atPath: store.path("state"), withDestinationPath: target)
      #expect(throws: StoreError.self) { try store.loadState() }
    }
  }

  @Test func refusesHugeFiles() async throws {
    try await withStore { store in
      try store.saveState([UInt8](repeating: 0x41, count: FileStore.maximumFileSize + 1))
      #expect(throws: StoreError.self) { try store.loadState() }
    }
  }

  @Test func defaultDirectoryFollowsXDG_STO3() {
    #expect(
      FileStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        == "/data/passcodekit")
    #expect(
      FileStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
        == "/home/u/.local/share/passcodekit")
    #expect(
      FileStore.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/home/u"])
        == "/home/u/.local/share/passcodekit")
    #expect(
      FileStore.defaultDirectory(environment: ["HOME": "/home/u"])
        == "/home/u/.local/share/passcodekit")
  }

  /// CNT-2: a second holder waits until the first releases, even through another open file.
  @Test func exclusiveAccessExcludesOtherHolders_CNT2() async throws {
    try await withStore { store in
      try store.saveState([1])
      let other = FileStore(directory: directory)
      let first = try await store.acquireExclusiveAccess(creating: true)
      let acquired = Flag()
      let waiter = Task {
        let second = try await other.acquireExclusiveAccess(creating: true)
        acquired.set()
        second.release()
      }
      try await Task.sleep(for: .milliseconds(100))
      #expect(!acquired.isSet)
      first.release()
      try await waiter.value
      #expect(acquired.isSet)
    }
  }

  @Test func givesUpAfterTheTimeout() async throws {
    try await withStore { store in
      try store.saveState([1])
      let impatient = FileStore(directory: directory, lockTimeout: .milliseconds(50))
      let held = try await store.acquireExclusiveAccess(creating: true)
      await #expect(throws: StoreError.busy) {
        _ = try await impatient.acquireExclusiveAccess(creating: true)
      }
      held.release()
      try await impatient.acquireExclusiveAccess(creating: true).release()
    }
  }

  @Test func storeErrorsSayWhatToDo() {
    let errors: [StoreError] = [
      .damaged("x"), .unsupportedVersion(2), .missingSecret("x"), .weakParameters("x"),
      .insecurePermissions(path: "/p"), .readFailed("x"), .writeFailed("x"), .busy,
    ]
    for error in errors {
      #expect(error.message.hasSuffix("."))
      #expect(error.message.count > 20)
    }
  }
}

/// A thread-safe flag for tests.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}
