import Foundation

/// One ``AsyncMutex`` per named resource in the process, so that two store objects for the
/// same Keychain items serialise with each other.
final class MutexRegistry: @unchecked Sendable {
  static let shared = MutexRegistry()

  private let lock = NSLock()
  private var mutexes: [String: AsyncMutex] = [:]

  func mutex(for name: String) -> AsyncMutex {
    lock.withLock {
      if let existing = mutexes[name] { return existing }
      let created = AsyncMutex()
      mutexes[name] = created
      return created
    }
  }
}
