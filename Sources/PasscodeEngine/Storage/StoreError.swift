/// Why the passcode store could not be read or written.
///
/// Any store error leaves the lock locked: damage is never repaired by resetting the failure
/// count or the passcode (SECURITY.md, "Order of a verification", step 1). The way out is an
/// explicit ``PasscodeLock/reset()``, which erases the passcode.
public enum StoreError: Error, Equatable, Sendable {
  /// The state record is truncated, altered, or not a PasscodeKit record.
  case damaged(String)
  /// The state record was written by a newer PasscodeKit (its format version is unknown).
  case unsupportedVersion(Int)
  /// The state record says a passcode is set, but the data to check it is missing: the
  /// verifier or the pepper.
  case missingSecret(String)
  /// The record's key-derivation parameters are below the security floor (HASH-1).
  case weakParameters(String)
  /// A store file or directory is readable or writable by other users, or owned by someone
  /// else (STO-3); the path is given.
  case insecurePermissions(path: String)
  /// Reading failed (the reason is the system's).
  case readFailed(String)
  /// Writing failed (the reason is the system's). When this happens while counting an attempt,
  /// the attempt is refused without being checked (CNT-1).
  case writeFailed(String)
  /// The store is busy in another process for longer than the lock timeout.
  case busy

  /// A sentence saying what went wrong and what to do.
  public var message: String {
    switch self {
    case .damaged(let detail):
      "The passcode store is damaged (\(detail)). The lock stays locked; erase it with a reset to set a new passcode."
    case .unsupportedVersion(let version):
      "The passcode store was written by a newer version of PasscodeKit (format \(version)). Update the app or tool."
    case .missingSecret(let detail):
      "The passcode store is incomplete (\(detail)). The lock stays locked; erase it with a reset to set a new passcode."
    case .weakParameters(let detail):
      "The passcode store uses key-derivation settings below the security floor (\(detail)). The lock stays locked; erase it with a reset."
    case .insecurePermissions(let path):
      "\(path) is accessible to other users or owned by someone else. Make it private to you (chmod 700 for the directory, 600 for files) and try again."
    case .readFailed(let detail):
      "The passcode store could not be read: \(detail)."
    case .writeFailed(let detail):
      "The passcode store could not be written: \(detail). Check that the disk has room and that the store is writable, then try again."
    case .busy:
      "The passcode store is in use by another process. Try again."
    }
  }
}
