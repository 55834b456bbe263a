/// What ``LaunchCheck/check(installMarker:)`` found.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum LaunchFinding: Equatable, Sendable {
  /// A relaunch, or a first launch with nothing to do.
  case nothing
  /// The first launch of a new installation: what an earlier one left in the store (the
  /// Keychain outlives the app) was erased.
  case newInstallation
  /// The app's data came from a backup or another phone — a backup restored onto this phone
  /// or another, a device-to-device migration — and its passcode store did not come with it
  /// in a usable state: on another phone the `ThisDeviceOnly` Keychain items stay behind; on
  /// the same phone they come back, but the Secure Enclave key they are bound to never does,
  /// so nothing in them can be checked or opened again (that store is erased). No passcode is
  /// set here, and data sealed under the old data key cannot be opened. Said once: the mark
  /// is removed.
  case movedToNewDevice
  /// A marker or the store cannot be read now (before the first unlock after a restart, a
  /// Keychain item that is closed while the phone is locked): nothing was concluded and
  /// nothing done. Check again at a later launch.
  case undecided
}

/// The launch checks of a lock, its ``PasscodeLock/launch`` — one authority for the two markers
/// that say whether the store belongs with the app: the install marker (a new installation,
/// STO-6) and the device move marker (a move to a new phone).
///
/// ```swift
/// switch try await lock.launch.check(installMarker: FileInstallMarker()) {
/// case .movedToNewDevice: tellTheUserThePasscodeStayedBehind()
/// default: break
/// }
/// ```
///
/// Call it once at launch, before reading the status, while protected data is available (an
/// app lock's runtime waits for it). The lock keeps the move marker current on its own: a
/// passcode set leaves it, a reset or a removal that leaves nothing behind removes it.
public struct LaunchCheck: Sendable {
  /// The lock whose store this checks.
  let owner: PasscodeLock

  /// Where the app's backed-up data remembers that it goes with this lock's store (a move to a
  /// new phone leaves the store behind); `nil` for none — the lock's `deviceMoveMarker`.
  public var deviceMoveMarker: (any DeviceMoveMarker)? { owner.moveMarker }

  /// Erases a passcode an earlier installation of the app left in the store, on the first
  /// launch of this installation; call it once at launch, before reading the status, and
  /// only while protected data is available (an app lock's runtime waits for it).
  ///
  /// A marker that cannot be read now (``InstallMarkerState/unreadable``: the device was not
  /// unlocked since it started) erases nothing: the check is left for a later launch.
  ///
  /// When `marker` is missing, the store is erased (``PasscodeLock/reset()``, LOCK-5: the
  /// verifier, the pepper, the failure count, a permanent lock) and then the marker is left,
  /// so later launches keep the passcode. When the erase fails, the marker is not left and
  /// the next launch tries again (an erase interrupted after it was recorded reads as no
  /// passcode, STO-4; one that failed before leaves the old passcode locking the app).
  ///
  /// A store that is not deleted with the app on purpose (an app upgraded from a version that
  /// kept the passcode without this marker) is erased once too: adopt this call in the first
  /// release that stores a passcode.
  ///
  /// - Returns: whether this was a new installation (the store was erased).
  /// - Throws: ``PasscodeError/store(_:)`` when the store cannot be erased.
  @discardableResult
  public func eraseIfNewInstall(marker: some InstallMarker) async throws -> Bool {
    guard marker.state() == .absent else { return false }
    try await owner.reset()
    marker.markPresent()
    return true
  }

