import Foundation
import Testing

/// Programs the end-to-end tests need besides `passcode`. A missing one fails the test that
/// needs it, saying what to install: no test is skipped.
enum Tools {
  /// The absolute path of `name` on `PATH`; a test failure when it is not installed.
  static func path(_ name: String, neededFor purpose: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let found = path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    return try #require(
      found, "\(name) is needed for \(purpose): install it (it is not optional)")
  }

  /// Compiles the C `source` with `cc -shared -fPIC` into `library` (a `.so` for `LD_PRELOAD`)
  /// in `sandbox`, and returns its path.
  static func buildLibrary(
    _ library: String, from source: String, in sandbox: Sandbox, neededFor purpose: String
  ) async throws -> String {
    let sourceURL = sandbox.root.appendingPathComponent("\(library).c")
    let libraryURL = sandbox.root.appendingPathComponent("\(library).so")
    try source.write(to: sourceURL, atomically: true, encoding: .utf8)
    let compiler = try path("cc", neededFor: purpose)
    let compiled = try await PasscodeBinary.start(
      ["-shared", "-fPIC", "-o", libraryURL.path, sourceURL.path, "-ldl"], input: .bytes([]),
      scratch: sandbox.root, executable: URL(fileURLWithPath: compiler)
    ).finish()
    try #require(compiled.status == 0, "cc could not build \(library).so: \(compiled.stderr)")
    return libraryURL.path
  }
}

/// Watches for a file on a thread of its own and signals a process the moment it appears.
///
/// The tests' cooperative threads may be held for seconds by other tests running beside
/// this one (two cores, synchronous key derivations): a watch made of `Task.sleep` can wake
/// long after the moment it waits for. A kernel thread polling every half millisecond does
/// not depend on them.
enum FileWatch {
  /// Sends `signal` to `pid` as soon as `path` exists. Returns `true` when it was sent,
  /// `false` when the process exited first or `watchdog` passed (a generous limit that only
  /// stops a watch that would otherwise never end).
  static func signal(
    _ signal: Int32, to pid: pid_t, whenExists path: String,
    unless exited: @escaping @Sendable () -> Bool,
    watchdog: Duration = .seconds(180)
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        let deadline = ContinuousClock.now + watchdog
        while ContinuousClock.now < deadline, !exited() {
          if access(path, F_OK) == 0 {
            kill(pid, signal)
            continuation.resume(returning: true)
            return
          }
          usleep(500)
        }
        continuation.resume(returning: false)
      }
      thread.start()
    }
  }
}
