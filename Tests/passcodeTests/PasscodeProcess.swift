import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of the `passcode` binary did.
struct Finished: Sendable {
  /// The exit status, or `nil` when a signal ended the process.
  var status: Int32?
  /// The signal that ended the process, if one did.
  var signal: Int32?
  var stdout: String
  var stderr: String
  /// From start to exit.
  var elapsed: Duration
  /// Whether the run was killed for taking longer than its timeout.
  var timedOut: Bool
}

/// What a run reads on stdin.
enum StandardInput {
  /// These bytes, then the end of the input.
  case bytes([UInt8])
  /// A pipe the test writes to itself; the process's end is `descriptor`.
  case descriptor(Int32)

  /// `text` as UTF-8, then the end of the input.
  static func text(_ text: String) -> StandardInput { .bytes(Array(text.utf8)) }
  /// One line per element.
  static func lines(_ lines: String...) -> StandardInput {
    .text(lines.map { $0 + "\n" }.joined())
  }
}

/// Starts the built `passcode` binary.
enum PasscodeBinary {
  /// The built binary: `$PASSCODE_BINARY`, else `passcode` next to the test bundle (SwiftPM
  /// puts both in `.build/<configuration>`), else `.build/debug/passcode` under the package.
  static let url: URL? = {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["PASSCODE_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    let bundles =
      [Bundle.main] + Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
    for bundle in bundles {
      var directory = bundle.executableURL?.deletingLastPathComponent() ?? bundle.bundleURL
      for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("passcode"))
        directory.deleteLastPathComponent()
      }
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/passcode"))
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
  }()

  /// The binary, or a test failure saying how to build it.
  static func require() throws -> URL {
    try #require(
      url,
      Comment(
        rawValue: "The passcode binary was not found next to the tests or in .build/debug. "
          + "Build it with `swift build` (or set PASSCODE_BINARY) and run the tests again."))
  }

  /// Starts `passcode arguments…` with `input` on stdin, its output in files under `scratch`
  /// (or on `terminal`, a pseudo-terminal's descriptor), in `currentDirectory` if given;
  /// `executable` replaces the binary with a wrapper that runs it.
  static func start(
    _ arguments: [String], input: StandardInput, scratch: URL,
    environment: [String: String] = [:], terminal: Int32? = nil,
    currentDirectory: URL? = nil, executable: URL? = nil
  ) throws -> Running {
    ignoreSigpipe
    let process = Process()
    process.executableURL = try executable ?? require()
    process.arguments = arguments
    process.currentDirectoryURL = currentDirectory
    var variables = ProcessInfo.processInfo.environment
    variables.removeValue(forKey: "PASSCODE_STORE_DIR")
    // GNU gettext's language list would outrank the LANG a test sets (PasscodeLocale.posixLanguages).
    variables.removeValue(forKey: "LANGUAGE")
    variables.merge(environment) { $1 }
    process.environment = variables

    var handles: [FileHandle] = []
    func opened(_ handle: FileHandle) -> FileHandle {
      handles.append(handle)
      return handle
    }
    let name = UUID().uuidString
    let stdoutURL = scratch.appendingPathComponent("\(name).out")
    let stderrURL = scratch.appendingPathComponent("\(name).err")
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    if let terminal {
      process.standardOutput = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
      process.standardError = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    } else {
      process.standardOutput = try opened(FileHandle(forWritingTo: stdoutURL))
      process.standardError = try opened(FileHandle(forWritingTo: stderrURL))
    }
    switch input {
    case .bytes(let bytes):
      let inputURL = scratch.appendingPathComponent("\(name).in")
      try Data(bytes).write(to: inputURL)
      process.standardInput = try opened(FileHandle(forReadingFrom: inputURL))
    case .descriptor(let descriptor):
      process.standardInput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    }
    let started = ContinuousClock.now
    // Once started, the child has its own copies. Foundation keeps every started Process (and
    // so its handles) alive, so without this each run would leak three descriptors.
    defer { for handle in handles { try? handle.close() } }
    return try Running(
      starting: process, started: started, stdoutURL: stdoutURL, stderrURL: stderrURL)
  }

  /// Writing to a pipe whose reader has exited must fail with EPIPE, not kill the tests.
  private static let ignoreSigpipe: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()
}

/// A started process (`passcode`, or a tool), reaped by Foundation the moment it exits, and
/// killed with SIGKILL if it still runs when the last reference to this goes away — at the end
/// of its test, a thrown `#require` included (``ChildProcesses`` says why). Keep a reference
/// for as long as the process should run.
final class Running: @unchecked Sendable {
  let process: Process
  let exit = ExitSignal()
  let started: ContinuousClock.Instant
  let stdoutURL: URL
  let stderrURL: URL
  /// The command line, for reports.
  let command: String

