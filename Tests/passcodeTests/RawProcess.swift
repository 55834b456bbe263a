import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program with `posix_spawn`, for what `Process` cannot set up: standard descriptors
/// that are closed, lead to `/dev/full` or to a pipe nobody reads; arguments and environment
/// values that are not valid UTF-8; every signal at its default action (the tests ignore
/// SIGPIPE, and a child must not inherit that).
struct RawProcess {
  /// What one standard descriptor of the child is.
  enum Stream {
    /// Closed.
    case closed
    /// The file at the path, opened in the child with these flags (mode 0600 when created).
    case file(String, flags: Int32)
    /// A copy of the parent's descriptor.
    case descriptor(Int32)

    /// The file, truncated, for the child to write.
    static func output(_ path: String) -> Stream {
      .file(path, flags: O_WRONLY | O_CREAT | O_TRUNC)
    }
    /// The file, for the child to read.
    static func input(_ path: String) -> Stream { .file(path, flags: O_RDONLY) }
  }

  /// The program, then its arguments, as bytes.
  var arguments: [[UInt8]]
  /// Variables set (or replaced) in the tests' environment, as bytes; `nil` removes one.
  /// `PASSCODE_STORE_DIR` is always removed unless given here.
  var environment: [String: [UInt8]?] = [:]
  var stdin: Stream = .input("/dev/null")
  var stdout: Stream = .output("/dev/null")
  var stderr: Stream = .output("/dev/null")
  /// A descriptor of this process that the child gets as `target`, open across `exec` (every
  /// other descriptor above stderr is closed in the child): a program can then be started as
  /// `/proc/self/fd/<target>`, from a file opened before its folder was closed.
  var passed: (source: Int32, target: Int32)?

  /// `passcode` with `arguments` (each as UTF-8 unless given as bytes).
  static func passcode(_ arguments: [[UInt8]]) throws -> RawProcess {
    RawProcess(arguments: [Array(try PasscodeBinary.require().path.utf8)] + arguments)
  }

  /// `passcode arguments…`.
  static func passcode(_ arguments: String...) throws -> RawProcess {
    try passcode(arguments.map { Array($0.utf8) })
  }

  /// Starts the program; its path is the first argument. The child gets its three standard
  /// descriptors and nothing else the tests have open.
  func start() throws -> RawChild {
    try Spawning.serialized { try spawn() }
  }

  private func spawn() throws -> RawChild {
    var actions = FileActions()
    defer { actions.destroy() }
    for (target, stream) in [
      (STDIN_FILENO, stdin), (STDOUT_FILENO, stdout), (STDERR_FILENO, stderr),
    ] {
      switch stream {
      case .closed: try actions.close(target)
      case .file(let path, let flags): try actions.open(target, path, flags)
      case .descriptor(let source): try actions.duplicate(source, to: target)
      }
    }
    // Another test's pipe or terminal held open by this child would keep that test from
    // seeing its end; posix_spawn passes on every descriptor not marked close-on-exec.
    let kept = [passed?.source, passed?.target]
    for descriptor in Self.openDescriptors()
    where descriptor > STDERR_FILENO && !kept.contains(descriptor) {
      try actions.close(descriptor)
    }
    if let passed {
      try #require(passed.source != passed.target && passed.target > STDERR_FILENO)
      try actions.duplicate(passed.source, to: passed.target)
      try actions.close(passed.source)
    }
    var attributes = SpawnAttributes()
    defer { attributes.destroy() }
    try attributes.resetSignals()

    var variables = ProcessInfo.processInfo.environment.mapValues { Array($0.utf8) }
    variables.removeValue(forKey: "PASSCODE_STORE_DIR")
    for (name, value) in environment { variables[name] = value }
    let argv = Self.cStrings(arguments)
    let envp = Self.cStrings(variables.map { Array($0.key.utf8) + [UInt8(ascii: "=")] + $0.value })
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = argv[0].map { path in
      actions.withPointer { actionsPointer in
        attributes.withPointer { attributesPointer in
          posix_spawn(&pid, path, actionsPointer, attributesPointer, argv, envp)
        }
      }
    }
    try #require(result == 0, "posix_spawn failed: \(String(cString: strerror(result ?? EINVAL)))")
    return RawChild(
      pid: pid,
      command: ChildProcesses.describe(arguments.map { String(decoding: $0, as: UTF8.self) }))
  }

  /// The descriptors open in this process, as Linux lists them in /proc/self/fd (Darwin's
  /// spawn closes them itself: `POSIX_SPAWN_CLOEXEC_DEFAULT`).
  private static func openDescriptors() -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.compactMap { Int32($0) }.sorted()
  }

  /// NUL-terminated copies, then a null pointer.
  private static func cStrings(_ strings: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
    strings.map { bytes in
      let pointer = malloc(bytes.count + 1)!.assumingMemoryBound(to: CChar.self)
      for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
      pointer[bytes.count] = 0
      return pointer
    } + [nil]
  }
}

