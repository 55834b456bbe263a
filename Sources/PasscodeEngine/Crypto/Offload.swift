import Dispatch

/// Runs the slow, blocking work of a check — the key derivation (about 100 ms, up to about
/// 1 s) and the Secure Enclave's agreement — on a dispatch queue rather than on Swift's
/// cooperative thread pool, whose few threads (one per core) every task of the app shares: a
/// derivation there would hold up the app's other tasks, the main actor's continuations
/// included, for as long as it runs.
enum Offload {
  /// The result of `work`, run on a global dispatch queue.
  static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async {
        continuation.resume(with: Result { try work() })
      }
    }
  }
}
