extension ClockTrust {
  /// The boot clock may differ from the kernel's uptime by this much on top of the uptime's own
  /// resolution: a margin against kernels that compute the two slightly differently. A faked
  /// clock gains at most this much.
  static let uptimeMargin: UInt64 = 1_000_000_000
  /// `/proc/uptime` shows centiseconds, rounded down.
  static let procUptimeResolution: UInt64 = 10_000_000
  /// `sysinfo()` gives whole seconds (rounded up by current kernels, down by some old ones).
  static let sysinfoResolution: UInt64 = 1_000_000_000
  /// `PROC_SUPER_MAGIC`, the file system type `fstatfs` reports for procfs.
  static let procSuperMagic: Int64 = 0x9fa0

  /// The verdict on `evidence`: every check that finds a doubt adds it.
  init(_ evidence: ClockEvidence) {
    self.init(
      doubts: [
        Self.timeNamespaceDoubt(evidence.timeNamespaceOffsets),
        Self.clockFunctionDoubt(evidence.clockFunction),
        Self.uptimeDoubt(
          bootTime: evidence.bootTime, procUptime: evidence.procUptime,
          sysinfoUptime: evidence.sysinfoUptime),
      ].compactMap { $0 })
  }

  /// Check 1: the time namespace. Trusted when `/proc/self/timens_offsets` shows zero offsets
  /// for both the monotonic and the boot clock, or when it does not exist (a kernel without
  /// time namespaces) in a genuine `/proc/self`. Anything else — an offset, a missing line,
  /// text that does not parse — is a doubt.
  static func timeNamespaceDoubt(_ offsets: ProcFileReading) -> Doubt? {
    switch offsets {
    case .missing: return nil
    case .notGenuine: return .procNotGenuine
    case .unreadable: return .procUnavailable
    case .contents(let text):
      let zero = timeNamespaceOffsetsAreZero(text)
      return zero ? nil : .timeNamespace
    }
  }

  /// Whether `text`, in the format of `/proc/<pid>/timens_offsets` (`<clock> <seconds>
  /// <nanoseconds>` per line; the clock by name or by number), gives zero offsets for both the
  /// monotonic (1) and the boot (7) clock.
  static func timeNamespaceOffsetsAreZero(_ text: String) -> Bool {
    var zeroClocks: Set<String> = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count == 3, let seconds = Int64(fields[1]), let nanoseconds = Int64(fields[2])
      else { return false }
      let clock =
        switch fields[0] {
        case "monotonic", "1": "monotonic"
        case "boottime", "7": "boottime"
        default: String(fields[0])
        }
      guard seconds == 0, nanoseconds == 0 else { return false }
      zeroClocks.insert(clock)
    }
    return zeroClocks.isSuperset(of: ["monotonic", "boottime"])
  }

  /// Check 3: `clock_gettime` must be the C library's own. Both addresses must be known and
  /// equal; a definition found first elsewhere (a preloaded `libfaketime.so`) is a doubt.
  static func clockFunctionDoubt(_ symbol: SymbolResolution) -> Doubt? {
    guard let resolved = symbol.resolved, let own = symbol.libraryOwn, resolved == own else {
      return .clockFunctionReplaced
    }
    return nil
  }

  /// Check 2: the boot clock against the kernel's own uptime, which libraries that replace
  /// `clock_gettime` do not fake. `bootTime` brackets the uptime readings, so scheduling
  /// delays between them cannot cause a doubt; each uptime must fall in that range widened by
  /// its resolution and ``uptimeMargin``.
  ///
  /// `sysinfo()` is a system call that no mount can fake, and must agree whenever it is
  /// available. `/proc/uptime` (finer: 10 ms) must agree when it is the kernel's own; when it
  /// is not — LXD and Kubernetes mount LXCFS's container uptime over it, `ProcSubset=pid` hides
  /// it — it is set aside and `sysinfo()` decides alone, since a mount over it fakes nothing
  /// `sysinfo()` would not catch. Without `sysinfo()`, `/proc/uptime` is required.
  static func uptimeDoubt(
    bootTime: ClosedRange<UInt64>?, procUptime: ProcFileReading, sysinfoUptime: Int64?
  ) -> Doubt? {
    if sysinfoUptime == nil {
      switch procUptime {
      case .contents: break
      case .notGenuine: return .procNotGenuine
      case .missing, .unreadable: return .procUnavailable
      }
    }
    guard let bootTime else { return .uptimeMismatch }
    if case .contents(let text) = procUptime {
      guard let uptime = parseProcUptime(text),
        within(uptime, bootTime, below: procUptimeResolution + uptimeMargin, above: uptimeMargin)
      else { return .uptimeMismatch }
    }
    if let sysinfoUptime {
      guard sysinfoUptime >= 0 else { return .uptimeMismatch }
      let (nanoseconds, overflow) = UInt64(sysinfoUptime).multipliedReportingOverflow(
        by: 1_000_000_000)
      let slack = sysinfoResolution + uptimeMargin
      guard !overflow, within(nanoseconds, bootTime, below: slack, above: slack) else {
        return .uptimeMismatch
      }
    }
    return nil
  }

  /// Check 4: whether an opened `/proc` file is the kernel's own. Its file system must be
  /// procfs (`fileSystemType`, from `fstatfs`; `nil` when that failed is a no), and when the
  /// kernel reports mount identifiers (`statx`, Linux 5.8 and later) it must be on the very
  /// mount at `/proc`: a file bind-mounted over it, even another process's procfs file, is on a
  /// mount of its own.
  static func isGenuineProcFile(fileSystemType: Int64?, mountID: UInt64?, procMountID: UInt64?)
    -> Bool
  {
    guard fileSystemType == procSuperMagic else { return false }
    guard let mountID, let procMountID else { return true }
    return mountID == procMountID
  }

  /// The first field of `/proc/uptime` (`12345.67 …`) in nanoseconds.
  static func parseProcUptime(_ text: String) -> UInt64? {
    guard let first = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).first else {
      return nil
    }
    let parts = first.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let seconds = UInt64(parts[0]), !parts[0].hasPrefix("+") else {
      return nil
    }
    var fraction: UInt64 = 0
    if parts.count == 2 {
      let digits = parts[1]
      guard (1...9).contains(digits.count), !digits.hasPrefix("+"), let value = UInt64(digits)
      else { return nil }
      fraction = value
      for _ in digits.count..<9 { fraction *= 10 }
    }
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return nil }
    let (total, overflow2) = scaled.addingReportingOverflow(fraction)
    return overflow2 ? nil : total
  }

  /// Whether `value` lies within `range` widened by `below` and `above`.
  private static func within(
    _ value: UInt64, _ range: ClosedRange<UInt64>, below: UInt64, above: UInt64
  ) -> Bool {
    let low = range.lowerBound > below ? range.lowerBound - below : 0
    let (high, overflow) = range.upperBound.addingReportingOverflow(above)
    return value >= low && (overflow || value <= high)
  }
}
