import Foundation

/// A first-come, first-served lock for async code that suspends instead of blocking a thread.
final class AsyncMutex: @unchecked Sendable {
  private let lock = NSLock()
  private var isLocked = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Waits until the mutex is free and takes it.
  func lock() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let acquired = lock.withLock {
        if isLocked {
          waiters.append(continuation)
          return false
        }
        isLocked = true
        return true
      }
      if acquired { continuation.resume() }
    }
  }

  /// Gives the mutex to the next waiter, or frees it.
  func unlock() {
    let next: CheckedContinuation<Void, Never>? = lock.withLock {
      precondition(isLocked, "AsyncMutex unlocked while not locked")
      if waiters.isEmpty {
        isLocked = false
        return nil
      }
      return waiters.removeFirst()
    }
    next?.resume()
  }
}
