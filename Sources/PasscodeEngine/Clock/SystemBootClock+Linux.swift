#if os(Linux) || os(Android)
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #endif

  /// The system's boot-relative clock: `CLOCK_BOOTTIME`, which keeps counting while the machine
  /// sleeps, tagged with `/proc/sys/kernel/random/boot_id` (CLK-1).
  ///
  /// Every reading is checked first (CLK-4); when a check fails the reading is
  /// ``BootInstant/untrusted``, so a lockout wait restarts and does not run down, and no faked
  /// time is stored. ``trust`` says why.
  ///
  /// 1. **Time namespace** (once per process): `/proc/self/timens_offsets` must show zero
  ///    offsets for the monotonic and boot clocks (`unshare --time --boottime …` sets them).
  /// 2. **Uptime** (every reading): `CLOCK_BOOTTIME` from `clock_gettime`, read just before and
  ///    just after, must bracket the kernel's own uptime from the `sysinfo()` system call and
  ///    from `/proc/uptime`, within their resolution and a one-second margin. Libraries that
  ///    replace `clock_gettime` (libfaketime) do not fake these. A `/proc/uptime` that is not
  ///    the kernel's own (LXCFS in LXD containers) is set aside: `sysinfo()` decides alone.
  /// 3. **Replaced function** (once per process): `clock_gettime` as the process resolves it
  ///    must be the C library's own definition, not a preloaded library's.
  /// 4. **Genuine /proc** (each file read): the file must be on procfs and on the mount at
  ///    `/proc` itself, so that a file bind-mounted over it — a fake, or another process's
  ///    `timens_offsets` — is noticed.
  ///
  /// Without `/proc` the time namespace cannot be checked, and the clock is not trusted:
  /// lockout waits then never run down. The helpers the checks call (`fstatfs`, `statx`,
  /// `sysinfo`) are looked up in the C library itself, so a preloaded library cannot answer for
  /// them. Code loaded into the process can still change anything the process does; these
  /// checks stop the ready-made tools and the cheap tricks (faketime, time namespaces, mounts
  /// over `/proc`). A sanitizer runtime (ASan, TSan) also replaces `clock_gettime`, so under a
  /// sanitizer the clock is not trusted. A reading costs two `clock_gettime` calls, one small
  /// `/proc` read with `fstatfs` and two `statx`, and one `sysinfo`: tens of microseconds.
  ///
  /// The checks need glibc; with another C library the clock is read unchecked.
  public struct SystemBootClock: MonotonicClock {
    /// The boot identifier read once per process; it cannot change while the process lives.
    private static let bootID: String = {
      let path = "/proc/sys/kernel/random/boot_id"
      if let text = try? String(contentsOfFile: path, encoding: .utf8) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { return trimmed }
      }
      // Without a boot identifier a reboot still shows as the clock going backwards, which
      // restarts the wait (CLK-3).
      return "unknown-boot"
    }()

    /// Creates the clock.
    public init() {}

    /// The current reading, or ``BootInstant/untrusted`` when the clock cannot be trusted now.
    public func now() -> BootInstant {
      reading().instant
    }

    /// Whether the clock can be trusted now, and if not, why (CLK-4). Each access checks
    /// afresh, as a reading does.
    public var trust: ClockTrust {
      reading().trust
    }

    /// A reading and the verdict on it.
    func reading() -> (instant: BootInstant, trust: ClockTrust) {
      #if canImport(Glibc)
        let evidence = LinuxClockProbe.evidence()
        let trust = ClockTrust(evidence)
        guard trust.isTrusted, let bootTime = evidence.bootTime else {
          return (.untrusted, trust)
        }
        return (BootInstant(bootID: Self.bootID, nanoseconds: bootTime.lowerBound), trust)
      #else
        guard let nanoseconds = LinuxClockProbe.bootTime() else {
          return (.untrusted, ClockTrust(doubts: [.uptimeMismatch]))
        }
        return (BootInstant(bootID: Self.bootID, nanoseconds: nanoseconds), .trusted)
      #endif
    }
  }

  /// Reads what the CLK-4 checks need from the running system.
  enum LinuxClockProbe {
    /// `CLOCK_BOOTTIME` in nanoseconds through `clock_gettime` (the function a preloaded
    /// library would replace); `nil` when the call fails or reads negative.
    static func bootTime() -> UInt64? {
      var time = timespec()
      guard clock_gettime(CLOCK_BOOTTIME, &time) == 0, time.tv_sec >= 0, time.tv_nsec >= 0 else {
        return nil
      }
      let (scaled, overflow) = UInt64(time.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
      let (sum, overflow2) = scaled.addingReportingOverflow(UInt64(time.tv_nsec))
      return overflow || overflow2 ? nil : sum
    }

    #if canImport(Glibc)
      /// The evidence for one reading: the per-process facts (cached) and a fresh uptime check.
      static func evidence() -> ClockEvidence {
        let before = bootTime()
        let procMount = mountID(path: "/proc")
        let uptime = read("/proc/uptime", directory: "/proc", procMountID: procMount)
        let sysinfo = sysinfoUptime()
        let after = bootTime()
        var bracket: ClosedRange<UInt64>?
        if let before, let after, before <= after { bracket = before...after }
        return ClockEvidence(
          timeNamespaceOffsets: timeNamespaceOffsets, clockFunction: clockFunction,
          bootTime: bracket, procUptime: uptime, sysinfoUptime: sysinfo)
      }

      /// `/proc/self/timens_offsets`, read once per process.
      static let timeNamespaceOffsets: ProcFileReading = read(
        "/proc/self/timens_offsets", directory: "/proc/self/", procMountID: mountID(path: "/proc"))

      /// Where `clock_gettime` resolves, looked up once per process: later `dlopen`s cannot
      /// come before the libraries already loaded.
      static let clockFunction: SymbolResolution = {
        let resolved = dlsym(nil, "clock_gettime")
        let own = CLibrary.handle.flatMap { dlsym($0, "clock_gettime") }
        return SymbolResolution(
          resolved: resolved.map { UInt(bitPattern: $0) },
          libraryOwn: own.map { UInt(bitPattern: $0) })
      }()

      /// Reads a small `/proc` file with `open` and `read` (no buffering, no Foundation) after
      /// checking that it is the kernel's own (check 4). When it does not exist, `directory`
      /// is checked instead, so that a mount over it cannot pass for a missing file.
      static func read(_ path: String, directory: String, procMountID: UInt64?)
        -> ProcFileReading
      {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
          guard errno == ENOENT else { return .unreadable }
          let folder = open(directory, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
          guard folder >= 0 else { return .unreadable }
          defer { close(folder) }
          return isGenuine(folder, procMountID: procMountID) ? .missing : .notGenuine
        }
        defer { close(descriptor) }
        guard isGenuine(descriptor, procMountID: procMountID) else { return .notGenuine }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        while bytes.count < 4096 {
          let count = chunk.withUnsafeMutableBytes {
            Glibc.read(descriptor, $0.baseAddress, $0.count)
          }
          if count < 0, errno == EINTR { continue }
          guard count >= 0 else { return .unreadable }
          if count == 0 { break }
          bytes += chunk[0..<count]
        }
        return .contents(String(decoding: bytes, as: UTF8.self))
      }

      /// Check 4 on an open descriptor.
      static func isGenuine(_ descriptor: Int32, procMountID: UInt64?) -> Bool {
        ClockTrust.isGenuineProcFile(
          fileSystemType: fileSystemType(descriptor), mountID: mountID(descriptor: descriptor),
          procMountID: procMountID)
      }

      /// `f_type` from `fstatfs`, or `nil` when it fails.
      static func fileSystemType(_ descriptor: Int32) -> Int64? {
        guard let fstatfs = CLibrary.fstatfs else { return nil }
        return withUnsafeTemporaryAllocation(byteCount: 512, alignment: 16) { buffer in
          buffer.initializeMemory(as: UInt8.self, repeating: 0)
          guard fstatfs(descriptor, buffer.baseAddress!) == 0 else { return nil }
          // `f_type` comes first: a `long` (`__fsword_t`), except on s390x where it is 32 bits.
          #if arch(s390x)
            return Int64(buffer.load(as: UInt32.self))
          #else
            return Int64(buffer.load(as: Int.self))
          #endif
        }
      }

      /// The mount identifier of `path` (`statx` with `STATX_MNT_ID`), or `nil` when the C
      /// library or the kernel (before 5.8) cannot tell.
      static func mountID(path: String) -> UInt64? {
        statxMountID(AT_FDCWD, path, flags: 0)
      }

      /// The mount identifier of an open descriptor.
      static func mountID(descriptor: Int32) -> UInt64? {
        statxMountID(descriptor, "", flags: atEmptyPath)
      }

      /// `AT_EMPTY_PATH`, which the Glibc module does not import.
      private static let atEmptyPath: Int32 = 0x1000
      /// `STATX_MNT_ID`.
      private static let statxMountIDMask: UInt32 = 0x1000

      private static func statxMountID(_ directory: Int32, _ path: String, flags: Int32)
        -> UInt64?
      {
        guard let statx = CLibrary.statx else { return nil }
        return withUnsafeTemporaryAllocation(byteCount: 256, alignment: 16) { buffer in
          buffer.initializeMemory(as: UInt8.self, repeating: 0)
          let result = path.withCString {
            statx(directory, $0, flags, statxMountIDMask, buffer.baseAddress!)
          }
          // struct statx: `stx_mask` (u32) at 0, `stx_mnt_id` (u64) at 144.
          guard result == 0, buffer.load(as: UInt32.self) & statxMountIDMask != 0 else {
            return nil
          }
          return buffer.load(fromByteOffset: 144, as: UInt64.self)
        }
      }

      /// `sysinfo().uptime` in seconds, or `nil` when the call is not available or fails.
      static func sysinfoUptime() -> Int64? {
        guard let sysinfo = CLibrary.sysinfo else { return nil }
        return withUnsafeTemporaryAllocation(byteCount: 512, alignment: 16) { buffer in
          buffer.initializeMemory(as: UInt8.self, repeating: 0)
          guard sysinfo(buffer.baseAddress!) == 0 else { return nil }
          // struct sysinfo starts with `long uptime`.
          return Int64(buffer.load(as: Int.self))
        }
      }
    #endif
  }

  #if canImport(Glibc)
    /// Functions of the C library that the Glibc module does not import, looked up in the C
    /// library itself (not through the global lookup, which a preloaded library comes first in).
    enum CLibrary {
      /// The already loaded C library; never closed.
      nonisolated(unsafe) static let handle: UnsafeMutableRawPointer? = dlopen(
        "libc.so.6", RTLD_NOLOAD | RTLD_LAZY)

      typealias FstatfsFunction = @convention(c) (Int32, UnsafeMutableRawPointer) -> Int32
      typealias StatxFunction =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UInt32, UnsafeMutableRawPointer) ->
        Int32
      typealias SysinfoFunction = @convention(c) (UnsafeMutableRawPointer) -> Int32

      /// `fstatfs`.
      static let fstatfs = function("fstatfs", as: FstatfsFunction.self)
      /// `statx` (glibc 2.28 and later).
      static let statx = function("statx", as: StatxFunction.self)
      /// `sysinfo`.
      static let sysinfo = function("sysinfo", as: SysinfoFunction.self)

      private static func function<F>(_ name: String, as type: F.Type) -> F? {
        guard let handle, let symbol = dlsym(handle, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
      }
    }
  #endif
#endif
