import Foundation

/// Exclusive access to a ``PasscodeStore``, returned by
/// ``PasscodeStore/acquireExclusiveAccess(creating:)``. Call ``release()`` when done; dropping the last
/// reference releases it too.
public final class StoreAccess: @unchecked Sendable {
  private let lock = NSLock()
  private var onRelease: (@Sendable () -> Void)?
  /// Whether the store existed when access was granted. `false` only when it was acquired
  /// without `creating` and nothing is stored yet: there is nothing to read or protect.
  public let storeExists: Bool

  /// Creates a token that runs `release` once, on ``release()`` or when dropped.
  public init(storeExists: Bool = true, release: @escaping @Sendable () -> Void) {
    self.storeExists = storeExists
    onRelease = release
  }

  /// Gives the store back. Later calls do nothing.
  public func release() {
    let action = lock.withLock {
      defer { onRelease = nil }
      return onRelease
    }
    action?()
  }

  deinit {
    release()
  }
}
