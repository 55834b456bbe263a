import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Synchronization
import Testing

@testable import PasscodeEngine

/// Reinstalling an iOS app keeps its Keychain items: the first launch of a new installation
/// erases what the old one left (LOCK-5), and only that launch.
@Suite struct InstallMarkerTests {
  final class MemoryMarker: InstallMarker {
    private let present: Mutex<Bool>
    init(present: Bool) { self.present = Mutex(present) }
    func isPresent() -> Bool { present.withLock { $0 } }
    func markPresent() { present.withLock { $0 = true } }
  }

  @Test("a new installation erases the passcode and the permanent lock left in the store (STO-6)")
  func newInstallErases() async throws {
    let fixture = try await LockFixture(maxFailures: 5).withPasscode("480213")
    for guess in ["111111", "222222", "333333", "444444", "555555"] {
      _ = await fixture.lock.verify(code(guess))
    }
    #expect(try await fixture.lock.status().isPermanentlyLocked)
    let marker = MemoryMarker(present: false)
    #expect(try await fixture.lock.launch.eraseIfNewInstall(marker: marker))
    #expect(try await fixture.lock.status().isSet == false)
    #expect(marker.isPresent())
  }

  @Test("later launches keep the passcode")
  func relaunchKeeps() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    let marker = MemoryMarker(present: true)
    #expect(try await fixture.lock.launch.eraseIfNewInstall(marker: marker) == false)
    #expect(try await fixture.lock.status().isSet)
  }

  @Test("a failed erase leaves no marker: the next launch tries again (STO-6)")
  func failedEraseRetries() async throws {
    let fixture = try await LockFixture().withPasscode("480213")
    let marker = MemoryMarker(present: false)
    fixture.store.schedule(.fail, atWrite: 1)  // the first deletion (write 0 marks it pending)
    await #expect(throws: PasscodeError.self) {
      try await fixture.lock.launch.eraseIfNewInstall(marker: marker)
    }
    #expect(!marker.isPresent())
    #expect(try await fixture.lock.launch.eraseIfNewInstall(marker: marker))
    #expect(try await fixture.lock.status().isSet == false)
    #expect(marker.isPresent())
  }

  @Test("the UserDefaults marker is kept under its key")
  func userDefaultsMarker() {
    let suite = "PasscodeKitTests.\(UUID().uuidString)"
    let marker = UserDefaultsInstallMarker(suiteName: suite)
    defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
    #expect(!marker.isPresent())
    marker.markPresent()
    #expect(marker.isPresent())
    #expect(UserDefaults(suiteName: suite)?.bool(forKey: "PasscodeKit.installed") == true)
  }
}
