/// What is stored to check a passcode later: never the passcode itself (STO-1, HASH-1).
///
/// For the built-in ``PBKDF2Verifier`` the record holds the algorithm, the rounds, a random
/// 16-byte salt and the 32-byte PBKDF2-HMAC-SHA256 output. A host's own ``PasscodeVerifier``
/// may use the fields as it likes (for example, an opaque enrolment identifier in `salt`).
public struct VerifierRecord: Hashable, Sendable, Codable {
  /// Names the algorithm, e.g. `pbkdf2-hmac-sha256`.
  public var algorithm: String
  /// The iteration count.
  public var rounds: Int
  /// The salt.
  public var salt: [UInt8]
  /// The derived verifier.
  public var hash: [UInt8]

  /// Creates a record.
  public init(algorithm: String, rounds: Int, salt: [UInt8], hash: [UInt8]) {
    self.algorithm = algorithm
    self.rounds = rounds
    self.salt = salt
    self.hash = hash
  }

  private enum CodingKeys: String, CodingKey {
    case algorithm, rounds, salt, hash
  }

  /// Decodes a record whose byte fields are base64 strings.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    algorithm = try container.decode(String.self, forKey: .algorithm)
    rounds = try container.decode(Int.self, forKey: .rounds)
    salt = try Base64.decode(container.decode(String.self, forKey: .salt), in: container, .salt)
    hash = try Base64.decode(container.decode(String.self, forKey: .hash), in: container, .hash)
  }

  /// Encodes the record with base64 byte fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(algorithm, forKey: .algorithm)
    try container.encode(rounds, forKey: .rounds)
    try container.encode(Base64.encode(salt), forKey: .salt)
    try container.encode(Base64.encode(hash), forKey: .hash)
  }
}