/// A child started by ``RawProcess``, reaped by a thread of its own the moment it exits
/// (``ChildProcesses`` says why), and killed with SIGKILL if it still runs when the last
/// reference to this goes away — at the end of its test, a thrown `#require` included. Keep a
/// reference (use it at the end, or `withExtendedLifetime`) for as long as the child should run.
final class RawChild: Sendable {
  let pid: pid_t
  /// The command line, for reports.
  let command: String
  private let reaped: ReapedExit

  /// How it ended.
  struct Exit: Equatable {
    /// The exit status, or `nil` when a signal ended it.
    var status: Int32?
    /// The signal that ended it, if one did.
    var signal: Int32?
    /// Whether a core file was written, as the kernel reports it.
    var dumpedCore = false
  }

  /// Takes charge of `pid`, just started to run `command`.
  init(pid: pid_t, command: String) {
    self.pid = pid
    self.command = command
    ChildProcesses.started(pid, command)
    reaped = ReapedExit(pid: pid)
  }

  deinit {
    if !reaped.hasEnded { _ = Foundation.kill(pid, SIGKILL) }
  }

  /// Whether it exited and was reaped.
  var hasExited: Bool { reaped.hasEnded }

  /// Sends `signal`, unless it was reaped already (its pid may then be another process's).
  func kill(_ signal: Int32) {
    guard !reaped.hasEnded else { return }
    _ = Foundation.kill(pid, signal)
  }

  /// Waits for the exit. Past `timeout` (a watchdog, ``Watchdog/limit`` unless given) the
  /// child is killed and the test fails, saying what was still running.
  func wait(
    timeout: Duration = Watchdog.limit, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Exit {
    if await reaped.signal.wait(timeout: timeout) {
      let expired = Watchdog.Expired("\(command) was still running after \(timeout): killed")
      kill(SIGKILL)
      _ = await reaped.signal.wait(timeout: timeout)
      throw expired
    }
    let status = try #require(
      reaped.status,
      "waitpid for \(command) failed: \(String(cString: strerror(reaped.error ?? 0)))",
      sourceLocation: sourceLocation)
    let signal = status & 0x7F
    return signal == 0
      ? Exit(status: (status >> 8) & 0xFF)
      : Exit(signal: signal, dumpedCore: status & 0x80 != 0)
  }
}

#if canImport(Glibc)
  private typealias FileActionsStorage = posix_spawn_file_actions_t
  private typealias AttributesStorage = posix_spawnattr_t
#else
  private typealias FileActionsStorage = posix_spawn_file_actions_t?
  private typealias AttributesStorage = posix_spawnattr_t?
#endif

/// `posix_spawn_file_actions_t`, whose type differs between Glibc and Darwin.
private struct FileActions {
  private var storage: UnsafeMutablePointer<FileActionsStorage>

  init() {
    storage = .allocate(capacity: 1)
    posix_spawn_file_actions_init(storage)
  }

  func close(_ descriptor: Int32) throws {
    try #require(posix_spawn_file_actions_addclose(storage, descriptor) == 0)
  }

  func open(_ descriptor: Int32, _ path: String, _ flags: Int32) throws {
    try #require(posix_spawn_file_actions_addopen(storage, descriptor, path, flags, 0o600) == 0)
  }

  func duplicate(_ source: Int32, to target: Int32) throws {
    try #require(posix_spawn_file_actions_adddup2(storage, source, target) == 0)
  }

  func withPointer<T>(_ body: (UnsafeMutablePointer<FileActionsStorage>) -> T) -> T {
    body(storage)
  }

  mutating func destroy() {
    posix_spawn_file_actions_destroy(storage)
    storage.deallocate()
  }
}

/// `posix_spawnattr_t`, whose type differs between Glibc and Darwin.
private struct SpawnAttributes {
  private var storage: UnsafeMutablePointer<AttributesStorage>

  init() {
    storage = .allocate(capacity: 1)
    posix_spawnattr_init(storage)
  }

  /// Every signal at its default action in the child, and none blocked.
  func resetSignals() throws {
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    try #require(posix_spawnattr_setsigdefault(storage, &all) == 0)
    try #require(posix_spawnattr_setsigmask(storage, &none) == 0)
    #if canImport(Darwin)
      let flags = Int16(
        POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      let flags = Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    #endif
    try #require(posix_spawnattr_setflags(storage, flags) == 0)
  }

  func withPointer<T>(_ body: (UnsafeMutablePointer<AttributesStorage>) -> T) -> T {
    body(storage)
  }

  mutating func destroy() {
    posix_spawnattr_destroy(storage)
    storage.deallocate()
  }
}
