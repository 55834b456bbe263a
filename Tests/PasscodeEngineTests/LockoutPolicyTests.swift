import Testing

@testable import PasscodeEngine

/// LOCK-1 and CLK-3: the schedule as a pure function.
@Suite struct LockoutPolicyTests {
  @Test("the schedule matches the table (LOCK-1)")
  func scheduleMatchesTheTable() {
    let policy = LockoutPolicy()
    let minutes: [Int: Int64] = [1: 0, 2: 0, 3: 0, 4: 0, 5: 1, 6: 5, 7: 15, 8: 30, 9: 90]
    for (failures, wait) in minutes {
      #expect(policy.wait(afterFailures: failures) == .seconds(wait * 60), "F=\(failures)")
    }
    #expect(policy.maxFailures == 10)
    #expect(policy.isPermanentlyLocked(failures: 10))
    #expect(!policy.isPermanentlyLocked(failures: 9))
    #expect(policy.wait(afterFailures: 10) == .zero)
  }

  @Test("past ten failures the wait is a power of three minutes (LOCK-1)")
  func pastTenTheWaitIsPowersOfThreeMinutes() {
    let policy = LockoutPolicy(maxFailures: 20)
    var expected: Int64 = 243  // 3^5
    for failures in 10..<20 {
      #expect(policy.wait(afterFailures: failures) == .seconds(expected * 60), "F=\(failures)")
      expected *= 3
    }
    #expect(policy.isPermanentlyLocked(failures: 20))
  }

  @Test func attemptsLeftCountDownToZero() {
    for max in LockoutPolicy.maxFailuresRange {
      let policy = LockoutPolicy(maxFailures: max)
      for failures in 0...max {
        #expect(policy.attemptsLeft(failures: failures) == max - failures)
        #expect(policy.isValidCount(failures))
      }
      #expect(!policy.isValidCount(max + 1))
      #expect(!policy.isValidCount(-1))
      // The last allowed failure never imposes a wait: it locks for good.
      #expect(policy.wait(afterFailures: max) == .zero)
    }
  }

  // An exit test shares the test process with the end-to-end tests' children; it cannot hang
  // on them because none is ever left unreaped (Tests/passcodeTests/ChildProcesses.swift).
  @Test func maxFailuresOutsideTheRangeTraps() async {
    await #expect(processExitsWith: .failure) { _ = LockoutPolicy(maxFailures: 2) }
    await #expect(processExitsWith: .failure) { _ = LockoutPolicy(maxFailures: 21) }
  }

  @Test("the time left counts down on the same boot (CLK-1)")
  func timeLeftCountsDownOnTheSameBoot() {
    let policy = LockoutPolicy()
    let failure = BootInstant(bootID: "a", nanoseconds: 1_000_000_000_000)
    #expect(policy.timeLeft(failures: 5, lastFailure: failure, now: failure) == .seconds(60))
    #expect(
      policy.timeLeft(failures: 5, lastFailure: failure, now: failure.advanced(by: .seconds(59)))
        == .seconds(1))
    #expect(
      policy.timeLeft(failures: 5, lastFailure: failure, now: failure.advanced(by: .seconds(60)))
        == .zero)
    // Asleep for a day: the boot clock counted it.
    #expect(
      policy.timeLeft(
        failures: 9, lastFailure: failure, now: failure.advanced(by: .seconds(86_400)))
        == .zero)
  }

  @Test("a reboot or a clock gone backwards restarts the full wait (CLK-3)")
  func rebootOrBackwardClockRestartsTheFullWait() {
    let policy = LockoutPolicy()
    let failure = BootInstant(bootID: "a", nanoseconds: 1_000_000_000_000)
    let rebooted = BootInstant(bootID: "b", nanoseconds: 5_000_000_000_000)
    let backwards = BootInstant(bootID: "a", nanoseconds: 1)
    for failures in 5...9 {
      let wait = policy.wait(afterFailures: failures)
      #expect(policy.timeLeft(failures: failures, lastFailure: failure, now: rebooted) == wait)
      #expect(policy.timeLeft(failures: failures, lastFailure: failure, now: backwards) == wait)
    }
  }

  @Test("the time left stays between zero and the wait (CLK-3)")
  func timeLeftStaysWithinZeroAndTheWait() {
    let policy = LockoutPolicy(maxFailures: 20)
    let failure = BootInstant(bootID: "a", nanoseconds: 10_000_000_000_000)
    let offsets: [Int64] = [
      -10_000_000_000_000, -1, 0, 1, 59_999_999_999, 60_000_000_000, .max / 2,
    ]
    for failures in 0...20 {
      let wait = policy.wait(afterFailures: failures)
      for offset in offsets {
        let base = Int64(failure.nanoseconds)
        let nanos = UInt64(
          offset < 0 ? max(0, base + offset) : base.addingReportingOverflow(offset).partialValue)
        for boot in ["a", "b"] {
          let now = BootInstant(bootID: boot, nanoseconds: nanos)
          let left = policy.timeLeft(failures: failures, lastFailure: failure, now: now)
          #expect(left >= .zero && left <= wait)
        }
      }
      #expect(policy.timeLeft(failures: failures, lastFailure: nil, now: failure) == .zero)
    }
  }
}
