import Foundation
import Testing

@_spi(Skins) @testable import PasscodeCore
@testable import PasscodeEngine

/// The failure count is on disk before the answer exists, and processes sharing a store count
/// every attempt (CNT-1, CNT-2).
@Suite struct CounterDurabilityTests {
  @Test("SIGKILL during the hash never loses a count (CNT-1)")
  func killDuringHash() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213")
    try sandbox.makeChecksSlow()
    let kills = 5
    for kill in 0..<kills {
      let running = try sandbox.start(["verify"], input: .lines("13579\(kill)"))
      // The count is written right before hashing starts.
      try await running.killWhileHashing(after: "the count") {
        try sandbox.stateRecord().failures >= kill + 1
      }
      #expect(try sandbox.stateRecord().failures == kill + 1)
    }
    let status = try await sandbox.status()
    #expect(status.failures == kills)
    #expect(status.lockedOutSeconds > 0)
  }

  @Test("8 processes verifying at once: every answer 1 was counted (CNT-2)")
  func concurrentVerifications() async throws {
    let sandbox = try Sandbox()
    try await sandbox.setPasscode("480213", "--max-failures", "20")
    let processes = try (0..<8).map { index in
      try sandbox.start(["verify"], input: .lines("13579\(index)"))
    }
    var statuses: [Int32?] = []
    for process in processes {
      statuses.append(try await process.finish().status)
    }
    #expect(statuses.allSatisfy { $0 == 1 || $0 == 2 }, "\(statuses)")
    let wrong = statuses.filter { $0 == 1 }.count
    let status = try await sandbox.status()
    #expect(status.failures == wrong)
    // The fifth failure starts a wait, so exactly five were checked (LOCK-1).
    #expect(wrong == 5)
  }
}