  /// The launch check: a new installation (``eraseIfNewInstall(marker:)``), and a move to a
  /// new phone (``deviceMoveMarker``).
  ///
  /// - The app's data goes with a store (``deviceMoveMarker`` present) and the store is empty:
  ///   ``LaunchFinding/movedToNewDevice``, and the mark is removed, so it is said once. The
  ///   store being unreadable (a Keychain item closed while the phone is locked, -25308) is
  ///   never taken for empty: ``LaunchFinding/undecided``.
  /// - The app's data goes with a store, on a first launch of this installation (the install
  ///   marker, kept out of backups, is absent: a restore), and the store holds one whose
  ///   device key this phone cannot use (``DeviceKeyError/unusable``, asked twice; a key
  ///   refused only for now is ``DeviceKeyError/notNow`` and decides nothing): a backup
  ///   restored onto the same phone brought the Keychain items back, but not the Secure
  ///   Enclave key they are bound to, which no backup holds. Nothing in that store can ever be
  ///   checked or opened: it is erased, and the move is said as for another phone
  ///   (``LaunchFinding/movedToNewDevice``).
  /// - The app's data goes with a store and the store holds a usable one on a first launch of
  ///   this installation: the store belongs with this data and is kept.
  /// - Otherwise, a first launch of this installation (`installMarker` absent) erases what an
  ///   earlier installation left (``LaunchFinding/newInstallation``), as
  ///   ``eraseIfNewInstall(marker:)`` does. A store that holds a passcode but was never
  ///   marked (set before this check existed) is marked now.
  ///
  /// A reset (``PasscodeLock/reset()``, Erase Data, a new installation's erase) and removing a
  /// passcode that leaves nothing behind remove the mark, so a store emptied on purpose is
  /// never taken for a move.
  ///
  /// - Parameter installMarker: where a new installation is recognised; `nil` never erases.
  /// - Returns: what the check found.
  /// - Throws: ``PasscodeError/store(_:)`` when a new installation's store cannot be erased.
  public func check(installMarker: (any InstallMarker)?) async throws -> LaunchFinding {
    let expected = deviceMoveMarker?.state() ?? .absent
    let installed = installMarker?.state() ?? .present
    if expected == .unreadable || installed == .unreadable { return .undecided }
    guard expected == .present, let deviceMoveMarker else {
      if installed == .absent, let installMarker {
        try await owner.reset()
        installMarker.markPresent()
        return .newInstallation
      }
      if let deviceMoveMarker, await storeContents() == .holdsSome {
        deviceMoveMarker.markPresent()
      }
      return .nothing
    }
    switch await storeContents() {
    case .unreadable:
      return .undecided
    case .deviceKeyGone where installed == .absent:
      // A restore onto this phone: the enclave key the store is bound to never comes back.
      guard await storeContents() == .deviceKeyGone else { return .undecided }
      try await owner.reset()
      installMarker?.markPresent()
      return .movedToNewDevice
    case .holdsSome, .deviceKeyGone:
      if installed == .absent { installMarker?.markPresent() }
      return .nothing
    case .empty:
      if installed == .absent { installMarker?.markPresent() }
      deviceMoveMarker.remove()
      return .movedToNewDevice
    }
  }

  /// What the store holds, for the launch check.
  private enum Contents {
    /// A passcode, a data key, or damage (which only a reset clears).
    case holdsSome
    /// A store whose device key this phone cannot use (``DeviceKeyError/unusable``).
    case deviceKeyGone
    case empty
    /// It cannot be read now.
    case unreadable
  }

  private func storeContents() async -> Contents {
    do {
      let status = try await owner.readStatus()
      return status.isSet || status.dataProtection != .none ? .holdsSome : .empty
    } catch StoreError.damaged(.deviceKey(.unusable)) {
      return .deviceKeyGone
    } catch let error as StoreError where error.isDamage {
      return .holdsSome
    } catch {
      return .unreadable
    }
  }

  // MARK: - What the lock's operations tell it

  /// A passcode was set: the app's data now goes with this store.
  func passcodeSet() {
    deviceMoveMarker?.markPresent()
  }

  /// The passcode was removed: when nothing is left that the app's data goes with (no data
  /// key kept under the device), a later launch must not take the empty store for a move.
  func passcodeRemoved() async {
    guard let deviceMoveMarker else { return }
    if (try? await owner.readStatus())?.dataProtection == DataProtection.none {
      deviceMoveMarker.remove()
    }
  }

  /// The store was erased on purpose: a later launch must not take it for a move.
  func storeErased() {
    deviceMoveMarker?.remove()
  }
}
