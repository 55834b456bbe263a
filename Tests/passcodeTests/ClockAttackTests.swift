#if os(Linux)
  import Foundation
  import Testing

  @_spi(Skins) @testable import PasscodeCore
  @testable import PasscodeEngine

  /// A faked boot clock never ends a lockout early, and no faked time is ever stored (CLK-4):
  /// the built `passcode` run under a preloaded library that shifts the clock, and in a time
  /// namespace with offsets. Both attacks need no privilege. The tests need `cc` and `unshare`
  /// and fail, rather than skip, without them.
  @Suite struct ClockAttackTests {
    /// A library for `LD_PRELOAD` that shifts `CLOCK_BOOTTIME` and `CLOCK_MONOTONIC` by
    /// `$CLOCK_SHIFT_SECONDS`, as `faketime` does (never below zero).
    static let shiftingLibrarySource = """
      #define _GNU_SOURCE
      #include <dlfcn.h>
      #include <stdlib.h>
      #include <time.h>

      int clock_gettime(clockid_t clock, struct timespec *time) {
        static int (*real)(clockid_t, struct timespec *);
        if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
        int result = real(clock, time);
        const char *shift = getenv("CLOCK_SHIFT_SECONDS");
        if (result == 0 && shift && (clock == CLOCK_BOOTTIME || clock == CLOCK_MONOTONIC)) {
          long long seconds = (long long)time->tv_sec + atoll(shift);
          time->tv_sec = seconds < 0 ? 0 : (time_t)seconds;
        }
        return result;
      }
      """

    /// A sandbox with a passcode and five failures: a one-minute wait, its start stored.
    func lockedOut() async throws -> (Sandbox, BootInstant) {
      let sandbox = try Sandbox()
      try await sandbox.setPasscode("480213")
      for attempt in 1...5 {
        try await sandbox.expect(1, "verify", input: .lines("13579\(attempt)"))
      }
      let start = try #require(try sandbox.stateRecord().lastFailure)
      try #require(start.isTrusted, "the clock of this machine is not trusted")
      return (sandbox, start)
    }

    /// After an attack: the attack was seen (the sentinel is stored, never a time), and a run
    /// on the real clock restarts the full wait from now, storing the real time.
    func expectStillLockedOut(_ sandbox: Sandbox, since start: BootInstant) async throws {
      let record = try sandbox.stateRecord()
      #expect(record.lastFailure == .untrusted, "stored: \(String(describing: record.lastFailure))")
      #expect(record.failures == 5)

      let refused = try await sandbox.expect(2, "verify", input: .lines("480213"))
      #expect(refused.stderr.contains("Try again in 1 minute."), "\(refused.stderr)")
      let restarted = try #require(try sandbox.stateRecord().lastFailure)
      let now = SystemBootClock().now()
      #expect(restarted.bootID == start.bootID)
      #expect(restarted.duration(since: start) != nil, "stored \(restarted), before \(start)")
      #expect(now.duration(since: restarted) != nil, "stored \(restarted), now \(now)")
      // The full minute restarted at `restarted`: what is left is a minute less the time
      // since then, however slow this machine is.
      let left = try await sandbox.status().lockedOutSeconds
      let since = try #require(SystemBootClock().now().duration(since: restarted))
      #expect(left <= 60)
      #expect(
        Double(left) >= 60 - since.inSeconds - 1, "left \(left) s, \(since) after the restart")
    }

    @Test(
      "a preloaded clock_gettime shifted a day either way: still locked out, no faked time stored (CLK-4)",
      arguments: [86_400, -86_400])
    func preloadedClockShift(seconds: Int) async throws {
      let (sandbox, start) = try await lockedOut()
      let library = try await Self.buildShiftingLibrary(in: sandbox)
      let environment = ["LD_PRELOAD": library, "CLOCK_SHIFT_SECONDS": String(seconds)]

      let refused = try await Self.run(
        sandbox, ["verify"], stdin: "480213\n", environment: environment)
      #expect(refused.status == 2, "verify under LD_PRELOAD said: \(refused.stderr)")
      #expect(!refused.stderr.contains("cannot be preloaded"), "\(refused.stderr)")
      #expect(refused.stderr.contains("Try again in 1 minute."), "\(refused.stderr)")
      #expect(refused.stderr.contains("cannot be trusted"), "\(refused.stderr)")
      let status = try await Self.run(
        sandbox, ["status", "--json"], stdin: "", environment: environment)
      #expect(status.status == 0 && status.stdout.contains(#""lockedOutSeconds":60"#))
      #expect(status.stdout.contains(#""clockTrusted":false"#), "\(status.stdout)")
      try await expectStillLockedOut(sandbox, since: start)
    }

    @Test(
      "a time namespace with the boot clock a day ahead or behind: still locked out, no faked time stored (CLK-4)",
      arguments: [true, false])
    func timeNamespace(ahead: Bool) async throws {
      let (sandbox, start) = try await lockedOut()
      // The kernel refuses an offset that would make the clock negative.
      let uptime = start.nanoseconds / 1_000_000_000
      try #require(uptime > 20, "the machine booted \(uptime) s ago: too recently to go back")
      let behind = min(86_400, uptime - 10)
      let offset = ahead ? "86400" : "-\(behind)"
      let unshare = [
        try Self.tool("unshare"), "--user", "--map-root-user", "--time", "--boottime", offset,
      ]
      let refused = try await Self.run(sandbox, ["verify"], stdin: "480213\n", wrapper: unshare)
      #expect(
        refused.status == 2, "verify in a time namespace (\(offset) s) said: \(refused.stderr)")
      #expect(refused.stderr.contains("Try again in 1 minute."), "\(refused.stderr)")
      #expect(refused.stderr.contains("cannot be trusted"), "\(refused.stderr)")
      try await expectStillLockedOut(sandbox, since: start)
    }

    // MARK: Helpers

    /// Compiles ``shiftingLibrarySource`` with `cc -shared -fPIC` into the sandbox.
    static func buildShiftingLibrary(in sandbox: Sandbox) async throws -> String {
      try await Tools.buildLibrary(
        "libshift-clock", from: shiftingLibrarySource, in: sandbox,
        neededFor: "the CLK-4 attack tests")
    }

    /// The absolute path of `name` on `PATH`; a test failure when it is not installed.
    static func tool(_ name: String) throws -> String {
      try Tools.path(name, neededFor: "the CLK-4 attack tests")
    }

    /// Runs `wrapper… passcode arguments… --store <store>` to the end, with `stdin` as its
    /// input and `environment` added.
    static func run(
      _ sandbox: Sandbox, _ arguments: [String], stdin: String,
      environment: [String: String] = [:], wrapper: [String] = []
    ) async throws -> Finished {
      guard let executable = wrapper.first else {
        return try await PasscodeBinary.start(
          sandbox.withStore(arguments), input: .text(stdin), scratch: sandbox.root,
          environment: environment
        ).finish()
      }
      let binary = try PasscodeBinary.require()
      return try await PasscodeBinary.start(
        wrapper.dropFirst() + [binary.path] + sandbox.withStore(arguments), input: .text(stdin),
        scratch: sandbox.root, environment: environment,
        executable: URL(fileURLWithPath: executable)
      ).finish()
    }
  }
#endif
