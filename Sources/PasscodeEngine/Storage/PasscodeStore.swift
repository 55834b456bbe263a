import Foundation

/// Where a ``PasscodeLock`` keeps its state record and its pepper.
///
/// The store holds opaque bytes; the lock encodes, checks and decodes them. Implementations:
/// ``FileStore`` (Linux and macOS default), `KeychainStore` (iOS, macOS), ``InMemoryStore``
/// (tests and previews); PasscodeTestSupport adds a store that injects faults.
///
/// Every write must be durable when it returns: the failure count written before a passcode
/// is checked must survive the process being killed (CNT-1). The state record is one unit, so
/// the failure count and the verifier can never disagree (STO-2).
public protocol PasscodeStore: Sendable {
  /// Waits until this caller has the store to itself, across processes where the store is
  /// shared (CNT-2), and returns a token that gives the store back when it is dropped.
  ///
  /// Writers are serialised even when the store does not exist yet (STO-5): with `creating`
  /// set (a first `set`), a missing store is created and then locked. Without it a missing
  /// store is left alone (`passcode status --store /typo` creates nothing) and the access says
  /// so with ``StoreAccess/storeExists``; the lock then treats the store as empty and writes
  /// nothing.
  ///
  /// - Throws: ``StoreError``, e.g. ``StoreError/busy`` or
  ///   ``StoreError/insecurePermissions(path:)``.
  func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess

  /// The state record, or `nil` when none was ever written (no passcode set).
  func loadState() throws -> [UInt8]?

  /// Replaces the state record durably.
  func saveState(_ bytes: [UInt8]) throws

  /// The pepper, or `nil` when there is none.
  func loadPepper() throws -> SecretBuffer?

  /// Replaces the pepper durably.
  func savePepper(_ pepper: SecretBuffer) throws

  /// Whether the store keeps a device key (``loadDeviceKey()``, ``saveDeviceKey(_:)``), so
  /// that ``DeviceBoundVerifier`` can bind its records to the device (DEV-1). A store that
  /// does not gets plain PBKDF2 records. Default: `false`.
  var keepsDeviceKey: Bool { get }

  /// The device key's blob (``DeviceKey/makeKey()``), or `nil` when there is none.
  func loadDeviceKey() throws -> SecretBuffer?

  /// Replaces the device key's blob durably. Like the pepper, it is kept apart from the
  /// state record.
  func saveDeviceKey(_ blob: SecretBuffer) throws

  /// Deletes the state record, the pepper and the device key together (LOCK-5): the pepper
  /// first, then the device key, then the state record, so that an interrupted erase never
  /// leaves a pepper or a device key without its state (which reads as damage, STO-4).
  /// Deleting what is not there is not an error.
  func eraseAll() throws

  /// Whether `other` keeps its items in the same place as this store, so that a lock over
  /// either sees the same passcode: an app that sets its configuration again with an equal
  /// store keeps its lock (and what it knows). Default: ``ServiceIdentity/same(_:_:)`` — the
  /// same object, or equal values (a struct store compares by its stored properties).
  func isSameStore(as other: any PasscodeStore) -> Bool
}

extension PasscodeStore {
  /// ``ServiceIdentity/same(_:_:)``: the same object, or a value of the same type whose stored
  /// properties are the same.
  public func isSameStore(as other: any PasscodeStore) -> Bool {
    ServiceIdentity.same(self, other)
  }

  /// A store keeps no device key unless it says so.
  public var keepsDeviceKey: Bool { false }

  /// No device key.
  public func loadDeviceKey() throws -> SecretBuffer? { nil }

  /// Refuses: this store keeps no device key. The lock never asks a store whose
  /// ``keepsDeviceKey`` is `false`; a store that keeps one implements this.
  ///
  /// - Throws: ``StoreError/writeFailed(_:)`` with ``StoreFailure/system(path:errno:)`` of
  ///   `ENOTSUP` ("operation not supported") and an empty path, since the store has none to
  ///   name: a value, worded in the user's language like any store failure.
  public func saveDeviceKey(_ blob: SecretBuffer) throws {
    throw StoreError.writeFailed(.system(path: "", errno: ENOTSUP))
  }
}
