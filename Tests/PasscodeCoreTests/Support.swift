import Foundation
import PasscodeTestSupport

@testable import PasscodeCore

/// A secret buffer holding `text`'s UTF-8 bytes (tests only: real input never passes through a
/// `String`).
func code(_ text: String) -> SecretBuffer {
  SecretBuffer(utf8: text)
}

/// The bytes a buffer holds, copied out for assertions.
func bytes(of buffer: SecretBuffer) -> [UInt8] {
  buffer.withUnsafeBytes { Array($0) }
}

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

/// A lock over a fault-injecting store, with a hand-driven clock and a fast counting verifier.
struct LockFixture {
  let store = FaultyStore()
  let clock = TestBootClock()
  let verifier = CountingVerifier()
  let lock: PasscodeLock

  init(
    maxFailures: Int = 10, format: PasscodeFormat = .default, rejectsWeak: Bool = true,
    onPermanentLock: (@Sendable () async -> Void)? = nil
  ) {
    lock = PasscodeLock(
      store: store,
      configuration: PasscodeConfiguration(
        format: format, maxFailures: maxFailures, rejectsWeakPasscodes: rejectsWeak),
      verifier: verifier, clock: clock, onPermanentLock: onPermanentLock)
  }

  /// A second lock on the same store: another process, or this one after a restart.
  func reopened() -> PasscodeLock {
    PasscodeLock(
      store: store, configuration: lock.configuration, verifier: verifier, clock: clock)
  }

  /// The state record as stored.
  func storedRecord() throws -> StateRecord {
    try StateRecord.decode(store.stateBytes ?? [])
  }

  /// Sets `passcode` and returns the fixture.
  func withPasscode(_ passcode: String = "480213") async throws -> LockFixture {
    try await lock.setPasscode(code(passcode))
    return self
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
