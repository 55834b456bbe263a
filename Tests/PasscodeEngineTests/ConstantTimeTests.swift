import Testing

@testable import PasscodeEngine

/// HASH-3: the comparison used for verifiers and digests.
@Suite struct ConstantTimeTests {
  @Test func equalArraysCompareEqual() {
    for length in 0...40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) }
      #expect(ConstantTime.equals(bytes, bytes))
    }
  }

  @Test func anySingleDifferenceIsFound() {
    let reference = (0..<32).map { UInt8($0) }
    for position in 0..<32 {
      for bit in 0..<8 {
        var changed = reference
        changed[position] ^= UInt8(1 << bit)
        #expect(!ConstantTime.equals(reference, changed))
      }
    }
  }

  @Test func differentLengthsNeverCompareEqual() {
    let bytes = [UInt8](repeating: 0, count: 300)
    // A length difference of 256 must not wrap around to "equal".
    #expect(!ConstantTime.equals(Array(bytes.prefix(44)), bytes))
    #expect(!ConstantTime.equals([], [0]))
    #expect(!ConstantTime.equals(Array(bytes.prefix(31)), Array(bytes.prefix(32))))
  }
}
