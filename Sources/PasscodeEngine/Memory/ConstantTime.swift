/// Comparison whose running time does not depend on where two byte strings differ (HASH-3).
enum ConstantTime {
  /// `true` when `lhs` and `rhs` hold the same bytes. The time taken depends only on the
  /// lengths; the lengths of verifiers and digests are public.
  static func equals(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    var difference: UInt8 = lhs.count == rhs.count ? 0 : 1
    let count = min(lhs.count, rhs.count)
    for index in 0..<count {
      difference |= lhs[index] ^ rhs[index]
    }
    return difference == 0
  }

  /// `true` when the two arrays hold the same bytes, compared in constant time.
  static func equals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in equals(left, right) } }
  }
}
