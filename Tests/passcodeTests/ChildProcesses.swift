import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every child process the end-to-end tests start, while it runs: reaped the moment it exits,
/// whatever its test is doing, and killed when its test lets go of it.
///
/// Why no child may wait for its test to reap it: SwiftPM links every test target into one test
/// process, so the exit tests (`#expect(processExitsWith:)` in PasscodeEngineTests) share it
/// with these children. On Linux, Swift Testing's exit-test monitor waits with
/// `waitid(P_ALL, WNOWAIT)`; a zombie that is not its own it leaves where it is and asks again.
/// One child left unreaped — a test that threw before its `wait()` — and the monitor spins on
/// it for good, never collects its own children, and every exit test hangs, and with them the
/// suite. So the exit tests stay in the same process (they test that misuse traps, which nothing
/// else can), and reaping is no test's business: ``RawChild`` hands each child to a thread that
/// blocks in `waitpid` for that child alone; Foundation's `Process` (``Running``) reaps its own
/// children the same way. Both kill a child still running when their last reference goes —
/// a thrown `#require` included — so nothing a test starts outlives it.
enum ChildProcesses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var commands: [pid_t: String] = [:]

  /// The children that have not been reaped yet, as "pid: command", for watchdog reports.
  static var running: [String] {
    lock.withLock { commands.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" } }
  }

  /// Whether `pid` is a child started here that has not been reaped yet.
  static func isRunning(_ pid: pid_t) -> Bool {
    lock.withLock { commands[pid] != nil }
  }

  /// Records `pid`, started to run `command`, unless it has `ended` already (checked under the
  /// same lock as ``reaped(_:)`` takes, so that a quick exit leaves no stale entry).
  static func started(_ pid: pid_t, _ command: String, ended: () -> Bool = { false }) {
    lock.withLock { if !ended() { commands[pid] = command } }
  }

  /// Forgets `pid`, which was reaped.
  static func reaped(_ pid: pid_t) {
    _ = lock.withLock { commands.removeValue(forKey: pid) }
  }

  /// The command line `arguments` as a person would read it.
  static func describe<S: Sequence>(_ arguments: S) -> String where S.Element == String {
    arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
  }
}

/// How a child ended, recorded by the thread that reaped it.
final class ReapedExit: @unchecked Sendable {
  let pid: pid_t
  let signal = ExitSignal()
  private let lock = NSLock()
  private var waitStatus: Int32?
  private var failure: Int32?

  /// Starts a thread that waits for `pid` (a child of this process) and reaps it.
  init(pid: pid_t) {
    self.pid = pid
    let thread = Thread { [self] in
      var status: Int32 = 0
      var result: pid_t
      repeat {
        result = waitpid(pid, &status, 0)
      } while result == -1 && errno == EINTR
      let error = errno
      lock.withLock {
        if result == pid { waitStatus = status } else { failure = error }
      }
      ChildProcesses.reaped(pid)
      signal.fire()
    }
    thread.name = "reaper of \(pid)"
    thread.start()
  }

  /// Whether the child was reaped.
  var hasEnded: Bool { signal.hasFired }

  /// The status `waitpid` gave, once reaped.
  var status: Int32? { lock.withLock { waitStatus } }

  /// The `errno` when `waitpid` failed (another waiter took the child), once it did.
  var error: Int32? { lock.withLock { failure } }
}

/// Generous limits for what the tests wait on: none decides a verdict on a healthy machine,
/// however loaded. Each turns a hang into a failure that says what was still running.
enum Watchdog {
  /// How long a command or a condition may take before the test gives up on it.
  static let limit: Duration = .seconds(180)

  /// A watchdog fired: thrown, it fails the test with its description.
  struct Expired: Error, CustomStringConvertible {
    let description: String

    /// `what` did not happen in time; the description adds every child still running.
    init(_ what: String) {
      let running = ChildProcesses.running
      description =
        "\(what) (watchdog: \(Watchdog.limit)). Children still running: "
        + (running.isEmpty ? "none" : running.joined(separator: "; "))
    }
  }

  /// Waits, polling every few milliseconds, until `condition` holds; past ``limit`` throws
  /// ``Expired`` for `what`.
  static func poll(until what: String, _ condition: () throws -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while try !condition() {
      guard ContinuousClock.now < deadline else { throw Expired("never: \(what)") }
      try await Task.sleep(for: .milliseconds(5))
    }
  }
}
