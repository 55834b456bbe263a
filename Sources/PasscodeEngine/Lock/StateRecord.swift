import Foundation

/// Everything the lock persists except the pepper, in one unit (STO-2): the format, the
/// failure count, when the last failure happened on the boot clock, and the verifier.
///
/// Serialised as three lines — a magic line, compact JSON with sorted keys, and the SHA-256 of
/// the JSON — so that truncation and flipped bytes are detected (the Security model's order of a verification, step 1, CNT-1). The
/// checksum catches damage, not an attacker who owns the files (see the known limits).
struct StateRecord: Equatable, Sendable, Codable {
  /// 2 for a record with a data key (DATA-1), so that a PasscodeKit from before data keys
  /// refuses it as a newer version rather than rewrite it without the key; 1 otherwise.
  static let currentVersion = 2
  static let magic = "PASSCODEKIT-STATE"

  var version: Int = 1
  /// Whether a passcode is set.
  var enabled: Bool
  var format: PasscodeFormat
  var maxFailures: Int
  var failures: Int
  /// When the latest counted failure happened; `nil` after a success.
  var lastFailure: BootInstant?
  var verifier: VerifierRecord?
  /// Biometric unlock, when enabled.
  var biometrics: BiometricRecord?
  /// Set when biometric unlock was switched off because the device's enrolment changed; cleared
  /// when it is enabled again after a passcode success (BIO-2).
  var biometricsInvalidated: Bool?
  /// The user's own choice of biometric unlock (on or off), kept so that a relaunch does not
  /// turn it back on; `nil` when the user never chose, and the host's default applies.
  ///
  /// Added in the same format version (1): a record written before it has no such key and
  /// reads as `nil`, and older readers ignore the key.
  var biometricsChoice: Bool?
  /// ``pepperCheck(for:)`` of the pepper stored beside this record, so that a damaged or
  /// replaced pepper is store damage rather than a wrong passcode (HASH-6). Records written
  /// before it existed lack it until the next passcode success.
  var pepperCheck: String?
  /// Tags of the latest wrong guesses (``PasscodeVerifier/evaluate(_:against:with:)``), so
  /// that a wrong guess repeated by any process sharing the store is not counted again
  /// (LOCK-4). Cleared by every success.
  var recentWrongGuesses: [RecentWrongGuess]?
  /// Why a record without a passcode exists: a first `set` or an erase that was interrupted
  /// (STO-4). `nil` on a record with a passcode.
  var pendingWrite: PendingWrite?
  /// Set while a plain record is upgraded to a device-bound one (DEV-2): written before the
  /// new device key, cleared with the device-bound record that follows it, so that an upgrade
  /// interrupted between the two is not mistaken for a downgrade.
  var deviceKeyPending: Bool?
  /// The check value of the device key this record was made with, or is being upgraded to
  /// (``DeviceBoundConstruction/keyCheck(deviceKey:keyBlob:)``, DEV-4), so that a foreign or
  /// damaged key is store damage rather than a wrong passcode. Device-bound records written
  /// before it existed gain it at the next passcode success.
  var deviceKeyCheck: String?
  /// The store's data key, wrapped (DATA-1): under the passcode while one is set, under the
  /// device alone after the passcode was turned off. `nil` before the first unlock of a store
  /// set before data keys existed, and for a verifier or store that cannot bind one.
  var dataKey: WrappedDataKey?

  /// What a record without a passcode stands for.
  enum PendingWrite: String, Codable, Sendable {
    /// Written first by a first `set`, before the pepper and the verifier: a store holding it
    /// is one whose first `set` did not finish.
    case set
    /// Written first by `remove` and `reset`, before the pepper and then the record are
    /// deleted.
    case erase
  }

  var policy: LockoutPolicy { LockoutPolicy(maxFailures: maxFailures) }

  /// A record holding no passcode, written before the parts of a first `set` or of an erase.
  static func pending(
    _ write: PendingWrite, format: PasscodeFormat, maxFailures: Int
  ) -> StateRecord {
    StateRecord(
      enabled: false, format: format, maxFailures: maxFailures, failures: 0, lastFailure: nil,
      verifier: nil, pendingWrite: write)
  }

