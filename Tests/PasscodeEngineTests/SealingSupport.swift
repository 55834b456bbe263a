import Foundation
import Testing

@testable import PasscodeEngine

/// What the sealing tests share: keys, plaintexts, a sealer with small chunks, where the chunks
/// of a sealed file lie, and scratch directories.
enum Sealing {
  /// The small chunk size of most tests (the smallest the format allows), so that many chunks
  /// cost little.
  static let chunkSize = 1024

  /// A 32-byte key, different for each `seed`.
  static func key(_ seed: UInt8 = 1) -> SecretBuffer {
    SecretBuffer(copying: (0..<32).map { UInt8(truncatingIfNeeded: Int($0) * 7 + Int(seed)) })
  }

  /// A sealer with ``chunkSize``-byte chunks under ``key(_:)``.
  static func sealer(_ seed: UInt8 = 1, chunkSize: Int = chunkSize) throws -> DataSealer {
    try DataSealer(key: key(seed), chunkSize: chunkSize)
  }

  /// `count` bytes that are not all one value.
  static func plaintext(_ count: Int, seed: UInt8 = 0) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8 &+ Int(seed)) })
  }

  /// The byte ranges of each chunk (ciphertext and tag) of a file sealed from `plaintextCount`
  /// bytes with `chunkSize`-byte chunks.
  static func chunks(plaintextCount: Int, chunkSize: Int = chunkSize) -> [Range<Int>] {
    let count = max(1, (plaintextCount + chunkSize - 1) / chunkSize)
    return (0..<count).map { index in
      let start = 28 + index * (chunkSize + 16)
      let length = index == count - 1 ? plaintextCount - index * chunkSize + 16 : chunkSize + 16
      return start..<start + length
    }
  }

  /// The error `body` throws, if it is a ``SealError``.
  static func error(_ body: () throws -> Void) -> SealError? {
    do {
      try body()
      return nil
    } catch let error as SealError {
      return error
    } catch {
      Issue.record("not a SealError: \(error)")
      return nil
    }
  }
}

/// A private scratch directory for one test, deleted when it goes away.
final class ScratchDirectory {
  let url: URL

  init() throws {
    url = URL(fileURLWithPath: temporaryDirectory(), isDirectory: true)
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The file `name` in the directory.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name, isDirectory: false)
  }

  /// The names in the directory, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// Writes `data` to `name` and returns its URL.
  @discardableResult
  func write(_ data: Data, to name: String) throws -> URL {
    let file = file(name)
    try data.write(to: file)
    return file
  }

  /// The contents of `name`.
  func read(_ name: String) throws -> Data {
    try Data(contentsOf: file(name))
  }
}
