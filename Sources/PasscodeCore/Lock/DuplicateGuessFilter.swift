/// Remembers the last few wrong passcodes so that typing the same wrong code again is not
/// counted twice (LOCK-4), as the device passcode does.
///
/// Only keyed hashes are kept — HMAC-SHA256 under a random key made for this process — and only
/// in memory: nothing here is ever stored, and the key dies with the process.
struct DuplicateGuessFilter {
  /// How many wrong codes are remembered.
  static let capacity = 5
  /// How long a wrong code is remembered.
  static let window = Duration.seconds(5 * 60)

  private let key = SecureRandom.secret(32)
  private var entries: [(digest: SecretBuffer, at: BootInstant)] = []

  /// Whether `candidate` (normalised) is one of the remembered wrong codes.
  func contains(_ candidate: SecretBuffer, now: BootInstant) -> Bool {
    let digest = self.digest(candidate)
    var found = false
    for entry in entries where Self.isFresh(entry.at, now: now) {
      // Every fresh entry is compared, in constant time, whatever matched before.
      found = entry.digest.constantTimeEquals(digest) || found
    }
    return found
  }

  /// Remembers `candidate` (normalised) as wrong, forgetting the oldest beyond ``capacity``.
  mutating func record(_ candidate: SecretBuffer, now: BootInstant) {
    entries.removeAll { !Self.isFresh($0.at, now: now) }
    entries.append((digest(candidate), now))
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// Forgets every remembered code (after a success or a reset).
  mutating func removeAll() {
    entries.removeAll()
  }

  private func digest(_ candidate: SecretBuffer) -> SecretBuffer {
    key.withUnsafeBytes { key in
      candidate.withUnsafeBytes { Digests.hmacSHA256(key: key, message: $0) }
    }
  }

  private static func isFresh(_ instant: BootInstant, now: BootInstant) -> Bool {
    guard let age = now.duration(since: instant) else { return false }
    return age < window
  }
}