  /// Starts `process`, set up to write its output to `stdoutURL` and `stderrURL`.
  init(starting process: Process, started: ContinuousClock.Instant, stdoutURL: URL, stderrURL: URL)
    throws
  {
    self.process = process
    self.started = started
    self.stdoutURL = stdoutURL
    self.stderrURL = stderrURL
    command = ChildProcesses.describe(
      [process.executableURL?.path ?? "?"] + (process.arguments ?? []))
    let exit = exit
    try Spawning.serialized {
      process.terminationHandler = { ended in
        exit.fire()
        ChildProcesses.reaped(ended.processIdentifier)
      }
      try process.run()
      ChildProcesses.started(process.processIdentifier, command) { exit.hasFired }
    }
  }

  deinit {
    // `run()` may have thrown: then there is no process, and pid 0 would name this one's group.
    if process.processIdentifier > 0, !exit.hasFired {
      _ = Foundation.kill(process.processIdentifier, SIGKILL)
    }
  }

  var pid: Int32 { process.processIdentifier }
  var hasExited: Bool { exit.hasFired }

  /// Sends `signal`, unless the process was reaped already (its pid may then be another's).
  func kill(_ signal: Int32 = SIGKILL) {
    guard pid > 0, !exit.hasFired else { return }
    _ = Foundation.kill(pid, signal)
  }

  /// Waits until `written` holds — the process wrote what comes right before a key
  /// derivation — then a moment more, and kills it with SIGKILL while it derives. A failure
  /// when it exits first, never writes it (watchdog), or finishes before the signal.
  func killWhileHashing(
    after what: String, written: () throws -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await Watchdog.poll(until: "\(command) wrote \(what)") {
      try written() || hasExited
    }
    if hasExited {
      let finished = try await finish()
      let how = finished.signal.map { "signal \($0)" } ?? "status \(finished.status ?? -1)"
      try #require(
        try written(), "exited (\(how)) before it wrote \(what): \(finished.stderr)",
        sourceLocation: sourceLocation)
      // It wrote and finished before this test could look: a starved test process, not a
      // failure of the command. The caller tries again.
      throw HashOutran()
    }
    try await Task.sleep(for: .milliseconds(50))
    kill(SIGKILL)
    let finished = try await finish()
    try #require(
      finished.signal == SIGKILL,
      "finished (\(String(describing: finished.status))) before SIGKILL: the hash was too fast",
      sourceLocation: sourceLocation)
  }

  /// The process wrote and ran through the derivation before the test could kill it: the test
  /// process was starved (a loaded machine); the scenario is tried again.
  struct HashOutran: Error {}

  /// Waits for the exit. Past `timeout` (a watchdog, ``Watchdog/limit`` unless given) the
  /// process is killed, the run marked timed out, and the test fails saying what was still
  /// running.
  func finish(
    timeout: Duration = Watchdog.limit, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Finished {
    let timedOut = await exit.wait(timeout: timeout)
    if timedOut {
      Issue.record(
        Comment(
          rawValue: Watchdog.Expired("\(command) was still running after \(timeout): killed")
            .description),
        sourceLocation: sourceLocation)
      kill()
      let stuck = await exit.wait(timeout: timeout)
      try #require(!stuck, "\(command) did not exit even after SIGKILL")
    }
    let elapsed = ContinuousClock.now - started
    let bySignal = process.terminationReason == .uncaughtSignal
    return Finished(
      status: bySignal ? nil : process.terminationStatus,
      signal: bySignal ? process.terminationStatus : nil,
      stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
      stderr: try String(contentsOf: stderrURL, encoding: .utf8),
      elapsed: elapsed, timedOut: timedOut)
  }
}

/// Every child the tests start is started under one lock.
///
/// On Linux, `Process.run()` opens a socket pair whose far end only the child may hold: the
/// parent learns of the exit when that end closes. A child started at the same moment from
/// another thread (by `Process` or `posix_spawn`) can inherit the far end too, and then the
/// exit is not reported until that other child ends as well — a killed `passcode` looked as if
/// it never died. One spawn at a time closes that window.
enum Spawning {
  private static let lock = NSLock()

  static func serialized<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

/// The exit of a process, which async code can wait for with a timeout.
final class ExitSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var exited = false
  private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

  var hasFired: Bool { lock.withLock { exited } }

  /// Records the exit and wakes every waiter.
  func fire() {
    let woken = lock.withLock {
      exited = true
      defer { waiters = [:] }
      return Array(waiters.values)
    }
    for waiter in woken { waiter.resume() }
  }

  /// Waits for the exit, at most `timeout`; `true` when it timed out.
  func wait(timeout: Duration) async -> Bool {
    let id = UUID()
    let timer = Task {
      try? await Task.sleep(for: timeout)
      self.wake(id)
    }
    await withCheckedContinuation { continuation in
      let alreadyExited = lock.withLock {
        if exited { return true }
        waiters[id] = continuation
        return false
      }
      if alreadyExited { continuation.resume() }
    }
    timer.cancel()
    return !hasFired
  }

  private func wake(_ id: UUID) {
    lock.withLock { waiters.removeValue(forKey: id) }?.resume()
  }
}
