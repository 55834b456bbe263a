import Foundation
import PasscodeTestHelpers
import Testing

@testable import PasscodeEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an erase leaves of the key-bearing files (DATA-4): each is overwritten where it lies
/// and flushed before it is deleted, and a record replaced by a newer one is overwritten too,
/// so that the blocks of a file system that writes in place hold no copy of a key.
@Suite struct FileStoreEraseTests {
  let directory = temporaryDirectory()

  /// The file `name` of the store, kept open by the test: what it reads later is what the
  /// file's blocks hold, even once the name is gone.
  func hold(_ name: String) throws -> Int32 {
    let descriptor = open((directory as NSString).appendingPathComponent(name), O_RDONLY)
    try #require(descriptor >= 0, "open \(name)")
    return descriptor
  }

  /// The bytes of the file open as `descriptor` (at most 64 KiB).
  static func contents(_ descriptor: Int32) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 65_536)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return Array(bytes[0..<max(count, 0)])
  }

  /// Whether the file open as `descriptor` has bytes and all are zero.
  static func isZeroed(_ descriptor: Int32) -> Bool {
    let bytes = contents(descriptor)
    return !bytes.isEmpty && bytes.allSatisfy { $0 == 0 }
  }

  @Test(
    "an erase overwrites the pepper, the device key and the state in place before it deletes them (DATA-4)"
  )
  func eraseOverwritesInPlace() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileStore(directory: directory)
    try store.saveState(Array(repeating: 0x5A, count: 900))
    try store.savePepper(SecretBuffer(copying: Array(repeating: 0xA5, count: 32)))
    try store.saveDeviceKey(SecretBuffer(copying: Array(repeating: 0x3C, count: 32)))
    let held = try ["state", "pepper", "devicekey"].map { ($0, try hold($0)) }
    defer { for (_, descriptor) in held { close(descriptor) } }
    try store.eraseAll()
    for (name, descriptor) in held {
      #expect(Self.isZeroed(descriptor), "\(name): \(Self.contents(descriptor).prefix(8))")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test("a key-bearing file replaced by a newer one is overwritten in place (DATA-4)")
  func replacedFilesAreOverwritten() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileStore(directory: directory)
    try store.saveState(Array(repeating: 0x5A, count: 900))
    try store.savePepper(SecretBuffer(copying: Array(repeating: 0xA5, count: 32)))
    try store.saveDeviceKey(SecretBuffer(copying: Array(repeating: 0x3C, count: 32)))
    let held = try ["state", "pepper", "devicekey"].map { ($0, try hold($0)) }
    defer { for (_, descriptor) in held { close(descriptor) } }
    try store.saveState(Array(repeating: 0x11, count: 20))
    try store.savePepper(SecretBuffer(copying: Array(repeating: 0x22, count: 32)))
    try store.saveDeviceKey(SecretBuffer(copying: Array(repeating: 0x33, count: 32)))
    for (name, descriptor) in held {
      #expect(Self.isZeroed(descriptor), "\(name): \(Self.contents(descriptor).prefix(8))")
    }
    #expect(try store.loadState() == Array(repeating: 0x11, count: 20))
  }

  @Test(
    "a reset leaves no copy of the wrapped data key, the pepper or the device key in the files it replaced or deleted (DATA-4)"
  )
  func resetLeavesNoKeys() async throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileStore(directory: directory)
    let lock = PasscodeLock(
      store: store,
      verifier: DeviceBoundVerifier(workFactor: .rounds(PBKDF2Verifier.minimumRounds)))
    try await lock.setPasscode(code("480213"))
    _ = try await lock.dataKey.key()
    let held = try ["state", "pepper", "devicekey"].map { ($0, try hold($0)) }
    defer { for (_, descriptor) in held { close(descriptor) } }
    #expect(!Self.isZeroed(held[0].1))
    try await lock.reset()
    for (name, descriptor) in held {
      #expect(Self.isZeroed(descriptor), "\(name): \(Self.contents(descriptor).prefix(8))")
    }
  }

  @Test("a store that keeps no device key refuses to save one with a value, not a sentence")
  func noDeviceKeyIsAValue() {
    #expect(throws: StoreError.writeFailed(.system(path: "", errno: ENOTSUP))) {
      try HostStore().saveDeviceKey(SecretBuffer(copying: [1, 2, 3]))
    }
  }
}