  /// A record without a passcode that keeps the app's data key under the device alone
  /// (DATA-4): what turning the passcode off leaves.
  static func dataOnly(
    format: PasscodeFormat, maxFailures: Int, deviceKeyCheck: String?, dataKey: WrappedDataKey
  ) -> StateRecord {
    StateRecord(
      enabled: false, format: format, maxFailures: maxFailures, failures: 0, lastFailure: nil,
      verifier: nil, deviceKeyCheck: deviceKeyCheck, dataKey: dataKey)
  }

  /// Whether this record keeps a data key while no passcode is set (DATA-4).
  var isDataOnly: Bool { !enabled && pendingWrite == nil && dataKey?.device != nil }

  /// The check value of `pepper` (HASH-6): HMAC-SHA256 of a fixed label under the pepper. It
  /// depends on the pepper only, never on the passcode.
  static func pepperCheck(for pepper: SecretBuffer) -> String {
    let label = Array("PasscodeKit pepper check v1".utf8)
    let check = pepper.withUnsafeBytes { key in
      label.withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
    return check.withUnsafeBytes { Base64.encode(Array($0)) }
  }

  // MARK: Repeated wrong guesses (LOCK-4)

  /// How many wrong guesses are remembered.
  static let recentWrongGuessCapacity = 5
  /// How long a wrong guess is remembered.
  static let recentWrongGuessWindow = Duration.seconds(5 * 60)

  /// Whether `tag` is one of the wrong guesses of the last five minutes. Every fresh entry is
  /// compared in constant time, whatever matched before.
  func isRecentWrongGuess(_ tag: [UInt8], now: BootInstant) -> Bool {
    var found = false
    for guess in recentWrongGuesses ?? [] where guess.isFresh(now: now) {
      found = ConstantTime.equals(guess.tag, tag) || found
    }
    return found
  }

  /// Remembers `tag` as a wrong guess made `now`, forgetting stale ones and the oldest beyond
  /// the capacity.
  mutating func rememberWrongGuess(_ tag: [UInt8], now: BootInstant) {
    var guesses = (recentWrongGuesses ?? []).filter { $0.isFresh(now: now) }
    guesses.append(RecentWrongGuess(tag: tag, at: now))
    recentWrongGuesses = Array(guesses.suffix(Self.recentWrongGuessCapacity))
  }

  /// The record after a success: no failures, no remembered wrong guesses, the pepper's check
  /// value in place.
  mutating func recordSuccess(pepper: SecretBuffer) {
    failures = 0
    lastFailure = nil
    recentWrongGuesses = nil
    pepperCheck = Self.pepperCheck(for: pepper)
  }

  /// Switches biometric unlock off until it is enabled again after a passcode success (BIO-2).
  mutating func invalidateBiometrics() {
    biometrics = nil
    biometricsInvalidated = true
  }

  // MARK: Encoding

  func encoded() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain values cannot fail.
    var versioned = self
    if dataKey != nil { versioned.version = max(version, Self.currentVersion) }
    let json = Array((try? encoder.encode(versioned)) ?? Data())
    let digest = json.withUnsafeBytes { Digests.sha256($0) }
    var bytes = Array("\(Self.magic)\n".utf8)
    bytes += json
    bytes += Array("\nsha256:\(Self.hex(digest))\n".utf8)
    return bytes
  }

