import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Testing

@testable import PasscodeEngine

#if canImport(Glibc)
  import Glibc
#endif

/// CLK-4: each check of the Linux boot clock, with its inputs built by hand.
@Suite struct ClockTrustTests {
  static let second: UInt64 = 1_000_000_000
  static let day: UInt64 = 86_400 * second
  /// A boot clock read at 1000.000 s and again 2 ms later.
  static let bracket = (1000 * second)...(1000 * second + 2_000_000)

  /// Evidence with nothing wrong; each test spoils one part.
  static func goodEvidence() -> ClockEvidence {
    ClockEvidence(
      timeNamespaceOffsets: .contents(
        "monotonic           0         0\nboottime            0         0\n"),
      clockFunction: SymbolResolution(resolved: 0x7f00_1000, libraryOwn: 0x7f00_1000),
      bootTime: bracket, procUptime: .contents("1000.00 3712.44\n"), sysinfoUptime: 1001)
  }

  @Test("nothing wrong is trusted (CLK-4)")
  func nothingWrongIsTrusted() {
    let trust = ClockTrust(Self.goodEvidence())
    #expect(trust.isTrusted)
    #expect(trust.doubts.isEmpty)
    #expect(trust == .trusted)
  }

  // MARK: Check 1: the time namespace

  @Test("zero time-namespace offsets are trusted (CLK-4)")
  func zeroTimeNamespaceOffsetsAreTrusted() {
    for text in [
      "monotonic           0         0\nboottime            0         0\n",
      "boottime 0 0\nmonotonic 0 0",
      "1 0 0\n7 0 0\n",
    ] {
      #expect(ClockTrust.timeNamespaceDoubt(.contents(text)) == nil, "\(text)")
    }
  }

  @Test("any time-namespace offset is a doubt (CLK-4)")
  func anyTimeNamespaceOffsetIsADoubt() {
    for text in [
      "monotonic           0         0\nboottime        86400         0\n",
      "monotonic       86400         0\nboottime            0         0\n",
      "monotonic           0         0\nboottime       -86400         0\n",
      "monotonic           0         0\nboottime            0         1\n",
      "1 0 0\n7 -600 0\n",
    ] {
      #expect(ClockTrust.timeNamespaceDoubt(.contents(text)) == .timeNamespace, "\(text)")
    }
  }

  @Test("time-namespace offsets that cannot be read are a doubt (CLK-4)")
  func timeNamespaceOffsetsThatCannotBeReadAreADoubt() {
    for text in [
      "", "monotonic 0 0\n", "boottime 0 0\n", "monotonic 0 0\nboottime zero 0\n",
      "monotonic 0 0\nboottime 0 0 0\n", "garbage",
    ] {
      #expect(ClockTrust.timeNamespaceDoubt(.contents(text)) == .timeNamespace, "\(text)")
    }
  }

  @Test("no time-namespace file in a genuine /proc is trusted (CLK-4)")
  func noTimeNamespaceFileInAGenuineProcIsTrusted() {
    // Kernels before 5.6 (or without CONFIG_TIME_NS) have no time namespaces.
    #expect(ClockTrust.timeNamespaceDoubt(.missing) == nil)
    #expect(ClockTrust.timeNamespaceDoubt(.notGenuine) == .procNotGenuine)
    #expect(ClockTrust.timeNamespaceDoubt(.unreadable) == .procUnavailable)
  }

  // MARK: Check 2: the boot clock against the kernel's uptime

  @Test("an uptime within the bracket agrees (CLK-4)")
  func uptimeWithinTheBracketAgrees() {
    let agreeing: [(String, Int64?)] = [
      ("1000.00 1.00\n", 1001),
      // /proc/uptime rounds down to 10 ms; sysinfo() rounds up to the second.
      ("999.99 1.00\n", 1000),
      ("1000.00 1.00\n", nil),
      // Within the one-second margin on either side.
      ("1000.90 1.00\n", 1000),
      ("999.05 1.00\n", 1000),
    ]
    for (text, sysinfo) in agreeing {
      let doubt = ClockTrust.uptimeDoubt(
        bootTime: Self.bracket, procUptime: .contents(text), sysinfoUptime: sysinfo)
      #expect(doubt == nil, "\(text) \(String(describing: sysinfo))")
    }
  }

