/// One operation's hold on the store, while the lock has exclusive access to it (CNT-2): what
/// the operation loaded — the state record and the pepper (``loadContents()``) and the device
/// key (DEV-1) — and every read and write it makes.
///
/// The lock and the collaborators that work inside its exclusive section (``PasscodeDataKey``,
/// ``PasscodeBiometrics``, ``LaunchCheck``) all go through this one value, so that they see
/// the same loaded parts and write them the same way. Only
/// `PasscodeLock.exclusive(creating:wrapping:_:)` makes one; it never outlives the section,
/// and the device key it loaded goes with it.
struct LockTransaction {
  let store: any PasscodeStore
  let verifier: any PasscodeVerifier
  /// The lock's configuration: what a record of an erase is written with.
  let configuration: PasscodeConfiguration
  /// The store did not exist when exclusive access was taken: it reads as empty.
  let storeIsMissing: Bool
  /// The store's device key, loaded with its contents (DEV-1), or made at `set` and on upgrade.
  var deviceKey: DeviceKeyAccess?
  /// The check value of ``deviceKey`` (DEV-4), computed when it was loaded or made.
  var deviceKeyCheck: String?

  /// What a store holds, once checked.
  enum Contents {
    /// Nothing: no passcode was ever set, or it was erased.
    case empty
    /// A record without a passcode, left by a first `set` or an erase that did not finish.
    case interrupted(StateRecord.PendingWrite)
    /// A passcode: the checked record and its pepper.
    case passcode(StateRecord, SecretBuffer)
    /// No passcode, but the app's data key under the device alone (DATA-4): the passcode was
    /// turned off.
    case dataOnly(StateRecord)
  }

  /// The device keys new records are bound with: the verifier's binding, when the store keeps
  /// a device key; `nil` otherwise (plain records, DEV-1's status says so).
  var binding: DeviceBindingSupport? {
    store.keepsDeviceKey ? verifier.deviceBinding : nil
  }

  /// Whether new records are bound to the device.
  var bindsToDevice: Bool { binding != nil }

  /// What the verifier is given for this operation: the pepper, and the store's device key
  /// when it was loaded or made (only for a verifier that binds records, over a store that
  /// keeps a key).
  func verifierInput(pepper: SecretBuffer) -> VerifierInput {
    VerifierInput(pepper: pepper, deviceKey: deviceKey)
  }

  // MARK: - Reading

  /// Loads and checks the state record; `nil` when none is stored. Throws ``StoreError``.
  func loadRecord() throws -> StateRecord? {
    if storeIsMissing { return nil }
    let bytes: [UInt8]?
    do { bytes = try store.loadState() } catch { throw StoreError.reading(error) }
    guard let bytes else { return nil }
    let record = try StateRecord.decode(bytes)
    try record.validate(using: verifier)
    return record
  }

  /// Loads and checks everything the store holds (the order of a verification, step 1; STO-4,
  /// HASH-6), keeping the device key for this operation. A store with some but not all of its
  /// parts is damage: a pepper without its record, a record with a passcode but no pepper, or
  /// a pepper that is not the one the record was written with.
  ///
  /// - Throws: ``StoreError``.
  mutating func loadContents() throws -> Contents {
    guard let record = try loadRecord() else {
      if try loadStoredPepper() != nil {
        throw StoreError.damaged(.pepperWithoutState)
      }
      if try loadStoredDeviceKey() != nil {
        throw StoreError.damaged(.deviceKeyWithoutState)
      }
      return .empty
    }
    guard record.enabled else {
      if record.isDataOnly { return .dataOnly(record) }
      return .interrupted(record.pendingWrite ?? .erase)
    }
    guard let pepper = try loadStoredPepper() else {
      throw StoreError.missingSecret(.pepper)
    }
    guard pepper.count == PasscodeLock.pepperByteCount else {
      throw StoreError.damaged(.malformedPepper)
    }
    if let check = record.pepperCheck,
      !ConstantTime.equals(Array(check.utf8), Array(StateRecord.pepperCheck(for: pepper).utf8))
    {
      throw StoreError.damaged(.pepperCheckFailed)
    }
    try checkDeviceKey(for: record)
    return .passcode(record, pepper)
  }

  /// The pepper as stored, unchecked; `nil` when there is none. Throws ``StoreError``.
  private func loadStoredPepper() throws -> SecretBuffer? {
    if storeIsMissing { return nil }
    do { return try store.loadPepper() } catch { throw StoreError.reading(error) }
  }

  /// The device key's blob as stored, unchecked; `nil` when there is none. Throws
  /// ``StoreError``.
  func loadStoredDeviceKey() throws -> SecretBuffer? {
    if storeIsMissing { return nil }
    do { return try store.loadDeviceKey() } catch { throw StoreError.reading(error) }
  }

  /// Whether the store holds any part of a passcode's store: a state record (of a passcode,
  /// or of a first set or an erase that was interrupted), a pepper or a device key, whole or
  /// not. A part that cannot be read counts too: it is damage, which only a reset clears
  /// (STO-4). Nothing, for a store that does not exist.
  func storeHoldsAnything() -> Bool {
    if storeIsMissing { return false }
    do {
      if try store.loadState() != nil { return true }
      if let pepper = try store.loadPepper() {
        pepper.removeAll()
        return true
      }
      if let deviceKey = try store.loadDeviceKey() {
        deviceKey.removeAll()
        return true
      }
      return false
    } catch {
      return true
    }
  }

  // MARK: - Writing

  /// Saves the state record durably. Throws ``StoreError``.
  func save(_ record: StateRecord) throws {
    do { try store.saveState(record.encoded()) } catch { throw StoreError.writing(error) }
  }

  /// Saves the pepper of a first `set`. Throws ``StoreError``.
  func savePepper(_ pepper: SecretBuffer) throws {
    try store.savePepper(pepper)
  }

  /// Erases the store so that an interruption at any point leaves no partial store (STO-4):
  /// a record saying an erase is under way replaces the state first, then the pepper and the
  /// record are deleted. The first write may fail on a damaged store (a directory where the
  /// record should be); the deletion still runs and reports its own failure.
  ///
  /// - Throws: ``StoreError``.
  func eraseStore() throws {
    try? save(
      .pending(.erase, format: configuration.format, maxFailures: configuration.maxFailures))
    do { try store.eraseAll() } catch { throw StoreError.writing(error) }
  }
}
