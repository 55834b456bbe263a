/// Why the passcode store could not be read or written.
///
/// Any store error leaves the lock locked: damage is never repaired by resetting the failure
/// count or the passcode (the Security model's order of a verification, step 1). The way out is an
/// explicit ``PasscodeLock/reset()``, which erases the passcode.
///
/// The cases are data, not sentences: PasscodeCore words each one in every language it speaks
/// (`LocalizedText(error)`), and a host adds what to do in its own terms (a command to run, a
/// setting to open).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum StoreError: Error, Equatable, Sendable {
  /// The store holds something that is not a valid PasscodeKit store; the reason says what.
  case damaged(StoreDamage)
  /// The state record was written by a newer PasscodeKit: its format version is this one,
  /// which this version does not know.
  case unsupportedVersion(Int)
  /// The state record says a passcode is set, but the data to check it is missing.
  case missingSecret(StoreSecret)
  /// The stored verifier's key derivation uses fewer rounds than the security floor (HASH-1).
  case weakParameters(rounds: Int, floor: Int)
  /// A store file or directory is readable or writable by other users, or owned by someone
  /// else (STO-3).
  case insecurePermissions(path: String)
  /// Reading failed; the failure says how.
  case readFailed(StoreFailure)
  /// Writing failed; the failure says how. When this happens while counting an attempt, the
  /// attempt is refused without being checked (CNT-1).
  case writeFailed(StoreFailure)
  /// The store is busy in another process for longer than the lock timeout.
  case busy
}

/// A part of the store that checking a passcode needs (``StoreError/missingSecret(_:)``).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum StoreSecret: Equatable, Sendable {
  /// The verifier record, inside the state record.
  case verifier
  /// The pepper, kept apart from the verifier (HASH-2).
  case pepper
  /// The device key a device-bound record needs (DEV-1).
  case deviceKey
}

/// How reading or writing the store failed (``StoreError/readFailed(_:)``,
/// ``StoreError/writeFailed(_:)``).
///
/// Cases may be added in a minor release: switch over it with `@unknown default`.
public enum StoreFailure: Equatable, Sendable {
  /// A system call on `path` failed with the C library's error number `errno` (for example
  /// `ENOSPC` for a full disk, `EACCES` for a refused permission).
  case system(path: String, errno: Int32)
  /// A Keychain call failed with this `OSStatus`.
  case keychain(status: Int32)
  /// No store directory was given: its path is empty.
  case emptyDirectoryPath
  /// The store directory's path contains a NUL byte, which no file system path can hold.
  case directoryPathContainsNUL
  /// A host's own ``PasscodeStore`` threw an error that is not a ``StoreError``; this is
  /// `String(describing:)` of it, kept for diagnosis.
  case other(String)
}

extension StoreError {
  /// Whether the store is not whole, so that only a reset leaves it: damage, a part missing,
  /// a record below the security floor, or one a newer PasscodeKit wrote. An app lock offers
  /// its way out (Erase Data, or the reinstall advice) and tells the host.
  public var isDamage: Bool {
    switch self {
    case .damaged, .unsupportedVersion, .missingSecret, .weakParameters: true
    case .insecurePermissions, .readFailed, .writeFailed, .busy: false
    }
  }

  /// Whether the store cannot be reached now but may be soon: the device is locked and the
  /// Keychain refuses to read (`errSecInteractionNotAllowed`, -25308 — a background launch
  /// before the user unlocks), or another process holds the store. Nothing is wrong with it.
  public var isTemporary: Bool {
    switch self {
    case .busy: true
    case .readFailed(.keychain(let status)), .writeFailed(.keychain(let status)):
      status == Self.interactionNotAllowed
    default: false
    }
  }

  /// `errSecInteractionNotAllowed`: the Keychain item cannot be read while the device is
  /// locked.
  public static let interactionNotAllowed: Int32 = -25308
}

extension StoreError {
  /// What a device key's failure means for the store: a refusal for now
  /// (``DeviceKeyError/notNow``) is a temporary read failure (-25308, as the Keychain's own);
  /// anything else is damage (``StoreDamage/deviceKey(_:)``), whose way out is a reset.
  public init(deviceKey error: DeviceKeyError) {
    switch error {
    case .notNow: self = .readFailed(.keychain(status: StoreError.interactionNotAllowed))
    case .unavailable, .unusable, .creationFailed: self = .damaged(.deviceKey(error))
    }
  }
}