  @Test("a slow read between the two clock readings still agrees (CLK-4)")
  func aSlowReadBetweenTheTwoClockReadingsStillAgrees() {
    // Descheduled for five seconds between the readings: the bracket is wide, not wrong.
    let wide = (1000 * Self.second)...(1005 * Self.second)
    let doubt = ClockTrust.uptimeDoubt(
      bootTime: wide, procUptime: .contents("1003.27 1.00\n"), sysinfoUptime: 1004)
    #expect(doubt == nil)
  }

  @Test("a faked clock disagrees with the uptime (CLK-4)")
  func aFakedClockDisagreesWithTheUptime() {
    // libfaketime shifts what clock_gettime returns; /proc/uptime and sysinfo() stay real.
    for shift in [Self.day, 2 * Self.second] {
      let ahead = (Self.bracket.lowerBound + shift)...(Self.bracket.upperBound + shift)
      #expect(
        ClockTrust.uptimeDoubt(
          bootTime: ahead, procUptime: .contents("1000.00 1.00\n"), sysinfoUptime: 1001)
          == .uptimeMismatch)
    }
    let back = 900 * Self.second
    let behind = (Self.bracket.lowerBound - back)...(Self.bracket.upperBound - back)
    #expect(
      ClockTrust.uptimeDoubt(
        bootTime: behind, procUptime: .contents("1000.00 1.00\n"), sysinfoUptime: nil)
        == .uptimeMismatch)
  }

  @Test("sysinfo alone disagreeing is a doubt (CLK-4)")
  func sysinfoAloneDisagreeingIsADoubt() {
    for sysinfo: Int64 in [1000 + 86_400, 997, -1, .max] {
      let doubt = ClockTrust.uptimeDoubt(
        bootTime: Self.bracket, procUptime: .contents("1000.00 1.00\n"), sysinfoUptime: sysinfo)
      #expect(doubt == .uptimeMismatch, "\(sysinfo)")
    }
  }

  @Test("no usable uptime is a doubt (CLK-4)")
  func noUsableUptimeIsADoubt() {
    let good = ProcFileReading.contents("1000.00 1.00\n")
    #expect(
      ClockTrust.uptimeDoubt(bootTime: nil, procUptime: good, sysinfoUptime: 1001)
        == .uptimeMismatch)
    let withoutSysinfo: [(ProcFileReading, ClockTrust.Doubt)] = [
      (.missing, .procUnavailable), (.unreadable, .procUnavailable),
      (.notGenuine, .procNotGenuine),
    ]
    for (reading, doubt) in withoutSysinfo {
      #expect(
        ClockTrust.uptimeDoubt(bootTime: Self.bracket, procUptime: reading, sysinfoUptime: nil)
          == doubt)
    }
    for text in ["", "abc 1.00", "-1000.00 1.00", "+1000.00 1.00", "1000.0000000001 1"] {
      #expect(
        ClockTrust.uptimeDoubt(
          bootTime: Self.bracket, procUptime: .contents(text), sysinfoUptime: 1001)
          == .uptimeMismatch, "\(text)")
    }
  }

  @Test("a /proc/uptime that is not the kernel's is set aside for sysinfo (CLK-4)")
  func aProcUptimeThatIsNotTheKernelsIsSetAsideForSysinfo() {
    // LXCFS (LXD, some Kubernetes nodes) mounts the container's uptime over /proc/uptime;
    // ProcSubset=pid hides it. sysinfo() cannot be faked by a mount and decides alone.
    for reading: ProcFileReading in [.notGenuine, .missing, .unreadable] {
      #expect(
        ClockTrust.uptimeDoubt(bootTime: Self.bracket, procUptime: reading, sysinfoUptime: 1001)
          == nil)
      let ahead = (Self.bracket.lowerBound + Self.day)...(Self.bracket.upperBound + Self.day)
      #expect(
        ClockTrust.uptimeDoubt(bootTime: ahead, procUptime: reading, sysinfoUptime: 1001)
          == .uptimeMismatch)
    }
  }

  @Test func procUptimeParsesToNanoseconds() {
    #expect(ClockTrust.parseProcUptime("1429.60 607.07\n") == 1_429_600_000_000)
    #expect(ClockTrust.parseProcUptime("0.01 0.00\n") == 10_000_000)
    #expect(ClockTrust.parseProcUptime("12 0") == 12_000_000_000)
    #expect(ClockTrust.parseProcUptime("18446744073709551615.00 0") == nil)
    #expect(ClockTrust.parseProcUptime("1.2.3 0") == nil)
    #expect(ClockTrust.parseProcUptime("") == nil)
  }

  // MARK: Check 3: a replaced clock_gettime

  @Test("clock_gettime must be the C library's own (CLK-4)")
  func clockGettimeMustBeTheCLibrarysOwn() {
    #expect(
      ClockTrust.clockFunctionDoubt(SymbolResolution(resolved: 0x1000, libraryOwn: 0x1000))
        == nil)
    // LD_PRELOAD=libfaketime.so: the global lookup finds the preloaded definition first.
    #expect(
      ClockTrust.clockFunctionDoubt(SymbolResolution(resolved: 0x2000, libraryOwn: 0x1000))
        == .clockFunctionReplaced)
    #expect(
      ClockTrust.clockFunctionDoubt(SymbolResolution(resolved: 0x1000, libraryOwn: nil))
        == .clockFunctionReplaced)
    #expect(
      ClockTrust.clockFunctionDoubt(SymbolResolution(resolved: nil, libraryOwn: 0x1000))
        == .clockFunctionReplaced)
  }

  // MARK: Check 4: genuine /proc files

  @Test("only a procfs file on the /proc mount is genuine (CLK-4)")
  func onlyAProcfsFileOnTheProcMountIsGenuine() {
    let proc = ClockTrust.procSuperMagic
    #expect(ClockTrust.isGenuineProcFile(fileSystemType: proc, mountID: 22, procMountID: 22))
    // A fake on ext4 or tmpfs bind-mounted over the file.
    #expect(!ClockTrust.isGenuineProcFile(fileSystemType: 0xef53, mountID: 22, procMountID: 22))
    #expect(
      !ClockTrust.isGenuineProcFile(fileSystemType: 0x0102_1994, mountID: 40, procMountID: 22))
    // Another process's own timens_offsets bind-mounted over ours: procfs, but its own mount.
    #expect(!ClockTrust.isGenuineProcFile(fileSystemType: proc, mountID: 41, procMountID: 22))
    // Before Linux 5.8 there are no mount identifiers: the file system type has to do.
    #expect(ClockTrust.isGenuineProcFile(fileSystemType: proc, mountID: nil, procMountID: 22))
    #expect(ClockTrust.isGenuineProcFile(fileSystemType: proc, mountID: nil, procMountID: nil))
    // fstatfs failed: nothing shows the file is the kernel's.
    #expect(!ClockTrust.isGenuineProcFile(fileSystemType: nil, mountID: 22, procMountID: 22))
  }

  // MARK: The verdict

  @Test("every doubt is reported, in order (CLK-4)")
  func everyDoubtIsReportedInOrder() {
    var evidence = Self.goodEvidence()
    evidence.timeNamespaceOffsets = .contents("monotonic 0 0\nboottime 86400 0\n")
    evidence.clockFunction = SymbolResolution(resolved: 1, libraryOwn: 2)
    evidence.procUptime = .notGenuine
    evidence.sysinfoUptime = nil
    let trust = ClockTrust(evidence)
    #expect(!trust.isTrusted)
    #expect(trust.doubts == [.timeNamespace, .clockFunctionReplaced, .procNotGenuine])
  }

  @Test("each doubt alone makes the clock untrusted (CLK-4)")
  func eachDoubtAloneMakesTheClockUntrusted() {
    let spoilers: [(ClockTrust.Doubt, (inout ClockEvidence) -> Void)] = [
      (.timeNamespace, { $0.timeNamespaceOffsets = .contents("monotonic 0 0\nboottime 1 0\n") }),
      (.uptimeMismatch, { $0.sysinfoUptime = 1001 + 86_400 }),
      (.clockFunctionReplaced, { $0.clockFunction.resolved = 0xdead_0000 }),
      (.procNotGenuine, { $0.timeNamespaceOffsets = .notGenuine }),
      (.procUnavailable, { $0.timeNamespaceOffsets = .unreadable }),
    ]
    #expect(Set(spoilers.map(\.0)) == Set(ClockTrust.Doubt.allCases))
    for (doubt, spoil) in spoilers {
      var evidence = Self.goodEvidence()
      spoil(&evidence)
      #expect(ClockTrust(evidence).doubts == [doubt])
    }
  }

  @Test func doubtsAreDeduplicatedAndOrdered() {
    let trust = ClockTrust(doubts: [.procUnavailable, .timeNamespace, .procUnavailable])
    #expect(trust.doubts == [.timeNamespace, .procUnavailable])
  }

  // MARK: The real system (this machine is not faked)

  #if canImport(Glibc)
    @Test("this machine's clock is trusted (CLK-4)")
    func thisMachinesClockIsTrusted() throws {
      let evidence = LinuxClockProbe.evidence()
      let trust = ClockTrust(evidence)
      #expect(trust.isTrusted, "\(trust.doubts)")
      #expect(SystemBootClock().trust.isTrusted)
      guard case .contents(let offsets) = evidence.timeNamespaceOffsets else {
        Issue.record("timens_offsets: \(evidence.timeNamespaceOffsets)")
        return
      }
      #expect(ClockTrust.timeNamespaceOffsetsAreZero(offsets))
      #expect(evidence.clockFunction.resolved != nil)
      #expect(evidence.clockFunction.resolved == evidence.clockFunction.libraryOwn)
      let bootTime = try #require(evidence.bootTime)
      #expect(evidence.sysinfoUptime != nil)
      guard case .contents(let uptime) = evidence.procUptime else {
        Issue.record("/proc/uptime: \(evidence.procUptime)")
        return
      }
      let parsed = try #require(ClockTrust.parseProcUptime(uptime))
      #expect(parsed <= bootTime.upperBound)
      #expect(parsed + 10_000_000 >= bootTime.lowerBound)
    }

    @Test("a file that is not on procfs is not genuine (CLK-4)")
    func aFileThatIsNotOnProcfsIsNotGenuine() throws {
      let path = temporaryDirectory()
      try #require(mkdir(path, 0o700) == 0)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let file = path + "/timens_offsets"
      try "monotonic 0 0\nboottime 0 0\n".write(toFile: file, atomically: true, encoding: .utf8)
      let procMount = LinuxClockProbe.mountID(path: "/proc")
      #expect(LinuxClockProbe.read(file, directory: path, procMountID: procMount) == .notGenuine)
      // Missing from a directory that is not /proc: not "a kernel without the file".
      #expect(
        LinuxClockProbe.read(path + "/absent", directory: path, procMountID: procMount)
          == .notGenuine)
      #expect(
        LinuxClockProbe.read(path + "/no/file", directory: path + "/no", procMountID: procMount)
          == .unreadable)
      #expect(
        LinuxClockProbe.read(
          "/proc/self/no-such-entry", directory: "/proc/self/", procMountID: procMount) == .missing)
    }

    @Test("/proc files carry the /proc mount's identifier (CLK-4)")
    func procFilesCarryTheProcMountsIdentifier() throws {
      // statx reports mount identifiers from Linux 5.8 on.
      let procMount = try #require(LinuxClockProbe.mountID(path: "/proc"))
      #expect(LinuxClockProbe.mountID(path: "/proc/self/timens_offsets") == procMount)
      #expect(LinuxClockProbe.mountID(path: "/") != procMount)
      // A reading checked against another mount's identifier is refused.
      #expect(
        LinuxClockProbe.read("/proc/uptime", directory: "/proc", procMountID: procMount &+ 1)
          == .notGenuine)
      guard
        case .contents = LinuxClockProbe.read(
          "/proc/uptime", directory: "/proc", procMountID: procMount)
      else {
        Issue.record("/proc/uptime was not read")
        return
      }
    }
  #endif
}

