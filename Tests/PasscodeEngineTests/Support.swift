import Foundation
import PasscodeTestSupport

@testable import PasscodeEngine

/// Bytes from a hex string.
func hexBytes(_ hex: String) -> [UInt8] {
  var result: [UInt8] = []
  var index = hex.startIndex
  while index < hex.endIndex {
    let next = hex.index(index, offsetBy: 2)
    result.append(UInt8(hex[index..<next], radix: 16)!)
    index = next
  }
  return result
}

extension LockFixture {
  /// The state record as stored.
  func storedRecord() throws -> StateRecord {
    try StateRecord.decode(store.stateBytes ?? [])
  }
}

/// A fresh private temporary directory path (not created).
func temporaryDirectory() -> String {
  let base = FileManager.default.temporaryDirectory.path
  return (base as NSString).appendingPathComponent("passcodekit-tests-\(UUID().uuidString)")
}

/// A value a `@Sendable` hook records for a test to read afterwards.
final class Recorded<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  var value: Value? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
