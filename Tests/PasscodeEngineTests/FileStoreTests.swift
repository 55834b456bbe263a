import Foundation
import PasscodeTestHelpers
import Testing

@testable import PasscodeEngine

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

  @Test("a store creates a private directory and private files (STO-3)")
  func createsAPrivateDirectoryAndPrivateFiles() async throws {
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

  @Test("writes leave no temporary files (STO-3)")
  func writesLeaveNoTemporaryFiles() async throws {
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

  @Test("erase deletes the state and the pepper together (LOCK-5)")
  func eraseDeletesStateAndPepperTogether() async throws {
    try await withStore { store in
      try store.saveState([1])
      try store.savePepper(code("pepper"))
      try store.eraseAll()
      #expect(try store.loadState() == nil)
      #expect(try store.loadPepper() == nil)
    }
  }

  @Test(
    "a store refuses files others can reach (STO-3)",
    arguments: [0o644, 0o640, 0o604, 0o660, 0o666])
  func refusesFilesOthersCanReach(_ permissions: Int) async throws {
    try await withStore { store in
      try store.saveState([1])
      chmod(store.path("state"), mode_t(permissions))
      #expect(throws: StoreError.insecurePermissions(path: store.path("state"))) {
        try store.loadState()
      }
    }
  }

  @Test(
    "a store refuses a directory others can reach (STO-3)", arguments: [0o755, 0o750, 0o705, 0o777])
  func refusesADirectoryOthersCanReach(_ permissions: Int) async throws {
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

  @Test func refusesHugeFiles() async throws {
    try await withStore { store in
      try store.saveState([UInt8](repeating: 0x41, count: FileStore.maximumFileSize + 1))
      #expect(throws: StoreError.damaged(.tooLarge(path: store.path("state")))) {
        try store.loadState()
      }
    }
  }

  /// A sparse file of 1 GiB is refused from its size, without reading it.
  @Test func refusesAHugeFileWithoutReadingIt() async throws {
    try await withStore { store in
      try store.saveState([1])
      #expect(truncate(store.path("state"), 1 << 30) == 0)
      let started = ContinuousClock.now
      #expect(throws: StoreError.damaged(.tooLarge(path: store.path("state")))) {
        try store.loadState()
      }
      #expect(ContinuousClock.now - started < .seconds(1))
    }
  }

  @Test("the default directory follows XDG (STO-3)")
  func defaultDirectoryFollowsXDG() {
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
  @Test("exclusive access excludes other holders (CNT-2)")
  func exclusiveAccessExcludesOtherHolders() async throws {
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
}

/// The store directory's path as the system reads it: split at `/`, nothing else (STO-3).
@Suite struct StorePathTests {
  @Test(arguments: [
    ("s", ["s"]),
    ("a/b/c", ["a", "a/b", "a/b/c"]),
    ("x/y/", ["x", "x/y"]),
    ("/x//y/", ["/x", "/x//y"]),
    ("/", []),
    ("", []),
    (".", ["."]),
    ("./a/../b", [".", "./a", "./a/..", "./a/../b"]),
    ("a b/c d", ["a b", "a b/c d"]),
    ("é/\u{301}x", ["é", "é/\u{301}x"]),
  ])
  func prefixesAreWhatMkdirPVisits(_ path: String, _ expected: [String]) {
    #expect(StorePath.prefixes(of: path) == expected)
  }

  @Test func joiningPutsOneSlashBetween() {
    #expect(StorePath.joined("s", "state") == "s/state")
    #expect(StorePath.joined("s/", "state") == "s/state")
    #expect(StorePath.joined("/", "state") == "/state")
  }

  @Test func emptyAndNULPathsAreRefused() {
    #expect(StorePath.problem(with: "") != nil)
    #expect(StorePath.problem(with: "a\u{0}b") != nil)
    #expect(StorePath.problem(with: "s") == nil)
    #expect(StorePath.problem(with: " ") == nil)
  }
}

/// Attacks on the files and directory of a ``FileStore`` (STO-3, STO-4, STO-5).
@Suite struct FileStoreAttackTests {
  let directory = temporaryDirectory()

  func withStore(_ body: (FileStore) async throws -> Void) async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try await body(FileStore(directory: directory))
  }

  func names() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory))
  }

  @Test func anEmptyDirectoryIsRefusedWithoutTouchingTheCurrentDirectory() async throws {
    let store = FileStore(directory: "")
    let refusal = StoreError.readFailed(.emptyDirectoryPath)
    #expect(StorePath.problem(with: "") == .emptyDirectoryPath)
    await #expect(throws: refusal) { try await store.acquireExclusiveAccess(creating: true) }
    await #expect(throws: refusal) { try await store.acquireExclusiveAccess(creating: false) }
    #expect(throws: refusal) { try store.saveState([1]) }
    #expect(throws: refusal) { try store.loadState() }
    #expect(throws: refusal) { try store.eraseAll() }
    for name in [FileStore.stateName, FileStore.lockName] {
      #expect(!FileManager.default.fileExists(atPath: name), "nothing in the current directory")
    }
  }

  /// Dots, doubled and trailing slashes and spaces reach the directory the system would;
  /// every directory created on the way is 0700.
  @Test("odd path shapes create private directories (STO-3)")
  func oddPathShapesCreatePrivateDirectories() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let shaped = directory + "/./a b/../c//d/"
    let store = FileStore(directory: shaped)
    try await store.acquireExclusiveAccess(creating: true).release()
    try store.saveState([7])
    #expect(try FileStore(directory: directory + "/c/d").loadState() == [7])
    for created in ["", "/a b", "/c", "/c/d"] {
      let info = try FileManager.default.attributesOfItem(atPath: directory + created)
      #expect((info[.posixPermissions] as? NSNumber)?.intValue == 0o700, "\(created)")
    }
    #expect(try names() == ["a b", "c"])
  }

  /// Many writers creating the same missing parents at once: none fails on the others'
  /// directories (mkdir -p's EEXIST race).
  @Test("concurrent creation of the same parents succeeds (STO-5)")
  func concurrentCreationOfTheSameParentsSucceeds() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let deep = directory + "/p/q/r/s"
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<16 {
        group.addTask { try FileStore.makeDirectories(deep) }
      }
      try await group.waitForAll()
    }
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: deep, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  /// Two first writers on a store that does not exist yet take turns: the second gets access
  /// only after the first released it, and sees what the first wrote (STO-5).
  @Test("first writers on a missing store take turns (STO-5)")
  func firstWritersOnAMissingStoreTakeTurns() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let missing = directory + "/not/yet"
    let first = FileStore(directory: missing)
    let second = FileStore(directory: missing)
    let access = try await first.acquireExclusiveAccess(creating: true)
    #expect(access.storeExists)
    let acquired = Flag()
    let waiter = Task {
      let other = try await second.acquireExclusiveAccess(creating: true)
      acquired.set()
      defer { other.release() }
      return try second.loadState()
    }
    try await Task.sleep(for: .milliseconds(100))
    #expect(!acquired.isSet)
    try first.saveState([42])
    access.release()
    #expect(try await waiter.value == [42])
  }

  @Test(
    "anything but a regular file is damage (STO-4)", arguments: PlantedFile.allCases,
    [FileStore.stateName, FileStore.pepperName])
  func anythingButARegularFileIsDamage(_ planted: PlantedFile, _ name: String) async throws {
    try await withStore { store in
      try store.saveState([1])
      try store.savePepper(code("0123456789abcdef0123456789abcdef"))
      let target = directory + "-target"
      defer { try? FileManager.default.removeItem(atPath: target) }
      #expect(FileManager.default.createFile(atPath: target, contents: Data([9])))
      chmod(target, 0o600)
      try FileManager.default.removeItem(atPath: store.path(name))
      try planted.plant(at: store.path(name), target: target)

      let damage = StoreError.damaged(
        .notARegularFile(path: store.path(name), kind: planted.fileKind))
      let access = try await store.acquireExclusiveAccess(creating: false)
      let started = ContinuousClock.now
      #expect(throws: damage) {
        if name == FileStore.stateName {
          _ = try store.loadState()
        } else {
          _ = try store.loadPepper()
        }
      }
      #expect(throws: damage) {
        if name == FileStore.stateName {
          try store.saveState([2])
        } else {
          try store.savePepper(code("fedcba9876543210fedcba9876543210"))
        }
      }
      #expect(ContinuousClock.now - started < .seconds(5), "a named pipe must never be waited for")
      try store.eraseAll()
      access.release()
      #expect(try names() == [FileStore.lockName])
      #expect(FileManager.default.contents(atPath: target) == Data([9]), "never followed")
      try store.saveState([3])
      #expect(try store.loadState() == [3])
    }
  }

  /// A damaged `lock` cannot be locked; the directory is locked instead, everything but the
  /// erase is refused as damage naming the file, and the erase (a reset) clears it.
  @Test(
    "a damaged lock file is damage that a reset clears (STO-4)", arguments: PlantedFile.allCases)
  func aDamagedLockFileIsDamageThatAResetClears(_ planted: PlantedFile) async throws {
    try await withStore { store in
      try store.saveState([1])
      let lockPath = store.path(FileStore.lockName)
      try? FileManager.default.removeItem(atPath: lockPath)
      let target = directory + "-target"
      defer { try? FileManager.default.removeItem(atPath: target) }
      try planted.plant(at: lockPath, target: target)

      let damage = StoreError.damaged(.notARegularFile(path: lockPath, kind: planted.fileKind))
      let access = try await store.acquireExclusiveAccess(creating: false)
      #expect(throws: damage) { try store.loadState() }
      #expect(throws: damage) { try store.loadPepper() }
      #expect(throws: damage) { try store.saveState([2]) }

      // Held meanwhile: another process (another open) waits for the directory lock.
      let impatient = FileStore(directory: directory, lockTimeout: .milliseconds(100))
      await #expect(throws: StoreError.busy) {
        _ = try await impatient.acquireExclusiveAccess(creating: false)
      }

      try store.eraseAll()
      access.release()
      #expect(try names().isEmpty)
      #expect(!FileManager.default.fileExists(atPath: target), "never created through the link")
      let fresh = try await store.acquireExclusiveAccess(creating: false)
      try store.saveState([3])
      #expect(try store.loadState() == [3])
      fresh.release()
    }
  }

  /// Writes never replace something that is not a private regular file.
  @Test("writes refuse to replace a named pipe or an exposed file (STO-3)")
  func writesRefuseToReplaceANamedPipeOrAnExposedFile() async throws {
    try await withStore { store in
      try store.saveState([1])
      try FileManager.default.removeItem(atPath: store.path("state"))
      #expect(mkfifo(store.path("state"), 0o600) == 0)
      #expect(
        throws: StoreError.damaged(.notARegularFile(path: store.path("state"), kind: .namedPipe))
      ) {
        try store.saveState([2])
      }
      try store.savePepper(code("0123456789abcdef0123456789abcdef"))
      chmod(store.path("pepper"), 0o644)
      #expect(throws: StoreError.insecurePermissions(path: store.path("pepper"))) {
        try store.savePepper(code("fedcba9876543210fedcba9876543210"))
      }
    }
  }

  /// Temporary files of a killed writer — whatever they are — are deleted by the next holder
  /// of the lock, and a new write never opens one (STO-5).
  @Test("stale temporaries are deleted and never opened (STO-5)")
  func staleTemporariesAreDeletedAndNeverOpened() async throws {
    try await withStore { store in
      try store.saveState([1])
      let victim = directory + "-victim"
      defer { try? FileManager.default.removeItem(atPath: victim) }
      #expect(mkfifo(store.path(".state.tmp"), 0o600) == 0)
      #expect(mkfifo(store.path(".pepper.tmp"), 0o600) == 0)
      #expect(mkfifo(store.path(".state.tmp.0123456789abcdef"), 0o600) == 0)
      try FileManager.default.createSymbolicLink(
        atPath: store.path(".pepper.tmp.feed"), withDestinationPath: victim)
      #expect(FileManager.default.createFile(atPath: store.path(".state.tmp.1"), contents: nil))
      #expect(FileManager.default.createFile(atPath: store.path("unrelated"), contents: nil))

      let access = try await store.acquireExclusiveAccess(creating: false)
      #expect(try names() == ["state", "lock", "unrelated"])
      try store.saveState([2])
      try store.savePepper(code("0123456789abcdef0123456789abcdef"))
      access.release()
      #expect(try names() == ["state", "pepper", "lock", "unrelated"])
      #expect(!FileManager.default.fileExists(atPath: victim))
    }
  }

  /// Thousands of leftovers (more than one buffer of directory entries) are all listed and
  /// deleted.
  @Test("many stale temporaries are all deleted (STO-5)")
  func manyStaleTemporariesAreAllDeleted() async throws {
    try await withStore { store in
      try store.saveState([1])
      for index in 0..<3000 {
        let name = index.isMultiple(of: 2) ? ".state.tmp.\(index)" : ".pepper.tmp.\(index)"
        #expect(FileManager.default.createFile(atPath: store.path(name), contents: nil))
      }
      try await store.acquireExclusiveAccess(creating: false).release()
      #expect(try names() == ["state", "lock"])
    }
  }

  /// While access is held, files are reached through the directory that was locked: moving
  /// it away and putting another in its place does not redirect a write.
  @Test func aSwappedDirectoryDoesNotRedirectAWrite() async throws {
    try await withStore { store in
      try store.saveState([1])
      let moved = directory + "-moved"
      defer { try? FileManager.default.removeItem(atPath: moved) }
      let access = try await store.acquireExclusiveAccess(creating: false)
      #expect(rename(directory, moved) == 0)
      #expect(mkdir(directory, 0o700) == 0)
      try store.saveState([2])
      #expect(try store.loadState() == [2])
      access.release()
      #expect(try FileStore(directory: moved).loadState() == [2])
      #expect(try store.loadState() == nil)
    }
  }

  @Test func eraseDeletesAnEmptyDirectoryButNamesAFullOne() async throws {
    try await withStore { store in
      try store.saveState([1])
      try FileManager.default.removeItem(atPath: store.path("state"))
      #expect(mkdir(store.path("state"), 0o700) == 0)
      try store.eraseAll()
      #expect(try names().isEmpty)
      #expect(mkdir(store.path("pepper"), 0o700) == 0)
      #expect(FileManager.default.createFile(atPath: store.path("pepper/x"), contents: nil))
      #expect(
        throws: StoreError.writeFailed(.system(path: store.path("pepper"), errno: ENOTEMPTY))
      ) { try store.eraseAll() }
    }
  }

  @Test func aFileInPlaceOfTheDirectoryIsNamed() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(FileManager.default.createFile(atPath: directory, contents: nil))
    let store = FileStore(directory: directory)
    await #expect(
      throws: StoreError.readFailed(.system(path: directory, errno: ENOTDIR))
    ) {
      try await store.acquireExclusiveAccess(creating: false)
    }
    #expect(throws: StoreError.self) { try store.saveState([1]) }
  }
}

/// A thread-safe flag for tests.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}

extension PlantedFile {
  /// What the store reports it as.
  var fileKind: StoreDamage.FileKind {
    switch self {
    case .namedPipe: .namedPipe
    case .symbolicLink, .danglingSymbolicLink: .symbolicLink
    case .directory: .directory
    case .socket: .socket
    }
  }
}