/// CLK-4 through the lock and the session: an untrusted reading acts as a reboot.
@Suite struct UntrustedClockLockTests {
  /// A lock with six failures (a five-minute wait), 200 s into the wait.
  func lockedForFiveMinutes() async throws -> LockFixture {
    let fixture = try await LockFixture().withPasscode()
    for index in 1...5 { _ = await fixture.lock.verify(wrongCode(index)) }
    fixture.clock.advance(by: .seconds(60))
    #expect(await fixture.lock.verify(wrongCode(6)) == .wrong(attemptsLeft: 4, wait: .seconds(300)))
    fixture.clock.advance(by: .seconds(200))
    return fixture
  }

  func storedLastFailure(_ fixture: LockFixture) throws -> BootInstant? {
    try StateRecord.decode(try #require(fixture.store.stateBytes)).lastFailure
  }

  @Test("the time left is the full wait when either reading is untrusted (CLK-4)")
  func theTimeLeftIsTheFullWaitWhenEitherReadingIsUntrusted() {
    let policy = LockoutPolicy()
    let failure = BootInstant(bootID: "b", nanoseconds: 1_000_000_000_000)
    for failures in 5..<10 {
      let wait = policy.wait(afterFailures: failures)
      let later = failure.advanced(by: wait * 2)
      #expect(policy.timeLeft(failures: failures, lastFailure: failure, now: later) == .zero)
      #expect(policy.timeLeft(failures: failures, lastFailure: failure, now: .untrusted) == wait)
      #expect(policy.timeLeft(failures: failures, lastFailure: .untrusted, now: later) == wait)
      #expect(
        policy.timeLeft(failures: failures, lastFailure: .untrusted, now: .untrusted) == wait)
    }
    #expect(policy.timeLeft(failures: 4, lastFailure: .untrusted, now: .untrusted) == .zero)
  }

