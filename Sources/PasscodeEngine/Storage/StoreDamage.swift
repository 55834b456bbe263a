/// What is wrong with a damaged store (``StoreError/damaged(_:)``, STO-4).
///
/// Every case keeps the lock locked until the store is erased; none carries anything about
/// the passcode.
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum StoreDamage: Equatable, Sendable {
  // MARK: The state record

  /// The state record is cut short, or is not a PasscodeKit state record at all.
  case notARecord
  /// The state record's checksum does not match its contents: it was altered or partly
  /// written.
  case checksumMismatch
  /// The state record's contents cannot be decoded.
  case unreadableRecord
  /// The state record has a format version older than the current one that no PasscodeKit
  /// reads (a newer one is ``StoreError/unsupportedVersion(_:)``).
  case unknownVersion(Int)
  /// The recorded failure limit is outside ``LockoutPolicy/maxFailuresRange``.
  case failureLimitOutOfRange(Int)
  /// The recorded failure count is outside `0...maxFailures`.
  case failureCountOutOfRange(failures: Int, maxFailures: Int)
  /// The recorded passcode format is not one of FMT-1's.
  case invalidFormat
  /// Failures that impose a wait are recorded without the time of the last one.
  case failureTimeMissing
  /// A passcode is set, yet a write is marked as pending.
  case pendingWriteWithPasscode
  /// A verifier is stored, yet no passcode is set.
  case verifierWithoutPasscode
  /// No passcode is set, and no interrupted write explains the record.
  case unexplainedRecord
  /// A remembered wrong guess (LOCK-4) is not a 32-byte tag.
  case malformedWrongGuess
  /// The verifier refuses the stored verifier record for this reason (a work factor below the
  /// floor is ``StoreError/weakParameters(rounds:floor:)`` instead).
  case verifier(VerifierRecordProblem)

  // MARK: The pepper

  /// The pepper is stored, but the state record is missing.
  case pepperWithoutState
  /// The pepper does not have its 32 bytes.
  case malformedPepper
  /// The pepper does not match the check value the record was written with (HASH-6).
  case pepperCheckFailed

  // MARK: The device key (DEV-1, DEV-2)

  /// The device key cannot be used here; the error says why (no Secure Enclave, a key that
  /// was deleted or made on another device). Only a reset leaves this state.
  case deviceKey(DeviceKeyError)
  /// The store has a device key, but its record is not bound to it: a device-bound record was
  /// replaced by a weaker one (DEV-2).
  case downgradedRecord
  /// A device key is stored, but the state record is missing.
  case deviceKeyWithoutState
  /// The device key is not the one the record was made with: it does not match the record's
  /// check value (DEV-4) — another store's key, or a damaged one.
  case deviceKeyCheckFailed
  /// The app's data key does not open with the key that should open it — the passcode on this
  /// device, or the device alone while no passcode is set (DATA-1, DATA-4): the state record
  /// or the device key was damaged or replaced.
  case dataKeyUnopenable

  // MARK: Files and items

  /// Something other than a regular file is at `path`, where the store keeps a regular file.
  case notARegularFile(path: String, kind: FileKind)
  /// The file at `path` is larger than any PasscodeKit record.
  case tooLarge(path: String)
  /// A Keychain item holds something other than data.
  case unexpectedKeychainData

  /// What stands where a store file belongs.
  ///
  /// Cases may be added in a minor release: switch over it with `@unknown default`.
  public enum FileKind: Equatable, Sendable {
    /// A symbolic link (never followed).
    case symbolicLink
    /// A named pipe (never opened in a way that could wait).
    case namedPipe
    /// A directory.
    case directory
    /// A socket.
    case socket
    /// A character or block device.
    case device
    /// Anything else that is not a regular file.
    case other
  }
}
