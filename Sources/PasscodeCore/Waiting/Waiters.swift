/// Callers waiting for an answer, each resumed exactly once: the one type behind every
/// `await` of the app lock's runtime — an unlock, a flow's turn and its ending, a screen's
/// outcome.
///
/// A caller waits under a key; whoever knows the answer resumes that key, or every key. Each
/// caller is resumed exactly once. An answer given while nobody waits under its key is kept
/// for the next caller that waits under it, so an answer is never lost to a race between
/// asking and waiting; keys are meant to be used once (a request's number).
///
/// ```swift
/// let unlocks = Waiters<UInt64, PasscodeFlow.Ending>()
/// let result = await unlocks.wait(for: 7) { print("the caller's task was cancelled") }
/// // elsewhere:
/// unlocks.resume(7, with: .completed)
/// ```
///
/// A waiting task that is cancelled runs the `onCancel` given to ``wait(for:onCancel:)`` on
/// the main actor; the caller stays suspended until somebody answers it (typically the
/// runtime, with a "cancelled" answer), so that it always learns what really happened.
@MainActor
@_spi(Skins) public final class Waiters<Key: Hashable & Sendable, Value: Sendable> {
  private var waiting: [Key: CheckedContinuation<Value, Never>] = [:]
  /// Answers given before their caller waited.
  private var early: [Key: Value] = [:]

  /// Creates an empty set of waiters.
  init() {}

  /// The keys whose callers are waiting now.
  var keys: [Key] { Array(waiting.keys) }

  /// Whether no caller is waiting.
  var isEmpty: Bool { waiting.isEmpty }

  /// Whether a caller waits under `key`.
  func isWaiting(_ key: Key) -> Bool { waiting[key] != nil }

  /// Waits until `key` is answered.
  ///
  /// - Parameters:
  ///   - key: the caller's key; one caller at a time per key.
  ///   - onCancel: run on the main actor when the waiting task is cancelled (once).
  /// - Precondition: nobody else waits under `key`.
  public func wait(for key: Key, onCancel: @escaping @MainActor () -> Void = {}) async -> Value {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let answer = early.removeValue(forKey: key) {
          continuation.resume(returning: answer)
          return
        }
        precondition(waiting[key] == nil, "one caller at a time waits under a key")
        waiting[key] = continuation
      }
    } onCancel: {
      Task { @MainActor in onCancel() }
    }
  }

  /// Answers `key`: its caller resumes with `value`, now or as soon as it waits (the first
  /// answer given while nobody waits is the one kept).
  ///
  /// - Returns: whether a caller was waiting.
  @discardableResult
  func resume(_ key: Key, with value: Value) -> Bool {
    guard let continuation = waiting.removeValue(forKey: key) else {
      if early[key] == nil { early[key] = value }
      return false
    }
    continuation.resume(returning: value)
    return true
  }

  /// Answers every caller waiting now with `value`.
  func resumeAll(with value: Value) {
    let all = waiting
    waiting = [:]
    for continuation in all.values { continuation.resume(returning: value) }
  }

  /// Forgets an answer given to `key` before anyone waited for it.
  func discardEarlyAnswer(_ key: Key) {
    early.removeValue(forKey: key)
  }
}
