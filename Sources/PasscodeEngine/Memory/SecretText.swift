/// Secret UTF-8 text with value semantics: a ``SecretBuffer`` copied on write.
///
/// `PasscodeScreen` and `MaskedText` are value types that hold secrets. A `SecretBuffer` is a
/// class, so two copies of such a value would share one buffer and typing into one would type
/// into both. `SecretText` copies the buffer (with ``SecretBuffer/copy()``) before mutating it
/// when it is not uniquely referenced, and replaces rather than wipes a shared buffer, so each
/// copy keeps its own contents (MEM-1: the copy left behind zeroes itself when released).
@_spi(Core) public struct SecretText: Equatable, Sendable {
  private var buffer: SecretBuffer

  /// Creates empty text with room for `capacity` bytes.
  @_spi(Core) public init(capacity: Int) {
    buffer = SecretBuffer(capacity: capacity)
  }

  /// The number of bytes held.
  @_spi(Core) public var byteCount: Int { buffer.count }
  /// The room, in bytes.
  @_spi(Core) public var capacity: Int { buffer.capacity }
  /// Whether nothing is held.
  @_spi(Core) public var isEmpty: Bool { buffer.isEmpty }

  /// The number of Unicode scalars held (bytes that do not continue a UTF-8 sequence).
  @_spi(Core) public var scalarCount: Int {
    buffer.withUnsafeBytes { bytes in bytes.lazy.filter { !Self.isContinuation($0) }.count }
  }

  /// Appends `scalar` as UTF-8; returns `false`, and changes nothing, when it does not fit.
  @discardableResult
  @_spi(Core) public mutating func append(_ scalar: Unicode.Scalar) -> Bool {
    let encoded = UTF8.encode(scalar)
    guard let encoded, byteCount + encoded.count <= capacity else { return false }
    makeUnique()
    for byte in encoded { buffer.append(byte) }
    return true
  }

  /// Appends the UTF-8 bytes of `other`; returns `false`, and changes nothing, when they do
  /// not fit.
  @discardableResult
  @_spi(Core) public mutating func append(contentsOf other: SecretBuffer) -> Bool {
    guard byteCount + other.count <= capacity else { return false }
    makeUnique()
    other.withUnsafeBytes { bytes in
      for byte in bytes { buffer.append(byte) }
    }
    return true
  }

  /// Removes the last Unicode scalar, if any, zeroing its bytes.
  @_spi(Core) public mutating func removeLastScalar() {
    guard !isEmpty else { return }
    makeUnique()
    var removing = true
    while removing, let last = buffer.withUnsafeBytes({ $0.last }) {
      buffer.removeLast()
      removing = Self.isContinuation(last)
    }
  }

  /// Removes everything. A buffer shared with another copy is let go rather than zeroed, so
  /// the other copy keeps its contents; an unshared one is zeroed now.
  @_spi(Core) public mutating func wipe() {
    if isKnownUniquelyReferenced(&buffer) {
      buffer.removeAll()
    } else {
      buffer = SecretBuffer(capacity: capacity)
    }
  }

  /// An independent buffer with the same bytes, to hand to the lock in an effect.
  @_spi(Core) public func copy() -> SecretBuffer {
    buffer.copy()
  }

  /// Calls `body` with the bytes held. The pointer must not escape `body`.
  @_spi(Core) public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result)
    rethrows
    -> Result
  {
    try buffer.withUnsafeBytes(body)
  }

  /// Calls `visit` with each Unicode scalar of the UTF-8 `bytes`, without copying them.
  /// Returns `false` as soon as `visit` does, or when the bytes are not valid UTF-8.
  @_spi(Core) public static func decode(
    _ bytes: UnsafeRawBufferPointer, _ visit: (Unicode.Scalar) -> Bool
  )
    -> Bool
  {
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if !visit(scalar) { return false }
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
  }

  private static func isContinuation(_ byte: UInt8) -> Bool {
    byte & 0b1100_0000 == 0b1000_0000
  }
}
