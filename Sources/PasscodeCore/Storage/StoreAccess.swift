import Foundation

/// Exclusive access to a ``PasscodeStore``, returned by
/// ``PasscodeStore/acquireExclusiveAccess()``. Call ``release()`` when done; dropping the last
/// reference releases it too.
public final class StoreAccess: @unchecked Sendable {
  private let lock = NSLock()
  private var onRelease: (@Sendable () -> Void)?

  /// Creates a token that runs `release` once, on ``release()`` or when dropped.
  public init(release: @escaping @Sendable () -> Void) {
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
