import Foundation
@_spi(Skins) import PasscodeCore

/// Thrown by a ``FaultyStore`` after it has "crashed": the process it stands for is dead, so
/// nothing it does any more reaches the disk.
public struct SimulatedCrash: Error, Equatable {
  /// Creates the error.
  public init() {}
}

/// An in-memory store whose writes can fail, tear or crash at chosen points, for testing that
/// the lock stays locked and never loses a counted failure (CNT-1, STO-3).
///
/// "Durable" contents are what a new process would find: ``restart()`` models the next
/// process opening the same store after a crash.
public final class FaultyStore: PasscodeStore, @unchecked Sendable {
  /// What happens to a scheduled write.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum Fault: Equatable, Sendable {
    /// The write fails with an error; nothing changes; the process lives on.
    case fail
    /// The process dies before the write lands.
    case crashBefore
    /// The write lands, then the process dies.
    case crashAfter
    /// Only the first `keeping` bytes land (a non-atomic write interrupted), then the process
    /// dies.
    case torn(keeping: Int)
  }

  private let lock = NSLock()
  /// Serialises callers in the process, as every store must.
  private let gate = InMemoryStore()
  private var state: [UInt8]?
  private var pepper: [UInt8]?
  private var deviceKey: [UInt8]?
  private var faults: [Int: Fault] = [:]
  private var readFailure: StoreError?

  /// Durable writes that landed so far (state and pepper).
  public private(set) var writeCount = 0
  /// How many times the state record was read: one per load of the whole store, so a test
  /// can count what a screen or an unlock costs.
  public var loadCount: Int { lock.withLock { loads } }
  private var loads = 0
  /// Whether the simulated process has died.
  public private(set) var hasCrashed = false

  /// Creates an empty store.
  public init() {}

  /// Makes the write `offset` writes from now (0 = the next) suffer `fault`.
  public func schedule(_ fault: Fault, atWrite offset: Int = 0) {
    lock.withLock { faults[writeCount + offset] = fault }
  }

  /// Makes every read fail with `error` until cleared with `nil`.
  public func failReads(with error: StoreError?) {
    lock.withLock { readFailure = error }
  }

  /// Kills the simulated process now.
  public func crash() {
    lock.withLock { hasCrashed = true }
  }

  /// Starts a new simulated process on the durable contents; pending faults are dropped.
  public func restart() {
    lock.withLock {
      hasCrashed = false
      faults = [:]
    }
  }

  /// The durable state record.
  public var stateBytes: [UInt8]? { lock.withLock { state } }

  /// Replaces the durable state record directly, as damage on disk would.
  public func setStateBytes(_ bytes: [UInt8]?) {
    lock.withLock { state = bytes }
  }

  /// Replaces the durable pepper directly.
  public func setPepperBytes(_ bytes: [UInt8]?) {
    lock.withLock { pepper = bytes }
  }

  /// The durable device key blob.
  public var deviceKeyBytes: [UInt8]? { lock.withLock { deviceKey } }

  /// Replaces the durable device key blob directly.
  public func setDeviceKeyBytes(_ bytes: [UInt8]?) {
    lock.withLock { deviceKey = bytes }
  }

  // MARK: PasscodeStore

  /// Serialises callers in the process.
  public func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess {
    try checkAlive()
    return try await gate.acquireExclusiveAccess(creating: creating)
  }

  /// The durable state, unless reads fail or the process died.
  public func loadState() throws -> [UInt8]? {
    try checkAlive()
    return try lock.withLock {
      loads += 1
      if let readFailure { throw readFailure }
      return state
    }
  }

  /// Writes the state, subject to the scheduled fault.
  public func saveState(_ bytes: [UInt8]) throws {
    try write(bytes) { self.state = $0 }
  }

  /// The durable pepper.
  public func loadPepper() throws -> SecretBuffer? {
    try checkAlive()
    return try lock.withLock {
      if let readFailure { throw readFailure }
      return pepper.map { SecretBuffer(copying: $0) }
    }
  }

  /// Writes the pepper, subject to the scheduled fault.
  public func savePepper(_ pepper: SecretBuffer) throws {
    try write(pepper.withUnsafeBytes { Array($0) }) { self.pepper = $0 }
  }

  /// Keeps a device key.
  public var keepsDeviceKey: Bool { true }

  /// The durable device key blob.
  public func loadDeviceKey() throws -> SecretBuffer? {
    try checkAlive()
    return try lock.withLock {
      if let readFailure { throw readFailure }
      return deviceKey.map { SecretBuffer(copying: $0) }
    }
  }

  /// Writes the device key blob, subject to the scheduled fault.
  public func saveDeviceKey(_ blob: SecretBuffer) throws {
    try write(blob.withUnsafeBytes { Array($0) }) { self.deviceKey = $0 }
  }

  /// Erases the pepper, the device key (when there is one) and the state record: a durable
  /// write each, as file deletions are, so that a crash can fall between them.
  public func eraseAll() throws {
    try write([]) { _ in self.pepper = nil }
    if lock.withLock({ deviceKey != nil }) { try write([]) { _ in self.deviceKey = nil } }
    try write([]) { _ in self.state = nil }
  }

  private func checkAlive() throws {
    if lock.withLock({ hasCrashed }) { throw SimulatedCrash() }
  }

  private func write(_ bytes: [UInt8], apply: ([UInt8]) -> Void) throws {
    try lock.withLock {
      if hasCrashed { throw SimulatedCrash() }
      let fault = faults.removeValue(forKey: writeCount)
      switch fault {
      case .fail?:
        throw StoreError.writeFailed(.other("injected write failure"))
      case .crashBefore?:
        hasCrashed = true
        throw SimulatedCrash()
      case .crashAfter?:
        apply(bytes)
        writeCount += 1
        hasCrashed = true
        throw SimulatedCrash()
      case .torn(let keeping)?:
        apply(Array(bytes.prefix(keeping)))
        writeCount += 1
        hasCrashed = true
        throw SimulatedCrash()
      case nil:
        apply(bytes)
        writeCount += 1
      }
    }
  }
}
