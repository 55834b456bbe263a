import Foundation

/// A fixed-capacity buffer for secret bytes (a passcode being typed, a pepper, a derived key)
/// that zeroes itself and never prints its contents (MEM-1, MEM-2).
///
/// The memory is allocated once, at the capacity given to the initialiser, so appending never
/// reallocates and never leaves a stale copy behind. The bytes are overwritten with zeros when
/// the buffer is wiped, when ``removeAll()`` or ``removeLast()`` drops them, and when the last
/// reference goes away. `description`, `debugDescription` and `Mirror` show `<redacted>`.
///
/// A `SecretBuffer` is a reference type, so that a secret is not silently copied by value
/// semantics; ``copy()`` makes an explicit, independently zeroing copy. Access is serialised
/// with a lock, so a buffer may be handed between tasks.
///
/// Passcodes in PasscodeKit are UTF-8 bytes. After ``PasscodeFormat/normalize(_:)`` a numeric
/// passcode holds only ASCII `0`–`9`.
public final class SecretBuffer: @unchecked Sendable {
  /// The largest capacity a buffer may have, in bytes.
  public static let maximumCapacity = 4096

  private let storage: UnsafeMutableRawBufferPointer
  private var length = 0
  private let lock = NSLock()

  /// Creates an empty buffer that can hold up to `capacity` bytes.
  ///
  /// - Precondition: `capacity` is between 1 and ``maximumCapacity``.
  public init(capacity: Int) {
    precondition(
      (1...Self.maximumCapacity).contains(capacity),
      "a SecretBuffer holds between 1 and \(Self.maximumCapacity) bytes")
    storage = .allocate(byteCount: capacity, alignment: 1)
    storage.initializeMemory(as: UInt8.self, repeating: 0)
  }

  /// Creates a buffer holding a copy of `bytes`, with `capacity` bytes of room (at least
  /// `bytes.count`).
  ///
  /// The source is not cleared; when it is itself secret, clear it after this call.
  public convenience init(copying bytes: some Collection<UInt8>, capacity: Int? = nil) {
    self.init(capacity: max(capacity ?? bytes.count, bytes.count, 1))
    lock.withLock {
      for (index, byte) in bytes.enumerated() { storage[index] = byte }
      length = bytes.count
    }
  }

  /// Creates a buffer holding the UTF-8 bytes of `string`.
  ///
  /// Swift strings cannot be wiped, so prefer appending bytes or digits as they are typed.
  /// This initialiser exists for hosts whose input arrives as a `String` (a text field,
  /// a server response); drop the string as soon as possible.
  public convenience init(utf8 string: some StringProtocol) {
    self.init(copying: Array(string.utf8))
  }

  deinit {
    SecureZero.zero(storage)
    storage.deallocate()
  }

  /// The number of bytes held.
  public var count: Int { lock.withLock { length } }

  /// Whether the buffer holds no bytes.
  public var isEmpty: Bool { count == 0 }

  /// The number of bytes the buffer can hold.
  public var capacity: Int { storage.count }

  /// Appends one byte. Returns `false`, and leaves the buffer unchanged, when it is full.
  @discardableResult
  public func append(_ byte: UInt8) -> Bool {
    lock.withLock {
      guard length < storage.count else { return false }
      storage[length] = byte
      length += 1
      return true
    }
  }

  /// Removes the last byte, if any, and zeroes its place.
  public func removeLast() {
    lock.withLock {
      guard length > 0 else { return }
      length -= 1
      storage[length] = 0
    }
  }

  /// Removes every byte and zeroes the whole capacity.
  public func removeAll() {
    lock.withLock {
      SecureZero.zero(storage)
      length = 0
    }
  }

  /// Calls `body` with the bytes held. The pointer must not escape `body`.
  public func withUnsafeBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws -> Result
  ) rethrows -> Result {
    try lock.withLock {
      try body(UnsafeRawBufferPointer(rebasing: storage[0..<length]))
    }
  }

  /// Returns an independent buffer with the same bytes and capacity.
  public func copy() -> SecretBuffer {
    let result = SecretBuffer(capacity: storage.count)
    withUnsafeBytes { bytes in
      for byte in bytes { result.append(byte) }
    }
    return result
  }

  /// Compares the contents of two buffers in time that depends only on their lengths (HASH-3).
  public func constantTimeEquals(_ other: SecretBuffer) -> Bool {
    if other === self { return true }
    return withUnsafeBytes { mine in
      other.withUnsafeBytes { theirs in ConstantTime.equals(mine, theirs) }
    }
  }
}

extension SecretBuffer: Equatable {
  /// Two buffers are equal when they hold the same bytes; compared in constant time.
  public static func == (lhs: SecretBuffer, rhs: SecretBuffer) -> Bool {
    lhs.constantTimeEquals(rhs)
  }
}

extension SecretBuffer: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Always `<redacted>`: a secret never reaches a log through string interpolation.
  public var description: String { "<redacted>" }
  /// Always `SecretBuffer(<redacted>)`.
  public var debugDescription: String { "SecretBuffer(<redacted>)" }
  /// A mirror with no children, so `dump` and debuggers' summaries show nothing secret.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
