import Foundation

/// A store that keeps everything in memory: for tests, previews and hosts that manage
/// persistence themselves. Nothing survives the process, so it gives no protection against
/// restarting the app.
public final class InMemoryStore: PasscodeStore, @unchecked Sendable {
  private let lock = NSLock()
  private let access = AsyncMutex()
  private var state: [UInt8]?
  private var pepper: SecretBuffer?
  private var deviceKey: SecretBuffer?

  /// Creates an empty store.
  public init() {}

  /// Waits for other users of this store in the process.
  public func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess {
    await access.lock()
    let access = self.access
    return StoreAccess { access.unlock() }
  }

  /// The state record, if any.
  public func loadState() throws -> [UInt8]? { lock.withLock { state } }

  /// Replaces the state record.
  public func saveState(_ bytes: [UInt8]) throws { lock.withLock { state = bytes } }

  /// A copy of the pepper, if any.
  public func loadPepper() throws -> SecretBuffer? { lock.withLock { pepper?.copy() } }

  /// Replaces the pepper with a copy of `pepper`.
  public func savePepper(_ pepper: SecretBuffer) throws {
    lock.withLock { self.pepper = pepper.copy() }
  }

  /// Keeps a device key.
  public var keepsDeviceKey: Bool { true }

  /// A copy of the device key's blob, if any.
  public func loadDeviceKey() throws -> SecretBuffer? { lock.withLock { deviceKey?.copy() } }

  /// Replaces the device key's blob with a copy of `blob`.
  public func saveDeviceKey(_ blob: SecretBuffer) throws {
    lock.withLock { deviceKey = blob.copy() }
  }

  /// Forgets the state record, the pepper and the device key.
  public func eraseAll() throws {
    lock.withLock {
      state = nil
      pepper = nil
      deviceKey = nil
    }
  }
}
