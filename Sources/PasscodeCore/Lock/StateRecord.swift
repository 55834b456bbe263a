import Foundation

/// Everything the lock persists except the pepper, in one unit (STO-2): the format, the
/// failure count, when the last failure happened on the boot clock, and the verifier.
///
/// Serialised as three lines — a magic line, compact JSON with sorted keys, and the SHA-256 of
/// the JSON — so that truncation and flipped bytes are detected (SECURITY.md, step 1). The
/// checksum catches damage, not an attacker who owns the files (see the known limits).
struct StateRecord: Equatable, Sendable, Codable {
  static let currentVersion = 1
  static let magic = "PASSCODEKIT-STATE"

  var version: Int = StateRecord.currentVersion
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

  var policy: LockoutPolicy { LockoutPolicy(maxFailures: maxFailures) }

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
    let json = Array((try? encoder.encode(self)) ?? Data())
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
      throw StoreError.damaged("not a complete PasscodeKit state record")
    }
    let json = Array(lines[1])
    let expected =
      Array("sha256:".utf8) + Array(hex(json.withUnsafeBytes(Digests.sha256)).utf8)
    guard ConstantTime.equals(Array(lines[2]), expected) else {
      throw StoreError.damaged("checksum mismatch")
    }
    let decoder = JSONDecoder()
    guard let versioned = try? decoder.decode(VersionOnly.self, from: Data(json)) else {
      throw StoreError.damaged("unreadable record")
    }
    guard versioned.version == currentVersion else {
      if versioned.version > currentVersion {
        throw StoreError.unsupportedVersion(versioned.version)
      }
      throw StoreError.damaged("unknown record version \(versioned.version)")
    }
    guard let record = try? decoder.decode(StateRecord.self, from: Data(json)) else {
      throw StoreError.damaged("unreadable record")
    }
    return record
  }

  /// The semantic checks of step 1: a record that fails them keeps the lock locked.
  func validate(using checker: any PasscodeVerifier) throws {
    guard LockoutPolicy.maxFailuresRange.contains(maxFailures) else {
      throw StoreError.damaged("failure limit \(maxFailures) is outside 5…20")
    }
    guard policy.isValidCount(failures) else {
      throw StoreError.damaged("failure count \(failures) is outside 0…\(maxFailures)")
    }
    guard format.isValid else { throw StoreError.damaged("invalid passcode format") }
    if failures > 0, lastFailure == nil, policy.wait(afterFailures: failures) > .zero {
      throw StoreError.damaged("failures recorded without their time")
    }
    if enabled {
      guard let verifier else { throw StoreError.missingSecret("no verifier") }
      guard checker.isAcceptable(verifier) else {
        throw StoreError.weakParameters("\(verifier.algorithm), \(verifier.rounds) rounds")
      }
    } else if verifier != nil {
      throw StoreError.damaged("a verifier is stored but no passcode is set")
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
