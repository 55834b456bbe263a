#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  /// What the file-handling tests of `seal` and `open` need besides the binary: directory
  /// listings as bytes, the far end of a named pipe served by a thread of its own, device
  /// nodes made in a temporary folder, a world `nobody` can use when the tests run as root, and
  /// an `LD_PRELOAD` library that acts at a chosen system call.
  enum FileKinds {
    /// The names in the folder at `path` as their bytes (a name need not be UTF-8), sorted,
    /// without `.` and `..`.
    static func names(_ path: [UInt8]) throws -> [[UInt8]] {
      let stream = try #require(
        path.withCString { opendir($0) }, "opendir \(String(decoding: path, as: UTF8.self))")
      defer { closedir(stream) }
      var names: [[UInt8]] = []
      let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name)!
      while let entry = readdir(stream) {
        let name = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
        let bytes = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
        if bytes != [0x2E], bytes != [0x2E, 0x2E] { names.append(bytes) }
      }
      return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// ``names(_:)`` as text, for reports and for folders whose names are UTF-8.
    static func names(_ path: String) throws -> [String] {
      try names(Array(path.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What is at `path`, not following a symbolic link: its `st_mode & S_IFMT`, or `nil`
    /// when nothing is there.
    static func kind(_ path: String) -> mode_t? {
      var info = stat()
      return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// The whole file at `path`; `nil` when it cannot be read.
    static func contents(_ path: String) -> Data? {
      FileManager.default.contents(atPath: path)
    }

    /// Makes a character device node at `path` with the numbers of `/dev/null` (1, 3) or
    /// `/dev/full` (1, 7), and checks that it can be written where it was made (a folder on a
    /// `nodev` mount refuses). `false` when it cannot be made there (not root): the caller
    /// then uses `/dev/full` itself, whose writes fail and damage nothing — never `/dev/null`.
    static func makeDevice(at path: String, full: Bool) -> Bool {
      guard mknod(path, S_IFCHR | 0o666, makedev(1, full ? 7 : 3)) == 0 else { return false }
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        unlink(path)
        return false
      }
      close(descriptor)
      return true
    }

    /// `makedev(3)`, which Glibc's module does not export.
    private static func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
      (dev_t(major & 0xFFF) << 8) | dev_t(minor & 0xFF) | (dev_t(minor & ~0xFF) << 12)
        | (dev_t(major & ~0xFFF) << 32)
    }

    /// A pipe whose two ends are closed on `exec`: no child but the one given an end has it.
    static func pipe(_ ends: inout [Int32]) -> Bool {
      guard Glibc.pipe(&ends) == 0 else { return false }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return true
    }

    /// The targets of the descriptors process `pid` holds open (`/proc/<pid>/fd`).
    static func openFiles(of pid: pid_t) -> [String] {
      let folder = "/proc/\(pid)/fd"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.compactMap {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)")
      }
    }
  }

  extension Array where Element == UInt8 {
    /// Calls `body` with the bytes as a C string (a NUL after them).
    func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
      try (self + [0]).withUnsafeBufferPointer { bytes in
        try bytes.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
      }
    }
  }

  /// The writing end of a named pipe, served once by a thread of its own: it waits (polling,
  /// never blocked in `open`) until a reader has the pipe open, writes `bytes`, and closes.
  /// ``stop()`` ends a wait that no reader answers; the thread never outlives its test by more
  /// than a poll.
  final class PipeFeeder: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var finished = false
    private var written = 0
    /// Bytes it may write at once before it waits for ``release()``; `nil`: all.
    private var held: Int?

    /// Starts feeding `bytes` into the named pipe at `path`; with `holdingAfter`, it writes
    /// that many bytes, then waits for ``release()`` before it writes the rest.
    init(_ path: String, bytes: Data, holdingAfter: Int? = nil) {
      Self.ignoreSigpipe
      held = holdingAfter
      let thread = Thread { [self] in serve(path, bytes) }
      thread.start()
    }

    /// Starts feeding `bytes` into the pipe's writing end `descriptor`, which it closes when
    /// done (the test must not close it).
    init(descriptor: Int32, bytes: Data) {
      Self.ignoreSigpipe
      let thread = Thread { [self] in
        defer { close(descriptor) }
        feed(descriptor, bytes, until: ContinuousClock.now + Watchdog.limit)
      }
      thread.start()
    }

    /// A write to a pipe whose reader went away must fail with EPIPE, not kill the tests (as
    /// ``PasscodeBinary`` ensures for the runs it starts; a test may start none).
    private static let ignoreSigpipe: Void = {
      signal(SIGPIPE, SIG_IGN)
    }()

    /// How many bytes the reader has taken so far.
    var bytesWritten: Int { lock.withLock { written } }
    /// Whether every byte was written and the pipe closed.
    var isFinished: Bool { lock.withLock { finished } }

    /// Lets a feeder started with `holdingAfter` write the rest.
    func release() { lock.withLock { held = nil } }

    /// Ends the feeding, whatever it was doing, within a poll.
    func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func serve(_ path: String, _ bytes: Data) {
      let deadline = ContinuousClock.now + Watchdog.limit
      var descriptor: Int32 = -1
      while descriptor < 0 {
        guard !isStopped, ContinuousClock.now < deadline else { return }
        descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 { usleep(1000) }
      }
      defer { close(descriptor) }
      feed(descriptor, bytes, until: deadline)
    }

    private func feed(_ descriptor: Int32, _ bytes: Data, until deadline: ContinuousClock.Instant) {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      var offset = 0
      bytes.withUnsafeBytes { buffer in
        while offset < buffer.count, !isStopped, ContinuousClock.now < deadline {
          let limit = lock.withLock { held }.map { min($0, buffer.count) } ?? buffer.count
          guard offset < limit else {
            usleep(1000)
            continue
          }
          let count = write(descriptor, buffer.baseAddress! + offset, limit - offset)
          if count > 0 {
            offset += count
            lock.withLock { written = offset }
          } else if count < 0, errno == EAGAIN || errno == EINTR {
            usleep(1000)
          } else {
            return  // the reader went away (EPIPE)
          }
        }
      }
      lock.withLock { finished = offset == bytes.count }
    }
  }

  /// The reading end of a named pipe, opened at once (without waiting for a writer) and
  /// drained by a thread of its own until ``finish()``.
  final class PipeDrain: @unchecked Sendable {
    private let lock = NSLock()
    private var received = Data()
    private var stopped = false
    private var done = false
    private let descriptor: Int32

    /// Opens the named pipe at `path` for reading, without blocking, and starts draining it.
    init(_ path: String) throws {
      descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      try #require(descriptor >= 0, "open \(path) for reading: \(String(cString: strerror(errno)))")
      let thread = Thread { [self] in drain() }
      thread.start()
    }

    /// Stops draining once nothing more is waiting in the pipe, and returns what was read.
    func finish() async throws -> Data {
      lock.withLock { stopped = true }
      try await Watchdog.poll(until: "the pipe was drained") { lock.withLock { done } }
      return lock.withLock { received }
    }

    private func drain() {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      defer {
        close(descriptor)
        lock.withLock { done = true }
      }
      let deadline = ContinuousClock.now + Watchdog.limit
      while ContinuousClock.now < deadline {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, 10)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          lock.withLock { received.append(contentsOf: buffer[0..<count]) }
          continue
        }
        // Nothing now (EAGAIN), or no writer (0): done once the test has its answer.
        if lock.withLock({ stopped }) { return }
      }
    }
  }

  /// A world for running `passcode` as `nobody` when the tests run as root, where a file's
  /// mode keeps nobody out: root reads and writes everything, so "unreadable" needs another
  /// user. Its folder is in a place every user can reach, holding a copy of the binary that
  /// `nobody` may run, and `home` (nobody's, 0700) with the store and a work folder.
  final class NobodyWorld {
    /// The user and group ids of `nobody`.
    static let id: UInt32 = 65534
    let copy: InstalledCopy
    /// `nobody`'s folder, which the store and the work folder are in.
    let home: URL
    var store: URL { home.appendingPathComponent("store") }
    var work: URL { home.appendingPathComponent("work") }

    init() throws {
      copy = try InstalledCopy.reachableByAll()
      home = copy.folder.appendingPathComponent("home")
      for folder in [home, work] {
        try #require(mkdir(folder.path, 0o700) == 0)
        try #require(chown(folder.path, Self.id, Self.id) == 0)
      }
    }

    /// `passcode arguments…` run as `nobody` from the copy; `--store` is given by the caller.
    func process(_ arguments: [[UInt8]]) -> RawProcess {
      let wrapper = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
      return RawProcess(
        arguments: wrapper.map { Array($0.utf8) } + [Array(copy.binary.path.utf8)] + arguments)
    }
  }

  /// A library for `LD_PRELOAD` that acts at a chosen moment of the file handling of `seal`
  /// and `open`, so that a race or a kill happens exactly there, on any machine:
  ///
  /// - `SWAP_TARGET`, `SWAP_SOURCE`, `SWAP_AFTER_OPEN=n`: right after the n-th successful open
  ///   of the path `SWAP_TARGET` (as given), renames `SWAP_SOURCE` over it — another file now
  ///   has the name that was opened.
  /// - `KILL_DIR`, `KILL_AT` (`link`, `rename` or `write`): kills the process with SIGKILL
  ///   right after a `linkat` into the folder `KILL_DIR`, right before a rename into it, or
  ///   right after the first write to a file in it (an unnamed file included).
  enum FileHandlingShim {
    static let source = #"""
      #define _GNU_SOURCE
      #include <dlfcn.h>
      #include <fcntl.h>
      #include <limits.h>
      #include <signal.h>
      #include <stdarg.h>
      #include <stdio.h>
      #include <stdlib.h>
      #include <string.h>
      #include <sys/types.h>
      #include <unistd.h>

      static int opened;

      static void after_open(const char *path, int fd) {
        const char *target = getenv("SWAP_TARGET");
        if (fd < 0 || !target || !path || strcmp(path, target) != 0) return;
        opened++;
        const char *after = getenv("SWAP_AFTER_OPEN");
        if (after && opened == atoi(after)) rename(getenv("SWAP_SOURCE"), target);
      }

      /* Whether `name`, relative to `dirfd`, is in the folder KILL_DIR. */
      static int in_kill_dir(int dirfd, const char *name) {
        const char *dir = getenv("KILL_DIR");
        if (!dir || !name) return 0;
        char folder[PATH_MAX];
        if (name[0] == '/') {
          snprintf(folder, sizeof folder, "%s", name);
          char *slash = strrchr(folder, '/');
          if (slash) *slash = 0;
        } else if (dirfd == AT_FDCWD) {
          if (!getcwd(folder, sizeof folder)) return 0;
          if (strchr(name, '/')) return 0;
        } else {
          char link[64];
          snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
          ssize_t n = readlink(link, folder, sizeof folder - 1);
          if (n < 0) return 0;
          folder[n] = 0;
        }
        return strcmp(folder, dir) == 0;
      }

      static int kill_at(const char *what) {
        const char *at = getenv("KILL_AT");
        return at && strcmp(at, what) == 0;
      }

      static void die(void) { kill(getpid(), SIGKILL); }

      #define OPEN_MODE(flags) \
        mode_t mode = 0; \
        if ((flags) & (O_CREAT | __O_TMPFILE)) { \
          va_list ap; va_start(ap, flags); mode = va_arg(ap, int); va_end(ap); \
        }

      int open(const char *path, int flags, ...) {
        OPEN_MODE(flags)
        static int (*real)(const char *, int, ...);
        if (!real) real = dlsym(RTLD_NEXT, "open");
        int fd = real(path, flags, mode);
        after_open(path, fd);
        return fd;
      }
      int open64(const char *path, int flags, ...) {
        OPEN_MODE(flags)
        static int (*real)(const char *, int, ...);
        if (!real) real = dlsym(RTLD_NEXT, "open64");
        int fd = real(path, flags, mode);
        after_open(path, fd);
        return fd;
      }
      int openat(int dirfd, const char *path, int flags, ...) {
        OPEN_MODE(flags)
        static int (*real)(int, const char *, int, ...);
        if (!real) real = dlsym(RTLD_NEXT, "openat");
        int fd = real(dirfd, path, flags, mode);
        after_open(path, fd);
        return fd;
      }
      int openat64(int dirfd, const char *path, int flags, ...) {
        OPEN_MODE(flags)
        static int (*real)(int, const char *, int, ...);
        if (!real) real = dlsym(RTLD_NEXT, "openat64");
        int fd = real(dirfd, path, flags, mode);
        after_open(path, fd);
        return fd;
      }

      int linkat(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, int flags) {
        static int (*real)(int, const char *, int, const char *, int);
        if (!real) real = dlsym(RTLD_NEXT, "linkat");
        int result = real(olddirfd, oldpath, newdirfd, newpath, flags);
        if (result == 0 && kill_at("link") && in_kill_dir(newdirfd, newpath)) die();
        return result;
      }

      int renameat(int olddirfd, const char *oldpath, int newdirfd, const char *newpath) {
        static int (*real)(int, const char *, int, const char *);
        if (!real) real = dlsym(RTLD_NEXT, "renameat");
        if (kill_at("rename") && in_kill_dir(newdirfd, newpath)) die();
        return real(olddirfd, oldpath, newdirfd, newpath);
      }
      int rename(const char *oldpath, const char *newpath) {
        static int (*real)(const char *, const char *);
        if (!real) real = dlsym(RTLD_NEXT, "rename");
        if (kill_at("rename") && in_kill_dir(AT_FDCWD, newpath)) die();
        return real(oldpath, newpath);
      }

      ssize_t write(int fd, const void *buffer, size_t count) {
        static ssize_t (*real)(int, const void *, size_t);
        if (!real) real = dlsym(RTLD_NEXT, "write");
        ssize_t result = real(fd, buffer, count);
        if (result > 0 && kill_at("write") && getenv("KILL_DIR")) {
          char link[64], target[PATH_MAX];
          snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
          ssize_t n = readlink(link, target, sizeof target - 1);
          if (n > 0) {
            target[n] = 0;
            const char *dir = getenv("KILL_DIR");
            size_t length = strlen(dir);
            if (strncmp(target, dir, length) == 0 && target[length] == '/') die();
          }
        }
        return result;
      }
      """#

    /// The library, built in `sandbox`.
    static func build(in sandbox: Sandbox) async throws -> String {
      try await Tools.buildLibrary(
        "filehandling", from: source, in: sandbox,
        neededFor: "acting at a chosen system call of seal and open")
    }
  }
#endif