  @Test("an untrusted clock restarts the wait and stores no time (CLK-4)")
  func anUntrustedClockRestartsTheWaitAndStoresNoTime() async throws {
    let fixture = try await lockedForFiveMinutes()
    fixture.clock.isTrusted = false
    #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(300)))
    #expect(try storedLastFailure(fixture) == .untrusted)
  }

  @Test("the wait never ends while the clock is untrusted (CLK-4)")
  func theWaitNeverEndsWhileTheClockIsUntrusted() async throws {
    let fixture = try await lockedForFiveMinutes()
    fixture.clock.isTrusted = false
    for _ in 0..<4 {
      fixture.clock.advance(by: .seconds(7 * 86_400))
      #expect(try await fixture.lock.status().lockoutRemaining == .seconds(300))
      #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(300)))
      #expect(
        await fixture.reopened().verify(code("480213")) == .lockedOut(timeLeft: .seconds(300)))
      #expect(try storedLastFailure(fixture) == .untrusted)
    }
    #expect(try await fixture.lock.status().failures == 6)
  }

  @Test("a trusted clock afterwards runs the full wait once (CLK-4)")
  func aTrustedClockAfterwardsRunsTheFullWaitOnce() async throws {
    let fixture = try await lockedForFiveMinutes()
    fixture.clock.isTrusted = false
    _ = try await fixture.lock.status()
    fixture.clock.advance(by: .seconds(86_400))
    fixture.clock.isTrusted = true
    // The first trusted reading restarts the wait from itself, and stores itself.
    #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(300)))
    let restart = try #require(try storedLastFailure(fixture))
    #expect(restart == fixture.clock.now())
    fixture.clock.advance(by: .seconds(299))
    #expect(await fixture.reopened().verify(code("480213")) == .lockedOut(timeLeft: .seconds(1)))
    #expect(try storedLastFailure(fixture) == restart)
    fixture.clock.advance(by: .seconds(1))
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  @Test("a failure counted under an untrusted clock stores no time (CLK-4)")
  func aFailureCountedUnderAnUntrustedClockStoresNoTime() async throws {
    let fixture = try await LockFixture().withPasscode()
    for index in 1...4 { _ = await fixture.lock.verify(wrongCode(index)) }
    fixture.clock.isTrusted = false
    #expect(await fixture.lock.verify(wrongCode(5)) == .wrong(attemptsLeft: 5, wait: .seconds(60)))
    #expect(try storedLastFailure(fixture) == .untrusted)
    fixture.clock.advance(by: .seconds(3600))
    #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(60)))
    fixture.clock.isTrusted = true
    #expect(await fixture.lock.verify(code("480213")) == .lockedOut(timeLeft: .seconds(60)))
    fixture.clock.advance(by: .seconds(60))
    #expect(await fixture.lock.verify(code("480213")) == .success)
  }

  @Test("a repeated wrong code counts under an untrusted clock (CLK-4)")
  func aRepeatedWrongCodeCountsUnderAnUntrustedClock() async throws {
    // The duplicate filter's window (LOCK-4) is closed too: the repeat is counted, never free.
    let fixture = try await LockFixture().withPasscode()
    fixture.clock.isTrusted = false
    #expect(await fixture.lock.verify(wrongCode(1)) == .wrong(attemptsLeft: 9, wait: .zero))
    #expect(await fixture.lock.verify(wrongCode(1)) == .wrong(attemptsLeft: 8, wait: .zero))
  }

  @Test("biometric unlock stays unavailable during an untrusted wait (CLK-4)")
  func biometricUnlockStaysUnavailableDuringAnUntrustedWait() async throws {
    let device = PasscodeLockBiometricsTests.device
    let token = SecretBuffer(copying: Array(repeating: 0xAB, count: 32))
    let fixture = try await LockFixture().withPasscode()
    try await fixture.lock.biometrics.enable(token: token, device: device)
    for index in 1...5 { _ = await fixture.lock.verify(wrongCode(index)) }
    fixture.clock.isTrusted = false
    fixture.clock.advance(by: .seconds(86_400))
    #expect(
      await fixture.lock.biometrics.unlock(token: token, device: device)
        == .unavailable(.lockedOut))
  }

  @Test("the biometric enrolment window is closed by an untrusted reading (CLK-4)")
  func theBiometricEnrolmentWindowIsClosedByAnUntrustedReading() async throws {
    let device = PasscodeLockBiometricsTests.device
    let token = SecretBuffer(copying: Array(repeating: 0xAB, count: 32))
    let fixture = try await LockFixture().withPasscode()
    #expect(await fixture.lock.verify(code("480213")) == .success)
    // A success on a trusted clock, then an untrusted reading: not "shortly after".
    fixture.clock.isTrusted = false
    await #expect(throws: PasscodeError.passcodeRequired) {
      try await fixture.lock.biometrics.enable(token: token, device: device)
    }
    // A success on an untrusted clock, then a trusted reading: not "shortly after" either.
    #expect(await fixture.lock.verify(code("480213")) == .success)
    fixture.clock.isTrusted = true
    await #expect(throws: PasscodeError.passcodeRequired) {
      try await fixture.lock.biometrics.enable(token: token, device: device)
    }
    #expect(await fixture.lock.verify(code("480213")) == .success)
    try await fixture.lock.biometrics.enable(token: token, device: device)
  }
}
