/// What ``SystemBootClock`` found out about the system on Linux, as plain values: the inputs of
/// the CLK-4 checks, so that tests can build any combination without a real time namespace,
/// preloaded library or mount. ``ClockTrust/init(_:)`` turns it into a verdict.
struct ClockEvidence: Equatable, Sendable {
  /// `/proc/self/timens_offsets`, read once per process: a process cannot change its own time
  /// namespace, and a namespace's offsets cannot change once a process is in it.
  var timeNamespaceOffsets: ProcFileReading
  /// Where `clock_gettime` resolves, looked up once per process.
  var clockFunction: SymbolResolution
  /// `CLOCK_BOOTTIME` as `clock_gettime` read it just before and just after the uptimes below;
  /// `nil` when it could not be read, read negative, or went backwards between the two.
  var bootTime: ClosedRange<UInt64>?
  /// `/proc/uptime`, read between the two boot-clock readings.
  var procUptime: ProcFileReading
  /// The `uptime` of `sysinfo()` in whole seconds, between the two boot-clock readings; `nil`
  /// when the call is not available.
  var sysinfoUptime: Int64?
}

/// What reading one small `/proc` file gave, after checking that it is the kernel's own.
enum ProcFileReading: Equatable, Sendable {
  /// The file's text, read from procfs on the mount at `/proc` itself.
  case contents(String)
  /// The file does not exist, and the directory that would hold it is the kernel's own.
  case missing
  /// The file, or its directory, is on another file system or behind another mount.
  case notGenuine
  /// The file could not be opened or read (no `/proc`, no permission).
  case unreadable
}

/// Where a C symbol resolves, as addresses.
struct SymbolResolution: Equatable, Sendable {
  /// What the process's calls reach: the global lookup, `dlsym(RTLD_DEFAULT, name)`, which finds
  /// a preloaded library's definition first.
  var resolved: UInt?
  /// The C library's own definition: `dlsym` on the C library's handle.
  var libraryOwn: UInt?
}
