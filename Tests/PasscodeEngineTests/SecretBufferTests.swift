import PasscodeTestHelpers
import Testing

@testable import PasscodeEngine

@Suite struct SecretBufferTests {
  @Test func appendsUpToCapacityAndRefusesMore() {
    let buffer = SecretBuffer(capacity: 4)
    for digit in 1...4 { #expect(buffer.append(UInt8(ascii: "0") + UInt8(digit))) }
    #expect(!buffer.append(UInt8(ascii: "9")))
    #expect(bytes(of: buffer) == Array("1234".utf8))
    #expect(buffer.count == 4)
    #expect(buffer.capacity == 4)
  }

  @Test("removeLast() zeroes the freed byte (MEM-1)")
  func removeLastZeroesTheFreedByte() {
    let buffer = code("1234")
    // Peek at the storage through the pointer the buffer hands out (tests only).
    let base = buffer.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) }
    buffer.removeLast()
    #expect(buffer.count == 3)
    #expect(base.load(fromByteOffset: 3, as: UInt8.self) == 0)
    #expect(base.load(fromByteOffset: 2, as: UInt8.self) == UInt8(ascii: "3"))
  }

  @Test("removeAll() zeroes every byte (MEM-1)")
  func removeAllZeroesEveryByte() {
    let buffer = code("987123")
    let base = buffer.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) }
    buffer.removeAll()
    #expect(buffer.isEmpty)
    for offset in 0..<buffer.capacity {
      #expect(base.load(fromByteOffset: offset, as: UInt8.self) == 0)
    }
  }

  @Test("a secret buffer never prints its contents (MEM-2)")
  func neverPrintsItsContents() {
    let buffer = code("480213")
    #expect(buffer.description == "<redacted>")
    #expect(String(describing: buffer) == "<redacted>")
    #expect(String(reflecting: buffer) == "SecretBuffer(<redacted>)")
    #expect(!"\(buffer)".contains("480213"))
    var dumped = ""
    dump(buffer, to: &dumped)
    #expect(!dumped.contains("480213"))
    #expect(!dumped.contains("52"))  // the byte value of "4"
    #expect(Mirror(reflecting: buffer).children.isEmpty)
  }

  @Test func copiesAreIndependent() {
    let original = code("1234")
    let copy = original.copy()
    copy.removeLast()
    #expect(bytes(of: original) == Array("1234".utf8))
    #expect(bytes(of: copy) == Array("123".utf8))
    #expect(copy.capacity == original.capacity)
  }

  @Test func equalityComparesContents() {
    #expect(code("1234") == code("1234"))
    #expect(code("1234") != code("1235"))
    #expect(code("1234") != code("12345"))
    #expect(code("") == SecretBuffer(capacity: 8))
  }
}
