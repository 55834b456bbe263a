#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  /// What `passcode` does when it was started in a way it cannot fully see: its arguments
  /// hidden from the Swift runtime, or its own folder closed to its user. It never acts on a
  /// store it was not asked to act on, and never crashes: it reads what it can another way, or
  /// says why it stops (64, 69).
  @Suite struct LaunchTests {
    /// A library for `LD_PRELOAD` that does to the Swift runtime what libfaketime does.
    ///
    /// The runtime finds `argv` by walking back from `environ` to the start of the stack.
    /// libfaketime changes the environment on its first call, which comes while the runtime is
    /// being set up; `setenv` moves `environ` to the heap, and the runtime then finds no
    /// arguments at all (`CommandLine.argc` is 0). This library changes the environment in its
    /// `fopen`, which the runtime calls (to find the stack) just before it looks, and replaces
    /// `clock_gettime`, as libfaketime does. With `HIDE_COMMAND_LINE` set it also refuses to open
    /// `/proc/self/cmdline`, so that the arguments are lost for good. (libfaketime itself is not
    /// used: it is not installed everywhere, and a test must run on every machine.)
    static let hidingLibrarySource = """
      #define _GNU_SOURCE
      #include <dlfcn.h>
      #include <errno.h>
      #include <fcntl.h>
      #include <stdarg.h>
      #include <stdio.h>
      #include <stdlib.h>
      #include <string.h>
      #include <time.h>

      static void changeEnvironment(void) {
        static int done;
        if (!done) {
          done = 1;
          setenv("PASSCODE_TEST_PRELOADED", "1", 1);
        }
      }

      #define FOPEN(name) \\
        FILE *name(const char *path, const char *mode) { \\
          static FILE *(*real)(const char *, const char *); \\
          if (!real) real = (FILE *(*)(const char *, const char *))dlsym(RTLD_NEXT, #name); \\
          changeEnvironment(); \\
          return real(path, mode); \\
        }
      FOPEN(fopen)
      FOPEN(fopen64)

      static int hidden(const char *path) {
        return getenv("HIDE_COMMAND_LINE") && strcmp(path, "/proc/self/cmdline") == 0;
      }

      #define OPEN(name) \\
        int name(const char *path, int flags, ...) { \\
          static int (*real)(const char *, int, ...); \\
          mode_t mode = 0; \\
          if (flags & (O_CREAT | O_TMPFILE)) { \\
            va_list list; \\
            va_start(list, flags); \\
            mode = va_arg(list, mode_t); \\
            va_end(list); \\
          } \\
          if (hidden(path)) { \\
            errno = EACCES; \\
            return -1; \\
          } \\
          if (!real) real = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, #name); \\
          return real(path, flags, mode); \\
        }
      OPEN(open)
      OPEN(open64)

      int clock_gettime(clockid_t clock, struct timespec *time) {
        static int (*real)(clockid_t, struct timespec *);
        if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
        return real(clock, time);
      }
      """

    /// What one run printed and how it ended.
    struct Run {
      var exit: RawChild.Exit
      var stdout: String
      var stderr: String
    }

    /// A sandbox with a passcode set, an empty home folder (so that the default store would
    /// be `<home>/.local/share/passcodekit`), and the hiding library built.
    struct Setup {
      let sandbox: Sandbox
      let home: URL
      let library: String

      init() async throws {
        sandbox = try Sandbox()
        try await sandbox.setPasscode("480213")
        home = sandbox.root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        library = try await Tools.buildLibrary(
          "libhide-arguments", from: LaunchTests.hidingLibrarySource, in: sandbox,
          neededFor: "the tests of arguments hidden by a preloaded library")
      }

      /// Runs `passcode arguments…` (bytes, as given) with the library preloaded, `stdin` as
      /// its input, `HOME` at the empty home folder and no `XDG_DATA_HOME`.
      func run(
        _ arguments: [[UInt8]], stdin: String = "", hideCommandLine: Bool = false
      ) async throws -> Run {
        let name = UUID().uuidString
        let files = ["in", "out", "err"].map {
          sandbox.root.appendingPathComponent("\(name).\($0)")
        }
        try Data(stdin.utf8).write(to: files[0])
        var process = try RawProcess.passcode(arguments)
        process.environment = [
          "LD_PRELOAD": Array(library.utf8), "HOME": Array(home.path.utf8), "XDG_DATA_HOME": nil,
        ]
        if hideCommandLine { process.environment["HIDE_COMMAND_LINE"] = Array("1".utf8) }
        process.stdin = .input(files[0].path)
        process.stdout = .output(files[1].path)
        process.stderr = .output(files[2].path)
        let exit = try await process.start().wait()
        return Run(
          exit: exit, stdout: try String(contentsOf: files[1], encoding: .utf8),
          stderr: try String(contentsOf: files[2], encoding: .utf8))
      }

      /// `arguments` as UTF-8, then `--store <the sandbox's store>`.
      func withStore(_ arguments: String...) -> [[UInt8]] {
        (arguments + ["--store", sandbox.store.path]).map { Array($0.utf8) }
      }

      /// What the home folder holds: nothing, unless a run used the default store.
      func homeContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: home.path)
      }
    }

    @Test(
      "arguments a preloaded library (as libfaketime) hid from the Swift runtime are read from /proc/self/cmdline: each command acts on its --store, bad ones are refused as usual, the clock is not trusted"
    )
    func argumentsReadFromTheKernel() async throws {
      let setup = try await Setup()

      let status = try await setup.run(setup.withStore("status", "--json"))
      #expect(status.exit == RawChild.Exit(status: 0), "\(status.stderr)")
      let json = try JSONDecoder().decode(StatusJSON.self, from: Data(status.stdout.utf8))
      #expect(json.passcodeSet)
      #expect(json.clockTrusted == false, "a preloaded clock_gettime must not be trusted")

      let wrong = try await setup.run(setup.withStore("verify"), stdin: "135790\n")
      #expect(wrong.exit == RawChild.Exit(status: 1), "\(wrong.stderr)")
      #expect(try await setup.sandbox.status().failures == 1, "counted on the --store given")

      let unknown = try await setup.run([Array("frobnicate".utf8)])
      #expect(unknown.exit == RawChild.Exit(status: 64))
      #expect(
        unknown.stderr.contains("`frobnicate` is not a passcode command"), "\(unknown.stderr)")

      let empty = try await setup.run([Array("status".utf8), Array("--store".utf8), []])
      #expect(empty.exit == RawChild.Exit(status: 64), "an empty argument is kept: \(empty.stderr)")
      #expect(empty.stderr.contains("--store is empty"), "\(empty.stderr)")

      let notUTF8 = try await setup.run([
        Array("status".utf8), Array("--store".utf8), Array(setup.sandbox.store.path.utf8) + [0xFF],
      ])
      #expect(notUTF8.exit == RawChild.Exit(status: 4), "\(notUTF8.stderr)")
      #expect(notUTF8.stderr.contains("not valid UTF-8"), "\(notUTF8.stderr)")

      #expect(try setup.homeContents().isEmpty, "the default store was used")
    }

    /// Also the proof that the library hides the arguments from the runtime: were they still
    /// there, each command would run as asked instead of stopping.
    @Test(
      "when its arguments cannot be read at all, passcode acts on no store: 64 and a sentence that says why"
    )
    func argumentsLost() async throws {
      let setup = try await Setup()
      let state = try setup.sandbox.bytes("state")

      for (arguments, stdin) in [
        (setup.withStore("status"), ""), (setup.withStore("verify"), "135790\n"),
        ([Array("set".utf8)], "135790\n135790\n"), ([Array("frobnicate".utf8)], "135790\n135790\n"),
      ] {
        let run = try await setup.run(arguments, stdin: stdin, hideCommandLine: true)
        let command = arguments.map { String(decoding: $0, as: UTF8.self) }
        #expect(run.exit == RawChild.Exit(status: 64), "\(command): \(run.stderr)")
        #expect(
          run.stderr.contains("could not read its own command line")
            && run.stderr.contains("LD_PRELOAD"),
          "\(command): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(command): \(run.stdout)")
      }
      #expect(try setup.sandbox.bytes("state") == state, "the store given was touched")
      #expect(try await setup.sandbox.status().failures == 0)
      #expect(try setup.homeContents().isEmpty, "the default store was used")
    }

    /// Root may look into any folder, so as root the binary runs as `nobody`; either way it is
    /// started through a descriptor opened before its folder was closed (as a program that keeps
    /// root's rights until `exec`, `setpriv`, starts it): Foundation's `Bundle.main` would then
    /// stop it with SIGILL.
    @Test(
      "a passcode whose folder its user cannot look into exits 69 with a sentence that says so, never crashes"
    )
    func folderClosedToItsUser() async throws {
      let sandbox = try Sandbox()
      let copy = try InstalledCopy(in: sandbox.root)
      let folder = copy.binary.deletingLastPathComponent().resolvingSymlinksInPath().path
      let binary = open(copy.binary.path, O_RDONLY | O_CLOEXEC)
      try #require(binary >= 0, "cannot open \(copy.binary.path)")
      defer { close(binary) }
      try #require(chmod(copy.folder.path, 0) == 0)

      let asNobody =
        geteuid() == 0
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
      let descriptor: Int32 = 100
      let input = sandbox.root.appendingPathComponent("input")
      let said = sandbox.root.appendingPathComponent("said")
      try Data("password=Quartz\n".utf8).write(to: input)
      var process = RawProcess(
        arguments: (asNobody + ["/proc/self/fd/\(descriptor)", "form"]).map { Array($0.utf8) })
      process.passed = (binary, descriptor)
      process.stdin = .input(input.path)
      process.stderr = .output(said.path)
      let exit = try await process.start().wait()
      let message = try String(contentsOf: said, encoding: .utf8)

      #expect(exit == RawChild.Exit(status: 69), "\(message)")
      #expect(
        message.contains("cannot look into \(folder), the folder it runs from"), "\(message)")
      #expect(message.contains("closed to this user"), "\(message)")
      #expect(!message.contains("crashed"), "\(message)")
      withExtendedLifetime(copy) {}
    }
  }
#endif
