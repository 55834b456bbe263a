#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  @_spi(Skins) @testable import PasscodeCore
  @testable import PasscodeEngine

  /// `passcode` turns core dumps off before it reads a passcode (MEM-3): no core file, no
  /// memory for a core-dump helper or for another process of the same user.
  @Suite struct CoreDumpTests {
    /// The soft and hard "Max core file size" of a process, from `/proc/<pid>/limits`.
    static func coreLimits(of pid: pid_t) throws -> [String] {
      let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
      let line = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max core") })
      return line.dropFirst("Max core file size".count).split(separator: " ").prefix(2)
        .map(String.init)
    }

    /// The program a process runs now, as its first argument in `/proc/<pid>/cmdline` (which
    /// anyone may read): a wrapper until it `exec`s the program.
    static func program(of pid: pid_t) -> String? {
      guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return nil
      }
      return bytes.split(separator: 0, omittingEmptySubsequences: false).first
        .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The owner of `/proc/<pid>/environ`: the process's user while it is dumpable, root once
    /// it is not (`PR_SET_DUMPABLE 0`).
    static func environOwner(of pid: pid_t) -> uid_t? {
      var information = stat()
      return stat("/proc/\(pid)/environ", &information) == 0 ? information.st_uid : nil
    }

    @Test("a verify waiting for its passcode has a core file size limit of 0 (MEM-3)")
    func limitIsZeroWhileReading() async throws {
      let sandbox = try Sandbox()
      try await sandbox.setPasscode("480213")
      var ends: [Int32] = [-1, -1]
      try #require(pipe(&ends) == 0)
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      // The child starts with an unlimited soft limit, so only passcode itself can lower it.
      let binary = try PasscodeBinary.require().path
      var process = RawProcess(
        arguments: ["/bin/sh", "-c", "ulimit -c unlimited && exec \"$0\" \"$@\""]
          .map { Array($0.utf8) }
          + [Array(binary.utf8)]
          + sandbox.withStore(["verify"]).map { Array($0.utf8) })
      process.stdin = .descriptor(ends[0])
      let child = try process.start()
      close(ends[0])
      // Part of the passcode is already in the process when the limit is read.
      _ = write(ends[1], "4802", 4)
      try await Watchdog.poll(until: "lowered its core file size limit to 0") {
        try #require(!child.hasExited, "verify exited before its limit was read")
        return try Self.coreLimits(of: child.pid) == ["0", "0"]
      }
      close(ends[1])
      // The line "4802" is too short: refused, not counted, and the process was alive and
      // reading until then.
      #expect(try await child.wait() == RawChild.Exit(status: 65))
      #expect(try await sandbox.status().failures == 0)
    }

    /// `PR_SET_DUMPABLE 0` is what also keeps a core-dump helper and other processes of the
    /// same user (`ptrace`, `/proc/<pid>/mem`, `/proc/<pid>/environ`) out. Root may read any
    /// process here, so as root both processes run as `nobody` — and `passcode` from a copy
    /// `nobody` can reach, since the build folder may be under a folder closed to others (a
    /// clone under `mktemp -d`), where `passcode` would refuse to start (status 69).
    @Test("another process of the same user cannot read passcode's memory (MEM-3)")
    func notDumpable() async throws {
      let asRoot = geteuid() == 0
      let asNobody =
        asRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
      let sandbox = try Sandbox()
      let copy = try asRoot ? InstalledCopy.reachableByAll() : nil
      let binary = try copy?.binary.path ?? PasscodeBinary.require().path
      // `passcode form` reads a password on stdin and needs no store; `cat` is the control.
      for (program, readable) in [([binary, "form"], false), (["/bin/cat"], true)] {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { for end in ends where end >= 0 { close(end) } }
        let childErrors = sandbox.root.appendingPathComponent("child-errors").path
        var target = RawProcess(arguments: (asNobody + program).map { Array($0.utf8) })
        target.stdin = .descriptor(ends[0])
        target.stderr = .output(childErrors)
        func exited() -> Comment {
          "\(program[0]) exited: \((try? String(contentsOfFile: childErrors, encoding: .utf8)) ?? "")"
        }
        let child = try target.start()
        close(ends[0])
        ends[0] = -1
        _ = write(ends[1], "password=Quartz", 15)
        // Once the wrapper has become the program: passcode turns core dumps off as it
        // starts, and `/proc/<pid>/environ` turns root's when it is no longer dumpable.
        try await Watchdog.poll(until: "\(program[0]) started") {
          try #require(!child.hasExited, exited())
          return Self.program(of: child.pid) == program[0]
        }
        if !readable {
          try await Watchdog.poll(until: "passcode made itself not dumpable") {
            try #require(!child.hasExited, exited())
            return Self.environOwner(of: child.pid) == 0
          }
        }
        let errors = sandbox.root.appendingPathComponent("errors").path
        var reader = RawProcess(
          arguments: (asNobody + ["/bin/cat", "/proc/\(child.pid)/environ"]).map { Array($0.utf8) })
        reader.stderr = .output(errors)
        let read = try await reader.start().wait()
        let said = try String(contentsOfFile: errors, encoding: .utf8)
        close(ends[1])
        ends[1] = -1
        _ = try await child.wait()
        if readable {
          #expect(read == RawChild.Exit(status: 0), "the control could not be read: \(said)")
        } else {
          #expect(read == RawChild.Exit(status: 1), "passcode's environment was readable")
          #expect(said.contains("Permission denied"), "\(said)")
        }
      }
      withExtendedLifetime(copy) {}
    }

    /// A core file would hold the passcode, and the key derivation's state, in plain text.
    /// Core files are allowed (`ulimit -c unlimited`) and the Swift runtime's backtracer is off
    /// (`SWIFT_BACKTRACE=enable=no`), so that the signal's default action — a core dump — is
    /// all that stands between the memory and a file; a `sleep` in the same conditions shows
    /// that this machine does write one.
    @Test(
      "killed by SIGABRT or SIGSEGV while hashing, verify leaves no core file (MEM-3)",
      arguments: [SIGABRT, SIGSEGV])
    func noCoreFileWhileHashing(_ signal: Int32) async throws {
      let sandbox = try Sandbox()
      try await sandbox.setPasscode("480213")
      try sandbox.makeChecksSlow()
      let directory = sandbox.root.appendingPathComponent("cwd")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
      let input = sandbox.root.appendingPathComponent("input")
      try Data("135790\n".utf8).write(to: input)
      let script = "ulimit -c unlimited && cd \"$0\" && exec \"$@\""

      func start(_ command: [String]) throws -> RawChild {
        var process = RawProcess(
          arguments: (["/bin/sh", "-c", script, directory.path] + command).map { Array($0.utf8) })
        process.environment = ["SWIFT_BACKTRACE": Array("enable=no".utf8)]
        process.stdin = .input(input.path)
        return try process.start()
      }
      func coreFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
          .filter { $0.hasPrefix("core") }
      }

      let control = try start(["/bin/sleep", "600"])
      // Killed as sleep (after the shell set the limit and exec'd it), not as the shell.
      try await Watchdog.poll(until: "the shell became /bin/sleep") {
        Self.program(of: control.pid) == "/bin/sleep"
      }
      control.kill(signal)
      let controlExit = try await control.wait()
      let controlCores = try coreFiles()
      try #require(
        controlExit.dumpedCore && !controlCores.isEmpty,
        "no core file for sleep (\(controlExit), \(controlCores)): the test cannot tell")
      for file in try coreFiles() {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(file))
      }

      let binary = try PasscodeBinary.require().path
      let verify = try start([binary] + sandbox.withStore(["verify"]))
      // The count is written right before hashing starts (CNT-1): then the key is derived,
      // for tens of seconds (`makeChecksSlow`), so the signal lands while it is.
      try await Watchdog.poll(until: "verify wrote the count") {
        try #require(!verify.hasExited, "verify exited before it wrote the count")
        return try sandbox.stateRecord().failures >= 1
      }
      verify.kill(signal)
      let exit = try await verify.wait()
      #expect(exit == RawChild.Exit(signal: signal), "verify was not killed while hashing")
      let cores = try coreFiles()
      #expect(cores.isEmpty, "a core file was written: \(cores)")
      #expect(try sandbox.stateRecord().failures == 1)
    }
  }
#endif
