import Foundation
import PasscodeTestHelpers
import PasscodeTestSupport
import Synchronization
import Testing

@testable import PasscodeEngine

/// Moving to a new phone: the app's files and defaults come along in a backup or a migration,
/// its `ThisDeviceOnly` Keychain items (the store, the device key, the data key) stay behind,
/// and the install marker (out of backups) does not come either. Modelled as sequences of the
/// events a phone produces, over a `Phone`: its Keychain (a store) and the app's container
/// (the backed-up move marker, the install marker that is not backed up).
@Suite struct LaunchCheckTests {
  /// A marker in memory, whose answer a test may force to "cannot be read now".
  final class Marker: InstallMarker, DeviceMoveMarker {
    private let value = Mutex<InstallMarkerState>(.absent)
    init(_ state: InstallMarkerState = .absent) { value.withLock { $0 = state } }
    func set(_ state: InstallMarkerState) { value.withLock { $0 = state } }
    func state() -> InstallMarkerState { value.withLock { $0 } }
    func isPresent() -> Bool { state() == .present }
    func markPresent() { value.withLock { $0 = .present } }
    func remove() { value.withLock { $0 = .absent } }
  }

  /// One phone with the app on it.
  struct Phone {
    /// The Keychain (`ThisDeviceOnly`: never leaves the phone).
    var keychain = FaultyStore()
    /// The app's backed-up data: the move marker.
    var moveMarker = Marker()
    /// Kept out of backups, deleted with the app.
    var installMarker = Marker()
    let clock = TestBootClock()

    /// The app as one launch makes it.
    func launch() -> PasscodeLock {
      PasscodeLock(
        store: keychain, verifier: FastTestVerifier(), clock: clock,
        deviceMoveMarker: moveMarker)
    }

    /// A new phone set up from this one's backup (or a migration): the app's files come,
    /// the Keychain and the install marker do not.
    func restoredOntoANewPhone() -> Phone {
      Phone(
        keychain: FaultyStore(), moveMarker: Marker(moveMarker.state()),
        installMarker: Marker(.absent))
    }

    /// This phone erased and restored from its own backup: the Keychain comes back with the
    /// files (an encrypted backup restores `ThisDeviceOnly` items onto the same phone), the
    /// install marker does not.
    func restoredOntoTheSamePhone() -> Phone {
      Phone(
        keychain: keychain, moveMarker: Marker(moveMarker.state()),
        installMarker: Marker(.absent))
    }

    /// The app deleted and installed again: its container (both markers) goes, the Keychain
    /// stays.
    func reinstalled() -> Phone {
      Phone(keychain: keychain, moveMarker: Marker(.absent), installMarker: Marker(.absent))
    }
  }

  /// A phone where the app has run and set a passcode, and sealed data under its data key.
  static func phoneWithPasscode() async throws -> Phone {
    let phone = Phone()
    let lock = phone.launch()
    #expect(try await lock.launch.check(installMarker: phone.installMarker) == .newInstallation)
    try await lock.setPasscode(code("480213"))
    _ = try await lock.dataKey.key()
    #expect(phone.moveMarker.state() == .present, "setting a passcode marks the app's data")
    return phone
  }

