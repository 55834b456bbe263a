#if os(Linux)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns off core dumps for the calling process (MEM-3).
///
/// While a passcode is typed, checked or hashed it sits in the process's memory — in a
/// ``SecretBuffer``, and in the key derivation's working state. A core dump taken at that
/// moment (a crash, `kill -ABRT`, `gcore`) would write it to disk in plain text. A Linux or
/// macOS host that reads passcodes should call ``disable()`` once, before it reads the first
/// one; the `passcode` command does so as it starts.
///
/// ```swift
/// CoreDumps.disable()
/// let lock = PasscodeLock(store: FileStore())
/// ```
///
/// The change is for the whole process, its threads and the children it starts afterwards,
/// and cannot be undone by the process: it is meant for processes that handle secrets.
/// On iOS the system does not write core files of apps; the call is harmless there.
public enum CoreDumps {
  /// Turns core dumps off for the rest of the process's life.
  ///
  /// - Linux: the core file size limit becomes 0, soft and hard (`setrlimit(RLIMIT_CORE)`),
  ///   and the process is marked not dumpable (`prctl(PR_SET_DUMPABLE, 0)`), which also stops
  ///   a `core_pattern` pipe helper (systemd-coredump) from receiving the memory and stops
  ///   other processes of the same user from reading it through `ptrace` or `/proc/<pid>/mem`.
  ///   Files in `/proc/self` the process reads about itself (`timens_offsets`, `limits`) and
  ///   `/proc/uptime` stay readable.
  /// - macOS: the core file size limit becomes 0, soft and hard.
  ///
  /// - Returns: `true` when every step succeeded; `false` when one failed (core dumps may then
  ///   still be written).
  @discardableResult
  public static func disable() -> Bool {
    var none = rlimit(rlim_cur: 0, rlim_max: 0)
    let limited = setrlimit(coreLimit, &none) == 0
    return limited && markNotDumpable()
  }
}

#if os(Linux)
  extension CoreDumps {
    /// `RLIMIT_CORE`, whose type differs between Glibc and Darwin.
    static let coreLimit = __rlimit_resource_t(RLIMIT_CORE.rawValue)

    /// `PR_SET_DUMPABLE` from `<linux/prctl.h>`, which Glibc's module does not export.
    static let setDumpable: Int32 = 4

    /// `prctl(2)` with the five arguments the kernel takes. Glibc declares it variadic, which
    /// Swift cannot call, so it is looked up by name and called through a C function pointer
    /// of fixed arity (on x86-64 and arm64 Linux a variadic callee receives fixed integer
    /// arguments in the same registers).
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    /// `prctl(PR_SET_DUMPABLE, 0)`.
    static func markNotDumpable() -> Bool {
      guard let process = dlopen(nil, RTLD_NOW) else { return false }
      defer { dlclose(process) }
      guard let symbol = dlsym(process, "prctl") else { return false }
      let prctl = unsafeBitCast(symbol, to: Prctl.self)
      return prctl(setDumpable, 0, 0, 0, 0) == 0
    }
  }
#elseif canImport(Darwin)
  extension CoreDumps {
    /// `RLIMIT_CORE`.
    static let coreLimit = RLIMIT_CORE

    /// Darwin has no "dumpable" flag; the zero limit is what stops core files.
    static func markNotDumpable() -> Bool { true }
  }
#endif