  /// Decodes and checks a stored record; every problem is a ``StoreError``.
  static func decode(_ bytes: [UInt8]) throws -> StateRecord {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard lines.count == 4, lines[3].isEmpty, lines[0].elementsEqual(magic.utf8) else {
      throw StoreError.damaged(.notARecord)
    }
    let json = Array(lines[1])
    let expected =
      Array("sha256:".utf8) + Array(hex(json.withUnsafeBytes(Digests.sha256)).utf8)
    guard ConstantTime.equals(Array(lines[2]), expected) else {
      throw StoreError.damaged(.checksumMismatch)
    }
    let decoder = JSONDecoder()
    guard let versioned = try? decoder.decode(VersionOnly.self, from: Data(json)) else {
      throw StoreError.damaged(.unreadableRecord)
    }
    guard (1...currentVersion).contains(versioned.version) else {
      if versioned.version > currentVersion {
        throw StoreError.unsupportedVersion(versioned.version)
      }
      throw StoreError.damaged(.unknownVersion(versioned.version))
    }
    guard let record = try? decoder.decode(StateRecord.self, from: Data(json)) else {
      throw StoreError.damaged(.unreadableRecord)
    }
    return record
  }

  /// The semantic checks of step 1: a record that fails them keeps the lock locked.
  func validate(using checker: any PasscodeVerifier) throws {
    guard LockoutPolicy.maxFailuresRange.contains(maxFailures) else {
      throw StoreError.damaged(.failureLimitOutOfRange(maxFailures))
    }
    guard policy.isValidCount(failures) else {
      throw StoreError.damaged(
        .failureCountOutOfRange(failures: failures, maxFailures: maxFailures))
    }
    guard format.isValid else { throw StoreError.damaged(.invalidFormat) }
    if failures > 0, lastFailure == nil, policy.wait(afterFailures: failures) > .zero {
      throw StoreError.damaged(.failureTimeMissing)
    }
    if enabled {
      guard pendingWrite == nil else {
        throw StoreError.damaged(.pendingWriteWithPasscode)
      }
      guard let verifier else { throw StoreError.missingSecret(.verifier) }
      if let problem = checker.problem(with: verifier) { throw StoreError(problem) }
    } else {
      guard verifier == nil else {
        throw StoreError.damaged(.verifierWithoutPasscode)
      }
      guard pendingWrite != nil || dataKey?.device != nil else {
        throw StoreError.damaged(.unexplainedRecord)
      }
    }
    if (recentWrongGuesses ?? []).contains(where: { $0.tag.count != 32 }) {
      throw StoreError.damaged(.malformedWrongGuess)
    }
  }

  private static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

/// A wrong guess remembered for LOCK-4: its tag and when it was made.
struct RecentWrongGuess: Equatable, Sendable, Codable {
  /// ``VerifierCheck/candidateTag`` of the guess.
  var tag: [UInt8]
  /// When it was made, on the boot clock.
  var at: BootInstant

  /// Whether it was made less than five minutes before `now` on the same boot.
  func isFresh(now: BootInstant) -> Bool {
    guard let age = now.duration(since: at) else { return false }
    return age < StateRecord.recentWrongGuessWindow
  }

  private enum CodingKeys: String, CodingKey {
    case tag, at
  }

  init(tag: [UInt8], at: BootInstant) {
    self.tag = tag
    self.at = at
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tag = try Base64.decode(container.decode(String.self, forKey: .tag), in: container, .tag)
    at = try container.decode(BootInstant.self, forKey: .at)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Base64.encode(tag), forKey: .tag)
    try container.encode(at, forKey: .at)
  }
}

extension StoreError {
  /// The store error for a verifier record its verifier refuses: a work factor below the
  /// floor is ``weakParameters(rounds:floor:)`` (HASH-1); anything else is damage.
  init(_ problem: VerifierRecordProblem) {
    if case .roundsBelowFloor(let rounds, let floor) = problem {
      self = .weakParameters(rounds: rounds, floor: floor)
    } else {
      self = .damaged(.verifier(problem))
    }
  }
}

/// The first thing read from a record, so that a newer format is reported as such.
private struct VersionOnly: Decodable {
  var version: Int
}

/// What is stored for biometric unlock: a keyed digest of the token that the biometry-protected
/// Keychain item releases (BIO-1), and the enrolment it was made for.
struct BiometricRecord: Equatable, Sendable, Codable {
  /// HMAC-SHA256(pepper, token).
  var tokenDigest: [UInt8]
  /// The biometric enrolment (`LAContext.evaluatedPolicyDomainState`) when it was enabled.
  var domainState: [UInt8]?
}