  @Test("restored onto a new phone: told once, no passcode, the old data key gone (STO-7)")
  func restoreOntoANewPhone() async throws {
    let newPhone = try await Self.phoneWithPasscode().restoredOntoANewPhone()
    let lock = newPhone.launch()
    #expect(try await lock.launch.check(installMarker: newPhone.installMarker) == .movedToNewDevice)
    #expect(try await lock.status().isSet == false)
    #expect(try await lock.status().dataProtection == .none, "the data key stayed behind")
    #expect(newPhone.installMarker.state() == .present)
    // The next launch says nothing more.
    #expect(
      try await newPhone.launch().launch.check(installMarker: newPhone.installMarker) == .nothing)
    // A passcode set on the new phone marks its data again.
    try await lock.setPasscode(code("135790"))
    #expect(newPhone.moveMarker.state() == .present)
  }

  @Test("a Keychain closed at a background launch (-25308) is not taken for a move (STO-7)")
  func unreadableKeychainIsNotAMove() async throws {
    let phone = try await Self.phoneWithPasscode()
    phone.keychain.failReads(
      with: .readFailed(.keychain(status: StoreError.interactionNotAllowed)))
    let lock = phone.launch()
    #expect(try await lock.launch.check(installMarker: phone.installMarker) == .undecided)
    #expect(phone.moveMarker.state() == .present, "nothing concluded, nothing removed")
    // The user unlocks the phone; the next launch reads the store: a relaunch.
    phone.keychain.failReads(with: nil)
    #expect(try await phone.launch().launch.check(installMarker: phone.installMarker) == .nothing)
    #expect(try await lock.status().isSet)
  }

  @Test("markers that cannot be read before the first unlock conclude nothing (STO-7)")
  func unreadableMarkersConcludeNothing() async throws {
    let newPhone = try await Self.phoneWithPasscode().restoredOntoANewPhone()
    newPhone.moveMarker.set(.unreadable)
    let lock = newPhone.launch()
    #expect(try await lock.launch.check(installMarker: newPhone.installMarker) == .undecided)
    newPhone.moveMarker.set(.present)
    newPhone.installMarker.set(.unreadable)
    #expect(try await lock.launch.check(installMarker: newPhone.installMarker) == .undecided)
    newPhone.installMarker.set(.absent)
    #expect(try await lock.launch.check(installMarker: newPhone.installMarker) == .movedToNewDevice)
  }

  @Test("a reset, Erase Data or removing the passcode is not a move (STO-7)")
  func emptiedOnPurposeIsNotAMove() async throws {
    let phone = try await Self.phoneWithPasscode()
    try await phone.launch().reset()
    #expect(phone.moveMarker.state() == .absent)
    #expect(try await phone.launch().launch.check(installMarker: phone.installMarker) == .nothing)
    #expect(
      try await phone.restoredOntoANewPhone().launch().launch.check(installMarker: Marker())
        == .newInstallation, "a backup taken after the reset expects no passcode")

    // Removed, the data key kept under the device (a device-bound verifier): the data still
    // goes with the store.
    let other = Phone()
    let lock = PasscodeLock(
      store: other.keychain,
      verifier: DeviceBoundVerifier(
        deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds)),
      clock: other.clock, deviceMoveMarker: other.moveMarker)
    try await lock.setPasscode(code("480213"))
    try await lock.removePasscode(current: code("480213"))
    #expect(try await lock.status().dataProtection == .deviceOnly)
    #expect(other.moveMarker.state() == .present)
    let moved = other.restoredOntoANewPhone()
    #expect(
      try await moved.launch().launch.check(installMarker: moved.installMarker)
        == .movedToNewDevice, "sealed data under the device-only key did not come either")
  }

  @Test("removing a passcode that leaves nothing behind removes the mark (STO-7)")
  func removeWithoutDataKey() async throws {
    let phone = Phone()
    let lock = PasscodeLock(
      store: phone.keychain, verifier: PBKDF2Verifier(rounds: PBKDF2Verifier.minimumRounds),
      clock: phone.clock,
      deviceMoveMarker: phone.moveMarker)
    try await lock.setPasscode(code("480213"))
    #expect(try await lock.status().dataProtection == .none, "a verifier without a data key")
    try await lock.removePasscode(current: code("480213"))
    #expect(phone.moveMarker.state() == .absent)
  }

  @Test("restored onto the same phone with its Keychain: the passcode is kept (STO-6, STO-7)")
  func restoreOntoTheSamePhone() async throws {
    let restored = try await Self.phoneWithPasscode().restoredOntoTheSamePhone()
    let lock = restored.launch()
    #expect(try await lock.launch.check(installMarker: restored.installMarker) == .nothing)
    #expect(try await lock.status().isSet)
    #expect(await lock.verify(code("480213")) == .success)
    #expect(restored.installMarker.state() == .present)
  }

  @Test(
    "restored onto the same phone without its enclave key: erased, told as a move, once (STO-7)")
  func restoreOntoTheSamePhoneWithoutTheEnclaveKey() async throws {
    let phone = Phone()
    func launch(_ phone: Phone) -> PasscodeLock {
      PasscodeLock(
        store: phone.keychain,
        verifier: DeviceBoundVerifier(
          deviceKey: SoftwareDeviceKey(), workFactor: .rounds(PBKDF2Verifier.minimumRounds)),
        clock: phone.clock, deviceMoveMarker: phone.moveMarker)
    }
    #expect(try await launch(phone).launch.check(installMarker: phone.installMarker) != .undecided)
    try await launch(phone).setPasscode(code("480213"))
    // Erased and restored from its own backup: the Keychain items come back, the key they are
    // bound to (in the Secure Enclave, here a blob this phone cannot use) does not.
    let restored = phone.restoredOntoTheSamePhone()
    restored.keychain.setDeviceKeyBytes(Array(repeating: 7, count: 16))
    let lock = launch(restored)
    #expect(try await lock.launch.check(installMarker: restored.installMarker) == .movedToNewDevice)
    #expect(try await !lock.status().isSet, "no 'Passcode Unavailable': no passcode here")
    #expect(restored.installMarker.state() == .present)
    #expect(try await lock.launch.check(installMarker: restored.installMarker) == .nothing, "once")
    // The same unusable key on a relaunch of an installation that ran here is damage, kept
    // for the user to decide (never erased by the launch check).
    let ran = Phone()
    _ = try await launch(ran).launch.check(installMarker: ran.installMarker)
    try await launch(ran).setPasscode(code("480213"))
    ran.keychain.setDeviceKeyBytes(Array(repeating: 7, count: 16))
    #expect(try await launch(ran).launch.check(installMarker: ran.installMarker) == .nothing)
    #expect(ran.keychain.stateBytes != nil, "kept")
  }

  @Test("a reinstall still erases what the old installation left (STO-6)")
  func reinstallErases() async throws {
    let reinstalled = try await Self.phoneWithPasscode().reinstalled()
    let lock = reinstalled.launch()
    #expect(
      try await lock.launch.check(installMarker: reinstalled.installMarker) == .newInstallation)
    #expect(try await lock.status().isSet == false)
  }

  @Test("a store set before the mark existed is marked at the next launch (STO-7)")
  func oldStoreIsMarked() async throws {
    let phone = try await Self.phoneWithPasscode()
    phone.moveMarker.remove()
    #expect(try await phone.launch().launch.check(installMarker: phone.installMarker) == .nothing)
    #expect(phone.moveMarker.state() == .present)
  }

  @Test("the file marker: absent, present, removed; a folder closed to the user is unreadable")
  func fileMarker() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LaunchCheckTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let marker = FileDeviceMoveMarker(url: folder.appendingPathComponent("store-expected"))
    #expect(marker.state() == .absent)
    marker.markPresent()
    #expect(marker.state() == .present)
    marker.remove()
    #expect(marker.state() == .absent)
    marker.remove()
    #expect(marker.state() == .absent, "removing twice is not an error")
    #expect(FileDeviceMoveMarker.defaultURL.lastPathComponent == "store-expected")
    #expect(
      FileDeviceMoveMarker.defaultURL.deletingLastPathComponent()
        == FileInstallMarker.defaultURL.deletingLastPathComponent())
  }
}
